//! Card and deck files on disk, read the same way for every game: a file or a folder of
//! `.toml` files in name order, text checked as UTF-8 at its line and column, every error naming
//! its file. A game supplies only how one file's text becomes card definitions.

use crate::catalog::{CardDb, Definition};
use crate::deck::{DeckList, parse_deck};
use crate::error::{GameError, InputError, text_from_utf8};
use std::hash::Hash;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Reads one card definition file's text into definitions; errors carry line and field.
pub type ParseCards<D> = fn(&str) -> Result<Vec<D>, InputError>;

/// A file's text; invalid UTF-8 is reported at its line and column.
pub fn read_text(file: &Path) -> Result<String, GameError> {
    let bytes = std::fs::read(file).map_err(|e| GameError::io(file, e))?;
    Ok(text_from_utf8(bytes).map_err(|e| e.in_file(file))?)
}

/// `path` itself, or the `.toml` files directly in the folder `path`, in name order, but for one
/// named `skip` (a card folder's `decks.toml` is not a card file).
fn toml_files(path: &Path, skip: Option<&str>) -> Result<Vec<PathBuf>, GameError> {
    if !path.is_dir() {
        return Ok(vec![path.to_path_buf()]);
    }
    let mut files = Vec::new();
    for entry in std::fs::read_dir(path).map_err(|e| GameError::io(path, e))? {
        let p = entry.map_err(|e| GameError::io(path, e))?.path();
        if p.extension().is_some_and(|x| x == "toml") && p.file_name().and_then(|n| n.to_str()) != skip {
            files.push(p);
        }
    }
    files.sort();
    Ok(files)
}

/// Card files already read, each as the path its errors name and its text, into `db` in the
/// order given (the built-in demo sets have no folder to read).
pub fn add_cards<'a, D: Definition + Hash>(
    files: impl IntoIterator<Item = (&'a Path, &'a str)>,
    db: &mut CardDb<D>,
    parse: ParseCards<D>,
) -> Result<(), GameError> {
    for (file, text) in files {
        for def in parse(text).map_err(|e| e.in_file(file))? {
            db.insert(def);
        }
    }
    Ok(())
}

/// A card file, or every `.toml` card file of a folder (in name order), into `db`.
pub fn load_cards<D: Definition + Hash>(
    path: &Path,
    db: &mut CardDb<D>,
    parse: ParseCards<D>,
) -> Result<(), GameError> {
    let texts = toml_files(path, Some("decks.toml"))?
        .into_iter()
        .map(|file| read_text(&file).map(|text| (file, text)))
        .collect::<Result<Vec<_>, _>>()?;
    add_cards(texts.iter().map(|(file, text)| (file.as_path(), text.as_str())), db, parse)
}

/// Every deck file (`*.toml`) of a folder, in file-name order, its cards checked against `db`.
pub fn load_decks<D: Definition + Hash>(dir: &Path, db: &CardDb<D>) -> Result<Vec<DeckList>, GameError> {
    toml_files(dir, None)?
        .iter()
        .map(|file| {
            let text = read_text(file)?;
            Ok(parse_deck(&text, |id| db.find(id).is_some()).map_err(|e| e.in_file(file))?)
        })
        .collect()
}

/// A card set and its decks from a folder holding `cards/` and `decks/`.
pub fn load_set<D: Definition + Hash>(
    dir: &Path,
    parse: ParseCards<D>,
) -> Result<(Arc<CardDb<D>>, Vec<DeckList>), GameError> {
    let mut db = CardDb::default();
    load_cards(&dir.join("cards"), &mut db, parse)?;
    let decks = load_decks(&dir.join("decks"), &db)?;
    Ok((Arc::new(db), decks))
}
