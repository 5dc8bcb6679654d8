//! The Digimon Card Game in the registry.

use crate::data::{DataSource, demo_cards};
use crate::decks::{demo_decks, illegal_deck, lookup};
use crate::registry::{Cards, Catalog, GameEntry, seat_decks};
use anyhow::{Result, bail};
use fuda_digimon::cards::{CardDb, load, render};
use fuda_digimon::setup::LegalDeck;
use fuda_digimon::{DigimonError, DigimonGame};
use fuda_kernel::deck::DeckList;
use fuda_kernel::rules::Rule;
use fuda_kernel::scenario::ScenarioReport;
use fuda_kernel::{Game, InputError};
use std::ops::RangeInclusive;
use std::path::Path;
use std::sync::Arc;

/// The Digimon Card Game.
pub struct Digimon;

impl GameEntry for Digimon {
    fn name(&self) -> &'static str {
        "digimon"
    }

    fn title(&self) -> &'static str {
        "Digimon Card Game"
    }

    fn seats(&self) -> RangeInclusive<usize> {
        2..=2
    }

    fn formats(&self) -> &'static [&'static str] {
        &[]
    }

    fn rules(&self) -> &'static [Rule] {
        fuda_digimon::rules::INDEX
    }

    fn check_cards(&self, path: &Path) -> Result<usize> {
        let mut db = CardDb::default();
        load::load_cards(path, &mut db)?;
        Ok(db.len())
    }

    fn cards(&self, data: &DataSource) -> Result<Box<dyn Cards>> {
        let db = demo_cards(data, self.name(), self.title(), load::add_cards, load::load_cards)?;
        Ok(Box::new(DigimonCards { db: Arc::new(db) }))
    }
}

struct DigimonCards {
    db: Arc<CardDb>,
}

impl Cards for DigimonCards {
    fn card_text(&self, query: &str) -> Option<String> {
        let def = lookup(&self.db, query, |d| d.name.eq_ignore_ascii_case(query))?;
        Some(render::card_text(def))
    }

    fn catalog(&self, data: &DataSource, event_date: Option<&str>) -> Result<Box<dyn Catalog>> {
        if event_date.is_some() {
            bail!("--event-date: the Digimon demo cards have no dated errata");
        }
        let mut catalog = DigimonCatalog { db: self.db.clone(), decks: Vec::new(), legal: Vec::new() };
        catalog.decks = demo_decks(data, &catalog, "digimon")?;
        catalog.legal = catalog.decks.iter().map(|d| LegalDeck::check(&catalog.db, d)).collect::<Result<_, _>>()?;
        Ok(Box::new(catalog))
    }

    fn run_scenario(&self, text: &str) -> Result<ScenarioReport, InputError> {
        fuda_digimon::scenario::run(text, &self.db).map_err(|e| match e {
            DigimonError::Input(input) => input,
            other => InputError::new(other.to_string()),
        })
    }
}

struct DigimonCatalog {
    db: Arc<CardDb>,
    decks: Vec<DeckList>,
    /// The demo decks, checked once when the catalogue loads, in the same order.
    legal: Vec<LegalDeck>,
}

impl Catalog for DigimonCatalog {
    fn decks(&self) -> &[DeckList] {
        &self.decks
    }

    fn parse_deck(&self, path: &Path, source: &str) -> Result<DeckList> {
        let deck =
            fuda_kernel::deck::parse_deck(source, |id| self.db.find(id).is_some()).map_err(|e| e.in_file(path))?;
        match fuda_digimon::setup::check_deck(&self.db, &deck) {
            Err(DigimonError::IllegalDeck { problems, rule, .. }) => {
                Err(illegal_deck(path, source, &deck, rule, &problems))
            }
            other => other.map(|()| deck).map_err(anyhow::Error::from),
        }
    }

    fn start(&self, decks: &[&DeckList], seed: u64) -> Result<Box<dyn Game>> {
        let decks = seat_decks::<2>("digimon", decks)?;
        // The catalogue's own decks were checked when it loaded: those are not looked up again.
        let own = decks.map(|d| self.decks.iter().position(|own| std::ptr::eq(own, d)).map(|i| &self.legal[i]));
        let state = match own {
            [Some(a), Some(b)] => fuda_digimon::setup::new_game_from(self.db.clone(), [a, b], seed),
            _ => fuda_digimon::setup::new_game(self.db.clone(), decks, seed)?,
        };
        Ok(Box::new(DigimonGame { state }))
    }

    fn load(&self, saved: &str) -> Result<Box<dyn Game>, InputError> {
        Ok(Box::new(fuda_kernel::save::load::<fuda_digimon::state::DigimonState>(saved, self.db.clone())?))
    }

    fn content_hash(&self) -> u64 {
        self.db.content_hash()
    }

    fn event_date(&self) -> Option<String> {
        None
    }

    fn format(&self, _: &[&DeckList]) -> Option<&'static str> {
        None
    }

    fn card_text(&self, query: &str) -> Option<String> {
        DigimonCards { db: self.db.clone() }.card_text(query)
    }
}
