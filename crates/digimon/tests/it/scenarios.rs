//! Runs every scenario file under scenarios/digimon: each must parse, cite only indexed rules
//! and pass.

use super::invariants::demo;
use std::path::Path;

#[test]
fn every_scenario_passes() {
    let (db, _) = demo();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/digimon");
    let mut files = Vec::new();
    fuda_kernel::scenario::collect(&root, &mut files).expect("the scenario folder is readable");
    assert!(!files.is_empty(), "scenarios exist");
    let mut failures = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("readable");
        match fuda_digimon::scenario::run(&text, &db) {
            Ok(report) => {
                if let Some(why) = report.failure {
                    failures.push(format!("{}: {why}", file.display()));
                }
                assert!(!report.rules.is_empty(), "{} cites at least one rule", file.display());
            }
            Err(e) => failures.push(format!("{}: malformed: {e}", file.display())),
        }
    }
    assert!(failures.is_empty(), "{} of {} scenarios failed:\n{}", failures.len(), files.len(), failures.join("\n"));
}

#[test]
fn malformed_scenarios_are_errors_not_panics() {
    let (db, _) = demo();
    let cases = [
        ("game = \"digimon\"\ntitle = 3\n", "title"),
        ("game = \"digimon\"\ntitle = \"x\"\nrules = [\"99-99\"]\n", "rules"),
        ("game = \"digimon\"\ntitle = \"x\"\n[setup.p1]\nhand = [\"NO-SUCH-CARD\"]\n", "setup.p1.hand[0]"),
        ("game = \"digimon\"\ntitle = \"x\"\n[setup]\nmemory = 40\n", "setup.memory"),
        ("game = \"digimon\"\ntitle = \"x\"\nbogus = 1\n", "bogus"),
    ];
    for (text, field) in cases {
        let err = fuda_digimon::scenario::run(text, &db).expect_err("malformed input is an error");
        let msg = err.to_string();
        assert!(msg.contains(field) || msg.contains("line"), "the error names {field:?} or a line: {msg}");
    }
}

/// Issue 20: a token set up in a hand was offered to be played as if from the hand. A token is
/// only ever a Digimon in the battle area (4-18-1, 1-4-4-2, 4-18-3, 4-18-5).
#[test]
fn issue_20_a_token_outside_the_battle_area_is_refused() {
    let (db, _) = demo();
    let token = db.iter().find(|(_, def)| def.token).map(|(_, def)| def.id.clone()).expect("a demo token");
    let head = "game = \"digimon\"\ntitle = \"x\"\n[setup]\nturn-player = 1\nmemory = 3\n[setup.p1]\n";
    for (zone, field) in [
        (format!("hand = [\"{token}\"]"), "setup.p1.hand[0]"),
        (format!("deck = [\"{token}\"]"), "setup.p1.deck[0]"),
        (format!("security = [\"{token}\"]"), "setup.p1.security[0]"),
        (format!("trash = [\"{token}\"]"), "setup.p1.trash[0]"),
        (format!("breeding = {{ card = \"{token}\" }}"), "setup.p1.breeding.card"),
        (format!("battle = [{{ card = \"FD-021\", sources = [\"{token}\"] }}]"), "setup.p1.battle[0].sources[0]"),
    ] {
        let err = fuda_digimon::scenario::run(&format!("{head}{zone}\n"), &db).expect_err("a token out of place");
        let msg = err.to_string();
        assert!(msg.contains(field) && msg.contains("1-4-4-2"), "{zone}: names {field} and the rule: {msg}");
    }
    let on_field = format!("{head}battle = [{{ card = \"{token}\" }}]\n");
    assert!(fuda_digimon::scenario::run(&on_field, &db).is_ok(), "a token in the battle area is where tokens are");
}
