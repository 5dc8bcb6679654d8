//! 「相手」 in the team formats (12.5.5): when an ability whose text refers to 「相手」 is
//! played, its master names ONE player outside the team, and every 「相手」 of that play
//! means that player. A continuous effect of a permanent ability keeps every player outside
//! the team (12.5.5.1), and the other formats read 「相手」 by their own text (12.6.4, 12.7.4):
//! neither designates (ruling R105).

use super::Resolving;
use crate::cards::ability::Step as EffectStep;
use crate::rules;
use crate::state::{Choice, DecisionKind, RebirthState, Step};
use fuda_kernel::Seat;
use fuda_kernel::lang::{Bindings, Bound, Slot};

/// The binding that holds the designated opponent's seat: no card slot can be named so, as a
/// card's slot names are words (ruling R105).
const SLOT: &str = "@opponent";

/// The opponent designated for the play whose bindings are `bindings`, if one was (12.5.5).
pub fn designated(bindings: &Bindings) -> Option<Seat> {
    match bindings.get(&Slot(SLOT.to_string())) {
        Some(Bound::Number(n)) => u8::try_from(*n).ok().map(Seat),
        _ => None,
    }
}

/// Whether the steps refer to 「相手」 (`Who::Opponent`), read from their structure's printout:
/// the variant name stands alone there, while `Opponents` (of triggers and turn filters) does
/// not match as a whole word.
fn refers_to_opponent(steps: &[EffectStep]) -> bool {
    let text = format!("{steps:?}");
    text.match_indices("Opponent").any(|(i, w)| {
        let after = text[i + w.len()..].chars().next();
        let before = text[..i].chars().next_back();
        !after.is_some_and(char::is_alphanumeric) && !before.is_some_and(char::is_alphanumeric)
    })
}

/// 12.5.5: before the first action of a play whose text refers to 「相手」, in a team format
/// (the caller plays only those here), its master designates one opponent: asked when there
/// are several, named at once when only one is left. Whether the play now waits for the answer.
pub fn before_play(state: &mut RebirthState, r: &Resolving, steps: &[EffectStep]) -> bool {
    if designated(&r.bindings).is_some() || !refers_to_opponent(steps) {
        return false;
    }
    let options: Vec<Seat> = state.table().opponents(r.master);
    match options.as_slice() {
        [] => false,
        [only] => {
            bind(state, *only);
            false
        }
        _ => {
            state.steps.push(Step::Ability);
            state.ask(r.master, DecisionKind::Opponent, options.into_iter().map(Choice::Opponent).collect());
            true
        }
    }
}

/// The answer: the designated opponent (12.5.5).
pub fn answer(state: &mut RebirthState, choice: Choice) {
    if let Choice::Opponent(seat) = choice {
        bind(state, seat);
    }
}

fn bind(state: &mut RebirthState, seat: Seat) {
    let r = state.resolving.last_mut().expect("an ability is being played");
    r.bindings.set(Slot(SLOT.to_string()), Bound::Number(i32::from(seat.0)));
    let master = r.master;
    let name = state.name_of(&state.resolving.last().expect("checked above").source);
    state.note(rules::OPPONENT_TEAM, |_| format!("{master} designates {seat} as 「相手」 for the ability of {name}"));
}
