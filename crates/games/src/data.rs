//! Where the cards, decks and scenarios come from: the demo set built into the binary (the
//! default, so that an installed `fuda` runs from any folder), or a data folder named by `--data
//! DIR` or `FUDA_DATA`, laid out like the repository's `data/`: `<game>/cards/*.toml`,
//! `<game>/decks/*.toml`; and the user's own cards added to it with `--cards PATH`
//! ([`crate::added`]).

use crate::added::{AddedCards, add_files, locate};
use anyhow::{Context, Result};
use fuda_kernel::catalog::{CardDb, Definition};
use fuda_kernel::files::{ParseCards, UniqueCards};
use std::borrow::Cow;
use std::hash::Hash;
use std::path::{Path, PathBuf};

mod built_in {
    include!(concat!(env!("OUT_DIR"), "/built_in.rs"));
}

/// The source of the card data: a demo set, and the cards the user added to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataSource {
    demo: Demo,
    added: Vec<AddedCards>,
}

/// Where the demo cards and decks are.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Demo {
    /// The repository's `data/` and `scenarios/` as they were when `fuda` was built.
    BuiltIn,
    /// A data folder on disk.
    Folder(PathBuf),
}

impl Default for DataSource {
    fn default() -> DataSource {
        DataSource::built_in()
    }
}

impl DataSource {
    /// The built-in demo set alone.
    pub fn built_in() -> DataSource {
        DataSource { demo: Demo::BuiltIn, added: Vec::new() }
    }

    /// The source `main` reads: the demo set of `--data DIR`, else of `FUDA_DATA` when set and
    /// not empty, else the built-in one; with the cards of every `--cards` path added. Every
    /// command is handed it: nothing reads it from elsewhere.
    pub fn from_args(data: Option<PathBuf>, cards: &[PathBuf]) -> Result<DataSource> {
        let demo = match data.or_else(|| std::env::var_os("FUDA_DATA").filter(|v| !v.is_empty()).map(PathBuf::from)) {
            Some(dir) => Demo::Folder(dir),
            None => Demo::BuiltIn,
        };
        let source = DataSource { demo, added: Vec::new() }.with_cards(cards)?;
        // Every added file is read now, beside its demo set, so that a mistake in one is bad
        // input to any command, the engine's included, before it starts.
        for game in crate::GAMES.iter().filter(|g| source.added.iter().any(|a| a.game == g.name())) {
            game.cards(&source)?;
        }
        Ok(source)
    }

    /// The built-in demo set with this source's added cards (the built-in scenarios are written
    /// for the built-in demo set).
    pub fn over_built_in(&self) -> DataSource {
        DataSource { demo: Demo::BuiltIn, added: self.added.clone() }
    }

    /// This source with the cards at `paths` added, in order.
    pub fn with_cards(mut self, paths: &[PathBuf]) -> Result<DataSource> {
        for path in paths {
            for mut added in locate(path, "put the files in a folder named after their game").context("--cards")? {
                // A file named twice (`--cards DIR --cards DIR/file.toml`) is read once.
                added.files.retain(|f| !self.added.iter().any(|a| a.files.iter().any(|g| same_file(f, g))));
                if !added.files.is_empty() {
                    self.added.push(added);
                }
            }
        }
        Ok(self)
    }

    /// Where the files of `sub` (`digimon/decks`) are, as messages name it.
    pub fn folder(&self, sub: &str) -> PathBuf {
        match &self.demo {
            Demo::BuiltIn => Path::new("data").join(sub),
            Demo::Folder(dir) => dir.join(sub),
        }
    }

    /// A name of the demo set for messages and replays: `built-in` or the folder.
    pub fn describe(&self) -> String {
        match &self.demo {
            Demo::BuiltIn => "built-in".to_string(),
            Demo::Folder(dir) => dir.display().to_string(),
        }
    }

    /// The cards added, by game, in the order given.
    pub fn added(&self) -> &[AddedCards] {
        &self.added
    }

