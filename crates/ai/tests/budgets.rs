//! The search's budgets: an iteration budget runs exactly that many iterations and repeats
//! itself for a seed; a time budget stops and answers with an offered option.

use fuda_ai::{Agent, Budget, MctsAgent};
use fuda_digimon::DigimonGame;
use fuda_kernel::{Game, GameRng};
use std::path::Path;

/// A Digimon game at its first decision with a choice after some random answers.
fn position() -> DigimonGame {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/digimon");
    let (db, decks) = fuda_digimon::cards::load::load_set(&dir).expect("the demo set loads");
    let state = fuda_digimon::setup::new_game(db, [&decks[2], &decks[3]], 9).expect("legal demo decks");
    let mut game = DigimonGame { state };
    let mut rng = GameRng::new(9);
    for _ in 0..30 {
        game.answer(game.decider().expect("a decision is pending"), rng.below(game.option_count())).expect("offered");
    }
    while game.option_count() == 1 {
        game.answer(game.decider().expect("a decision is pending"), 0).expect("offered");
    }
    game
}

#[test]
fn an_iteration_budget_is_exact_and_repeats_itself() {
    let game = position();
    let mut agent = MctsAgent::new(Budget::Iterations(300), 4);
    let answer = agent.choose(&game);
    assert_eq!(agent.iterations(), 300);
    assert!(answer < game.option_count());
    assert_eq!(MctsAgent::new(Budget::Iterations(300), 4).choose(&game), answer, "same seed, same answer");
}

#[test]
fn a_time_budget_answers_with_an_offered_option() {
    let game = position();
    let mut agent = MctsAgent::new(Budget::Millis(30), 4);
    let answer = agent.choose(&game);
    assert!(answer < game.option_count());
    assert!(agent.iterations() >= 1, "at least one iteration");
}
