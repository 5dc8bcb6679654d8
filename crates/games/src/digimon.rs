//! The Digimon Card Game in the registry.

use crate::entry::GameSetup;
use fuda_digimon::cards::{CardDb, CardDef, load, render};
use fuda_digimon::setup::LegalDeck;
use fuda_digimon::state::DigimonState;
use fuda_kernel::deck::DeckList;
use fuda_kernel::error::GameError;
use fuda_kernel::files::ParseCards;
use fuda_kernel::rules::Rule;
use fuda_kernel::scenario::ScenarioReport;
use std::ops::RangeInclusive;
use std::sync::Arc;

/// The Digimon Card Game.
pub struct Digimon;

impl GameSetup for Digimon {
    const NAME: &'static str = "digimon";
    const TITLE: &'static str = "Digimon Card Game";
    const SEATS: RangeInclusive<usize> = 2..=2;
    const DECK_RULE: &'static str = "1-4-1";
    const RULES: &'static [Rule] = fuda_digimon::rules::INDEX;
    const PARSE: ParseCards<CardDef> = load::parse_cards;
    type Def = CardDef;
    type State = DigimonState;
    type Deck = LegalDeck;

    fn check_deck(db: &CardDb, deck: &DeckList) -> Result<LegalDeck, GameError> {
        LegalDeck::check(db, deck)
    }

    fn new_game(db: Arc<CardDb>, decks: &[&LegalDeck], seed: u64, _: Option<&str>) -> Result<DigimonState, GameError> {
        let [a, b] = decks else { return Err(crate::entry::seat_count(Self::NAME, 2, decks.len())) };
        Ok(fuda_digimon::setup::new_game_from(db, [a, b], seed))
    }

    fn named(def: &CardDef, query: &str) -> bool {
        def.name.eq_ignore_ascii_case(query)
    }

    fn render(def: &CardDef) -> String {
        render::card_text(def)
    }

    fn run_scenario(text: &str, printed: &CardDb) -> Result<ScenarioReport, GameError> {
        fuda_digimon::scenario::run(text, printed)
    }
}
