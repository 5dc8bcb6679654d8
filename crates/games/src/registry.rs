//! The registry: every game fuda plays, by name, behind three traits. A [`GameEntry`] says what
//! the game is (name, seats, formats, rule index) and reads its cards; [`Cards`] are a game's
//! cards as printed (card text, scenarios, catalogs at an event date); a [`Catalog`] holds the
//! cards as at one date with the demo decks, reads deck files, starts games and loads saved ones.

use crate::data::DataSource;
use crate::entry::Entry;
use crate::tables::TableFormat;
use anyhow::{Result, bail};
use fuda_kernel::deck::DeckList;
use fuda_kernel::rules::Rule;
use fuda_kernel::save::SaveHeader;
use fuda_kernel::scenario::ScenarioReport;
use fuda_kernel::{Game, InputError};
use std::ops::RangeInclusive;
use std::path::Path;

/// The games fuda plays, in the order the CLI lists them.
pub static GAMES: &[&dyn GameEntry] = &[
    &Entry::<crate::digimon::Digimon>::new(),
    &Entry::<crate::ninjaslayer::NinjaSlayer>::new(),
    &Entry::<crate::zx::Zx>::new(),
    &Entry::<crate::rebirth::Rebirth>::new(),
];

/// The game named `name`; any other name is an error listing the games, never a fallback.
pub fn find(name: &str) -> Result<&'static dyn GameEntry> {
    match GAMES.iter().find(|g| g.name() == name) {
        Some(game) => Ok(*game),
        None => bail!("unknown game {name:?}: expected one of: {}", names().join(", ")),
    }
}

/// The games' names.
pub fn names() -> Vec<&'static str> {
    GAMES.iter().map(|g| g.name()).collect()
}

/// The catalog of the game named `game`: its cards from `data` as at `event_date`, with its demo
/// decks.
pub fn catalog(data: &DataSource, game: &str, event_date: Option<&str>) -> Result<Box<dyn Catalog>> {
    find(game)?.cards(data)?.catalog(data, event_date)
}

/// A saved game ([`Game::save`]) read back: its game, card data and event date are read from
/// the file, the cards from `data`. A file of an unknown game, another engine version, other
/// cards, or altered by hand is refused.
pub fn load_saved(data: &DataSource, text: &str) -> Result<Box<dyn Game>> {
    let header = SaveHeader::read(text)?;
    let game = find(&header.game)?;
    let catalog = game.cards(data)?.catalog(data, header.event_date.as_deref())?;
    Ok(catalog.load(text)?)
}

/// One game fuda plays.
pub trait GameEntry: Sync {
    /// The name the command line uses (`digimon`).
    fn name(&self) -> &'static str;
    /// The game's full name.
    fn title(&self) -> &'static str;
    /// How many seats a game may have.
    fn seats(&self) -> RangeInclusive<usize>;
    /// The formats decks are built for, where the game has more than one.
    fn formats(&self) -> &'static [&'static str];
    /// The rule index: every rule number the engine cites.
    fn rules(&self) -> &'static [Rule];
    /// How many valid cards of this game the card file or folder at `path` holds; a card the
    /// game's card format cannot read, or an id defined twice, is an error at its file and line.
    fn check_cards(&self, path: &Path) -> Result<usize>;
    /// The game's cards as printed, from `data`.
    fn cards(&self, data: &DataSource) -> Result<Box<dyn Cards>>;
    /// The table formats (who plays whom, with the seats each allows), where the game has
    /// several ([`crate::tables`]).
    fn tables(&self) -> &'static [TableFormat];
    /// The table format a game of `seats` seats is played at when none is named.
    fn default_table(&self, seats: usize) -> Option<&'static str>;
    /// The team of each seat (0, 1, …) of a game of `seats` seats at `table`.
    fn team_of(&self, table: Option<&str>, seats: usize) -> Vec<usize>;
}

