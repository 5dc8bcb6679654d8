//! Every rule number the engine can cite comes from the index, and every index entry exists
//! in the Japanese rulebook text.

use fuda_digimon::rules::INDEX;
use std::path::Path;

#[test]
fn every_indexed_rule_number_appears_in_the_rulebook() {
    let book =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/rules/digimon-3.6.ja.txt"));
    let Ok(book) = book else {
        // The rulebook lives beside the repository (shared/); CI has it, a bare clone may not.
        return;
    };
    let numbered = |n: &str| {
        // Headings start with `#`, list items with `-`, and two columns are joined by a tab.
        book.lines().flat_map(|line| line.split('\t')).any(|part| {
            part.trim_start_matches(['#', '-', ' '])
                .strip_prefix(n)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with(['.', ' ', '　']))
        })
    };
    let missing: Vec<&str> = INDEX.iter().map(|r| r.number).filter(|n| !numbered(n)).collect();
    assert!(missing.is_empty(), "rule numbers not found in the rulebook: {missing:?}");
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
