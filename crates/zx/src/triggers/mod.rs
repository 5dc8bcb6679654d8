//! Automatic abilities triggered by event patterns (808.1, 808.3): the events of one action are
//! gathered ([`emit`]) and matched together once the action is over ([`flush`]), before the
//! next step runs and so before any grant of priority (701.2). Matching there gives:
//! - one instance per occurrence (808.1b) and per card moved at once (808.3c);
//! - the cards that left the squares in the same action watching each other (808.3b), with the
//!   abilities and parameters they had on the square (808.3a, 808.3d), from their last known
//!   information ([`crate::lki`]);
//! - delayed abilities made by effects ([`delayed`], 808.4) and state triggers ([`state_check`],
//!   808.5a).

pub mod delayed;
pub mod dynamis;
pub mod look_back;

use crate::cards::Card;
use crate::cards::ast::condition::Zone;
use crate::cards::ast::event::{ByEffect, Cause, EventKind, Subject, ZxPattern};
use crate::cards::ast::{Ability, Automatic, Trigger};
use crate::lki::{By, Lki};
use crate::rules;
use crate::state::ZxState;
use crate::state::reader::Reader;
pub use crate::state::records::Event;
use fuda_kernel::Seat;

/// Records `event` to be matched once the current action is over.
pub fn emit(state: &mut ZxState, event: Event) {
    state.events.push(event);
}

/// Records that `card` (seen as `lki`) was put into `zone` from `from`.
pub fn moved(state: &mut ZxState, lki: Lki, zone: Zone, from: Option<Zone>) {
    moved_by(state, lki, zone, from, None);
}

/// Records that `card` (seen as `lki`) was put into `zone` from `from` by the effect whose
/// source is `source`, if an effect moved it (1204.1, 815.2b).
pub fn moved_by(state: &mut ZxState, lki: Lki, zone: Zone, from: Option<Zone>, source: Option<Card>) {
    let seat = lki.controller;
    emit(state, Event { kind: EventKind::PutInto { zone, from }, card: Some(lki), seat, source });
}

/// Records an event about the unit `id` on a square as it is now.
pub fn on_unit(state: &mut ZxState, kind: EventKind, id: fuda_kernel::ObjectId) {
    if let Some(lki) = Lki::of_unit(state, id) {
        emit(state, Event { kind, card: Some(lki), seat: lki.controller, source: None });
    }
}

/// 1003.1: the unit `id` became Sleep (`sleep`) or Reboot; only a change of state is an event
/// (102.5: a card asked to become the state it is in doesn't become it again).
pub fn state_changed(state: &mut ZxState, id: fuda_kernel::ObjectId, sleep: bool, changed: bool) {
    if changed {
        on_unit(state, if sleep { EventKind::Sleeps } else { EventKind::Reboots }, id);
    } else {
        state.note(rules::SAME_STATE, |s| {
            let name = s.unit(id).map(|(_, u)| s.name_of(&u.card)).unwrap_or_default();
            format!("{name} is already {}: no change", if sleep { "Sleep" } else { "Reboot" })
        });
    }
}

/// A card that may have automatic abilities waiting: on a square now, or gone from one in the
/// action being matched (808.3b, 808.3d).
#[derive(Clone, Copy)]
struct Watcher {
    card: Card,
    controller: Seat,
}

/// Matches the gathered events against every watcher's patterns and every delayed ability,
/// in the order they happened; each match is one triggered instance (808.1b, 808.3c).
pub fn flush(state: &mut ZxState) {
    let events = std::mem::take(&mut state.events);
    let mut watchers: Vec<Watcher> =
        state.units().map(|(_, u)| Watcher { card: u.card, controller: u.controller }).collect();
    for lki in events.iter().filter_map(|e| e.card).filter(|l| l.square.is_some()) {
        if !watchers.iter().any(|w| w.card.id == lki.card.id) && state.unit(lki.card.id).is_none() {
            watchers.push(Watcher { card: lki.card, controller: lki.controller });
        }
    }
    let mut fired = Vec::new();
    for event in &events {
        for w in &watchers {
            for held in crate::state::shared::held(state, &w.card) {
                let Ability::Automatic(Automatic { on: Trigger::Event(p), this_is, zone: None, .. }) = held.ability
                else {
                    continue;
                };
                if this_is.as_ref().is_some_and(|f| !look_back::valid(state, event, w.card, w.controller, &held, f)) {
                    continue;
                }
                if admits(state, p, event, w.card, w.controller) {
                    fired.push(held.triggered(w.controller, w.card));
                }
            }
        }
        fired.extend(dynamis::matching(state, event));
        fired.extend(delayed::matching(state, event));
    }
    crate::state::shared::forget_departed(state);
    state.look_back.clear();
    for t in fired {
        state.note(rules::TRIGGERED, |s| format!("the automatic ability of {} triggers", s.name_of(&t.source)));
        state.pending.push(t);
    }
}

