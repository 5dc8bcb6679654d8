//! What the rules ask of a card at every check timing and every event, read once from the
//! card data: whether it is a partner (10.3.7 searches every zone for one), whether it has
//! abilities at all or continuous ones (9.10 asks at every read of a character's information), and which zones off the stage some ability is tagged for (9.4.4). Reading
//! a small table instead of each card's definition keeps random playouts fast.

use super::{CardDb, CardDef};
use crate::cards::ability::{Kind, Static, Zone};
use fuda_kernel::catalog::CardIdx;

/// Facts about every definition of a card database, indexed like it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardFacts {
    /// The bits below, one byte for each definition.
    bits: Vec<u8>,
    /// The zones some ability of the database is tagged for, one bit each.
    tagged_zones: u16,
}

const PARTNER: u8 = 1;
const ABILITIES: u8 = 2;
const CONTINUOUS: u8 = 4;
const TAKES_ABILITIES: u8 = 8;

impl CardFacts {
    /// The facts of every definition of `db`.
    pub fn of(db: &CardDb) -> CardFacts {
        let bits = db.iter().map(|(_, def)| bits_of(def)).collect();
        let tags = db.iter().flat_map(|(_, def)| def.abilities.iter().filter_map(|a| a.zone));
        CardFacts { bits, tagged_zones: tags.fold(0, |all, zone| all | 1 << zone as u16) }
    }

    /// Whether the definition is a partner (2.3.1).
    pub fn is_partner(&self, def: CardIdx) -> bool {
        self.has(def, PARTNER)
    }

    /// Whether the definition has any ability (9.1).
    pub fn has_abilities(&self, def: CardIdx) -> bool {
        self.has(def, ABILITIES)
    }

    /// Whether the definition has a continuous ability (9.1.1.3).
    pub fn has_continuous(&self, def: CardIdx) -> bool {
        self.has(def, CONTINUOUS)
    }

    /// Whether the definition has a continuous ability that takes abilities away (9.10.1.2).
    pub fn takes_abilities(&self, def: CardIdx) -> bool {
        self.has(def, TAKES_ABILITIES)
    }

    /// Whether some ability of the database is tagged for `zone` (9.4.4).
    pub fn tagged(&self, zone: Zone) -> bool {
        self.tagged_zones & 1 << zone as u16 != 0
    }

    fn has(&self, def: CardIdx, bit: u8) -> bool {
        self.bits.get(usize::from(def)).is_some_and(|b| b & bit != 0)
    }
}

fn bits_of(def: &CardDef) -> u8 {
    let partner = if def.is_partner() { PARTNER } else { 0 };
    let abilities = if def.abilities.is_empty() { 0 } else { ABILITIES };
    let continuous = if def.abilities.iter().any(|a| matches!(a.kind, Kind::Continuous(_))) { CONTINUOUS } else { 0 };
    let takes = def.abilities.iter().any(|a| match &a.kind {
        Kind::Continuous(c) => c.effects.iter().any(|e| matches!(e, Static::LoseAbilities { .. })),
        _ => false,
    });
    partner | abilities | continuous | if takes { TAKES_ABILITIES } else { 0 }
}
