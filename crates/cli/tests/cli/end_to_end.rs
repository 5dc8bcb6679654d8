//! The `fuda` binary end to end: determinism of `sim`, replays that verify and replays that do
//! not, bad input with exit status 2, and a game driven through stdin.

use crate::common::{fuda, root, temp, text};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

#[test]
fn bench_reports_every_figure_for_both_games() {
    for game in ["digimon", "ninjaslayer"] {
        let o = fuda(&["bench", game, "--games", "5", "--json"]);
        assert!(o.status.success(), "{}", text(&o));
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("one JSON object");
        let keys = [
            "playouts_per_sec",
            "playouts_per_sec_overall",
            "answers_per_game",
            "clone_ns",
            "options_ns",
            "labelled_options_ns",
            "mcts_iterations_per_sec",
            "mcts_1000_ms",
            "mcts_1000_max_ms",
        ];
        for key in keys {
            let x = v[key].as_f64().unwrap_or(-1.0);
            assert!(x > 0.0, "{game}: {key} = {x}");
        }
        assert!(v["state_bytes"].as_u64().is_some_and(|b| b > 1000), "{game}: a mid-game state has a size");
        // Five games in seven rounds: the rounds without a game have no rate.
        assert_eq!(v["playout_rounds"].as_u64(), Some(5), "{game}: one round a game");
    }
}

#[test]
fn greedy_beats_random_in_both_games() {
    for game in ["digimon", "ninjaslayer"] {
        let o = fuda(&["sim", game, "--games", "30", "--seed", "11", "--p1", "greedy", "--json"]);
        assert!(o.status.success(), "{}", text(&o));
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("one JSON object");
        let p1 = v["wins"][0].as_u64().expect("P1 wins");
        assert!(p1 >= 20, "{game}: greedy won only {p1} of 30 against random");
        let again = fuda(&["sim", game, "--games", "30", "--seed", "11", "--p1", "greedy", "--json"]);
        assert_eq!(o.stdout, again.stdout, "{game}: the greedy agent is deterministic for a seed");
    }
}

#[test]
fn mcts_beats_random_the_same_way_on_any_number_of_threads() {
    for (game, agent) in [("digimon", "mcts:200"), ("ninjaslayer", "mcts:20")] {
        let run = |jobs: &str| fuda(&["sim", game, "--games", "4", "--p1", agent, "--json", "--jobs", jobs]);
        let one = run("1");
        assert!(one.status.success(), "{}", text(&one));
        let v: serde_json::Value = serde_json::from_slice(&one.stdout).expect("one JSON object");
        assert!(v["wins"][0].as_u64().is_some_and(|w| w >= 3), "{game}: {agent} against random: {v}");
        assert_eq!(one.stdout, run("2").stdout, "{game}: the same games on one thread or two");
    }
}

#[test]
fn play_against_mcts_through_stdin() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fuda"))
        .args(["play", "digimon", "--seed", "3", "--opponent", "mcts:100"])
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("fuda play runs");
    let input = "0\n".repeat(5000);
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("write answers");
    let out = child.wait_with_output().expect("finishes");
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(
        shown.contains("wins") || shown.contains("draw"),
        "the game ends: {}",
        &shown[shown.len().saturating_sub(1000)..]
    );
    assert!(out.status.success());
}

