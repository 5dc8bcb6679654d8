//! Replays: a game is reproduced by the engine version, the card set (its hash, where it was
//! read from, the cards added to it, the event date it was read at), the decks and their format, the seed and the list
//! of answers; the state hash recorded after every answer proves it.

use crate::error::{InputError, line_of, parse_json};
use serde::{Deserialize, Serialize};

/// A recorded game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Replay {
    /// The fuda version that recorded it.
    pub engine: String,
    /// The game's short name.
    pub game: String,
    /// Hash of the card database the game used, as 16 hex digits.
    pub cards_hash: String,
    /// The game's seed.
    pub seed: u64,
    /// Each seat's deck, as card ids.
    pub decks: Vec<Vec<String>>,
    /// The answers, as option indices, in order.
    pub answers: Vec<usize>,
    /// The state hash after each answer, as 16 hex digits.
    pub hashes: Vec<String>,
    /// How it ended, in words, if it ended.
    pub outcome: Option<String>,
    /// The day of the event the cards were read at (`YYYY-MM-DD`), for games with dated errata;
    /// none when every erratum applied. Absent from replays older than the field: none.
    #[serde(default)]
    pub event_date: Option<String>,
    /// Where the cards were read from: `built-in`, or the data folder given to the recorder.
    #[serde(default)]
    pub card_set: Option<String>,
    /// The card files and folders the recorder added to the card set (`--cards`), as it named
    /// them; absent when none were.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub added_cards: Vec<String>,
    /// The format the decks were played in, for games with more than one.
    #[serde(default)]
    pub format: Option<String>,
}

impl Replay {
    /// Formats a hash the way replays store it.
    pub fn hash_text(hash: u64) -> String {
        format!("{hash:016x}")
    }

    /// Parses a replay from JSON, naming the line and what was expected on failure.
    pub fn parse(text: &str) -> Result<Replay, InputError> {
        let replay: Replay = parse_json(text)?;
        if replay.answers.len() != replay.hashes.len() {
            return Err(InputError::new(format!(
                "expected one hash per answer, found {} answers and {} hashes",
                replay.answers.len(),
                replay.hashes.len()
            ))
            .field("hashes")
            .at_line(line_of(text, text.find("\"hashes\"").unwrap_or(0))));
        }
        if let Some(bad) = replay.hashes.iter().position(|h| h.len() != 16 || !h.chars().all(|c| c.is_ascii_hexdigit()))
        {
            let hash = &replay.hashes[bad];
            let mut e =
                InputError::new(format!("expected 16 hex digits, found {hash:?}")).field(format!("hashes[{bad}]"));
            // Where the text shows it as written: a string without escapes.
            e.location.line = text.find(&format!("\"{hash}\"")).map(|at| line_of(text, at));
            return Err(e);
        }
        Ok(replay)
    }

    /// Checks that `running`, the version of the engine about to re-play it, is the one that
    /// recorded it: another version may play the same answers differently. `text` is the
    /// replay's source, for the line of the field.
    pub fn check_engine(&self, text: &str, running: &str) -> Result<(), InputError> {
        let line = line_of(text, text.find("\"engine\"").unwrap_or(0));
        if self.engine.trim().is_empty() {
            return Err(InputError::new("expected the version of fuda that recorded the replay, found an empty text")
                .field("engine")
                .at_line(line));
        }
        if self.engine != running {
            return Err(InputError::new(format!(
                "recorded by fuda {}, but this is fuda {running}: a replay re-plays only on the version that recorded it",
                self.engine
            ))
            .field("engine")
            .at_line(line));
        }
        Ok(())
    }

    /// The replay as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a replay is always serialisable")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_bad_input() {
        let r = Replay {
            engine: "0.1.0".into(),
            game: "x".into(),
            cards_hash: Replay::hash_text(1),
            seed: 3,
            decks: vec![vec!["A".into()]],
            answers: vec![0, 2],
            hashes: vec![Replay::hash_text(5), Replay::hash_text(6)],
            outcome: None,
            event_date: Some("2026-01-01".into()),
            card_set: Some("built-in".into()),
            added_cards: vec!["my-cards".into()],
            format: None,
        };
        assert_eq!(Replay::parse(&r.to_json()).expect("round trip"), r);
        let err = Replay::parse("{\n \"engine\": 3\n}").expect_err("wrong type");
        assert_eq!(err.location.line, Some(2));
        let mut short = r.clone();
        short.hashes.pop();
        assert!(Replay::parse(&short.to_json()).is_err(), "one hash per answer");
        let mut bad = r.clone();
        bad.hashes[1] = "not hex".into();
        let text = bad.to_json();
        let err = Replay::parse(&text).expect_err("not hex");
        let line = text.lines().position(|l| l.contains("not hex")).expect("written") + 1;
        assert_eq!(err.location.line, Some(line), "{err}");
    }

    #[test]
    fn only_the_recording_engine_replays() {
        let text = "{\n  \"engine\": \"0.1.0\",\n  \"game\": \"x\",\n  \"cards_hash\": \"0000000000000001\",\n  \"seed\": 1,\n  \"decks\": [],\n  \"answers\": [],\n  \"hashes\": [],\n  \"outcome\": null\n}";
        let r = Replay::parse(text).expect("a replay without the newer fields");
        assert_eq!((r.event_date.as_deref(), r.card_set.as_deref(), r.format.as_deref()), (None, None, None));
        assert!(r.added_cards.is_empty(), "no cards were added to a replay without the field");
        assert!(r.check_engine(text, "0.1.0").is_ok(), "the same version replays");
        let err = r.check_engine(text, "0.2.0").expect_err("another version");
        assert!(err.to_string().contains("fuda 0.1.0") && err.to_string().contains("fuda 0.2.0"), "{err}");
        assert_eq!((err.location.line, err.location.field.as_deref()), (Some(2), Some("engine")));
        let blank = Replay { engine: " ".into(), ..r };
        assert!(blank.check_engine(text, "0.1.0").is_err(), "an empty version is refused");
    }
}
