//! Every rule number the engine can cite comes from the index, and every index entry is a rule
//! number the rulebook defines: `tests/rule-numbers.txt` lists them (the numbers only), and is
//! itself compared with the rulebook whenever the rulebook file is at hand.

use fuda_digimon::rules::INDEX;
use fuda_testkit::rule_numbers::{Rulebook, check_index, check_rule_numbers};
use std::path::Path;

fn list() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rule-numbers.txt")
}

#[test]
fn every_indexed_rule_number_is_defined_by_the_rulebook() {
    let book = Rulebook { file: "digimon-3.6.ja.txt", end: Some("## 更新履歴") };
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    check_rule_numbers(INDEX.iter().map(|r| r.number), &list(), &repo, book).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn a_wrong_index_entry_is_found() {
    let list = std::fs::read_to_string(list()).expect("the list of rule numbers");
    let wrong = INDEX.iter().map(|r| r.number).chain(["1-2-99"]);
    let err = check_index(wrong, &list).expect_err("1-2-99 is no rule of the rulebook");
    assert!(err.contains("[\"1-2-99\"]"), "{err}");
}

#[test]
fn log_lines_cite_indexed_rules() {
    let (db, decks) = super::invariants::demo();
    let state = fuda_digimon::setup::new_game(db, [&decks[0], &decks[1 % decks.len()]], 11).expect("legal");
    let mut game = fuda_digimon::DigimonGame { state };
    let mut rng = fuda_kernel::GameRng::new(11);
    use fuda_kernel::Game;
    while game.decider().is_some() {
        let n = game.option_count();
        game.answer(game.decider().expect("a decision is pending"), rng.below(n)).expect("offered");
    }
    for line in game.log_since(0, None) {
        assert!(fuda_digimon::rules::find(&line.rule).is_some(), "log line cites an unindexed rule: {line}");
    }
}
