//! The uniform random agent.

use crate::Agent;
use fuda_kernel::{Game, GameRng};

/// Picks uniformly at random among the offered options, from its own seeded RNG.
pub struct RandomAgent {
    rng: GameRng,
}

impl RandomAgent {
    /// A random agent with its own seed.
    pub fn new(seed: u64) -> Self {
        RandomAgent { rng: GameRng::new(seed) }
    }
}

impl Agent for RandomAgent {
    fn choose(&mut self, game: &dyn Game) -> usize {
        let n = game.option_count();
        if n <= 1 { 0 } else { self.rng.below(n) }
    }

    fn name(&self) -> String {
        "random".into()
    }
}
