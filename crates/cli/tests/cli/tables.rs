//! Table formats through every tool: `--format` and `--players` on sim, play, replay, ladder and
//! bench, Reバース's multiplayer formats (section 12) with their seats, and the errors for
//! formats a game does not offer.

use crate::common::{fuda, play, temp, text};

/// `fuda sim rebirth --format F --players N --games 20 --seed 7 --json`, parsed.
fn sim(format: &str, players: Option<&str>, extra: &[&str]) -> (serde_json::Value, String) {
    let mut args = vec!["sim", "rebirth", "--format", format, "--games", "20", "--seed", "7", "--json"];
    if let Some(n) = players {
        args.extend(["--players", n]);
    }
    args.extend(extra);
    let o = fuda(&args);
    assert!(o.status.success(), "{format}: {}", text(&o));
    let out = String::from_utf8(o.stdout).expect("UTF-8");
    (serde_json::from_str(&out).expect("one JSON object"), out)
}

#[test]
fn every_format_simulates_the_same_twice_with_winners_as_seat_lists() {
    let cases = [
        ("rumble", Some("4"), 4, vec![vec![1], vec![2], vec![3], vec![4]]),
        ("circle", Some("3"), 3, vec![vec![1], vec![2], vec![3]]),
        ("circle", Some("5"), 5, vec![vec![1], vec![2], vec![3], vec![4], vec![5]]),
        ("double-team", None, 4, vec![vec![1, 2], vec![3, 4]]),
        ("triple-team", None, 6, vec![vec![1, 2, 3], vec![4, 5, 6]]),
        ("rumble-elimination", Some("4"), 4, vec![vec![1], vec![2], vec![3], vec![4]]),
        ("circle-elimination", Some("5"), 5, vec![vec![1], vec![2], vec![3], vec![4], vec![5]]),
    ];
    for (format, players, seats, teams) in cases {
        let (v, out) = sim(format, players, &["--jobs", "2"]);
        let (_, again) = sim(format, players, &["--jobs", "1"]);
        assert_eq!(out, again, "{format}: byte-identical runs");
        assert_eq!(v["format"], format);
        assert_eq!(v["seats"], seats);
        let expected: Vec<Vec<u64>> = teams.iter().map(|t| t.iter().map(|&s| s as u64).collect()).collect();
        let found: Vec<Vec<u64>> = serde_json::from_value(v["teams"].clone()).expect("teams");
        assert_eq!(found, expected, "{format}");
        let winners: Vec<Vec<u64>> = serde_json::from_value(v["winners"].clone()).expect("winners");
        assert_eq!(winners.len(), 20, "{format}: one list a game");
        let mut wins = vec![0u64; seats];
        for w in &winners {
            // A win names a whole team (or, at a Circle's single elimination, maybe several
            // players); a draw names nobody.
            if expected.iter().any(|t| t.len() > 1) {
                assert!(w.is_empty() || expected.contains(w), "{format}: a team wins together: {w:?}");
            } else if !format.starts_with("circle-elimination") {
                assert!(w.len() <= 1, "{format}: one winner: {w:?}");
            }
            w.iter().for_each(|&s| wins[s as usize - 1] += 1);
        }
        let counted: Vec<u64> = serde_json::from_value(v["wins"].clone()).expect("wins");
        assert_eq!(counted, wins, "{format}: each seat's wins are the games whose list names it");
        let draws = winners.iter().filter(|w| w.is_empty()).count() as u64;
        assert_eq!(v["draws"], draws, "{format}");
    }
}

