//! Bad input to `fuda scenario`, `fuda cards check`, deck and replay files (issue 20, section
//! 5): each is exit 2 with the file, line, column or field, never a panic, a hang or a pass.

use crate::common::{fuda, temp, text};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn path_str(p: &Path) -> &str {
    p.to_str().expect("temp paths are UTF-8")
}

/// Runs `fuda` on one written file and checks exit 2 and that the message names `needle`.
fn refused(dir: &Path, name: &str, body: &[u8], args: &[&str], needle: &str) {
    let path = dir.join(name);
    std::fs::write(&path, body).expect("write");
    let mut all = args.to_vec();
    all.push(path_str(&path));
    let o = fuda(&all);
    let shown = text(&o);
    assert_eq!(o.status.code(), Some(2), "{name}: exit 2, got {shown}");
    assert!(shown.contains(needle), "{name}: the message names {needle:?}: {shown}");
    assert!(!shown.contains("panicked"), "{name}: no panic: {shown}");
}

/// A scenario that passes: P1's attack wins at once.
const WINNING: &str = r#"game = "digimon"
title = "t"

[[card]]
id = "T-FINISHER"
name = "Test Finisher 5000"
kind = "digimon"
colors = ["red"]
level = 4
dp = 5000
play-cost = 5

[setup.p1]
battle = ["T-FINISHER"]
deck = ["T-FINISHER"]
[setup.p2]
deck = ["T-FINISHER"]

[[step]]
seat = 1
choose = "~Attack with Test Finisher 5000"

[expect]
winner = 1
"#;

#[test]
fn a_malformed_scenario_header_is_reported_at_its_line_and_column() {
    let dir = temp("header");
    let cases: [(&str, &str, &str); 7] = [
        ("syntax.toml", "game = \"digimon\"\ntitle = [\"t\"\n", "syntax.toml:2:"),
        ("twice.toml", "game = \"digimon\"\ntitle = \"a\"\ntitle = \"b\"\n", "twice.toml:3:1: duplicate key"),
        ("unquoted.toml", "title = \"t\"\ngame = digimon\n", "unquoted.toml:2:8:"),
        ("empty.toml", "", "empty.toml: the file is empty"),
        ("nogame.toml", "title = \"t\"\n", "nogame.toml:1:1: missing field `game`"),
        ("other.toml", "game = \"chess\"\n", "other.toml:1:8, field `game`: unknown game \"chess\""),
        ("number.toml", "game = 2\n", "number.toml:1:8, field `game`: invalid type"),
    ];
    for (name, body, needle) in cases {
        refused(&dir, name, body.as_bytes(), &["scenario"], needle);
    }
}

#[test]
fn scenario_steps_that_cannot_mean_anything_are_malformed() {
    let dir = temp("steps");
    let with_step = |step: &str| format!("{WINNING}\n[[step]]\n{step}\n").replace("[expect]\nwinner = 1\n", "");
    let cases: [(&str, &str, &str); 6] = [
        ("rejects.toml", "rejects = true", "field `step[1].rejects`: `rejects = true` needs `answer`"),
        ("seat.toml", "seat = 7", "field `step[1].seat`: seat 7: expected 1 to 2"),
        ("concede.toml", "concede = 0", "field `step[1].concede`: seat 0"),
        ("limit.toml", "max-answers = 3", "field `step[1].max-answers`: `max-answers` needs `run"),
        ("seed.toml", "seed = 3", "field `step[1].seed`"),
        ("agent.toml", "run = \"greedy\"", "unknown variant `greedy`, expected `random`"),
    ];
    let line = WINNING.replace("[expect]\nwinner = 1\n", "").lines().count() + 3;
    for (name, step, needle) in cases {
        refused(&dir, name, with_step(step).as_bytes(), &["scenario"], needle);
        refused(&dir, name, with_step(step).as_bytes(), &["scenario"], &format!("{name}:{line}"));
    }
}

#[test]
fn conceding_after_the_game_ended_fails_the_scenario() {
    let dir = temp("concede");
    let path = dir.join("late.toml");
    std::fs::write(&path, WINNING.replace("[expect]", "[[step]]\nconcede = 2\n\n[expect]")).expect("write");
    let o = fuda(&["scenario", path_str(&path)]);
    assert_eq!(o.status.code(), Some(1), "a failed check, exit 1: {}", text(&o));
    assert!(text(&o).contains("step 2 failed: cannot concede for seat 2: the game is over"), "{}", text(&o));
    // The same file without the late concession passes: the failure is the concession's.
    std::fs::write(&path, WINNING).expect("write");
    let o = fuda(&["scenario", path_str(&path)]);
    assert!(o.status.success(), "{}", text(&o));
}

