//! エントリー (1204): putting a card or an ability onto the Kotodama space. The steps run in the
//! rulebook's order: the target (1204.2e), the cost (1204.2g), its payment (1204.2i) and the move
//! (1204.2j). An entry is offered only when it can be completed ([`crate::legal`]), so nothing
//! needs undoing (1204.2i, 1204.2l). A rule check enters the pending triggered abilities one at a
//! time, every one of the turn player's before any of the non-turn player's (902.1b/c,
//! [`enter_next_trigger`]).

use crate::cards::ast::{Ability, Trigger};
use crate::damage;
use crate::legal::{
    ability_of, can_enter, card_cost, cost_of, effect_of, entered_effect, source_card, target_choices,
    targets_choosable, zone_target_choices, zone_targets,
};
use crate::rules;
use crate::state::{
    AbilityRef, Choice, Chosen, DecisionKind, Entering, EntrySource, NsState, PendingDecision, SpaceItem, Step,
    TargetRef,
};
use fuda_kernel::{ObjectId, Seat};

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
            // 1203.2: the rest of the Tatsujin cost must be payable in full too.
            let rest = crate::costs::payable(state, seat, &t.cost, card.id);
            (state.player(seat).untapped_ether() >= total && rest).then_some(())
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
        extra_paid: false,
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
    // 1204.2e: the card each public-zone ambush takes is a target too, chosen now; the entry
    // was offered only if every one can be given a card (`legal::targets_choosable`).
    let picking = entered_effect(state, seat, e.source, e.chosen.mode)
        .filter(|effect| e.chosen.zone_cards.len() < zone_targets(effect).len());
    if let Some(effect) = picking {
        let this = crate::legal::source_id(e.source);
        let options = zone_target_choices(state, seat, &effect, &e.chosen.zone_cards, this);
        if !options.is_empty() {
            state.steps.push(Step::Entry(e));
            let options = options.into_iter().map(Choice::AmbushCard).collect();
            state.decision = Some(PendingDecision { seat, kind: DecisionKind::EntryTarget, options });
            return;
        }
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
    if pay_tatsujin_rest(state, &e) {
        return;
    }
    place(state, e);
}

