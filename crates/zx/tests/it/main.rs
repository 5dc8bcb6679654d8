//! The demo set (it loads, both decks are legal and use every card), card files, deck
//! construction, scenarios, the rule index, and the checks every game passes (fuda-testkit's,
//! run at the end of this file, with the leak oracle in leak.rs).

mod actions;
mod basics;
mod continuous;
mod examples;
mod examples2;
mod extra;
mod forces;
mod genesis;
mod keywords_a;
mod keywords_b;
mod keywords_c;
mod leak;
mod objects;
mod playcost;
mod rows;
mod showcase;
mod triggers;
mod zxrest;

use fuda_kernel::files::load_set;
use fuda_kernel::{Game, InputError};
use fuda_testkit::Subject;
use fuda_testkit::suite::{Sizes, game_as};
use fuda_zx::ZxGame;
use fuda_zx::cards::CardDb;
use fuda_zx::cards::load::parse_cards;
use fuda_zx::setup::{DeckList, deck_problems, new_game};
use fuda_zx::state::ZxState;
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;

/// The demo set, for the other test files.
pub fn demo_set() -> (Arc<CardDb>, Vec<DeckList>) {
    demo()
}

fn demo() -> (Arc<CardDb>, Vec<DeckList>) {
    load_set(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/zx"), parse_cards).expect("the demo set loads")
}

#[test]
fn demo_decks_are_legal_and_use_every_card() {
    let (db, decks) = demo();
    assert!(decks.len() >= 2, "at least 2 demo decks");
    let mut used = BTreeSet::new();
    for deck in &decks {
        let problems = deck_problems(&db, deck);
        assert!(problems.is_empty(), "deck {}: {problems:?}", deck.name);
        used.extend(deck.cards.iter().cloned());
    }
    // A token's definition is made by effects, never in a deck (202.13).
    for (_, def) in db.iter().filter(|(_, d)| !d.token) {
        assert!(used.contains(&def.id), "{} is in no demo deck", def.id);
    }
}

#[test]
fn deck_construction_lists_every_problem() {
    let (db, decks) = demo();
    let is_player = |id: &String| db.get(db.find(id).expect("known")).kind.is_player();
    let mut deck = decks.iter().find(|d| d.cards.iter().any(is_player)).expect("a deck with a Player card").clone();
    // A fifth copy of a Z/X with the Ignition icon and a second Player card.
    let ignition = deck.cards.iter().find(|id| db.get(db.find(id).expect("known")).ignition()).expect("one").clone();
    deck.cards.push(ignition);
    let player = deck
        .cards
        .iter()
        .find(|id| db.get(db.find(id).expect("known")).kind.is_player())
        .expect("a Player card")
        .clone();
    deck.cards.push(player);
    let problems = deck_problems(&db, &deck);
    for rule in ["401.1a", "401.2", "401.6", "401.8"] {
        assert!(problems.iter().any(|p| p.starts_with(rule)), "{rule} in {problems:?}");
    }
}

#[test]
fn bad_card_files_are_errors_with_lines_and_fields() {
    let head = "[[card]]\nid = \"X\"\nname = \"X\"\n";
    let zx = format!("{head}type = \"zx\"\ncost = 1\npower = 1000\n");
    let cases = [
        (format!("{head}type = \"zx\"\ncost = 1\n"), "power"),
        (format!("{head}type = \"zx\"\npower = 1000\n"), "cost"),
        (format!("{head}type = \"wizard\"\n"), "type"),
        (format!("{head}type = \"player\"\ncost = 1\n"), "cost"),
        (format!("{head}type = \"event\"\ncost = 1\npower = 5\n"), "power"),
        (format!("{head}type = \"zx\"\ncost = 1\npower = 1000\ncolours = [\"purple\"]\n"), "colours"),
        (format!("{head}type = \"event\"\ncost = 1\neffects = [{{ draw = 0 }}]\n"), "effects[0]"),
        (format!("{head}type = \"zx\"\ncost = 1\npower = 1000\neffects = [{{ draw = 1 }}]\n"), "effects"),
        (format!("{head}type = \"player\"\nraces = [\"Dragon\"]\n"), "races"),
        (format!("{head}type = \"zx\"\ncost = \"lots\"\npower = 1000\n"), "cost"),
        (format!("{head}type = \"event\"\ncost = 1\nabilities = [{{ permanent = {{ power = 500 }} }}]\n"), "abilities"),
        (
            format!("{zx}abilities = [{{ permanent = {{ power = 500, filter = {{ race = \"Golem\" }} }} }}]\n"),
            "abilities[0].filter",
        ),
        (format!("{zx}abilities = [{{ permanent = {{ power = 0 }} }}]\n"), "abilities[0].power"),
        (
            format!("{zx}abilities = [{{ activated = {{ cost = [], effects = [{{ draw = 1 }}] }} }}]\n"),
            "abilities[0].cost",
        ),
        (
            format!("{zx}abilities = [{{ activated = {{ cost = [\"sleep-this\"], effects = [] }} }}]\n"),
            "abilities[0].effects",
        ),
        (
            format!("{zx}abilities = [{{ activated = {{ cost = [\"sleep-this\"], effects = [{{ draw = 0 }}] }} }}]\n"),
            "abilities[0].effects[0]",
        ),
        (
            format!(
                "{zx}abilities = [{{ permanent = {{ power = 500, whom = \"your-zx\", filter = {{ size = 3 }} }} }}]\n"
            ),
            "size",
        ),
        (format!("{zx}abilities = [{{ permanent = {{ power = 500, when = \"full-moon\" }} }}]\n"), "condition"),
        (format!("{zx}abilities = [{{ automatic = {{ on = \"attacks\", effects = [] }} }}]\n"), "abilities[0].effects"),
        (
            format!(
                "{zx}abilities = [{{ automatic = {{ on = {{ appears = {{ from = \"moon\" }} }}, effects = [{{ draw = 1 }}] }} }}]\n"
            ),
            "moon",
        ),
    ];
    card_errors(&cases);
}

#[test]
fn every_scenario_passes() {
    let (db, _) = demo();
    let mut files = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/zx");
    fuda_kernel::scenario::collect(&root, &mut files).expect("the scenario folder is readable");
    assert!(files.len() >= 10, "expected the Z/X scenarios, found {}", files.len());
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable");
        let report = fuda_zx::scenario::run(&text, &db).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        assert!(report.failure.is_none(), "{}: {}", file.display(), report.failure.unwrap_or_default());
    }
}

