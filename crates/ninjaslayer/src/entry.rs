//! エントリー (1204): putting a card or an ability onto the Kotodama space. The steps run in the
//! rulebook's order: the target (1204.2e), the cost (1204.2g), its payment (1204.2i) and the move
//! (1204.2j). An entry is offered only when it can be completed, so nothing needs undoing
//! (1204.2i, 1204.2l).

use crate::cards::ast::{Ability, Effect, Kind, Side, Target, Trigger, Ukemi};
use crate::damage;
use crate::rules;
use crate::state::{
    AbilityRef, Choice, Chosen, DecisionKind, Entering, EntrySource, NsState, PendingDecision, SpaceItem, Step,
    TargetRef,
};
use fuda_kernel::{ObjectId, Seat};

/// The card of an entry source, wherever it is now; a triggered or activated ability needs
/// none (1209.9).
fn source_card(state: &NsState, seat: Seat, source: EntrySource) -> Option<crate::cards::Card> {
    let p = state.player(seat);
    match source {
        EntrySource::Hand(id) => p.hand.iter().find(|c| c.id == id).copied(),
        EntrySource::CheckZone(id) | EntrySource::Ukemi(id) => p.check.iter().find(|c| c.id == id).copied(),
        EntrySource::Ability { .. } => None,
    }
}

/// The ■ ability an entry source names.
fn ability_of(state: &NsState, source: EntrySource) -> Option<&Ability> {
    match source {
        EntrySource::Ability { def, ability: AbilityRef::Printed(i), .. } => {
            state.db.get(def).abilities.get(usize::from(i))
        }
        EntrySource::Ability { ability: AbilityRef::Satsubatsu | AbilityRef::Delayed(_), .. }
        | EntrySource::Hand(_)
        | EntrySource::CheckZone(_)
        | EntrySource::Ukemi(_) => None,
    }
}

/// The effect whose target the entry chooses, if any.
fn effect_of(state: &NsState, seat: Seat, source: EntrySource) -> Option<Effect> {
    if let EntrySource::Ability { ability: AbilityRef::Delayed(id), .. } = source {
        return state.delayed.iter().find(|d| d.id == id).map(crate::state::steps::delayed_effect);
    }
    if let EntrySource::Ability { .. } = source {
        return ability_of(state, source).and_then(|a| a.effect().cloned());
    }
    let card = source_card(state, seat, source)?;
    let def = state.def(&card);
    match source {
        EntrySource::Hand(_) | EntrySource::CheckZone(_) => def.effect.clone(),
        EntrySource::Ukemi(_) => match &def.ukemi {
            Some(Ukemi::Ability { effect, .. }) => Some(effect.clone()),
            Some(Ukemi::EnterThis) | None => None,
        },
        EntrySource::Ability { .. } => None,
    }
}

/// The effect an entry enters: the chosen mode of a modal effect (1204.2b).
fn entered_effect(state: &NsState, seat: Seat, source: EntrySource, mode: Option<u8>) -> Option<Effect> {
    effect_of(state, seat, source).map(|e| e.in_mode(mode))
}

/// The modes of the effect an entry in progress enters (1204.2b).
pub fn modes_of(state: &NsState, e: &Entering) -> Vec<Effect> {
    effect_of(state, e.controller, e.source).map(|x| x.modes).unwrap_or_default()
}

/// Whether an effect's targets can all be chosen now (1204.2e); "up to N" needs at least 1.
fn targets_choosable(state: &NsState, seat: Seat, effect: &Effect, source: EntrySource) -> bool {
    match &effect.target {
        Some(t) => {
            let n = target_choices(state, seat, t, source).len();
            if t.up_to { n >= 1 } else { n >= t.count() }
        }
        None => true,
    }
}

/// The ether an entry costs (1204.2g): a card its cost, a card its ukemi enters nothing
/// (1211.2b-1), an ukemi or activated ability its written ether, a triggered ability none.
fn cost_of(state: &NsState, seat: Seat, source: EntrySource) -> u8 {
    if let EntrySource::Ability { .. } = source {
        return match ability_of(state, source) {
            Some(Ability::Activated(a)) => a.cost.ether,
            Some(Ability::Triggered(_) | Ability::Continuous(_) | Ability::Cost(_) | Ability::Replace(_)) | None => 0,
        };
    }
    let Some(card) = source_card(state, seat, source) else { return 0 };
    let def = state.def(&card);
    match source {
        EntrySource::Hand(_) => card_cost(state, seat, &card, 0).0,
        EntrySource::CheckZone(_) | EntrySource::Ability { .. } => 0,
        EntrySource::Ukemi(_) => match &def.ukemi {
            Some(Ukemi::Ability { ether, .. }) => *ether,
            Some(Ukemi::EnterThis) | None => 0,
        },
    }
}

