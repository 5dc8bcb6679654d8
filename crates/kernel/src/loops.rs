//! Loop proposals: a player who can repeat a sequence of actions without limit shows the
//! sequence (the loop unit) and a number of repetitions, and the other player accepts that
//! number or cuts it short; the unit is then played that many more times without asking. Card
//! games write it in their loop rules (the player with priority, or the turn player, proposes).
//!
//! The proposal is a small protocol inside the decision model, in four stages:
//! 1. the proposer chooses [`LoopChoice::Propose`] at one of their decisions, then plays the unit
//!    once as usual: each of their answers is recorded by its label ([`LoopProposal::record`]);
//! 2. they choose [`LoopChoice::EndUnit`], then a count among [`COUNTS`] ([`LoopChoice::Count`]);
//! 3. the responder chooses [`LoopChoice::Repeat`] with that count or fewer, down to 0;
//! 4. [`crate::Played`] replays the recorded labels that many times ([`LoopProposal::next`]),
//!    each one the proposer's answer; a label no longer offered, or a decision of another seat,
//!    ends the loop where it stands (the unit can't be repeated any further).
//!
//! A game holds the proposal in its state and offers the choices; this module knows no game.

use crate::decision::{Decision, OptionLabel};
use crate::ids::Seat;
use serde::{Deserialize, Serialize};

/// The counts a proposer may name: enough to show a loop's result without a list of thousands.
pub const COUNTS: [u32; 8] = [1, 2, 3, 5, 10, 20, 50, 100];

/// An option of the protocol, as a game's decision offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LoopChoice {
    /// Start proposing a loop: the next answers are the unit.
    Propose,
    /// The unit is over.
    EndUnit,
    /// Propose this many more repetitions.
    Count(u32),
    /// (The responder) let the unit be played this many more times.
    Repeat(u32),
}

impl LoopChoice {
    /// The option's label; `proposed` is the count proposed, if any.
    pub fn label(self, proposed: Option<u32>) -> OptionLabel {
        match self {
            LoopChoice::Propose => "Propose a loop: play its unit once, then name a count".to_string(),
            LoopChoice::EndUnit => "End the loop unit".to_string(),
            LoopChoice::Count(n) => format!("Repeat the loop unit {n} more times"),
            LoopChoice::Repeat(k) if Some(k) == proposed => format!("Accept {k} more repetitions"),
            LoopChoice::Repeat(k) => format!("Stop after {k} more repetitions"),
        }
    }
}

/// Where the proposal is.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LoopStage {
    /// The proposer plays the unit once; their answers are recorded.
    Recording,
    /// The unit is shown; the proposer names a count.
    Count,
    /// The responder answers the count proposed.
    Answer(u32),
    /// The unit is replayed: `left` more times, `at` its next answer.
    Replaying {
        /// Repetitions still to play, the current one included.
        left: u32,
        /// The next answer of the current repetition.
        at: usize,
    },
}

/// How a loop ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoopEnd {
    /// Every repetition agreed was played.
    Done(u32),
    /// The unit could not go on: this many repetitions were played in full, and the answer
    /// `label` was not offered to the proposer.
    Broken {
        /// Full repetitions played.
        played: u32,
        /// The answer that was missing.
        label: OptionLabel,
    },
}

/// A loop proposal in progress.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LoopProposal {
    /// Who proposes: the player whose answers make the unit.
    pub proposer: Seat,
    /// Who accepts or cuts short.
    pub responder: Seat,
    /// The unit: the proposer's answers, by label, in order.
    pub unit: Vec<OptionLabel>,
    /// Where it is.
    pub stage: LoopStage,
    /// Full repetitions replayed so far.
    pub played: u32,
}

impl LoopProposal {
    /// `proposer` starts a proposal that `responder` will answer.
    pub fn new(proposer: Seat, responder: Seat) -> LoopProposal {
        LoopProposal { proposer, responder, unit: Vec::new(), stage: LoopStage::Recording, played: 0 }
    }

    /// Whether an answer of `seat` now is part of the unit.
    pub fn records(&self, seat: Seat) -> bool {
        self.stage == LoopStage::Recording && seat == self.proposer
    }

    /// Records the proposer's answer `label` while the unit is played.
    pub fn record(&mut self, label: OptionLabel) {
        if self.stage == LoopStage::Recording {
            self.unit.push(label);
        }
    }

    /// Whether the proposer may end the unit now: at least one answer was recorded.
    pub fn may_end(&self) -> bool {
        self.stage == LoopStage::Recording && !self.unit.is_empty()
    }

    /// The unit is over: the proposer names a count next.
    pub fn end_unit(&mut self) {
        self.stage = LoopStage::Count;
    }

    /// The choices of the stage, for the seat that makes them: the counts, or the responses to
    /// the count proposed (accept first, then fewer down to 0).
    pub fn choices(&self) -> Vec<LoopChoice> {
        match self.stage {
            LoopStage::Count => COUNTS.iter().map(|n| LoopChoice::Count(*n)).collect(),
            LoopStage::Answer(n) => (0..=n).rev().map(LoopChoice::Repeat).collect(),
            LoopStage::Recording | LoopStage::Replaying { .. } => Vec::new(),
        }
    }

