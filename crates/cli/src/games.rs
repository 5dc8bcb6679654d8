//! The games the CLI knows, each behind the kernel's game trait: a [`Catalog`] loads a game's
//! demo cards and decks, reads deck files and starts games from a seed.

use crate::data::{self, DataSource};
use anyhow::{Context, Result, bail};
use fuda_kernel::Game;
use std::path::Path;
use std::sync::Arc;

/// The games fuda plays, by their command-line names.
pub const GAMES: &[&str] = &["digimon", "ninjaslayer"];

/// A game name checked against the games fuda plays.
pub fn check_game(name: &str) -> Result<()> {
    if GAMES.contains(&name) { Ok(()) } else { bail!("unknown game {name:?}: expected one of: {}", GAMES.join(", ")) }
}

pub use fuda_kernel::deck::DeckList;

/// One game's demo data and how to start it.
pub trait Catalog: Sync {
    /// The demo decks, in file-name order.
    fn decks(&self) -> &[DeckList];
    /// Reads a deck file against this game's cards.
    fn read_deck(&self, path: &Path) -> Result<DeckList>;
    /// A new game between two decks.
    fn start(&self, decks: [&DeckList; 2], seed: u64) -> Result<Box<dyn Game>>;
    /// A stable hash of the card data, recorded in replays.
    fn content_hash(&self) -> u64;
    /// The format two decks are played in, for games with more than one, as replays record it.
    fn format(&self, decks: [&DeckList; 2]) -> Option<&'static str>;
}

/// The catalog of a game by name. `event_date` (`YYYY-MM-DD`) reads cards as at an event held
/// that day, for games with dated errata (Ninja Slayer, 1600); without it every erratum applies.
pub fn catalog(game: &str, event_date: Option<&str>) -> Result<Box<dyn Catalog>> {
    match (game, event_date) {
        ("digimon", None) => Ok(Box::new(Digimon::load()?)),
        ("digimon", Some(_)) => bail!("--event-date: the Digimon demo cards have no dated errata"),
        ("ninjaslayer", date) => {
            let date = match date {
                Some(d) => fuda_ninjaslayer::cards::Date::try_from(d.to_string())
                    .map_err(|e| anyhow::anyhow!("--event-date: {e}"))?,
                None => fuda_ninjaslayer::cards::Date(u32::MAX),
            };
            Ok(Box::new(NinjaSlayer::load(date)?))
        }
        (other, _) => bail!("unknown game {other:?}: expected one of: {}", GAMES.join(", ")),
    }
}

fn read(path: &Path) -> Result<String> {
    std::fs::read_to_string(path).with_context(|| format!("reading deck {}", path.display()))
}

/// A deck file's construction problems as one error naming the file, and the line of the card
/// entry a problem names, where it names one.
fn illegal_deck(path: &Path, source: &str, deck: &DeckList, rule: &str, problems: &[String]) -> anyhow::Error {
    let lines: Vec<String> = problems
        .iter()
        .map(|p| match deck.cards.iter().find_map(|id| mentions(p, id).then(|| entry_line(source, id)).flatten()) {
            Some(line) => format!("{}:{line}: {p}", path.display()),
            None => format!("{}: {p}", path.display()),
        })
        .collect();
    anyhow::anyhow!("deck {:?} in {} is not legal ({rule}):\n  {}", deck.name, path.display(), lines.join("\n  "))
}

/// Whether `text` names the card id `id` as a whole word (`FD-02` is not in `FD-021`).
fn mentions(text: &str, id: &str) -> bool {
    let part = |c: char| c.is_alphanumeric() || c == '-' || c == '_';
    text.match_indices(id).any(|(at, _)| {
        !text[..at].chars().next_back().is_some_and(part) && !text[at + id.len()..].chars().next().is_some_and(part)
    })
}

/// The line of the deck file's entry for `id`, outside comments.
fn entry_line(source: &str, id: &str) -> Option<usize> {
    source.lines().position(|line| mentions(line.split('#').next().unwrap_or(""), id)).map(|i| i + 1)
}

/// The Digimon demo card database.
pub fn digimon_db() -> Result<Arc<fuda_digimon::cards::CardDb>> {
    use fuda_digimon::cards::load;
    let mut db = fuda_digimon::cards::CardDb::default();
    match data::source() {
        DataSource::BuiltIn => load::add_cards(data::built_in("digimon/cards"), &mut db)?,
        DataSource::Folder(dir) => {
            let dir = dir.join("digimon/cards");
            load::load_cards(&dir, &mut db)
                .map_err(anyhow::Error::from)
                .with_context(|| format!("loading the Digimon demo cards from {}", dir.display()))?;
        }
    }
    Ok(Arc::new(db))
}

/// The Digimon demo decks, in file-name order.
fn digimon_decks(db: &fuda_digimon::cards::CardDb) -> Result<Vec<DeckList>> {
    use fuda_digimon::cards::load;
    let decks = match data::source() {
        DataSource::BuiltIn => load::parse_decks(data::built_in("digimon/decks"), db)?,
        DataSource::Folder(dir) => load::load_decks(&dir.join("digimon/decks"), db)?,
    };
    if decks.is_empty() {
        bail!("no decks in {}", folder("digimon/decks"));
    }
    Ok(decks)
}

