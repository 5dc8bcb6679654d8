//! A game is a function of its seed and its answers: giving a recorded playout's answers to a
//! game started from the same seed reproduces its state hash after every answer, and its end.

use crate::Subject;
use crate::play::{Record, each_seed, record, replay};
use fuda_kernel::Game;

/// Gives `played`'s answers to `game`, calling `before(game, i)` before the `i`th (from 0), which
/// may replace the game; fails at the first answer after which the hash is not the recorded
/// one, or when the game ends otherwise.
pub fn follow(
    game: Box<dyn Game>,
    played: &Record,
    mut before: impl FnMut(&mut Box<dyn Game>, usize) -> Result<(), String>,
) -> Result<(), String> {
    let diverged = |game: &dyn Game, answered: usize| match answered.checked_sub(1) {
        Some(last) if game.state_hash() != played.hashes[last] => {
            Err(format!("the hash after answer {answered} is not the recorded one"))
        }
        _ => Ok(()),
    };
    let game = replay(game, &played.answers, |game, i| {
        diverged(game.as_ref(), i)?;
        before(game, i)
    })?;
    diverged(game.as_ref(), played.answers.len())?;
    match game.outcome() {
        Some(outcome) if outcome == played.outcome => Ok(()),
        other => Err(format!("the game ended {other:?}, not {:?} as recorded", played.outcome)),
    }
}

/// Plays `games` seeded games, then each again from its seed with the same answers: the same
/// hashes after every answer, the same outcome.
pub fn replays_reproduce_hashes(subject: &dyn Subject, games: u64) -> Result<(), String> {
    each_seed(games, |seed| {
        let played = record(subject.start(seed).as_mut(), seed)?;
        let mut again = subject.start(seed);
        again.set_logging(false);
        follow(again, &played, |_, _| Ok(())).map_err(|e| format!("replayed: {e}"))
    })
}
