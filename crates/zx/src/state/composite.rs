//! A composite Z/X of 世界再創生 (1127.2, 1007.5) leaving the squares splits, as 911–915 split
//! every composite: the leading half goes where it is sent, and the other half, which no rule
//! sends anywhere, goes to its owner's trash (docs/zx/rulings.md).

use super::{Unit, ZxState};
use crate::rules;

impl ZxState {
    /// The composite `unit` leaves its square: its other half goes to its owner's trash.
    pub(super) fn composite_split(&mut self, unit: &Unit) {
        let Some(at) = self.keywords.composites.iter().position(|c| c.unit == unit.card.id) else { return };
        let link = self.keywords.composites.remove(at);
        let other = self.renew(link.other);
        self.player_mut(other.owner).trash.push(other);
        self.note(rules::COMPOSITE, |s| {
            format!(
                "{} leaves the squares: its other half {} goes to the trash",
                s.name_of(&unit.card),
                s.name_of(&other)
            )
        });
    }
}
