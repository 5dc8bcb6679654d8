//! Continuous values: timestamps for "the later effect wins", and the sum-then-apply rule for
//! numeric modifiers that several games share.

use serde::{Deserialize, Serialize};

/// When a continuous effect began to apply. Later timestamps win among contradictory effects.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
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

/// When each continuous effect began to apply. Refreshed at every point where the game
/// recomputes its continuous effects: an effect that starts applying (its card arrives, its
/// condition becomes true) gets a new timestamp; one that stops applying is forgotten, so it
/// gets a new timestamp if it applies again (15-8-2-2/3, "the later one wins").
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Since<K> {
    started: Vec<(K, Timestamp)>,
}

impl<K> Default for Since<K> {
    fn default() -> Self {
        Since { started: Vec::new() }
    }
}

impl<K: PartialEq + Clone> Since<K> {
    /// Records the effects applying now, in a fixed order; new ones get fresh timestamps.
    pub fn refresh(&mut self, active: &[K], clock: &mut Clock) {
        self.started.retain(|(k, _)| active.contains(k));
        for k in active {
            if !self.started.iter().any(|(s, _)| s == k) {
                self.started.push((k.clone(), clock.tick()));
            }
        }
    }

    /// Whether `active` is exactly the set of effects recorded, so that [`Since::refresh`] would
    /// change nothing: between most processes no continuous effect starts or stops applying.
    /// They are read one by one, each once, without being collected.
    pub fn is_current<'k>(&self, active: impl IntoIterator<Item = &'k K>) -> bool
    where
        K: 'k,
    {
        // `refresh` keeps the order effects are met in, so the one at the same place is nearly
        // always the one to look for.
        let mut count = 0;
        active.into_iter().all(|k| {
            let same_place = self.started.get(count).is_some_and(|(s, _)| s == k);
            count += 1;
            same_place || self.started.iter().any(|(s, _)| s == k)
        }) && count == self.started.len()
    }

    /// Whether no effect is recorded: [`Self::is_current`] with none applying.
    pub fn is_empty(&self) -> bool {
        self.started.is_empty()
    }

    /// When the effect began to apply, if it applies.
    pub fn get(&self, key: &K) -> Option<Timestamp> {
        self.started.iter().find(|(k, _)| k == key).map(|(_, t)| *t)
    }
}

/// Applies numeric modifiers to a base value: the modifiers are summed first and the total is
/// applied once, then the result is kept at or above `floor`.
pub fn sum_then_apply(base: i32, modifiers: impl IntoIterator<Item = i32>, floor: i32) -> i32 {
    let total: i32 = modifiers.into_iter().sum();
    (base + total).max(floor)
}

/// Of several values set by contradictory effects, the one with the latest timestamp, kept as
/// they are met, so that no list of them is needed; of equal timestamps, the one met last.
#[derive(Clone, Copy, Debug)]
pub struct Latest<T>(Option<(Timestamp, T)>);

impl<T> Latest<T> {
    /// No value yet.
    pub fn new() -> Self {
        Latest(None)
    }

    /// A value set at `since`.
    pub fn offer(&mut self, since: Timestamp, value: T) {
        if self.0.as_ref().is_none_or(|(kept, _)| since >= *kept) {
            self.0 = Some((since, value));
        }
    }

    /// The latest value, if any was offered.
    pub fn get(self) -> Option<T> {
        self.0.map(|(_, value)| value)
    }
}

impl<T> Default for Latest<T> {
    fn default() -> Self {
        Latest::new()
    }
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
    fn since_stamps_effects_when_they_start_applying() {
        let mut clock = Clock::default();
        let mut since = Since::default();
        since.refresh(&["aura"], &mut clock);
        let aura = since.get(&"aura").expect("applies");
        since.refresh(&["aura", "condition"], &mut clock);
        assert!(since.get(&"condition") > Some(aura), "an effect that starts later is later");
        since.refresh(&["condition"], &mut clock);
        since.refresh(&["condition", "aura"], &mut clock);
        assert!(since.get(&"aura") > since.get(&"condition"), "re-applying gives a new timestamp");
    }

    #[test]
    fn latest_wins_and_prohibition_beats_permission() {
        let mut value = Latest::new();
        for (since, v) in [(Timestamp(2), 'b'), (Timestamp(1), 'a')] {
            value.offer(since, v);
        }
        assert_eq!(value.get(), Some('b'));
        value.offer(Timestamp(2), 'c');
        assert_eq!(value.get(), Some('c'), "of equal timestamps, the one met last");
        assert_eq!(Permission::Allowed.and(Permission::Forbidden), Permission::Forbidden);
        assert_eq!(Permission::Default.and(Permission::Allowed), Permission::Allowed);
    }
}