/// Whether the pattern `p` of `source`'s ability, controlled by `seat`, admits `event`.
pub fn admits(state: &ZxState, p: &ZxPattern, event: &Event, source: Card, seat: Seat) -> bool {
    let this_source = event.source.is_some_and(|s| s.id == source.id);
    let Some(kind) = p.when.event.iter().find(|k| k.admits(event.kind, this_source)) else { return false };
    let subject_is_source = event.card.is_some_and(|l| l.card.id == source.id);
    let card_ok = match p.card {
        Subject::Any => true,
        Subject::This => subject_is_source,
        Subject::Other => event.card.is_some() && !subject_is_source,
    };
    let reader = Reader { state, seat };
    // 808.3a, 808.3d: the subject's parameters as the event recorded them.
    let mut subject = |atom: &crate::cards::ast::filter::Is| match event.card {
        Some(l) => reader.matches(&fuda_kernel::lang::Filter::Atom(atom.clone()), &l.card, l.power),
        None => false,
    };
    // A cost's destruction is by the ability, not by its effect (1027.1c). The source's owner
    // stands for the effect's controller: no card changes control (rulings).
    let effect_source = event.source.filter(|_| event.kind != EventKind::DestroyedBy(Cause::AbilityCost));
    let by_ok = match p.by {
        None => true,
        Some(ByEffect::Any) => effect_source.is_some(),
        Some(ByEffect::Opponents) => effect_source.is_some_and(|s| s.owner != seat),
    };
    card_ok && by_ok && p.when.matches(kind, event.seat == seat, &mut subject, state.turn_player == seat)
}

/// 808.5a: each state-triggered ability on a square whose condition holds triggers, unless an
/// instance of it is already pending; once that instance is played it may trigger again.
/// Returns whether one triggered.
pub fn state_check(state: &mut ZxState) -> bool {
    let mut fired = Vec::new();
    for (_, u) in state.units() {
        for held in crate::state::shared::held(state, &u.card) {
            let Ability::Automatic(Automatic { on: Trigger::While(cond), zone: None, .. }) = held.ability else {
                continue;
            };
            let t = held.triggered(u.controller, u.card);
            let waiting =
                state.pending.iter().any(|p| p.source.id == u.card.id && p.index == t.index && p.via == t.via);
            if !waiting && cond.holds(&Reader { state, seat: u.controller }) {
                fired.push(t);
            }
        }
    }
    let any = !fired.is_empty();
    for t in fired {
        state.note(rules::STATE_TRIGGER, |s| {
            format!("the state-triggered ability of {} triggers", s.name_of(&t.source))
        });
        state.pending.push(t);
    }
    any
}

/// The source of the effect a move attributed to `by` is by (1204.1): none for the battle or a
/// cost (1027.1c).
pub fn effect_source(by: Option<By>) -> Option<Card> {
    match by {
        Some(By::Effect(source)) => Some(source),
        Some(By::Battle | By::Cost(_)) | None => None,
    }
}

/// The event kind and effect source of a destruction attributed to `by` (1203.1, 1204).
pub fn cause_kind(by: Option<By>) -> (EventKind, Option<Card>) {
    match by {
        Some(By::Battle) => (EventKind::DestroyedBy(Cause::Battle), None),
        Some(By::Effect(source)) => (EventKind::DestroyedBy(Cause::Effect), Some(source)),
        Some(By::Cost(source)) => (EventKind::DestroyedBy(Cause::AbilityCost), Some(source)),
        None => (EventKind::Destroyed, None),
    }
}
