//! fuda-ai: agents that play any game through the kernel's [`Game`] trait.

use fuda_kernel::{Game, GameRng};
use std::fmt;
use std::str::FromStr;

/// An agent picks an option index for the decision the game is waiting on.
pub trait Agent: Send {
    /// The option to answer with; the game must have a pending decision.
    fn choose(&mut self, game: &dyn Game) -> usize;
    /// The agent's name as written on the command line.
    fn name(&self) -> String;
}

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

/// The agents that can be named on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AgentKind {
    /// [`RandomAgent`].
    Random,
}

impl FromStr for AgentKind {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "random" => Ok(AgentKind::Random),
            other => Err(format!("unknown agent {other:?}: expected one of: random")),
        }
    }
}

impl fmt::Display for AgentKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentKind::Random => write!(f, "random"),
        }
    }
}

impl AgentKind {
    /// A new agent of this kind with its own seed.
    pub fn build(self, seed: u64) -> Box<dyn Agent> {
        match self {
            AgentKind::Random => Box::new(RandomAgent::new(seed)),
        }
    }
}
