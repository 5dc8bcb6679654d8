//! ループ (1201.1b): a priority player who did something, after which the game came back to a
//! state completely identical to the one they did it in, may not choose that action again there.
//!
//! The engine remembers, for the actions that can bring a game back to where it was, the state
//! they were chosen in (its hash, without this memory and the pending decision) and the choice.
//! Playing or moving a card makes it a new object (301.4), so such a choice is never offered
//! again as the same choice; the actions remembered are the activated abilities and keyword
//! activated abilities of cards that stay where they are.

use crate::rules;
use crate::state::{Choice, ZxState};

/// Whether `choice` is an action remembered for 1201.1b.
pub fn remembered(choice: &Choice) -> bool {
    matches!(choice, Choice::Activate { .. } | Choice::Keyword(_))
}

/// The state as 1201.1b compares it: everything but this memory and the decision being asked.
fn fingerprint(state: &mut ZxState) -> u64 {
    let repeats = std::mem::take(&mut state.repeats);
    let decision = state.decision.take();
    let hash = fuda_kernel::hash::stable_hash(&*state);
    state.repeats = repeats;
    state.decision = decision;
    hash
}

/// The options of a priority decision without the actions chosen before in this same state.
pub fn unrepeated(state: &mut ZxState, mut options: Vec<Choice>) -> Vec<Choice> {
    // The state is hashed only when an offered action was chosen before this turn.
    if !options.iter().any(|c| state.repeats.iter().any(|(_, done)| done == c)) {
        return options;
    }
    let now = fingerprint(state);
    let before = options.len();
    options.retain(|c| !state.repeats.iter().any(|(at, done)| *at == now && done == c));
    if options.len() < before {
        state.note(rules::LOOP_NO_REPEAT, |_| {
            "the game is as it was when an action was chosen: that action can't be chosen again".to_string()
        });
    }
    options
}

/// Remembers that the priority player chose `choice` in the state as it is now.
pub fn remember(state: &mut ZxState, choice: Choice) {
    if remembered(&choice) {
        let at = fingerprint(state);
        state.repeats.push((at, choice));
    }
}
