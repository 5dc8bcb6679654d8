//! Ninja Slayer TCG in the registry.

use crate::data::{DataSource, demo_cards};
use crate::decks::{demo_decks, illegal_deck, lookup};
use crate::registry::{Cards, Catalog, GameEntry, seat_decks};
use anyhow::Result;
use fuda_kernel::deck::DeckList;
use fuda_kernel::rules::Rule;
use fuda_kernel::scenario::ScenarioReport;
use fuda_kernel::{Game, InputError};
use fuda_ninjaslayer::cards::{CardDb, Date, load, render};
use fuda_ninjaslayer::setup::{Format, deck_problems, new_game};
use fuda_ninjaslayer::{NinjaSlayerGame, NsError};
use std::ops::RangeInclusive;
use std::path::Path;
use std::sync::Arc;

/// Ninja Slayer TCG.
pub struct NinjaSlayer;

impl GameEntry for NinjaSlayer {
    fn name(&self) -> &'static str {
        "ninjaslayer"
    }

    fn title(&self) -> &'static str {
        "Ninja Slayer TCG"
    }

    fn seats(&self) -> RangeInclusive<usize> {
        2..=2
    }

    fn formats(&self) -> &'static [&'static str] {
        const FORMATS: &[&str] = &[Format::Constructed.name(), Format::BlitzSealed.name()];
        FORMATS
    }

    fn rules(&self) -> &'static [Rule] {
        fuda_ninjaslayer::rules::INDEX
    }

    fn check_cards(&self, path: &Path) -> Result<usize> {
        let mut db = CardDb::default();
        load::load_cards(path, &mut db)?;
        Ok(db.len())
    }

    fn cards(&self, data: &DataSource) -> Result<Box<dyn Cards>> {
        Ok(Box::new(NinjaSlayerCards { printed: Arc::new(printed_cards(data)?) }))
    }
}

/// The demo cards of `data` as printed, errata kept apart (for Blitz Sealed packs, 402.3).
pub fn printed_cards(data: &DataSource) -> Result<CardDb> {
    demo_cards(data, NinjaSlayer.name(), NinjaSlayer.title(), load::add_cards, load::load_cards)
}

/// The cards as printed, with their errata kept apart (1600).
struct NinjaSlayerCards {
    printed: Arc<CardDb>,
}

impl Cards for NinjaSlayerCards {
    fn card_text(&self, query: &str) -> Option<String> {
        card_text(&fuda_ninjaslayer::cards::as_of(&self.printed, Date(u32::MAX)), query)
    }

    fn catalog(&self, data: &DataSource, event_date: Option<&str>) -> Result<Box<dyn Catalog>> {
        let date = match event_date {
            Some(d) => Some(Date::try_from(d.to_string()).map_err(|e| anyhow::anyhow!("--event-date: {e}"))?),
            None => None,
        };
        let db = Arc::new(fuda_ninjaslayer::cards::as_of(&self.printed, date.unwrap_or(Date(u32::MAX))));
        let mut catalog = NinjaSlayerCatalog { db, date, decks: Vec::new() };
        catalog.decks = demo_decks(data, &catalog, "ninjaslayer")?;
        Ok(Box::new(catalog))
    }

    fn run_scenario(&self, text: &str) -> Result<ScenarioReport, InputError> {
        fuda_ninjaslayer::scenario::run(text, &self.printed).map_err(|e| match e {
            NsError::Input(input) => input,
            other => InputError::new(other.to_string()),
        })
    }
}

/// A character is named with its nickname (`Name◆Nickname`, 202) or without.
fn card_text(db: &CardDb, query: &str) -> Option<String> {
    let def = lookup(db, query, |d| d.full_name().eq_ignore_ascii_case(query) || d.name.eq_ignore_ascii_case(query))?;
    Some(render::card_text(def))
}

struct NinjaSlayerCatalog {
    db: Arc<CardDb>,
    date: Option<Date>,
    decks: Vec<DeckList>,
}

impl Catalog for NinjaSlayerCatalog {
    fn decks(&self) -> &[DeckList] {
        &self.decks
    }

    fn parse_deck(&self, path: &Path, source: &str) -> Result<DeckList> {
        let deck =
            fuda_kernel::deck::parse_deck(source, |id| self.db.find(id).is_some()).map_err(|e| e.in_file(path))?;
        // Alone, a deck is checked for the format its size is built for (40 cards: Blitz
        // Sealed, 402.3a); whether both players' decks share one format is checked at the start.
        let format = Format::of([&deck, &deck]);
        let problems = deck_problems(&self.db, &deck, format);
        if problems.is_empty() { Ok(deck) } else { Err(illegal_deck(path, source, &deck, "402", &problems)) }
    }

    fn start(&self, decks: &[&DeckList], seed: u64) -> Result<Box<dyn Game>> {
        let decks = seat_decks::<2>("ninjaslayer", decks)?;
        let mut state = new_game(self.db.clone(), decks, seed, Format::of(decks))?;
        state.event_date = self.date;
        Ok(Box::new(NinjaSlayerGame { state }))
    }

    fn load(&self, saved: &str) -> Result<Box<dyn Game>, InputError> {
        Ok(Box::new(fuda_kernel::save::load::<fuda_ninjaslayer::state::NsState>(saved, self.db.clone())?))
    }

    fn content_hash(&self) -> u64 {
        self.db.content_hash()
    }

    fn event_date(&self) -> Option<String> {
        self.date.map(String::from)
    }

    fn format(&self, decks: &[&DeckList]) -> Option<&'static str> {
        let decks = seat_decks::<2>("ninjaslayer", decks).ok()?;
        Some(Format::of(decks).name())
    }

    fn card_text(&self, query: &str) -> Option<String> {
        card_text(&self.db, query)
    }
}
