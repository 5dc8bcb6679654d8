//! Issue 20: games that do not end and arguments out of bounds. A game that reaches the answer
//! cap fails alone (exit 1, listed with its index and seed, the others counted); a bad argument
//! exits 2 with a message naming it; a thread the system refuses is no panic.

use crate::common::{fuda, root, text};
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn json(o: &Output) -> serde_json::Value {
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("one JSON object ({e}): {}", text(o)))
}

/// How many answers each game of `sim digimon --games N --seed S` takes with no cap to speak
/// of, read from the replays it records.
fn answers_of(games: u64, seed: u64) -> Vec<u64> {
    let dir = std::env::temp_dir().join(format!("fuda-limits-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let record = dir.to_str().expect("a UTF-8 path");
    let o = fuda(&["sim", "digimon", "--games", &games.to_string(), "--seed", &seed.to_string(), "--record", record]);
    assert!(o.status.success(), "{}", text(&o));
    let answers = (seed..seed + games)
        .map(|s| {
            let replay = std::fs::read(dir.join(format!("digimon-{s}.json"))).expect("a replay per game");
            let v: serde_json::Value = serde_json::from_slice(&replay).expect("JSON");
            v["answers"].as_array().expect("answers").len() as u64
        })
        .collect();
    let _ = std::fs::remove_dir_all(&dir);
    answers
}

#[test]
fn games_at_the_answer_cap_fail_alone_with_index_and_seed() {
    const CAP: u64 = 80;
    let o = fuda(&["sim", "digimon", "--games", "8", "--seed", "7", "--max-answers", &CAP.to_string(), "--json"]);
    assert_eq!(o.status.code(), Some(1), "a failed game makes exit 1: {}", text(&o));
    let v = json(&o);
    let failed: Vec<(u64, u64)> = v["failed"]
        .as_array()
        .expect("a list of failed games")
        .iter()
        .map(|f| (f["game"].as_u64().expect("index"), f["seed"].as_u64().expect("seed")))
        .collect();
    // Oracle: each game played alone without the cap; those longer than it are the failed ones.
    let answers = answers_of(8, 7);
    let expected: Vec<(u64, u64)> = (0..8).filter(|&i| answers[i as usize] > CAP).map(|i| (i, 7 + i)).collect();
    assert!(!expected.is_empty() && expected.len() < 8, "the cap must split these games: {expected:?}");
    assert_eq!(failed, expected, "exactly the games longer than the cap fail");
    let wins: u64 = v["wins"].as_array().expect("wins").iter().map(|w| w.as_u64().expect("count")).sum();
    let ended = wins + v["draws"].as_u64().expect("draws");
    assert_eq!(ended + failed.len() as u64, 8, "every other game is counted");

    let o = fuda(&["sim", "digimon", "--games", "8", "--seed", "7", "--max-answers", &CAP.to_string()]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    let (i, seed) = expected[0];
    assert!(text(&o).contains(&format!("game {i} (seed {seed})")), "the text lists the failed games: {}", text(&o));
    assert!(text(&o).contains("wins: P1"), "and the results of the others: {}", text(&o));
}

#[test]
fn ladder_games_at_the_answer_cap_fail_alone() {
    let o = fuda(&["ladder", "digimon", "--agents", "random,random", "--games", "6", "--max-answers", "80", "--json"]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    let v = json(&o);
    let failed = v["failed"].as_array().expect("a list of failed games");
    let counted = v["pairings"][0]["games"].as_u64().expect("games");
    assert!(!failed.is_empty() && counted > 0, "some fail, some count: {v}");
    assert_eq!(counted + failed.len() as u64, 6, "the failed games are left out of the score: {v}");
    assert!(failed.iter().all(|f| f["a"] == "random" && f["game"].as_u64().is_some_and(|g| g < 6)), "{v}");
}

#[test]
fn play_stops_at_the_answer_cap() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fuda"))
        .args(["play", "digimon", "--seed", "5", "--max-answers", "3"])
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("fuda play runs");
    child.stdin.take().expect("stdin").write_all("0\n".repeat(20).as_bytes()).expect("write answers");
    let out = child.wait_with_output().expect("finishes");
    let shown = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{shown}");
    assert!(shown.contains("reached 3 answers without ending"), "{shown}");
}

#[test]
fn arguments_out_of_bounds_exit_2_naming_them() {
    let cases: [(&[&str], &str); 12] = [
        (&["sim", "--jobs", "0"], "--jobs"),
        (&["sim", "--jobs", "257"], "--jobs"),
        (&["sim", "--jobs", "99999999999999999999"], "--jobs"),
        (&["ladder", "--jobs", "0"], "--jobs"),
        (&["sim", "--games", "0"], "--games"),
        (&["ladder", "--games", "0"], "--games"),
        (&["bench", "--games", "0"], "--games"),
        (&["ladder", "--agents", "random"], "at least two agents"),
        (&["sim", "--max-answers", "0"], "--max-answers"),
        (&["play", "--max-answers", "0"], "--max-answers"),
        (&["sim", "--p1", "mcts:99999999999ms"], "at most 600000 ms"),
        (&["play", "--opponent", "mcts:99999999999"], "at most 10000000 iterations"),
    ];
    for (args, needle) in cases {
        let o = fuda(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o));
        assert!(text(&o).contains(needle), "{args:?}: the message names {needle:?}: {}", text(&o));
        assert!(!text(&o).contains("panicked"), "{args:?}: no panic");
    }
}

#[test]
fn threads_the_system_refuses_are_no_panic() {
    // A stack no system can give: every thread fails to start, as under a low thread limit.
    let refused = Command::new(env!("CARGO_BIN_EXE_fuda"))
        .args(["sim", "digimon", "--games", "6", "--seed", "3", "--jobs", "200", "--json"])
        .env("RUST_MIN_STACK", "100000000000000")
        .current_dir(root())
        .output()
        .expect("fuda runs");
    assert!(refused.status.success(), "{}", text(&refused));
    let one = fuda(&["sim", "digimon", "--games", "6", "--seed", "3", "--jobs", "1", "--json"]);
    assert_eq!(refused.stdout, one.stdout, "the games are played on the main thread, with the same results");
}
