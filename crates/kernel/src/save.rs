//! Saved games: a game's whole state as JSON, inside an envelope naming the game, the engine
//! version, the card data's fingerprint, the event date the cards were read at, and the state's
//! hash. Loading checks each of them before the state is trusted, so a file saved with other
//! cards, by another version, or altered by hand is refused with the field that differs.

use crate::catalog::CardData;
use crate::error::{InputError, line_of, parse_json};
use crate::hash::stable_hash;
use crate::played::{Played, Rules};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The version of fuda that writes and reads saved games.
pub const ENGINE: &str = env!("CARGO_PKG_VERSION");

/// What a saved game says about itself, read before its state: enough to pick the game and
/// read its cards.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveHeader {
    /// The game's short name.
    pub game: String,
    /// The fuda version that saved it.
    pub engine: String,
    /// The fingerprint of the card data, as 16 hex digits.
    pub cards: String,
    /// The day of the event the cards were read at, for games with dated errata.
    pub event_date: Option<String>,
    /// The state's hash, as 16 hex digits.
    pub hash: String,
    #[serde(rename = "state")]
    _state: serde::de::IgnoredAny,
}

#[derive(Serialize)]
struct Envelope<'a, R> {
    game: &'static str,
    engine: &'static str,
    cards: String,
    event_date: Option<String>,
    hash: String,
    state: &'a R,
}

#[derive(Deserialize)]
struct Body<R> {
    state: R,
}

/// `state` as a saved game.
pub fn save<R: Rules>(state: &R) -> String {
    let envelope = Envelope {
        game: R::NAME,
        engine: ENGINE,
        cards: hex(state.cards().fingerprint()),
        event_date: state.event_date(),
        hash: hex(stable_hash(state)),
        state,
    };
    serde_json::to_string(&envelope).expect("a game state is always serialisable")
}

fn hex(hash: u64) -> String {
    format!("{hash:016x}")
}

impl SaveHeader {
    /// Reads the envelope of a saved game.
    pub fn read(text: &str) -> Result<SaveHeader, InputError> {
        let header: SaveHeader = parse_json(text)?;
        if header.engine != ENGINE {
            return Err(field_error(
                text,
                "engine",
                format!(
                    "saved by fuda {}, but this is fuda {ENGINE}: a saved game resumes only on the version that saved it",
                    header.engine
                ),
            ));
        }
        Ok(header)
    }
}

/// The error for `field`, at its line in `text`.
fn field_error(text: &str, field: &str, message: String) -> InputError {
    let at = text.find(&format!("\"{field}\"")).unwrap_or(0);
    InputError::new(message).field(field).at_line(line_of(text, at))
}

