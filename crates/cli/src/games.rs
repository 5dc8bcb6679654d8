//! The games the CLI knows, each behind the kernel's game trait: loading card data and decks,
//! and starting a game from a seed.

use anyhow::{Context, Result, bail};
use fuda_digimon::DigimonGame;
use fuda_digimon::cards::CardDb;
use fuda_digimon::cards::load::{load_cards, parse_deck};
use fuda_digimon::setup::{DeckList, new_game};
use fuda_kernel::Game;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The folder with the demo data: `$FUDA_DATA`, else `data/` of the source tree.
pub fn data_dir() -> PathBuf {
    match std::env::var_os("FUDA_DATA") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data"),
    }
}

/// A game name checked against the games fuda plays.
pub fn check_game(name: &str) -> Result<()> {
    match name {
        "digimon" => Ok(()),
        other => bail!("unknown game {other:?}: expected one of: digimon"),
    }
}

/// The Digimon demo card database.
pub fn digimon_db() -> Result<Arc<CardDb>> {
    let mut db = CardDb::default();
    let dir = data_dir().join("digimon/cards");
    load_cards(&dir, &mut db)
        .map_err(anyhow::Error::from)
        .with_context(|| format!("loading the Digimon demo cards from {}", dir.display()))?;
    Ok(Arc::new(db))
}

/// Reads a deck file.
pub fn read_deck(path: &Path, db: &CardDb) -> Result<DeckList> {
    let text = std::fs::read_to_string(path).with_context(|| format!("reading deck {}", path.display()))?;
    let (name, cards) = parse_deck(&text, db).map_err(|e| e.in_file(path))?;
    Ok(DeckList { name, cards })
}

/// The demo decks, in file-name order.
pub fn demo_decks(db: &CardDb) -> Result<Vec<DeckList>> {
    let dir = data_dir().join("digimon/decks");
    let decks = fuda_digimon::cards::load::load_decks(&dir, db)?;
    if decks.is_empty() {
        bail!("no decks in {}", dir.display());
    }
    Ok(decks)
}

/// A new Digimon game.
pub fn start_digimon(db: Arc<CardDb>, decks: [&DeckList; 2], seed: u64) -> Result<Box<dyn Game>> {
    let state = new_game(db, decks, seed)?;
    Ok(Box::new(DigimonGame { state }))
}
