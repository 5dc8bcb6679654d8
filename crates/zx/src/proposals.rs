//! ループ単位の提案 (1201.1a): the player with priority in their main phase shows a sequence of
//! actions that can be repeated without limit (the loop unit) by playing it once, and names how
//! many more times it is played; the player without priority accepts that count or a smaller
//! one, and the unit is played that many more times ([`fuda_kernel::loops`] records and replays
//! it). Only a count may be named, never "until something happens" (1201.1a). The table offers
//! proposals when it says so (`loop_proposals`; agents play loops out choice by choice, 1202.1).
//! A unit that can no longer be played as recorded (an answer not offered, 1201.1b among the
//! reasons) ends the loop where it stands.

use crate::rules;
use crate::state::{Choice, DecisionKind, Step, TurnStep, ZxState};
use fuda_kernel::Seat;
use fuda_kernel::loops::{LoopChoice, LoopEnd, LoopProposal};

/// The loop options of the turn player's main-phase decision: start a proposal, or end the
/// unit being played.
pub fn main_options(state: &ZxState, seat: Seat, options: &mut Vec<Choice>) {
    if !state.loop_proposals {
        return;
    }
    match &state.loop_proposal {
        // While a loop is replayed its end may come at this decision: a new proposal is offered.
        None => options.push(Choice::Loop(LoopChoice::Propose)),
        Some(p) if p.replaying() => options.push(Choice::Loop(LoopChoice::Propose)),
        Some(p) if p.proposer == seat && p.may_end() => options.push(Choice::Loop(LoopChoice::EndUnit)),
        Some(_) => {}
    }
}

/// Applies a loop choice of `seat`.
pub fn answer(state: &mut ZxState, seat: Seat, choice: LoopChoice) {
    match choice {
        LoopChoice::Propose => {
            state.loop_proposal = Some(LoopProposal::new(seat, ZxState::opponent(seat)));
            state.note(rules::LOOP_PROPOSAL, |_| format!("{seat} proposes a loop: the next actions are its unit"));
            state.steps.push(Step::Turn(TurnStep::Main));
        }
        LoopChoice::EndUnit => {
            let Some(p) = state.loop_proposal.as_mut() else { return };
            p.end_unit();
            let (unit, options) = (p.unit.join("; "), p.choices().into_iter().map(Choice::Loop).collect());
            state.note(rules::LOOP_PROPOSAL, |_| format!("{seat} shows the loop unit: {unit}"));
            state.ask(seat, DecisionKind::Loop, options);
        }
        LoopChoice::Count(n) => {
            let Some(p) = state.loop_proposal.as_mut() else { return };
            p.propose(n);
            let (responder, options) = (p.responder, p.choices().into_iter().map(Choice::Loop).collect());
            state.note(rules::LOOP_PROPOSAL, |_| format!("{seat} proposes to play the loop unit {n} more times"));
            state.ask(responder, DecisionKind::Loop, options);
        }
        LoopChoice::Repeat(k) => {
            let Some(p) = state.loop_proposal.as_mut() else { return };
            let proposed = p.proposed().unwrap_or(k);
            p.respond(k);
            state.note(rules::LOOP_PROPOSAL, |_| {
                if k == proposed {
                    format!("{seat} accepts: the loop unit is played {k} more times")
                } else {
                    format!("{seat} cuts the loop short: the loop unit is played {k} more times, not {proposed}")
                }
            });
            state.steps.push(Step::Turn(TurnStep::Main));
        }
    }
}

/// The label of a loop choice.
pub fn label(state: &ZxState, choice: LoopChoice) -> String {
    choice.label(state.loop_proposal.as_ref().and_then(LoopProposal::proposed))
}

/// The loop ended as `end`.
pub fn ended(state: &mut ZxState, end: LoopEnd) {
    match end {
        LoopEnd::Done(n) => {
            state.note(rules::LOOP_PROPOSAL, |_| format!("the loop is over: its unit was played {n} more times"))
        }
        LoopEnd::Broken { played, label } => state.note(rules::LOOP_PROPOSAL, |_| {
            format!("the loop stops after {played} more times: “{label}” is not offered any more")
        }),
    }
}
