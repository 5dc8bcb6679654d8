//! Keeps a searching agent out of loops. Within one turn it remembers every position the agent
//! answered at, by a hash of what it saw (its seat's view and the decision), with the answers
//! given there; at a position seen again it rules those answers out while another option is
//! open. A game whose loop has a way out (a pass, another move) is thus always left, however
//! much better the agent scores the looping answer, and the agent stays deterministic: what it
//! remembers depends only on what it saw. The view, not the state's own hash, tells positions
//! apart because a game may count things no player sees (timestamps, object numbers) that an
//! action changing nothing else still moves on.

use fuda_kernel::Game;
use fuda_kernel::hash::stable_hash;
use std::collections::BTreeSet;

/// The answers an agent gave this turn, by position.
#[derive(Default)]
pub(crate) struct LoopGuard {
    turn: u32,
    given: BTreeSet<(u64, usize)>,
}

/// One decision as the guard saw it: its position and the answers ruled out at it.
pub(crate) struct Visit {
    hash: u64,
    ruled_out: Vec<usize>,
}

impl Visit {
    /// Whether option `index` may be given.
    pub(crate) fn allows(&self, index: usize) -> bool {
        !self.ruled_out.contains(&index)
    }
}

impl LoopGuard {
    /// The decision `game` waits on, with the answers already given at this very position this
    /// turn ruled out, unless that would rule out every option (then nothing is: the game
    /// offers no way out, and the agent answers as it would anyway).
    pub(crate) fn visit(&mut self, game: &dyn Game) -> Visit {
        let turn = game.turn();
        if turn != self.turn {
            self.turn = turn;
            self.given.clear();
        }
        let Some(decision) = game.decision() else { return Visit { hash: 0, ruled_out: Vec::new() } };
        let hash = stable_hash(&(game.view(decision.seat), &decision));
        let mut ruled_out: Vec<usize> = self.given.range((hash, 0)..=(hash, usize::MAX)).map(|&(_, i)| i).collect();
        if ruled_out.len() >= game.option_count() {
            ruled_out.clear();
        }
        Visit { hash, ruled_out }
    }

    /// Notes that `answer` was given at `visit`'s position.
    pub(crate) fn gave(&mut self, visit: &Visit, answer: usize) {
        self.given.insert((visit.hash, answer));
    }
}