/// 1204.2g: the ether a hand card costs `seat` to enter with `additional` ether of additional
/// cost (Tatsujin): its cost (1204.2g-1) and the additional cost (1204.2g-3), then the valid
/// cost modifiers: the latest "becomes N" (1204.2g-4), increases (1204.2g-5), decreases
/// (1204.2g-6). Also says whether any modifier applied.
pub fn card_cost(state: &NsState, seat: Seat, card: &crate::cards::Card, additional: u8) -> (u8, bool) {
    use crate::cards::ast::CostChange;
    let kind = state.def(card).kind;
    let mut changes: Vec<(fuda_kernel::modifiers::Timestamp, CostChange)> = Vec::new();
    for owner in [Seat(0), Seat(1)] {
        for c in &state.player(owner).field {
            for a in &state.def(&c.card).abilities {
                let Ability::Cost(m) = a else { continue };
                let side_ok = match m.side {
                    Side::Own => owner == seat,
                    Side::Opponent => owner != seat,
                    Side::Any => true,
                };
                if side_ok && m.kind.is_none_or(|k| k == kind) {
                    changes.push((c.since, m.change));
                }
            }
        }
    }
    let mut cost = u32::from(state.def(card).cost) + u32::from(additional);
    changes.sort_by_key(|(t, _)| *t);
    if let Some(n) =
        changes.iter().rev().find_map(|(_, x)| if let CostChange::Becomes(n) = x { Some(*n) } else { None })
    {
        cost = u32::from(n);
    }
    for (_, x) in &changes {
        if let CostChange::Increase(n) = x {
            cost += u32::from(*n);
        }
    }
    for (_, x) in &changes {
        if let CostChange::Decrease(n) = x {
            cost = cost.saturating_sub(u32::from(*n));
        }
    }
    (u8::try_from(cost).unwrap_or(u8::MAX), !changes.is_empty())
}

/// Whether an activated ability's "ojigi this" can be paid: the character is untapped on its
/// controller's field (1310.2, 1203.2).
fn ojigi_payable(state: &NsState, seat: Seat, source: EntrySource) -> bool {
    match (ability_of(state, source), source) {
        (Some(Ability::Activated(a)), EntrySource::Ability { card, .. }) if a.cost.ojigi_this => {
            state.character(card).is_some_and(|(owner, c)| owner == seat && !c.tapped)
        }
        _ => true,
    }
}

/// Whether a character meets a target's conditions for `seat`, reading only public
/// information (1204.2e-5).
/// Whether a card waiting in the Kotodama space meets a space target for `seat`.
pub fn is_legal_space_target(state: &NsState, seat: Seat, target: &Target, id: ObjectId) -> bool {
    state.space.iter().any(|item| match item {
        SpaceItem::Card { card, controller, .. } if card.id == id => {
            let side_ok = match target.side {
                Side::Own => *controller == seat,
                Side::Opponent => *controller != seat,
                Side::Any => true,
            };
            side_ok && target.kind.is_none_or(|k| state.def(card).kind == k)
        }
        _ => false,
    })
}

pub fn is_legal_target(state: &NsState, seat: Seat, target: &Target, id: ObjectId) -> bool {
    if target.in_space {
        return false;
    }
    let Some((owner, ch)) = state.character(id) else { return false };
    // "This": entry took the ability's own card; it stays legal while it is on the field.
    if target.this {
        return true;
    }
    let def = state.def(&ch.card);
    let side_ok = match target.side {
        Side::Own => owner == seat,
        Side::Opponent => owner != seat,
        Side::Any => true,
    };
    side_ok
        && target.attribute.as_ref().is_none_or(|a| crate::info::attributes(state, ch).contains(a))
        && target.name.as_ref().is_none_or(|n| &def.name == n)
        && target.name_contains.as_ref().is_none_or(|n| def.name.contains(n.as_str()))
        && target.max_cost.is_none_or(|m| def.cost <= m)
}

