//! What may be entered now, and how (1204): an entry source's card, effect and cost, the legal
//! targets, whether an entry can be completed, and the hand cards and activated abilities a
//! player may enter. Reads only: [`crate::entry`] carries entries out, [`crate::options`] lists
//! them.

use crate::cards::ast::{Ability, Action, AmbushFrom, AmbushZone, Effect, Kind, Side, Target, Ukemi};
use crate::state::{AbilityRef, Choice, Entering, EntrySource, NsState, SpaceItem};
use fuda_kernel::{ObjectId, Seat};

/// The card of an entry source, wherever it is now; a triggered or activated ability needs
/// none (1209.9).
pub fn source_card(state: &NsState, seat: Seat, source: EntrySource) -> Option<crate::cards::Card> {
    let p = state.player(seat);
    match source {
        EntrySource::Hand(id) => p.hand.iter().find(|c| c.id == id).copied(),
        EntrySource::CheckZone(id) | EntrySource::Ukemi(id) => p.check.iter().find(|c| c.id == id).copied(),
        EntrySource::Ability { .. } => None,
    }
}

/// The ■ ability an entry source names.
pub fn ability_of(state: &NsState, source: EntrySource) -> Option<&Ability> {
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
pub fn effect_of(state: &NsState, seat: Seat, source: EntrySource) -> Option<Effect> {
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
pub fn entered_effect(state: &NsState, seat: Seat, source: EntrySource, mode: Option<u8>) -> Option<Effect> {
    effect_of(state, seat, source).map(|e| e.in_mode(mode))
}

/// The modes of the effect an entry in progress enters (1204.2b).
pub fn modes_of(state: &NsState, e: &Entering) -> Vec<Effect> {
    effect_of(state, e.controller, e.source).map(|x| x.modes).unwrap_or_default()
}

/// Whether an effect's targets can all be chosen now (1204.2e): its target ("up to N" needs at
/// least 1, a count of 0 nothing, 1204.2e-1) and a different card for each of its zone targets.
pub fn targets_choosable(state: &NsState, seat: Seat, effect: &Effect, source: EntrySource) -> bool {
    let target_ok = match &effect.target {
        Some(t) => {
            let n = target_choices(state, seat, t, source).len();
            if t.up_to { n >= t.count().min(1) } else { n >= t.count() }
        }
        None => true,
    };
    let wanted: Vec<&AmbushFrom> = zone_targets(effect).into_iter().map(|(_, from)| from).collect();
    target_ok && zone_targets_choosable(state, seat, &wanted, &mut Vec::new(), source_id(source))
}

/// 1204.2e: the processes of an effect that choose a card of a public zone other than the field
/// and the Kotodama space, with their index: each ambush from the Ohigan or the Ether zone
/// written among the effect's own processes. Their card is a target chosen at entry, like a
/// character's. A hand ambush chooses on resolution, the hand being hidden (1307.4); so do
/// the choices after 「その後」 (1204.2e-3) and after a cost paid on resolution (1203.6,
/// rulings), which sit inside their process.
pub fn zone_targets(effect: &Effect) -> Vec<(usize, &AmbushFrom)> {
    effect
        .actions
        .iter()
        .enumerate()
        .filter_map(|(i, a)| match a {
            Action::Ambush(from) if from.zone != AmbushZone::Hand => Some((i, from)),
            _ => None,
        })
        .collect()
}

/// The cards of `seat`'s zone an ambush may take: character cards meeting its conditions, read
/// from their printed information (1210.2); `this` is the card whose text it is.
pub fn ambush_candidates(state: &NsState, seat: Seat, from: &AmbushFrom, this: ObjectId) -> Vec<ObjectId> {
    let p = state.player(seat);
    let cards: Vec<&crate::cards::Card> = match from.zone {
        AmbushZone::Ohigan => p.ohigan.iter().collect(),
        AmbushZone::Hand => p.hand.iter().collect(),
        AmbushZone::Ether => p.ether.iter().map(|e| &e.card).collect(),
    };
    cards
        .into_iter()
        .filter(|c| {
            state.def(c).kind == Kind::Character && scope(state, seat, this, |s| s.card_matches(c.id, &from.which))
        })
        .map(|c| c.id)
        .collect()
}

/// Whether each of the `wanted` zone targets can be given a card of its own, none of them one
/// already `taken` (1204.2e-2).
fn zone_targets_choosable(
    state: &NsState,
    seat: Seat,
    wanted: &[&AmbushFrom],
    taken: &mut Vec<ObjectId>,
    this: ObjectId,
) -> bool {
    let Some((first, rest)) = wanted.split_first() else { return true };
    ambush_candidates(state, seat, first, this).into_iter().any(|id| leaves_enough(state, seat, rest, taken, id, this))
}

/// Whether `id`, not taken yet, may be chosen with a card left for each of the `rest`.
fn leaves_enough(
    state: &NsState,
    seat: Seat,
    rest: &[&AmbushFrom],
    taken: &mut Vec<ObjectId>,
    id: ObjectId,
    this: ObjectId,
) -> bool {
    if taken.contains(&id) {
        return false;
    }
    taken.push(id);
    let ok = zone_targets_choosable(state, seat, rest, taken, this);
    taken.pop();
    ok
}

/// The cards the next zone target of an entry may take, `taken` being those chosen so far: only
/// those that leave a card for every later one, so that the entry can be completed (1204.2e).
pub fn zone_target_choices(
    state: &NsState,
    seat: Seat,
    effect: &Effect,
    taken: &[ObjectId],
    this: ObjectId,
) -> Vec<ObjectId> {
    let wanted: Vec<&AmbushFrom> = zone_targets(effect).into_iter().map(|(_, from)| from).collect();
    let Some((next, rest)) = wanted.get(taken.len()..).and_then(|w| w.split_first()) else { return Vec::new() };
    let mut taken = taken.to_vec();
    ambush_candidates(state, seat, next, this)
        .into_iter()
        .filter(|id| leaves_enough(state, seat, rest, &mut taken, *id, this))
        .collect()
}

/// The ether an entry costs (1204.2g): a card its cost, a card its ukemi enters nothing
/// (1211.2b-1), an ukemi or activated ability its written ether, a triggered ability none.
pub fn cost_of(state: &NsState, seat: Seat, source: EntrySource) -> u8 {
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

/// Whether an activated ability's "ojigi this" and processes can be paid: the character is
/// untapped on its controller's field (1310.2, 1203.2), and the processes can be done in full.
fn ojigi_payable(state: &NsState, seat: Seat, source: EntrySource) -> bool {
    match (ability_of(state, source), source) {
        (Some(Ability::Activated(a)), EntrySource::Ability { card, .. }) => {
            let bows = !a.cost.ojigi_this || state.character(card).is_some_and(|(owner, c)| owner == seat && !c.tapped);
            // 1203.2: the processes of the cost must be payable in full too.
            bows && crate::costs::payable(state, seat, &a.cost.pay, card)
        }
        _ => true,
    }
}

/// Whether a card waiting in the Kotodama space meets a space target for `seat`; `this` is the
/// card whose text chooses.
pub fn is_legal_space_target(state: &NsState, seat: Seat, target: &Target, id: ObjectId, this: ObjectId) -> bool {
    state.space.iter().any(|item| match item {
        SpaceItem::Card { card, controller, .. } if card.id == id => {
            let side_ok = match target.side {
                Side::Own => *controller == seat,
                Side::Opponent => *controller != seat,
                Side::Any => true,
            };
            side_ok && scope(state, seat, this, |s| s.card_matches(id, &target.which))
        }
        _ => false,
    })
}

/// Reads a filter from `seat`'s point of view, `this` being the card whose text it is; nothing
/// is bound yet at entry.
fn scope<T>(state: &NsState, seat: Seat, this: ObjectId, read: impl FnOnce(&crate::eval::Scope) -> T) -> T {
    let (bindings, known) = (fuda_kernel::lang::Bindings::default(), fuda_kernel::lki::LastKnown::default());
    read(&crate::eval::Scope { state, me: seat, this, bindings: &bindings, known: &known })
}

/// Whether a character meets a target's conditions for `seat`, reading only public
/// information (1204.2e-5); `this` is the card whose text chooses.
pub fn is_legal_target(state: &NsState, seat: Seat, target: &Target, id: ObjectId, this: ObjectId) -> bool {
    if target.in_space {
        return false;
    }
    let Some((owner, ch)) = state.character(id) else { return false };
    // "This": entry took the ability's own card; it stays legal while it is on the field.
    if target.this {
        return true;
    }
    let side_ok = match target.side {
        Side::Own => owner == seat,
        Side::Opponent => owner != seat,
        Side::Any => true,
    };
    side_ok && scope(state, seat, this, |s| s.character_matches(ch, &target.which))
}

/// The characters that may be chosen as the target.
pub fn legal_targets(state: &NsState, seat: Seat, target: &Target, this: ObjectId) -> Vec<ObjectId> {
    state
        .players
        .iter()
        .flat_map(|p| p.field.iter())
        .map(|c| c.card.id)
        .filter(|id| is_legal_target(state, seat, target, *id, this))
        .collect()
}

/// The card whose text an entry enters: the hand or check-zone card, or the ability's card.
pub fn source_id(source: EntrySource) -> ObjectId {
    match source {
        EntrySource::Hand(id) | EntrySource::CheckZone(id) | EntrySource::Ukemi(id) => id,
        EntrySource::Ability { card, .. } => card,
    }
}

/// The targets of an entry: characters, or cards in the Kotodama space; "this" is the entered
/// ability's own character.
pub fn target_choices(state: &NsState, seat: Seat, target: &Target, source: EntrySource) -> Vec<Choice> {
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
                SpaceItem::Card { card, .. }
                    if is_legal_space_target(state, seat, target, card.id, source_id(source)) =>
                {
                    Some(Choice::TargetInSpace(card.id))
                }
                _ => None,
            })
            .collect();
    }
    legal_targets(state, seat, target, source_id(source)).into_iter().map(Choice::Target).collect()
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
            let met = scope(state, seat, c.id, |s| {
                state.player(seat).field.iter().any(|f| s.character_matches(f, &cond.which))
            });
            timing && met && can_enter_from_hand(state, seat, c, 0)
        })
        .map(|c| c.id)
        .collect()
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