#[test]
fn ladder_scores_every_pairing_with_seats_swapped() {
    let o = fuda(&["ladder", "ninjaslayer", "--games", "20", "--agents", "random,greedy", "--json"]);
    assert!(o.status.success(), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("one JSON object");
    let p = &v["pairings"][0];
    assert_eq!((p["a"].as_str(), p["b"].as_str(), p["games"].as_u64()), (Some("random"), Some("greedy"), Some(20)));
    let (w, l, d) = (p["wins"].as_u64(), p["losses"].as_u64(), p["draws"].as_u64());
    assert_eq!(w.zip(l).zip(d).map(|((w, l), d)| w + l + d), Some(20));
    let (elo, lo, hi) = (p["elo"].as_f64(), p["elo_low"].as_f64(), p["elo_high"].as_f64());
    assert!(matches!((elo, lo, hi), (Some(e), Some(lo), Some(hi)) if lo <= e && e <= hi), "{p}");
    let again = fuda(&["ladder", "ninjaslayer", "--games", "20", "--agents", "random,greedy", "--json"]);
    assert_eq!(o.stdout, again.stdout, "the ladder is deterministic");
    let bad = fuda(&["ladder", "digimon", "--agents", "random,wizard"]);
    assert_eq!(bad.status.code(), Some(2), "{}", text(&bad));
}

#[test]
fn sim_json_is_deterministic() {
    for game in ["ninjaslayer", "digimon"] {
        let a = fuda(&["sim", game, "--games", "20", "--seed", "7", "--json"]);
        let b = fuda(&["sim", game, "--games", "20", "--seed", "7", "--json"]);
        assert!(a.status.success(), "{}", text(&a));
        assert_eq!(a.stdout, b.stdout, "{game}: same seed, byte for byte the same JSON");
    }
    let strip = |o: &Output| -> serde_json::Value { serde_json::from_slice(&o.stdout).expect("one JSON object") };
    let a = fuda(&["sim", "digimon", "--games", "40", "--seed", "7", "--json"]);
    let b = fuda(&["sim", "digimon", "--games", "40", "--seed", "7", "--json"]);
    assert!(a.status.success(), "{}", text(&a));
    let (a, b) = (strip(&a), strip(&b));
    assert_eq!(a, b, "same seed, same games");
    let wins = a["wins"].as_array().expect("wins by seat");
    let total: u64 = wins.iter().map(|w| w.as_u64().expect("count")).sum::<u64>() + a["draws"].as_u64().expect("draws");
    assert_eq!(total, 40, "every game ends with a winner or a draw");
}

#[test]
fn recorded_games_replay_and_an_altered_one_fails() {
    let dir = temp("replay");
    let o = fuda(&["sim", "digimon", "--games", "5", "--seed", "3", "--record", dir.to_str().expect("utf-8")]);
    assert!(o.status.success(), "{}", text(&o));
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir).expect("replays").map(|e| e.expect("entry").path()).collect();
    files.sort();
    assert_eq!(files.len(), 5, "one replay per game");
    for f in &files {
        let o = fuda(&["replay", f.to_str().expect("utf-8")]);
        assert!(o.status.success(), "{} replays: {}", f.display(), text(&o));
    }
    let mut replay: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&files[0]).expect("read")).expect("json");
    let answers = replay["answers"].as_array_mut().expect("answers");
    let i = answers.iter().position(|a| a.as_u64() == Some(0)).expect("some answer is 0");
    answers[i] = serde_json::json!(1);
    let altered = dir.join("altered.json");
    std::fs::write(&altered, serde_json::to_string(&replay).expect("json")).expect("write");
    let o = fuda(&["replay", altered.to_str().expect("utf-8")]);
    assert_eq!(o.status.code(), Some(1), "an altered replay diverges: {}", text(&o));
    assert!(text(&o).contains(&format!("answer {}", i + 1)), "names the first differing answer: {}", text(&o));
}

#[test]
fn malformed_files_exit_2_with_a_location() {
    let dir = temp("bad");
    let cases: [(&str, &str, &[&str], &str); 4] = [
        ("replay.json", "{\n  \"engine\": 1\n}\n", &["replay"], "replay.json:2"),
        (
            "cards.toml",
            "[[card]]\nid = \"X\"\nname = \"X\"\nkind = \"digimon\"\ncolors = [\"red\"]\nlevel = 3\ndp = \"lots\"\nplay-cost = 3\n",
            &["cards", "check"],
            "cards.toml:7",
        ),
        (
            "scenario.toml",
            "game = \"digimon\"\ntitle = \"t\"\n[setup]\nturn-player = 5\n",
            &["scenario"],
            "turn-player",
        ),
        ("deck.toml", "name = \"d\"\ncards = [\"4 NOPE\"]\n", &["play", "digimon", "--deck"], "deck.toml:2"),
    ];
    for (name, body, args, needle) in cases {
        let path = dir.join(name);
        std::fs::write(&path, body).expect("write");
        let mut all: Vec<&str> = args.to_vec();
        all.push(path.to_str().expect("utf-8"));
        let o = fuda(&all);
        assert_eq!(o.status.code(), Some(2), "{name}: exit 2, got {}", text(&o));
        assert!(text(&o).contains(needle), "{name}: message names {needle:?}: {}", text(&o));
        assert!(!text(&o).contains("panicked"), "{name}: no panic");
    }
}

