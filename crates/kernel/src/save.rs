//! Saved games: a game's whole state as JSON, inside an envelope naming the game, the engine
//! version, the card data's fingerprint, the event date the cards were read at, and the state's
//! hash. Loading checks each of them before the state is trusted, so a file saved with other
//! cards, by another version, or altered by hand is refused with the field that differs.

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
        cards: hex(R::fingerprint(state.cards())),
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
    let fingerprint = hex(R::fingerprint(&cards));
    if header.cards != fingerprint {
        return Err(field_error(
            text,
            "cards",
            format!(
                "saved with card data {}, but these cards are {fingerprint}: load it with the card set (--data) and event date it was played with",
                header.cards
            ),
        ));
    }
    let Body { state } = parse_json::<Body<R>>(text).map_err(|mut e| {
        e.message = format!("the saved state does not read: {}", e.message);
        e
    })?;
    let hash = hex(stable_hash(&state));
    if header.hash != hash {
        return Err(field_error(
            text,
            "hash",
            format!("the saved state hashes to {hash}, not {}: the file was altered", header.hash),
        ));
    }
    let mut state = state;
    state.restore(cards);
    Ok(Played { state })
}
