//! The protocol spoken as a client speaks it: only JSON lines in and out. Every game of the
//! registry is started, refused an answer from the wrong seat (hash unchanged), played to its
//! end at random, saved and loaded (the loaded game plays on with the same hashes), and garbage
//! lines get `"ok": false` while the engine serves on.

use fuda_engine::Engine;
use fuda_games::DataSource;
use fuda_kernel::GameRng;
use serde_json::{Value, json};

/// Sends one request and reads its response.
fn ask(engine: &mut Engine, request: Value) -> Value {
    serde_json::from_str(&engine.respond(&request.to_string())).expect("every response is one JSON object")
}

fn ok(engine: &mut Engine, request: Value) -> Value {
    let response = ask(engine, request.clone());
    assert_eq!(response["ok"], json!(true), "{request} → {response}");
    response
}

fn refused(engine: &mut Engine, request: Value) -> String {
    let response = ask(engine, request.clone());
    assert_eq!(response["ok"], json!(false), "{request} must be refused → {response}");
    response["error"].as_str().expect("a refusal says why").to_string()
}

fn hash(engine: &mut Engine, handle: &Value) -> String {
    ok(engine, json!({"cmd": "hash", "handle": handle}))["hash"].as_str().expect("a hash").to_string()
}

#[test]
fn every_game_plays_through_the_protocol_and_resumes_from_a_save() {
    let mut engine = Engine::new(DataSource::built_in());
    let games = ok(&mut engine, json!({"cmd": "games", "id": "g"}));
    assert_eq!(games["id"], json!("g"), "the id is echoed");
    assert_eq!(games["protocol"], json!(fuda_engine::PROTOCOL));
    let names: Vec<String> =
        games["games"].as_array().expect("games").iter().map(|g| g["name"].as_str().expect("a name").into()).collect();
    assert_eq!(names, ["digimon", "ninjaslayer", "zx", "rebirth"]);
    for name in &names {
        let started = ok(&mut engine, json!({"cmd": "new", "game": name, "seed": 4}));
        let handle = started["handle"].clone();
        let mut rng = GameRng::new(4);
        let (mut hashes, mut saved) = (Vec::new(), None);
        loop {
            let decision = ok(&mut engine, json!({"cmd": "decision", "handle": handle}));
            if decision["over"] == json!(true) {
                assert!(decision["winners"].is_array(), "{decision}");
                break;
            }
            let seat = decision["seat"].as_u64().expect("a deciding seat");
            for option in decision["options"].as_array().expect("options") {
                assert!(option["kind"].is_string() && option["cards"].is_array(), "{name}: {option}");
            }
            let options = decision["options"].as_array().expect("options").len();
            if hashes.len() % 25 == 0 {
                let before = hash(&mut engine, &handle);
                let why =
                    refused(&mut engine, json!({"cmd": "answer", "handle": handle, "seat": 1 - seat, "index": 0}));
                assert!(why.contains("may not answer"), "{why}");
                refused(&mut engine, json!({"cmd": "answer", "handle": handle, "seat": seat, "index": options}));
                assert_eq!(hash(&mut engine, &handle), before, "{name}: refused answers change nothing");
            }
            if hashes.len() == 30 {
                saved =
                    Some((ok(&mut engine, json!({"cmd": "save", "handle": handle}))["state"].clone(), hashes.len()));
            }
            let index = rng.below(options);
            ok(&mut engine, json!({"cmd": "answer", "handle": handle, "seat": seat, "index": index}));
            hashes.push((seat, index, hash(&mut engine, &handle)));
        }
        let (state, at) = saved.expect("the game lasts 30 answers");
        let loaded = ok(&mut engine, json!({"cmd": "load", "state": state}))["handle"].clone();
        for (seat, index, expected) in &hashes[at..] {
            ok(&mut engine, json!({"cmd": "answer", "handle": loaded, "seat": seat, "index": index}));
            assert_eq!(&hash(&mut engine, &loaded), expected, "{name}: the loaded game plays on the same");
        }
        for h in [&handle, &loaded] {
            ok(&mut engine, json!({"cmd": "close", "handle": h}));
        }
        refused(&mut engine, json!({"cmd": "hash", "handle": handle}));
    }
}

#[test]
fn views_logs_cards_and_agents_answer_for_one_seat() {
    let mut engine = Engine::new(DataSource::built_in());
    let handle = ok(&mut engine, json!({"cmd": "new", "game": "ninjaslayer", "seed": 2}))["handle"].clone();
    let view = ok(&mut engine, json!({"cmd": "view", "handle": handle, "seat": 0}));
    assert_eq!(view["seat"], json!(0));
    assert!(view["players"].as_array().is_some_and(|p| p.len() == 2), "{view}");
    let mine =
        ok(&mut engine, json!({"cmd": "log", "handle": handle, "seat": 0}))["lines"].as_array().expect("lines").len();
    let all = ok(&mut engine, json!({"cmd": "log", "handle": handle}))["lines"].as_array().expect("lines").len();
    assert!(mine < all, "a seat reads fewer lines than a judge (the other seat's draws): {mine} of {all}");
    let choice = ok(&mut engine, json!({"cmd": "agent", "handle": handle, "agent": "greedy"}));
    assert!(choice["index"].is_u64() && choice["seat"].is_u64(), "{choice}");
    refused(&mut engine, json!({"cmd": "agent", "handle": handle, "agent": "oracle"}));
    refused(&mut engine, json!({"cmd": "view", "handle": handle, "seat": 2}));
    let cards = ok(&mut engine, json!({"cmd": "cards", "game": "digimon"}));
    assert!(cards["cards"].as_array().is_some_and(|c| c.len() > 100 && c[0]["text"].is_string()), "the demo set");
}

