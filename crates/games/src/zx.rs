//! Z/X -Zillions of enemy X- in the registry.

use crate::entry::GameSetup;
use fuda_kernel::deck::DeckList;
use fuda_kernel::error::GameError;
use fuda_kernel::files::ParseCards;
use fuda_kernel::rules::Rule;
use fuda_kernel::scenario::ScenarioReport;
use fuda_zx::cards::{CardDb, CardDef, load, render};
use fuda_zx::state::ZxState;
use std::ops::RangeInclusive;
use std::sync::Arc;

/// Z/X -Zillions of enemy X-.
pub struct Zx;

impl GameSetup for Zx {
    const NAME: &'static str = "zx";
    const TITLE: &'static str = "Z/X -Zillions of enemy X-";
    const SEATS: RangeInclusive<usize> = 2..=2;
    const DECK_RULE: &'static str = "401";
    const RULES: &'static [Rule] = fuda_zx::rules::INDEX;
    const PARSE: ParseCards<CardDef> = load::parse_cards;
    type Def = CardDef;
    type State = ZxState;
    type Deck = DeckList;

    fn check_deck(db: &CardDb, deck: &DeckList) -> Result<DeckList, GameError> {
        fuda_zx::setup::check_deck(db, deck).map(|()| deck.clone())
    }

    fn new_game(db: Arc<CardDb>, decks: &[&DeckList], seed: u64, _: Option<&str>) -> Result<ZxState, GameError> {
        let [a, b] = decks else { return Err(crate::entry::seat_count(Self::NAME, 2, decks.len())) };
        fuda_zx::setup::new_game(db, [*a, *b], seed)
    }

    fn named(def: &CardDef, query: &str) -> bool {
        def.name.eq_ignore_ascii_case(query)
    }

    fn render(def: &CardDef) -> String {
        render::card_text(def)
    }

    fn run_scenario(text: &str, printed: &CardDb) -> Result<ScenarioReport, GameError> {
        fuda_zx::scenario::run(text, printed)
    }
}
