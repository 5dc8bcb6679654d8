//! Seeded random playouts over the demo decks. After every answer: each physical card is in
//! exactly one place and none is lost, a seat's view shows its own hand, an option that was not
//! offered is refused with the state unchanged; and replaying a game's answers reproduces its
//! state hashes. That no view or log leaks is the leak oracle's to check (leak.rs).

use fuda_digimon::DigimonGame;
use fuda_digimon::cards::CardDb;
use fuda_digimon::cards::load::load_set;
use fuda_digimon::setup::{DeckList, new_game};
use fuda_digimon::state::DigimonState;
use fuda_kernel::{Game, GameRng, Seat};
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;

/// No demo game comes near this many answers; hitting it fails the test.
const ANSWER_CAP: usize = 20_000;

pub fn demo() -> (Arc<CardDb>, Vec<DeckList>) {
    load_set(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/digimon")).expect("the demo set loads")
}

fn check_invariants(game: &DigimonGame, total: usize, step: usize) {
    let state = &game.state;
    // Tokens come from outside the game and leave it (4-18); every other card stays.
    let cards: Vec<_> = state.all_cards().into_iter().filter(|c| !state.def(c).token).collect();
    let instances: BTreeSet<u16> = cards.iter().map(|c| c.instance.0).collect();
    assert_eq!(cards.len(), total, "answer {step}: card count conserved");
    assert_eq!(instances.len(), total, "answer {step}: every card in exactly one place");
    let ids: BTreeSet<u32> = cards.iter().map(|c| c.id.0).collect();
    assert_eq!(ids.len(), total, "answer {step}: object ids are unique");
    // That a view identifies no hidden card is the leak oracle's to check (leak.rs).
    for seat in [Seat(0), Seat(1)] {
        let known: BTreeSet<u16> = game.view(seat).known_instances().into_iter().collect();
        for card in &state.player(seat).hand {
            assert!(known.contains(&card.instance.0), "answer {step}: {seat} sees its own hand");
        }
    }
    if game.decider().is_some() {
        assert!(game.option_count() > 0, "answer {step}: a pending decision offers at least one option");
    }
}

/// Plays one game with random answers, checking invariants; returns answers and hashes.
pub fn playout(db: &Arc<CardDb>, decks: [&DeckList; 2], seed: u64, check: bool) -> (Vec<usize>, Vec<u64>) {
    let mut game = DigimonGame { state: new_game(db.clone(), decks, seed).expect("legal demo decks") };
    game.set_logging(false);
    let total = game.state.all_cards().iter().filter(|c| !game.state.def(c).token).count();
    let mut rng = GameRng::new(seed ^ 0xa5a5);
    let mut answers = Vec::new();
    let mut hashes = Vec::new();
    while game.decider().is_some() {
        assert!(answers.len() < ANSWER_CAP, "seed {seed}: the game did not end within {ANSWER_CAP} answers");
        let n = game.option_count();
        if check && answers.len() % 7 == 0 {
            let before = game.state_hash();
            assert!(
                game.answer(game.decider().expect("a decision is pending"), n).is_err(),
                "seed {seed}: an option that was not offered is refused"
            );
            assert_eq!(game.state_hash(), before, "seed {seed}: a refused answer leaves the state unchanged");
        }
        let choice = rng.below(n);
        game.answer(game.decider().expect("a decision is pending"), choice).expect("offered options are accepted");
        answers.push(choice);
        hashes.push(game.state_hash());
        if check {
            check_invariants(&game, total, answers.len());
        }
    }
    assert!(game.outcome().is_some(), "seed {seed}: a finished game has an outcome");
    (answers, hashes)
}

/// Re-plays a recorded game. Half way through a seeded stretch of it, the state is saved as
/// JSON and read back, and the rest is re-played on the copy: a resumed game must play on
/// exactly as the original did.
fn replay(db: &Arc<CardDb>, decks: [&DeckList; 2], seed: u64, answers: &[usize], hashes: &[u64]) {
    let mut game = DigimonGame { state: new_game(db.clone(), decks, seed).expect("legal demo decks") };
    game.set_logging(false);
    let resume_at = GameRng::new(seed ^ 0x5a7e).below(answers.len().max(1));
    for (i, (a, h)) in answers.iter().zip(hashes).enumerate() {
        if i == resume_at {
            game = resumed(&game, db);
        }
        game.answer(game.decider().expect("a decision is pending"), *a).expect("recorded answers are offered again");
        assert_eq!(game.state_hash(), *h, "seed {seed}: replay diverged at answer {}", i + 1);
    }
}

/// `game` saved as JSON and read back, with what is not saved rebuilt; its hash, decision and
/// view are those of the original.
fn resumed(game: &DigimonGame, db: &Arc<CardDb>) -> DigimonGame {
    let text = serde_json::to_string(&game.state).expect("a state serialises");
    let mut state: DigimonState = serde_json::from_str(&text).expect("a saved state reads back");
    state.rebuild_unsaved(db.clone());
    let copy = DigimonGame { state };
    assert_eq!(copy.state_hash(), game.state_hash(), "the resumed state hashes the same");
    assert_eq!(copy.decision(), game.decision(), "the resumed state asks the same");
    assert_eq!(copy.view(Seat(0)), game.view(Seat(0)), "the resumed state shows the same");
    copy
}

/// How many playouts: 1,000 by default; `FUDA_PLAYOUTS=10000` for the long run.
fn playout_count() -> u64 {
    std::env::var("FUDA_PLAYOUTS").ok().and_then(|v| v.parse().ok()).unwrap_or(1000)
}

#[test]
fn random_playouts_hold_every_invariant_and_replay() {
    let (db, decks) = demo();
    for seed in 0..playout_count() {
        let i = seed as usize;
        let pair = [&decks[i % decks.len()], &decks[(i + 1) % decks.len()]];
        let (answers, hashes) = playout(&db, pair, seed, true);
        replay(&db, pair, seed, &answers, &hashes);
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// Any index past the offered options is refused, at any point of a game, with the state
    /// unchanged.
    #[test]
    fn unoffered_answers_are_refused(seed in 0u64..500, steps in 0usize..300, extra in 0usize..1000) {
        let (db, decks) = demo();
        let i = seed as usize;
        let mut game = DigimonGame { state: new_game(db, [&decks[i % decks.len()], &decks[(i + 1) % decks.len()]], seed).expect("legal") };
        let mut rng = GameRng::new(seed);
        for _ in 0..steps {
            if game.decider().is_none() {
                break;
            }
            let n = game.option_count();
            game.answer(game.decider().expect("a decision is pending"), rng.below(n)).expect("offered");
        }
        let before = game.state_hash();
        let index = game.option_count() + extra;
        let seat = game.decider().unwrap_or(Seat(0));
        proptest::prop_assert!(game.answer(seat, index).is_err());
        proptest::prop_assert_eq!(game.state_hash(), before);
        proptest::prop_assert!(game.answer(DigimonState::opponent(seat), 0).is_err(), "the other seat may not answer");
        proptest::prop_assert_eq!(game.state_hash(), before);
    }
}

/// Determinized copies (`Game::determinize`) of mid-game positions: the observer's view is the
/// same, every card is still in exactly one place, something hidden did move, and the copy plays
/// on to an end holding every invariant.
#[test]
fn determinized_copies_keep_the_view_and_play_on() {
    let (db, decks) = demo();
    let mut moved = 0;
    for seed in 0..60u64 {
        let i = seed as usize;
        let pair = [&decks[i % decks.len()], &decks[(i + 1) % decks.len()]];
        let mut game = DigimonGame { state: new_game(db.clone(), pair, seed).expect("legal demo decks") };
        game.set_logging(false);
        let total = game.state.all_cards().iter().filter(|c| !game.state.def(c).token).count();
        let mut rng = GameRng::new(seed);
        for _ in 0..(seed * 3) % 120 {
            if game.decider().is_none() {
                break;
            }
            game.answer(game.decider().expect("a decision is pending"), rng.below(game.option_count()))
                .expect("offered");
        }
        for observer in [Seat(0), Seat(1)] {
            let copy = DigimonGame { state: fuda_digimon::determinize::determinize(&game.state, observer, seed) };
            assert_eq!(copy.view(observer), game.view(observer), "seed {seed}: {observer} sees the same game");
            check_invariants(&copy, total, 0);
            moved += usize::from(copy.state.players != game.state.players);
            let mut copy = copy;
            while copy.decider().is_some() {
                copy.answer(copy.decider().expect("a decision is pending"), rng.below(copy.option_count()))
                    .expect("offered");
                check_invariants(&copy, total, 0);
            }
        }
    }
    assert!(moved > 100, "only {moved} of 120 copies dealt a hidden card elsewhere");
}

/// Issue 20: every decision's labels tell its options apart, so a player (or a scenario file)
/// naming an option by its label names exactly one.
#[test]
fn every_decision_labels_its_options_distinctly() {
    let (db, decks) = demo();
    for seed in 0..200u64 {
        let i = seed as usize;
        let pair = [&decks[i % decks.len()], &decks[(i + 1) % decks.len()]];
        let mut game = DigimonGame { state: new_game(db.clone(), pair, seed).expect("legal demo decks") };
        game.set_logging(false);
        let mut rng = GameRng::new(seed ^ 0x1abe1);
        for step in 0..ANSWER_CAP {
            let Some(decision) = game.decision() else { break };
            let mut seen = BTreeSet::new();
            for label in &decision.options {
                assert!(
                    seen.insert(label.as_str()),
                    "seed {seed}, answer {step}: two options read {label:?} ({}): {:?}",
                    decision.prompt,
                    decision.options
                );
            }
            game.answer(game.decider().expect("a decision is pending"), rng.below(decision.options.len()))
                .expect("offered options are accepted");
        }
    }
}
