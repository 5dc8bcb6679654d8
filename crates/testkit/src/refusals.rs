//! Illegal answers are refused and change nothing: an index past the offered options, an answer
//! from a seat that is not deciding, any answer once the game is over. The state hash before
//! and after each refusal is compared.

use crate::Subject;
use crate::play::{answers_rng, each_seed, play_out};
use fuda_kernel::{Game, GameRng, Seat};

/// How often a playout stops to try illegal answers: every this many answers.
const EVERY: usize = 7;

/// `game.answer(seat, index)` must be refused with the state unchanged.
fn refused(game: &mut dyn Game, seat: Seat, index: usize, what: &str) -> Result<(), String> {
    let before = game.state_hash();
    if game.answer(seat, index).is_ok() {
        return Err(format!("{what} (option {index} from {seat}) was accepted"));
    }
    if game.state_hash() != before {
        return Err(format!("{what} (option {index} from {seat}) was refused but changed the state"));
    }
    Ok(())
}

/// Plays `games` seeded games, trying `illegal(game, rng)` at the start and every few answers,
/// and after the end an answer from every seat.
fn with_illegal_answers(
    subject: &dyn Subject,
    games: u64,
    illegal: fn(&mut dyn Game, &mut GameRng) -> Result<(), String>,
) -> Result<(), String> {
    each_seed(games, |seed| {
        let mut game = subject.start(seed);
        game.set_logging(false);
        let mut rng = GameRng::new(seed);
        illegal(game.as_mut(), &mut rng).map_err(|e| format!("before the first answer: {e}"))?;
        play_out(game.as_mut(), &mut answers_rng(seed), |game, step| {
            if step % EVERY != 0 || game.decider().is_none() {
                return Ok(());
            }
            illegal(game, &mut rng).map_err(|e| format!("after answer {step}: {e}"))
        })?;
        Seat::all(game.seat_count()).try_for_each(|seat| refused(game.as_mut(), seat, 0, "an answer after the end"))
    })
}

/// In `games` seeded games the deciding seat answers, every few answers, with indices that were
/// not offered (just past the options, and further): each is refused with the state unchanged.
pub fn unoffered_answers_are_refused(subject: &dyn Subject, games: u64) -> Result<(), String> {
    with_illegal_answers(subject, games, |game, rng| {
        let (seat, offered) = (crate::play::decider(game), game.option_count());
        refused(game, seat, offered, "an unoffered option")?;
        refused(game, seat, offered + 1 + rng.below(1000), "an unoffered option")
    })
}

/// In `games` seeded games every seat but the deciding one answers, every few answers, with an
/// offered index: each is refused with the state unchanged.
pub fn other_seats_answers_are_refused(subject: &dyn Subject, games: u64) -> Result<(), String> {
    with_illegal_answers(subject, games, |game, rng| {
        let decider = crate::play::decider(game);
        let index = rng.below(game.option_count().max(1));
        decider
            .others(game.seat_count())
            .try_for_each(|seat| refused(game, seat, index, "an answer from a seat that is not deciding"))
    })
}