/// The characters that may be chosen as the target.
pub fn legal_targets(state: &NsState, seat: Seat, target: &Target) -> Vec<ObjectId> {
    state
        .players
        .iter()
        .flat_map(|p| p.field.iter())
        .map(|c| c.card.id)
        .filter(|id| is_legal_target(state, seat, target, *id))
        .collect()
}

/// The targets of an entry: characters, or cards in the Kotodama space; "this" is the entered
/// ability's own character.
fn target_choices(state: &NsState, seat: Seat, target: &Target, source: EntrySource) -> Vec<Choice> {
    if target.this {
        return match source {
            EntrySource::Ability { card, .. } if state.character(card).is_some() => vec![Choice::Target(card)],
            _ => Vec::new(),
        };
    }
    // 1204.2e-4: the card or ability being entered moves to the space only after its targets
    // are chosen (1204.2j), so it is never among them.
    if target.in_space {
        return state
            .space
            .iter()
            .filter_map(|item| match item {
                SpaceItem::Card { card, .. } if is_legal_space_target(state, seat, target, card.id) => {
                    Some(Choice::TargetInSpace(card.id))
                }
                _ => None,
            })
            .collect();
    }
    legal_targets(state, seat, target).into_iter().map(Choice::Target).collect()
}

/// Whether the entry can be completed now: its target can be chosen and its cost paid.
pub fn can_enter(state: &NsState, seat: Seat, source: EntrySource) -> bool {
    can_enter_paying(state, seat, source, cost_of(state, seat, source))
}

/// Whether the entry can be completed now paying `cost` ether.
fn can_enter_paying(state: &NsState, seat: Seat, source: EntrySource, cost: u8) -> bool {
    if !matches!(source, EntrySource::Ability { .. }) && source_card(state, seat, source).is_none() {
        return false;
    }
    can_enter_with(state, seat, source, effect_of(state, seat, source).as_ref(), cost)
}

/// [`can_enter_paying`] for a source known to be there, entering `effect`. The hand is read
/// through here card by card with each card's own effect and cost, so that listing a hand
/// does not look every card up in the hand again (which made a long game with large hands
/// slow down with the cube of their size).
fn can_enter_with(state: &NsState, seat: Seat, source: EntrySource, effect: Option<&Effect>, cost: u8) -> bool {
    if !ojigi_payable(state, seat, source) {
        return false;
    }
    // 1204.2e: all the targets must be choosable, each a different one (1204.2e-2), in at
    // least one mode of a modal effect (1204.2b).
    let targets_ok = match effect {
        Some(e) if !e.modes.is_empty() => e.modes.iter().any(|m| targets_choosable(state, seat, m, source)),
        Some(e) => targets_choosable(state, seat, e, source),
        None => true,
    };
    targets_ok && state.player(seat).untapped_ether() >= usize::from(cost)
}

/// Whether the hand card `card` of `seat` can be entered now paying `cost` ether (its cost
/// read by [`card_cost`], or 0 when entered free).
fn can_enter_from_hand(state: &NsState, seat: Seat, card: &crate::cards::Card, cost: u8) -> bool {
    can_enter_with(state, seat, EntrySource::Hand(card.id), state.def(card).effect.as_ref(), cost)
}

/// Whether `seat` may enter a card of this type now: a kotodama at any priority (1207.1), a
/// character only as the turn player in the character phase with an empty Kotodama space
/// (802.4d-1, 1206.1).
fn entry_time(state: &NsState, seat: Seat, kind: Kind) -> bool {
    match kind {
        Kind::Kotodama => true,
        Kind::Character => {
            seat == state.turn_player && state.step == crate::state::TurnStep::CharacterPhase && state.space.is_empty()
        }
    }
}

/// The hand cards `seat` may enter now, paying their cost.
pub fn enterable_from_hand(state: &NsState, seat: Seat) -> Vec<ObjectId> {
    state
        .player(seat)
        .hand
        .iter()
        .filter(|c| entry_time(state, seat, state.def(c).kind))
        .filter(|c| can_enter_from_hand(state, seat, c, card_cost(state, seat, c, 0).0))
        .map(|c| c.id)
        .collect()
}