/// Reads a saved game of `R` played with `cards`. A file of another game, engine version or
/// card data, or whose state does not hash to the hash it was saved with, is refused.
pub fn load<R: Rules>(text: &str, cards: Arc<R::Cards>) -> Result<Played<R>, InputError> {
    let header = SaveHeader::read(text)?;
    if header.game != R::NAME {
        return Err(field_error(text, "game", format!("a saved {} game, not {}", header.game, R::NAME)));
    }
    let fingerprint = hex(cards.fingerprint());
    if header.cards != fingerprint {
        return Err(field_error(
            text,
            "cards",
            format!(
                "saved with card data {}, but these cards are {fingerprint}: load it with the card set (--data and --cards) and event date it was played with",
                header.cards
            ),
        ));
    }
    let Body { state } = parse_json::<Body<R>>(text).map_err(|mut e| {
        e.message = format!("the saved state does not read: {}", e.message);
        e
    })?;
    let mut state = state;
    state.restore(cards);
    // Hashed once whole again, so what is rebuilt on loading is checked as well as what is read.
    let hash = hex(stable_hash(&state));
    if header.hash != hash {
        return Err(field_error(
            text,
            "hash",
            format!("the saved state hashes to {hash}, not {}: the file was altered", header.hash),
        ));
    }
    Ok(Played { state })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::AnswerError;
    use crate::game::{Game, Outcome};
    use crate::ids::Seat;
    use crate::log::Log;
    use crate::view::SeatView;
    use serde::Deserialize;

    /// A race to `goal` by steps of 1 or 2, the steps' sizes read from its card data.
    #[derive(Clone, Debug, Hash, Serialize, Deserialize)]
    struct Race {
        at: [u32; 2],
        mover: u8,
        goal: u32,
        #[serde(skip)]
        steps: Arc<Steps>,
    }

    /// The race's card data: the sizes of the steps a player may take.
    #[derive(Debug, Default, Hash)]
    struct Steps(Vec<u32>);

    impl CardData for Steps {
        fn fingerprint(&self) -> u64 {
            stable_hash(self)
        }
    }

    impl Rules for Race {
        const NAME: &'static str = "race";
        type Cards = Steps;
        type Choice = u32;
        fn seat_count(&self) -> usize {
            2
        }
        fn outcome(&self) -> Option<Outcome> {
            (0..2u8).find(|&s| self.at[usize::from(s)] >= self.goal).map(|s| Outcome::win(Seat(s)))
        }
        fn pending(&self) -> Option<(Seat, &[u32])> {
            Some((Seat(self.mover), &self.steps.0))
        }
        fn prompt(&self) -> String {
            "Step".into()
        }
        fn label(&self, step: &u32) -> String {
            format!("Step {step}")
        }
        fn place(&self, _: &u32) -> String {
            String::new()
        }
        fn refers(&self, _: &u32) -> (crate::decision::OptionKind, Vec<crate::ids::ObjectId>) {
            (crate::decision::OptionKind::Number, Vec::new())
        }
        fn instance_of(&self, _: crate::ids::ObjectId) -> Option<u16> {
            None
        }
        fn apply(&mut self, index: usize) -> Result<(), AnswerError> {
            let step =
                *self.steps.0.get(index).ok_or(AnswerError::NotOffered { index, offered: self.steps.0.len() })?;
            self.at[usize::from(self.mover)] += step;
            self.mover = 1 - self.mover;
            Ok(())
        }
        fn view(&self, seat: Seat) -> SeatView {
            SeatView {
                seat,
                game: "race".into(),
                turn: 1,
                turn_players: vec![Seat(self.mover)],
                phase: String::new(),
                shared: vec![("at".into(), format!("{:?}", self.at))],
                shared_zones: Vec::new(),
                players: Vec::new(),
            }
        }
        fn turn(&self) -> u32 {
            1
        }
        fn log(&self) -> &Log {
            static EMPTY: std::sync::OnceLock<Log> = std::sync::OnceLock::new();
            EMPTY.get_or_init(Log::default)
        }
        fn set_logging(&mut self, _: bool) {}
        fn concede(&mut self, seat: Seat) {
            self.at[1 - seat.index()] = self.goal;
        }
        fn evaluate(&self, seat: Seat) -> f64 {
            f64::from(self.at[seat.index()])
        }
        fn determinize(&self, _: Seat, _: u64) -> Self {
            self.clone()
        }
        fn cards(&self) -> &Arc<Steps> {
            &self.steps
        }
        fn restore(&mut self, cards: Arc<Steps>) {
            self.steps = cards;
        }
    }

    fn race() -> Played<Race> {
        Played { state: Race { at: [0, 0], mover: 0, goal: 5, steps: Arc::new(Steps(vec![1, 2])) } }
    }

    fn refused(text: &str, cards: Vec<u32>) -> String {
        load::<Race>(text, Arc::new(Steps(cards))).map(|_| ()).expect_err("refused").to_string()
    }

    #[test]
    fn a_saved_game_loads_and_plays_on_the_same() {
        let mut game = race();
        game.answer(Seat(0), 1).expect("offered");
        let mut back = load::<Race>(&game.save(), Arc::new(Steps(vec![1, 2]))).expect("loads");
        assert_eq!((back.state_hash(), back.decision()), (game.state_hash(), game.decision()));
        for g in [&mut game as &mut dyn Game, &mut back] {
            g.answer(Seat(1), 0).expect("offered");
        }
        assert_eq!(back.state_hash(), game.state_hash());
    }

    #[test]
    fn a_save_is_refused_with_other_cards_another_game_or_when_altered() {
        let saved = race().save();
        let other = refused(&saved, vec![1, 3]);
        assert!(other.contains("field `cards`") && other.contains("--data"), "{other}");
        let renamed = refused(&saved.replace("\"game\":\"race\"", "\"game\":\"relay\""), vec![1, 2]);
        assert!(renamed.contains("a saved relay game, not race"), "{renamed}");
        let moved = refused(&saved.replace("\"at\":[0,0]", "\"at\":[0,4]"), vec![1, 2]);
        assert!(moved.contains("field `hash`") && moved.contains("altered"), "{moved}");
        let old = refused(&saved.replace(ENGINE, "0.0.1"), vec![1, 2]);
        assert!(old.contains("saved by fuda 0.0.1"), "{old}");
        let broken = refused(&saved[..saved.len() - 1], vec![1, 2]);
        assert!(broken.contains("line 1"), "{broken}");
    }

    #[test]
    fn an_answer_from_the_seat_not_deciding_is_refused_and_changes_nothing() {
        let mut game = race();
        let before = game.state_hash();
        assert_eq!(game.answer(Seat(1), 0), Err(AnswerError::NotDeciding { seat: Seat(1), decider: Seat(0) }));
        assert_eq!(game.state_hash(), before);
        game.concede(Seat(0));
        assert_eq!(game.outcome(), Some(Outcome::win(Seat(1))));
        assert_eq!(game.answer(Seat(1), 0), Err(AnswerError::GameOver));
    }
}
