//! The one-ply lookahead agent.

use crate::Agent;
use crate::guard::LoopGuard;
use fuda_kernel::{Game, GameRng};

/// One-ply lookahead: tries every option on a copy of the game and keeps the one whose result
/// the game's evaluation (`Game::evaluate`) scores best for the deciding seat; ties are broken
/// by its own seeded RNG. It reads the copy's evaluation only, which looks at what the seat may
/// know, but the copy itself plays on with the real hidden cards (a draw, a security check):
/// the information-set search of [`crate::MctsAgent`] is the agent that never peeks. At a state
/// it already answered at this turn it gives another answer if it has one ([`LoopGuard`]).
pub struct GreedyAgent {
    rng: GameRng,
    guard: LoopGuard,
}

impl GreedyAgent {
    /// A greedy agent with its own seed.
    pub fn new(seed: u64) -> Self {
        GreedyAgent { rng: GameRng::new(seed), guard: LoopGuard::default() }
    }
}

impl Agent for GreedyAgent {
    fn choose(&mut self, game: &dyn Game) -> usize {
        let n = game.option_count();
        let Some(seat) = game.decider() else { return 0 };
        if n <= 1 {
            return 0;
        }
        let visit = self.guard.visit(game);
        let mut best = Vec::new();
        let mut best_score = f64::NEG_INFINITY;
        for i in (0..n).filter(|&i| visit.allows(i)) {
            let mut copy = game.clone_box();
            copy.set_logging(false);
            if copy.answer(seat, i).is_err() {
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
        let answer = match best.len() {
            0 => 0,
            1 => best[0],
            k => best[self.rng.below(k)],
        };
        self.guard.gave(visit, game, answer);
        answer
    }

    fn name(&self) -> String {
        "greedy".into()
    }
}