/// The hand cards `seat` may enter now without paying their cost: their text allows it and
/// its condition holds (1204.2i-1), and they could be entered with nothing to pay.
pub fn free_enterable(state: &NsState, seat: Seat) -> Vec<ObjectId> {
    state
        .player(seat)
        .hand
        .iter()
        .filter(|c| {
            let def = state.def(c);
            let Some(cond) = &def.free_if else { return false };
            let timing = entry_time(state, seat, def.kind);
            // 1302.1, 1302.2: read on the field, the card names and attributes there now.
            let met = state.player(seat).field.iter().any(|f| {
                cond.name.as_ref().is_none_or(|n| &state.def(&f.card).name == n)
                    && cond.attribute.as_ref().is_none_or(|a| crate::info::attributes(state, f).contains(a))
            });
            timing && met && can_enter_from_hand(state, seat, c, 0)
        })
        .map(|c| c.id)
        .collect()
}

/// Begins entering a hand card without paying its cost (1204.2i-1).
pub fn from_hand_free(state: &mut NsState, seat: Seat, card: ObjectId) {
    state.note(rules::FREE_ENTRY, |s| {
        let name = s.player(seat).hand.iter().find(|c| c.id == card).map(|c| s.name_of(c)).unwrap_or_default();
        format!("{seat} enters {name} from the hand without paying its cost, as its text allows")
    });
    begin_entry(state, seat, EntrySource::Hand(card), true);
}

/// Begins entering a hand card.
pub fn from_hand(state: &mut NsState, seat: Seat, card: ObjectId) {
    state.note(rules::ENTRY, |s| {
        let name = s.player(seat).hand.iter().find(|c| c.id == card).map(|c| s.name_of(c)).unwrap_or_default();
        format!("{seat} enters {name} from the hand")
    });
    begin(state, seat, EntrySource::Hand(card));
}

/// The activated abilities `seat` may enter now: those of their characters on the field (1202.2)
/// whose cost can be paid and whose target can be chosen (1208.1).
pub fn activatable(state: &NsState, seat: Seat) -> Vec<(ObjectId, u8)> {
    let mut out = Vec::new();
    for c in &state.player(seat).field {
        for (i, a) in state.def(&c.card).abilities.iter().enumerate() {
            if !matches!(a, Ability::Activated(_)) {
                continue;
            }
            let index = u8::try_from(i).expect("fewer than 256 abilities");
            let source = EntrySource::Ability { card: c.card.id, def: c.card.def, ability: AbilityRef::Printed(index) };
            if can_enter(state, seat, source) {
                out.push((c.card.id, index));
            }
        }
    }
    out
}

/// Begins entering an activated ability (1208.1).
pub fn activate(state: &mut NsState, seat: Seat, card: ObjectId, index: u8) {
    let Some((_, c)) = state.character(card) else { return };
    let c = c.card;
    let def = c.def;
    state.note(rules::ACTIVATED_ENTRY, |s| format!("{seat} enters an activated ability of {}", s.name_of(&c)));
    begin(state, seat, EntrySource::Ability { card, def, ability: AbilityRef::Printed(index) });
}

/// Begins an entry.
pub fn begin(state: &mut NsState, seat: Seat, source: EntrySource) {
    begin_entry(state, seat, source, false);
}

/// Begins an entry, `free` of its cost (1204.2i-1) or not.
fn begin_entry(state: &mut NsState, seat: Seat, source: EntrySource, free: bool) {
    let to_pay = if free { 0 } else { cost_of(state, seat, source) };
    if let Some(card) = source_card(state, seat, source).filter(|_| matches!(source, EntrySource::Hand(_)) && !free) {
        if card_cost(state, seat, &card, 0).1 {
            let printed = state.def(&card).cost;
            state.note(rules::COST_ORDER, |_| {
                format!("cost {printed}, changed, then increased, then decreased: {seat} pays {to_pay}")
            });
            if to_pay == 0 && printed > 0 {
                state.note(rules::ZERO_COST_PAID, |_| "paying 0 ether counts as paying the cost".to_string());
            }
        }
        state.note(rules::COST_LOCKED, |_| format!("the cost is fixed at {to_pay} ether until paid"));
    }
    // 1204.2c: the Tatsujin additional cost is declared only for a card entered from the hand,
    // and offered only if it can be paid along with the card's cost.
    let tatsujin = match (source, source_card(state, seat, source)) {
        (EntrySource::Hand(_), Some(card)) => state.def(&card).tatsujin.as_ref().and_then(|t| {
            let total = if free { usize::from(t.ether) } else { usize::from(card_cost(state, seat, &card, t.ether).0) };
            (state.player(seat).untapped_ether() >= total).then_some(())
        }),
        _ => None,
    };
    let tatsujin = if tatsujin.is_some() { None } else { Some(false) };
    state.steps.push(Step::Entry(Entering {
        source,
        controller: seat,
        chosen: Chosen::default(),
        to_pay,
        targeted: false,
        tatsujin,
        free,
    }));
}

