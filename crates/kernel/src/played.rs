//! A game's rules behind the common [`Game`] trait, written once: a game crate implements
//! [`Rules`] for its state (what only its rules know) and gets the trait, with the checks every
//! game makes the same way (a finished game takes no answer, an answer must come from the
//! deciding seat), saving and the scoring of a finished game, from [`Played`].

use crate::catalog::CardData;
use crate::decision::Decision;
use crate::error::AnswerError;
use crate::game::{Game, Outcome, outcome_score};
use crate::hash::stable_hash;
use crate::ids::Seat;
use crate::log::{Log, LogLine};
use crate::view::SeatView;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::hash::Hash;
use std::sync::Arc;

/// What a game's state answers for its rules. The state is the whole game but its card data
/// (shared and never saved): it serialises to everything that affects future play, and its
/// `Hash` covers all of that but the log and names given for display.
pub trait Rules: Clone + Hash + Serialize + DeserializeOwned + Send + 'static {
    /// The game's short name, as `fuda` names it on the command line.
    const NAME: &'static str;
    /// The card data the state refers to.
    type Cards: CardData;
    /// One option of a pending decision, as the state holds it.
    type Choice;

    /// How many seats play.
    fn seat_count(&self) -> usize;
    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// The deciding seat and its options, while a decision is pending.
    fn pending(&self) -> Option<(Seat, &[Self::Choice])>;
    /// The pending decision's question, in words.
    fn prompt(&self) -> String;
    /// An option's label: what a player reads and may type.
    fn label(&self, choice: &Self::Choice) -> String;
    /// What an option does, and the cards it names.
    fn refers(&self, choice: &Self::Choice) -> (crate::decision::OptionKind, Vec<crate::ids::ObjectId>);
    /// The physical card (its [`crate::view::KnownCard::instance`]) that is the object `id` now.
    fn instance_of(&self, id: crate::ids::ObjectId) -> Option<u16>;
    /// Where the card an option names lies, in words, to tell apart options that read the same
    /// ([`crate::decision::distinguish`]).
    fn place(&self, choice: &Self::Choice) -> String;
    /// Applies option `index` of the pending decision, already known to come from the deciding
    /// seat of a game that goes on. An index that was not offered is refused, state unchanged.
    fn apply(&mut self, index: usize) -> Result<(), AnswerError>;
    /// What `seat` may know, and nothing more.
    fn view(&self, seat: Seat) -> SeatView;
    /// The turn number (1 for the first turn).
    fn turn(&self) -> u32;
    /// The log.
    fn log(&self) -> &Log;
    /// Turns logging on or off (off for search).
    fn set_logging(&mut self, on: bool);
    /// `seat` concedes and loses at once.
    fn concede(&mut self, seat: Seat);
    /// The heuristic score of a game that goes on, as [`Game::evaluate`] describes.
    fn evaluate(&self, seat: Seat) -> f64;
    /// The copy [`Game::determinize`] describes.
    fn determinize(&self, observer: Seat, seed: u64) -> Self;
    /// The card data the state refers to: a saved game loads only with data of the same
    /// fingerprint.
    fn cards(&self) -> &Arc<Self::Cards>;
    /// The day of the event the cards were read at (`YYYY-MM-DD`), for games with dated errata.
    fn event_date(&self) -> Option<String> {
        None
    }
    /// Makes a state read back from its saved form whole again with its card data: whatever is
    /// not saved is rebuilt here.
    fn restore(&mut self, cards: Arc<Self::Cards>);
    /// The game's loop proposal in progress, for games that offer them
    /// ([`crate::loops`]): [`Played`] records the proposer's answers into it and replays them.
    fn loop_proposal(&mut self) -> Option<&mut Option<crate::loops::LoopProposal>> {
        None
    }

    /// The loop proposal ended as `end` (the game logs it); it is already taken away.
    fn loop_ended(&mut self, end: crate::loops::LoopEnd) {
        let _ = end;
    }
}

/// A game's rules state played through the common trait.
#[derive(Clone, Debug)]
pub struct Played<R> {
    /// The whole state.
    pub state: R,
}

