//! Runs one scenario file of any game: parse, check what the schema cannot, build the cards and
//! the state through the game's [`ScenarioGame`] half, play the steps and check the end.

use super::check::check;
use super::file::ScenarioFile;
use super::labels::check_labels;
use super::play::play_steps;
use super::step::check_steps;
use super::{ScenarioGame, ScenarioReport};
use crate::error::{InputError, parse_toml};
use crate::game::Game;
use crate::played::Played;

/// For a scenario whose deck check must refuse the decks with a problem mentioning `wanted`:
/// the failure, if any. `problems` is `None` when the decks were accepted.
pub fn deck_refusal(problems: Option<&[String]>, wanted: &str) -> Option<String> {
    match problems {
        None => Some(format!("expected the deck check to refuse the decks ({wanted:?}), but they were accepted")),
        Some(ps) if ps.iter().any(|p| p.contains(wanted)) => None,
        Some(ps) => Some(format!("expected a deck problem mentioning {wanted:?}, found: {ps:?}")),
    }
}

/// Parses, builds, plays and checks a scenario of game `G` against the game's demo cards. Bad
/// input is an error; a behaviour that does not match the expectations is a report with a
/// failure.
pub fn run<G: ScenarioGame>(source: &str, demo: &G::Cards) -> Result<ScenarioReport, G::Error> {
    let file: ScenarioFile<G> = parse_toml(source)?;
    if file.game != G::NAME {
        let message = format!("expected game = {:?}, found {:?}", G::NAME, file.game);
        return Err(InputError::new(message).field("game").into());
    }
    check_steps(&file.step, source, G::SEATS)?;
    let cards = G::scenario_cards(demo, &file, source)?;
    for rule in &file.rules {
        if !G::RULES.iter().any(|r| r.number == *rule) {
            let message = format!("rule {rule:?} is not in the {} rule index (see `fuda rules {}`)", G::TITLE, G::NAME);
            return Err(InputError::new(message).field("rules").into());
        }
    }
    let names = G::card_words(&cards);
    let report = |failure, log| ScenarioReport { title: file.title.clone(), rules: file.rules.clone(), failure, log };
    let state = match (G::build(cards, &file), &file.expect.illegal_deck) {
        (Err(e), Some(wanted)) => match G::refused_decks(&e) {
            Some(problems) => return Ok(report(deck_refusal(Some(&problems), wanted), Vec::new())),
            None => return Err(e),
        },
        (Ok(_), Some(wanted)) => return Ok(report(deck_refusal(None, wanted), Vec::new())),
        (Err(e), None) => return Err(e),
        (Ok(state), None) => state,
    };
    let aliases: Vec<String> = state.aliases().iter().map(|(_, alias)| alias.clone()).collect();
    check_labels(&file, source, &names, &aliases)?;
    let mut game = Played { state };
    let failure =
        play_steps(&mut game, &file.step, file.seed(), source).err().or_else(|| check(&game, &file.expect).err());
    Ok(report(failure, game.log_since(0, None)))
}
