//! A whole scenario file: the header every game shares (`game`, `title`, `rules`, `seed`,
//! `event-date`, `[[card]]`), the game's `[setup]`, the `[[step]]`s and the `[expect]` table.

use super::ScenarioGame;
use super::expect::Expect;
use super::step::ScenarioStep;
use serde::Deserialize;

/// A scenario file of game `G`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields, bound = "")]
pub struct ScenarioFile<G: ScenarioGame> {
    /// The game's short name.
    pub game: String,
    /// What the scenario shows.
    pub title: String,
    /// The rule numbers it checks; each must be in the game's rule index.
    #[serde(default)]
    pub rules: Vec<String>,
    /// The game's seed ([`ScenarioGame::DEFAULT_SEED`] when not given).
    pub seed: Option<u64>,
    /// The day of the event the game is played at (`YYYY-MM-DD`), for a game whose cards have
    /// dated errata; another game refuses it.
    pub event_date: Option<toml::Spanned<String>>,
    /// Cards defined for this scenario, in the schema of the game's card files.
    #[serde(default)]
    pub card: Vec<G::RawCard>,
    /// The starting state, in the game's terms.
    pub setup: Option<G::Setup>,
    /// The steps, in order.
    #[serde(default)]
    pub step: Vec<ScenarioStep<G>>,
    /// What must hold at the end.
    #[serde(default)]
    pub expect: Expect<G>,
}

impl<G: ScenarioGame> ScenarioFile<G> {
    /// The seed the game starts from.
    pub fn seed(&self) -> u64 {
        self.seed.unwrap_or(G::DEFAULT_SEED)
    }
}
