//! The Ninja Slayer tables of a scenario file: `[setup]` and the Ninja Slayer keys of
//! `[expect]` and `[[expect.card]]`.

use fuda_kernel::scenario::CardRef;
use serde::Deserialize;

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

/// A card in a zone with states: `"ID"` or `{ card, as, tapped, damage, face-down, … }`.
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
    /// A character's abilities with a per-turn limit that already triggered this turn (1209.3),
    /// by their number in the card's ability list (1 for the first), once per time.
    pub triggered_this_turn: Vec<u8>,
    /// Effects on a character that last (1213): a Karate and durability change until the end of
    /// the turn, for one.
    pub lasting: Vec<LastingSetup>,
}

/// A lasting change to a character's numbers, given before the scenario starts (1213, 1303).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct LastingSetup {
    /// Karate added (negative to subtract).
    #[serde(default)]
    pub karate: i32,
    /// Durability added.
    #[serde(default)]
    pub durability: i32,
    /// How long (default `"this-turn"`).
    #[serde(default)]
    pub until: LastingUntil,
}

/// How long a [`LastingSetup`] lasts.
#[derive(Clone, Copy, Debug, Deserialize, Default, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum LastingUntil {
    /// このターン: until the end of the turn (505.3b).
    #[default]
    ThisTurn,
    /// このイクサ: until the end of the ikusa (706.8a).
    ThisIkusa,
    /// For the rest of the game (1213.8).
    Permanent,
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
    #[serde(default)]
    triggered_this_turn: Vec<u8>,
    #[serde(default)]
    lasting: Vec<LastingSetup>,
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
            Either::Id(id) => Placed {
                card: CardRef::Id(id),
                tapped: false,
                damage: 0,
                face_down: false,
                triggered_this_turn: Vec::new(),
                lasting: Vec::new(),
            },
            Either::Table(t) => Placed {
                card: CardRef::Named { card: t.card, alias: t.alias },
                tapped: t.tapped,
                damage: t.damage,
                face_down: t.face_down,
                triggered_this_turn: t.triggered_this_turn,
                lasting: t.lasting,
            },
        })
    }
}

fuda_kernel::scenario_keys! {
    /// Ninja Slayer's own `[expect]` keys.
    pub struct NsExpect {
        /// How many items the Kotodama space holds (310).
        "space" => space: usize,
    }
}

fuda_kernel::scenario_keys! {
    /// Ninja Slayer's own `[[expect.card]]` keys: the states of the card where it is.
    pub struct NsCardKeys {
        /// Tapped (field or Ether zone), 303.1.
        "tapped" => tapped: bool,
        /// Damage taken (a character), 1102.4b.
        "damage" => damage: i32,
        /// Karate now (a character).
        "karate" => karate: i32,
        /// Durability now (a character).
        "durability" => durability: i32,
        /// Face up (a Damage-zone card), 303.2a.
        "face-up" => face_up: bool,
    }
}

/// The words this game's option labels put right before a card's name (docs/scenarios.md lists
/// the labels): a scenario label starting with one of them must name a card it knows.
pub const CARD_VERBS: &[&str] = &[
    "Target",
    "Enter",
    "Aisatsu with",
    "Aisatsu",
    "Activate",
    "Recover",
    "Discard",
    "Reveal",
    "Interrupt with",
    "Take",
    "Put",
    "Keep",
    "Ambush",
    "Apply",
    "Kill",
];
