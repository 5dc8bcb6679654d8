//! Scenario files, written once for every game: the header (`game`, `title`, `rules`, `seed`,
//! `event-date`, `[[card]]`), the `[[step]]`s played through the common [`crate::Game`] trait,
//! the `[expect]` keys every game checks the same way, and the runner ([`run`]). A game implements
//! [`ScenarioGame`]: its `[setup]`, its own expect keys, how it builds a state, where its cards
//! are. docs/scenarios.md documents the format.

mod check;
mod expect;
mod file;
mod files;
mod game;
mod keys;
pub mod labels;
mod play;
mod run;
mod setup;
mod step;
#[cfg(test)]
mod tests;

pub use check::{Diffs, check, describe, seen_by};
pub use expect::{CardExpect, Counts, Expect, Winner};
pub use file::ScenarioFile;
pub use files::collect;
pub use game::{Place, ScenarioChecks, ScenarioGame};
pub use keys::{Keys, NoKeys};
pub use play::play_steps;
pub use run::{deck_refusal, run};
pub use serde::de::MapAccess;
pub use setup::{CardRef, SetupCards, Taken, with_inline};
pub use step::{Agent, ScenarioStep, check_steps};

use crate::error::{InputError, parse_toml};
use crate::log::LogLine;
use serde::Deserialize;

/// The key read before the game, and so the schema of the rest, is known.
#[derive(Deserialize)]
struct Header {
    game: toml::Spanned<String>,
}

/// The game a scenario file is for: its `game` key, one of `games`. A file that is not TOML (a
/// syntax error, a duplicate key), has no `game` or names another game is an error at its line
/// and column.
pub fn game_of(source: &str, games: &[&str]) -> Result<String, InputError> {
    let expected = games.iter().map(|g| format!("{g:?}")).collect::<Vec<_>>().join(" or ");
    if source.lines().all(|l| l.trim().is_empty() || l.trim_start().starts_with('#')) {
        return Err(InputError::new(format!("the file is empty: expected `game = {expected}` and a scenario")));
    }
    let header: Header = parse_toml(source).map_err(|mut e| {
        if e.message.contains("missing field `game`") {
            e.message = format!("missing field `game`: expected `game = {expected}`");
        }
        e
    })?;
    let game = header.game.get_ref();
    if games.contains(&game.as_str()) {
        Ok(game.clone())
    } else {
        Err(InputError::new(format!("unknown game {game:?}: expected {expected}"))
            .at_offset(source, header.game.span().start)
            .field("game"))
    }
}

/// The outcome of running one scenario.
#[derive(Debug)]
pub struct ScenarioReport {
    /// The scenario's title.
    pub title: String,
    /// The rules it cites.
    pub rules: Vec<String>,
    /// `None` if it passed, else what went wrong.
    pub failure: Option<String>,
    /// The game's whole log when play ended (empty when no game was built, as for a deck the
    /// deck check refused).
    pub log: Vec<LogLine>,
}
