//! Issue 20, sections 2 and 5: a replay holds everything needed to re-play it (the event date,
//! the card set, the format) and only the engine version that recorded it re-plays it; deck
//! files are checked where they are read, and their errors name the file and line.

use crate::common::{fuda, temp, text};
use std::path::{Path, PathBuf};

/// Records one Ninja Slayer game at an event date; its replay file and its JSON.
fn recorded(name: &str) -> (PathBuf, serde_json::Value) {
    let dir = temp(name);
    let rec = dir.join("rec");
    let o = fuda(
        &["sim", "ninjaslayer", "--games", "1", "--seed", "4", "--event-date", "2026-01-01", "--record"]
            .into_iter()
            .chain([rec.to_str().expect("utf-8")])
            .collect::<Vec<_>>(),
    );
    assert!(o.status.success(), "{}", text(&o));
    let file = rec.join("ninjaslayer-4.json");
    let json = serde_json::from_str(&std::fs::read_to_string(&file).expect("the replay")).expect("JSON");
    (file, json)
}

fn rewrite(file: &Path, json: &serde_json::Value) -> String {
    std::fs::write(file, serde_json::to_string_pretty(json).expect("JSON")).expect("written");
    file.to_str().expect("utf-8").to_string()
}

#[test]
fn a_game_recorded_at_an_event_date_replays() {
    let (file, json) = recorded("dated");
    assert_eq!(json["event_date"], "2026-01-01", "the replay records the event date");
    assert_eq!(json["card_set"], "built-in", "the replay records where the cards came from");
    assert_eq!(json["format"], "constructed", "the replay records the format");
    let o = fuda(&["replay", file.to_str().expect("utf-8")]);
    assert!(o.status.success() && text(&o).contains("replay ok"), "{}", text(&o));
    // Without its date the same game reads other cards: refused before a single answer.
    let mut undated = json.clone();
    undated.as_object_mut().expect("an object").remove("event_date");
    let o = fuda(&["replay", &rewrite(&file.with_file_name("undated.json"), &undated)]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(text(&o).contains("built-in") && text(&o).contains("hash"), "says which cards differ: {}", text(&o));
}

#[test]
fn another_engine_version_is_refused() {
    let (file, json) = recorded("engine");
    for (version, why) in [("0.0.1-other", "recorded by fuda 0.0.1-other"), ("", "empty")] {
        let mut other = json.clone();
        other["engine"] = serde_json::json!(version);
        let o = fuda(&["replay", &rewrite(&file.with_file_name("other.json"), &other)]);
        assert_eq!(o.status.code(), Some(2), "engine {version:?}: {}", text(&o));
        let said = text(&o);
        assert!(said.contains(why) && said.contains("field `engine`"), "engine {version:?}: {said}");
        if !version.is_empty() {
            assert!(said.contains(&format!("this is fuda {}", env!("CARGO_PKG_VERSION"))), "both versions: {said}");
        }
    }
}

#[test]
fn an_impossible_event_date_is_refused() {
    let o = fuda(&["sim", "ninjaslayer", "--games", "1", "--event-date", "2026-02-30"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(text(&o).contains("--event-date") && text(&o).contains("2026-02-30"), "{}", text(&o));
}

#[test]
fn deck_errors_name_the_file_and_line() {
    let dir = temp("decks");
    let demo = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/digimon/decks/blue-control.toml"),
    )
    .expect("a demo deck");
    // One copy of a Lv.3 Digimon becomes the token Frost Decoy (FD-090): 1-4-4-2.
    let with_token = demo.replacen("\"4 FD-021\"", "\"3 FD-021\",\n    \"FD-090\"", 1);
    assert_ne!(with_token, demo, "the deck changed");
    let line = with_token.lines().position(|l| l.contains("\"FD-090\"")).expect("the token's line") + 1;
    let file = dir.join("with-token.toml");
    std::fs::write(&file, &with_token).expect("written");
    for command in ["sim", "play"] {
        let o = fuda(&[command, "digimon", "--deck", file.to_str().expect("utf-8")]);
        assert_eq!(o.status.code(), Some(2), "{command}: {}", text(&o));
        let said = text(&o);
        assert!(said.contains(&format!("with-token.toml:{line}: 1-4-4-2")), "{command}: names file and line: {said}");
        assert!(!said.contains("FD-021 ") && !said.contains("copies"), "{command}: only the token is wrong: {said}");
    }
}

#[test]
fn a_sealed_deck_against_a_constructed_one_is_a_mix_of_formats() {
    let dir = temp("formats");
    let o = fuda(&["sealed", "ninjaslayer", "--seed", "5"]);
    assert!(o.status.success(), "{}", text(&o));
    let sealed = dir.join("sealed.toml");
    std::fs::write(&sealed, &o.stdout).expect("written");
    let o = fuda(&["sim", "ninjaslayer", "--games", "1", "--deck", sealed.to_str().expect("utf-8")]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    let said = text(&o);
    assert!(said.contains("different formats") && said.contains("402.2"), "{said}");
    assert!(!said.contains("exactly 50 cards, this one 40"), "the sealed deck is not judged as Constructed: {said}");
}
