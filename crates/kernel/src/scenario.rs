//! The game-independent half of scenario files: the header (`game`, `title`, `rules`,
//! `seed`) and the `[[step]]` list played against any [`Game`]. Each game crate parses its own
//! `[setup]` and `[expect]` tables.

use crate::decision::Decision;
use crate::game::Game;
use crate::ids::Seat;
use crate::rng::GameRng;
use serde::Deserialize;

/// One step of a scenario.
#[derive(Clone, Debug, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ScenarioStep {
    /// Pick the option whose label is this (exact, or `~substring`).
    pub choose: Option<String>,
    /// The seat (1-based) that must be deciding; checked when given.
    pub seat: Option<u8>,
    /// Assert an option with this label is offered (exact or `~substring`).
    pub offered: Option<String>,
    /// Assert no option with this label is offered.
    pub not_offered: Option<String>,
    /// Answer with a raw option index.
    pub answer: Option<usize>,
    /// With `answer`: the engine must refuse it, and the state must stay unchanged.
    #[serde(default)]
    pub rejects: bool,
    /// Let seeded random agents play on: `run = "random"`.
    pub run: Option<String>,
    /// Stop `run` after this many answers (default: until the game ends, at most 100000).
    pub max_answers: Option<u32>,
    /// Seed for `run` (default: the scenario's seed).
    pub seed: Option<u64>,
    /// Assert the game is waiting on a decision whose prompt contains this text.
    pub prompt: Option<String>,
    /// This seat (1-based) concedes.
    pub concede: Option<u8>,
    /// Answer "Pass" as often as needed until the pending decision's prompt contains this text
    /// (checked before each answer; a decision without a "Pass" option first is a failure).
    pub pass_until: Option<String>,
}

/// The outcome of running one scenario.
#[derive(Debug)]
pub struct ScenarioReport {
    /// The scenario's title.
    pub title: String,
    /// The rules it cites.
    pub rules: Vec<String>,
    /// `None` if it passed, else what went wrong.
    pub failure: Option<String>,
}

/// For a scenario whose deck check must refuse the decks with a problem mentioning `wanted`:
/// the failure, if any. `problems` is `None` when the decks were accepted.
pub fn deck_refusal(problems: Option<&[String]>, wanted: &str) -> Option<String> {
    match problems {
        None => Some(format!("expected the deck check to refuse the decks ({wanted:?}), but they were accepted")),
        Some(ps) if ps.iter().any(|p| p.contains(wanted)) => None,
        Some(ps) => Some(format!("expected a deck problem mentioning {wanted:?}, found: {ps:?}")),
    }
}

/// The seats (1-based) whose view, the one clients and agents receive, identifies the physical
/// card `instance`: what `seen-by` in scenario files checks.
pub fn seen_by(game: &dyn Game, instance: u16) -> Vec<u8> {
    [Seat(0), Seat(1)]
        .into_iter()
        .filter(|s| game.view(*s).known_instances().contains(&instance))
        .map(|s| s.0 + 1)
        .collect()
}

/// Describes the pending decision for failure messages.
pub fn describe(decision: Option<&Decision>) -> String {
    match decision {
        None => "no decision is pending (the game is over)".into(),
        Some(d) => {
            let opts: Vec<String> = d.options.iter().enumerate().map(|(i, o)| format!("    {i}: {o}")).collect();
            format!("{} must answer: {}\n{}", d.seat, d.prompt, opts.join("\n"))
        }
    }
}

/// Answers "Pass" until the prompt contains `text`.
fn pass_until(game: &mut dyn Game, text: &str) -> Result<(), String> {
    for _ in 0..10_000 {
        let decision = game.decision();
        match decision.as_ref() {
            Some(d) if d.prompt.contains(text) => return Ok(()),
            Some(d) => {
                let Some(index) = d.find("Pass") else {
                    return Err(format!("passing until {text:?}, but {}", describe(Some(d))));
                };
                game.answer(index).map_err(|e| e.to_string())?;
            }
            None => return Err(format!("passing until {text:?}, but the game is over")),
        }
    }
    Err(format!("passed 10000 times without reaching {text:?}"))
}

/// Plays the steps in order; the first failure is returned as a readable message.
pub fn play_steps(game: &mut dyn Game, steps: &[ScenarioStep], default_seed: u64) -> Result<(), String> {
    for (i, step) in steps.iter().enumerate() {
        play_step(game, step, default_seed).map_err(|e| format!("step {} failed: {e}", i + 1))?;
    }
    Ok(())
}

fn play_step(game: &mut dyn Game, step: &ScenarioStep, default_seed: u64) -> Result<(), String> {
    if let Some(text) = &step.pass_until {
        pass_until(game, text)?;
    }
    let decision = game.decision();
    if let Some(seat) = step.seat {
        let want = Seat(seat.saturating_sub(1));
        if decision.as_ref().map(|d| d.seat) != Some(want) {
            return Err(format!("expected {want} to decide, but {}", describe(decision.as_ref())));
        }
    }
    if let Some(text) = &step.prompt {
        if !decision.as_ref().is_some_and(|d| d.prompt.contains(text.as_str())) {
            return Err(format!("expected a prompt containing {text:?}, but {}", describe(decision.as_ref())));
        }
    }
    if let Some(label) = &step.offered {
        if decision.as_ref().is_none_or(|d| d.find(label).is_none()) {
            return Err(format!("expected an option {label:?} to be offered, but {}", describe(decision.as_ref())));
        }
    }
    if let Some(label) = &step.not_offered {
        if decision.as_ref().is_some_and(|d| d.find(label).is_some()) {
            return Err(format!("expected no option {label:?}, but {}", describe(decision.as_ref())));
        }
    }
    if let Some(label) = &step.choose {
        let Some(d) = decision.as_ref() else {
            return Err(format!("cannot choose {label:?}: the game is over"));
        };
        let Some(index) = d.find(label) else {
            return Err(format!("no option matches {label:?}; {}", describe(Some(d))));
        };
        game.answer(index).map_err(|e| e.to_string())?;
    }
    if let Some(index) = step.answer {
        let before = game.state_hash();
        match (game.answer(index), step.rejects) {
            (Err(_), true) => {
                if game.state_hash() != before {
                    return Err("the refused answer changed the state".into());
                }
            }
            (Ok(()), true) => {
                return Err(format!("expected answer {index} to be refused, but it was accepted"));
            }
            (Err(e), false) => return Err(format!("answer {index} was refused: {e}")),
            (Ok(()), false) => {}
        }
    }
    if let Some(seat) = step.concede {
        if seat == 0 || usize::from(seat) > game.seat_count() {
            return Err(format!("cannot concede for seat {seat}: expected 1 to {}", game.seat_count()));
        }
        game.concede(Seat(seat - 1));
    }
    if let Some(agent) = &step.run {
        if agent != "random" {
            return Err(format!("unknown agent {agent:?} for `run`: expected \"random\""));
        }
        let mut rng = GameRng::new(step.seed.unwrap_or(default_seed));
        let limit = step.max_answers.unwrap_or(100_000);
        let mut answered = 0;
        while game.decider().is_some() && answered < limit {
            let n = game.option_count();
            let index = if n <= 1 { 0 } else { rng.below(n) };
            game.answer(index).map_err(|e| e.to_string())?;
            answered += 1;
        }
    }
    Ok(())
}
