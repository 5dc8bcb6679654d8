//! The real files the generators start from: the demo cards and decks, every scenario, and two
//! replays recorded by `fuda sim --record` (kept in `fuzz/seeds/`).

use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A real input file: its path from the repository root, and its bytes.
#[derive(Clone, Debug)]
pub struct Seed {
    /// Path from the repository root, for messages and to tell the games apart.
    pub name: String,
    /// The file's content.
    pub bytes: Vec<u8>,
}

/// The game a seed file belongs to, by its path.
pub fn game_of(name: &str) -> GameName {
    if name.contains("ninjaslayer") { GameName::NinjaSlayer } else { GameName::Digimon }
}

/// The games fuda plays, as the fuzz targets dispatch on them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameName {
    /// Digimon Card Game.
    Digimon,
    /// Ninja Slayer TCG.
    NinjaSlayer,
}

/// The repository root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Every file ending in `.ext` under the folders `dirs` (relative to the root), sorted.
///
/// # Panics
/// When a folder cannot be read or holds no such file: the generators need real inputs.
pub fn files(dirs: &[&str], ext: &str) -> Arc<Vec<Seed>> {
    let root = root();
    let mut paths = Vec::new();
    for dir in dirs {
        collect(&root.join(dir), ext, &mut paths);
    }
    paths.sort();
    assert!(!paths.is_empty(), "no .{ext} files under {dirs:?}");
    let seeds = paths
        .into_iter()
        .map(|p| Seed {
            name: p.strip_prefix(&root).unwrap_or(&p).display().to_string(),
            bytes: std::fs::read(&p).unwrap_or_else(|e| panic!("reading {}: {e}", p.display())),
        })
        .collect();
    Arc::new(seeds)
}

fn collect(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            collect(&path, ext, out);
        } else if path.extension().is_some_and(|x| x == ext) {
            out.push(path);
        }
    }
}

/// The demo card files of both games.
pub fn card_files() -> Arc<Vec<Seed>> {
    files(&["data/digimon/cards", "data/ninjaslayer/cards"], "toml")
}

/// The demo deck files of both games.
pub fn deck_files() -> Arc<Vec<Seed>> {
    files(&["data/digimon/decks", "data/ninjaslayer/decks"], "toml")
}

/// Every scenario file of both games.
pub fn scenario_files() -> Arc<Vec<Seed>> {
    files(&["scenarios"], "toml")
}

/// The recorded replays.
pub fn replay_files() -> Arc<Vec<Seed>> {
    files(&["fuzz/seeds"], "json")
}

/// The Digimon demo cards and decks.
///
/// # Panics
/// When the demo set does not load: every other test would fail too.
pub fn digimon() -> (Arc<fuda_digimon::cards::CardDb>, Vec<fuda_kernel::deck::DeckList>) {
    fuda_digimon::cards::load::load_set(&root().join("data/digimon")).expect("the Digimon demo set loads")
}

/// The Ninja Slayer demo cards and decks.
///
/// # Panics
/// When the demo set does not load.
pub fn ninjaslayer() -> (Arc<fuda_ninjaslayer::cards::CardDb>, Vec<fuda_kernel::deck::DeckList>) {
    fuda_ninjaslayer::cards::load::load_set(&root().join("data/ninjaslayer")).expect("the Ninja Slayer demo set loads")
}
