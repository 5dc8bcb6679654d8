//! Plays a scenario's steps through the common trait, checking each step's checkpoint right
//! after it; the first failure is a readable message naming the step.

use super::ScenarioGame;
use super::check::{check, decision_checks, describe};
use super::step::{Agent, ScenarioStep, step_line};
use crate::game::Game;
use crate::ids::Seat;
use crate::played::Played;
use crate::rng::GameRng;

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
                game.answer(d.seat, index).map_err(|e| e.to_string())?;
            }
            None => return Err(format!("passing until {text:?}, but the game is over")),
        }
    }
    Err(format!("passed 10000 times without reaching {text:?}"))
}

/// Plays the steps, checked by [`super::check_steps`], in order, each followed by its
/// checkpoint; the first failure is returned as a readable message. `source` is the file, for
/// the line of a failing step.
pub fn play_steps<G: ScenarioGame>(
    game: &mut Played<G>,
    steps: &[ScenarioStep<G>],
    default_seed: u64,
    source: &str,
) -> Result<(), String> {
    for (i, step) in steps.iter().enumerate() {
        play_step(game, step, default_seed).map_err(|e| format!("step {} failed: {e}", i + 1))?;
        if let Some(expect) = &step.expect {
            let name = match step_line(source, i) {
                Some(line) => format!("step {} (line {line})", i + 1),
                None => format!("step {}", i + 1),
            };
            check(game, expect).map_err(|e| format!("after {name}: {e}"))?;
        }
    }
    Ok(())
}

fn play_step<G: ScenarioGame>(game: &mut dyn Game, step: &ScenarioStep<G>, default_seed: u64) -> Result<(), String> {
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
    decision_checks(decision.as_ref(), step.prompt.as_deref(), step.offered.as_deref(), step.not_offered.as_deref())?;
    if let Some(label) = &step.choose {
        let Some(d) = decision.as_ref() else {
            return Err(format!("cannot choose {label:?}: the game is over"));
        };
        let Some(index) = d.find(label) else {
            return Err(format!("no option matches {label:?}; {}", describe(Some(d))));
        };
        game.answer(d.seat, index).map_err(|e| e.to_string())?;
    }
    if let Some(index) = step.answer {
        let before = game.state_hash();
        let seat = game.decider().unwrap_or(Seat(0));
        match (game.answer(seat, index), step.rejects) {
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
        // A finished game has no one left to concede to: accepting it would hide a scenario
        // that ended earlier than its author thought.
        if game.decider().is_none() {
            return Err(format!("cannot concede for seat {seat}: the game is over"));
        }
        game.concede(Seat(seat - 1));
    }
    if let Some(Agent::Random) = step.run {
        let mut rng = GameRng::new(step.seed.unwrap_or(default_seed));
        let limit = step.max_answers.unwrap_or(100_000);
        let mut answered = 0;
        while let Some(seat) = game.decider().filter(|_| answered < limit) {
            let n = game.option_count();
            let index = if n <= 1 { 0 } else { rng.below(n) };
            game.answer(seat, index).map_err(|e| e.to_string())?;
            answered += 1;
        }
    }
    Ok(())
}
