//! Misspelt labels. `not-offered = "Play Test Agumn"` always holds, so a typo would make the
//! check pass for nothing; a label that names a card must name one the scenario knows.
//!
//! A label names a card when, after an optional `~`, it starts with `[`, or with one of the
//! game's card verbs ([`ScenarioGame::CARD_VERBS`], such as `Play` or `Attack with`) followed by
//! a space and a part that begins with a capital letter or `[` (so `Aisatsu the opponent` or
//! `Give 1 more` name none). Labels that name no card (`Pass`, `Mulligan`, `Yes`) are not
//! checked. The card part of a label that names a card must:
//! - unless it starts with `[`, contain the name or id of a card of the scenario (the demo set
//!   and the file's `[[card]]`s), or, after `~`, be a piece of one;
//! - have every alias it writes, a `[word]` that starts with a small letter and has no space,
//!   among the aliases the setup gives (the brackets the engine adds, `[hand 2]`, `[option 3]`,
//!   or a timing such as `[On Play]`, are no aliases); after `~`, a part `[piece` that is not
//!   closed must be the start of one.

use super::ScenarioGame;
use super::file::ScenarioFile;
use super::step::{key_line, step_problem};
use crate::error::InputError;

/// The card part of `label`, when it names a card.
fn card_part<'a>(label: &'a str, verbs: &[&str]) -> Option<&'a str> {
    if label.starts_with('[') {
        return Some(label);
    }
    // The longest verb first: `Aisatsu with X` is not `Aisatsu` of `with X`.
    let mut verbs: Vec<&str> = verbs.to_vec();
    verbs.sort_by_key(|v| std::cmp::Reverse(v.len()));
    let rest = verbs.iter().find_map(|v| label.strip_prefix(v).and_then(|r| r.strip_prefix(' ')))?;
    rest.starts_with(|c: char| c.is_uppercase() || c == '[').then_some(rest)
}

/// Whether `label` names a card the scenario does not know: no name or id of `names`, or an
/// alias not in `aliases`.
pub fn names_unknown_card(label: &str, verbs: &[&str], names: &[String], aliases: &[String]) -> bool {
    let (text, piece) = match label.strip_prefix('~') {
        Some(text) => (text, true),
        None => (label, false),
    };
    let Some(part) = card_part(text, verbs) else { return false };
    let named = part.starts_with('[') || names.iter().any(|n| part.contains(n.as_str()) || (piece && n.contains(part)));
    !named || unknown_alias(part, piece, aliases)
}

/// Whether `part` writes an alias that is not among `aliases`.
fn unknown_alias(part: &str, piece: bool, aliases: &[String]) -> bool {
    let known = |alias: &str| aliases.iter().any(|a| a == alias);
    let mut rest = part;
    while let Some(open) = rest.find('[') {
        let after = &rest[open + 1..];
        let Some(close) = after.find(']') else {
            // `~Play Test Agumon [at`: the start of an alias.
            return piece && !aliases.iter().any(|a| a.starts_with(after));
        };
        let inside = &after[..close];
        if inside.starts_with(|c: char| c.is_lowercase()) && !inside.contains(' ') && !known(inside) {
            return true;
        }
        rest = &after[close + 1..];
    }
    false
}

/// Refuses the first label of the file's steps and expectations that names a card the scenario
/// does not know, at its line. `names` are the scenario's card names and ids, `aliases` the
/// aliases its setup gives.
pub fn check_labels<G: ScenarioGame>(
    file: &ScenarioFile<G>,
    source: &str,
    names: &[String],
    aliases: &[String],
) -> Result<(), InputError> {
    let unknown = |label: &Option<String>| -> Option<String> {
        label.clone().filter(|l| names_unknown_card(l, G::CARD_VERBS, names, aliases))
    };
    let problem = |label: &str| {
        format!(
            "{label:?} names no card of this scenario (no card name, id or [alias] of the demo set, the [[card]]s or the setup): a misspelt label would never match"
        )
    };
    for (i, step) in file.step.iter().enumerate() {
        let mut keys = vec![("choose", &step.choose), ("offered", &step.offered), ("not-offered", &step.not_offered)];
        if let Some(e) = &step.expect {
            keys.extend([("expect.offered", &e.offered), ("expect.not-offered", &e.not_offered)]);
        }
        for (key, label) in keys {
            if let Some(label) = unknown(label) {
                return Err(step_problem(source, i, key, problem(&label)));
            }
        }
    }
    for (key, label) in [("offered", &file.expect.offered), ("not-offered", &file.expect.not_offered)] {
        if let Some(label) = unknown(label) {
            let lines: Vec<&str> = source.lines().map(str::trim).collect();
            let e = InputError::new(problem(&label)).field(format!("expect.{key}"));
            return Err(match lines.iter().position(|l| l.starts_with("[expect]")) {
                Some(header) => e.at_line(key_line(&lines, header, key)),
                None => e,
            });
        }
    }
    Ok(())
}