/// One step of an entry: choose the target, pay the next ether, or move it to the space.
pub fn advance(state: &mut NsState, e: Entering) {
    let seat = e.controller;
    // 1204.2b: the mode first; only modes whose targets can be chosen are offered.
    let modes = effect_of(state, seat, e.source).map(|x| x.modes).unwrap_or_default();
    if !modes.is_empty() && e.chosen.mode.is_none() {
        let options = modes
            .iter()
            .enumerate()
            .filter(|(_, m)| targets_choosable(state, seat, m, e.source))
            .map(|(i, _)| Choice::Mode(u8::try_from(i).expect("few modes")))
            .collect();
        state.steps.push(Step::Entry(e));
        state.decision = Some(PendingDecision { seat, kind: DecisionKind::Mode, options });
        return;
    }
    if e.tatsujin.is_none() {
        state.steps.push(Step::Entry(e));
        state.decision = Some(PendingDecision {
            seat,
            kind: DecisionKind::Tatsujin,
            options: vec![Choice::PayTatsujin, Choice::NoTatsujin],
        });
        return;
    }
    if !e.targeted {
        let Some(target) = entered_effect(state, seat, e.source, e.chosen.mode).and_then(|x| x.target) else {
            state.steps.push(Step::Entry(Entering { targeted: true, ..e }));
            return;
        };
        let chosen = |c: &Choice| match c {
            Choice::Target(id) => e.chosen.targets.contains(&TargetRef::Character(*id)),
            Choice::TargetInSpace(id) => e.chosen.targets.contains(&TargetRef::SpaceCard(*id)),
            _ => false,
        };
        let mut options: Vec<Choice> =
            target_choices(state, seat, &target, e.source).into_iter().filter(|c| !chosen(c)).collect();
        if target.this {
            let mut e = e;
            e.chosen.targets = options
                .iter()
                .filter_map(|c| if let Choice::Target(id) = c { Some(TargetRef::Character(*id)) } else { None })
                .collect();
            e.targeted = true;
            state.steps.push(Step::Entry(e));
            return;
        }
        if e.chosen.targets.len() >= target.count() || options.is_empty() {
            let mut e = e;
            e.targeted = true;
            state.steps.push(Step::Entry(e));
            return;
        }
        if target.up_to && !e.chosen.targets.is_empty() {
            options.push(Choice::DoneTargeting);
        }
        state.steps.push(Step::Entry(e));
        state.decision = Some(PendingDecision { seat, kind: DecisionKind::EntryTarget, options });
        return;
    }
    if distribute(state, &e) {
        return;
    }
    // An activated ability's "ojigi this" is paid first, as written, then its ether (1204.2i,
    // 1203.4).
    if let (Some(Ability::Activated(a)), EntrySource::Ability { card, .. }) = (ability_of(state, e.source), e.source) {
        if a.cost.ojigi_this && state.character(card).is_some_and(|(_, c)| !c.tapped) {
            if let Some(c) = state.character_mut(card) {
                c.tapped = true;
            }
            state.note(rules::PAY_ETHER, |s| {
                let name = s.character(card).map(|(_, c)| s.name_of(&c.card)).unwrap_or_default();
                format!("{seat} bows {name} to pay the cost")
            });
            if e.to_pay > 0 {
                state.note(rules::COST_ORDER_WRITTEN, |_| "then the ether, in the written order".to_string());
            }
            crate::triggers::orientation_changed(state, card, true);
        }
    }
    if e.to_pay > 0 {
        let untapped: Vec<ObjectId> =
            state.player(seat).ether.iter().filter(|x| !x.tapped).map(|x| x.card.id).collect();
        let defs: Vec<u16> = state.player(seat).ether.iter().filter(|x| !x.tapped).map(|x| x.card.def).collect();
        let all_alike = defs.windows(2).all(|w| w[0] == w[1]);
        // Which cards pay matters only when they differ and some stay untapped (1312.1).
        if untapped.len() <= usize::from(e.to_pay) || all_alike {
            for id in untapped.into_iter().take(usize::from(e.to_pay)) {
                tap_ether(state, seat, id);
            }
            state.steps.push(Step::Entry(Entering { to_pay: 0, ..e.clone() }));
            return;
        }
        state.steps.push(Step::Entry(e));
        let options = untapped.into_iter().map(Choice::PayWith).collect();
        state.decision = Some(PendingDecision { seat, kind: DecisionKind::EntryPayment, options });
        return;
    }
    place(state, e);
}

