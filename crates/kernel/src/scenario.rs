//! The game-independent half of scenario files: the header (`game`, `title`, `rules`,
//! `seed`) and the `[[step]]` list played against any [`Game`]. Each game crate parses its own
//! `[setup]` and `[expect]` tables.

use crate::decision::Decision;
use crate::error::{InputError, parse_toml};
use crate::game::Game;
use crate::ids::Seat;
use crate::rng::GameRng;
use serde::Deserialize;

/// The key read before the game, and so the schema of the rest, is known.
#[derive(Deserialize)]
struct Header {
    game: toml::Spanned<String>,
}

/// The game a scenario file is for: its `game` key, one of `games`. A file that is not TOML (a
/// syntax error, a duplicate key), has no `game` or names another game is an error at its line
/// and column.
pub fn game_of(source: &str, games: &[&str]) -> Result<String, InputError> {
    let expected = games.iter().map(|g| format!("{g:?}")).collect::<Vec<_>>().join(" or ");
    if source.lines().all(|l| l.trim().is_empty() || l.trim_start().starts_with('#')) {
        return Err(InputError::new(format!("the file is empty: expected `game = {expected}` and a scenario")));
    }
    let header: Header = parse_toml(source).map_err(|mut e| {
        if e.message.contains("missing field `game`") {
            e.message = format!("missing field `game`: expected `game = {expected}`");
        }
        e
    })?;
    let game = header.game.get_ref();
    if games.contains(&game.as_str()) {
        Ok(game.clone())
    } else {
        Err(InputError::new(format!("unknown game {game:?}: expected {expected}"))
            .at_offset(source, header.game.span().start)
            .field("game"))
    }
}

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
pub fn check_steps(steps: &[ScenarioStep], source: &str, seats: usize) -> Result<(), InputError> {
    let seats = u8::try_from(seats).unwrap_or(u8::MAX);
    for (i, step) in steps.iter().enumerate() {
        let problem = |key: &str, message: String| {
            let e = InputError::new(message).field(format!("step[{i}].{key}"));
            match step_key_line(source, i, key) {
                Some(line) => e.at_line(line),
                None => e,
            }
        };
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
    }
    Ok(())
}

/// The line of `key` in the `index`-th `[[step]]` table, else of that table's header; `None`
/// when the steps are not written as `[[step]]` tables.
fn step_key_line(source: &str, index: usize, key: &str) -> Option<usize> {
    let lines: Vec<&str> = source.lines().map(str::trim).collect();
    let header = lines.iter().enumerate().filter(|(_, l)| l.starts_with("[[step]]")).nth(index)?.0;
    let body = lines[header + 1..].iter().take_while(|l| !l.starts_with('['));
    let at = body
        .enumerate()
        .find(|(_, l)| l.strip_prefix(key).is_some_and(|rest| rest.trim_start().starts_with('=')))
        .map_or(header, |(n, _)| header + 1 + n);
    Some(at + 1)
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
    Seat::all(game.seat_count())
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
                game.answer(d.seat, index).map_err(|e| e.to_string())?;
            }
            None => return Err(format!("passing until {text:?}, but the game is over")),
        }
    }
    Err(format!("passed 10000 times without reaching {text:?}"))
}

/// Plays the steps, checked by [`check_steps`], in order; the first failure is returned as a
/// readable message.
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

#[cfg(test)]
mod tests {
    use super::*;

    const GAMES: &[&str] = &["alpha", "beta"];

    fn shown(source: &str) -> String {
        game_of(source, GAMES).expect_err("the header is malformed").to_string()
    }

    #[test]
    fn the_game_is_read_from_the_header() {
        assert_eq!(game_of("title = \"t\"\ngame = \"beta\"\n[setup]\nx = 1\n", GAMES), Ok("beta".into()));
    }

    #[test]
    fn a_syntax_error_is_reported_at_its_line_and_column() {
        let open = shown("game = \"alpha\"\ntitle = \"t\n");
        assert!(open.starts_with("line 2:11:") && open.contains("string"), "unterminated string: {open}");
        let unquoted = shown("game = alpha\n");
        assert!(unquoted.starts_with("line 1:8:"), "unquoted value: {unquoted}");
        let twice = shown("game = \"alpha\"\ntitle = \"a\"\ntitle = \"b\"\n");
        assert!(twice.starts_with("line 3:1:") && twice.contains("duplicate"), "duplicate key: {twice}");
    }

    fn steps(source: &str) -> Vec<ScenarioStep> {
        #[derive(Deserialize)]
        struct File {
            step: Vec<ScenarioStep>,
        }
        parse_toml::<File>(source).expect("a well-formed step list").step
    }

    #[test]
    fn a_step_mistake_is_reported_at_its_key() {
        let source = "[[step]]\nchoose = \"Pass\"\n\n[[step]]  # the second\nanswer = 1\n\nseat = 3\n";
        let err = check_steps(&steps(source), source, 2).expect_err("seat 3 of 2");
        assert_eq!(err.to_string(), "line 7, field `step[1].seat`: seat 3: expected 1 to 2");
        let inline = "step = [{ choose = \"Pass\" }, { rejects = true }]\n";
        let err = check_steps(&steps(inline), inline, 2).expect_err("rejects without answer");
        assert_eq!(err.location.line, None, "inline steps have no table line: {err}");
        assert_eq!(err.location.field.as_deref(), Some("step[1].rejects"));
        let fine = "[[step]]\nanswer = 0\nrejects = true\n[[step]]\nrun = \"random\"\nseed = 4\nconcede = 2\n";
        assert_eq!(check_steps(&steps(fine), fine, 2), Ok(()));
    }

    #[test]
    fn a_missing_or_unknown_game_is_named() {
        let missing = shown("title = \"t\"\n");
        assert!(missing.contains("missing field `game`") && missing.contains("\"alpha\" or \"beta\""), "{missing}");
        let empty = shown("# nothing\n\n");
        assert!(empty.contains("the file is empty"), "{empty}");
        let unknown = shown("title = \"t\"\ngame  = \"gamma\"\n");
        assert_eq!(unknown, "line 2:9, field `game`: unknown game \"gamma\": expected \"alpha\" or \"beta\"");
        let number = shown("game = 3\n");
        assert!(number.starts_with("line 1:8, field `game`"), "{number}");
    }
}
