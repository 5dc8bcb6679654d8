//! Where the demo cards, decks and scenarios come from: built into the binary (the default, so
//! that an installed `fuda` runs from any folder), or a data folder named by `--data DIR` or
//! `FUDA_DATA`, laid out like the repository's `data/`: `<game>/cards/*.toml`, `<game>/decks/*.toml`.

use anyhow::{Context, Result};
use fuda_kernel::error::GameError;
use std::borrow::Cow;
use std::path::{Path, PathBuf};

mod built_in {
    include!(concat!(env!("OUT_DIR"), "/built_in.rs"));
}

/// The source of the demo data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DataSource {
    /// The repository's `data/` and `scenarios/` as they were when `fuda` was built.
    BuiltIn,
    /// A data folder on disk.
    Folder(PathBuf),
}

impl DataSource {
    /// The source `main` reads: `--data DIR`, else `FUDA_DATA` when set and not empty, else the
    /// built-in data. Every command is handed it: nothing reads it from elsewhere.
    pub fn from_args(data: Option<PathBuf>) -> DataSource {
        match data.or_else(|| std::env::var_os("FUDA_DATA").filter(|v| !v.is_empty()).map(PathBuf::from)) {
            Some(dir) => DataSource::Folder(dir),
            None => DataSource::BuiltIn,
        }
    }

    /// Where the files of `sub` (`digimon/decks`) are, as messages name it.
    pub fn folder(&self, sub: &str) -> PathBuf {
        match self {
            DataSource::BuiltIn => Path::new("data").join(sub),
            DataSource::Folder(dir) => dir.join(sub),
        }
    }

    /// A name for messages and replays: `built-in` or the folder.
    pub fn describe(&self) -> String {
        match self {
            DataSource::BuiltIn => "built-in".to_string(),
            DataSource::Folder(dir) => dir.display().to_string(),
        }
    }

    /// The `.toml` files directly in `sub` (`digimon/decks`) of this source, in name order, as
    /// (the path errors name, text).
    pub fn files(&self, sub: &str) -> Result<Vec<(PathBuf, Cow<'static, str>)>> {
        let dir = match self {
            DataSource::BuiltIn => {
                return Ok(built_in(sub).into_iter().map(|(p, t)| (p.to_path_buf(), Cow::Borrowed(t))).collect());
            }
            DataSource::Folder(dir) => dir.join(sub),
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
}

/// A game's demo cards from `data`: the built-in files through `from_built_in`, or the folder's
/// `<game>/cards` through `from_folder`; `title` names the game in messages.
pub fn demo_cards<Db: Default>(
    data: &DataSource,
    game: &str,
    title: &str,
    from_built_in: impl FnOnce(Vec<(&'static Path, &'static str)>, &mut Db) -> Result<(), GameError>,
    from_folder: impl FnOnce(&Path, &mut Db) -> Result<(), GameError>,
) -> Result<Db> {
    let mut db = Db::default();
    let folder = format!("{game}/cards");
    match data {
        DataSource::BuiltIn => from_built_in(built_in(&folder), &mut db)?,
        DataSource::Folder(dir) => {
            let dir = dir.join(folder);
            from_folder(&dir, &mut db)
                .map_err(anyhow::Error::from)
                .with_context(|| format!("loading the {title} demo cards from {}", dir.display()))?;
        }
    }
    Ok(db)
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
        for folder in ["digimon/cards", "digimon/decks", "ninjaslayer/cards", "ninjaslayer/decks"] {
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
