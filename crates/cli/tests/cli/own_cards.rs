//! Issue 23, point 4: `--cards PATH` adds the user's own card files to a game's demo set, for
//! every command, and decks, scenarios, replays and the engine use them.

use crate::common::{fuda, fuda_with_input, play, root, temp, text};
use std::path::{Path, PathBuf};

/// Two original vanilla red Digimon, made for these tests.
const DIGIMON: &str = r#"# Test cards of a user's own: a Lv.3 and a Lv.4.
[[card]]
id = "MY-001"
name = "Pebble Sprite"
kind = "digimon"
colors = ["red"]
level = 3
dp = 3000
play-cost = 3
digivolve = [{ color = "red", level = 2, cost = 0 }]

[[card]]
id = "MY-002"
name = "Boulder Sprite"
kind = "digimon"
colors = ["red"]
level = 4
dp = 6000
play-cost = 5
digivolve = [{ color = "red", level = 3, cost = 2 }]
"#;

/// Two original vanilla Ninja Slayer characters, made for these tests.
const NINJASLAYER: &str = r#"[[card]]
id = "MY-NS-1"
name = "Paper Ronin"
kind = "character"
cost = 1
attributes = ["Ninja"]
karate = 1
durability = 2
kousaku = 1
rarity = "common"

[[card]]
id = "MY-NS-2"
name = "Tin Ronin"
kind = "character"
cost = 2
attributes = ["Yakuza"]
karate = 2
durability = 2
kousaku = 1
rarity = "common"
"#;

/// A folder `cards/` holding `digimon/` and `ninjaslayer/` with the test cards, and beside it a
/// deck of each game that plays them (a demo deck with two of its cards swapped for them).
fn own_cards(name: &str) -> (PathBuf, [PathBuf; 2]) {
    let dir = temp(name);
    let cards = dir.join("cards");
    for (game, text) in [("digimon", DIGIMON), ("ninjaslayer", NINJASLAYER)] {
        std::fs::create_dir_all(cards.join(game)).expect("folder");
        std::fs::write(cards.join(game).join("mine.toml"), text).expect("written");
    }
    let swaps = [
        ("digimon", "red-aggro.toml", [("\"4 FD-003\"", "\"4 MY-001\""), ("\"4 FD-007\"", "\"4 MY-002\"")]),
        ("ninjaslayer", "survivor-wall.toml", [("\"2 NSD-027\"", "\"2 MY-NS-1\""), ("\"2 NSD-002\"", "\"2 MY-NS-2\"")]),
    ];
    let decks = swaps.map(|(game, demo, pairs)| {
        let mut deck = std::fs::read_to_string(root().join("data").join(game).join("decks").join(demo)).expect("deck");
        for (from, to) in pairs {
            assert!(deck.contains(from), "{demo} has {from}");
            deck = deck.replace(from, to);
        }
        let path = dir.join(format!("{game}-deck.toml"));
        std::fs::write(&path, deck.replacen("name = \"", "name = \"Own ", 1)).expect("written");
        path
    });
    (cards, decks)
}

