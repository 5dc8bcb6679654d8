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
        for (index, ability) in state.def(&u.card).abilities.iter().enumerate() {
            let Ability::Automatic(Automatic { on: Trigger::Appears { whom, from: only }, .. }) = ability else {
                continue;
            };
            let whose = match whom {
                Whom::This => u.card.id == card.id,
                Whom::YourZx => state.def(&card).kind.is_zx(),
            };
            if whose && only.is_none_or(|z| z == from) {
                fired.push(Triggered { seat, source: u.card, index: index as u8, delayed: None });
            }
        }
    }
    trigger(state, fired);
}

/// 808.1: the attacker's "when this card attacks" abilities trigger (602.1e).
pub fn attacked(state: &mut ZxState, attacker: ObjectId) {
    let Some((_, u)) = state.unit(attacker) else { return };
    let (seat, source) = (u.controller, u.card);
    let fired = state
        .def(&source)
        .abilities
        .iter()
        .enumerate()
        .filter(|(_, a)| matches!(a, Ability::Automatic(Automatic { on: Trigger::Attacks, .. })))
        .map(|(index, _)| Triggered { seat, source, index: index as u8, delayed: None })
        .collect();
    trigger(state, fired);
}

/// 507.3: the "end of turn" abilities of the cards on squares trigger, the turn player's first.
pub fn end_of_turn(state: &mut ZxState) {
    let tp = state.turn_player;
    let mut fired = Vec::new();
    for seat in [tp, ZxState::opponent(tp)] {
        for (_, u) in state.units().filter(|(_, u)| u.controller == seat) {
            for (index, ability) in state.def(&u.card).abilities.iter().enumerate() {
                if matches!(ability, Ability::Automatic(Automatic { on: Trigger::EndOfTurn, .. })) {
                    fired.push(Triggered { seat, source: u.card, index: index as u8, delayed: None });
                }
            }
        }
    }
    trigger(state, fired);
    let event = crate::cards::ast::event::EventKind::TurnEnds;
    crate::triggers::emit(state, crate::triggers::Event { kind: event, card: None, seat: tp, source: None });
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
    if state.def(&t.source).keyword_at(t.index).is_some() {
        state.steps.push(crate::state::Step::Keyword(crate::state::keywords::KwStep::Triggered(t)));
        return;
    }
    let Some(Ability::Automatic(a)) = state.def(&t.source).abilities.get(usize::from(t.index)).cloned() else {
        unreachable!("a triggered ability is an automatic ability")
    };
    state
        .note(rules::AUTOMATIC_PLAY, |s| format!("{} plays the automatic ability of {}", t.seat, s.name_of(&t.source)));
    let frame = crate::state::frame::Frame::new(t.seat, t.source, a.effects, crate::state::frame::Cite::Ability);
    state.resume(frame);
}