#[test]
fn malformed_scenarios_are_errors_not_panics() {
    let (db, _) = demo();
    let cases = [
        ("game = \"zx\"\ntitle = \"t\"\n[setup]\nturn-player = 3\n", "turn-player"),
        ("game = \"zx\"\ntitle = \"t\"\nrules = [\"9999.1\"]\n[setup]\nturn-player = 1\n", "rules"),
        ("game = \"zx\"\ntitle = \"t\"\n[setup]\nturn-player = 1\n[setup.p1]\nhand = [\"NOPE\"]\n", "hand[0]"),
        (
            "game = \"zx\"\ntitle = \"t\"\n[setup]\nturn-player = 1\n[setup.p1]\nsquares = [{ card = \"ZXD-001\", square = \"d4\" }]\n",
            "squares[0].square",
        ),
        (
            "game = \"zx\"\ntitle = \"t\"\n[setup]\nturn-player = 1\n[setup.p1]\nplayer-card = \"ZXD-001\"\n",
            "player-card",
        ),
        ("game = \"zx\"\ntitle = \"t\"\nevent-date = \"2025-01-01\"\n[setup]\nturn-player = 1\n", "event-date"),
    ];
    for (text, field) in cases {
        let err = fuda_zx::scenario::run(text, &db).expect_err("malformed");
        assert!(err.to_string().contains(field), "{err}");
    }
}

