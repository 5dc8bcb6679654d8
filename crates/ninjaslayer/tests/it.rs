//! Seeded random playouts over the demo decks. After every answer: each physical card is in
//! exactly one place, a seat's view identifies no card hidden from it, an option that was not
//! offered is refused with the state unchanged; replaying a game's answers reproduces its state
//! hashes. Also the demo set itself: it loads, every deck is legal Constructed, every card is in
//! a deck.

use fuda_kernel::{Game, GameRng, Seat};
use fuda_ninjaslayer::NinjaSlayerGame;
use fuda_ninjaslayer::cards::CardDb;
use fuda_ninjaslayer::cards::load::{load_set, parse_cards};
use fuda_ninjaslayer::setup::{DeckList, Format, deck_problems, new_game};
use fuda_ninjaslayer::state::NsState;
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;

const ANSWER_CAP: usize = 20_000;

fn demo() -> (Arc<CardDb>, Vec<DeckList>) {
    load_set(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/ninjaslayer")).expect("the demo set loads")
}

fn hidden_from(state: &NsState, seat: Seat) -> BTreeSet<u16> {
    let mut hidden = BTreeSet::new();
    for s in [Seat(0), Seat(1)] {
        let p = state.player(s);
        let revealed = |c: &&fuda_ninjaslayer::cards::Card| {
            state.revealed.contains(&c.id) || state.trigger_revealed.contains(&c.id)
        };
        // A revealed deck card is shown to every player (1306.1).
        hidden.extend(p.deck.iter().filter(|c| !revealed(c)).map(|c| c.instance.0));
        hidden.extend(p.damage_zone.iter().filter(|d| !d.face_up).map(|d| d.card.instance.0));
        if s != seat {
            // A revealed hand card is shown to every player (1306.1).
            hidden.extend(p.hand.iter().filter(|c| !revealed(c)).map(|c| c.instance.0));
        }
    }
    hidden
}

fn check_invariants(game: &NinjaSlayerGame, total: usize, step: usize) {
    let state = &game.state;
    let cards = state.all_cards();
    let instances: BTreeSet<u16> = cards.iter().map(|c| c.instance.0).collect();
    assert_eq!(cards.len(), total, "answer {step}: card count conserved");
    assert_eq!(instances.len(), total, "answer {step}: every card in exactly one place");
    let ids: BTreeSet<u32> = cards.iter().map(|c| c.id.0).collect();
    assert_eq!(ids.len(), total, "answer {step}: object ids are unique");
    for seat in [Seat(0), Seat(1)] {
        let view = game.view(seat);
        let known: BTreeSet<u16> = view.known_instances().into_iter().collect();
        let hidden = hidden_from(state, seat);
        let leaked: Vec<_> = known.intersection(&hidden).collect();
        assert!(leaked.is_empty(), "answer {step}: {seat}'s view identifies hidden cards {leaked:?}");
        // 302.2a: every player knows how many cards each zone holds, hidden or not.
        for (pv, p) in view.players.iter().zip(&state.players) {
            let count = |name: &str| pv.zones.iter().find(|z| z.name == name).map_or(usize::MAX, |z| z.cards.len());
            assert_eq!(
                (count("deck"), count("hand"), count("damage zone")),
                (p.deck.len(), p.hand.len(), p.damage_zone.len()),
                "answer {step}: {seat}'s view counts each zone's cards"
            );
            // Issue 20: the player's damage line agrees with the Damage zone shown beside it
            // (1002.1): the cards the view lists there, not the state's field the line is built from.
            let line = pv.values.iter().find(|(k, _)| k == "damage zone").map(|(_, v)| v.as_str());
            let cards = count("damage zone");
            assert_eq!(line, Some(format!("{cards} of 10 cards").as_str()), "answer {step}: the damage line");
        }
    }
    if game.decider().is_some() {
        assert!(game.option_count() > 0, "answer {step}: a pending decision offers at least one option");
    }
}

fn playout(db: &Arc<CardDb>, decks: [&DeckList; 2], seed: u64, check: bool) -> (Vec<usize>, Vec<u64>) {
    let state = new_game(db.clone(), decks, seed, Format::of(decks)).expect("legal demo decks");
    let mut game = NinjaSlayerGame { state };
    game.set_logging(false);
    let total = game.state.all_cards().len();
    let mut rng = GameRng::new(seed ^ 0x5a5a);
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

fn playout_count() -> u64 {
    std::env::var("FUDA_PLAYOUTS").ok().and_then(|v| v.parse().ok()).unwrap_or(500)
}

#[test]
fn random_playouts_hold_every_invariant_and_replay() {
    let (db, decks) = demo();
    for seed in 0..playout_count() {
        let i = seed as usize;
        let pair = [&decks[i % decks.len()], &decks[(i + 1) % decks.len()]];
        let (answers, hashes) = playout(&db, pair, seed, true);
        let mut game = NinjaSlayerGame { state: new_game(db.clone(), pair, seed, Format::Constructed).expect("legal") };
        game.set_logging(false);
        for (k, (a, h)) in answers.iter().zip(&hashes).enumerate() {
            game.answer(game.decider().expect("a decision is pending"), *a)
                .expect("recorded answers are offered again");
            assert_eq!(game.state_hash(), *h, "seed {seed}: replay diverged at answer {}", k + 1);
        }
    }
}

#[test]
fn demo_decks_are_legal_constructed_and_use_every_card() {
    let (db, decks) = demo();
    assert!(decks.len() >= 3, "at least 3 Constructed decks");
    let mut used = BTreeSet::new();
    for deck in &decks {
        let problems = deck_problems(&db, deck, Format::Constructed);
        assert!(problems.is_empty(), "deck {}: {problems:?}", deck.name);
        used.extend(deck.cards.iter().cloned());
    }
    for (_, def) in db.iter() {
        assert!(used.contains(&def.id), "{} is in no demo deck", def.id);
    }
}

#[test]
fn deck_construction_rules_are_checked() {
    let (db, decks) = demo();
    let fours = |d: &DeckList| d.cards.iter().find(|id| d.cards.iter().filter(|x| x == id).count() == 4).cloned();
    let mut too_many =
        decks.iter().find(|d| fours(d).is_some()).expect("a demo deck has 4 copies of some card").clone();
    let four = fours(&too_many);
    too_many.cards.extend(four);
    let problems = deck_problems(&db, &too_many, Format::Constructed);
    assert!(problems.iter().any(|p| p.contains("402.4a")), "{problems:?}");
    assert!(problems.iter().any(|p| p.contains("402.4b")), "{problems:?}");
    let ukemi: Vec<String> = ["NSD-001", "NSD-009", "NSD-011", "NSD-012", "NSD-101"]
        .iter()
        .flat_map(|id| std::iter::repeat_n(id.to_string(), 4))
        .chain(
            ["NSD-002", "NSD-003", "NSD-004", "NSD-005", "NSD-008", "NSD-010", "NSD-104"]
                .iter()
                .flat_map(|id| std::iter::repeat_n(id.to_string(), 4)),
        )
        .chain(std::iter::repeat_n("NSD-106".to_string(), 2))
        .collect();
    let deck = DeckList { name: "ukemi".into(), cards: ukemi };
    let problems = deck_problems(&db, &deck, Format::Constructed);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].contains("20 cards with an ukemi ability"), "{problems:?}");
}

