//! `fuda cards`: validate card files, show a card.

use crate::data::DataSource;
use crate::games;
use anyhow::{Result, bail};
use fuda_digimon::cards::CardDb;
use fuda_digimon::cards::load::load_cards;
use fuda_digimon::cards::render::card_text;
use std::path::Path;
use std::process::ExitCode;

/// Validates a card file or folder against `game`, or, without one, against the game whose
/// cards they are: the one game that reads them.
pub fn check(path: &Path, game: Option<&str>) -> Result<ExitCode> {
    if let Some(game) = game {
        games::check_game(game)?;
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
    Ok(if game == "ninjaslayer" {
        let mut db = fuda_ninjaslayer::cards::CardDb::default();
        fuda_ninjaslayer::cards::load::load_cards(path, &mut db)?;
        db.len()
    } else {
        let mut db = CardDb::default();
        load_cards(path, &mut db)?;
        db.len()
    })
}

/// The game whose card schema reads every file, and the count. When none does, each game's
/// first problem is shown with the option that picks a game.
fn detect(path: &Path) -> Result<(&'static str, usize)> {
    let tries: Vec<(&'static str, Result<usize>)> = games::GAMES.iter().map(|g| (*g, count_valid(path, g))).collect();
    let read: Vec<(&'static str, usize)> =
        tries.iter().filter_map(|(g, r)| r.as_ref().ok().map(|n| (*g, *n))).filter(|(_, n)| *n > 0).collect();
    match read.as_slice() {
        [one] => Ok(*one),
        [] if tries.iter().all(|(_, r)| r.is_ok()) => Ok((games::GAMES[0], 0)),
        [] => {
            let problems: Vec<String> =
                tries.iter().filter_map(|(g, r)| r.as_ref().err().map(|e| format!("  as {g} cards: {e:#}"))).collect();
            bail!(
                "{}: not valid cards of any game; give the game with --game ({}) to see only its problems:\n{}",
                path.display(),
                games::GAMES.join(", "),
                problems.join("\n")
            )
        }
        [..] => bail!("{}: valid cards of several games: give the game with --game", path.display()),
    }
}

/// Shows a demo card of any game.
pub fn show(data: &DataSource, id: &str) -> Result<ExitCode> {
    let db = games::digimon_db(data)?;
    if let Some(idx) = db.find(id) {
        outln!("{}", card_text(db.get(idx)));
        return Ok(ExitCode::SUCCESS);
    }
    let ns = games::ninjaslayer_db(data)?;
    let Some(idx) = ns.find(id) else { bail!("no demo card has the id {id:?}") };
    outln!("{}", fuda_ninjaslayer::cards::render::card_text(ns.get(idx)));
    Ok(ExitCode::SUCCESS)
}
