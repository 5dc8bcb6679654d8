//! Scheduling priority processing (802.2): the steps of the turn that the rulebook ends with
//! "priority processing" push their successor, then [`Step::Priority`].

use crate::rules;
use crate::state::{NsState, Priority, Step, TurnStep};

/// Starts priority processing (802.2): the turn player receives priority.
pub fn start_priority(state: &mut NsState) {
    state.priority = Priority { holder: state.turn_player, passes: 0 };
    state.steps.push(Step::Priority);
}

/// Schedules `next`, with priority processing before it.
pub fn then_priority(state: &mut NsState, next: TurnStep) {
    state.steps.push(Step::Turn(next));
    start_priority(state);
}

/// Schedules `next` after the priority processing that `rule` gives this step.
pub fn priority_then(state: &mut NsState, rule: rules::Rule, next: TurnStep) {
    state.note(rule, |_| "priority processing".to_string());
    state.steps.push(Step::Turn(next));
    start_priority(state);
}
