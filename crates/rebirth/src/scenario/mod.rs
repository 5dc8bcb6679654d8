//! Reバース's half of scenario files (the kernel's [`fuda_kernel::scenario`] holds the rest): its
//! `[setup]` ([`format`]), building a position from it ([`build`]), and where its cards are and
//! its own expectations ([`check`]). docs/rebirth/cards.md documents the keys.

pub mod build;
pub mod check;
pub mod format;

use crate::RebirthError;
use crate::cards::CardDb;
use crate::state::RebirthState;
use fuda_kernel::InputError;
use fuda_kernel::scenario::{ScenarioFile, ScenarioGame};
use std::sync::Arc;

pub use fuda_kernel::scenario::ScenarioReport;

/// Parses, builds, plays and checks a Reバース scenario. Bad input is an error; a behaviour that
/// does not match the expectations is a report with a failure.
pub fn run(source: &str, demo: &CardDb) -> Result<ScenarioReport, RebirthError> {
    fuda_kernel::scenario::run::<RebirthState>(source, demo)
}

impl ScenarioGame for RebirthState {
    const TITLE: &'static str = "Reバース";
    const SEATS: usize = crate::format::MAX_SEATS;
    const RULES: &'static [fuda_kernel::rules::Rule] = crate::rules::INDEX;
    const DEFAULT_SEED: u64 = 1;
    const CARD_VERBS: &'static [&'static str] = format::CARD_VERBS;
    type RawCard = crate::cards::load::RawCard;
    type Setup = format::Setup;
    type Error = RebirthError;

    fn scenario_cards(demo: &CardDb, file: &ScenarioFile<Self>, source: &str) -> Result<Arc<CardDb>, RebirthError> {
        if let Some(date) = &file.event_date {
            let message = "Reバース cards have no dated errata: `event-date` is for games whose cards do";
            return Err(InputError::new(message).at_offset(source, date.span().start).field("event-date").into());
        }
        let inline = crate::cards::load::validate_cards(file.card.clone(), source)?;
        Ok(Arc::new(fuda_kernel::scenario::with_inline(demo, inline)))
    }

    fn card_words(cards: &CardDb) -> Vec<String> {
        cards.iter().flat_map(|(_, def)| [def.name.clone(), def.id.clone()]).collect()
    }

    fn build(cards: Arc<CardDb>, file: &ScenarioFile<Self>) -> Result<Self, RebirthError> {
        build::build(cards, file)
    }

    fn refused_decks(error: &RebirthError) -> Option<Vec<String>> {
        error.refused_decks()
    }
}
