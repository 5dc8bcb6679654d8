//! Seeded random playouts, the ground every check of the kit stands on: a game is answered at
//! random from a seed until it ends, and a game that does not end within [`ANSWER_CAP`] answers
//! is a failure. A check sees the game after every answer and may stop the playout with a
//! failure of its own.

use fuda_kernel::{Game, GameRng, Outcome, Seat};

/// No demo game comes near this many answers: a playout that reaches it fails.
pub const ANSWER_CAP: usize = 20_000;

/// What a playout did: the answers given and the state hash after each, and how it ended.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The option index given at each decision.
    pub answers: Vec<usize>,
    /// The state hash after each answer.
    pub hashes: Vec<u64>,
    /// How the game ended.
    pub outcome: Outcome,
}

/// The generator of a playout's answers for `seed` (apart from the game's own, so that a game
/// dealt from a seed is not answered from the same numbers).
pub fn answers_rng(seed: u64) -> GameRng {
    GameRng::new(seed ^ 0xa5a5_5a5a)
}

/// The seat that must answer `game` now.
///
/// # Panics
/// When the game is over: callers ask only while a decision is pending.
pub fn decider(game: &dyn Game) -> Seat {
    game.decider().expect("a decision is pending")
}

/// Plays `game` to its end with answers from `rng`, calling `after(game, n)` after the `n`th
/// answer (counted from 1). Fails when the game does not end within [`ANSWER_CAP`] answers,
/// when an offered answer is refused, when a game over has no outcome, or with `after`'s failure.
pub fn play_out<G: Game + ?Sized>(
    game: &mut G,
    rng: &mut GameRng,
    mut after: impl FnMut(&mut G, usize) -> Result<(), String>,
) -> Result<Record, String> {
    let mut answers = Vec::new();
    let mut hashes = Vec::new();
    while let Some(seat) = game.decider() {
        if answers.len() == ANSWER_CAP {
            return Err(format!("the game did not end within {ANSWER_CAP} answers (turn {})", game.turn()));
        }
        let choice = rng.below(game.option_count().max(1));
        game.answer(seat, choice)
            .map_err(|e| format!("answer {}: offered option {choice} was refused: {e}", answers.len() + 1))?;
        answers.push(choice);
        hashes.push(game.state_hash());
        after(game, answers.len())?;
    }
    let outcome = game.outcome().ok_or_else(|| "a game that asks nothing more has no outcome".to_string())?;
    Ok(Record { answers, hashes, outcome })
}

/// The playout of `seed`: `game` (just started from `seed`) answered from [`answers_rng`], with
/// logging off and nothing checked on the way.
pub fn record(game: &mut dyn Game, seed: u64) -> Result<Record, String> {
    game.set_logging(false);
    play_out(game, &mut answers_rng(seed), |_, _| Ok(()))
}

/// Gives `answers` to `game` in turn, calling `before(game, i)` before the `i`th (from 0);
/// `before` may replace the game. Fails when an answer is refused or with `before`'s failure.
pub fn replay(
    mut game: Box<dyn Game>,
    answers: &[usize],
    mut before: impl FnMut(&mut Box<dyn Game>, usize) -> Result<(), String>,
) -> Result<Box<dyn Game>, String> {
    for (i, &answer) in answers.iter().enumerate() {
        before(&mut game, i)?;
        let seat = game.decider().ok_or_else(|| format!("answer {}: the game is already over", i + 1))?;
        game.answer(seat, answer)
            .map_err(|e| format!("answer {}: recorded option {answer} was refused: {e}", i + 1))?;
    }
    Ok(game)
}

/// Runs `check` on each seed of `0..games`, naming the seed in a failure.
pub fn each_seed(games: u64, mut check: impl FnMut(u64) -> Result<(), String>) -> Result<(), String> {
    (0..games).try_for_each(|seed| check(seed).map_err(|e| format!("seed {seed}: {e}")))
}
