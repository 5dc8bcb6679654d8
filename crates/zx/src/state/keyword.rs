//! The keyword abilities' part of the state (1100; their rules are in [`crate::keywords`]): what
//! they remember during a game, whether a player took damage this turn and who played Raid
//! (1131.2–1131.3), which Z/X appeared by an ignition or from Life (1133.2); and their steps
//! and choices. The records are hashed only once something is recorded, so that games without
//! these keywords keep their fingerprints.

use super::{DecisionKind, Triggered, Unit, ZxState};
use crate::board::Square;
use crate::cards::ast::gate::Gate;
use fuda_kernel::{ObjectId, Seat};
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

/// A keyword's work on the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KeywordStep {
    /// 402.1e: `seat` may put a Start Resource card of their deck into Resource.
    StartResource(Seat),
    /// 808.2: a triggered keyword ability is played.
    Play(Triggered),
}

/// A keyword's choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KeywordDecision {
    /// 402.1e: which Start Resource card, if any, goes into Resource.
    StartResource,
    /// 1130.2: whether the Color Break Z/X `source` goes to the trash.
    ColorBreakTrash {
        /// The Z/X with Color Break, on a square.
        source: ObjectId,
    },
    /// 1130.2: which Color Break Z/X of the trash appears on `square`.
    ColorBreakPick {
        /// The square the trashed Z/X was on.
        square: Square,
    },
    /// 1131.2: the normal square without Z/X the raiding card appears on.
    RaidSquare {
        /// The hand card.
        card: ObjectId,
    },
}

impl ZxState {
    /// The player choosing a card of their own deck now, who looks at it (402.1e).
    pub fn searching_deck(&self) -> Option<Seat> {
        let d = self.decision.as_ref()?;
        matches!(d.kind, DecisionKind::Keyword(KeywordDecision::StartResource)).then_some(d.seat)
    }

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
        }
    }
}
