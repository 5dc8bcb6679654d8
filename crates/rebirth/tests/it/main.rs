//! The demo set (it loads, both decks are legal and use every card), card files, deck
//! construction, scenarios, the rule index, and the checks every game passes (fuda-testkit's).

mod leak;
mod r12;
mod rcancel;
mod rcli;
mod rcont;
mod rlang;
mod rshow;
mod rumble;

use fuda_kernel::files::load_set;
use fuda_kernel::{Game, InputError};
use fuda_rebirth::RebirthGame;
use fuda_rebirth::cards::CardDb;
use fuda_rebirth::cards::load::parse_cards;
use fuda_rebirth::format::Format;
use fuda_rebirth::setup::{DeckList, deck_problems, new_game};
use fuda_rebirth::state::RebirthState;
use fuda_testkit::Subject;
use fuda_testkit::suite::{Sizes, game_as};
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;

fn demo() -> (Arc<CardDb>, Vec<DeckList>) {
    load_set(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/rebirth"), parse_cards)
        .expect("the demo set loads")
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
    for (_, def) in db.iter() {
        assert!(used.contains(&def.id), "{} is in no demo deck", def.id);
    }
}

#[test]
fn deck_construction_lists_every_problem() {
    let (db, decks) = demo();
    let mut deck = decks[0].clone();
    let rebirth = deck.cards.iter().find(|id| db.get(db.find(id).expect("known")).is_rebirth()).expect("one").clone();
    let partner = deck.cards.iter().find(|id| db.get(db.find(id).expect("known")).is_partner()).expect("one").clone();
    // Three more copies of a Re-birth card: 53 cards, 9 Re-birth cards, 6 of one name; a 4th partner.
    deck.cards.extend([rebirth.clone(), rebirth.clone(), rebirth, partner]);
    let problems = deck_problems(&db, &deck);
    for rule in ["6.1.1.1", "6.1.1.2", "6.1.1.3", "6.1.1.5"] {
        assert!(problems.iter().any(|p| p.starts_with(rule)), "{rule} in {problems:?}");
    }
}

#[test]
fn bad_card_files_are_errors_with_lines_and_fields() {
    let head = "[[card]]\nid = \"X\"\nname = \"X\"\nwork = \"W\"\n";
    let cases = [
        (format!("{head}type = \"character\"\ncost = 1\natk = 1\n"), "def"),
        (format!("{head}type = \"character\"\natk = 1\ndef = 1\n"), "cost"),
        (format!("{head}type = \"wizard\"\n"), "type"),
        (format!("{head}type = \"partner\"\ncost = 1\n"), "cost"),
        (format!("{head}type = \"rebirth\"\ncost = 1\natk = 2\n"), "atk"),
        (format!("{head}type = \"character\"\ncost = 1\natk = 1\ndef = -1\n"), "def"),
        (format!("{head}type = \"partner\"\nblocker = true\n"), "blocker"),
        (format!("{head}type = \"character\"\ncost = \"lots\"\natk = 1\ndef = 1\n"), "cost"),
        (format!("{head}type = \"character\"\ncost = 1\natk = 1\ndef = 1\ncolour = \"red\"\n"), "colour"),
        ("[[card]]\nid = \"X\"\nname = \"X\"\ntype = \"rebirth\"\ncost = 0\nwork = \" \"\n".to_string(), "work"),
    ];
    for (text, field) in cases {
        let err = parse_cards(&text).expect_err("invalid");
        let shown = err.to_string();
        assert!(shown.contains(field), "{field} in {shown}");
        assert!(err.location.line.is_some(), "{shown} has a line");
    }
}

#[test]
fn every_scenario_passes() {
    let (db, _) = demo();
    let mut files = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/rebirth");
    fuda_kernel::scenario::collect(&root, &mut files).expect("the scenario folder is readable");
    assert!(files.len() >= 10, "expected the Reバース scenarios, found {}", files.len());
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable");
        let report = fuda_rebirth::scenario::run(&text, &db).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        assert!(report.failure.is_none(), "{}: {}", file.display(), report.failure.unwrap_or_default());
    }
}

