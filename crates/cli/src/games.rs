//! The games the CLI knows, each behind the kernel's game trait: a [`Catalog`] loads a game's
//! demo cards and decks, reads deck files and starts games from a seed.

use anyhow::{Context, Result, bail};
use fuda_kernel::Game;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The games fuda plays, by their command-line names.
pub const GAMES: &[&str] = &["digimon", "ninjaslayer"];

/// The folder with the demo data: `$FUDA_DATA`, else `data/` of the source tree.
pub fn data_dir() -> PathBuf {
    match std::env::var_os("FUDA_DATA") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data"),
    }
}

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

/// The Digimon demo card database.
pub fn digimon_db() -> Result<Arc<fuda_digimon::cards::CardDb>> {
    let mut db = fuda_digimon::cards::CardDb::default();
    let dir = data_dir().join("digimon/cards");
    fuda_digimon::cards::load::load_cards(&dir, &mut db)
        .map_err(anyhow::Error::from)
        .with_context(|| format!("loading the Digimon demo cards from {}", dir.display()))?;
    Ok(Arc::new(db))
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
        let dir = data_dir().join("digimon/decks");
        let decks = fuda_digimon::cards::load::load_decks(&dir, &db)?;
        if decks.is_empty() {
            bail!("no decks in {}", dir.display());
        }
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
        Ok(fuda_digimon::cards::load::parse_deck(&read(path)?, &self.db).map_err(|e| e.in_file(path))?)
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
    fn load(date: fuda_ninjaslayer::cards::Date) -> Result<Self> {
        let dir = data_dir().join("ninjaslayer");
        let (db, decks) = fuda_ninjaslayer::cards::load::load_set(&dir)
            .map_err(anyhow::Error::from)
            .with_context(|| format!("loading the Ninja Slayer demo set from {}", dir.display()))?;
        let db = Arc::new(fuda_ninjaslayer::cards::as_of(&db, date));
        if decks.is_empty() {
            bail!("no decks in {}", dir.join("decks").display());
        }
        Ok(NinjaSlayer { db, decks })
    }
}

impl Catalog for NinjaSlayer {
    fn decks(&self) -> &[DeckList] {
        &self.decks
    }

    fn read_deck(&self, path: &Path) -> Result<DeckList> {
        Ok(fuda_kernel::deck::parse_deck(&read(path)?, |id| self.db.find(id).is_some()).map_err(|e| e.in_file(path))?)
    }

    fn start(&self, decks: [&DeckList; 2], seed: u64) -> Result<Box<dyn Game>> {
        use fuda_ninjaslayer::setup::{Format, new_game};
        let state = new_game(self.db.clone(), decks, seed, Format::of(decks))?;
        Ok(Box::new(fuda_ninjaslayer::NinjaSlayerGame { state }))
    }

    fn content_hash(&self) -> u64 {
        self.db.content_hash()
    }

    fn card_text(&self, query: &str) -> Option<String> {
        // A character is named with its nickname (`Name◆Nickname`, 202) or without.
        let def = lookup(&self.db, query, |d| {
            d.full_name().eq_ignore_ascii_case(query) || d.name.eq_ignore_ascii_case(query)
        })?;
        Some(fuda_ninjaslayer::cards::render::card_text(def))
    }
}
