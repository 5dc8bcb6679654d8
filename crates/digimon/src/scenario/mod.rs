//! Digimon scenario files: set up any state ([`build`]), play steps through the common trait
//! (the kernel's scenario steps), and check the result ([`check`]). docs/scenarios.md
//! documents the format.

pub mod build;
pub mod check;
pub mod format;

use crate::DigimonError;
use crate::cards::CardDb;
use crate::game::DigimonGame;
use fuda_kernel::error::parse_toml;
use std::sync::Arc;

pub use fuda_kernel::scenario::ScenarioReport;
use fuda_kernel::scenario::deck_refusal;

/// Parses, builds, plays and checks a scenario. Bad input is an error; a behaviour that does not
/// match the expectations is a report with a failure.
pub fn run(source: &str, demo: &CardDb) -> Result<ScenarioReport, DigimonError> {
    let file: format::ScenarioFile = parse_toml(source)?;
    fuda_kernel::scenario::check_steps(&file.step, source, 2)?;
    let mut db = demo.clone();
    for def in crate::cards::load::validate_cards(file.card.clone(), source)? {
        db.insert(def);
    }
    for rule in &file.rules {
        if crate::rules::find(rule).is_none() {
            return Err(fuda_kernel::InputError::new(format!(
                "rule {rule:?} is not in the Digimon rule index (see `fuda rules digimon`)"
            ))
            .field("rules")
            .into());
        }
    }
    let state = match (build::build(Arc::new(db), &file), &file.expect.illegal_deck) {
        (Err(DigimonError::IllegalDeck { problems, .. }), Some(wanted)) => {
            let failure = deck_refusal(Some(&problems), wanted);
            return Ok(ScenarioReport { title: file.title, rules: file.rules, failure });
        }
        (Ok(_), Some(wanted)) => {
            let failure = deck_refusal(None, wanted);
            return Ok(ScenarioReport { title: file.title, rules: file.rules, failure });
        }
        (Err(other), _) => return Err(other),
        (Ok(state), None) => state,
    };
    let mut game = DigimonGame { state };
    let failure = fuda_kernel::scenario::play_steps(&mut game, &file.step, file.seed)
        .err()
        .or_else(|| check::check(&game, &file.expect).err());
    Ok(ScenarioReport { title: file.title, rules: file.rules, failure })
}
