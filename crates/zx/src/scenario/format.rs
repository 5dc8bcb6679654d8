//! The Z/X tables of a scenario file: `[setup]` and the Z/X keys of `[expect]` and
//! `[[expect.card]]`. docs/zx/cards.md documents them.

use fuda_kernel::scenario::CardRef;
use serde::Deserialize;

fn two() -> u32 {
    2
}

/// Where the scenario starts.
#[derive(Clone, Copy, Debug, Deserialize, Default, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Start {
    /// The turn player's main phase, priority after PPP (506.2).
    #[default]
    Main,
    /// The start of the turn: the reboot phase (502).
    TurnStart,
    /// The ignition phase's choice (505.3), after its start.
    Ignition,
    /// The end phase (507).
    EndPhase,
    /// A new game (402): each player's `deck` is their whole deck list, Player card and Dynamis
    /// included, shuffled by the seed.
    NewGame,
}

/// `[setup]`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Setup {
    /// 1 or 2.
    pub turn_player: u8,
    /// Who went first (the turn player by default).
    pub first_player: Option<u8>,
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
    /// The date of the event the game is played at (1207.1), `YYYY-MM-DD`.
    pub date: Option<fuda_kernel::date::Date>,
    /// Whether the priority player may propose loops (1201.1a).
    #[serde(default)]
    pub loop_proposals: bool,
}

/// One player's zones; piles are written top first.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PlayerSetup {
    /// The Player card on the player square; without one, a virtual player card (1206).
    pub player_card: Option<CardRef>,
    /// Hand.
    #[serde(default)]
    pub hand: Vec<CardRef>,
    /// Deck, top first.
    #[serde(default)]
    pub deck: Vec<CardRef>,
    /// Life, top first.
    #[serde(default)]
    pub life: Vec<CardRef>,
    /// Trash, top first.
    #[serde(default)]
    pub trash: Vec<CardRef>,
    /// Charge.
    #[serde(default)]
    pub charge: Vec<CardRef>,
    /// Remove zone.
    #[serde(default)]
    pub remove: Vec<CardRef>,
    /// Dynamis, face down.
    #[serde(default)]
    pub dynamis: Vec<CardRef>,
    /// Dynamis cards face up (313.2a), after the face-down ones.
    #[serde(default)]
    pub dynamis_face_up: Vec<CardRef>,
    /// Resource: an id, or `{ card, as, sleep }`.
    #[serde(default)]
    pub resource: Vec<Placed>,
    /// Z/X on squares this player controls: `{ card, square, as, sleep, damage, forces,
    /// face-down-forces, shifts }`.
    #[serde(default)]
    pub squares: Vec<Placed>,
    /// Damage recorded but not yet dealt (907.1).
    #[serde(default)]
    pub damage: u32,
    /// The card kept face down with the Player card (401.8, 402.1b): a Z/X OB bottom half or a
    /// PL EX.
    #[serde(default)]
    pub partner: Vec<CardRef>,
}

/// A card with states: `"ID"` or `{ card, as, square, sleep, damage, forces, face-down-forces,
/// shifts }`.
#[derive(Debug)]
pub struct Placed {
    /// The card.
    pub card: CardRef,
    /// The square ("b2"), for a card on a square.
    pub square: Option<String>,
    /// Sleep (302.2).
    pub sleep: bool,
    /// Damage taken (1002.1).
    pub damage: i32,
    /// Its forces (312.3), oldest first, each face up or not (312.2a).
    pub forces: Vec<(CardRef, Face)>,
    /// The Shifts lying on it (202.8a), bottom first.
    pub shifts: Vec<CardRef>,
}

/// Which way a card lies (312.2a).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Face {
    /// 表向き.
    Up,
    /// 裏向き.
    Down,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct PlacedTable {
    card: String,
    #[serde(rename = "as")]
    alias: Option<String>,
    square: Option<String>,
    #[serde(default)]
    sleep: bool,
    #[serde(default)]
    damage: i32,
    #[serde(default)]
    forces: Vec<CardRef>,
    #[serde(default)]
    face_down_forces: Vec<CardRef>,
    #[serde(default)]
    shifts: Vec<CardRef>,
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
                square: None,
                sleep: false,
                damage: 0,
                forces: Vec::new(),
                shifts: Vec::new(),
            },
            Either::Table(t) => {
                let up = t.forces.into_iter().map(|f| (f, Face::Up));
                let forces = up.chain(t.face_down_forces.into_iter().map(|f| (f, Face::Down))).collect();
                Placed {
                    card: CardRef::Named { card: t.card, alias: t.alias },
                    square: t.square,
                    sleep: t.sleep,
                    damage: t.damage,
                    forces,
                    shifts: t.shifts,
                }
            }
        })
    }
}

fuda_kernel::scenario_keys! {
    /// Z/X's own `[expect]` keys.
    pub struct ZxExpect {
        /// How many cards Temporary holds (310).
        "temporary" => temporary: usize,
        /// Whether a battle is in progress (600).
        "battle" => battle: bool,
    }
}

fuda_kernel::scenario_keys! {
    /// Z/X's own `[[expect.card]]` keys: the states of the card where it is.
    pub struct ZxCardKeys {
        /// Sleep (a card on a square or in Resource), 302.2.
        "sleep" => sleep: bool,
        /// Damage taken (on a square), 1002.1.
        "damage" => damage: i32,
        /// Power now (a Z/X on a square), 209.
        "power" => power: i32,
        /// The square ("b2").
        "square" => square: String,
        /// The controller (on a square), 1 or 2.
        "controller" => controller: u8,
        /// Shields (on a square), 210.1.
        "shields" => shields: i32,
        /// A force lies face down (312.2a).
        "face-down" => face_down: bool,
        /// The alias of the card on a square a force is associated with (312.3).
        "force-of" => force_of: String,
        /// The races of a card on a square, its Shifts' shared once each (208, 202.8e–f).
        "races" => races: Vec<String>,
    }
}

/// The words this game's option labels put right before a card's name.
pub const CARD_VERBS: &[&str] = &[
    "Put",
    "Ignite with",
    "Play",
    "Activate",
    "First",
    "Sleep",
    "Attack with",
    "Attack",
    "Trash",
    "Target",
    "Raid with",
];
