//! Driving a game through the kernel's trait the way the CLI does, for the targets that start
//! games from what they read.

use fuda_kernel::{Game, GameRng};
use proptest::test_runner::TestCaseError;

/// Plays up to `answers` seeded random answers; each offered option must be accepted.
pub fn random_answers(game: &mut dyn Game, answers: usize, seed: u64) -> Result<(), TestCaseError> {
    let mut rng = GameRng::new(seed);
    for _ in 0..answers {
        let n = game.option_count();
        let Some(seat) = game.decider().filter(|_| n > 0) else {
            break;
        };
        let pick = rng.below(n);
        game.answer(seat, pick).map_err(|e| TestCaseError::fail(format!("offered option {pick} refused: {e}")))?;
    }
    Ok(())
}
