//! Digimon's half of scenario files (the kernel's [`fuda_kernel::scenario`] holds the rest):
//! its `[setup]` ([`format`]), building a state from it ([`build`]), and where its cards are and
//! its own expectations ([`check`]). docs/scenarios.md documents the format.

pub mod build;
pub mod check;
pub mod format;

use crate::DigimonError;
use crate::cards::CardDb;
use crate::state::DigimonState;
use fuda_kernel::InputError;
use fuda_kernel::scenario::{ScenarioFile, ScenarioGame};
use std::sync::Arc;

pub use fuda_kernel::scenario::ScenarioReport;

/// Parses, builds, plays and checks a Digimon scenario. Bad input is an error; a behaviour that
/// does not match the expectations is a report with a failure.
pub fn run(source: &str, demo: &CardDb) -> Result<ScenarioReport, DigimonError> {
    fuda_kernel::scenario::run::<DigimonState>(source, demo)
}

impl ScenarioGame for DigimonState {
    const TITLE: &'static str = "Digimon";
    const SEATS: usize = 2;
    const RULES: &'static [fuda_kernel::rules::Rule] = crate::rules::INDEX;
    const DEFAULT_SEED: u64 = 0;
    const CARD_VERBS: &'static [&'static str] = format::CARD_VERBS;
    type RawCard = crate::cards::load::RawCard;
    type Setup = format::Setup;
    type Error = DigimonError;

    fn scenario_cards(demo: &CardDb, file: &ScenarioFile<Self>, source: &str) -> Result<Arc<CardDb>, DigimonError> {
        if let Some(date) = &file.event_date {
            let message = "Digimon cards have no dated errata: `event-date` is for games whose cards do";
            return Err(InputError::new(message).at_offset(source, date.span().start).field("event-date").into());
        }
        let db =
            fuda_kernel::scenario::with_inline(demo, crate::cards::load::validate_cards(file.card.clone(), source)?);
        Ok(Arc::new(db))
    }

    fn card_words(cards: &CardDb) -> Vec<String> {
        cards.iter().flat_map(|(_, def)| [def.name.clone(), def.id.clone()]).collect()
    }

    fn build(cards: Arc<CardDb>, file: &ScenarioFile<Self>) -> Result<Self, DigimonError> {
        build::build(cards, file)
    }

    fn refused_decks(error: &DigimonError) -> Option<Vec<String>> {
        error.refused_decks()
    }
}
