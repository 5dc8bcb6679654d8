//! Activated abilities (起, 807) are offered and played by [`crate::costs::activated`]: cost
//! lists, turn limits and Haten Kourin. Automatic abilities (自, 808): triggered by
//! their events into a pending list (808.1), played in priority pre-processing (702.2b), the turn
//! player choosing the order (808.2a).

use crate::cards::Card;
use crate::cards::ast::{Ability, Automatic, FromZone, Trigger, Whom};
use crate::rules;
use crate::state::{Choice, DecisionKind, Triggered, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// 808.1: the automatic abilities on squares waiting for `card` (of `seat`) to appear from
/// `from` trigger, each once for this appearance (808.1b).
pub fn appeared(state: &mut ZxState, card: Card, seat: Seat, from: FromZone) {
    let mut fired = Vec::new();
    for (_, u) in state.units().filter(|(_, u)| u.controller == seat) {
        for held in crate::state::shared::held(state, &u.card) {
            let Ability::Automatic(Automatic { on: Trigger::Appears { whom, from: only }, zone: None, .. }) =
                held.ability
            else {
                continue;
            };
            let whose = match whom {
                Whom::This => u.card.id == card.id,
                Whom::YourZx => state.def(&card).kind.is_zx(),
            };
            if whose && only.is_none_or(|z| z == from) {
                fired.push(held.triggered(seat, u.card));
            }
        }
    }
    // 1116.1, 1123.3: the card's keyword abilities that trigger on its appearing.
    for (index, keyword) in state.def(&card).numbered_keywords() {
        if keyword.triggers_on_appearing() {
            fired.push(Triggered { seat, source: card, index, delayed: None, via: None });
        }
    }
    trigger(state, fired);
}

/// 808.1: the attacker's "when this card attacks" abilities trigger (602.1e).
pub fn attacked(state: &mut ZxState, attacker: ObjectId) {
    let Some((_, u)) = state.unit(attacker) else { return };
    let (seat, source) = (u.controller, u.card);
    let fired = crate::state::shared::held(state, &source)
        .filter(|h| matches!(h.ability, Ability::Automatic(Automatic { on: Trigger::Attacks, zone: None, .. })))
        .map(|h| h.triggered(seat, source))
        .collect();
    trigger(state, fired);
}

/// 507.3: the "end of turn" abilities of the cards on squares trigger, the turn player's first,
/// each once a turn: on a return to 507.3 (507.5) only those that have not triggered yet. "The
/// turn ends" occurs for the event patterns the first time only.
pub fn end_of_turn(state: &mut ZxState) {
    let first = state.end_of_turn_fired.is_none();
    let fired = unfired_end_of_turn(state);
    // A Shift's ability is told apart from its card's own by the Shift that prints it (913.1).
    let keys = fired.iter().map(|t| (t.via.map_or(t.source.id, |v| v.id), t.index));
    state.end_of_turn_fired.get_or_insert_with(Vec::new).extend(keys);
    trigger(state, fired);
    if first {
        let event = crate::cards::ast::event::EventKind::TurnEnds;
        let tp = state.turn_player;
        crate::triggers::emit(state, crate::triggers::Event { kind: event, card: None, seat: tp, source: None });
    }
}

/// 507.5: whether an "end of turn" ability of a card on a square has not triggered this turn
/// (its card came onto the square since 507.3).
pub fn end_of_turn_waiting(state: &ZxState) -> bool {
    !unfired_end_of_turn(state).is_empty()
}

/// The "end of turn" abilities on squares that have not triggered this turn, the turn player's
/// first.
fn unfired_end_of_turn(state: &ZxState) -> Vec<Triggered> {
    let tp = state.turn_player;
    let done = state.end_of_turn_fired.as_deref().unwrap_or_default();
    let mut fired = Vec::new();
    for seat in [tp, ZxState::opponent(tp)] {
        for (_, u) in state.units().filter(|(_, u)| u.controller == seat) {
            for held in crate::state::shared::held(state, &u.card) {
                let printed_by = held.via.map_or(u.card.id, |v| v.id);
                if matches!(held.ability, Ability::Automatic(Automatic { on: Trigger::EndOfTurn, zone: None, .. }))
                    && !done.contains(&(printed_by, held.index))
                {
                    fired.push(held.triggered(seat, u.card));
                }
            }
        }
        // 803.1e, E22: the end-of-turn abilities valid in Dynamis.
        fired.extend(crate::triggers::dynamis::end_of_turn(state, seat, done));
    }
    fired
}

fn trigger(state: &mut ZxState, fired: Vec<Triggered>) {
    for t in fired {
        state.note(rules::TRIGGERED, |s| format!("the automatic ability of {} triggers", s.name_of(&t.source)));
        state.pending.push(t);
    }
}

/// 702.2b, 808.2: with no rule effect left, a triggered automatic ability is played; with
/// several, the turn player chooses which first (808.2a). Returns whether one was played or a
/// choice waits.
pub fn play_pending(state: &mut ZxState) -> bool {
    match state.pending.len() {
        0 => false,
        1 => {
            play_triggered(state, 0);
            true
        }
        n => {
            let options = (0..n).map(|i| Choice::Trigger(i as u8)).collect();
            state.ask(state.turn_player, DecisionKind::TriggerOrder, options);
            true
        }
    }
}

/// Plays the pending ability at `at` (808.2): its triggered state is used up once, and its
/// effects resolve top to bottom, its controller choosing.
pub fn play_triggered(state: &mut ZxState, at: u8) {
    let t = state.pending.remove(usize::from(at));
    if let Some(id) = t.delayed {
        crate::triggers::delayed::play(state, t, id);
        return;
    }
    if t.via.is_none() && state.def(&t.source).keyword_at(t.index).is_some() {
        state.steps.push(crate::state::Step::Keyword(crate::state::keywords::KwStep::Triggered(t)));
        return;
    }
    let Some(Ability::Automatic(a)) = crate::state::shared::of_triggered(state, &t).cloned() else {
        unreachable!("a triggered ability is an automatic ability")
    };
    state
        .note(rules::AUTOMATIC_PLAY, |s| format!("{} plays the automatic ability of {}", t.seat, s.name_of(&t.source)));
    crate::state::shared::note_via(state, t.source, t.via);
    crate::triggers::dynamis::playing(state, &t);
    let frame = crate::state::frame::Frame::new(t.seat, t.source, a.effects, crate::state::frame::Cite::Ability);
    state.resume(frame);
}
