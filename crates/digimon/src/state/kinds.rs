//! The kinds of an effect (15-2-1) as a small set, and what a 1体 is unaffected by (15-15-6):
//! values that lasting effects remember and that questions about a 1体 compare.

use crate::cards::ast::{EffectKind, Side, UnaffectedBy};
use fuda_kernel::Seat;
use serde::{Deserialize, Serialize};

/// The kinds an effect has (15-2-1): one, or two for an effect of a Tamer also treated as a
/// Digimon, whose effects are Tamer effects and Digimon effects (15-12-1-4/6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct EffectKinds(u8);

impl EffectKinds {
    /// No kind: what nothing is unaffected by.
    pub const NONE: EffectKinds = EffectKinds(0);
    /// Every kind.
    pub const ALL: EffectKinds = EffectKinds(0b111);

    /// The set of one kind.
    pub fn of(kind: EffectKind) -> EffectKinds {
        EffectKinds(match kind {
            EffectKind::Digimon => 1,
            EffectKind::Tamer => 2,
            EffectKind::Option => 4,
        })
    }

    /// This set and `kind`.
    #[must_use]
    pub fn with(self, kind: EffectKind) -> EffectKinds {
        EffectKinds(self.0 | EffectKinds::of(kind).0)
    }

    /// Whether the two sets share a kind.
    pub fn intersects(self, other: EffectKinds) -> bool {
        self.0 & other.0 != 0
    }
}

/// What a 1体 is unaffected by (15-15-6): the kinds of its own side's effects and of the
/// opponent's effects that have no effect on it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shields {
    /// Of its controller's effects.
    own: EffectKinds,
    /// Of the opponent's effects.
    opponent: EffectKinds,
}

impl Shields {
    /// Unaffected by nothing.
    pub const NONE: Shields = Shields { own: EffectKinds::NONE, opponent: EffectKinds::NONE };
    /// Unaffected by every effect of the opponent: Progress (16-38), and the reading of a 1体
    /// whose being unaffected is being judged (see `query::Field::shields`).
    pub const OPPONENT: Shields = Shields { own: EffectKinds::NONE, opponent: EffectKinds::ALL };

    /// These and what `by` adds.
    #[must_use]
    pub fn with(self, by: UnaffectedBy) -> Shields {
        let kinds = by.kind.map_or(EffectKinds::ALL, EffectKinds::of);
        let (own, opponent) = match by.side {
            Side::Own => (kinds, EffectKinds::NONE),
            Side::Opponent => (EffectKinds::NONE, kinds),
            Side::Any => (kinds, kinds),
        };
        Shields { own: EffectKinds(self.own.0 | own.0), opponent: EffectKinds(self.opponent.0 | opponent.0) }
    }

    /// Whether an effect of these kinds controlled by `by` has no effect on the 1体 of `holder`
    /// (15-15-6-1).
    pub fn block(self, holder: Seat, by: Seat, kinds: EffectKinds) -> bool {
        let side = if holder == by { self.own } else { self.opponent };
        side.intersects(kinds)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kind_and_a_side_block_only_their_effects() {
        let digimon = EffectKinds::of(EffectKind::Digimon);
        let tamer = EffectKinds::of(EffectKind::Tamer);
        let shields = Shields::NONE.with(UnaffectedBy { side: Side::Opponent, kind: Some(EffectKind::Digimon) });
        let (me, them) = (Seat(0), Seat(1));
        assert!(shields.block(me, them, digimon) && !shields.block(me, them, tamer) && !shields.block(me, me, digimon));
        // A Tamer also treated as a Digimon has both kinds: a Digimon shield stops its effects.
        assert!(shields.block(me, them, tamer.with(EffectKind::Digimon)));
        let any = Shields::NONE.with(UnaffectedBy { side: Side::Any, kind: None });
        assert!(any.block(me, me, tamer) && any.block(me, them, EffectKinds::of(EffectKind::Option)));
        assert!(!Shields::OPPONENT.block(me, me, digimon) && Shields::OPPONENT.block(me, them, digimon));
    }
}