#[test]
fn recorded_multiplayer_games_carry_their_format_and_replay_with_resumes() {
    let dir = temp("tables-record");
    for (format, players) in [("double-team", "4"), ("circle", "5"), ("triple-team", "6"), ("rumble-elimination", "3")]
    {
        let out = dir.join(format);
        let path = out.to_str().expect("UTF-8 path");
        let args = ["sim", "rebirth", "--format", format, "--players", players, "--games", "2", "--record", path];
        assert!(fuda(&args).status.success(), "{format}");
        let replay = out.join("rebirth-1.json");
        let recorded = std::fs::read_to_string(&replay).expect("recorded");
        assert!(recorded.contains(&format!("\"format\": \"{format}\"")), "{format}: {recorded:.300}");
        let o = fuda(&["replay", replay.to_str().expect("UTF-8"), "--resume-every", "3"]);
        assert!(o.status.success() && text(&o).contains("replay ok"), "{format}: {}", text(&o));
        // Played at another table, the same answers are another game.
        let other = if format == "circle" { "rumble" } else { "circle" };
        let moved = recorded.replace(&format!("\"format\": \"{format}\""), &format!("\"format\": \"{other}\""));
        let moved_path = out.join("moved.json");
        std::fs::write(&moved_path, moved).expect("written");
        let o = fuda(&["replay", moved_path.to_str().expect("UTF-8")]);
        assert!(!o.status.success(), "{format} replayed as {other}: {}", text(&o));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_double_team_game_is_played_through_stdin_to_the_end() {
    let answers = "1\n".repeat(20_000);
    let o = play(&["rebirth", "--format", "double-team", "--seed", "1"], answers.as_bytes());
    let out = text(&o);
    assert!(o.status.success(), "{}", &out[out.len().saturating_sub(2000)..]);
    assert!(out.contains("double-team, 4 players"), "the intro names the format");
    assert!(
        out.contains("P1 acts · double-team: your team P1+P2 against P3+P4"),
        "each prompt names the seat and team"
    );
    assert!(out.contains("You win (P1, P2)") || out.contains("The computer wins (P3, P4)"), "a team wins");
    let o = play(&["rebirth", "--format", "circle", "--players", "4", "--seat", "3"], b"concede\n");
    let out = text(&o);
    assert!(out.contains("P3 acts · circle: every player for themselves: P1+P2+P3+P4"), "{out:.3000}");
}

#[test]
fn ladder_and_bench_play_the_multiplayer_formats() {
    let o =
        fuda(&["ladder", "rebirth", "--format", "double-team", "--agents", "random,greedy", "--games", "4", "--json"]);
    assert!(o.status.success(), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    assert_eq!(v["sides"], serde_json::json!([[1, 2], [3, 4]]), "a team on each side");
    let p = &v["pairings"][0];
    assert_eq!(
        p["wins"].as_u64().unwrap_or(0) + p["losses"].as_u64().unwrap_or(0) + p["draws"].as_u64().unwrap_or(0),
        4
    );
    let o = fuda(&["ladder", "rebirth", "--players", "5", "--agents", "random,mcts:5", "--games", "2", "--json"]);
    assert!(o.status.success(), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    assert_eq!(v["sides"], serde_json::json!([[1, 3, 5], [2, 4]]), "without teams the seats alternate");
    let o = fuda(&["bench", "rebirth", "--format", "rumble", "--players", "4", "--games", "7", "--json"]);
    assert!(o.status.success(), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    assert_eq!((v["format"].as_str(), v["seats"].as_u64()), (Some("rumble"), Some(4)));
}

#[test]
fn formats_a_game_does_not_offer_are_clear_errors() {
    let cases: [(&[&str], &str); 6] = [
        (
            &["sim", "rebirth", "--format", "double-team", "--players", "5"],
            "double-team format is played by 4 seats, not 5",
        ),
        (
            &["sim", "rebirth", "--format", "triple-team", "--seats", "4"],
            "triple-team format is played by 6 seats, not 4",
        ),
        (&["sim", "rebirth", "--format", "circle", "--players", "2"], "played by 3 to 6 seats, not 2"),
        (&["sim", "rebirth", "--format", "melee"], "expected one of: two-player, rumble, rumble-elimination"),
        (&["play", "zx", "--format", "rumble"], "zx has one format only"),
        (&["bench", "ninjaslayer", "--format", "rumble"], "expected one of: constructed, blitz-sealed"),
    ];
    for (args, expected) in cases {
        let o = fuda(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o));
        assert!(text(&o).contains(expected), "{args:?}: {}", text(&o));
    }
    // A deck format still works where the game has one: sealed decks are opened for each game.
    let o = fuda(&["sim", "ninjaslayer", "--format", "blitz-sealed", "--games", "2", "--json"]);
    assert!(o.status.success(), "{}", text(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("\"format\":\"blitz-sealed\""));
    let o = play(&["ninjaslayer", "--format", "blitz-sealed"], b"concede\n");
    assert!(o.status.success() && text(&o).contains("Blitz Sealed"), "{}", text(&o));
}
