//! Break and the force keywords (1019, 1108, 1118, 1122, 1132) where TOML scenarios can't say
//! it: their card-file words load and render, bad parameters are errors naming the field, forces
//! in a scenario setup go only on squares, and an answer a Break did not offer changes nothing.

use fuda_kernel::scenario::ScenarioFile;
use fuda_zx::cards::Keyword;
use fuda_zx::cards::load::parse_cards;
use fuda_zx::cards::render::card_text;
use fuda_zx::scenario::build;
use fuda_zx::state::ZxState;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

const HEAD: &str = "[[card]]\nid = \"F\"\nname = \"F\"\ntype = \"zx\"\ncost = 3\npower = 5000\n";

#[test]
fn force_keywords_and_break_load_and_render() {
    let text = format!(
        "{HEAD}keywords = [{{ alter-force = 1 }}, {{ alter-force = 3 }}, {{ activate = {{ colours = [\"white\"], points = 2 }} }}, \"trance\"]\n\
         abilities = [{{ permanent = {{ power = 1000, gate = {{ alter-break = true }} }} }}, \
         {{ automatic = {{ on = {{ event = {{ card = \"this\", when = {{ event = \"attacked\" }} }} }}, \
         effects = [{{ break = {{ card = \"this\", from = \"hand\", into = {{ name-contains = \"Dawn\" }} }} }}] }} }}]\n"
    );
    let cards = parse_cards(&text).expect("a valid card");
    assert!(matches!(
        cards[0].keywords[..],
        [Keyword::AlterForce(1), Keyword::AlterForce(3), Keyword::Activate(_), Keyword::Trance]
    ));
    let shown = card_text(&cards[0]);
    for words in [
        "Alter Force\n",
        "Alter Force 3",
        "Activate ≪white 2≫",
        "Trance",
        "Alter Break [Permanent]",
        "this card breaks and becomes a Z/X with “Dawn” in its name from your hand.",
    ] {
        assert!(shown.contains(words), "{words} in {shown}");
    }
}

#[test]
fn bad_force_parameters_are_errors_with_lines_and_fields() {
    let event = "[[card]]\nid = \"E\"\nname = \"E\"\ntype = \"event\"\ncost = 1\n";
    let cases = [
        (format!("{HEAD}keywords = [{{ alter-force = 0 }}]\n"), "1108.3"),
        (
            format!("{HEAD}abilities = [{{ permanent = {{ power = 1000, gate = {{ alter-break = false }} }} }}]\n"),
            "alter-break = true",
        ),
        (
            format!("{event}effects = [{{ break = {{ from = \"square\" }} }}]\n"),
            "expected a zone of the hand, deck, trash, charge or life for card B (1019.2)",
        ),
        (
            format!(
                "{event}effects = [{{ break = {{ card = \"this\", filter = {{ race = \"Veilkin\" }}, from = \"hand\" }} }}]\n"
            ),
            "no filter for card = \"this\"",
        ),
        (format!("{event}effects = [{{ break = {{ from = \"hand\", onto = \"a1\" }} }}]\n"), "onto"),
        (
            "[[card]]\nid = \"P\"\nname = \"P\"\ntype = \"event\"\ncost = 1\nkeywords = [{ alter-force = 1 }]\n"
                .to_string(),
            "keywords[0]",
        ),
    ];
    for (text, expected) in cases {
        let err = parse_cards(&text).expect_err("invalid");
        let shown = err.to_string();
        assert!(shown.contains(expected), "{expected} in {shown}");
        assert!(err.location.line.is_some(), "{shown} has a line");
    }
}

#[test]
fn forces_in_a_setup_belong_to_cards_on_squares() {
    let (db, _) = super::demo();
    let text = "game = \"zx\"\ntitle = \"t\"\n[setup]\nturn-player = 1\n[setup.p1]\n\
                resource = [{ card = \"ZXD-001\", forces = [\"ZXD-023\"] }]\n";
    let err = fuda_zx::scenario::run(text, &db).expect_err("a resource has no forces");
    let shown = err.to_string();
    assert!(shown.contains("setup.p1.resource[0]"), "{shown}");
}

const ATTACKED: &str = r#"
game = "zx"
title = "a Break waits for card B"
[setup]
turn-player = 2
[setup.p1]
squares = [{ card = "ZXD-740", square = "a1", as = "warden", forces = ["ZXD-490"] }]
hand = [{ card = "ZXD-741", as = "unveiled" }]
deck = ["ZXD-023", "ZXD-023", "ZXD-023", "ZXD-023", "ZXD-023", "ZXD-023"]
life = ["ZXD-003", "ZXD-003", "ZXD-003", "ZXD-003"]
[setup.p2]
squares = [{ card = "ZXD-002", square = "a2", as = "hound" }]
deck = ["ZXD-023", "ZXD-023", "ZXD-023", "ZXD-023", "ZXD-023", "ZXD-023"]
life = ["ZXD-003", "ZXD-003", "ZXD-003", "ZXD-003"]
"#;

fn fingerprint(state: &ZxState) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    state.hash(&mut h);
    h.finish()
}

/// Answers the option whose label starts with `label`.
fn choose(state: &mut ZxState, label: &str) {
    let options = &state.decision.as_ref().expect("a decision").options;
    let labels: Vec<String> = options.iter().map(|c| fuda_zx::options::label(state, c)).collect();
    let at = labels.iter().position(|l| l.starts_with(label)).unwrap_or_else(|| panic!("{label} in {labels:?}"));
    fuda_zx::engine::answer(state, at).expect("offered");
}

#[test]
fn an_answer_the_break_did_not_offer_changes_nothing() {
    let (db, _) = super::demo();
    let file: ScenarioFile<ZxState> = fuda_kernel::error::parse_toml(ATTACKED).expect("the setup parses");
    let mut state = build::build(Arc::new((*db).clone()), &file).expect("the setup builds");
    choose(&mut state, "Attack with Cinder Hound");
    choose(&mut state, "Attack Shellbound Warden");
    let offered = state.decision.as_ref().expect("card B is asked for").options.len();
    let before = fingerprint(&state);
    let err = fuda_zx::engine::answer(&mut state, offered).expect_err("not offered");
    assert!(err.to_string().contains("offered"), "{err}");
    assert_eq!(fingerprint(&state), before, "a refused answer leaves the state as it was");
    assert_eq!(state.markers.forces.len(), 1, "nothing has moved before card B is chosen (1019.2a)");
}
