//! Criterion benchmarks: a random playout, cloning a mid-game state and reading its options.

use criterion::{Criterion, criterion_group, criterion_main};
use fuda_kernel::{Game, GameRng};
use fuda_ninjaslayer::NinjaSlayerGame;
use fuda_ninjaslayer::cards::load::load_set;
use fuda_ninjaslayer::setup::{Format, new_game};
use std::hint::black_box;
use std::path::Path;

fn benches(c: &mut Criterion) {
    let (db, decks) =
        load_set(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/ninjaslayer")).expect("the demo set loads");
    let start = |seed: u64| {
        let i = seed as usize;
        let pair = [&decks[i % decks.len()], &decks[(i + 1) % decks.len()]];
        let mut game = NinjaSlayerGame { state: new_game(db.clone(), pair, seed, Format::Constructed).expect("legal") };
        game.set_logging(false);
        game
    };
    let play = |game: &mut NinjaSlayerGame, rng: &mut GameRng, max: usize| {
        for _ in 0..max {
            if game.decider().is_none() {
                break;
            }
            let k = game.option_count();
            game.answer(rng.below(k)).expect("offered");
        }
    };
    let mut seed = 0u64;
    c.bench_function("ninjaslayer: random playout (one whole game)", |b| {
        b.iter(|| {
            seed += 1;
            let mut game = start(seed);
            play(&mut game, &mut GameRng::new(seed), usize::MAX);
            black_box(game.outcome())
        })
    });
    let mut mid = start(7);
    play(&mut mid, &mut GameRng::new(7), 500);
    assert!(mid.decider().is_some(), "the benchmark state is mid-game");
    c.bench_function("ninjaslayer: clone a mid-game state", |b| b.iter(|| black_box(mid.state.clone())));
    c.bench_function("ninjaslayer: count options", |b| b.iter(|| black_box(mid.option_count())));
    c.bench_function("ninjaslayer: labelled decision", |b| b.iter(|| black_box(mid.decision())));
}

criterion_group!(engine, benches);
criterion_main!(engine);