    /// The proposer proposes `count` more repetitions.
    pub fn propose(&mut self, count: u32) {
        self.stage = LoopStage::Answer(count);
    }

    /// The count proposed, while the responder answers.
    pub fn proposed(&self) -> Option<u32> {
        match self.stage {
            LoopStage::Answer(n) => Some(n),
            _ => None,
        }
    }

    /// The responder lets `times` more repetitions be played.
    pub fn respond(&mut self, times: u32) {
        self.stage = LoopStage::Replaying { left: times, at: 0 };
    }

    /// Whether answers are being replayed.
    pub fn replaying(&self) -> bool {
        matches!(self.stage, LoopStage::Replaying { .. })
    }

    /// The next answer to give to `decision` while replaying, or how the loop ended.
    pub fn next(&mut self, decision: &Decision) -> Result<usize, LoopEnd> {
        let LoopStage::Replaying { left, at } = self.stage else { return Err(LoopEnd::Done(self.played)) };
        if left == 0 {
            return Err(LoopEnd::Done(self.played));
        }
        let label = &self.unit[at];
        let offered = (decision.seat == self.proposer).then(|| {
            let options = &decision.options;
            options.iter().position(|o| o == label).or_else(|| options.iter().position(|o| base(o) == base(label)))
        });
        let Some(Some(index)) = offered else {
            return Err(LoopEnd::Broken { played: self.played, label: label.clone() });
        };
        self.stage = if at + 1 < self.unit.len() {
            LoopStage::Replaying { left, at: at + 1 }
        } else {
            self.played += 1;
            LoopStage::Replaying { left: left - 1, at: 0 }
        };
        Ok(index)
    }
}

/// A label without what [`crate::decision::distinguish`] appends to tell twins apart (the
/// place in brackets, then the option number): the same action on another copy of a card is the
/// same action of the unit, wherever that copy lies now.
fn base(label: &str) -> &str {
    let mut out = label;
    for _ in 0..2 {
        if out.ends_with(']')
            && let Some(at) = out.rfind(" [")
        {
            out = &out[..at];
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decision(seat: u8, options: &[&str]) -> Decision {
        Decision { seat: Seat(seat), prompt: String::new(), options: options.iter().map(|s| s.to_string()).collect() }
    }

    #[test]
    fn a_unit_is_recorded_counted_answered_and_replayed() {
        let mut p = LoopProposal::new(Seat(0), Seat(1));
        assert!(p.records(Seat(0)) && !p.records(Seat(1)) && !p.may_end());
        p.record("Activate".into());
        p.record("Target a".into());
        assert!(p.may_end());
        p.end_unit();
        p.record("ignored".into());
        assert_eq!(p.unit.len(), 2, "only the unit's answers are recorded");
        assert_eq!(p.choices().first(), Some(&LoopChoice::Count(1)));
        p.propose(3);
        assert_eq!(
            p.choices(),
            vec![LoopChoice::Repeat(3), LoopChoice::Repeat(2), LoopChoice::Repeat(1), LoopChoice::Repeat(0)]
        );
        assert_eq!(LoopChoice::Repeat(3).label(p.proposed()), "Accept 3 more repetitions");
        assert_eq!(LoopChoice::Repeat(2).label(p.proposed()), "Stop after 2 more repetitions");
        p.respond(2);
        let d = decision(0, &["Pass", "Target a", "Activate"]);
        let answers: Vec<_> = (0..4).map(|_| p.next(&d)).collect();
        assert_eq!(answers, vec![Ok(2), Ok(1), Ok(2), Ok(1)]);
        assert_eq!(p.next(&d), Err(LoopEnd::Done(2)));
    }

    #[test]
    fn a_missing_answer_or_another_seat_ends_the_loop_where_it_stands() {
        let mut p = LoopProposal::new(Seat(0), Seat(1));
        p.record("Activate".into());
        p.end_unit();
        p.propose(5);
        p.respond(5);
        assert_eq!(p.next(&decision(0, &["Activate"])), Ok(0));
        assert_eq!(
            p.next(&decision(1, &["Activate"])),
            Err(LoopEnd::Broken { played: 1, label: "Activate".into() }),
            "the other seat's decision is not the proposer's to answer"
        );
        assert_eq!(p.next(&decision(0, &["Pass"])), Err(LoopEnd::Broken { played: 1, label: "Activate".into() }));
    }

    #[test]
    fn another_copy_of_the_same_card_answers_as_the_unit_did() {
        let mut p = LoopProposal::new(Seat(0), Seat(1));
        p.record("Target Imp [charge 1]".into());
        p.end_unit();
        p.propose(2);
        p.respond(2);
        assert_eq!(
            p.next(&decision(0, &["Target Imp [charge 1] [option 0]", "Target Imp [charge 1] [option 1]"])),
            Ok(0)
        );
        assert_eq!(p.next(&decision(0, &["Pass", "Target Imp"])), Ok(1), "the last copy, no longer told apart");
    }

    #[test]
    fn a_loop_cut_to_zero_replays_nothing() {
        let mut p = LoopProposal::new(Seat(0), Seat(1));
        p.record("Activate".into());
        p.end_unit();
        p.propose(1);
        p.respond(0);
        assert_eq!(p.next(&decision(0, &["Activate"])), Err(LoopEnd::Done(0)));
    }
}
