//! Keeps a searching agent out of loops. Within one turn it remembers every position the agent
//! answered at, with the answer given there; at a position seen again it rules those answers
//! out while another option is open. A game whose loop has a way out (a pass, another move) is
//! thus always left, however much better the agent scores the looping answer, and the agent
//! stays deterministic: what it remembers depends only on what it saw.
//!
//! A position is what the deciding seat sees: its view and the decision. The state's own hash
//! would not do, because a state counts things no player sees (timestamps, object numbers) that
//! an action changing nothing else still moves on. Views cost more to build than a greedy
//! decision's other work, so each position is kept as a copy of the game with a cheap summary
//! (the option count and the seat's evaluation, equal whenever the positions are) and views
//! are built only for two positions whose summaries match.

use fuda_kernel::hash::stable_hash;
use fuda_kernel::{Game, Seat};

/// The answers an agent gave this turn, with the positions it gave them at.
#[derive(Default)]
pub(crate) struct LoopGuard {
    turn: u32,
    given: Vec<Given>,
}

/// One answer given this turn.
struct Given {
    summary: u64,
    /// The game as it was; its position key is worked out once another summary matches.
    game: Box<dyn Game>,
    position: Option<u64>,
    answer: usize,
}

/// One decision as the guard saw it: its summary and the answers ruled out at it.
pub(crate) struct Visit {
    summary: u64,
    position: Option<u64>,
    ruled_out: Vec<usize>,
}

impl Visit {
    /// Whether option `index` may be given.
    pub(crate) fn allows(&self, index: usize) -> bool {
        !self.ruled_out.contains(&index)
    }
}

/// What `seat` sees: its view and the decision.
fn position(game: &dyn Game, seat: Seat) -> u64 {
    stable_hash(&(game.view(seat), game.decision()))
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
        let Some(seat) = game.decider() else { return Visit { summary: 0, position: None, ruled_out: Vec::new() } };
        let summary = stable_hash(&(game.option_count(), game.evaluate(seat).to_bits()));
        let mut here = None;
        let mut ruled_out = Vec::new();
        for given in self.given.iter_mut().filter(|g| g.summary == summary) {
            let key = *here.get_or_insert_with(|| position(game, seat));
            if *given.position.get_or_insert_with(|| position(given.game.as_ref(), seat)) == key
                && !ruled_out.contains(&given.answer)
            {
                ruled_out.push(given.answer);
            }
        }
        if ruled_out.len() >= game.option_count() {
            ruled_out.clear();
        }
        Visit { summary, position: here, ruled_out }
    }

    /// Notes that `answer` was given at `visit`, whose game is `game`.
    pub(crate) fn gave(&mut self, visit: Visit, game: &dyn Game, answer: usize) {
        let mut copy = game.clone_box();
        copy.set_logging(false);
        self.given.push(Given { summary: visit.summary, game: copy, position: visit.position, answer });
    }
}
