//! Criterion benchmarks of the search: one `mcts:100` decision (100 determinized iterations)
//! at a mid-game decision with a choice, for each game, and one determinization.

use criterion::{Criterion, criterion_group, criterion_main};
use fuda_ai::{Agent, Budget, MctsAgent};
use fuda_kernel::{Game, GameRng, Seat};
use std::hint::black_box;
use std::path::Path;

fn data(game: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data").join(game)
}

/// `game` after `answers` random answers, then on to the next decision with a choice.
fn mid_game(mut game: Box<dyn Game>, answers: usize) -> Box<dyn Game> {
    game.set_logging(false);
    let mut rng = GameRng::new(7);
    for _ in 0..answers {
        game.answer(game.decider().expect("a decision is pending"), rng.below(game.option_count())).expect("offered");
    }
    while game.option_count() == 1 {
        game.answer(game.decider().expect("a decision is pending"), 0).expect("offered");
    }
    assert!(game.decider().is_some(), "the benchmark state is mid-game");
    game
}

fn benches(c: &mut Criterion) {
    let (db, decks) = fuda_digimon::cards::load::load_set(&data("digimon")).expect("the demo set loads");
    let state = fuda_digimon::setup::new_game(db, [&decks[0], &decks[1]], 7).expect("legal demo decks");
    let digimon = mid_game(Box::new(fuda_digimon::DigimonGame { state }), 40);
    let (db, decks) = fuda_ninjaslayer::cards::load::load_set(&data("ninjaslayer")).expect("the demo set loads");
    let pair = [&decks[0], &decks[1]];
    let format = fuda_ninjaslayer::setup::Format::of(pair);
    let state = fuda_ninjaslayer::setup::new_game(db, pair, 7, format).expect("legal demo decks");
    let ninjaslayer = mid_game(Box::new(fuda_ninjaslayer::NinjaSlayerGame { state }), 500);
    for (name, game) in [("digimon", &digimon), ("ninjaslayer", &ninjaslayer)] {
        let seat = game.decider().unwrap_or(Seat(0));
        let mut seed = 0;
        c.bench_function(&format!("{name}: determinize a mid-game state"), |b| {
            b.iter(|| {
                seed += 1;
                black_box(game.determinize(seat, seed))
            })
        });
        c.bench_function(&format!("{name}: mcts:100, one decision"), |b| {
            b.iter(|| black_box(MctsAgent::new(Budget::Iterations(100), 1).choose(game.as_ref())))
        });
    }
}

criterion_group!(search, benches);
criterion_main!(search);
