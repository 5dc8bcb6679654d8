//! Card and deck files on disk, read the same way for every game: a file or a folder of
//! `.toml` files in name order, text checked as UTF-8 at its line and column, every error naming
//! its file. A game supplies only how one file's text becomes card definitions.

use crate::catalog::{CardDb, Definition};
use crate::deck::{DeckList, parse_deck};
use crate::error::{GameError, InputError, text_from_utf8};
use std::collections::BTreeMap;
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
/// order given (the built-in demo sets have no folder to read); an id defined twice, in one file
/// or in two, is an error naming both files.
pub fn add_cards<'a, D: Definition + Hash>(
    files: impl IntoIterator<Item = (&'a Path, &'a str)>,
    db: &mut CardDb<D>,
    parse: ParseCards<D>,
) -> Result<(), GameError> {
    let mut cards = UniqueCards { db: std::mem::take(db), origins: BTreeMap::new(), parse };
    let added = files.into_iter().try_for_each(|(file, text)| cards.add(file, text));
    *db = cards.into_db();
    Ok(added?)
}

/// A card database filled file by file, each card id defined once: a second definition, in the
/// same file or another, is an error naming both files, never a silent replacement.
pub struct UniqueCards<D> {
    db: CardDb<D>,
    /// Where each id was defined: the file and the line.
    origins: BTreeMap<String, (PathBuf, Option<usize>)>,
    parse: ParseCards<D>,
}

impl<D: Definition + Hash> UniqueCards<D> {
    /// An empty database reading card files with `parse`.
    pub fn new(parse: ParseCards<D>) -> UniqueCards<D> {
        UniqueCards { db: CardDb::default(), origins: BTreeMap::new(), parse }
    }

    /// The cards of one file's `text`, read from `file`, after those added before.
    pub fn add(&mut self, file: &Path, text: &str) -> Result<(), InputError> {
        for def in (self.parse)(text).map_err(|e| e.in_file(file))? {
            let id = def.card_id().to_string();
            let line = card_line(text, &id);
            if self.db.find(&id).is_some() {
                let place = match self.origins.get(&id) {
                    Some((first, Some(first_line))) => format!(" in {}:{first_line}", first.display()),
                    Some((first, None)) => format!(" in {}", first.display()),
                    None => String::new(),
                };
                let mut e = InputError::new(format!(
                    "card id {id} is already defined{place}: expected an id of its own (a card never replaces another)"
                ))
                .in_file(file)
                .field("id");
                e.location.line = line;
                return Err(e);
            }
            self.origins.insert(id, (file.to_path_buf(), line));
            self.db.insert(def);
        }
        Ok(())
    }

    /// The database.
    pub fn into_db(self) -> CardDb<D> {
        self.db
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Hash)]
    struct Def(String);

    impl Definition for Def {
        fn card_id(&self) -> &str {
            &self.0
        }
    }

    /// One card a line, its id quoted.
    fn parse(text: &str) -> Result<Vec<Def>, InputError> {
        Ok(text.lines().map(|l| Def(l.trim_matches('"').to_string())).collect())
    }

    #[test]
    fn a_second_definition_of_an_id_names_both_files_and_lines() {
        let mut cards = UniqueCards::new(parse);
        cards.add(Path::new("demo.toml"), "\"A\"\n\"B\"").expect("two new ids");
        cards.add(Path::new("mine.toml"), "\"C\"").expect("a new id");
        let err = cards.add(Path::new("more.toml"), "\"D\"\n\"B\"").expect_err("B is the demo set's").to_string();
        assert_eq!(
            err,
            "more.toml:2, field `id`: card id B is already defined in demo.toml:2: expected an id of its own (a card \
             never replaces another)"
        );
    }

    #[test]
    fn files_added_to_a_database_define_each_id_once() {
        let mut db = CardDb::default();
        add_cards([(Path::new("a.toml"), "\"A\""), (Path::new("b.toml"), "\"B\"")], &mut db, parse).expect("new ids");
        assert_eq!((db.len(), db.find("B")), (2, Some(1)), "both files' cards, in order");
        let again = add_cards([(Path::new("c.toml"), "\"C\"\n\"A\"")], &mut db, parse).expect_err("A is there");
        assert!(again.to_string().starts_with("c.toml:2, field `id`: card id A is already defined: "), "{again}");
    }
}
