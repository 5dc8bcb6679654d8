//! Determinized copies ([`Game::determinize`]) of positions of seeded playouts, for each seat as
//! the observer: the observer's view is the same; dealing a copy again gives what dealing the
//! game gives (the deal depends only on what the observer knows); most copies moved a card
//! hidden from the observer (another seat sees a different view); and a copy plays on to an end
//! with every card in one place.

use crate::Subject;
use crate::cards::one_place_each;
use crate::play::{answers_rng, each_seed, play_out, record, replay};
use fuda_kernel::{Game, GameRng, Seat};

/// Checks `game.determinize(observer, seed)`; whether it moved a card hidden from `observer`
/// (another seat sees the copy differently from the game).
fn check_copy(subject: &dyn Subject, game: &dyn Game, observer: Seat, seed: u64, total: usize) -> Result<bool, String> {
    let mut copy = game.determinize(observer, seed);
    if copy.view(observer) != game.view(observer) {
        return Err(format!("{observer} sees the copy dealt for it differently from the game"));
    }
    let again = seed.wrapping_add(1);
    if copy.determinize(observer, again).state_hash() != game.determinize(observer, again).state_hash() {
        return Err(format!("dealt again for {observer}, the copy and the game differ: the deal reads hidden cards"));
    }
    let moved = Seat::all(game.seat_count()).any(|s| s != observer && copy.view(s) != game.view(s));
    one_place_each(subject, copy.as_ref(), total).map_err(|e| format!("the copy for {observer}: {e}"))?;
    play_out(copy.as_mut(), &mut answers_rng(seed), |copy, step| {
        one_place_each(subject, copy, total).map_err(|e| format!("the copy for {observer}, answer {step}: {e}"))
    })
    .map_err(|e| format!("the copy for {observer}: {e}"))?;
    Ok(moved)
}

/// For `games` seeded games, copies of a seeded position dealt for each seat hold what the
/// module says; more than half of the copies move a hidden card.
pub fn determinized_copies_keep_the_view(subject: &dyn Subject, games: u64) -> Result<(), String> {
    let (mut copies, mut moved) = (0, 0);
    each_seed(games, |seed| {
        let played = record(subject.start(seed).as_mut(), seed)?;
        let at = GameRng::new(seed).below(played.answers.len().max(1));
        let mut game = subject.start(seed);
        game.set_logging(false);
        let game = replay(game, &played.answers[..at], |_, _| Ok(()))?;
        let total = subject.physical_cards(game.as_ref()).len();
        for observer in Seat::all(game.seat_count()) {
            let found = check_copy(subject, game.as_ref(), observer, seed, total)
                .map_err(|e| format!("after answer {at}: {e}"))?;
            copies += 1;
            moved += usize::from(found);
        }
        Ok(())
    })?;
    if moved * 2 <= copies {
        return Err(format!("only {moved} of {copies} copies dealt a hidden card elsewhere"));
    }
    Ok(())
}
