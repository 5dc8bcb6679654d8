//! The keyword abilities' part of the state (1100; their rules are in [`crate::keywords`]): what
//! they remember during a game, whether a player took damage this turn and who played Raid
//! (1131.2–1131.3), which Z/X appeared by an ignition or from Life (1133.2); and whether the
//! keyword gates of permanent abilities hold (1119, 1120, 1135). The records are hashed only once something is recorded, so that games without
//! these keywords keep their fingerprints.

use super::{Unit, ZxState};
use crate::cards::ast::gate::Gate;
use fuda_kernel::ObjectId;
use serde::{Deserialize, Serialize};

/// The original power an Overdrive Z/X takes (1133.2).
pub const OVERDRIVE_POWER: i32 = 15000;

/// The keyword records of one game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct KeywordRecords {
    /// A player took damage this turn (1131.2: あなたか相手がダメージを受けていた).
    pub damage_this_turn: bool,
    /// Which seats played Raid this turn (1131.3), by seat index.
    pub raided: [bool; 2],
    /// The Z/X on squares with Overdrive that appeared by an ignition or from Life (1133.2), by
    /// their identity there: a card that moves is a new object (301.4) and loses it.
    pub overdriven: Vec<ObjectId>,
    /// The original names (201.4) whose Trance each seat played this turn (1132.2).
    #[serde(default)]
    pub tranced: Vec<(fuda_kernel::Seat, String)>,
}

impl KeywordRecords {
    /// Whether nothing is recorded: the records of a game that never used these keywords.
    pub fn is_empty(&self) -> bool {
        *self == KeywordRecords::default()
    }

    /// The original power of the Z/X `id` on a square if Overdrive sets it (1133.2).
    pub fn original_power(&self, id: ObjectId) -> Option<i32> {
        self.overdriven.contains(&id).then_some(OVERDRIVE_POWER)
    }
}

impl ZxState {
    /// Whether the keyword `gate` of a permanent ability of `source`, a card on a square,
    /// enables it now (1119.2, 1120.2, 1135.2).
    pub fn gate_holds(&self, gate: &Gate, source: &Unit) -> bool {
        let yours = |u: &&Unit| u.controller == source.controller && self.def(&u.card).kind.is_zx();
        match gate {
            Gate::Session(_) => {
                let Some((at, _)) = self.unit(source.card.id) else { return false };
                self.units().any(|(sq, u)| sq.adjacent(at) && yours(&u))
            }
            Gate::Symbol(name) => {
                let named = |c: &crate::cards::Card| self.def(c).name.contains(name.as_str());
                self.units().any(|(_, u)| yours(&u) && named(&u.card))
                    || self.player(source.controller).charge.iter().any(|c| self.def(c).kind.is_zx() && named(c))
            }
            Gate::Voltage { race, kinds } => {
                let mut names: Vec<&str> = Vec::new();
                for r in &self.player(source.controller).resource {
                    let def = self.def(&r.card);
                    if def.races.contains(race) && !names.contains(&def.name.as_str()) {
                        names.push(&def.name);
                    }
                }
                names.len() >= usize::from(*kinds)
            }
            // 1136.2: the printed ability only grants; what it grants is gathered on its own.
            Gate::Sympathy(_) => false,
            Gate::AlterBreak(_) => self.markers.broken(source.card.id),
        }
    }
}
