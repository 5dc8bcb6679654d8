//! Ninja Slayer TCG in the registry.

use crate::DataSource;
use crate::entry::{Entry, GameSetup};
use anyhow::Result;
use fuda_kernel::deck::DeckList;
use fuda_kernel::error::GameError;
use fuda_kernel::files::ParseCards;
use fuda_kernel::rules::Rule;
use fuda_kernel::scenario::ScenarioReport;
use fuda_ninjaslayer::cards::{CardDb, CardDef, Date, as_of, load, render};
use fuda_ninjaslayer::setup::{Format, deck_problems};
use fuda_ninjaslayer::state::NsState;
use std::ops::RangeInclusive;
use std::sync::Arc;

/// Ninja Slayer TCG.
pub struct NinjaSlayer;

/// The demo cards of `data` as printed, errata kept apart (for Blitz Sealed packs, 402.3).
pub fn printed_cards(data: &DataSource) -> Result<CardDb> {
    Entry::<NinjaSlayer>::printed(data)
}

/// An event date as the command line gives it.
fn date(text: &str) -> Result<Date> {
    Date::try_from(text.to_string()).map_err(|e| anyhow::anyhow!("--event-date: {e}"))
}

impl GameSetup for NinjaSlayer {
    const NAME: &'static str = "ninjaslayer";
    const TITLE: &'static str = "Ninja Slayer TCG";
    const SEATS: RangeInclusive<usize> = 2..=2;
    const FORMATS: &'static [&'static str] = &[Format::Constructed.name(), Format::BlitzSealed.name()];
    const DECK_RULE: &'static str = "402";
    const RULES: &'static [Rule] = fuda_ninjaslayer::rules::INDEX;
    const PARSE: ParseCards<CardDef> = load::parse_cards;
    type Def = CardDef;
    type State = NsState;
    type Deck = DeckList;

    /// The errata in force at the event (1600); without a date, every erratum.
    fn dated(printed: &CardDb, event_date: Option<&str>) -> Result<CardDb> {
        Ok(as_of(printed, event_date.map(date).transpose()?.unwrap_or(Date(u32::MAX))))
    }

    /// Alone, a deck is checked for the format its size is built for (40 cards: Blitz Sealed,
    /// 402.3a); whether both players' decks share one format is checked at the start.
    fn check_deck(db: &CardDb, deck: &DeckList) -> Result<DeckList, GameError> {
        let problems = deck_problems(db, deck, Format::of([deck, deck]));
        match problems.is_empty() {
            true => Ok(deck.clone()),
            false => Err(GameError::IllegalDeck { deck: deck.name.clone(), rule: Self::DECK_RULE, problems }),
        }
    }

    fn new_game(db: Arc<CardDb>, decks: &[&DeckList], seed: u64, event: Option<&str>) -> Result<NsState, GameError> {
        let [a, b] = decks else { return Err(crate::entry::seat_count(Self::NAME, 2, decks.len())) };
        let decks = [*a, *b];
        let mut state = fuda_ninjaslayer::setup::new_game(db, decks, seed, Format::of(decks))?;
        state.event_date = event.and_then(|d| date(d).ok());
        Ok(state)
    }

    fn format(decks: &[&DeckList]) -> Option<&'static str> {
        let [a, b] = decks else { return None };
        Some(Format::of([*a, *b]).name())
    }

    /// Blitz Sealed decks are opened from packs (402.3), seat k's from `seed + k`, as `fuda sealed
    /// --seed` prints them.
    fn format_decks(db: &CardDb, format: &str, seed: u64, seats: usize) -> Option<Vec<DeckList>> {
        if format != Format::BlitzSealed.name() {
            return None;
        }
        (0..seats as u64).map(|k| fuda_ninjaslayer::sealed::sealed_deck(db, seed.wrapping_add(k))).collect()
    }

    /// A character is named with its nickname (`Name◆Nickname`, 202) or without.
    fn named(def: &CardDef, query: &str) -> bool {
        def.full_name().eq_ignore_ascii_case(query) || def.name.eq_ignore_ascii_case(query)
    }

    fn render(def: &CardDef) -> String {
        render::card_text(def)
    }

    fn run_scenario(text: &str, printed: &CardDb) -> Result<ScenarioReport, GameError> {
        fuda_ninjaslayer::scenario::run(text, printed)
    }
}