#[test]
fn bad_card_files_are_errors_with_lines_and_fields() {
    let cases = [
        ("[[card]]\nid = \"X\"\nname = \"X\"\nkind = \"character\"\ncost = 1\nrarity = \"common\"\n", "karate"),
        ("[[card]]\nid = \"X\"\nname = \"X\"\nkind = \"kotodama\"\ncost = 1\nrarity = \"common\"\n", "effect"),
        (
            "[[card]]\nid = \"X\"\nname = \"X\"\nkind = \"kotodama\"\ncost = 1\nrarity = \"common\"\neffect = { do = [\"kill\"] }\n",
            "effect.target",
        ),
        ("[[card]]\nid = \"X\"\nname = \"X\"\nkind = \"wizard\"\ncost = 1\nrarity = \"common\"\n", "kind"),
        (
            "[[card]]\nid = \"X\"\nname = \"X\"\nkind = \"kotodama\"\ncost = 1\nrarity = \"common\"\neffect = { target = { side = \"opponent\", count = 3 }, do = [{ distribute = 2 }] }\n",
            "effect.target",
        ),
        (
            "[[card]]\nid = \"X\"\nname = \"X\"\nkind = \"kotodama\"\ncost = 1\nrarity = \"common\"\neffect = { target = { this = true }, do = [\"kill\"] }\n",
            "effect.target.this",
        ),
        (
            "[[card]]\nid = \"X\"\nname = \"X\"\nkind = \"character\"\ncost = 1\nkarate = 1\ndurability = 1\nkousaku = 1\nrarity = \"common\"\nabilities = [{ replace = { event = \"your-discard\", instead = \"endure\" } }]\n",
            "abilities[0].replace.instead",
        ),
        (
            "[[card]]\nid = \"X\"\nname = \"X\"\nkind = \"character\"\ncost = 1\nkarate = 1\ndurability = 1\nkousaku = 1\nrarity = \"common\"\nukemi-name = \"Y\"\n",
            "ukemi-name",
        ),
    ];
    for (text, field) in cases {
        let err = parse_cards(text).expect_err("invalid");
        let shown = err.to_string();
        assert!(shown.contains(field), "{shown}");
        assert!(err.location.line.is_some(), "{shown} has a line");
    }
}