fn s(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

#[test]
fn sim_plays_decks_of_added_cards_to_the_end_and_records_them() {
    let (cards, decks) = own_cards("sim");
    for (game, deck, id) in [("digimon", &decks[0], "MY-001"), ("ninjaslayer", &decks[1], "MY-NS-1")] {
        let record = cards.with_file_name(format!("{game}-replays"));
        let args = ["--cards", s(&cards), "sim", game, "--deck", s(deck), "--games", "3", "--json"];
        let o = fuda(&[&args[..], &["--record", s(&record)]].concat());
        assert!(o.status.success(), "{game}: {}", text(&o));
        let json: serde_json::Value = serde_json::from_slice(&o.stdout).expect("one JSON object");
        let wins: u64 = json["wins"].as_array().expect("wins").iter().map(|w| w.as_u64().expect("a count")).sum();
        assert_eq!(wins + json["draws"].as_u64().expect("draws"), 3, "{game}: every game ends: {json}");
        let replay = std::fs::read_to_string(record.join(format!("{game}-1.json"))).expect("a replay");
        let replay: serde_json::Value = serde_json::from_str(&replay).expect("JSON");
        assert!(replay["decks"][0].as_array().expect("a deck").iter().any(|c| c == id), "{game} plays {id}");
        assert_eq!(replay["added_cards"], serde_json::json!([s(&cards)]), "the replay records --cards");
        // Without the cards, the deck names a card no set has.
        let o = fuda(&["sim", game, "--deck", s(deck), "--games", "1"]);
        assert_eq!(o.status.code(), Some(2), "{game}: {}", text(&o));
        let unknown =
            format!("unknown card id \"{id}\": expected a card of the demo set or of those added with --cards");
        assert!(text(&o).contains(&unknown), "{game}: {}", text(&o));
    }
}

#[test]
fn play_deals_a_deck_of_added_cards() {
    let (cards, decks) = own_cards("play");
    let o = play(&["--cards", s(&cards), "digimon", "--deck", s(&decks[0])], b"concede\n");
    assert!(o.status.success(), "{}", text(&o));
    assert!(text(&o).contains("with Own Red Aggro"), "the user's deck is dealt: {}", text(&o));
}

#[test]
fn a_game_of_added_cards_saved_at_the_prompt_resumes_only_with_them() {
    let (cards, decks) = own_cards("save");
    let file = cards.with_file_name("game.json");
    let save = format!("0\nsave {}\n", s(&file));
    let o = play(&["--cards", s(&cards), "ninjaslayer", "--deck", s(&decks[1])], save.as_bytes());
    let resume = format!("resume with `fuda --cards {} play --load {}`", s(&cards), s(&file));
    assert!(text(&o).contains(&resume), "the prompt says how to resume: {}", text(&o));
    let o = play(&["--load", s(&file)], b"");
    assert_eq!(o.status.code(), Some(2), "without --cards: {}", text(&o));
    assert!(text(&o).contains("field `cards`") && text(&o).contains("--cards"), "{}", text(&o));
    let o = play(&["--cards", s(&cards), "--load", s(&file)], b"concede\n");
    assert!(o.status.success() && text(&o).contains("resumed from"), "with --cards: {}", text(&o));
}

#[test]
fn replay_needs_the_cards_it_was_recorded_with() {
    let (cards, decks) = own_cards("replay");
    let record = cards.with_file_name("replays");
    let o = fuda(&["--cards", s(&cards), "sim", "digimon", "--deck", s(&decks[0]), "--games", "1"]);
    assert!(o.status.success(), "{}", text(&o));
    let o =
        fuda(&["--cards", s(&cards), "sim", "digimon", "--deck", s(&decks[0]), "--games", "1", "--record", s(&record)]);
    assert!(o.status.success(), "{}", text(&o));
    let file = record.join("digimon-1.json");
    let o = fuda(&["--cards", s(&cards), "replay", s(&file)]);
    assert!(o.status.success() && text(&o).contains("replay ok"), "with the same --cards: {}", text(&o));
    let o = fuda(&["replay", s(&file)]);
    assert_eq!(o.status.code(), Some(2), "without --cards: {}", text(&o));
    let hint = format!("field `cards_hash`: recorded with the cards of built-in with --cards {}", s(&cards));
    assert!(text(&o).contains(&hint), "names what it was recorded with: {}", text(&o));
    assert!(text(&o).contains(&format!("pass the cards it added: --cards {}", s(&cards))), "{}", text(&o));
    // A replay recorded without added cards, re-played with some, says to leave them out.
    let plain = cards.with_file_name("plain");
    let o = fuda(&["sim", "digimon", "--games", "1", "--record", s(&plain)]);
    assert!(o.status.success(), "{}", text(&o));
    let o = fuda(&["--cards", s(&cards), "replay", s(&plain.join("digimon-1.json"))]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(text(&o).contains("run without --cards"), "{}", text(&o));
}

#[test]
fn cards_show_and_check_read_added_cards() {
    let (cards, _) = own_cards("show");
    let o = fuda(&["cards", "show", "--cards", s(&cards), "MY-002"]);
    assert!(o.status.success(), "{}", text(&o));
    assert!(text(&o).contains("Boulder Sprite") && text(&o).contains("6000 DP"), "{}", text(&o));
    let o = fuda(&["--cards", s(&cards.join("ninjaslayer/mine.toml")), "cards", "show", "Tin Ronin"]);
    assert!(o.status.success() && text(&o).contains("MY-NS-2"), "a file, by card name: {}", text(&o));
    let o = fuda(&["cards", "show", "MY-002"]);
    assert_eq!(o.status.code(), Some(2), "not a demo card: {}", text(&o));
    // The folder of game folders, checked alone, and as added to the demo set.
    let o = fuda(&["cards", "check", s(&cards)]);
    assert!(o.status.success(), "{}", text(&o));
    for game in ["digimon", "ninjaslayer"] {
        let line = format!("{}: 2 {game} cards, all valid", s(&cards.join(game)));
        assert!(text(&o).contains(&line), "{line}: {}", text(&o));
    }
    let o = fuda(&["--cards", s(&cards), "cards", "check"]);
    assert!(o.status.success() && text(&o).contains("every id new to the built-in demo set"), "{}", text(&o));
    let o = fuda(&["cards", "check"]);
    assert_eq!(o.status.code(), Some(2), "nothing to check: {}", text(&o));
    // A flat folder of one game's files, not named after it: the game its card format reads.
    let flat = cards.with_file_name("flat");
    std::fs::create_dir_all(&flat).expect("folder");
    std::fs::write(flat.join("sprites.toml"), DIGIMON).expect("written");
    let o = fuda(&["--cards", s(&flat), "cards", "show", "Pebble Sprite"]);
    assert!(o.status.success() && text(&o).contains("MY-001"), "{}", text(&o));
}

#[test]
fn a_bad_added_card_file_is_named_at_its_line_and_field() {
    let (cards, _) = own_cards("bad");
    let bad = cards.join("digimon/bad.toml");
    std::fs::write(&bad, DIGIMON.replace("MY-00", "MY-10").replace("dp = 6000", "dp = \"lots\"")).expect("written");
    let line = DIGIMON.lines().position(|l| l == "dp = 6000").expect("a dp line") + 1;
    for args in [&["sim", "--games", "1"][..], &["cards", "check"], &["engine"]] {
        let o = fuda(&[&["--cards", s(&cards)][..], args].concat());
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o));
        let at = format!("{}:{line}:6, field `card[1].dp`: invalid type: string \"lots\", expected i32", s(&bad));
        assert!(text(&o).contains(&at), "{args:?}: {}", text(&o));
    }
    let o = fuda(&["--cards", s(&cards.with_file_name("missing")), "sim", "--games", "1"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(text(&o).contains("missing: no such file or folder"), "{}", text(&o));
}

#[test]
fn an_added_card_with_a_demo_cards_id_names_both_files() {
    let (cards, _) = own_cards("clash");
    let clash = cards.join("digimon/clash.toml");
    std::fs::write(&clash, DIGIMON.replace("MY-001", "FD-003").replace("MY-002", "MY-003")).expect("written");
    let line = DIGIMON.lines().position(|l| l.contains("MY-001")).expect("an id line") + 1;
    let demo_line = std::fs::read_to_string(root().join("data/digimon/cards/red.toml"))
        .expect("red.toml")
        .lines()
        .position(|l| l == "id = \"FD-003\"")
        .expect("FD-003's line")
        + 1;
    for args in [&["sim", "--games", "1"][..], &["cards", "check"], &["cards", "show", "MY-001"]] {
        let o = fuda(&[&["--cards", s(&cards)][..], args].concat());
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o));
        let both = format!(
            "{}:{line}, field `id`: card id FD-003 is already defined in data/digimon/cards/red.toml:{demo_line}",
            s(&clash)
        );
        assert!(text(&o).contains(&both), "{args:?}: {}", text(&o));
    }
    // Two added files with one id: both are named too, added or checked alone.
    std::fs::write(&clash, DIGIMON.replace("MY-001", "MY-005")).expect("written");
    for args in [&["--cards", s(&cards), "cards", "check"][..], &["cards", "check", s(&cards)]] {
        let o = fuda(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o));
        let (mine, line) = (cards.join("digimon/mine.toml"), line + 10);
        let both =
            format!("{}:{line}, field `id`: card id MY-002 is already defined in {}:{line}", s(&mine), s(&clash));
        assert!(text(&o).contains(&both), "{args:?}: {}", text(&o));
    }
}

