//! The registry's traits written once for any game: a game says what only it knows in
//! [`GameSetup`] (its names and seats, how card files read, how a deck is checked and a game
//! starts, what an event date does to its cards), and [`Entry`] turns that into a [`GameEntry`]
//! with its [`Cards`] and [`Catalog`].

use crate::data::DataSource;
use crate::decks::{demo_decks, illegal_deck};
use crate::registry::{CardEntry, Cards, Catalog, GameEntry};
use crate::tables::TableFormat;
use anyhow::{Result, bail};
use fuda_kernel::catalog::{CardDb, Definition};
use fuda_kernel::deck::DeckList;
use fuda_kernel::error::GameError;
use fuda_kernel::files::ParseCards;
use fuda_kernel::rules::Rule;
use fuda_kernel::scenario::ScenarioReport;
use fuda_kernel::{Game, InputError, Played, Rules};
use std::hash::Hash;
use std::marker::PhantomData;
use std::ops::RangeInclusive;
use std::path::Path;
use std::sync::Arc;

/// What a game tells the registry.
pub trait GameSetup: Send + Sync + 'static {
    /// The name the command line uses.
    const NAME: &'static str;
    /// The game's full name.
    const TITLE: &'static str;
    /// How many seats a game may have.
    const SEATS: RangeInclusive<usize>;
    /// The formats decks are built for, where the game has more than one.
    const FORMATS: &'static [&'static str] = &[];
    /// The rule deck construction follows, as errors cite it.
    const DECK_RULE: &'static str;
    /// The rule index.
    const RULES: &'static [Rule];
    /// A card definition.
    type Def: Definition + Hash + Clone + serde::Serialize + Send + Sync + 'static;
    /// The game's state.
    type State: Rules<Cards = CardDb<Self::Def>> + std::fmt::Debug;
    /// A deck checked against the cards, ready to start games from.
    type Deck: Send + Sync;
    /// Reads one card file's text.
    const PARSE: ParseCards<Self::Def>;

    /// The cards as at an event held on `date` (`YYYY-MM-DD`), from the cards as printed. Games
    /// without dated errata refuse a date.
    fn dated(printed: &CardDb<Self::Def>, date: Option<&str>) -> Result<CardDb<Self::Def>> {
        match date {
            None => Ok(printed.clone()),
            Some(_) => bail!("--event-date: the {} demo cards have no dated errata", Self::TITLE),
        }
    }
    /// A deck's construction problems as far as one deck alone shows them, or the deck ready to
    /// play.
    fn check_deck(db: &CardDb<Self::Def>, deck: &DeckList) -> Result<Self::Deck, GameError>;
    /// A new game, one checked deck a seat, dealt from `seed`, its cards read at `date`.
    fn new_game(
        db: Arc<CardDb<Self::Def>>,
        decks: &[&Self::Deck],
        seed: u64,
        date: Option<&str>,
    ) -> Result<Self::State, GameError>;
    /// The format these decks play in, for games with more than one.
    fn format(_decks: &[&DeckList]) -> Option<&'static str> {
        None
    }
    /// Decks for `format` made from `seed` (as sealed pools are opened), for seat 0, 1, …; `None`
    /// where the format is played with the demo decks.
    fn format_decks(_db: &CardDb<Self::Def>, _format: &str, _seed: u64, _seats: usize) -> Option<Vec<DeckList>> {
        None
    }
    /// Whether `def` is named `query` (letter case aside); ids are matched first.
    fn named(def: &Self::Def, query: &str) -> bool;
    /// A card's full text.
    fn render(def: &Self::Def) -> String;
    /// Runs a scenario against the cards as printed.
    fn run_scenario(text: &str, printed: &CardDb<Self::Def>) -> Result<ScenarioReport, GameError>;
    /// The table formats (who plays whom), where the game has several.
    const TABLES: &'static [TableFormat] = &[];
    /// The table format a game of `seats` seats is played at when none is named.
    fn default_table(_seats: usize) -> Option<&'static str> {
        None
    }
    /// The team of each seat (0, 1, …) of a game of `seats` seats at `table`; each seat its own
    /// where the format has no teams.
    fn team_of(_table: Option<&str>, seats: usize) -> Vec<usize> {
        (0..seats).collect()
    }
    /// A new game at the table format `table`, one of [`GameSetup::TABLES`], as
    /// [`GameSetup::new_game`] otherwise.
    fn new_table_game(
        db: Arc<CardDb<Self::Def>>,
        decks: &[&Self::Deck],
        seed: u64,
        date: Option<&str>,
        table: &str,
    ) -> Result<Self::State, GameError> {
        let _ = (db, decks, seed, date);
        Err(GameError::DecksDisagree { message: format!("{} has one format only, not {table:?}", Self::NAME) })
    }
}

