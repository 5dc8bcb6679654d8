//! Ninja Slayer's half of scenario files (the kernel's [`fuda_kernel::scenario`] holds the
//! rest): its `[setup]` ([`format`]), building a position from it ([`build`]), the cards in force
//! at the event date (1600), and where its cards are and its own expectations ([`check`]).
//! docs/ninjaslayer/cards.md documents the Ninja Slayer keys.

pub mod build;
pub mod check;
pub mod format;

use crate::NsError;
use crate::cards::{CardDb, Date};
use crate::state::NsState;
use fuda_kernel::InputError;
use fuda_kernel::scenario::{ScenarioFile, ScenarioGame};
use std::sync::Arc;

pub use build::build;
pub use fuda_kernel::scenario::ScenarioReport;

/// Parses, builds, plays and checks a Ninja Slayer scenario. Bad input is an error; a behaviour
/// that does not match the expectations is a report with a failure.
pub fn run(source: &str, demo: &CardDb) -> Result<ScenarioReport, NsError> {
    fuda_kernel::scenario::run::<NsState>(source, demo)
}

/// The file's event date, once [`ScenarioGame::scenario_cards`] has checked it.
fn event_date(file: &ScenarioFile<NsState>) -> Option<Date> {
    file.event_date.as_ref().and_then(|d| Date::try_from(d.get_ref().clone()).ok())
}

impl ScenarioGame for NsState {
    const TITLE: &'static str = "Ninja Slayer";
    const SEATS: usize = 2;
    const RULES: &'static [fuda_kernel::rules::Rule] = crate::rules::INDEX;
    const DEFAULT_SEED: u64 = 1;
    const CARD_VERBS: &'static [&'static str] = format::CARD_VERBS;
    type RawCard = crate::cards::load::RawCard;
    type Setup = format::Setup;
    type Error = NsError;

    /// The demo cards and the file's, as they read at the event date: the errata in force then
    /// apply (1600); without a date, every erratum applies.
    fn scenario_cards(demo: &CardDb, file: &ScenarioFile<Self>, source: &str) -> Result<Arc<CardDb>, NsError> {
        let db =
            fuda_kernel::scenario::with_inline(demo, crate::cards::load::validate_cards(file.card.clone(), source)?);
        let date = match &file.event_date {
            Some(text) => Date::try_from(text.get_ref().clone())
                .map_err(|message| InputError::new(message).at_offset(source, text.span().start).field("event-date"))?,
            None => Date(u32::MAX),
        };
        Ok(Arc::new(crate::cards::as_of(&db, date)))
    }

    fn card_words(cards: &CardDb) -> Vec<String> {
        cards.iter().flat_map(|(_, def)| [def.name.clone(), def.id.clone()]).collect()
    }

    fn build(cards: Arc<CardDb>, file: &ScenarioFile<Self>) -> Result<Self, NsError> {
        build::build(cards, file)
    }

    fn refused_decks(error: &NsError) -> Option<Vec<String>> {
        error.refused_decks()
    }
}
