//! The Reバース tables of a scenario file: `[setup]` and the Reバース keys of `[expect]` and
//! `[[expect.card]]`. docs/rebirth/cards.md documents them.

use fuda_kernel::scenario::CardRef;
use serde::Deserialize;

fn two() -> u32 {
    2
}

/// Where the scenario starts.
#[derive(Clone, Copy, Debug, Deserialize, Default, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Start {
    /// The turn player's main phase, after its start (7.4.2).
    #[default]
    Main,
    /// The start of the turn: the standby phase (7.2).
    Standby,
    /// The attack phase's first start step (8.2).
    Attack,
    /// The end phase (7.6).
    End,
    /// A new game (6.2): each player's `deck` is the whole deck list, partners included.
    NewGame,
}

/// A format as `[setup]` names it (12.1.1).
#[derive(Clone, Copy, Debug, Deserialize, Default, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum FormatName {
    /// The base game (1.1.1).
    #[default]
    TwoPlayer,
    /// ランブル (12.6).
    Rumble,
    /// サークル (12.7).
    Circle,
    /// ダブルチーム (12.8): players 1 and 2 against 3 and 4.
    DoubleTeam,
    /// トリプルチーム (12.9): players 1 to 3 against 4 to 6.
    TripleTeam,
}

fn two_seats() -> u8 {
    2
}

/// `[setup]`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Setup {
    /// The format (two players by default).
    #[serde(default)]
    pub format: FormatName,
    /// The optional single-elimination rule of Rumble and Circle (12.6.3, 12.7.3).
    #[serde(default)]
    pub single_elimination: bool,
    /// How many players, 2 by default; up to 6.
    #[serde(default = "two_seats")]
    pub players: u8,
    /// 1 to 6.
    pub turn_player: u8,
    /// Who went first (the turn player by default).
    pub first_player: Option<u8>,
    /// The turn number (2 by default: not the first turn).
    #[serde(default = "two")]
    pub turn: u32,
    /// Where play starts.
    #[serde(default)]
    pub start: Start,
    /// The players' zones, `[setup.p1]` to `[setup.p2]`.
    #[serde(default)]
    pub p1: PlayerSetup,
    /// Player 2's zones.
    #[serde(default)]
    pub p2: PlayerSetup,
    /// Player 3's zones.
    #[serde(default)]
    pub p3: PlayerSetup,
    /// Player 4's zones.
    #[serde(default)]
    pub p4: PlayerSetup,
    /// Player 5's zones.
    #[serde(default)]
    pub p5: PlayerSetup,
    /// Player 6's zones.
    #[serde(default)]
    pub p6: PlayerSetup,
}

impl Setup {
    /// The zones of seat `k` (from 0).
    pub fn player(&self, k: usize) -> &PlayerSetup {
        [&self.p1, &self.p2, &self.p3, &self.p4, &self.p5, &self.p6][k]
    }
}

/// One player's zones; the deck and the waiting room are written top first.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PlayerSetup {
    /// Deck, top first.
    #[serde(default)]
    pub deck: Vec<CardRef>,
    /// Hand.
    #[serde(default)]
    pub hand: Vec<CardRef>,
    /// The entry: an id, or `{ card, as, damage, rest }`.
    #[serde(default)]
    pub entry: Vec<Placed>,
    /// Members: an id (the next empty slot), or `{ card, as, slot, rest }`.
    #[serde(default)]
    pub members: Vec<Placed>,
    /// The energy area: an id, or `{ card, as, rest }`.
    #[serde(default)]
    pub energy: Vec<Placed>,
    /// The Re-birth area.
    #[serde(default)]
    pub rebirth: Vec<CardRef>,
    /// The retire area.
    #[serde(default)]
    pub retire: Vec<CardRef>,
    /// The waiting room, top first.
    #[serde(default)]
    pub waiting: Vec<CardRef>,
    /// The memory area.
    #[serde(default)]
    pub memory: Vec<CardRef>,
}

/// A card with states.
#[derive(Debug)]
pub struct Placed {
    /// The card.
    pub card: CardRef,
    /// The member slot, 1 to 3.
    pub slot: Option<u8>,
    /// Rested (4.3.2.2).
    pub rest: bool,
    /// Damage (4.4.4), in the entry.
    pub damage: i32,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct PlacedTable {
    card: String,
    #[serde(rename = "as")]
    alias: Option<String>,
    slot: Option<u8>,
    #[serde(default)]
    rest: bool,
    #[serde(default)]
    damage: i32,
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
            Either::Id(id) => Placed { card: CardRef::Id(id), slot: None, rest: false, damage: 0 },
            Either::Table(t) => Placed {
                card: CardRef::Named { card: t.card, alias: t.alias },
                slot: t.slot,
                rest: t.rest,
                damage: t.damage,
            },
        })
    }
}

fuda_kernel::scenario_keys! {
    /// Reバース's own `[expect]` keys.
    pub struct RebirthExpect {
        /// Whether an attack is under way (8.2.4.3).
        "attacking" => attacking: bool,
        /// Whether the attack under way is a partner attack (8.2.4.4).
        "partner-attack" => partner_attack: bool,
        /// Whether the attack under way is blocked (8.3.3.2).
        "blocked" => blocked: bool,
        /// The first player, 1 or 2 (6.2.1.4).
        "first-player" => first_player: u8,
        /// The seats still in the game, in seat order (1.2.2, 12.4).
        "present" => present: Vec<u8>,
    }
}

fuda_kernel::scenario_keys! {
    /// Reバース's own `[[expect.card]]` keys: the states of the card where it is.
    pub struct RebirthCardKeys {
        /// Rested (entry, members, energy), 4.3.2.2.
        "rest" => rest: bool,
        /// Damage (entry), 4.4.4.
        "damage" => damage: i32,
        /// The member slot, 1 to 3 (4.5.3).
        "slot" => slot: u8,
        /// Face down (entry), 6.2.1.2.
        "face-down" => face_down: bool,
        /// The current ATK (entry, members), continuous effects applied (9.10.1).
        "atk" => atk: i32,
        /// The current DEF (entry, members), continuous effects applied (9.10.1).
        "def" => def: i32,
    }
}

/// The words this game's option labels put right before a card's name.
pub const CARD_VERBS: &[&str] = &["Put", "Play", "Set", "Attack with", "Block with", "Rest partner", "Rest energy"];