#[test]
fn malformed_scenarios_are_errors_not_panics() {
    let (db, _) = demo();
    let head = "game = \"rebirth\"\ntitle = \"t\"\n";
    let cases = [
        (format!("{head}[setup]\nturn-player = 3\n"), "turn-player"),
        (format!("{head}rules = [\"99.1\"]\n[setup]\nturn-player = 1\n"), "rules"),
        (format!("{head}[setup]\nturn-player = 1\n[setup.p1]\nhand = [\"NOPE\"]\n"), "hand[0]"),
        (
            format!("{head}[setup]\nturn-player = 1\n[setup.p1]\nmembers = [{{ card = \"RBD-001\", slot = 4 }}]\n"),
            "slot",
        ),
        (
            format!("{head}[setup]\nturn-player = 1\n[setup.p1]\nmembers = [{{ card = \"RBD-001\", damage = 2 }}]\n"),
            "members[0]",
        ),
        (format!("{head}event-date = \"2025-01-01\"\n[setup]\nturn-player = 1\n"), "event-date"),
    ];
    for (text, field) in cases {
        let err = fuda_rebirth::scenario::run(&text, &db).expect_err("malformed");
        assert!(err.to_string().contains(field), "{field} in {err}");
    }
}

/// Every index entry is a rule number the rulebook defines: `tests/rule-numbers.txt` lists them
/// (the numbers only), and is itself compared with the rulebook whenever that file is at hand.
#[test]
fn every_indexed_rule_number_is_defined_by_the_rulebook() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let book = fuda_testkit::rule_numbers::Rulebook { file: "rebirth-1.06.ja.txt", end: Some("## 更新内容") };
    let index = fuda_rebirth::rules::INDEX.iter().map(|r| r.number);
    fuda_testkit::rule_numbers::check_rule_numbers(index, &manifest.join("tests/rule-numbers.txt"), manifest, book)
        .unwrap_or_else(|e| panic!("{e}"));
}

/// An illegal answer is refused and the state is unchanged.
#[test]
fn an_unoffered_answer_leaves_the_state_unchanged() {
    let (db, decks) = demo();
    let mut game = RebirthGame { state: new_game(db, &[&decks[0], &decks[1]], 3, Format::TwoPlayer).expect("legal") };
    let before = game.state_hash();
    let seat = game.decider().expect("a decision");
    let n = game.option_count();
    assert!(game.answer(seat, n).is_err(), "option {n} is not offered");
    assert_eq!(game.state_hash(), before, "the state is unchanged");
}

/// Games between the demo decks: seed `i` pits deck `i` against the next one.
pub struct Rebirth(pub Arc<CardDb>, Vec<DeckList>);

impl Rebirth {
    fn new() -> Rebirth {
        let (db, decks) = demo();
        Rebirth(db, decks)
    }
}

impl Subject for Rebirth {
    fn name(&self) -> &'static str {
        "rebirth"
    }
    fn start(&self, seed: u64) -> Box<dyn Game> {
        let (i, n) = (seed as usize, self.1.len());
        let pair = [&self.1[i % n], &self.1[(i + 1) % n]];
        Box::new(RebirthGame { state: new_game(self.0.clone(), &pair, seed, Format::TwoPlayer).expect("legal") })
    }
    fn load(&self, saved: &str) -> Result<Box<dyn Game>, InputError> {
        Ok(Box::new(fuda_kernel::save::load::<RebirthState>(saved, self.0.clone())?))
    }
    fn physical_cards(&self, game: &dyn Game) -> Vec<u16> {
        game_as::<RebirthGame>(game).state.all_cards().iter().map(|c| c.instance.0).collect()
    }
}

fuda_testkit::kit_tests!(Rebirth::new(), Sizes { playouts: 300, decisions: 100, determinized: 40, searched: 8 });

