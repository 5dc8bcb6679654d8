//! The Digimon tables of a scenario file: `[setup]` and the Digimon keys of `[expect]` and
//! `[[expect.card]]`.

use fuda_kernel::scenario::CardRef;
use serde::Deserialize;

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
    /// `[setup.p1]`: the first seat's areas and piles (empty when not given).
    #[serde(default)]
    pub p1: PlayerSetup,
    /// `[setup.p2]`: the second seat's.
    #[serde(default)]
    pub p2: PlayerSetup,
}

/// One player's zones. Lists are top first.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields, default)]
pub struct PlayerSetup {
    /// The hand (手札).
    pub hand: Vec<CardRef>,
    /// The deck (デッキ), top first.
    pub deck: Vec<CardRef>,
    /// Digitama deck, top first.
    pub eggs: Vec<CardRef>,
    /// Security, top first.
    pub security: Vec<CardRef>,
    /// Trash, top first.
    pub trash: Vec<CardRef>,
    /// Breeding area.
    pub breeding: Option<UnitSetup>,
    /// Battle area, in order.
    pub battle: Vec<UnitSetup>,
}

/// A 1体 in an area: a card id alone, or a table.
#[derive(Debug, Default)]
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
    /// Link cards (4-7), the first linked first: each new one lies under those already there.
    pub links: Vec<CardRef>,
    /// [Once per turn] effects of the top card already used this turn (15-14-1), by their
    /// number in the card's effect list (1 for the first).
    pub used_this_turn: Vec<u8>,
    /// Effects given to this 1体 by actions, still lasting (15-8-1-2): a DP change until the end
    /// of the turn, for one.
    pub lasting: Vec<LastingSetup>,
}

/// An effect given to a 1体 by an action before the scenario starts (15-8-1-2).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct LastingSetup {
    /// What it gives, as card files write `buff` (`{ dp = 2000 }`, `{ keyword = "blocker" }`).
    pub buff: crate::cards::ast::Buff,
    /// How long, as card files write `until` (default `"this-turn"`).
    #[serde(default)]
    pub until: crate::cards::ast::Duration,
    /// The player whose effect gave it (default the 1体's owner).
    pub by: Option<u8>,
    /// The kind of the effect that gave it (15-2-1; default a Digimon effect).
    pub kind: Option<crate::cards::ast::EffectKind>,
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
    #[serde(default)]
    links: Vec<CardRef>,
    #[serde(default)]
    used_this_turn: Vec<u8>,
    #[serde(default)]
    lasting: Vec<LastingSetup>,
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
                Ok(UnitSetup { card: id.to_string(), ..UnitSetup::default() })
            }

            fn visit_map<A: serde::de::MapAccess<'de>>(self, map: A) -> Result<UnitSetup, A::Error> {
                let t = UnitTable::deserialize(serde::de::value::MapAccessDeserializer::new(map))?;
                Ok(UnitSetup {
                    card: t.card,
                    alias: t.alias,
                    suspended: t.suspended,
                    sources: t.sources,
                    played_this_turn: t.played_this_turn,
                    links: t.links,
                    used_this_turn: t.used_this_turn,
                    lasting: t.lasting,
                })
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

fuda_kernel::scenario_keys! {
    /// Digimon's own `[expect]` keys.
    pub struct DigimonExpect {
        /// Memory from player 1's side (1-4-2-3).
        "memory-p1" => memory_p1: i8,
    }
}

fuda_kernel::scenario_keys! {
    /// Digimon's own `[[expect.card]]` keys: the card's 1体 (it must be the top card in an area).
    pub struct DigimonCardKeys {
        /// Its 1体's DP.
        "dp" => dp: i32,
        /// Its 1体 is suspended (4-11).
        "suspended" => suspended: bool,
        /// How many sources its 1体 has.
        "sources" => sources: usize,
        /// Its 1体 has this keyword (e.g. "blocker").
        "has" => has: String,
        /// Its 1体 lacks this keyword.
        "lacks" => lacks: String,
    }
}

/// The words this game's option labels put right before a card's name (docs/scenarios.md lists
/// the labels): a scenario label starting with one of them must name a card it knows.
pub const CARD_VERBS: &[&str] = &[
    "Play",
    "Use",
    "Activate",
    "Choose",
    "Attack with",
    "Block with",
    "Digivolve",
    "DNA digivolve",
    "Burst digivolve",
    "App Fuse",
    "Link",
    "Trash",
    "Move",
];
