//! `fuda cards`: validate card files, show a card.

use crate::games;
use anyhow::{Result, bail};
use fuda_digimon::cards::CardDb;
use fuda_digimon::cards::load::load_cards;
use fuda_digimon::cards::render::card_text;
use std::path::Path;
use std::process::ExitCode;

/// Validates a card file or folder.
pub fn check(path: &Path) -> Result<ExitCode> {
    if !path.exists() {
        bail!("{}: no such file or folder", path.display());
    }
    let mut db = CardDb::default();
    load_cards(path, &mut db)?;
    outln!("{}: {} cards, all valid", path.display(), db.len());
    Ok(ExitCode::SUCCESS)
}

/// Shows a demo card.
pub fn show(id: &str) -> Result<ExitCode> {
    let db = games::digimon_db()?;
    let Some(idx) = db.find(id) else { bail!("no demo card has the id {id:?}") };
    outln!("{}", card_text(db.get(idx)));
    Ok(ExitCode::SUCCESS)
}
