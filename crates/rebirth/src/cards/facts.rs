//! What the rules ask of a card at every check timing and every event, read once from the
//! card data: whether it is a partner (10.3.7 searches every zone for one), whether it has
//! abilities at all, and in which zones its abilities work (9.4.4): any of them, its continuous
//! abilities that change information (9.10 asks at every read of a character's information),
//! those that take abilities away (9.10.1.2, asked at every event), its auto abilities (9.8,
//! asked at every event and check timing) and its activated ones (9.7). Reading a small table
//! instead of each card's definition keeps random playouts fast.

use super::{CardDb, CardDef};
use crate::cards::ability::{Ability, Kind, Static, Trigger, Zone, valid_in};
use fuda_kernel::catalog::CardIdx;

/// Facts about every definition of a card database, indexed like it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardFacts {
    /// The facts of each definition.
    defs: Vec<DefFacts>,
    /// The zones some ability of the database is tagged for, one bit each.
    tagged_zones: u16,
}

/// The facts of one definition: bits, and the zones where its abilities work (9.4.4), one bit
/// each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct DefFacts {
    bits: u8,
    /// Some continuous ability that changes information (9.10.1) works there: a replacement
    /// (9.11) changes none.
    continuous: u16,
    /// Some continuous ability that takes abilities away works there.
    takes: u16,
    /// Some continuous ability that may lower a DEF (5.17) works there.
    lowers_def: u16,
    /// Some auto ability that triggers on events (9.1.1.2) works there.
    auto: u16,
    /// Some state trigger (9.8.6) works there.
    state: u16,
    /// Some activated ability (9.1.1.1) works there.
    activated: u16,
}

const PARTNER: u8 = 1;
const ABILITIES: u8 = 2;

/// Every zone an ability can work in.
const ZONES: [Zone; 11] = [
    Zone::Deck,
    Zone::Hand,
    Zone::Entry,
    Zone::Member,
    Zone::Energy,
    Zone::Rebirth,
    Zone::Retire,
    Zone::Waiting,
    Zone::Memory,
    Zone::Removed,
    Zone::Playing,
];

fn bit(zone: Zone) -> u16 {
    1 << zone as u16
}

impl CardFacts {
    /// The facts of every definition of `db`.
    pub fn of(db: &CardDb) -> CardFacts {
        let defs = db.iter().map(|(_, def)| facts_of(def)).collect();
        let tags = db.iter().flat_map(|(_, def)| def.abilities.iter().filter_map(|a| a.zone));
        CardFacts { defs, tagged_zones: tags.fold(0, |all, zone| all | bit(zone)) }
    }

    /// Whether the definition is a partner (2.3.1).
    pub fn is_partner(&self, def: CardIdx) -> bool {
        self.has(def, PARTNER)
    }

    /// Whether the definition has any ability (9.1).
    pub fn has_abilities(&self, def: CardIdx) -> bool {
        self.has(def, ABILITIES)
    }

    /// Whether some continuous ability of the definition that changes a card's information
    /// (9.10.1) works in `zone`.
    pub fn continuous_in(&self, def: CardIdx, zone: Zone) -> bool {
        self.get(def).continuous & bit(zone) != 0
    }

    /// Whether some continuous ability of the definition that takes abilities away works in
    /// `zone` (9.10.1.2).
    pub fn takes_abilities_in(&self, def: CardIdx, zone: Zone) -> bool {
        self.get(def).takes & bit(zone) != 0
    }

    /// Whether some continuous ability of the definition that may lower a DEF works in `zone`
    /// (5.17): its DEF change is not a sum that can never be negative.
    pub fn lowers_def_in(&self, def: CardIdx, zone: Zone) -> bool {
        self.get(def).lowers_def & bit(zone) != 0
    }

    /// Whether some auto ability of the definition that triggers on events works in `zone`
    /// (9.1.1.2, 9.4.4).
    pub fn auto_in(&self, def: CardIdx, zone: Zone) -> bool {
        self.get(def).auto & bit(zone) != 0
    }

    /// Whether some state trigger of the definition works in `zone` (9.8.6).
    pub fn state_trigger_in(&self, def: CardIdx, zone: Zone) -> bool {
        self.get(def).state & bit(zone) != 0
    }

    /// Whether some activated ability of the definition works in `zone` (9.1.1.1).
    pub fn activated_in(&self, def: CardIdx, zone: Zone) -> bool {
        self.get(def).activated & bit(zone) != 0
    }

    /// Whether some ability of the database is tagged for `zone` (9.4.4).
    pub fn tagged(&self, zone: Zone) -> bool {
        self.tagged_zones & bit(zone) != 0
    }

    fn get(&self, def: CardIdx) -> DefFacts {
        self.defs.get(usize::from(def)).copied().unwrap_or_default()
    }

    fn has(&self, def: CardIdx, bit: u8) -> bool {
        self.get(def).bits & bit != 0
    }
}

fn facts_of(def: &CardDef) -> DefFacts {
    let partner = if def.is_partner() { PARTNER } else { 0 };
    let abilities = if def.abilities.is_empty() { 0 } else { ABILITIES };
    let effects = |a: &Ability, which: fn(&Static) -> bool| match &a.kind {
        Kind::Continuous(c) => c.effects.iter().any(which),
        _ => false,
    };
    let zones = |which: &dyn Fn(&Ability) -> bool| {
        ZONES
            .iter()
            .filter(|&&z| def.abilities.iter().any(|a| which(a) && valid_in(def, a, z)))
            .fold(0, |m, &z| m | bit(z))
    };
    DefFacts {
        bits: partner | abilities,
        continuous: zones(&|a| effects(a, |e| !matches!(e, Static::Replace { .. } | Static::DeckAnyNumber))),
        takes: zones(&|a| effects(a, |e| matches!(e, Static::LoseAbilities { .. }))),
        // Counts are never negative (9.10.1.4 adds them).
        lowers_def: zones(&|a| {
            effects(a, |e| match e {
                Static::Modify { def, .. } => !def.never_negative(&|_| true),
                _ => false,
            })
        }),
        auto: zones(&|a| matches!(a.kind, Kind::Auto { trigger: Trigger::On(_) | Trigger::Spark, .. })),
        state: zones(&|a| matches!(a.kind, Kind::Auto { trigger: Trigger::State(_), .. })),
        activated: zones(&|a| matches!(a.kind, Kind::Activated { .. })),
    }
}