/// 1204.2f, 1305.1: a distribution gives each target at least 1, then the player hands out the
/// rest one at a time; what each gets is fixed at entry. Returns whether the entry waits on it.
fn distribute(state: &mut NsState, e: &Entering) -> bool {
    let seat = e.controller;
    let Some(total) = entered_effect(state, seat, e.source, e.chosen.mode).and_then(|x| x.distributed()) else {
        return false;
    };
    let given: u8 = e.chosen.shares.iter().sum();
    if e.chosen.targets.is_empty() || (!e.chosen.shares.is_empty() && given >= total) {
        return false;
    }
    let mut e = e.clone();
    if e.chosen.shares.is_empty() {
        e.chosen.shares = vec![1; e.chosen.targets.len()];
    }
    let left = total.saturating_sub(e.chosen.shares.iter().sum());
    if left > 0 && e.chosen.shares.len() > 1 {
        let options =
            (0..e.chosen.shares.len()).map(|i| Choice::Share(u8::try_from(i).expect("few targets"))).collect();
        state.steps.push(Step::Entry(e));
        state.decision = Some(PendingDecision { seat, kind: DecisionKind::Distribution, options });
        return true;
    }
    if let Some(first) = e.chosen.shares.first_mut() {
        *first += left;
    }
    note_distribution(state, &e);
    state.steps.push(Step::Entry(e));
    true
}

/// Logs a distribution once every share is given.
fn note_distribution(state: &mut NsState, e: &Entering) {
    let total: u8 = e.chosen.shares.iter().sum();
    state.note(rules::DISTRIBUTION, |s| {
        let parts: Vec<String> = e
            .chosen
            .targets
            .iter()
            .zip(&e.chosen.shares)
            .map(|(t, n)| {
                let (TargetRef::Character(id) | TargetRef::SpaceCard(id)) = *t;
                format!("{n} to {}", s.character(id).map(|(_, c)| s.name_of(&c.card)).unwrap_or_default())
            })
            .collect();
        format!("{} distributes {total} (at least 1 each, 1305.1): {}", e.controller, parts.join(", "))
    });
}

fn tap_ether(state: &mut NsState, seat: Seat, id: ObjectId) {
    if let Some(x) = state.player_mut(seat).ether.iter_mut().find(|x| x.card.id == id && !x.tapped) {
        x.tapped = true;
        let card = x.card;
        state.note(rules::PAY_ETHER, |s| format!("{seat} pays 1 ether with {}", s.name_of(&card)));
    }
}

/// The answer to a target or payment decision.
pub fn answer(state: &mut NsState, choice: Choice) {
    let Some(Step::Entry(mut e)) = state.steps.pop() else { return };
    match choice {
        Choice::Target(id) => {
            e.chosen.targets.push(TargetRef::Character(id));
            state.note(rules::ENTRY_TARGETS, |s| {
                let name = s.character(id).map(|(_, c)| s.name_of(&c.card)).unwrap_or_default();
                format!("{} chooses {name} as the target", e.controller)
            });
        }
        Choice::DoneTargeting => e.targeted = true,
        Choice::Mode(i) => {
            e.chosen.mode = Some(i);
            state.note(rules::MODES, |_| format!("{} chooses mode {}; the others do not exist", e.controller, i + 1));
        }
        Choice::Share(i) => {
            if let Some(n) = e.chosen.shares.get_mut(usize::from(i)) {
                *n += 1;
            }
            let total =
                entered_effect(state, e.controller, e.source, e.chosen.mode).and_then(|x| x.distributed()).unwrap_or(0);
            if e.chosen.shares.iter().sum::<u8>() >= total {
                note_distribution(state, &e);
            }
        }
        Choice::TargetInSpace(id) => {
            e.chosen.targets.push(TargetRef::SpaceCard(id));
            state.note(rules::ENTRY_TARGETS, |_| {
                format!("{} chooses a card in the Kotodama space as the target", e.controller)
            });
        }
        Choice::PayWith(id) => {
            tap_ether(state, e.controller, id);
            e.to_pay -= 1;
        }
        Choice::PayTatsujin => {
            let card = source_card(state, e.controller, e.source);
            let extra = card.and_then(|c| state.def(&c).tatsujin.as_ref().map(|t| t.ether)).unwrap_or(0);
            e.tatsujin = Some(true);
            if let Some(card) = card {
                e.to_pay = if e.free { extra } else { card_cost(state, e.controller, &card, extra).0 };
            }
            state.note(rules::TATSUJIN, |_| format!("{} declares the Tatsujin cost (+{extra} ether)", e.controller));
        }
        Choice::NoTatsujin => e.tatsujin = Some(false),
        _ => {}
    }
    state.steps.push(Step::Entry(e));
}

