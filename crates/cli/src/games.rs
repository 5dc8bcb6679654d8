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
    /// A deck file's text, read from `path`, checked against this game's cards and its
    /// construction rules as far as one deck alone can be.
    fn parse_deck(&self, path: &Path, source: &str) -> Result<DeckList>;
    /// Reads and checks a deck file.
    fn read_deck(&self, path: &Path) -> Result<DeckList> {
        let source = read(path)?;
        self.parse_deck(path, &source)
    }
    /// A new game between two decks.
    fn start(&self, decks: [&DeckList; 2], seed: u64) -> Result<Box<dyn Game>>;
    /// A stable hash of the card data, recorded in replays.
    fn content_hash(&self) -> u64;
    /// The format two decks are played in, for games with more than one, as replays record it.
    fn format(&self, decks: [&DeckList; 2]) -> Option<&'static str>;
    /// The full text of the card whose id or name is `query` (letter case aside). The whole card
    /// set is public knowledge; only where a card lies can be hidden.
    fn card_text(&self, query: &str) -> Option<String>;
}

/// The first card whose id is `query`, else whose name is (`name_is`), letter case aside.
fn lookup<'a, D: fuda_kernel::catalog::Definition + std::hash::Hash>(
    db: &'a fuda_kernel::catalog::CardDb<D>,
    query: &str,
    name_is: impl Fn(&D) -> bool,
) -> Option<&'a D> {
    let by_id = db.iter().map(|(_, d)| d).find(|d| d.card_id().eq_ignore_ascii_case(query));
    by_id.or_else(|| db.iter().map(|(_, d)| d).find(|d| name_is(d)))
}

/// The catalog of a game by name, its cards and decks read from `data`. `event_date` (`YYYY-MM-DD`) reads cards as at an event held
/// that day, for games with dated errata (Ninja Slayer, 1600); without it every erratum applies.
pub fn catalog(data: &DataSource, game: &str, event_date: Option<&str>) -> Result<Box<dyn Catalog>> {
    match (game, event_date) {
        ("digimon", None) => Ok(Box::new(Digimon::load(data)?)),
        ("digimon", Some(_)) => bail!("--event-date: the Digimon demo cards have no dated errata"),
        ("ninjaslayer", date) => {
            let date = match date {
                Some(d) => fuda_ninjaslayer::cards::Date::try_from(d.to_string())
                    .map_err(|e| anyhow::anyhow!("--event-date: {e}"))?,
                None => fuda_ninjaslayer::cards::Date(u32::MAX),
            };
            Ok(Box::new(NinjaSlayer::load(data, date)?))
        }
        (other, _) => bail!("unknown game {other:?}: expected one of: {}", GAMES.join(", ")),
    }
}