/// A game's registry entry, written once over its [`GameSetup`].
pub struct Entry<G>(PhantomData<G>);

impl<G> Entry<G> {
    /// The entry of `G` (a `const fn`, for the registry's static list).
    pub const fn new() -> Entry<G> {
        Entry(PhantomData)
    }
}

impl<G> Default for Entry<G> {
    fn default() -> Entry<G> {
        Entry::new()
    }
}

impl<G: GameSetup> Entry<G> {
    /// The game's cards of `data` as printed: the demo set's and those added to it.
    pub fn printed(data: &DataSource) -> Result<CardDb<G::Def>> {
        data.cards(G::NAME, G::TITLE, G::PARSE)
    }
}

impl<G: GameSetup> GameEntry for Entry<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn title(&self) -> &'static str {
        G::TITLE
    }

    fn seats(&self) -> RangeInclusive<usize> {
        G::SEATS
    }

    fn formats(&self) -> &'static [&'static str] {
        G::FORMATS
    }

    fn rules(&self) -> &'static [Rule] {
        G::RULES
    }

    fn tables(&self) -> &'static [TableFormat] {
        G::TABLES
    }

    fn default_table(&self, seats: usize) -> Option<&'static str> {
        G::default_table(seats)
    }

    fn team_of(&self, table: Option<&str>, seats: usize) -> Vec<usize> {
        G::team_of(table, seats)
    }

    fn check_cards(&self, path: &Path) -> Result<usize> {
        let mut db = CardDb::<G::Def>::default();
        fuda_kernel::files::load_cards(path, &mut db, G::PARSE)?;
        Ok(db.len())
    }

    fn cards(&self, data: &DataSource) -> Result<Box<dyn Cards>> {
        Ok(Box::new(Printed::<G> { printed: Arc::new(Self::printed(data)?) }))
    }
}

/// A game's cards as printed.
struct Printed<G: GameSetup> {
    printed: Arc<CardDb<G::Def>>,
}

/// The text of the first card whose id is `query`, else whose name is, letter case aside.
fn card_text<G: GameSetup>(db: &CardDb<G::Def>, query: &str) -> Option<String> {
    let def = crate::decks::lookup(db, query, |d| G::named(d, query))?;
    Some(G::render(def))
}

impl<G: GameSetup> Cards for Printed<G> {
    fn card_text(&self, query: &str) -> Option<String> {
        card_text::<G>(&G::dated(&self.printed, None).ok()?, query)
    }

    fn card_list(&self) -> Vec<CardEntry> {
        let db = G::dated(&self.printed, None).unwrap_or_else(|_| self.printed.as_ref().clone());
        db.iter()
            .map(|(_, def)| CardEntry {
                id: def.card_id().to_string(),
                text: G::render(def),
                // A definition is plain data: it always serialises.
                data: serde_json::to_value(def).unwrap_or_default(),
            })
            .collect()
    }