impl<R: Rules + std::fmt::Debug> Played<R> {
    /// An answer while a loop is proposed ([`crate::loops`]): the proposer's answers while the
    /// unit is played are recorded by label; once the responder has answered, the unit is
    /// replayed, each of its answers given to the proposer's decision, until the repetitions
    /// agreed are played or an answer is no longer offered.
    fn answer_in_loop(&mut self, seat: Seat, index: usize) -> Result<(), AnswerError> {
        let records = self.state.loop_proposal().and_then(|p| p.as_ref()).is_some_and(|p| p.records(seat));
        let label = if records { self.decision().and_then(|d| d.options.get(index).cloned()) } else { None };
        self.state.apply(index)?;
        if let (Some(label), Some(Some(p))) = (label, self.state.loop_proposal()) {
            p.record(label);
        }
        while let Some(Some(p)) = self.state.loop_proposal()
            && p.replaying()
        {
            let next = match self.decision() {
                Some(d) => self.state.loop_proposal().and_then(Option::as_mut).map(|p| p.next(&d)),
                None => None,
            };
            match next {
                Some(Ok(i)) => self.state.apply(i)?,
                Some(Err(end)) => {
                    self.state.loop_proposal().map(Option::take);
                    self.state.loop_ended(end);
                }
                None => {
                    let played = self.state.loop_proposal().and_then(Option::take).map_or(0, |p| p.played);
                    self.state.loop_ended(crate::loops::LoopEnd::Done(played));
                }
            }
        }
        Ok(())
    }
}

impl<R: Rules + std::fmt::Debug> Game for Played<R> {
    fn game_name(&self) -> &'static str {
        R::NAME
    }

    fn seat_count(&self) -> usize {
        self.state.seat_count()
    }

    fn decider(&self) -> Option<Seat> {
        if self.state.outcome().is_some() {
            return None;
        }
        self.state.pending().map(|(seat, _)| seat)
    }

    fn option_count(&self) -> usize {
        if self.state.outcome().is_some() {
            return 0;
        }
        self.state.pending().map_or(0, |(_, choices)| choices.len())
    }

    fn decision(&self) -> Option<Decision> {
        if self.state.outcome().is_some() {
            return None;
        }
        let (seat, choices) = self.state.pending()?;
        let mut options: Vec<_> = choices.iter().map(|c| self.state.label(c)).collect();
        crate::decision::distinguish(&mut options, |i| self.state.place(&choices[i]));
        Some(Decision { seat, prompt: self.state.prompt(), options })
    }

    fn option_refs(&self) -> Vec<crate::decision::OptionRef> {
        let Some((_, choices)) = self.state.pending().filter(|_| self.state.outcome().is_none()) else {
            return Vec::new();
        };
        choices
            .iter()
            .map(|c| {
                let (kind, ids) = self.state.refers(c);
                crate::decision::OptionRef {
                    kind,
                    cards: ids.into_iter().filter_map(|id| self.state.instance_of(id)).collect(),
                }
            })
            .collect()
    }

    fn answer(&mut self, seat: Seat, index: usize) -> Result<(), AnswerError> {
        if self.state.outcome().is_some() {
            return Err(AnswerError::GameOver);
        }
        match self.state.pending().map(|(decider, _)| decider) {
            None => Err(AnswerError::GameOver),
            Some(decider) if decider != seat => Err(AnswerError::NotDeciding { seat, decider }),
            Some(_) if self.state.loop_proposal().is_some_and(|p| p.is_some()) => self.answer_in_loop(seat, index),
            Some(_) => self.state.apply(index),
        }
    }

    fn view(&self, seat: Seat) -> SeatView {
        self.state.view(seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }

    fn state_hash(&self) -> u64 {
        stable_hash(&self.state)
    }

    fn turn(&self) -> u32 {
        self.state.turn()
    }

    fn clone_box(&self) -> Box<dyn Game> {
        crate::game::clone_into_box(self)
    }

    fn log_since(&self, from: usize, reader: Option<Seat>) -> Vec<LogLine> {
        self.state.log().since(from, reader)
    }

    fn log_len(&self) -> usize {
        self.state.log().len()
    }

    fn set_logging(&mut self, on: bool) {
        self.state.set_logging(on);
    }

    fn concede(&mut self, seat: Seat) {
        if self.state.outcome().is_none() {
            self.state.concede(seat);
        }
    }

    fn save(&self) -> String {
        crate::save::save(&self.state)
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        outcome_score(self.state.outcome(), seat).unwrap_or_else(|| self.state.evaluate(seat))
    }

    fn determinize(&self, observer: Seat, seed: u64) -> Box<dyn Game> {
        Box::new(Played { state: self.state.determinize(observer, seed) })
    }
}
