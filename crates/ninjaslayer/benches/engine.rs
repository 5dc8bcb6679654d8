//! Criterion benchmarks: a random playout, cloning a mid-game state and reading its options, and
//! listing the options of a hand of 2,000 cards (a listing that must grow with the hand, not faster).

use criterion::{Criterion, criterion_group, criterion_main};
use fuda_kernel::{Game, GameRng};
use fuda_ninjaslayer::NinjaSlayerGame;
use fuda_ninjaslayer::cards::load::load_set;
use fuda_ninjaslayer::setup::{Format, new_game};
use std::hint::black_box;
use std::path::Path;
use std::sync::Arc;

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
            game.answer(game.decider().expect("a decision is pending"), rng.below(k)).expect("offered");
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
    // Passing priority makes the opponent's options be listed, over its 2,000-card hand.
    let large = large_hand(&db, 2000);
    let pass = large.decision().and_then(|d| d.find("Pass")).expect("priority can be passed");
    c.bench_function("ninjaslayer: pass and list 2,000 hand cards", |b| {
        b.iter(|| {
            let mut game = large.clone();
            game.answer(game.decider().expect("a decision is pending"), pass).expect("offered");
            black_box(game.option_count())
        })
    });
}

/// The turn player's main phase with `n` demo cards in each hand and deck, built as a scenario.
fn large_hand(db: &fuda_ninjaslayer::cards::CardDb, n: usize) -> NinjaSlayerGame {
    let ids: Vec<String> = db.iter().map(|(_, def)| format!("{:?}", def.id)).collect();
    let cards =
        |offset: usize| (0..n).map(|i| ids[(i * 7 + offset) % ids.len()].clone()).collect::<Vec<_>>().join(", ");
    let source = format!(
        "game = \"ninjaslayer\"\ntitle = \"large hands\"\n[setup]\nturn-player = 1\n\
         [setup.p1]\nhand = [{}]\ndeck = [{}]\nether = [{}]\n[setup.p2]\nhand = [{}]\ndeck = [{}]\n",
        cards(0),
        cards(1),
        (0..8).map(|i| ids[i % ids.len()].clone()).collect::<Vec<_>>().join(", "),
        cards(2),
        cards(3)
    );
    let file = toml::from_str(&source).expect("the scenario parses");
    let mut game =
        NinjaSlayerGame { state: fuda_ninjaslayer::scenario::build(Arc::new(db.clone()), &file).expect("it builds") };
    game.set_logging(false);
    assert!(game.option_count() > 1, "the large hand offers entries");
    game
}

criterion_group!(engine, benches);
criterion_main!(engine);
