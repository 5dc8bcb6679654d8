//! The replacement guard: each replacement or interrupting effect applies at most once to one
//! event, so replacements cannot loop or apply twice to the same thing.

use serde::{Deserialize, Serialize};

/// Remembers which (effect, event) pairs have already applied.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ReplacementGuard<E, V> {
    applied: Vec<(E, V)>,
}

impl<E, V> Default for ReplacementGuard<E, V> {
    fn default() -> Self {
        ReplacementGuard { applied: Vec::new() }
    }
}

impl<E: PartialEq + Clone, V: PartialEq + Clone> ReplacementGuard<E, V> {
    /// Records that `effect` applies to `event`; false if it already did.
    pub fn try_apply(&mut self, effect: &E, event: &V) -> bool {
        if self.has_applied(effect, event) {
            return false;
        }
        self.applied.push((effect.clone(), event.clone()));
        true
    }

    /// Whether `effect` has already applied to `event`.
    pub fn has_applied(&self, effect: &E, event: &V) -> bool {
        self.applied.iter().any(|(e, v)| e == effect && v == event)
    }

    /// Forgets everything recorded for `event` once it has finished.
    pub fn finish(&mut self, event: &V) {
        self.applied.retain(|(_, v)| v != event);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn once_per_event() {
        let mut g = ReplacementGuard::default();
        assert!(g.try_apply(&1u8, &"delete #4"));
        assert!(!g.try_apply(&1u8, &"delete #4"), "the same effect cannot interrupt the same event twice");
        assert!(g.try_apply(&2u8, &"delete #4"));
        g.finish(&"delete #4");
        assert!(g.try_apply(&1u8, &"delete #4"), "a finished event frees the guard");
    }
}
