//! Issue 20, section 3: `fuda` is self-contained. A copy of the binary in an empty folder, with no
//! `FUDA_DATA`, plays, simulates, runs scenarios and shows cards and rules from the data built
//! into it; `--data DIR` reads another folder.

use crate::common::{root, temp, text};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Whether this machine lets a test hide folders in a private mount namespace.
fn can_hide() -> bool {
    Command::new("unshare")
        .args(["-rm", "sh", "-c", "mount -t tmpfs none \"$1\"", "sh"])
        .arg(root().join("data"))
        .output()
        .is_ok_and(|o| o.status.success())
}

/// A command running the binary copied to `dir`, from `dir`, without `FUDA_DATA`. Where the
/// machine allows it, the source tree's `data/` and `scenarios/` are hidden from it under empty
/// folders, so that a binary that still read them would fail.
fn copied(dir: &Path, args: &[&str]) -> Command {
    let binary = dir.join("fuda");
    let mut command = if can_hide() {
        let mut c = Command::new("unshare");
        let script = "mount -t tmpfs none \"$1\" && mount -t tmpfs none \"$2\" && shift 2 && exec \"$@\"";
        c.args(["-rm", "sh", "-c", script, "sh"]).arg(root().join("data")).arg(root().join("scenarios")).arg(&binary);
        c
    } else {
        Command::new(&binary)
    };
    command.args(args).current_dir(dir).env_remove("FUDA_DATA");
    command
}

fn copy_binary(name: &str) -> PathBuf {
    let dir = temp(name);
    std::fs::copy(env!("CARGO_BIN_EXE_fuda"), dir.join("fuda")).expect("the binary copies");
    dir
}

#[test]
fn a_copied_binary_simulates_and_shows_from_its_built_in_data() {
    let dir = copy_binary("sim");
    for game in ["digimon", "ninjaslayer"] {
        let o = copied(&dir, &["sim", game, "--games", "2", "--json"]).output().expect("fuda runs");
        assert!(o.status.success(), "{game}: sim from an empty folder: {}", text(&o));
    }
    let o = copied(&dir, &["cards", "show", "FD-065"]).output().expect("fuda runs");
    assert!(o.status.success() && text(&o).contains("Frostforge Wyvern"), "cards show: {}", text(&o));
    let o = copied(&dir, &["sealed", "ninjaslayer", "--seed", "2"]).output().expect("fuda runs");
    assert!(o.status.success(), "sealed: {}", text(&o));
    let o = copied(&dir, &["rules", "coverage", "ninjaslayer"]).output().expect("fuda runs");
    let last = text(&o).lines().last().unwrap_or_default().to_string();
    let cited: usize = last.split(' ').next().and_then(|n| n.parse().ok()).unwrap_or(0);
    assert!(o.status.success() && cited > 100, "rules coverage runs the built-in scenarios: {last}");
    // A scenario file of the user's own runs against the built-in demo cards.
    let scenario = "scenarios/ninjaslayer/400-setup/403-new-game-setup.toml";
    std::fs::copy(root().join(scenario), dir.join("mine.toml")).expect("a scenario copies");
    let o = copied(&dir, &["scenario", "mine.toml"]).output().expect("fuda runs");
    assert!(o.status.success() && text(&o).contains("1 passed, 0 failed"), "scenario: {}", text(&o));
}

#[test]
fn a_copied_binary_plays_through_stdin() {
    let dir = copy_binary("play");
    for game in ["digimon", "ninjaslayer"] {
        let mut child =
            copied(&dir, &["play", game]).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().expect("fuda play runs");
        child.stdin.take().expect("stdin").write_all(b"0\n0\nconcede\n").expect("answers written");
        let o = child.wait_with_output().expect("finishes");
        assert!(o.status.success() && text(&o).contains("The computer wins"), "{game}: play: {}", text(&o));
    }
}

#[test]
fn another_data_folder_is_read_with_data_or_fuda_data() {
    let dir = copy_binary("data");
    let own = dir.join("own");
    for game in ["digimon", "ninjaslayer"] {
        for sub in ["cards", "decks"] {
            let to = own.join(game).join(sub);
            std::fs::create_dir_all(&to).expect("folder");
            for entry in std::fs::read_dir(root().join("data").join(game).join(sub)).expect("demo data") {
                let from = entry.expect("entry").path();
                std::fs::copy(&from, to.join(from.file_name().expect("a file"))).expect("copied");
            }
        }
    }
    // The folder's only Digimon deck is a renamed demo deck: the games show it is the one read.
    let decks = own.join("digimon/decks");
    for entry in std::fs::read_dir(&decks).expect("decks") {
        std::fs::remove_file(entry.expect("entry").path()).expect("removed");
    }
    let deck = std::fs::read_to_string(root().join("data/digimon/decks/red-aggro.toml")).expect("a demo deck");
    std::fs::write(decks.join("only.toml"), deck.replace("name = \"Red Aggro\"", "name = \"Folder Deck\""))
        .expect("written");
    let mut flag = copied(&dir, &["--data", "own", "play", "digimon"]);
    let mut env = copied(&dir, &["play", "digimon"]);
    env.env("FUDA_DATA", "own");
    for (how, command) in [("--data", &mut flag), ("FUDA_DATA", &mut env)] {
        let mut child = command.stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().expect("fuda play runs");
        child.stdin.take().expect("stdin").write_all(b"concede\n").expect("answers written");
        let o = child.wait_with_output().expect("finishes");
        assert!(o.status.success(), "{how}: {}", text(&o));
        assert!(text(&o).contains("with Folder Deck"), "{how}: the folder's deck is played: {}", text(&o));
    }
    // A folder's deck is checked as a deck file: its error names the file and the line.
    let token_deck = deck.replace("\"3 FD-011\"", "\"2 FD-011\",\n    \"FD-090\"");
    assert_ne!(token_deck, deck, "a token replaces a card");
    let line = token_deck.lines().position(|l| l.contains("\"FD-090\"")).expect("the token's line") + 1;
    std::fs::write(decks.join("zz-token.toml"), token_deck).expect("written");
    let o = copied(&dir, &["--data", "own", "sim", "--games", "1"]).output().expect("fuda runs");
    assert_eq!(o.status.code(), Some(2), "an illegal deck in the folder is bad input: {}", text(&o));
    let named = format!("own/digimon/decks/zz-token.toml:{line}: 1-4-4-2");
    assert!(text(&o).contains(&named), "names the file and line: {}", text(&o));
    let o = copied(&dir, &["--data", "missing", "sim", "--games", "1"]).output().expect("fuda runs");
    assert_eq!(o.status.code(), Some(2), "a missing data folder is bad input: {}", text(&o));
    assert!(text(&o).contains("missing/digimon/cards"), "the error names the folder: {}", text(&o));
}