/// A deck file's text; invalid UTF-8 is reported at its line and column.
fn read(path: &Path) -> Result<String> {
    let bytes = std::fs::read(path).with_context(|| format!("reading deck {}", path.display()))?;
    Ok(fuda_kernel::error::text_from_utf8(bytes).map_err(|e| e.in_file(path))?)
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

/// The Digimon demo card database of `data`.
pub fn digimon_db(data: &DataSource) -> Result<Arc<fuda_digimon::cards::CardDb>> {
    use fuda_digimon::cards::load;
    let mut db = fuda_digimon::cards::CardDb::default();
    match data {
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

/// The demo decks of a game through its catalogue, in file-name order, each checked alone.
fn demo_decks(data: &DataSource, catalog: &dyn Catalog, game: &str) -> Result<Vec<DeckList>> {
    let folder = format!("{game}/decks");
    let files = data.files(&folder)?;
    if files.is_empty() {
        bail!("no decks in {}", data.folder(&folder).display());
    }
    files.iter().map(|(path, text)| catalog.parse_deck(path, text)).collect()
}

/// The Ninja Slayer demo cards of `data`, as printed (no errata applied).
pub fn ninjaslayer_db(data: &DataSource) -> Result<Arc<fuda_ninjaslayer::cards::CardDb>> {
    use fuda_ninjaslayer::cards::load;
    let mut db = fuda_ninjaslayer::cards::CardDb::default();
    match data {
        DataSource::BuiltIn => load::add_cards(data::built_in("ninjaslayer/cards"), &mut db)?,
        DataSource::Folder(dir) => {
            let dir = dir.join("ninjaslayer/cards");
            load::load_cards(&dir, &mut db)
                .map_err(anyhow::Error::from)
                .with_context(|| format!("loading the Ninja Slayer demo cards from {}", dir.display()))?;
        }
    }
    Ok(Arc::new(db))
}

struct Digimon {
    db: Arc<fuda_digimon::cards::CardDb>,
    decks: Vec<DeckList>,
    /// The demo decks, checked once when the catalogue loads, in the same order.
    legal: Vec<fuda_digimon::setup::LegalDeck>,
}

impl Digimon {
    fn load(data: &DataSource) -> Result<Self> {
        let mut catalog = Digimon { db: digimon_db(data)?, decks: Vec::new(), legal: Vec::new() };
        catalog.decks = demo_decks(data, &catalog, "digimon")?;
        catalog.legal = catalog
            .decks
            .iter()
            .map(|d| fuda_digimon::setup::LegalDeck::check(&catalog.db, d))
            .collect::<Result<_, _>>()?;
        Ok(catalog)
    }
}

impl Catalog for Digimon {
    fn decks(&self) -> &[DeckList] {
        &self.decks
    }

    fn parse_deck(&self, path: &Path, source: &str) -> Result<DeckList> {
        let deck = fuda_digimon::cards::load::parse_deck(source, &self.db).map_err(|e| e.in_file(path))?;
        match fuda_digimon::setup::check_deck(&self.db, &deck) {
            Err(fuda_digimon::DigimonError::IllegalDeck { problems, .. }) => {
                Err(illegal_deck(path, source, &deck, "1-4-1", &problems))
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

    fn card_text(&self, query: &str) -> Option<String> {
        let def = lookup(&self.db, query, |d| d.name.eq_ignore_ascii_case(query))?;
        Some(fuda_digimon::cards::render::card_text(def))
    }
}

struct NinjaSlayer {
    db: Arc<fuda_ninjaslayer::cards::CardDb>,
    decks: Vec<DeckList>,
}

impl NinjaSlayer {
    fn load(data: &DataSource, date: fuda_ninjaslayer::cards::Date) -> Result<Self> {
        let db = Arc::new(fuda_ninjaslayer::cards::as_of(ninjaslayer_db(data)?.as_ref(), date));
        let mut catalog = NinjaSlayer { db, decks: Vec::new() };
        catalog.decks = demo_decks(data, &catalog, "ninjaslayer")?;
        Ok(catalog)
    }
}

impl Catalog for NinjaSlayer {
    fn decks(&self) -> &[DeckList] {
        &self.decks
    }

    fn parse_deck(&self, path: &Path, source: &str) -> Result<DeckList> {
        use fuda_ninjaslayer::setup::{Format, deck_problems};
        let deck =
            fuda_kernel::deck::parse_deck(source, |id| self.db.find(id).is_some()).map_err(|e| e.in_file(path))?;
        // Alone, a deck is checked for the format its size is built for (40 cards: Blitz
        // Sealed, 402.3a); whether both players' decks share one format is checked at the start.
        let format = Format::of([&deck, &deck]);
        let problems = deck_problems(&self.db, &deck, format);
        if problems.is_empty() { Ok(deck) } else { Err(illegal_deck(path, source, &deck, "402", &problems)) }
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
        Some(fuda_ninjaslayer::setup::Format::of(decks).name())
    }

    fn card_text(&self, query: &str) -> Option<String> {
        // A character is named with its nickname (`Name◆Nickname`, 202) or without.
        let def = lookup(&self.db, query, |d| {
            d.full_name().eq_ignore_ascii_case(query) || d.name.eq_ignore_ascii_case(query)
        })?;
        Some(fuda_ninjaslayer::cards::render::card_text(def))
    }
}
