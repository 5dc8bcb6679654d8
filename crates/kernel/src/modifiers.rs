//! Continuous values: timestamps for "the later effect wins", and the sum-then-apply rule for
//! numeric modifiers that several games share.

use serde::{Deserialize, Serialize};

/// When a continuous effect began to apply. Later timestamps win among contradictory effects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Timestamp(pub u32);

/// Hands out increasing timestamps.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Clock {
    next: u32,
}

impl Clock {
    /// The next timestamp.
    pub fn tick(&mut self) -> Timestamp {
        let t = Timestamp(self.next);
        self.next += 1;
        t
    }
}

/// Applies numeric modifiers to a base value: the modifiers are summed first and the total is
/// applied once, then the result is kept at or above `floor`.
pub fn sum_then_apply(base: i32, modifiers: impl IntoIterator<Item = i32>, floor: i32) -> i32 {
    let total: i32 = modifiers.into_iter().sum();
    (base + total).max(floor)
}

/// Of several values set by contradictory effects, the one with the latest timestamp.
pub fn latest<T: Copy>(values: impl IntoIterator<Item = (Timestamp, T)>) -> Option<T> {
    values.into_iter().max_by_key(|(t, _)| *t).map(|(_, v)| v)
}

/// Whether an action is allowed, given permissions and prohibitions from effects: a
/// prohibition always beats a permission, whatever their timestamps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Permission {
    /// Nothing says anything: the rules decide.
    Default,
    /// An effect allows it.
    Allowed,
    /// An effect forbids it.
    Forbidden,
}

impl Permission {
    /// Combines two verdicts; `Forbidden` dominates, then `Allowed`.
    pub fn and(self, other: Permission) -> Permission {
        match (self, other) {
            (Permission::Forbidden, _) | (_, Permission::Forbidden) => Permission::Forbidden,
            (Permission::Allowed, _) | (_, Permission::Allowed) => Permission::Allowed,
            (Permission::Default, Permission::Default) => Permission::Default,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modifiers_sum_before_applying() {
        assert_eq!(sum_then_apply(5000, [3000, -2000], 0), 6000);
        assert_eq!(sum_then_apply(2000, [-3000], 0), 0, "kept at the floor");
        assert_eq!(sum_then_apply(2000, [-3000, 2000], 0), 1000, "summed first, so no early floor");
    }

    #[test]
    fn latest_wins_and_prohibition_beats_permission() {
        assert_eq!(latest([(Timestamp(2), 'b'), (Timestamp(1), 'a')]), Some('b'));
        assert_eq!(Permission::Allowed.and(Permission::Forbidden), Permission::Forbidden);
        assert_eq!(Permission::Default.and(Permission::Allowed), Permission::Allowed);
    }
}
