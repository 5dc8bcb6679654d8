//! The one object-safe trait every game implements. The CLI, the agents and the future server
//! drive games only through it.

use crate::decision::Decision;
use crate::error::AnswerError;
use crate::ids::{Seat, SeatSet};
use crate::log::LogLine;
use crate::view::SeatView;
use serde::{Deserialize, Serialize};

/// The score of a won game for [`Game::evaluate`].
pub const WON: f64 = 1.0e6;

/// [`Game::evaluate`] of a finished game: [`WON`] for a winner, `-WON` for a loser, 0 for a
/// draw; `None` while the game goes on.
pub fn outcome_score(outcome: Option<Outcome>, seat: Seat) -> Option<f64> {
    outcome.map(|o| match o {
        Outcome::Won(winners) if winners.contains(seat) => WON,
        Outcome::Won(_) => -WON,
        Outcome::Draw => 0.0,
    })
}

/// [`Game::clone_box`] for a game that is `Clone`: the copy is built straight into its box.
/// `Box::new(game.clone())` builds it on the stack and then copies it in, which for a state of
/// a few kilobytes is a twentieth of the whole copy.
pub fn clone_into_box<G: Game + Clone + 'static>(game: &G) -> Box<dyn Game> {
    let slot: Box<std::mem::MaybeUninit<G>> = Box::new_uninit();
    let copy: Box<G> = Box::write(slot, game.clone());
    copy
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// These seats won: one player, several, or a team.
    Won(SeatSet),
    /// Nobody won (for example an unbreakable loop).
    Draw,
}

impl Outcome {
    /// `seat` won alone.
    pub fn win(seat: Seat) -> Outcome {
        Outcome::Won(SeatSet::one(seat))
    }

    /// Whether `seat` is among the winners.
    pub fn won_by(self, seat: Seat) -> bool {
        matches!(self, Outcome::Won(winners) if winners.contains(seat))
    }
}

/// Hashes a single winner exactly as the two-seat `Win(Seat)` it replaced did (discriminant 0,
/// then the seat), so the state hashes recorded in existing replays stay valid.
impl std::hash::Hash for Outcome {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        match self {
            Outcome::Won(winners) if winners.len() == 1 => {
                0isize.hash(h);
                winners.iter().for_each(|s| s.hash(h));
            }
            Outcome::Draw => 1isize.hash(h),
            Outcome::Won(winners) => {
                2isize.hash(h);
                winners.hash(h);
            }
        }
    }
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Outcome::Won(winners) if winners.len() == 1 => write!(f, "{winners} wins"),
            Outcome::Won(winners) => write!(f, "{winners} win"),
            Outcome::Draw => f.write_str("draw"),
        }
    }
}

/// A game in progress, seen through its pending decision. It is `Any`, so that a game's own
/// tests can read the state behind a `&dyn Game` (upcast to `&dyn Any`, then `downcast_ref`).
pub trait Game: Send + std::any::Any {
    /// The game's short name (as `fuda` names it on the command line).
    fn game_name(&self) -> &'static str;
    /// How many seats play.
    fn seat_count(&self) -> usize;
    /// The seat that must answer now, or `None` once the game is over.
    fn decider(&self) -> Option<Seat>;
    /// How many options the pending decision offers (0 once the game is over).
    fn option_count(&self) -> usize;
    /// The pending decision with its labelled options, or `None` once the game is over.
    fn decision(&self) -> Option<Decision>;
    /// What each option of the pending decision is about, in option order (empty once the game
    /// is over).
    fn option_refs(&self) -> Vec<crate::decision::OptionRef>;
    /// `seat` picks option `index` of the pending decision. An answer from a seat that is not
    /// deciding, or an index that was not offered, is refused with an error and the state is
    /// unchanged.
    fn answer(&mut self, seat: Seat, index: usize) -> Result<(), AnswerError>;
    /// What `seat` may know, and nothing more.
    fn view(&self, seat: Seat) -> SeatView;
    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// A stable hash of the whole state.
    fn state_hash(&self) -> u64;
    /// The turn number (1 for the first turn).
    fn turn(&self) -> u32;
    /// A copy of this game, boxed.
    fn clone_box(&self) -> Box<dyn Game>;
    /// The log lines from `from` on that `reader` may read: a line naming a card hidden from a
    /// seat is not that seat's to read ([`LogLine::readers`]); `None` is a judge, who reads every
    /// line. Indices count every line since the game began, read or not.
    fn log_since(&self, from: usize, reader: Option<Seat>) -> Vec<LogLine>;
    /// How many log lines exist.
    fn log_len(&self) -> usize;
    /// Turns logging on or off (off for search).
    fn set_logging(&mut self, on: bool);
    /// `seat` concedes and loses at once; no effect triggers.
    fn concede(&mut self, seat: Seat);
    /// The whole game as JSON, with the fingerprint of its card data: [`crate::save::load`]
    /// (through the game's registry entry) reads it back into a game that plays on identically.
    fn save(&self) -> String;
    /// A heuristic score of the position for `seat`, higher is better, for agents that search:
    /// a won game scores [`WON`], a lost one `-WON`; otherwise only what `seat` may know is read
    /// (public zones and the numbers of cards in hidden ones).
    fn evaluate(&self, seat: Seat) -> f64;
    /// A copy of this game for a search by `observer`, with logging off: every card `observer`
    /// cannot see is dealt again, from `seed`, among the places it cannot see (with
    /// [`crate::determinize::redeal_ids`]), and the game's own generator is seeded anew, so nothing
    /// in the copy depends on what `observer` does not know. What stays: `observer`'s hand,
    /// every public card, every card revealed or shown to it, each zone's count, and each
    /// player's unseen cards as a whole (deck lists count as known; where a card lies, never).
    fn determinize(&self, observer: Seat, seed: u64) -> Box<dyn Game>;
}

impl Clone for Box<dyn Game> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hash::stable_hash;

    /// The two-seat outcome this type replaced, as it was derived.
    #[derive(Hash)]
    enum TwoSeat {
        Win(Seat),
        Draw,
    }

    #[test]
    fn a_single_winner_and_a_draw_hash_as_before() {
        for s in [Seat(0), Seat(1)] {
            assert_eq!(stable_hash(&Outcome::win(s)), stable_hash(&TwoSeat::Win(s)));
        }
        assert_eq!(stable_hash(&Outcome::Draw), stable_hash(&TwoSeat::Draw));
        let team = Outcome::Won([Seat(0), Seat(2)].into_iter().collect());
        assert_ne!(stable_hash(&team), stable_hash(&Outcome::win(Seat(0))));
    }

    #[test]
    fn a_team_wins_together() {
        let team = Outcome::Won([Seat(1), Seat(3)].into_iter().collect());
        assert!(team.won_by(Seat(3)) && !team.won_by(Seat(0)));
        assert_eq!((outcome_score(Some(team), Seat(1)), outcome_score(Some(team), Seat(2))), (Some(WON), Some(-WON)));
        assert_eq!(team.to_string(), "P2, P4 win");
        assert_eq!(Outcome::win(Seat(0)).to_string(), "P1 wins");
        assert_eq!(serde_json::to_string(&team).expect("serialises"), r#"{"Won":[1,3]}"#);
    }
}
