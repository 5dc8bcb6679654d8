//! Reバース for you in the registry.

use crate::entry::GameSetup;
use fuda_kernel::deck::DeckList;
use fuda_kernel::error::GameError;
use fuda_kernel::files::ParseCards;
use fuda_kernel::rules::Rule;
use fuda_kernel::scenario::ScenarioReport;
use fuda_rebirth::cards::{CardDb, CardDef, load, render};
use fuda_rebirth::format::Format;
use fuda_rebirth::state::RebirthState;
use std::ops::RangeInclusive;
use std::sync::Arc;

/// Reバース for you.
pub struct Rebirth;

impl GameSetup for Rebirth {
    const NAME: &'static str = "rebirth";
    const TITLE: &'static str = "Reバース for you";
    /// Two players (1.1.1), or 3 to 6 in a Rumble (12.6).
    const SEATS: RangeInclusive<usize> = 2..=6;
    const DECK_RULE: &'static str = "6.1";
    const RULES: &'static [Rule] = fuda_rebirth::rules::INDEX;
    const PARSE: ParseCards<CardDef> = load::parse_cards;
    type Def = CardDef;
    type State = RebirthState;
    type Deck = DeckList;

    fn check_deck(db: &CardDb, deck: &DeckList) -> Result<DeckList, GameError> {
        let problems = fuda_rebirth::setup::deck_problems(db, deck);
        match problems.is_empty() {
            true => Ok(deck.clone()),
            false => Err(GameError::IllegalDeck { deck: deck.name.clone(), rule: Self::DECK_RULE, problems }),
        }
    }

    fn new_game(db: Arc<CardDb>, decks: &[&DeckList], seed: u64, _: Option<&str>) -> Result<RebirthState, GameError> {
        // Games of 3 or more players are played as a Rumble (12.6), without single elimination.
        let format = match decks.len() {
            2 => Format::TwoPlayer,
            _ => Format::Rumble { single_elimination: false },
        };
        fuda_rebirth::setup::new_game(db, decks, seed, format)
    }

    fn named(def: &CardDef, query: &str) -> bool {
        def.name.eq_ignore_ascii_case(query)
    }

    fn render(def: &CardDef) -> String {
        render::card_text(def)
    }

    fn run_scenario(text: &str, printed: &CardDb) -> Result<ScenarioReport, GameError> {
        fuda_rebirth::scenario::run(text, printed)
    }
}
