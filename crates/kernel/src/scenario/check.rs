//! Checks a game against an `[expect]` table (the end's or a step's checkpoint): the common keys
//! through the common trait and the seats' views, the game's own through its
//! [`ScenarioGame`] half. Every mismatch is collected into one readable list.

use super::ScenarioGame;
use super::expect::{CardExpect, Expect, Winner};
use crate::decision::Decision;
use crate::game::{Game, Outcome};
use crate::ids::Seat;
use crate::log::LogLine;
use crate::played::Played;
use std::fmt::Debug;

/// The mismatches found so far, one line each.
#[derive(Debug, Default)]
pub struct Diffs(Vec<String>);

impl Diffs {
    /// Notes `what` when a value was expected and another found.
    pub fn diff<T: PartialEq + Debug>(&mut self, what: &str, expected: Option<T>, found: T) {
        if let Some(e) = expected {
            if e != found {
                self.0.push(format!("  {what}: expected {e:?}, found {found:?}"));
            }
        }
    }

    /// Notes a mismatch in words.
    pub fn push(&mut self, what: String) {
        self.0.push(format!("  {what}"));
    }
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

/// The `prompt`, `offered` and `not-offered` checks of a step or an `[expect]` table.
pub(crate) fn decision_checks(
    decision: Option<&Decision>,
    prompt: Option<&str>,
    offered: Option<&str>,
    not_offered: Option<&str>,
) -> Result<(), String> {
    if let Some(text) = prompt {
        if !decision.is_some_and(|d| d.prompt.contains(text)) {
            return Err(format!("expected a prompt containing {text:?}, but {}", describe(decision)));
        }
    }
    if let Some(label) = offered {
        if decision.is_none_or(|d| d.find(label).is_none()) {
            return Err(format!("expected an option {label:?} to be offered, but {}", describe(decision)));
        }
    }
    if let Some(label) = not_offered {
        if decision.is_some_and(|d| d.find(label).is_some()) {
            return Err(format!("expected no option {label:?}, but {}", describe(decision)));
        }
    }
    Ok(())
}

/// The seats (1-based) whose view, the one clients and agents receive, identifies the physical
/// card `instance`: what `seen-by` in scenario files checks.
pub fn seen_by(game: &dyn Game, instance: u16) -> Vec<u8> {
    Seat::all(game.seat_count())
        .filter(|s| game.view(*s).known_instances().contains(&instance))
        .map(|s| s.0 + 1)
        .collect()
}

/// Every mismatch between the game and the expectations, or `Ok`.
pub fn check<G: ScenarioGame>(game: &Played<G>, e: &Expect<G>) -> Result<(), String> {
    let mut out = Diffs::default();
    let outcome = game.outcome();
    if let Some(winner) = e.winner {
        let found = match outcome {
            Some(Outcome::Won(seats)) => Winner::Seats(seats),
            Some(Outcome::Draw) | None => Winner::Nobody,
        };
        if found != winner {
            out.push(format!("winner: expected {}, found {}", winners(winner), winners(found)));
        }
    }
    out.diff("draw", e.draw, outcome == Some(Outcome::Draw));
    out.diff("turn", e.turn, game.turn());
    let view = game.view(Seat(0));
    let turn_players: Vec<u8> = view.turn_players.iter().map(|s| s.0 + 1).collect();
    out.diff("turn player", e.turn_player.map(|tp| vec![tp]), turn_players);
    if let Some(phase) = &e.phase {
        if !view.phase.to_lowercase().starts_with(&phase.to_lowercase()) {
            out.push(format!("phase: expected {phase:?}, found {:?}", view.phase));
        }
    }
    out.diff("decider", e.decider.map(Some), game.decider().map(|s| s.0 + 1));
    let decision = game.decision();
    if let Err(why) =
        decision_checks(decision.as_ref(), e.prompt.as_deref(), e.offered.as_deref(), e.not_offered.as_deref())
    {
        out.push(why);
    }
    for (seat, counts) in &e.counts {
        if seat.index() >= game.seat_count() {
            out.push(format!("counts of {seat}: the game has {} seats", game.seat_count()));
            continue;
        }
        for (name, n) in &counts.expected {
            out.diff(&format!("{seat} {name}"), Some(*n), game.state.count(*seat, name));
        }
    }
    for c in &e.card {
        card(&mut out, game, c);
    }
    log(&mut out, &game.log_since(0, None), e);
    game.state.check_own(&e.own, &mut out);
    if out.0.is_empty() { Ok(()) } else { Err(format!("expectations not met:\n{}", out.0.join("\n"))) }
}

fn winners(w: Winner) -> String {
    match w {
        Winner::Seats(seats) => seats.iter().map(|s| (s.0 + 1).to_string()).collect::<Vec<_>>().join(", "),
        Winner::Nobody => "none".into(),
    }
}

fn card<G: ScenarioGame>(out: &mut Diffs, game: &Played<G>, e: &CardExpect<G>) {
    let state = &game.state;
    let Some((instance, _)) = state.aliases().iter().find(|(_, a)| *a == e.alias) else {
        out.push(format!("card {:?}: no card has this alias", e.alias));
        return;
    };
    let name = format!("card {:?}", e.alias);
    let Some(place) = state.locate(instance.0) else {
        // It left the game (a token that left the area, 4-18-5, for one): it is nowhere.
        if e.zone.as_deref() != Some("nowhere") {
            out.push(format!("{name}: in no zone: it left the game (expect `zone = \"nowhere\"`)"));
        }
        return;
    };
    out.diff(&format!("{name} zone"), e.zone.as_deref(), place.zone);
    out.diff(&format!("{name} zone owner"), e.owner_zone, place.seat.0 + 1);
    match (e.from_top, place.from_top) {
        (Some(_), None) => {
            out.push(format!("{name} cards above it: the card is in {}, which has no order", place.zone))
        }
        (want, Some(found)) => out.diff(&format!("{name} cards above it"), want, found),
        (None, None) => {}
    }
    // What each seat's view (the one clients and agents get) identifies.
    out.diff(&format!("{name} seen by"), e.seen_by.clone(), seen_by(game, instance.0));
    state.check_card(instance.0, &name, &e.own, out);
}

fn log<G: ScenarioGame>(out: &mut Diffs, log: &[LogLine], e: &Expect<G>) {
    for rule in &e.log_cites {
        if !log.iter().any(|l| l.rule == *rule) {
            out.push(format!("log: no line cites rule {rule}"));
        }
    }
    for text in &e.log_contains {
        if !log.iter().any(|l| l.text.contains(text.as_str())) {
            out.push(format!("log: no line mentions {text:?}"));
        }
    }
    for text in &e.log_lacks {
        if let Some(l) = log.iter().find(|l| l.text.contains(text.as_str())) {
            out.push(format!("log: expected nothing mentioning {text:?}, found \"{l}\""));
        }
    }
    // Each text on a line after the line of the one before it.
    let mut from = 0;
    let mut previous: Option<(&str, usize)> = None;
    for text in &e.log_order {
        match log.iter().skip(from).position(|l| l.text.contains(text.as_str())) {
            Some(at) => {
                previous = Some((text, from + at + 1));
                from += at + 1;
            }
            None => {
                let after = match previous {
                    Some((p, line)) => format!(" after {p:?} (log line {line})"),
                    None => String::new(),
                };
                out.push(format!("log order: no line mentions {text:?}{after}"));
                return;
            }
        }
    }
}
