//! What a game tells the scenario runner: its own tables and keys, how it builds a state from a
//! file, where its cards are, and the checks only it can make. Everything else of a scenario
//! (header, steps, the common expectations) is the kernel's.

use super::check::Diffs;
use super::file::ScenarioFile;
use super::keys::Keys;
use crate::error::InputError;
use crate::ids::Seat;
use crate::objects::CardInstance;
use crate::played::Rules;
use serde::de::DeserializeOwned;
use std::fmt;
use std::sync::Arc;

/// Where a physical card is, as far as the common card expectations read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// The zone, as scenario files name it (`"hand"`, `"battle"`, …).
    pub zone: &'static str,
    /// Whose zone.
    pub seat: Seat,
    /// How many cards lie above it, where the zone has an order the files can name.
    pub from_top: Option<usize>,
}

/// Where a game's cards are and the checks only it can make, for `[expect]`: implemented by its
/// rules state.
pub trait ScenarioChecks {
    /// The names of the counts `[expect.p1]` may hold (`"hand"`, `"deck"`, …).
    const COUNTS: &'static [&'static str];
    /// The game's own `[expect]` keys.
    type Expect: Keys;
    /// The game's own `[[expect.card]]` keys.
    type CardKeys: Keys;

    /// The aliases the file gave physical cards.
    fn aliases(&self) -> &[(CardInstance, String)];
    /// Where the physical card `instance` is; `None` once it has left the game.
    fn locate(&self, instance: u16) -> Option<Place>;
    /// The count `name` (one of [`ScenarioChecks::COUNTS`]) of `seat`.
    fn count(&self, seat: Seat, name: &str) -> i64;
    /// Checks the game's own keys of a card expectation: the card is `instance`, called `name`
    /// in messages, and is in a zone.
    fn check_card(&self, instance: u16, name: &str, keys: &Self::CardKeys, out: &mut Diffs);
    /// Checks the game's own `[expect]` keys.
    fn check_own(&self, keys: &Self::Expect, out: &mut Diffs);
}

/// A game's half of scenario files, implemented by its rules state: how it reads its header
/// and `[setup]` and builds a state, and ([`ScenarioChecks`]) how it checks one.
pub trait ScenarioGame: Rules + ScenarioChecks + fmt::Debug {
    /// The game's name in messages (`"Ninja Slayer"`).
    const TITLE: &'static str;
    /// How many seats a scenario sets up.
    const SEATS: usize;
    /// The game's rule index: `rules` may cite only these.
    const RULES: &'static [crate::rules::Rule];
    /// The seed of a file that gives none.
    const DEFAULT_SEED: u64;
    /// The words an option label puts right before a card's name or alias (`"Play"`,
    /// `"Attack with"`): a label starting with one of them names a card, which the scenario
    /// must know (see [`super::labels`]).
    const CARD_VERBS: &'static [&'static str];
    /// A card defined inline with `[[card]]`, in the schema of the game's card files.
    type RawCard: DeserializeOwned + Clone + fmt::Debug;
    /// The game's `[setup]` table.
    type Setup: DeserializeOwned + fmt::Debug;
    /// The game's error for bad input.
    type Error: From<InputError> + fmt::Display;

    /// The cards of the scenario: `demo` with the file's inline cards (and whatever else of the
    /// header decides which cards apply, such as an event date).
    fn scenario_cards(
        demo: &Self::Cards,
        file: &ScenarioFile<Self>,
        source: &str,
    ) -> Result<Arc<Self::Cards>, Self::Error>;
    /// The name and id of every card in `cards`, for telling a misspelt label from a generic one.
    fn card_words(cards: &Self::Cards) -> Vec<String>;
    /// The state the file sets up, run to its first decision.
    fn build(cards: Arc<Self::Cards>, file: &ScenarioFile<Self>) -> Result<Self, Self::Error>;
    /// The problems of an error that is a deck check's refusal, for `illegal-deck`.
    fn refused_decks(error: &Self::Error) -> Option<Vec<String>>;
}
