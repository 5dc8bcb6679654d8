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

/// One-ply lookahead: tries every option on a copy of the game and keeps the one whose result
/// the game's evaluation (`Game::evaluate`) scores best for the deciding seat; ties are broken
/// by its own seeded RNG. It reads the copy's evaluation only, which looks at what the seat may
/// know, but the copy itself plays on with the real hidden cards (a draw, a security check):
/// the information-set search of `mcts` is the agent that never peeks.
pub struct GreedyAgent {
    rng: GameRng,
}

impl GreedyAgent {
    /// A greedy agent with its own seed.
    pub fn new(seed: u64) -> Self {
        GreedyAgent { rng: GameRng::new(seed) }
    }
}

impl Agent for GreedyAgent {
    fn choose(&mut self, game: &dyn Game) -> usize {
        let n = game.option_count();
        let Some(seat) = game.decider() else { return 0 };
        if n <= 1 {
            return 0;
        }
        let mut best = Vec::new();
        let mut best_score = f64::NEG_INFINITY;
        for i in 0..n {
            let mut copy = game.clone_box();
            copy.set_logging(false);
            if copy.answer(i).is_err() {
                continue;
            }
            let score = copy.evaluate(seat);
            if score > best_score {
                best_score = score;
                best.clear();
            }
            if score >= best_score {
                best.push(i);
            }
        }
        match best.len() {
            0 => 0,
            1 => best[0],
            k => best[self.rng.below(k)],
        }
    }

    fn name(&self) -> String {
        "greedy".into()
    }
}

/// The agents that can be named on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AgentKind {
    /// [`RandomAgent`].
    Random,
    /// [`GreedyAgent`].
    Greedy,
}

impl FromStr for AgentKind {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "random" => Ok(AgentKind::Random),
            "greedy" => Ok(AgentKind::Greedy),
            other => Err(format!("unknown agent {other:?}: expected one of: random, greedy")),
        }
    }
}

impl fmt::Display for AgentKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentKind::Random => write!(f, "random"),
            AgentKind::Greedy => write!(f, "greedy"),
        }
    }
}

impl AgentKind {
    /// A new agent of this kind with its own seed.
    pub fn build(self, seed: u64) -> Box<dyn Agent> {
        match self {
            AgentKind::Random => Box::new(RandomAgent::new(seed)),
            AgentKind::Greedy => Box::new(GreedyAgent::new(seed)),
        }
    }
}
