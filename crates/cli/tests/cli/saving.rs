//! Saving and resuming: `save FILE` at the `fuda play` prompt and `fuda play --load FILE`;
//! `fuda replay --resume-every N`; and every subcommand refusing a game it does not know.

use crate::common::{fuda, play, temp, text};

/// The screen from the last view header (`── turn …`) on, up to the prompt: what the player saw
/// when asked.
fn last_screen(out: &str) -> String {
    let at = out.rfind("── turn").expect("a view was shown");
    let screen = &out[at..];
    screen[..screen.find("> ").expect("a prompt")].to_string()
}

#[test]
fn a_game_saved_at_the_prompt_resumes_where_it_was() {
    let dir = temp("save-at-prompt");
    for game in ["digimon", "ninjaslayer"] {
        let file = dir.join(format!("{game}.json"));
        let save = format!("0\n0\n0\nsave {}\n", file.display());
        let before = play(&[game, "--seed", "1", "--stop-on-pass"], save.as_bytes());
        let shown = text(&before);
        assert!(shown.contains("saved to"), "{game}: the game is saved:\n{shown}");
        let after = play(&["--load", file.to_str().expect("utf-8 path"), "--stop-on-pass"], b"");
        let resumed = text(&after);
        assert!(resumed.contains(&format!("fuda · {game} · resumed from")), "{resumed}");
        assert_eq!(last_screen(&resumed), last_screen(&shown), "{game}: the same position, the same question");
        let other = if game == "digimon" { "ninjaslayer" } else { "digimon" };
        let wrong = play(&[other, "--load", file.to_str().expect("utf-8 path")], b"");
        assert_eq!(wrong.status.code(), Some(2), "{}", text(&wrong));
        assert!(text(&wrong).contains(&format!("a saved {game} game, not {other}")), "{}", text(&wrong));
    }
}

#[test]
fn an_altered_save_is_refused_with_its_field() {
    let dir = temp("altered-save");
    let file = dir.join("game.json");
    let save = format!("0\nsave {}\n", file.display());
    play(&["digimon", "--seed", "2"], save.as_bytes());
    let saved = std::fs::read_to_string(&file).expect("saved");
    let altered = saved.replacen("\"memory\":", "\"memory\":1", 1);
    assert_ne!(altered, saved, "the save holds the memory gauge");
    std::fs::write(&file, altered).expect("write");
    let o = play(&["--load", file.to_str().expect("utf-8 path")], b"");
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(text(&o).contains("field `hash`"), "{}", text(&o));
}

#[test]
fn replays_resume_from_saves_every_few_answers_and_still_catch_an_altered_file() {
    let dir = temp("resume-every");
    for game in ["digimon", "ninjaslayer"] {
        let record = dir.join(game);
        let o = fuda(&["sim", game, "--games", "3", "--seed", "3", "--record", record.to_str().expect("utf-8")]);
        assert!(o.status.success(), "{}", text(&o));
        let mut files: Vec<_> =
            std::fs::read_dir(&record).expect("recorded").map(|e| e.expect("entry").path()).collect();
        files.sort();
        assert_eq!(files.len(), 3);
        for file in &files {
            let o = fuda(&["replay", file.to_str().expect("utf-8"), "--resume-every", "3"]);
            assert!(o.status.success() && text(&o).contains("replay ok"), "{}", text(&o));
        }
        let replay = std::fs::read_to_string(&files[0]).expect("a replay");
        let value: serde_json::Value = serde_json::from_str(&replay).expect("json");
        let last = value["answers"].as_array().expect("answers").len() - 1;
        let mut altered = value.clone();
        altered["hashes"][last] = serde_json::Value::String("0123456789abcdef".into());
        std::fs::write(&files[0], altered.to_string()).expect("write");
        let o = fuda(&["replay", files[0].to_str().expect("utf-8"), "--resume-every", "3"]);
        assert_eq!(o.status.code(), Some(1), "{}", text(&o));
        assert!(text(&o).contains(&format!("diverged at answer {}", last + 1)), "{}", text(&o));
    }
}

#[test]
fn every_subcommand_refuses_a_game_it_does_not_know() {
    let dir = temp("unknown-game");
    let scenario = dir.join("s.toml");
    std::fs::write(&scenario, "game = \"digimin\"\ntitle = \"t\"\n").expect("write");
    let replay = dir.join("r.json");
    let recorded = "{\"engine\":\"0.1.0\",\"game\":\"digimin\",\"cards_hash\":\"0000000000000000\",\"seed\":1,\"decks\":[[],[]],\"answers\":[],\"hashes\":[],\"outcome\":null}";
    std::fs::write(&replay, recorded).expect("write");
    let runs: [&[&str]; 10] = [
        &["sim", "digimin"],
        &["play", "digimin"],
        &["bench", "digimin"],
        &["ladder", "digimin"],
        &["rules", "digimin"],
        &["rules", "coverage", "digimin"],
        &["sealed", "digimin"],
        &["cards", "check", "data", "--game", "digimin"],
        &["scenario", scenario.to_str().expect("utf-8")],
        &["replay", replay.to_str().expect("utf-8")],
    ];
    for args in runs {
        let o = fuda(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o));
        assert!(text(&o).contains("unknown game \"digimin\""), "{args:?}: {}", text(&o));
    }
}

#[test]
fn sim_names_an_agent_for_any_seat_and_counts_wins_per_seat() {
    let o = fuda(&["sim", "digimon", "--games", "4", "--seed", "5", "--agent", "2=greedy", "--json"]);
    assert!(o.status.success(), "{}", text(&o));
    let report: serde_json::Value = serde_json::from_slice(&o.stdout).expect("json");
    let wins = report["wins"].as_array().expect("wins per seat");
    assert_eq!(wins.len(), 2);
    let won: u64 = wins.iter().map(|w| w.as_u64().expect("a count")).sum();
    assert_eq!(won + report["draws"].as_u64().expect("draws"), 4);
    let plain = fuda(&["sim", "digimon", "--games", "4", "--seed", "5", "--p2", "greedy", "--json"]);
    assert_eq!(plain.stdout, o.stdout, "--agent 2=greedy is --p2 greedy");
    for (args, says) in [
        (&["sim", "digimon", "--agent", "3=greedy"][..], "expected a seat from 1 to 2"),
        (&["sim", "digimon", "--agent", "greedy"], "expected SEAT=KIND"),
        (&["sim", "digimon", "--agent", "1=greedy", "--agent", "1=random"], "named twice"),
        (&["sim", "digimon", "--seats", "3"], "played by 2 to 2 seats"),
    ] {
        let o = fuda(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o));
        assert!(text(&o).contains(says), "{args:?}: {}", text(&o));
    }
}
