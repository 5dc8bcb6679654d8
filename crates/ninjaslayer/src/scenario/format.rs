//! The TOML shape of a Ninja Slayer scenario file: header, inline cards, `[setup]`, the kernel's
//! `[[step]]`s and `[expect]`.

use crate::cards::load::RawCard;
use fuda_kernel::scenario::ScenarioStep;
use serde::Deserialize;

/// A whole scenario file.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ScenarioFile {
    /// Always "ninjaslayer".
    pub game: String,
    /// What it shows.
    pub title: String,
    /// The rule numbers it pins.
    #[serde(default)]
    pub rules: Vec<String>,
    /// The seed of the game's RNG.
    #[serde(default = "one")]
    pub seed: u64,
    /// The date of the event the game is played at: the errata in force then apply (1600);
    /// without it, every erratum applies.
    pub event_date: Option<crate::cards::Date>,
    /// Cards defined for this scenario only.
    #[serde(default)]
    pub card: Vec<RawCard>,
    /// The starting position.
    pub setup: Setup,
    /// The steps.
    #[serde(default)]
    pub step: Vec<ScenarioStep>,
    /// What must hold at the end.
    #[serde(default)]
    pub expect: Expect,
}

fn one() -> u64 {
    1
}

fn two() -> u32 {
    2
}

/// Where the scenario starts.
#[derive(Clone, Copy, Debug, Deserialize, Default, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Start {
    /// The untap step of the turn (502.2).
    TurnStart,
    /// Priority in the character phase, the turn player first (503.2).
    #[default]
    CharacterPhase,
    /// The aisatsu choice (704.3).
    Aisatsu,
    /// The end phase (505).
    EndPhase,
    /// A new game (403): each player's `deck` is their whole deck list, shuffled by the seed.
    NewGame,
}

/// `[setup]`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Setup {
    /// 1 or 2.
    pub turn_player: u8,
    /// The turn number (2 by default: not the first turn).
    #[serde(default = "two")]
    pub turn: u32,
    /// Where play starts.
    #[serde(default)]
    pub start: Start,
    /// Player 1's zones.
    #[serde(default)]
    pub p1: PlayerSetup,
    /// Player 2's zones.
    #[serde(default)]
    pub p2: PlayerSetup,
}

/// One player's zones.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PlayerSetup {
    /// Hand.
    #[serde(default)]
    pub hand: Vec<CardRef>,
    /// Deck, top first.
    #[serde(default)]
    pub deck: Vec<CardRef>,
    /// Characters on the field.
    #[serde(default)]
    pub field: Vec<Placed>,
    /// Ether zone.
    #[serde(default)]
    pub ether: Vec<Placed>,
    /// Ohigan.
    #[serde(default)]
    pub ohigan: Vec<CardRef>,
    /// Damage zone.
    #[serde(default)]
    pub damage_zone: Vec<Placed>,
    /// Exclusion zone.
    #[serde(default)]
    pub exclusion: Vec<CardRef>,
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

impl CardRef {
    /// The id and the alias.
    pub fn parts(&self) -> (&str, Option<&str>) {
        match self {
            CardRef::Id(id) => (id, None),
            CardRef::Named { card, alias } => (card, alias.as_deref()),
        }
    }
}

/// A card in a zone with states: `"ID"` or `{ card, as, tapped, damage, face-down }`.
#[derive(Debug)]
pub struct Placed {
    /// The card.
    pub card: CardRef,
    /// Tapped (オジギ).
    pub tapped: bool,
    /// Damage taken (a character).
    pub damage: i32,
    /// Face down (a Damage-zone card).
    pub face_down: bool,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct PlacedTable {
    card: String,
    #[serde(rename = "as")]
    alias: Option<String>,
    #[serde(default)]
    tapped: bool,
    #[serde(default)]
    damage: i32,
    #[serde(default)]
    face_down: bool,
}

impl<'de> Deserialize<'de> for Placed {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Either {
            Id(String),
            Table(PlacedTable),
        }
        Ok(match Either::deserialize(d)? {
            Either::Id(id) => Placed { card: CardRef::Id(id), tapped: false, damage: 0, face_down: false },
            Either::Table(t) => Placed {
                card: CardRef::Named { card: t.card, alias: t.alias },
                tapped: t.tapped,
                damage: t.damage,
                face_down: t.face_down,
            },
        })
    }
}

/// `[expect]`.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Expect {
    /// `1`, `2` or `"draw"`; `"none"` for a game still going.
    pub winner: Option<toml::Value>,
    /// Rules some log line must cite.
    #[serde(default)]
    pub log_cites: Vec<String>,
    /// Player 1's counts.
    pub p1: Option<Counts>,
    /// Player 2's counts.
    pub p2: Option<Counts>,
    /// How many items the Kotodama space holds.
    pub space: Option<usize>,
    /// Aliased cards.
    #[serde(default)]
    pub card: Vec<CardExpect>,
    /// With `start = "new-game"`: the deck check must refuse the decks with a problem containing
    /// this text.
    pub illegal_deck: Option<String>,
    /// The turn player (1 or 2).
    pub turn_player: Option<u8>,
}

/// Zone sizes of one player.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Counts {
    /// Hand size.
    pub hand: Option<usize>,
    /// Deck size.
    pub deck: Option<usize>,
    /// Characters on the field.
    pub field: Option<usize>,
    /// Ether-zone cards.
    pub ether: Option<usize>,
    /// Untapped Ether-zone cards.
    pub untapped_ether: Option<usize>,
    /// Ohigan cards.
    pub ohigan: Option<usize>,
    /// Damage-zone cards.
    pub damage_zone: Option<usize>,
}

/// Where an aliased card must be, and how.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct CardExpect {
    /// The alias.
    pub alias: String,
    /// hand, deck, field, ether, ohigan, damage-zone, exclusion, check, space.
    pub zone: Option<String>,
    /// Whose zone (1 or 2).
    pub owner_zone: Option<u8>,
    /// Tapped (field or Ether zone).
    pub tapped: Option<bool>,
    /// Damage taken (a character).
    pub damage: Option<i32>,
    /// Karate now (a character).
    pub karate: Option<i32>,
    /// Durability now (a character).
    pub durability: Option<i32>,
    /// Face up (a Damage-zone card).
    pub face_up: Option<bool>,
    /// In the deck: how many cards lie above it (0 for the top).
    pub from_top: Option<usize>,
    /// Exactly the seats (1, 2) whose view identifies the card (302.2).
    pub seen_by: Option<Vec<u8>>,
}