/// The rule number a line of the Z/X rulebook defines: `101.2 …`, `- 202.2a …`, `**503.3** …`
/// (sections of three or four digits, a full stop, a number, perhaps a letter, then a space).
fn defined(line: &str) -> Option<&str> {
    let cell = line.trim_start_matches(['-', ' ', '*']);
    let digits = |from: usize| cell[from..].bytes().take_while(u8::is_ascii_digit).count();
    let section = digits(0);
    if !(3..=4).contains(&section) || cell.as_bytes().get(section) != Some(&b'.') {
        return None;
    }
    let sub = digits(section + 1);
    let mut end = section + 1 + sub;
    if sub == 0 {
        return None;
    }
    if cell.as_bytes().get(end).is_some_and(u8::is_ascii_lowercase) {
        end += 1;
    }
    let rest = cell[end..].trim_start_matches('*');
    (rest.starts_with([' ', '\u{3000}']) || rest.is_empty()).then(|| &cell[..end])
}

/// Every index entry is a rule number the rulebook defines: `tests/rule-numbers.txt` lists them
/// (the numbers only), and is itself compared with the rulebook whenever that file is at hand
/// (`FUDA_WRITE_RULE_NUMBERS=1` writes it again). The Z/X rulebook writes its numbers without a
/// full stop after them, so the lines are read here rather than by the kit's reader.
#[test]
fn every_indexed_rule_number_is_defined_by_the_rulebook() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let list_file = manifest.join("tests/rule-numbers.txt");
    if let Some(book) = fuda_testkit::rule_numbers::find_rulebook(manifest, "zx-6.8.0.ja.txt") {
        let text = std::fs::read_to_string(book).expect("the rulebook reads");
        let mut seen = BTreeSet::new();
        let numbers: Vec<&str> =
            text.lines().take_while(|l| *l != "# 変更履歴").filter_map(defined).filter(|n| seen.insert(*n)).collect();
        if std::env::var(fuda_testkit::rule_numbers::WRITE).is_ok_and(|v| v == "1") {
            std::fs::write(&list_file, numbers.join("\n") + "\n").expect("the list is writable");
        }
        let list = std::fs::read_to_string(&list_file).expect("the list reads");
        assert_eq!(fuda_testkit::rule_numbers::numbers_in_list(&list), numbers, "the list is the rulebook's numbers");
    }
    let list = std::fs::read_to_string(&list_file).expect("the list reads");
    fuda_testkit::rule_numbers::check_index(fuda_zx::rules::INDEX.iter().map(|r| r.number), &list)
        .unwrap_or_else(|e| panic!("{e}"));
}

/// Games between the demo decks: seed `i` pits deck `i` against the next one.
pub struct Zx(pub Arc<CardDb>, Vec<DeckList>);

impl Zx {
    /// The demo set.
    fn new() -> Zx {
        let (db, decks) = demo();
        Zx(db, decks)
    }
}

impl Subject for Zx {
    fn name(&self) -> &'static str {
        "zx"
    }
    fn start(&self, seed: u64) -> Box<dyn Game> {
        let (i, n) = (seed as usize, self.1.len());
        let pair = [&self.1[i % n], &self.1[(i + 1) % n]];
        Box::new(ZxGame { state: new_game(self.0.clone(), pair, seed).expect("legal") })
    }
    fn load(&self, saved: &str) -> Result<Box<dyn Game>, InputError> {
        Ok(Box::new(fuda_kernel::save::load::<ZxState>(saved, self.0.clone())?))
    }
    fn physical_cards(&self, game: &dyn Game) -> Vec<u16> {
        let state = &game_as::<ZxGame>(game).state;
        state.all_cards().iter().filter(|c| !state.def(c).token).map(|c| c.instance.0).collect()
    }
}

fuda_testkit::kit_tests!(Zx::new(), Sizes { playouts: 1000, decisions: 200, determinized: 60, searched: 12 });

/// The crate's top-level modules should form layers, no module using one that uses it back
/// (docs/architecture.md).
#[test]
fn no_module_cycles() {
    fuda_testkit::modules::assert_no_module_cycles(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
}

/// Each card file in `cases` is refused, the error naming its field (or what was wrong) and a
/// line.
fn card_errors(cases: &[(String, &str)]) {
    for (text, field) in cases {
        let err = parse_cards(text).expect_err("invalid");
        let shown = err.to_string();
        assert!(shown.contains(field), "{field} in {shown}");
        assert!(err.location.line.is_some(), "{shown} has a line");
    }
}
