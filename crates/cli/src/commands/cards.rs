//! `fuda cards`: validate card files, show a card.

use anyhow::{Result, bail};
use fuda_games::DataSource;
use std::path::Path;
use std::process::ExitCode;

/// Validates a card file or folder against `game`, or, without one, against the game whose
/// cards they are: the one game that reads them.
pub fn check(path: &Path, game: Option<&str>) -> Result<ExitCode> {
    if let Some(game) = game {
        fuda_games::find(game)?;
    }
    if !path.exists() {
        bail!("{}: no such file or folder", path.display());
    }
    let (game, count) = match game {
        Some(game) => (game, count_valid(path, game)?),
        None => detect(path)?,
    };
    if count == 0 {
        bail!(
            "{}: no cards found: expected `[[card]]` tables in the file, or `.toml` card files in the folder",
            path.display()
        );
    }
    outln!("{}: {count} {game} cards, all valid", path.display());
    Ok(ExitCode::SUCCESS)
}

/// How many valid cards of `game` the file or folder holds.
fn count_valid(path: &Path, game: &str) -> Result<usize> {
    fuda_games::find(game)?.check_cards(path)
}

/// The game whose card schema reads every file, and the count. When none does, each game's
/// first problem is shown with the option that picks a game.
fn detect(path: &Path) -> Result<(&'static str, usize)> {
    let names = fuda_games::registry::names();
    let tries: Vec<(&'static str, Result<usize>)> =
        fuda_games::GAMES.iter().map(|g| (g.name(), g.check_cards(path))).collect();
    let read: Vec<(&'static str, usize)> =
        tries.iter().filter_map(|(g, r)| r.as_ref().ok().map(|n| (*g, *n))).filter(|(_, n)| *n > 0).collect();
    match read.as_slice() {
        [one] => Ok(*one),
        [] if tries.iter().all(|(_, r)| r.is_ok()) => Ok((names[0], 0)),
        [] => {
            let problems: Vec<String> =
                tries.iter().filter_map(|(g, r)| r.as_ref().err().map(|e| format!("  as {g} cards: {e:#}"))).collect();
            bail!(
                "{}: not valid cards of any game; give the game with --game ({}) to see only its problems:\n{}",
                path.display(),
                names.join(", "),
                problems.join("\n")
            )
        }
        [..] => bail!("{}: valid cards of several games: give the game with --game", path.display()),
    }
}

/// Shows a demo card of any game, by id or name: the first game that has it.
pub fn show(data: &DataSource, id: &str) -> Result<ExitCode> {
    for game in fuda_games::GAMES {
        if let Some(text) = game.cards(data)?.card_text(id) {
            outln!("{text}");
            return Ok(ExitCode::SUCCESS);
        }
    }
    bail!("no demo card has the id or name {id:?}")
}
