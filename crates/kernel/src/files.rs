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
pub fn toml_files(path: &Path, skip: Option<&str>) -> Result<Vec<PathBuf>, GameError> {
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

/// One card as a card file writes it, before it is checked: each game's card format.
pub trait RawCard: serde::de::DeserializeOwned {
    /// The checked definition.
    type Def: Definition;
    /// The card id as written, to find its line for an error.
    fn id(&self) -> &str;
    /// Checks the card, naming the field of any mistake.
    fn validate(self) -> Result<Self::Def, InputError>;
}

/// A card file: a list of `[[card]]` tables.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct CardFile<R> {
    #[serde(default = "Vec::new")]
    card: Vec<R>,
}

/// A card file's text, every card checked.
pub fn parse_cards<R: RawCard>(source: &str) -> Result<Vec<R::Def>, InputError> {
    let file: CardFile<R> = crate::error::parse_toml(source)?;
    validate_cards(file.card, source)
}

/// Checks cards read from `source` (a card file, or a scenario's inline cards): a mistake
/// without a line of its own is placed at its card's id, and an id defined twice is refused.
pub fn validate_cards<R: RawCard>(raw: Vec<R>, source: &str) -> Result<Vec<R::Def>, InputError> {
    let mut out: Vec<R::Def> = Vec::new();
    for card in raw {
        let line = card_line(source, card.id());
        let def = card.validate().map_err(|mut e| {
            e.location.line = e.location.line.or(line);
            e
        })?;
        if out.iter().any(|c| c.card_id() == def.card_id()) {
            let mut e = InputError::new(format!("card id {} is defined twice", def.card_id())).field("id");
            e.location.line = card_line(source, def.card_id());
            return Err(e);
        }
        out.push(def);
    }
    Ok(out)
}

/// The line where card `id` is defined in a card file's text.
pub fn card_line(source: &str, id: &str) -> Option<usize> {
    source.find(&format!("\"{id}\"")).map(|offset| crate::error::line_of(source, offset))
}