#[test]
fn bad_requests_are_refused_and_the_engine_serves_on() {
    let mut engine = Engine::new(DataSource::built_in());
    let handle = ok(&mut engine, json!({"cmd": "new", "game": "digimon"}))["handle"].clone();
    let before = hash(&mut engine, &handle);
    for line in [
        "",
        "not json",
        "[1, 2]",
        "{}",
        "{\"cmd\": \"fly\"}",
        "{\"cmd\": \"answer\", \"handle\": 1}",
        "{\"cmd\": \"answer\", \"handle\": 1, \"seat\": \"one\", \"index\": 0}",
        "{\"cmd\": \"answer\", \"handle\": 1, \"seat\": 0, \"index\": -1}",
        "{\"cmd\": \"answer\", \"handle\": 77, \"seat\": 0, \"index\": 0}",
        "{\"cmd\": \"new\", \"game\": \"digimin\"}",
        "{\"cmd\": \"new\", \"game\": \"digimon\", \"decks\": [\"no such deck\", \"x\"]}",
        "{\"cmd\": \"new\", \"game\": \"digimon\", \"seats\": 3}",
        "{\"cmd\": \"load\", \"state\": \"{}\"}",
        "{\"cmd\": \"games\", \"extra\": 1}",
    ] {
        let response: Value = serde_json::from_str(&engine.respond(line)).expect("a JSON response");
        assert_eq!(response["ok"], json!(false), "{line:?} → {response}");
        assert!(response["error"].as_str().is_some_and(|e| !e.is_empty()), "{line:?} says why");
    }
    assert_eq!(hash(&mut engine, &handle), before, "no refused request changed the game");
}

#[test]
fn a_deck_is_a_demo_decks_name_or_a_deck_files_text() {
    let mut engine = Engine::new(DataSource::built_in());
    let text = "name = \"Mine\"\ncards = [\"4 FD-001\"]\n";
    let why = refused(&mut engine, json!({"cmd": "new", "game": "digimon", "decks": [text, text]}));
    assert!(why.contains("decks[0]") && why.contains("not legal"), "a short deck is refused with its place: {why}");
    let catalog = fuda_games::catalog(&DataSource::built_in(), "digimon", None).expect("built in");
    let names: Vec<&str> = catalog.decks().iter().map(|d| d.name.as_str()).take(2).collect();
    ok(&mut engine, json!({"cmd": "new", "game": "digimon", "decks": names}));
}

#[test]
fn a_format_is_checked_against_the_decks_and_a_sealed_one_opens_pools_from_the_seed() {
    let mut engine = Engine::new(DataSource::built_in());
    let sealed = ok(&mut engine, json!({"cmd": "new", "game": "ninjaslayer", "format": "blitz-sealed", "seed": 8}));
    let view = ok(&mut engine, json!({"cmd": "view", "handle": sealed["handle"], "seat": 0}));
    let cards: usize = view["players"][0]["zones"]
        .as_array()
        .expect("zones")
        .iter()
        .map(|z| z["cards"].as_array().expect("cards").len())
        .sum();
    assert_eq!(cards, 40, "a Blitz Sealed deck is 40 cards (402.3): {view}");
    ok(&mut engine, json!({"cmd": "new", "game": "ninjaslayer", "format": "constructed", "seed": 8}));
    let catalog = fuda_games::catalog(&DataSource::built_in(), "ninjaslayer", None).expect("built in");
    let demo: Vec<&str> = catalog.decks().iter().map(|d| d.name.as_str()).take(2).collect();
    let why =
        refused(&mut engine, json!({"cmd": "new", "game": "ninjaslayer", "format": "blitz-sealed", "decks": demo}));
    assert!(why.contains("built for constructed, not blitz-sealed"), "{why}");
    let why = refused(&mut engine, json!({"cmd": "new", "game": "ninjaslayer", "format": "draft"}));
    assert!(why.contains("expected one of: constructed, blitz-sealed"), "{why}");
    let why = refused(&mut engine, json!({"cmd": "new", "game": "digimon", "format": "constructed"}));
    assert!(why.contains("no formats"), "{why}");
}

#[test]
fn every_card_is_listed_with_its_data_and_text() {
    let mut engine = Engine::new(DataSource::built_in());
    for game in fuda_games::GAMES {
        let listed = ok(&mut engine, json!({"cmd": "cards", "game": game.name()}));
        let cards = listed["cards"].as_array().expect("cards");
        let catalog = fuda_games::catalog(&DataSource::built_in(), game.name(), None).expect("built in");
        for card in cards {
            let id = card["id"].as_str().expect("an id");
            assert!(card["data"].is_object(), "{id}: the definition's fields: {card}");
            assert!(card["data"].to_string().contains(&format!("\"{id}\"")), "{id}: the data names its card");
            assert_eq!(card["text"].as_str(), catalog.card_text(id).as_deref(), "{id}: the text `cards show` prints");
        }
        let in_decks = catalog.decks().iter().flat_map(|d| &d.cards);
        for id in in_decks {
            assert!(cards.iter().any(|c| c["id"] == json!(id)), "{}: deck card {id} is listed", game.name());
        }
    }
}
