//! The search agent never peeks: given the same view and decision it answers the same, whatever
//! the cards hidden from it. At decisions of seeded playouts, `mcts` searches the game and a
//! copy of it with the cards hidden from the deciding seat dealt again ([`Game::determinize`]);
//! it must give the same answer in both. A copy whose decision differs (its options name cards
//! the view hides, as a search of one's deck may) tells the seat something else: such a
//! position is passed over.

use crate::Subject;
use crate::play::answers_rng;
use fuda_ai::{Agent, Budget, MctsAgent};
use fuda_kernel::GameRng;

/// The search's iterations a decision: enough that its answer depends on what it reads.
const ITERATIONS: u32 = 150;

/// Checks `positions` decisions with a choice, a third of those met in playouts of seeds 0, 1,
/// …; fails if a hundred games do not have that many.
pub fn search_never_peeks(subject: &dyn Subject, positions: usize) -> Result<(), String> {
    let mut checked = 0;
    for seed in 0..100 {
        let mut game = subject.start(seed);
        game.set_logging(false);
        let (mut answers, mut pick) = (answers_rng(seed), GameRng::new(seed));
        while let Some(seat) = game.decider() {
            if checked == positions {
                return Ok(());
            }
            let n = game.option_count();
            if n > 1 && pick.below(3) == 0 {
                let copy = game.determinize(seat, pick.next_u64());
                let at = format!("seed {seed}, turn {}", game.turn());
                if copy.view(seat) != game.view(seat) {
                    return Err(format!("{at}: the copy dealt for {seat} looks different to it"));
                }
                if copy.decision() != game.decision() {
                    game.answer(seat, answers.below(n)).map_err(|e| format!("seed {seed}: {e}"))?;
                    continue;
                }
                let answer = MctsAgent::new(Budget::Iterations(ITERATIONS), 11).choose(game.as_ref());
                let on_copy = MctsAgent::new(Budget::Iterations(ITERATIONS), 11).choose(copy.as_ref());
                if answer != on_copy {
                    return Err(format!("{at}: {seat} answered {answer}, and {on_copy} with other hidden cards"));
                }
                checked += 1;
            }
            game.answer(seat, answers.below(n)).map_err(|e| format!("seed {seed}: {e}"))?;
        }
    }
    Err(format!("a hundred games had only {checked} decisions with a choice to check"))
}
