//! Extra cards and the composite cards of the board (202.6–202.12): what a scenario file can't
//! say. A Shift can't be played while its player controls one, on a later turn too (202.8c);
//! shared races and colours are not counted twice (202.8f); an IGOB that can't be done leaves
//! the board as it was (1015.3); bad subtexts are errors naming the field.

use fuda_kernel::Seat;
use fuda_kernel::scenario::ScenarioFile;
use fuda_zx::cards::load::parse_cards;
use fuda_zx::scenario::build;
use fuda_zx::state::{Choice, ZxState};
use std::sync::Arc;

const SHIFTED: &str = r#"
game = "zx"
title = "a Shift on Ember Sprite"
[setup]
turn-player = 1
[setup.p1]
dynamis = [{ card = "ZXD-443", as = "crest" }, { card = "ZXD-443", as = "second" }, "ZXD-440"]
squares = [{ card = "ZXD-001", square = "b2", as = "sprite" }, { card = "ZXD-448", square = "a2" }]
player-card = "ZXD-447"
partner = ["ZXD-441"]
hand = ["ZXD-442"]
resource = ["ZXD-001", "ZXD-001"]
deck = ["ZXD-023", "ZXD-023", "ZXD-023", "ZXD-023", "ZXD-023", "ZXD-023"]
life = ["ZXD-003", "ZXD-003", "ZXD-003", "ZXD-003"]
[setup.p2]
deck = ["ZXD-023", "ZXD-023", "ZXD-023", "ZXD-023", "ZXD-023", "ZXD-023"]
life = ["ZXD-003", "ZXD-003", "ZXD-003", "ZXD-003"]
"#;

fn state(source: &str) -> ZxState {
    let (db, _) = super::demo();
    let file: ScenarioFile<ZxState> = fuda_kernel::error::parse_toml(source).expect("the setup parses");
    build::build(Arc::new((*db).clone()), &file).expect("the setup builds")
}

/// Answers the option whose label starts with `label`.
fn choose(state: &mut ZxState, label: &str) {
    let options = &state.decision.as_ref().expect("a decision").options;
    let labels: Vec<String> = options.iter().map(|c| fuda_zx::options::label(state, c)).collect();
    let at = labels.iter().position(|l| l.starts_with(label)).unwrap_or_else(|| panic!("{label} in {labels:?}"));
    fuda_zx::engine::answer(state, at).expect("offered");
}

fn offered(state: &ZxState, label: &str) -> bool {
    let options = &state.decision.as_ref().expect("a decision").options;
    options.iter().any(|c| fuda_zx::options::label(state, c).starts_with(label))
}

fn hash_of(state: &ZxState) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    state.hash(&mut h);
    h.finish()
}

#[test]
fn a_second_shift_waits_while_its_player_controls_one_even_on_a_new_turn() {
    let mut s = state(SHIFTED);
    choose(&mut s, "Play Crest of the Ember Knight [crest]");
    choose(&mut s, "Square b2");
    assert_eq!(s.extra.shifts.len(), 1, "806.3d: the Shift lies on Ember Sprite");
    assert!(!offered(&s, "Play Crest of the Ember Knight [second]"), "506.2: once a turn");
    // A new turn lifts the once-a-turn limit, not 202.8c.
    s.extra.new_turn();
    s.decision = Some(fuda_zx::state::PendingDecision {
        seat: Seat(0),
        kind: fuda_zx::state::DecisionKind::Main,
        options: fuda_zx::options::main(&s),
    });
    assert!(!offered(&s, "Play Crest of the Ember Knight [second]"), "202.8c: P1 controls a Shift on a square");
}