#[test]
fn every_scenario_passes() {
    let (db, _) = demo();
    let mut files = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios/ninjaslayer");
    fuda_kernel::scenario::collect(&root, &mut files).expect("the scenario folder is readable");
    assert!(files.len() >= 10, "expected the Ninja Slayer scenarios, found {}", files.len());
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable");
        let report = fuda_ninjaslayer::scenario::run(&text, &db).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        assert!(report.failure.is_none(), "{}: {}", file.display(), report.failure.unwrap_or_default());
    }
}

#[test]
fn malformed_scenarios_are_errors_not_panics() {
    let (db, _) = demo();
    let cases = [
        ("game = \"ninjaslayer\"\ntitle = \"t\"\n[setup]\nturn-player = 3\n", "turn-player"),
        ("game = \"ninjaslayer\"\ntitle = \"t\"\nrules = [\"9999.1\"]\n[setup]\nturn-player = 1\n", "rules"),
        ("game = \"ninjaslayer\"\ntitle = \"t\"\n[setup]\nturn-player = 1\n[setup.p1]\nhand = [\"NOPE\"]\n", "hand[0]"),
        ("game = \"ninjaslayer\"\ntitle = \"t\"\n[setup]\nturn-player = 1\nstart = \"later\"\n", "start"),
    ];
    for (text, field) in cases {
        let err = fuda_ninjaslayer::scenario::run(text, &db).expect_err("malformed");
        assert!(err.to_string().contains(field), "{err}");
    }
}

#[test]
fn sealed_packs_make_legal_decks_that_play() {
    let (db, _) = demo();
    for seed in 0..20 {
        let packs = fuda_ninjaslayer::sealed::open_packs(&db, seed).expect("every rarity exists");
        assert_eq!(packs.len(), 5, "five packs (402.3a)");
        for pack in &packs {
            let rares =
                pack.iter().filter(|c| db.get(**c).rarity == fuda_ninjaslayer::cards::ast::Rarity::Rare).count();
            assert_eq!((pack.len(), rares), (8, 1), "8 cards, 1 rare");
        }
        assert_eq!(packs, fuda_ninjaslayer::sealed::open_packs(&db, seed).expect("again"), "same seed, same packs");
        let a = fuda_ninjaslayer::sealed::sealed_deck(&db, seed).expect("deck");
        let b = fuda_ninjaslayer::sealed::sealed_deck(&db, seed + 100).expect("deck");
        assert!(deck_problems(&db, &a, Format::BlitzSealed).is_empty());
        assert_eq!(Format::of([&a, &b]), Format::BlitzSealed);
        playout(&db, [&a, &b], seed, false);
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
        let state = new_game(db.clone(), pair, seed, Format::of(pair)).expect("legal demo decks");
        let mut game = NinjaSlayerGame { state };
        game.set_logging(false);
        let total = game.state.all_cards().len();
        let mut rng = GameRng::new(seed);
        for _ in 0..(seed * 17) % 1200 {
            if game.decider().is_none() {
                break;
            }
            game.answer(game.decider().expect("a decision is pending"), rng.below(game.option_count()))
                .expect("offered");
        }
        for observer in [Seat(0), Seat(1)] {
            let copy =
                NinjaSlayerGame { state: fuda_ninjaslayer::determinize::determinize(&game.state, observer, seed) };
            assert_eq!(copy.view(observer), game.view(observer), "seed {seed}: {observer} sees the same game");
            check_invariants(&copy, total, 0);
            moved += usize::from(copy.state.players != game.state.players);
            let mut copy = copy;
            let mut answers = 0;
            while copy.decider().is_some() {
                assert!(answers < ANSWER_CAP, "seed {seed}: the copy did not end");
                copy.answer(copy.decider().expect("a decision is pending"), rng.below(copy.option_count()))
                    .expect("offered");
                check_invariants(&copy, total, 0);
                answers += 1;
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
        let state = new_game(db.clone(), pair, seed, Format::of(pair)).expect("legal demo decks");
        let mut game = NinjaSlayerGame { state };
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

/// The crate's top-level modules should form layers, no module using one that uses it back
/// (docs/architecture.md). Not yet: 13 modules still form one cycle (issue 21, point 8); run
/// with `--ignored` to list it.
#[test]
#[ignore = "issue 21: the Ninja Slayer module cycle is not broken yet"]
fn no_module_cycles() {
    fuda_testkit::modules::assert_no_module_cycles(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
}