#[test]
fn play_through_stdin_reprompts_garbage_and_finishes() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fuda"))
        .args(["play", "digimon", "--seed", "5"])
        .current_dir(root())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("fuda play runs");
    // A line that is not UTF-8 is garbage like any other: asked again, not the end of the game.
    let mut input = b"what is this\n0\xff\xfe\n".to_vec();
    for _ in 0..5000 {
        input.extend_from_slice(b"0\n");
    }
    child.stdin.take().expect("stdin").write_all(&input).expect("write answers");
    let out = child.wait_with_output().expect("finishes");
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(shown.contains("not an option: \"what is this\""), "garbage gets a message");
    assert!(shown.contains("not text: the line is not UTF-8"), "bytes that are not UTF-8 get a message");
    assert!(
        shown.contains("wins") || shown.contains("draw"),
        "the game ends naming the winner:\n{}",
        &shown[shown.len().saturating_sub(2000)..]
    );
    assert!(out.status.success());
}

#[test]
fn scenario_command_ends_with_the_tally() {
    let o = fuda(&["scenario", "scenarios/digimon"]);
    let out = String::from_utf8_lossy(&o.stdout);
    let last = out.lines().last().unwrap_or("");
    assert!(last.ends_with("0 failed"), "last line is the tally: {last}");
    assert!(o.status.success());
}

#[test]
fn a_reader_that_stops_early_is_no_error() {
    // Like `fuda rules coverage digimon | head -1`: the pipe closes long before the ~100 kB of
    // output (more than a pipe buffer) are written.
    let mut child = Command::new(env!("CARGO_BIN_EXE_fuda"))
        .args(["rules", "coverage", "digimon"])
        .current_dir(root())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("fuda runs");
    let mut stdout = child.stdout.take().expect("piped stdout");
    let mut first = [0u8; 16];
    std::io::Read::read_exact(&mut stdout, &mut first).expect("some output");
    drop(stdout);
    let out = child.wait_with_output().expect("fuda ends");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(out.status.success(), "{stderr}");
}

#[test]
fn ninjaslayer_sealed_decks_play_and_replay() {
    let dir = temp("sealed");
    let (a, b) = (dir.join("a.toml"), dir.join("b.toml"));
    for (seed, path) in [("4", &a), ("5", &b)] {
        let o = fuda(&["sealed", "ninjaslayer", "--seed", seed]);
        assert!(o.status.success(), "{}", text(&o));
        std::fs::write(path, &o.stdout).expect("written");
    }
    let rec = dir.join("rec");
    let (a, b, r) = (a.to_string_lossy(), b.to_string_lossy(), rec.to_string_lossy());
    let o = fuda(&["sim", "ninjaslayer", "--games", "3", "--deck", &a, "--opponent-deck", &b, "--record", &r]);
    assert!(o.status.success(), "{}", text(&o));
    let mut replays: Vec<_> = std::fs::read_dir(&rec).expect("replays").filter_map(|e| e.ok()).collect();
    replays.sort_by_key(|e| e.path());
    assert_eq!(replays.len(), 3);
    // A sealed game records its decks, so its replay starts it again as Blitz Sealed.
    let o = fuda(&["replay", &replays[0].path().to_string_lossy()]);
    assert!(o.status.success() && text(&o).contains("replay ok"), "{}", text(&o));
    let said = text(&o);
    assert!(said.contains(" wins") || said.contains("a draw"), "the outcome in words: {said}");
    assert!(!said.contains("Seat("), "no Rust value on the screen: {said}");
    let o = fuda(&["sim", "ninjaslayer", "--games", "2", "--event-date", "2026-02-30x"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(text(&o).contains("--event-date"), "{}", text(&o));
}

/// Issue 21: a failing scenario shows the last 12 lines of its log, and with `-v` all of them.
#[test]
fn a_failing_scenario_shows_its_log_tail_or_with_v_all_of_it() {
    let scenario = "scenarios/ninjaslayer/1200-cards-and-abilities/1303-set-up-change-ends-with-the-turn.toml";
    let source = std::fs::read_to_string(root().join(scenario)).expect("the scenario");
    let path = temp("log-tail").join("fails.toml");
    std::fs::write(&path, source.replace("[expect]\n", "[expect]\nturn = 99\n")).expect("write");
    let path = path.to_str().expect("temp paths are UTF-8");
    let short = text(&fuda(&["scenario", path]));
    assert!(short.contains("turn: expected 99, found 3"), "the mismatch: {short}");
    assert!(short.contains("the last 12 of 17 log lines (-v shows them all):"), "the tail: {short}");
    assert!(!short.contains("      1  505.1: 'at turn end' occurs"), "not the first line: {short}");
    let all = text(&fuda(&["scenario", "-v", path]));
    assert!(all.contains("the whole log (17 lines):"), "-v: {all}");
    assert!(all.contains("      1  505.1: 'at turn end' occurs"), "-v shows the first line: {all}");
}