#[test]
fn a_symbolic_link_cycle_is_walked_once() {
    let dir = temp("cycle");
    std::fs::create_dir_all(dir.join("a/b")).expect("dirs");
    std::fs::write(dir.join("a/b/win.toml"), WINNING).expect("write");
    std::os::unix::fs::symlink("..", dir.join("a/b/up")).expect("link to the parent");
    std::os::unix::fs::symlink(".", dir.join("a/here")).expect("link to itself");
    let mut child = Command::new(env!("CARGO_BIN_EXE_fuda"))
        .args(["scenario", path_str(&dir)])
        .stdout(Stdio::piped())
        .spawn()
        .expect("fuda runs");
    let start = Instant::now();
    while child.try_wait().expect("waits").is_none() {
        if start.elapsed() > Duration::from_secs(60) {
            child.kill().expect("kill the runaway walk");
            panic!("fuda scenario did not end within 60 s on a folder with a link cycle");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let o = child.wait_with_output().expect("output");
    assert!(o.status.success(), "{}", text(&o));
    assert!(text(&o).ends_with("1 passed, 0 failed\n"), "the one file runs once: {}", text(&o));
}

#[test]
fn nothing_to_check_is_an_error() {
    let dir = temp("nothing");
    let empty = dir.join("empty");
    std::fs::create_dir_all(&empty).expect("dir");
    std::fs::write(empty.join("notes.txt"), "no toml here").expect("write");
    let o = fuda(&["scenario", path_str(&empty)]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(text(&o).contains("empty: no scenario files found"), "{}", text(&o));
    let blank = dir.join("blank.toml");
    std::fs::write(&blank, "# no cards\n").expect("write");
    for path in [path_str(&empty), path_str(&blank), "/dev/null"] {
        let o = fuda(&["cards", "check", path]);
        assert_eq!(o.status.code(), Some(2), "{path}: {}", text(&o));
        assert!(text(&o).contains(&format!("{path}: no cards found")), "{}", text(&o));
        let o = fuda(&["cards", "check", path, "--game", "ninjaslayer"]);
        assert_eq!(o.status.code(), Some(2), "{path} with --game: {}", text(&o));
    }
}

#[test]
fn invalid_utf8_is_reported_at_its_line_and_column() {
    let dir = temp("utf8");
    let card = b"[[card]]\nid = \"T-1\"\nname = \"Test \xff\"\n";
    refused(&dir, "cards.toml", card, &["cards", "check"], "cards.toml:3:14: invalid UTF-8");
    refused(&dir, "cards.toml", card, &["cards", "check", "--game", "ninjaslayer"], "cards.toml:3:14: invalid UTF-8");
    refused(&dir, "s.toml", b"game = \"digimon\"\n\xc3(\n", &["scenario"], "s.toml:2:1: invalid UTF-8");
    refused(&dir, "deck.toml", b"name = \"d\xe9\"\n", &["play", "digimon", "--deck"], "deck.toml:1:10: invalid UTF-8");
    refused(&dir, "replay.json", b"{\n \"game\": \"\x80\"\n}\n", &["replay"], "replay.json:2:11: invalid UTF-8");
}

#[test]
fn cards_of_either_game_are_checked_without_naming_it() {
    let o = fuda(&["cards", "check", "data/ninjaslayer/cards"]);
    assert!(o.status.success(), "{}", text(&o));
    assert!(text(&o).contains("ninjaslayer cards, all valid"), "{}", text(&o));
    let o = fuda(&["cards", "check", "data/digimon/cards"]);
    assert!(text(&o).contains("digimon cards, all valid"), "{}", text(&o));
    let dir = temp("neither");
    let bad = b"[[card]]\nid = \"T-1\"\nname = \"Test\"\nkind = \"nothing\"\n";
    refused(
        &dir,
        "bad.toml",
        bad,
        &["cards", "check"],
        "give the game with --game (digimon, ninjaslayer, zx, rebirth)",
    );
}

#[test]
fn rules_help_names_every_game() {
    let o = fuda(&["rules", "--help"]);
    assert!(o.status.success(), "{}", text(&o));
    assert!(text(&o).contains("digimon, ninjaslayer"), "{}", text(&o));
}
