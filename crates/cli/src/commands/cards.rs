//! `fuda cards`: validate card files, show a card.

use crate::games;
use anyhow::{Result, bail};
use fuda_digimon::cards::CardDb;
use fuda_digimon::cards::load::load_cards;
use fuda_digimon::cards::render::card_text;
use std::path::Path;
use std::process::ExitCode;

/// Validates a card file or folder.
pub fn check(path: &Path, game: &str) -> Result<ExitCode> {
    games::check_game(game)?;
    if !path.exists() {
        bail!("{}: no such file or folder", path.display());
    }
    let count = if game == "ninjaslayer" {
        let mut db = fuda_ninjaslayer::cards::CardDb::default();
        fuda_ninjaslayer::cards::load::load_cards(path, &mut db)?;
        db.len()
    } else {
        let mut db = CardDb::default();
        load_cards(path, &mut db)?;
        db.len()
    };
    outln!("{}: {count} cards, all valid", path.display());
    Ok(ExitCode::SUCCESS)
}

/// Shows a demo card of any game.
pub fn show(id: &str) -> Result<ExitCode> {
    let db = games::digimon_db()?;
    if let Some(idx) = db.find(id) {
        outln!("{}", card_text(db.get(idx)));
        return Ok(ExitCode::SUCCESS);
    }
    let ns = games::ninjaslayer_db()?;
    let Some(idx) = ns.find(id) else { bail!("no demo card has the id {id:?}") };
    outln!("{}", fuda_ninjaslayer::cards::render::card_text(ns.get(idx)));
    Ok(ExitCode::SUCCESS)
}
