//! The search agent never peeks: given the same view, it answers the same whatever the cards
//! hidden from it are. Each position of a seeded random game is copied with the hidden cards
//! moved (the opponent's hand traded with its deck, the searching seat's own deck and security
//! reordered); the seat's view of both is the same, and `mcts` with the same seed must give
//! the same answer in both.

use fuda_ai::{Agent, Budget, MctsAgent};
use fuda_digimon::DigimonGame;
use fuda_kernel::objects::CardObject;
use fuda_kernel::{Game, GameRng, Seat};
use fuda_ninjaslayer::NinjaSlayerGame;
use std::path::Path;

fn data(game: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data").join(game)
}

/// Trades the physical cards of `a` and `b` pairwise, leaving each slot's object id in place,
/// as a different shuffle would have.
fn trade<D: Copy>(a: &mut [CardObject<D>], b: &mut [CardObject<D>]) {
    for (x, y) in a.iter_mut().zip(b.iter_mut()) {
        std::mem::swap(&mut x.def, &mut y.def);
        std::mem::swap(&mut x.instance, &mut y.instance);
    }
}

/// Plays `game` at random and, at every decision with a choice among the first `positions`,
/// checks that `mcts` answers the same in the game and in `moved(game)`, which must look the
/// same to the deciding seat and differ in its hidden cards. Returns how many positions it
/// checked.
fn check<G: Game + Clone>(mut game: G, positions: usize, moved: impl Fn(&G, Seat) -> G) -> usize {
    let mut rng = GameRng::new(5);
    let mut checked = 0;
    while let Some(seat) = game.decider() {
        if checked == positions {
            break;
        }
        let n = game.option_count();
        if n > 1 && rng.below(3) == 0 {
            let other = moved(&game, seat);
            assert_eq!(other.view(seat), game.view(seat), "the moved cards were hidden from {seat}");
            assert_ne!(other.state_hash(), game.state_hash(), "the copy's hidden cards differ");
            let answer = MctsAgent::new(Budget::Iterations(150), 11).choose(&game);
            let answer_moved = MctsAgent::new(Budget::Iterations(150), 11).choose(&other);
            assert_eq!(answer, answer_moved, "turn {}: {seat} answered from cards it cannot see", game.turn());
            checked += 1;
        }
        game.answer(game.decider().expect("a decision is pending"), rng.below(n)).expect("offered");
    }
    checked
}

#[test]
fn digimon_search_answers_the_same_whatever_the_hidden_cards() {
    let (db, decks) = fuda_digimon::cards::load::load_set(&data("digimon")).expect("the demo set loads");
    let state = fuda_digimon::setup::new_game(db, [&decks[0], &decks[1]], 3).expect("legal demo decks");
    let checked = check(DigimonGame { state }, 12, |game, seat| {
        let mut other = game.clone();
        let [first, second] = &mut other.state.players.0;
        let (mine, theirs) = if seat == Seat(0) { (first, second) } else { (second, first) };
        let hand = theirs.hand.len().min(theirs.deck.len());
        trade(&mut theirs.hand[..hand], &mut theirs.deck[..hand]);
        mine.deck.reverse();
        let security = mine.security.len().min(mine.deck.len());
        trade(&mut mine.security[..security], &mut mine.deck[..security]);
        other
    });
    assert_eq!(checked, 12, "the game had enough decisions with a choice");
}

#[test]
fn ninja_slayer_search_answers_the_same_whatever_the_hidden_cards() {
    use fuda_ninjaslayer::setup::Format;
    let (db, decks) = fuda_ninjaslayer::cards::load::load_set(&data("ninjaslayer")).expect("the demo set loads");
    let pair = [&decks[0], &decks[1]];
    let state = fuda_ninjaslayer::setup::new_game(db, pair, 3, Format::of(pair)).expect("legal demo decks");
    let checked = check(NinjaSlayerGame { state }, 12, |game, seat| {
        let mut other = game.clone();
        let theirs = &mut other.state.players[1 - seat.index()];
        let hand = theirs.hand.len().min(theirs.deck.len());
        trade(&mut theirs.hand[..hand], &mut theirs.deck[..hand]);
        other.state.players[seat.index()].deck.reverse();
        other
    });
    assert_eq!(checked, 12, "the game had enough decisions with a choice");
}
