//! The serde schema of a Digimon scenario file.

use crate::cards::load::RawCard;
use fuda_kernel::scenario::ScenarioStep;
use serde::Deserialize;

/// A whole scenario file.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ScenarioFile {
    /// Must be "digimon".
    pub game: String,
    /// What the scenario shows.
    pub title: String,
    /// The rule numbers it checks.
    #[serde(default)]
    pub rules: Vec<String>,
    /// The game's seed.
    #[serde(default)]
    pub seed: u64,
    /// Cards defined inline (same schema as card files).
    #[serde(default)]
    pub card: Vec<RawCard>,
    /// The starting state.
    #[serde(default)]
    pub setup: Setup,
    /// The steps.
    #[serde(default)]
    pub step: Vec<ScenarioStep>,
    /// The checks at the end.
    #[serde(default)]
    pub expect: Expect,
}

/// Where the game starts.
#[derive(Debug, Deserialize, Clone, Copy, PartialEq, Eq, Default)]
#[serde(rename_all = "kebab-case")]
pub enum StartAt {
    /// At the start of the turn player's turn (active phase, before start-of-turn effects).
    StartOfTurn,
    /// In the breeding phase.
    Breeding,
    /// In the main phase (default).
    #[default]
    Main,
    /// A new game from the decks written as `p1.deck` + `p1.eggs` and `p2.deck` + `p2.eggs`:
    /// deck check (1-4-1), shuffle, first player, opening hands and mulligans (5-2).
    NewGame,
}

/// The starting state.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Setup {
    /// 1 or 2 (default 1).
    pub turn_player: Option<u8>,
    /// Who went first (default: the turn player).
    pub first_player: Option<u8>,
    /// Turn number (default 2).
    pub turn: Option<u32>,
    /// Where to start.
    #[serde(default)]
    pub start: StartAt,
    /// Memory from the turn player's side (default 0).
    #[serde(default)]
    pub memory: i8,
    /// Player 1's zones.
    #[serde(default)]
    pub p1: PlayerSetup,
    /// Player 2's zones.
    #[serde(default)]
    pub p2: PlayerSetup,
}

/// One player's zones. Lists are top first.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PlayerSetup {
    /// Hand.
    #[serde(default)]
    pub hand: Vec<CardRef>,
    /// Deck, top first.
    #[serde(default)]
    pub deck: Vec<CardRef>,
    /// Digitama deck, top first.
    #[serde(default)]
    pub eggs: Vec<CardRef>,
    /// Security, top first.
    #[serde(default)]
    pub security: Vec<CardRef>,
    /// Trash, top first.
    #[serde(default)]
    pub trash: Vec<CardRef>,
    /// Breeding area.
    pub breeding: Option<UnitSetup>,
    /// Battle area, in order.
    #[serde(default)]
    pub battle: Vec<UnitSetup>,
}

/// A card by id, optionally with an alias.
#[derive(Debug, Deserialize, Clone)]
#[serde(untagged)]
pub enum CardRef {
    /// Just the id.
    Id(String),
    /// An id and an alias.
    Named {
        /// The card id.
        card: String,
        /// The alias used in labels and expectations.
        #[serde(rename = "as")]
        alias: Option<String>,
    },
}

/// A 1体 in an area: a card id alone, or a table.
#[derive(Debug)]
pub struct UnitSetup {
    /// The top card's id.
    pub card: String,
    /// Its alias.
    pub alias: Option<String>,
    /// Suspended (default active).
    pub suspended: bool,
    /// Digivolution sources, the card directly under the top first.
    pub sources: Vec<CardRef>,
    /// Played (or moved) this turn, so it cannot attack (7-1-2-1).
    pub played_this_turn: bool,
}

/// The table form of a [`UnitSetup`].
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct UnitTable {
    card: String,
    #[serde(rename = "as")]
    alias: Option<String>,
    #[serde(default)]
    suspended: bool,
    #[serde(default)]
    sources: Vec<CardRef>,
    #[serde(default)]
    played_this_turn: bool,
}

impl<'de> Deserialize<'de> for UnitSetup {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = UnitSetup;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "a card id or a table with `card`")
            }

            fn visit_str<E: serde::de::Error>(self, id: &str) -> Result<UnitSetup, E> {
                Ok(UnitSetup {
                    card: id.to_string(),
                    alias: None,
                    suspended: false,
                    sources: Vec::new(),
                    played_this_turn: false,
                })
            }

            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<UnitSetup, A::Error> {
                let t = UnitTable::deserialize(serde::de::value::MapAccessDeserializer::new(map))?;
                Ok(UnitSetup {
                    card: t.card,
                    alias: t.alias,
                    suspended: t.suspended,
                    sources: t.sources,
                    played_this_turn: t.played_this_turn,
                })
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

/// Checks at the end of the scenario.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Expect {
    /// 1, 2, or "none" for a game still going or drawn.
    pub winner: Option<toml::Value>,
    /// Turn number.
    pub turn: Option<u32>,
    /// 1 or 2.
    pub turn_player: Option<u8>,
    /// "active", "draw", "breeding" or "main".
    pub phase: Option<String>,
    /// Memory from player 1's side.
    pub memory_p1: Option<i8>,
    /// Per-player counts.
    pub p1: Option<Counts>,
    /// Per-player counts.
    pub p2: Option<Counts>,
    /// Where aliased cards are, and their values.
    #[serde(default)]
    pub card: Vec<CardExpect>,
    /// Rule numbers some log line must cite.
    #[serde(default)]
    pub log_cites: Vec<String>,
    /// Texts some log line must contain.
    #[serde(default)]
    pub log_contains: Vec<String>,
    /// Texts no log line may contain.
    #[serde(default)]
    pub log_lacks: Vec<String>,
    /// With `start = "new-game"`: the deck check must refuse the decks, reporting a problem
    /// that contains this text (1-4-1).
    pub illegal_deck: Option<String>,
}

/// Zone sizes of one player.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Counts {
    /// Hand size.
    pub hand: Option<usize>,
    /// Deck size.
    pub deck: Option<usize>,
    /// Security size.
    pub security: Option<usize>,
    /// Trash size.
    pub trash: Option<usize>,
    /// Digitama deck size.
    pub eggs: Option<usize>,
    /// Number of 1体 in the battle area.
    pub battle: Option<usize>,
    /// Memory from this player's side.
    pub memory: Option<i8>,
}

/// Where an aliased card is and what it is like.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct CardExpect {
    /// The alias.
    pub alias: String,
    /// hand, deck, eggs, security, trash, breeding, battle, source (under a card in an area).
    pub zone: Option<String>,
    /// Its 1体's DP (it must be the top card in an area).
    pub dp: Option<i32>,
    /// Its 1体 is suspended.
    pub suspended: Option<bool>,
    /// Number of sources of its 1体.
    pub sources: Option<usize>,
    /// Its 1体 has this keyword (e.g. "blocker").
    pub has: Option<String>,
    /// Its 1体 lacks this keyword.
    pub lacks: Option<String>,
    /// Whose zone (1 or 2).
    pub owner_zone: Option<u8>,
    /// Exactly the seats (1, 2) whose view identifies this card; `[]` for a card nobody sees.
    pub seen_by: Option<Vec<u8>>,
    /// How many cards lie above it: in its pile (deck, security, trash, digitama deck), or in
    /// its stack in an area (0 for the top card, 1 for the source right under it).
    pub from_top: Option<usize>,
}