/// A game's cards as printed (every erratum kept apart, to be applied by date).
pub trait Cards: Send + Sync {
    /// The full text of the card whose id or name is `query` (letter case aside). The whole card
    /// set is public knowledge; only where a card lies can be hidden.
    fn card_text(&self, query: &str) -> Option<String>;
    /// Every card, in the set's order, with every erratum applied.
    fn card_list(&self) -> Vec<CardEntry>;
    /// The cards as at an event held on `event_date` (`YYYY-MM-DD`; every erratum without one),
    /// with the demo decks of `data`.
    fn catalog(&self, data: &DataSource, event_date: Option<&str>) -> Result<Box<dyn Catalog>>;
    /// Runs a scenario file's text against these cards: a report, or the file's first mistake.
    fn run_scenario(&self, text: &str) -> Result<ScenarioReport, InputError>;
}

/// One card as a client lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct CardEntry {
    /// The card number.
    pub id: String,
    /// The full text, as `fuda cards show` prints it.
    pub text: String,
    /// The card's definition as the engine reads it (the game's own fields).
    pub data: serde_json::Value,
}

/// A game's cards as at one event date, its demo decks, and how to start and load games.
pub trait Catalog: Sync {
    /// The demo decks, in file-name order.
    fn decks(&self) -> &[DeckList];
    /// A deck file's text, read from `path`, checked against this game's cards and its
    /// construction rules as far as one deck alone can be.
    fn parse_deck(&self, path: &Path, source: &str) -> Result<DeckList>;
    /// Reads and checks a deck file.
    fn read_deck(&self, path: &Path) -> Result<DeckList> {
        let source = crate::decks::read(path)?;
        self.parse_deck(path, &source)
    }
    /// A new game, one deck a seat in seat order, dealt from `seed`, at the game's table for
    /// that many seats.
    fn start(&self, decks: &[&DeckList], seed: u64) -> Result<Box<dyn Game>> {
        self.start_at(decks, seed, None)
    }
    /// A new game as [`Catalog::start`], at the table format `table` (one of
    /// [`GameEntry::tables`]) when given.
    fn start_at(&self, decks: &[&DeckList], seed: u64, table: Option<&str>) -> Result<Box<dyn Game>>;
    /// A saved game of these cards read back.
    fn load(&self, saved: &str) -> Result<Box<dyn Game>, InputError>;
    /// A stable hash of the card data, recorded in replays.
    fn content_hash(&self) -> u64;
    /// The event date the cards were read at, if one was given.
    fn event_date(&self) -> Option<String>;
    /// The format these decks are played in, for games with more than one, as replays record it.
    fn format(&self, decks: &[&DeckList]) -> Option<&'static str>;
    /// Decks for `format` made from `seed`, one for each of `seats` seats (a sealed format opens
    /// seat k's pool from `seed + k`); `None` where the format is played with the demo decks.
    fn format_decks(&self, format: &str, seed: u64, seats: usize) -> Option<Vec<DeckList>>;
    /// The full text of a card, as [`Cards::card_text`], as at the catalog's date.
    fn card_text(&self, query: &str) -> Option<String>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_game_is_an_error_naming_the_games() {
        let err = find("digimin").map(|_| ()).expect_err("no such game").to_string();
        assert_eq!(err, "unknown game \"digimin\": expected one of: digimon, ninjaslayer, zx, rebirth");
        assert_eq!(find("ninjaslayer").expect("known").name(), "ninjaslayer");
    }

    #[test]
    fn every_game_loads_its_built_in_cards_and_decks_and_plays() {
        let data = DataSource::built_in();
        for game in GAMES {
            let catalog = game.cards(&data).and_then(|c| c.catalog(&data, None)).expect("built-in data");
            let decks: Vec<&DeckList> = catalog.decks().iter().take(*game.seats().start()).collect();
            let mut started = catalog.start(&decks, 3).expect("the demo decks are legal");
            assert_eq!(started.seat_count(), *game.seats().start());
            while let Some(seat) = started.decider().filter(|_| started.turn() < 3) {
                started.answer(seat, 0).expect("option 0 is offered");
            }
            let loaded = load_saved(&data, &started.save()).expect("a saved game loads");
            assert_eq!(loaded.state_hash(), started.state_hash(), "{}", game.name());
            let one = catalog.start(&decks[..1], 3).map(|_| ()).expect_err("one deck is too few").to_string();
            assert!(one.contains("one deck a seat, found 1"), "{one}");
        }
    }
}
