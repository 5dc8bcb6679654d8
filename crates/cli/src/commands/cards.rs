//! `fuda cards`: validate card files, show a card.

use anyhow::{Result, bail};
use fuda_games::DataSource;
use std::path::Path;
use std::process::ExitCode;

/// Validates a card file or folder against `game`, or, without one, against the game each
/// holds cards of (as `--cards` reads them). Without a path, validates the cards added with
/// `--cards` as the games load them: beside the demo set, every id defined once.
pub fn check(data: &DataSource, path: Option<&Path>, game: Option<&str>) -> Result<ExitCode> {
    if let Some(game) = game {
        fuda_games::find(game)?;
    }
    let Some(path) = path else { return check_added(data, game) };
    if !path.exists() {
        bail!("{}: no such file or folder", path.display());
    }
    let found: Vec<(String, &str, usize)> = match game {
        Some(game) => vec![(path.display().to_string(), game, count_valid(path, game)?)],
        None => {
            let located = fuda_games::added::locate(path, "give the game with --game")?;
            let mut found = Vec::new();
            for added in located {
                found.push((added.path.display().to_string(), added.game, count_valid(&added.path, added.game)?));
            }
            found
        }
    };
    for (shown, game, count) in found {
        if count == 0 {
            bail!(
                "{shown}: no cards found: expected `[[card]]` tables in the file, or `.toml` card files in the folder"
            );
        }
        outln!("{shown}: {count} {game} cards, all valid");
    }
    Ok(ExitCode::SUCCESS)
}

/// Without a path: the cards every `--cards` added, loaded with their game's demo set.
fn check_added(data: &DataSource, game: Option<&str>) -> Result<ExitCode> {
    let added: Vec<_> = data.added().iter().filter(|a| game.is_none_or(|g| g == a.game)).collect();
    if added.is_empty() {
        bail!("nothing to check: expected a card file or folder, or cards added with --cards PATH");
    }
    for entry in added {
        // Loading the game's cards reads the added files beside the demo set, refusing an id
        // defined twice.
        fuda_games::find(entry.game)?.cards(data)?;
        let count = entry.files.iter().map(|f| count_valid(f, entry.game)).sum::<Result<usize>>()?;
        outln!(
            "{}: {count} {} cards, all valid, every id new to the {} demo set",
            entry.path.display(),
            entry.game,
            data.describe()
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// How many valid cards of `game` the file or folder holds.
fn count_valid(path: &Path, game: &str) -> Result<usize> {
    fuda_games::find(game)?.check_cards(path)
}

/// Shows a card of any game, by id or name, the demo set's or one added with `--cards`: the
/// first game that has it.
pub fn show(data: &DataSource, id: &str) -> Result<ExitCode> {
    for game in fuda_games::GAMES {
        if let Some(text) = game.cards(data)?.card_text(id) {
            outln!("{text}");
            return Ok(ExitCode::SUCCESS);
        }
    }
    if data.added().is_empty() {
        bail!("no demo card has the id or name {id:?}")
    }
    bail!("no demo card nor card added with --cards has the id or name {id:?}")
}
