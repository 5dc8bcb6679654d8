//! Decisions are well formed, after every answer of seeded playouts: the decision names the
//! deciding seat and offers as many options as [`Game::option_count`] says, at least one, each
//! label telling its option apart (issue 20: a player or a scenario names an option by its
//! label), and one [`Game::option_refs`] entry an option, naming only cards the deciding seat's
//! view shows it; a finished game asks nothing and offers nothing.

use crate::Subject;
use crate::play::{answers_rng, each_seed, play_out};
use fuda_kernel::Game;
use std::collections::BTreeSet;

/// The pending decision of `game` is well formed, or there is none and the game is over.
fn well_formed(game: &dyn Game) -> Result<(), String> {
    let Some(decision) = game.decision() else {
        return match (game.decider(), game.option_count(), game.outcome()) {
            (None, 0, Some(_)) => Ok(()),
            (decider, n, outcome) => {
                Err(format!("no decision, but decider {decider:?}, {n} options and outcome {outcome:?}"))
            }
        };
    };
    if game.decider() != Some(decision.seat) {
        return Err(format!("the decision is {}'s, the decider {:?}", decision.seat, game.decider()));
    }
    if decision.options.len() != game.option_count() || decision.options.is_empty() {
        return Err(format!("{} options listed, {} counted", decision.options.len(), game.option_count()));
    }
    let mut seen = BTreeSet::new();
    if let Some(label) = decision.options.iter().find(|label| !seen.insert(label.as_str())) {
        return Err(format!("two options read {label:?} ({}): {:?}", decision.prompt, decision.options));
    }
    let refs = game.option_refs();
    if refs.len() != decision.options.len() {
        return Err(format!("{} option references for {} options", refs.len(), decision.options.len()));
    }
    let known = game.view(decision.seat).known_instances();
    for (label, r) in decision.options.iter().zip(&refs) {
        if let Some(card) = r.cards.iter().find(|c| !known.contains(c)) {
            return Err(format!("option {label:?} names card {card}, which {}'s view does not show", decision.seat));
        }
    }
    Ok(())
}

/// In `games` seeded playouts every decision is well formed, and so is the end.
pub fn decisions_are_well_formed(subject: &dyn Subject, games: u64) -> Result<(), String> {
    each_seed(games, |seed| {
        let mut game = subject.start(seed);
        game.set_logging(false);
        well_formed(game.as_ref()).map_err(|e| format!("at the start: {e}"))?;
        play_out(game.as_mut(), &mut answers_rng(seed), |game, step| {
            well_formed(game).map_err(|e| format!("after answer {step}: {e}"))
        })
        .map(drop)
    })
}
