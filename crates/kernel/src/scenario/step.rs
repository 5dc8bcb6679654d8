//! One `[[step]]` of a scenario and the checks of what the schema cannot say, made before
//! anything is played, with the line of the key at fault.

use super::ScenarioGame;
use super::expect::Expect;
use crate::error::InputError;
use serde::Deserialize;

/// One step of a scenario.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields, bound = "")]
pub struct ScenarioStep<G: ScenarioGame> {
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
    pub run: Option<Agent>,
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
    /// A checkpoint: what must hold right after this step, with the keys of `[expect]`.
    pub expect: Option<Expect<G>>,
}

/// Who plays on in a `run` step.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Agent {
    /// Uniformly random answers from a seeded generator.
    Random,
}

/// Checks what the schema cannot: a key that only means something beside another, and seat
/// numbers. A mistake here is a malformed file (exit 2), not a failed check, so it is reported
/// at the step's line before anything is played. `seats` is how many seats the game has.
pub fn check_steps<G: ScenarioGame>(steps: &[ScenarioStep<G>], source: &str, seats: usize) -> Result<(), InputError> {
    let seats = u8::try_from(seats).unwrap_or(u8::MAX);
    for (i, step) in steps.iter().enumerate() {
        let problem = |key: &str, message: String| step_problem(source, i, key, message);
        if step.rejects && step.answer.is_none() {
            let message = "`rejects = true` needs `answer`: it checks that the engine refuses that option index";
            return Err(problem("rejects", message.into()));
        }
        for (key, seat) in [("seat", step.seat), ("concede", step.concede)] {
            if let Some(seat) = seat.filter(|s| !(1..=seats).contains(s)) {
                return Err(problem(key, format!("seat {seat}: expected 1 to {seats}")));
            }
        }
        if step.run.is_none() {
            for (key, given) in [("max-answers", step.max_answers.is_some()), ("seed", step.seed.is_some())] {
                if given {
                    return Err(problem(
                        key,
                        format!("`{key}` needs `run = \"random\"`: it only limits or seeds a run"),
                    ));
                }
            }
        }
        if step.expect.as_ref().is_some_and(|e| e.illegal_deck.is_some()) {
            let message = "`illegal-deck` is checked before any step: write it in the final [expect]";
            return Err(problem("expect", message.into()));
        }
    }
    Ok(())
}

/// An error about `key` of the `index`-th step, at its line when the steps are tables.
pub(crate) fn step_problem(source: &str, index: usize, key: &str, message: String) -> InputError {
    let e = InputError::new(message).field(format!("step[{index}].{key}"));
    match step_key_line(source, index, key) {
        Some(line) => e.at_line(line),
        None => e,
    }
}

/// The line of `key` in the `index`-th `[[step]]` table, else of that table's header; `None`
/// when the steps are not written as `[[step]]` tables. `expect.KEY` looks in the step's
/// `[step.expect]` table.
pub(crate) fn step_key_line(source: &str, index: usize, key: &str) -> Option<usize> {
    let lines: Vec<&str> = source.lines().map(str::trim).collect();
    let header = step_header(&lines, index)?;
    let (table, key) = match key.strip_prefix("expect.") {
        Some(inner) => {
            let after = lines[header + 1..].iter().take_while(|l| !l.starts_with("[[step]]"));
            let at = after.enumerate().find(|(_, l)| l.starts_with("[step.expect]")).map(|(n, _)| header + 1 + n);
            (at.unwrap_or(header), inner)
        }
        None => (header, key),
    };
    Some(key_line(&lines, table, key))
}

/// The line (1-based) of the `index`-th `[[step]]` header.
pub(crate) fn step_line(source: &str, index: usize) -> Option<usize> {
    let lines: Vec<&str> = source.lines().map(str::trim).collect();
    step_header(&lines, index).map(|at| at + 1)
}

fn step_header(lines: &[&str], index: usize) -> Option<usize> {
    lines.iter().enumerate().filter(|(_, l)| l.starts_with("[[step]]")).nth(index).map(|(at, _)| at)
}

/// The line (1-based) of `key` in the table whose header is at index `header` of `lines`, else
/// of the header.
pub(crate) fn key_line(lines: &[&str], header: usize, key: &str) -> usize {
    let body = lines[header + 1..].iter().take_while(|l| !l.starts_with('['));
    let at = body
        .enumerate()
        .find(|(_, l)| l.strip_prefix(key).is_some_and(|rest| rest.trim_start().starts_with('=')))
        .map_or(header, |(n, _)| header + 1 + n);
    at + 1
}
