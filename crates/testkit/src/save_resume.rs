//! A saved game resumes: at seeded points of every playout the game is saved ([`Game::save`])
//! and read back ([`Subject::load`]); the copy has the same hash, decision and views, and
//! carries on with the recorded answers to the same end, hash for hash. A field neither saved
//! nor rebuilt on loading shows here as a divergence, sooner or later.

use crate::Subject;
use crate::play::{each_seed, record};
use crate::replay::follow;
use fuda_kernel::{Game, GameRng, Seat};

/// How many times each playout is saved and resumed.
const RESUMES: usize = 3;

/// `game` saved and read back, checked against it.
fn resumed(subject: &dyn Subject, game: &dyn Game) -> Result<Box<dyn Game>, String> {
    let saved = game.save();
    let copy = subject.load(&saved).map_err(|e| format!("the saved game does not load: {e}"))?;
    if copy.state_hash() != game.state_hash() {
        return Err("the loaded game hashes differently".into());
    }
    if copy.decision() != game.decision() {
        return Err(format!("the loaded game asks {:?}, the saved one {:?}", copy.decision(), game.decision()));
    }
    if let Some(seat) = Seat::all(game.seat_count()).find(|&s| copy.view(s) != game.view(s)) {
        return Err(format!("the loaded game shows {seat} another view"));
    }
    Ok(copy)
}

/// Plays `games` seeded games, then each again from its seed with the same answers, saving and
/// resuming it at a few seeded points: the same hashes, decisions and views to the same end.
pub fn saved_games_resume(subject: &dyn Subject, games: u64) -> Result<(), String> {
    each_seed(games, |seed| {
        let played = record(subject.start(seed).as_mut(), seed)?;
        let mut rng = GameRng::new(seed ^ 0x5a7e);
        let points: Vec<usize> = (0..RESUMES).map(|_| rng.below(played.answers.len().max(1))).collect();
        let mut game = subject.start(seed);
        game.set_logging(false);
        follow(game, &played, |game, i| {
            if points.contains(&i) {
                *game = resumed(subject, game.as_ref()).map_err(|e| format!("saved before answer {}: {e}", i + 1))?;
            }
            Ok(())
        })
        .map_err(|e| format!("resumed at answers {points:?}: {e}"))
    })
}
