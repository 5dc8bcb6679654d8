//! The seeded random number generator that lives inside every game state.

use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

/// ChaCha8, seeded once per game and saved with the state, so a game is reproduced from its
/// seed and answers on every machine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng {
    inner: ChaCha8Rng,
}

impl GameRng {
    /// A generator for the game with this seed.
    pub fn new(seed: u64) -> Self {
        GameRng { inner: ChaCha8Rng::seed_from_u64(seed) }
    }

    /// A uniform integer in `0..n`. `n` must be positive.
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "below(0) has no value to return");
        self.inner.random_range(0..n)
    }

    /// A uniform 64-bit number, for seeding another generator.
    pub fn next_u64(&mut self) -> u64 {
        self.inner.next_u64()
    }

    /// Shuffles `items` uniformly (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

impl Hash for GameRng {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.inner.get_seed().hash(state);
        self.inner.get_stream().hash(state);
        self.inner.get_word_pos().hash(state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence() {
        let mut a = GameRng::new(42);
        let mut b = GameRng::new(42);
        let xs: Vec<usize> = (0..20).map(|_| a.below(1000)).collect();
        let ys: Vec<usize> = (0..20).map(|_| b.below(1000)).collect();
        assert_eq!(xs, ys, "a seed fixes the sequence");
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = GameRng::new(1);
        let mut v: Vec<u32> = (0..50).collect();
        rng.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>(), "no card lost or duplicated");
        assert_ne!(v, (0..50).collect::<Vec<_>>(), "a 50-card shuffle moved something");
    }
}
