//! Z/X's half of scenario files (the kernel's [`fuda_kernel::scenario`] holds the rest): its
//! `[setup]` ([`format`]), building a position from it ([`build`]), and where its cards are and
//! its own expectations ([`check`]). docs/zx/cards.md documents the Z/X keys.

pub mod build;
pub mod check;
pub mod format;

use crate::ZxError;
use crate::cards::CardDb;
use crate::state::ZxState;
use fuda_kernel::InputError;
use fuda_kernel::scenario::{ScenarioFile, ScenarioGame};
use std::sync::Arc;

pub use fuda_kernel::scenario::ScenarioReport;

/// Parses, builds, plays and checks a Z/X scenario. Bad input is an error; a behaviour that does
/// not match the expectations is a report with a failure.
pub fn run(source: &str, demo: &CardDb) -> Result<ScenarioReport, ZxError> {
    fuda_kernel::scenario::run::<ZxState>(source, demo)
}

impl ScenarioGame for ZxState {
    const TITLE: &'static str = "Z/X";
    const SEATS: usize = 2;
    const RULES: &'static [fuda_kernel::rules::Rule] = crate::rules::INDEX;
    const DEFAULT_SEED: u64 = 1;
    const CARD_VERBS: &'static [&'static str] = format::CARD_VERBS;
    type RawCard = crate::cards::load::RawCard;
    type Setup = format::Setup;
    type Error = ZxError;

    fn scenario_cards(demo: &CardDb, file: &ScenarioFile<Self>, source: &str) -> Result<Arc<CardDb>, ZxError> {
        if let Some(date) = &file.event_date {
            let message = "Z/X cards have no dated errata: `event-date` is for games whose cards do";
            return Err(InputError::new(message).at_offset(source, date.span().start).field("event-date").into());
        }
        let inline = crate::cards::load::validate_cards(file.card.clone(), source)?;
        Ok(Arc::new(fuda_kernel::scenario::with_inline(demo, inline)))
    }

    fn card_words(cards: &CardDb) -> Vec<String> {
        cards.iter().flat_map(|(_, def)| [def.name.clone(), def.id.clone()]).collect()
    }

    fn build(cards: Arc<CardDb>, file: &ScenarioFile<Self>) -> Result<Self, ZxError> {
        build::build(cards, file)
    }

    fn refused_decks(error: &ZxError) -> Option<Vec<String>> {
        error.refused_decks()
    }
}