    /// The `--cards` paths as given, each once, in order: what a replay records to be re-played.
    pub fn added_paths(&self) -> Vec<String> {
        let mut paths: Vec<String> = Vec::new();
        for added in &self.added {
            let path = added.given.display().to_string();
            if !paths.contains(&path) {
                paths.push(path);
            }
        }
        paths
    }

    /// The `.toml` files directly in `sub` (`digimon/decks`) of the demo set, in name order, as
    /// (the path errors name, text).
    pub fn files(&self, sub: &str) -> Result<Vec<(PathBuf, Cow<'static, str>)>> {
        let dir = match &self.demo {
            Demo::BuiltIn => {
                return Ok(built_in(sub).into_iter().map(|(p, t)| (p.to_path_buf(), Cow::Borrowed(t))).collect());
            }
            Demo::Folder(dir) => dir.join(sub),
        };
        let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
            .with_context(|| format!("reading the data folder {}", dir.display()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "toml"))
            .collect();
        paths.sort();
        paths
            .into_iter()
            .map(|p| {
                let bytes = std::fs::read(&p).with_context(|| format!("reading {}", p.display()))?;
                let text = fuda_kernel::error::text_from_utf8(bytes).map_err(|e| e.in_file(&p))?;
                Ok((p, Cow::Owned(text)))
            })
            .collect()
    }

    /// The cards of `game` (`title` in messages), read with `parse`: the demo set's, then those
    /// added for it, every id defined once.
    pub fn cards<D: Definition + Hash>(&self, game: &str, title: &str, parse: ParseCards<D>) -> Result<CardDb<D>> {
        let mut cards = UniqueCards::new(parse);
        let folder = format!("{game}/cards");
        for (file, text) in self.files(&folder)? {
            cards
                .add(&file, &text)
                .with_context(|| format!("loading the {title} demo cards from {}", self.folder(&folder).display()))?;
        }
        for added in self.added.iter().filter(|a| a.game == game) {
            add_files(&mut cards, added)?;
        }
        Ok(cards.into_db())
    }
}

/// Whether two paths name the same file.
fn same_file(a: &Path, b: &Path) -> bool {
    a == b || a.canonicalize().is_ok_and(|a| b.canonicalize().is_ok_and(|b| a == b))
}

/// The built-in files of `folder` (`digimon/cards`), not of its subfolders, as (the path in the
/// repository that errors name, text), in name order.
pub fn built_in(folder: &str) -> Vec<(&'static Path, &'static str)> {
    let prefix = format!("data/{folder}/");
    built_in::DATA
        .iter()
        .filter(|(name, _)| name.strip_prefix(&prefix).is_some_and(|rest| !rest.contains('/')))
        .map(|(name, text)| (Path::new(*name), *text))
        .collect()
}

/// The built-in scenario files of a game, at any depth, as (path in the repository, text), in
/// path order.
pub fn built_in_scenarios(game: &str) -> Vec<(&'static Path, &'static str)> {
    let prefix = format!("scenarios/{game}/");
    built_in::SCENARIOS
        .iter()
        .filter(|(name, _)| name.starts_with(&prefix))
        .map(|(name, text)| (Path::new(*name), *text))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_data_holds_every_demo_file() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data");
        for folder in [
            "digimon/cards",
            "digimon/decks",
            "ninjaslayer/cards",
            "ninjaslayer/decks",
            "zx/cards",
            "zx/decks",
            "rebirth/cards",
            "rebirth/decks",
        ] {
            let mut on_disk: Vec<String> = std::fs::read_dir(root.join(folder))
                .expect("the repository's data folder")
                .map(|e| e.expect("an entry").file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".toml"))
                .collect();
            on_disk.sort();
            let built: Vec<String> = built_in(folder)
                .iter()
                .map(|(p, _)| p.file_name().expect("a file").to_string_lossy().into_owned())
                .collect();
            assert_eq!(built, on_disk, "{folder}: the binary holds the same files as the repository");
        }
        assert!(built_in_scenarios("digimon").len() > 100, "the Digimon scenarios are built in");
    }
}