/// 1209.6: which moment a "when this is entered" trigger of a moving card reads it at.
fn note_look_back(state: &mut NsState, card: &crate::cards::Card, rule: rules::Rule, how: &str) {
    let has = state.def(card).abilities.iter().any(|a| matches!(a, Ability::Triggered(t) if t.when == Trigger::Enters));
    if has {
        state.note(rule, |_| format!("{how}: its trigger reads it in the space"));
    }
}

/// 1204.2j/k: a card taken out of its zone arrives in the Kotodama space as a new object with
/// what was chosen for it, and the entry is complete.
fn card_to_space(state: &mut NsState, e: &Entering, card: crate::cards::Card, from: &str) -> crate::cards::Card {
    let card = state.renew(card);
    let (controller, chosen, tatsujin) = (e.controller, e.chosen.clone(), e.tatsujin == Some(true));
    state.space.push(SpaceItem::Card { card, controller, chosen, tatsujin });
    state.note(rules::ENTRY_MOVE, |s| format!("{} is entered onto the Kotodama space{from}", s.name_of(&card)));
    state.note(rules::ENTERED, |_| "the entry is complete".to_string());
    card
}

/// 1204.2j: the card, or the ability as a pseudo-card, moves to the Kotodama space.
fn place(state: &mut NsState, e: Entering) {
    let seat = e.controller;
    match e.source {
        EntrySource::Hand(id) => {
            let hand = &mut state.player_mut(seat).hand;
            let Some(pos) = hand.iter().position(|c| c.id == id) else { return };
            let card = hand.remove(pos);
            state.note(rules::ENTRY_REVEAL, |s| format!("{} leaves the hidden hand face up", s.name_of(&card)));
            let card = card_to_space(state, &e, card, "");
            note_look_back(state, &card, rules::LOOK_BACK_HIDDEN, "from the hidden hand to the public space");
            crate::triggers::fire(state, &card, seat, Trigger::Enters);
        }
        EntrySource::CheckZone(id) => {
            let Some(card) = damage::take_from_check(state, seat, id) else { return };
            state.note(rules::FREE_ENTRY, |_| "it is entered without paying its cost (1211.2b-1)".to_string());
            let card = card_to_space(state, &e, card, " from the check zone");
            note_look_back(state, &card, rules::LOOK_BACK_OTHER, "from the check zone to the space");
            crate::triggers::fire(state, &card, seat, Trigger::Enters);
        }
        EntrySource::Ability { card, def, ability } => {
            state.space.push(SpaceItem::Ability { card, def, ability, controller: seat, chosen: e.chosen.clone() });
            state.note(rules::ENTRY_MOVE, |s| {
                format!("an ability of {} is entered onto the Kotodama space", s.db.get(def).full_name())
            });
            state.note(rules::ENTERED, |_| "the entry is complete".to_string());
        }
        EntrySource::Ukemi(id) => {
            let Some(card) = state.player(seat).check.iter().find(|c| c.id == id).copied() else { return };
            state.space.push(SpaceItem::Ukemi { card: id, def: card.def, controller: seat, chosen: e.chosen.clone() });
            state.note(rules::ENTRY_MOVE, |s| {
                format!("{}'s ukemi ability is entered onto the Kotodama space", s.name_of(&card))
            });
            state.note(rules::ENTERED, |_| "the entry is complete".to_string());
        }
    }
}