/// 1204.2i, 1203.4: after the ether, the rest of a declared Tatsujin cost, or of an activated
/// ability's cost, is paid in the written order before the card or ability moves to the space.
/// Returns whether the entry waits on it.
fn pay_tatsujin_rest(state: &mut NsState, e: &Entering) -> bool {
    if e.extra_paid {
        return false;
    }
    let (card, cost) = match (ability_of(state, e.source), e.source) {
        // An activated ability's processes, after its bow and its ether (1203.4).
        (Some(Ability::Activated(a)), EntrySource::Ability { card, .. }) => {
            let Some((_, c)) = state.character(card) else { return false };
            (c.card, a.cost.pay.clone())
        }
        _ if e.tatsujin == Some(true) => {
            let Some(card) = source_card(state, e.controller, e.source) else { return false };
            (card, state.def(&card).tatsujin.as_ref().map(|t| t.cost.clone()).unwrap_or_default())
        }
        _ => return false,
    };
    if cost.is_empty() {
        return false;
    }
    state.steps.push(Step::Entry(Entering { extra_paid: true, ..e.clone() }));
    let name = state.name_of(&card);
    let origin = crate::effects::Origin { card: (card.id, card.def), name: &name };
    crate::costs::pay(state, cost, e.controller, origin);
    true
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

pub fn tap_ether(state: &mut NsState, seat: Seat, id: ObjectId) {
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
        Choice::AmbushCard(id) => {
            e.chosen.zone_cards.push(id);
            state.note(rules::ENTRY_TARGETS, |s| {
                let name = s.all_cards().iter().find(|c| c.id == id).map(|c| s.name_of(c)).unwrap_or_default();
                format!("{} chooses {name} as the card to ambush", e.controller)
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
    let has =
        state.def(card).abilities.iter().any(
            |a| matches!(a, Ability::Triggered(t) if t.when == crate::cards::event::When::Printed(Trigger::Enters)),
        );
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

/// The answer to a hidden trigger: reveal the card, so that it triggers and is entered (1209.3a,
/// 1209.3c), or keep it hidden, so that it does not (1209.3b).
pub fn answer_hidden_trigger(state: &mut NsState, choice: Choice) {
    match choice {
        Choice::RevealToTrigger(i) => {
            let Some(t) = state.triggered.get_mut(usize::from(i)) else { return };
            t.hidden = false;
            let (card, seat) = (t.card, t.controller);
            state.trigger_revealed.push(card);
            state.note(rules::HIDDEN_TRIGGER_REVEAL, |s| {
                let name = s.player(seat).hand.iter().find(|c| c.id == card).map(|c| s.name_of(c)).unwrap_or_default();
                format!("{seat} reveals {name} from the hand: its ability triggers")
            });
            enter_trigger(state, usize::from(i));
        }
        Choice::StayHidden(i) if usize::from(i) < state.triggered.len() => {
            let t = state.triggered.remove(usize::from(i));
            state.note(rules::HIDDEN_TRIGGER_OPTIONAL, |_| {
                format!("{} keeps the card hidden: no trigger", t.controller)
            });
        }
        _ => {}
    }
}

/// 902.1b/c: enters the next triggered ability, the turn player's first; with several, its
/// controller chooses. Returns whether one was (or is being) entered.
pub fn enter_next_trigger(state: &mut NsState) -> bool {
    let tp = state.turn_player;
    let Some(seat) =
        [tp, NsState::opponent(tp)].into_iter().find(|s| state.triggered.iter().any(|t| t.controller == *s))
    else {
        return false;
    };
    let mine: Vec<u8> = state
        .triggered
        .iter()
        .enumerate()
        .filter(|(_, t)| t.controller == seat)
        .map(|(i, _)| u8::try_from(i).expect("few pending triggers"))
        .collect();
    if mine.len() == 1 {
        enter_trigger(state, usize::from(mine[0]));
    } else {
        let options = mine.into_iter().map(Choice::Trigger).collect();
        state.decision = Some(PendingDecision { seat, kind: DecisionKind::TriggerOrder, options });
    }
    true
}

/// Enters the pending trigger at `index`: its count goes down by 1 whether or not it can be
/// entered (1209.5).
pub fn enter_trigger(state: &mut NsState, index: usize) {
    let Some(pending) = state.triggered.get(index).copied() else { return };
    // 1209.3a/b: a hidden card's ability triggers only if its owner reveals the card, while it is
    // still in the hand.
    if pending.hidden {
        let i = u8::try_from(index).expect("few pending triggers");
        if state.player(pending.controller).hand.iter().any(|c| c.id == pending.card) {
            state.decision = Some(PendingDecision {
                seat: pending.controller,
                kind: DecisionKind::HiddenTrigger,
                options: vec![Choice::RevealToTrigger(i), Choice::StayHidden(i)],
            });
        } else {
            state.triggered.remove(index);
            state.note(rules::HIDDEN_TRIGGER_OPTIONAL, |_| "the card left the hand unrevealed: no trigger".to_string());
        }
        return;
    }
    let t = state.triggered.remove(index);
    let source = EntrySource::Ability { card: t.card, def: t.def, ability: t.ability };
    // A delayed ability's character was fixed when it was made: it is entered with it, if that
    // character is still on the field.
    if let AbilityRef::Delayed(id) = t.ability {
        let target = state.delayed.iter().find(|d| d.id == id).map(|d| d.target);
        match target {
            Some(Some(c)) if state.character(c).is_none() => {
                state.delayed.retain(|d| d.id != id);
                state.note(rules::TRIGGER_MUST_ENTER, |_| {
                    "the delayed ability's character has left the field: it is not entered".to_string()
                });
            }
            Some(target) => {
                begin(state, t.controller, source);
                if let Some(crate::state::Step::Entry(e)) = state.steps.last_mut() {
                    e.chosen.targets = target.into_iter().map(crate::state::TargetRef::Character).collect();
                    e.targeted = true;
                }
            }
            None => {}
        }
        return;
    }
    if can_enter(state, t.controller, source) {
        begin(state, t.controller, source);
        if let Some(crate::state::Step::Entry(e)) = state.steps.last_mut() {
            e.chosen.that = t.subject;
            e.chosen.that_known = t.known;
        }
    } else {
        state.note(rules::TRIGGER_MUST_ENTER, |s| {
            format!("{}'s triggered ability cannot be entered (no legal target)", s.db.get(t.def).full_name())
        });
        if state.trigger_revealed.contains(&t.card) {
            state.trigger_revealed.retain(|c| *c != t.card);
            state.note(rules::HIDDEN_TRIGGER_REVEALED, |_| "it is not entered: the card is hidden again".to_string());
        }
    }
}

/// The answer to a trigger-order decision (902.1b).
pub fn answer_trigger_order(state: &mut NsState, choice: Choice) {
    if let Choice::Trigger(i) = choice {
        enter_trigger(state, usize::from(i));
    }
}
