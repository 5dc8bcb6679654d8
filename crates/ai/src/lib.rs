//! fuda-ai: agents that play any game through the kernel's [`Game`] trait: [`RandomAgent`],
//! [`GreedyAgent`] (one-ply lookahead on the game's evaluation) and [`MctsAgent`]
//! (information-set Monte Carlo tree search over determinizations), named on the command line
//! by an [`AgentKind`]. The two searching agents never answer the same way twice at one state
//! within a turn while they have another option, so a move that changes nothing cannot hold them.

mod greedy;
mod guard;
mod kind;
mod mcts;
mod random;

pub use greedy::GreedyAgent;
pub use kind::AgentKind;
pub use mcts::{Budget, MctsAgent};
pub use random::RandomAgent;

use fuda_kernel::Game;

/// An agent picks an option index for the decision the game is waiting on.
pub trait Agent: Send {
    /// The option to answer with; the game must have a pending decision.
    fn choose(&mut self, game: &dyn Game) -> usize;
    /// The agent's name as written on the command line.
    fn name(&self) -> String;
}