    fn catalog(&self, data: &DataSource, event_date: Option<&str>) -> Result<Box<dyn Catalog>> {
        let db = Arc::new(G::dated(&self.printed, event_date)?);
        let mut catalog = Dated::<G> { db, date: event_date.map(str::to_string), decks: Vec::new(), ready: Vec::new() };
        catalog.decks = demo_decks(data, &catalog, G::NAME)?;
        catalog.ready = catalog.decks.iter().map(|d| G::check_deck(&catalog.db, d)).collect::<Result<_, _>>()?;
        Ok(Box::new(catalog))
    }

    fn run_scenario(&self, text: &str) -> Result<ScenarioReport, InputError> {
        G::run_scenario(text, &self.printed).map_err(|e| match e {
            GameError::Input(input) => input,
            other => InputError::new(other.to_string()),
        })
    }
}

/// A game's cards as at one event date, with its demo decks.
struct Dated<G: GameSetup> {
    db: Arc<CardDb<G::Def>>,
    date: Option<String>,
    decks: Vec<DeckList>,
    /// The demo decks, checked once when the catalogue loads, in the same order.
    ready: Vec<G::Deck>,
}

impl<G: GameSetup> Catalog for Dated<G> {
    fn decks(&self) -> &[DeckList] {
        &self.decks
    }

    fn parse_deck(&self, path: &Path, source: &str) -> Result<DeckList> {
        let deck =
            fuda_kernel::deck::parse_deck(source, |id| self.db.find(id).is_some()).map_err(|e| e.in_file(path))?;
        match G::check_deck(&self.db, &deck) {
            Err(GameError::IllegalDeck { problems, rule, .. }) => {
                Err(illegal_deck(path, source, &deck, rule, &problems))
            }
            other => other.map(|_| deck).map_err(anyhow::Error::from),
        }
    }

    fn start_at(&self, decks: &[&DeckList], seed: u64, table: Option<&str>) -> Result<Box<dyn Game>> {
        if !G::SEATS.contains(&decks.len()) {
            bail!(
                "{} is played by {} to {} seats: one deck a seat, found {}",
                G::NAME,
                G::SEATS.start(),
                G::SEATS.end(),
                decks.len()
            );
        }
        // The catalogue's own decks were checked when it loaded: those are not checked again.
        let own: Vec<Option<&G::Deck>> = decks
            .iter()
            .map(|d| self.decks.iter().position(|own| std::ptr::eq(own, *d)).map(|i| &self.ready[i]))
            .collect();
        let checked: Vec<G::Deck>;
        let ready: Vec<&G::Deck> = if own.iter().all(Option::is_some) {
            own.into_iter().flatten().collect()
        } else {
            checked = decks.iter().map(|d| G::check_deck(&self.db, d)).collect::<Result<_, _>>()?;
            checked.iter().collect()
        };
        let state = match table {
            Some(table) => G::new_table_game(self.db.clone(), &ready, seed, self.date.as_deref(), table)?,
            None => G::new_game(self.db.clone(), &ready, seed, self.date.as_deref())?,
        };
        Ok(Box::new(Played { state }))
    }

    fn load(&self, saved: &str) -> Result<Box<dyn Game>, InputError> {
        Ok(Box::new(fuda_kernel::save::load::<G::State>(saved, self.db.clone())?))
    }

    fn content_hash(&self) -> u64 {
        self.db.content_hash()
    }

    fn event_date(&self) -> Option<String> {
        self.date.clone()
    }

    fn format(&self, decks: &[&DeckList]) -> Option<&'static str> {
        G::format(decks)
    }

    fn format_decks(&self, format: &str, seed: u64, seats: usize) -> Option<Vec<DeckList>> {
        G::format_decks(&self.db, format, seed, seats)
    }

    fn card_text(&self, query: &str) -> Option<String> {
        card_text::<G>(&self.db, query)
    }
}

/// The error for a number of decks a game's setup cannot seat.
pub fn seat_count(game: &str, seats: usize, decks: usize) -> GameError {
    GameError::DecksDisagree {
        message: format!("{game} is played by {seats} seats: expected {seats} decks, found {decks}"),
    }
}