/// The crate's top-level modules should form layers, no module using one that uses it back.
#[test]
fn no_module_cycles() {
    fuda_testkit::modules::assert_no_module_cycles(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
}

/// In the team formats a player sees its teammates' hands and face-down energy (12.5.6), and
/// never an opponent's; which cards are partners stays public (4.10.4).
#[test]
fn teammates_share_hidden_cards_and_opponents_do_not() {
    use fuda_kernel::view::CardView;
    use fuda_rebirth::state::{EnergyCard, Player};
    let (db, _) = demo();
    let mut objects = fuda_kernel::objects::ObjectAllocator::default();
    let mut card = |id: &str, seat: u8, n: u16| fuda_rebirth::cards::Card {
        id: objects.fresh(),
        instance: fuda_kernel::objects::CardInstance(n),
        def: db.find(id).expect("a demo card"),
        owner: fuda_kernel::Seat(seat),
    };
    let players: Vec<Player> = (0..4u8)
        .map(|k| Player {
            hand: vec![card("RBD-001", k, u16::from(k) * 10 + 1), card("RBD-014", k, u16::from(k) * 10 + 2)],
            energy: vec![EnergyCard { card: card("RBD-002", k, u16::from(k) * 10 + 3), rested: false }],
            members: vec![Vec::new(); 3],
            ..Player::default()
        })
        .collect();
    let state = RebirthState::new(db.clone(), Format::DoubleTeam, players, 1, objects);
    let zone = |viewer: u8, seat: usize, name: &str| -> Vec<CardView> {
        let view = fuda_rebirth::view::view(&state, fuda_kernel::Seat(viewer));
        view.players[seat].zones.iter().find(|z| z.name == name).expect("the zone").cards.clone()
    };
    let known = |cards: &[CardView]| cards.iter().all(|c| matches!(c, CardView::Known(_)));
    assert!(known(&zone(0, 1, "hand")), "P1 sees its teammate P2's hand (12.5.6)");
    assert!(known(&zone(0, 1, "energy")), "and P2's face-down energy");
    assert!(!known(&zone(0, 2, "hand")), "P1 does not see P3's hand");
    assert_eq!(zone(0, 2, "energy"), vec![CardView::Hidden], "nor P3's face-down energy");
    assert_eq!(
        zone(0, 3, "hand")[1],
        CardView::Item(fuda_rebirth::view::HIDDEN_PARTNER.to_string()),
        "an opponent's partner in the hand shows as a partner (4.10.4)"
    );
    assert!(known(&zone(3, 2, "hand")), "P4 sees its teammate P3's hand");
}

/// 4.1.2.1, 4.1.2.2: cards enter a public zone public and a hidden zone hidden, and every zone's
/// card count is known to every player: seen from the other seat, the deck, the hand and the
/// face-down energy show as many hidden cards as they hold, and the waiting room its cards.
#[test]
fn every_zone_count_is_seen_from_another_seat() {
    use fuda_kernel::view::CardView;
    use fuda_rebirth::state::{EnergyCard, Player};
    let (db, _) = demo();
    let mut objects = fuda_kernel::objects::ObjectAllocator::default();
    let mut n = 0u16;
    let mut card = |id: &str| {
        n += 1;
        fuda_rebirth::cards::Card {
            id: objects.fresh(),
            instance: fuda_kernel::objects::CardInstance(n),
            def: db.find(id).expect("a demo card"),
            owner: fuda_kernel::Seat(0),
        }
    };
    let p1 = Player {
        deck: vec![card("RBD-002"), card("RBD-003"), card("RBD-004")],
        hand: vec![card("RBD-001"), card("RBD-005")],
        energy: vec![EnergyCard { card: card("RBD-006"), rested: false }],
        waiting: vec![card("RBD-007")],
        members: vec![Vec::new(); 3],
        ..Player::default()
    };
    let p2 = Player { members: vec![Vec::new(); 3], ..Player::default() };
    let state = RebirthState::new(db.clone(), Format::TwoPlayer, vec![p1, p2], 1, objects);
    let view = fuda_rebirth::view::view(&state, fuda_kernel::Seat(1));
    let zone = |name: &str| view.players[0].zones.iter().find(|z| z.name == name).expect("the zone").cards.clone();
    assert_eq!(zone("deck"), vec![CardView::Hidden; 3], "P2 counts P1's deck, and sees none of it");
    assert_eq!(zone("hand"), vec![CardView::Hidden; 2], "P2 counts P1's hand");
    assert_eq!(zone("energy"), vec![CardView::Hidden], "P2 counts P1's face-down energy");
    assert!(matches!(zone("waiting room")[..], [CardView::Known(_)]), "the waiting room is public (4.11)");
}