#[test]
fn shared_races_and_colours_are_not_counted_twice() {
    let mut s = state(SHIFTED);
    choose(&mut s, "Play Crest of the Ember Knight [crest]");
    choose(&mut s, "Square b2");
    let (_, sprite) = s.units().find(|(sq, _)| sq.name() == "b2").expect("Ember Sprite on b2");
    let card = sprite.card;
    assert_eq!(s.shared_races(&card), vec!["Flamekin".to_string(), "Knight".to_string()], "202.8e");
    assert_eq!(s.shared_colours(&card).words(), "red/blue", "202.8e");
    // A second Shift of the same races and colours adds none (202.8f).
    let second = s
        .player(Seat(0))
        .dynamis
        .iter()
        .find(|d| s.def(&d.card).kind == fuda_zx::cards::CardType::Shift)
        .expect("the second Shift")
        .card;
    s.extra.shifts.push(fuda_zx::state::links::Shifted { host: card.id, card: second, controller: Seat(0) });
    assert_eq!(s.shared_races(&card).len(), 2, "202.8f: Knight once");
    assert_eq!(s.shared_colours(&card).list().len(), 2, "202.8f: blue once");
}

#[test]
fn an_igob_that_cannot_be_done_leaves_the_board_and_hidden_cards_as_they_were() {
    let mut s = state(SHIFTED);
    // Without the top half in Dynamis the IGOB can't be done (1015.3).
    s.player_mut(Seat(0)).dynamis.clear();
    let (squares, partner) = (s.squares.clone(), s.player(Seat(0)).partner.clone());
    choose(&mut s, "Play Overboost Summons");
    assert_eq!(s.squares, squares, "1015.3: the Player card is still face up on its square");
    assert_eq!(s.player(Seat(0)).partner, partner, "1015.3: the bottom half is still kept with it");
    assert!(s.extra.overboosts.is_empty());
}

#[test]
fn an_offered_igob_square_is_the_only_answer_and_others_are_refused() {
    let mut s = state(SHIFTED);
    choose(&mut s, "Play Overboost Summons");
    let d = s.decision.as_ref().expect("the IGOB square");
    assert!(d.options.iter().all(|c| matches!(c, Choice::Square(_))), "1015.1: a square, not {d:?}");
    let before = hash_of(&s);
    let n = d.options.len();
    assert!(fuda_zx::engine::answer(&mut s, n).is_err(), "an option not offered is refused");
    assert_eq!(hash_of(&s), before, "and the state is unchanged");
}

#[test]
fn bad_subtexts_are_errors_naming_the_field() {
    let head = "[[card]]\nid = \"X\"\nname = \"X\"\n";
    let cases = [
        format!("{head}type = \"shift\"\ncolours = [\"blue\"]\n"),
        format!("{head}type = \"zx-ob\"\ncost = 3\npower = 9000\n"),
        format!("{head}type = \"zx\"\ncost = 1\npower = 1000\nsubtext = {{ overboost = \"top\" }}\n"),
        format!("{head}type = \"zx-ob\"\nsubtext = {{ overboost = \"middle\" }}\n"),
    ];
    for text in cases {
        let err = parse_cards(&text).expect_err("invalid");
        assert!(err.to_string().contains("subtext"), "{err}");
        assert!(err.location.line.is_some(), "{err} has a line");
    }
    let bottom_with_power = format!("{head}type = \"zx-ob\"\npower = 9000\nsubtext = {{ overboost = \"bottom\" }}\n");
    assert!(parse_cards(&bottom_with_power).expect_err("a bottom half has no power").to_string().contains("power"));
}

#[test]
fn shifts_in_a_setup_are_shift_cards_on_squares() {
    let (db, _) = super::demo();
    let head = "game = \"zx\"\ntitle = \"t\"\n[setup]\nturn-player = 1\n[setup.p1]\n";
    let not_a_shift = format!("{head}squares = [{{ card = \"ZXD-001\", square = \"b2\", shifts = [\"ZXD-001\"] }}]\n");
    let shown = fuda_zx::scenario::run(&not_a_shift, &db).expect_err("a Z/X is no Shift").to_string();
    assert!(shown.contains("setup.p1.squares[0].shifts[0]") && shown.contains("expected a Shift card"), "{shown}");
    let in_resource = format!("{head}resource = [{{ card = \"ZXD-001\", shifts = [\"ZXD-443\"] }}]\n");
    let shown = fuda_zx::scenario::run(&in_resource, &db).expect_err("a resource has no Shift").to_string();
    assert!(shown.contains("setup.p1.resource[0]"), "{shown}");
}
