//! Criterion benchmarks: random playouts (games per second), cloning a mid-game state, and
//! listing the options of a pending decision.

use criterion::{Criterion, criterion_group, criterion_main};
use fuda_digimon::DigimonGame;
use fuda_digimon::cards::CardDb;
use fuda_digimon::cards::load::load_set;
use fuda_digimon::setup::{DeckList, new_game};
use fuda_kernel::{Game, GameRng};
use std::hint::black_box;
use std::path::Path;
use std::sync::Arc;

fn demo() -> (Arc<CardDb>, Vec<DeckList>) {
    load_set(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/digimon")).expect("the demo set loads")
}

fn random_game(db: &Arc<CardDb>, decks: &[DeckList], seed: u64) -> DigimonGame {
    let i = seed as usize;
    let mut game = DigimonGame {
        state: new_game(db.clone(), [&decks[i % decks.len()], &decks[(i + 1) % decks.len()]], seed).expect("legal"),
    };
    game.set_logging(false);
    game
}

fn play_random(game: &mut DigimonGame, rng: &mut GameRng, max: usize) {
    let mut n = 0;
    while let Some(seat) = game.decider().filter(|_| n < max) {
        let k = game.option_count();
        game.answer(seat, rng.below(k)).expect("offered");
        n += 1;
    }
}

fn benches(c: &mut Criterion) {
    let (db, decks) = demo();
    let mut seed = 0u64;
    c.bench_function("random playout (one whole game)", |b| {
        b.iter(|| {
            seed += 1;
            let mut game = random_game(&db, &decks, seed);
            let mut rng = GameRng::new(seed);
            play_random(&mut game, &mut rng, usize::MAX);
            black_box(game.outcome())
        })
    });
    // A mid-game state: a few turns in, waiting on a main-phase decision.
    let mut mid = random_game(&db, &decks, 7);
    let mut rng = GameRng::new(7);
    play_random(&mut mid, &mut rng, 40);
    while mid.state.decision.as_ref().is_some_and(|d| d.kind != fuda_digimon::state::DecisionKind::Main) {
        play_random(&mut mid, &mut rng, 1);
    }
    assert!(mid.decider().is_some(), "the benchmark state is mid-game");
    c.bench_function("clone a mid-game state", |b| b.iter(|| black_box(mid.state.clone())));
    c.bench_function("list options (count)", |b| b.iter(|| black_box(mid.option_count())));
    c.bench_function("list options (labelled decision)", |b| b.iter(|| black_box(mid.decision())));
    c.bench_function("main-phase options from scratch", |b| {
        b.iter(|| black_box(fuda_digimon::options::main_options(&mid.state)))
    });
}

criterion_group!(engine, benches);
criterion_main!(engine);