/// The Ninja Slayer demo set: its cards as printed, and its decks in file-name order.
pub fn ninjaslayer_set() -> Result<(Arc<fuda_ninjaslayer::cards::CardDb>, Vec<DeckList>)> {
    use fuda_ninjaslayer::cards::load;
    let (db, decks) = match data::source() {
        DataSource::BuiltIn => {
            let mut db = fuda_ninjaslayer::cards::CardDb::default();
            load::add_cards(data::built_in("ninjaslayer/cards"), &mut db)?;
            let decks = load::parse_decks(data::built_in("ninjaslayer/decks"), &db)?;
            (Arc::new(db), decks)
        }
        DataSource::Folder(dir) => {
            let dir = dir.join("ninjaslayer");
            load::load_set(&dir)
                .map_err(anyhow::Error::from)
                .with_context(|| format!("loading the Ninja Slayer demo set from {}", dir.display()))?
        }
    };
    if decks.is_empty() {
        bail!("no decks in {}", folder("ninjaslayer/decks"));
    }
    Ok((db, decks))
}

/// A data folder as messages name it.
fn folder(sub: &str) -> String {
    match data::source() {
        DataSource::BuiltIn => format!("the built-in data/{sub}"),
        DataSource::Folder(dir) => dir.join(sub).display().to_string(),
    }
}

struct Digimon {
    db: Arc<fuda_digimon::cards::CardDb>,
    decks: Vec<DeckList>,
    /// The demo decks, checked once when the catalogue loads, in the same order.
    legal: Vec<fuda_digimon::setup::LegalDeck>,
}

impl Digimon {
    fn load() -> Result<Self> {
        let db = digimon_db()?;
        let decks = digimon_decks(&db)?;
        let legal = decks
            .iter()
            .map(|d| fuda_digimon::setup::LegalDeck::check(&db, d).with_context(|| format!("demo deck {}", d.name)))
            .collect::<Result<_>>()?;
        Ok(Digimon { db, decks, legal })
    }
}

impl Catalog for Digimon {
    fn decks(&self) -> &[DeckList] {
        &self.decks
    }

    fn read_deck(&self, path: &Path) -> Result<DeckList> {
        let source = read(path)?;
        let deck = fuda_digimon::cards::load::parse_deck(&source, &self.db).map_err(|e| e.in_file(path))?;
        match fuda_digimon::setup::check_deck(&self.db, &deck) {
            Err(fuda_digimon::DigimonError::IllegalDeck { problems, .. }) => {
                Err(illegal_deck(path, &source, &deck, "1-4-1", &problems))
            }
            other => other.map(|()| deck).map_err(anyhow::Error::from),
        }
    }

    fn start(&self, decks: [&DeckList; 2], seed: u64) -> Result<Box<dyn Game>> {
        // The catalogue's own decks were checked when it loaded: those are not looked up again.
        let own = decks.map(|d| self.decks.iter().position(|own| std::ptr::eq(own, d)).map(|i| &self.legal[i]));
        let state = match own {
            [Some(a), Some(b)] => fuda_digimon::setup::new_game_from(self.db.clone(), [a, b], seed),
            _ => fuda_digimon::setup::new_game(self.db.clone(), decks, seed)?,
        };
        Ok(Box::new(fuda_digimon::DigimonGame { state }))
    }

    fn content_hash(&self) -> u64 {
        self.db.content_hash()
    }

    fn format(&self, _: [&DeckList; 2]) -> Option<&'static str> {
        None
    }
}

struct NinjaSlayer {
    db: Arc<fuda_ninjaslayer::cards::CardDb>,
    decks: Vec<DeckList>,
}

impl NinjaSlayer {
    fn load(date: fuda_ninjaslayer::cards::Date) -> Result<Self> {
        let (db, decks) = ninjaslayer_set()?;
        let db = Arc::new(fuda_ninjaslayer::cards::as_of(&db, date));
        Ok(NinjaSlayer { db, decks })
    }
}

impl Catalog for NinjaSlayer {
    fn decks(&self) -> &[DeckList] {
        &self.decks
    }

    fn read_deck(&self, path: &Path) -> Result<DeckList> {
        use fuda_ninjaslayer::setup::{Format, deck_problems};
        let source = read(path)?;
        let deck =
            fuda_kernel::deck::parse_deck(&source, |id| self.db.find(id).is_some()).map_err(|e| e.in_file(path))?;
        // Alone, a deck is checked for the format its size is built for (40 cards: Blitz
        // Sealed, 402.3a); whether both players' decks share one format is checked at the start.
        let format = Format::of([&deck, &deck]);
        let problems = deck_problems(&self.db, &deck, format);
        if problems.is_empty() { Ok(deck) } else { Err(illegal_deck(path, &source, &deck, "402", &problems)) }
    }

    fn start(&self, decks: [&DeckList; 2], seed: u64) -> Result<Box<dyn Game>> {
        use fuda_ninjaslayer::setup::{Format, new_game};
        let state = new_game(self.db.clone(), decks, seed, Format::of(decks))?;
        Ok(Box::new(fuda_ninjaslayer::NinjaSlayerGame { state }))
    }

    fn content_hash(&self) -> u64 {
        self.db.content_hash()
    }

    fn format(&self, decks: [&DeckList; 2]) -> Option<&'static str> {
        use fuda_ninjaslayer::setup::Format;
        Some(match Format::of(decks) {
            Format::Constructed => "constructed",
            Format::BlitzSealed => "blitz-sealed",
        })
    }
}