#[test]
fn scenarios_and_the_engine_use_added_cards() {
    let (cards, decks) = own_cards("engine");
    let scenario = cards.with_file_name("boulder.toml");
    std::fs::write(
        &scenario,
        r#"game = "digimon"
title = "A Digimon of the user's own cards is played from the hand for its play cost"
rules = ["7-1-3"]

[setup]
turn-player = 1
memory = 5
[setup.p1]
hand = [{ card = "MY-002", as = "boulder" }]
deck = ["MY-001"]
[setup.p2]
deck = ["MY-001"]
security = ["MY-001"]

[[step]]
seat = 1
choose = "~Play Boulder Sprite [boulder]"

[expect]
[[expect.card]]
alias = "boulder"
zone = "battle"
[expect.p1]
memory = 0
"#,
    )
    .expect("written");
    let o = fuda(&["--cards", s(&cards), "scenario", s(&scenario)]);
    assert!(o.status.success() && text(&o).contains("1 passed, 0 failed"), "{}", text(&o));
    let o = fuda(&["scenario", s(&scenario)]);
    assert_eq!(o.status.code(), Some(2), "without --cards the card is unknown: {}", text(&o));
    assert!(
        text(&o).contains("unknown card id \"MY-002\" (not in the demo set, the cards added with --cards"),
        "{}",
        text(&o)
    );
    // The engine lists the added cards and deals a deck file's text that plays them.
    let deck = std::fs::read_to_string(&decks[1]).expect("deck");
    let requests = [
        serde_json::json!({"cmd": "cards", "game": "ninjaslayer"}),
        serde_json::json!({"cmd": "new", "game": "ninjaslayer", "seed": 2, "decks": [deck, "Ninja Rush"]}),
    ];
    let input: String = requests.iter().map(|r| format!("{r}\n")).collect();
    let o = fuda_with_input(&["--cards", s(&cards), "engine"], input.as_bytes());
    assert!(o.status.success(), "{}", text(&o));
    let lines: Vec<serde_json::Value> =
        String::from_utf8_lossy(&o.stdout).lines().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    let listed = lines[0]["cards"].as_array().expect("cards");
    assert!(listed.iter().any(|c| c["id"] == "MY-NS-2" && c["text"].as_str().is_some_and(|t| t.contains("Tin Ronin"))));
    assert_eq!((lines[1]["ok"].clone(), lines[1]["handle"].clone()), (true.into(), 1.into()), "{}", lines[1]);
}
