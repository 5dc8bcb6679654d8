//! Checks a finished scenario against its `[expect]` table, collecting every mismatch into
//! one readable diff.

use super::format::{CardExpect, Counts, Expect};
use crate::cards::ast::Keyword;
use crate::game::DigimonGame;
use crate::query;
use crate::state::{DigimonState, Phase};
use fuda_kernel::{Outcome, Seat};

/// Where a physical card is.
struct Place<'a> {
    zone: &'static str,
    seat: Seat,
    /// Its 1体, if it is the top card in an area.
    unit: Option<&'a crate::state::Unit>,
    /// Cards above it in its pile or stack.
    from_top: usize,
}

fn locate(state: &DigimonState, instance: u16) -> Option<Place<'_>> {
    for seat in [Seat(0), Seat(1)] {
        let p = state.player(seat);
        let zones: [(&'static str, &[crate::state::Card]); 5] =
            [("hand", &p.hand), ("deck", &p.deck), ("eggs", &p.eggs), ("security", &p.security), ("trash", &p.trash)];
        for (zone, cards) in zones {
            // Piles are kept bottom first: the last card is the top one.
            if let Some(pos) = cards.iter().rposition(|c| c.instance.0 == instance) {
                return Some(Place { zone, seat, unit: None, from_top: cards.len() - 1 - pos });
            }
        }
        for (zone, unit) in p.breeding.iter().map(|u| ("breeding", u)).chain(p.battle().iter().map(|u| ("battle", u))) {
            if let Some(pos) = unit.stack().iter().rposition(|c| c.instance.0 == instance) {
                let from_top = unit.stack().len() - 1 - pos;
                let (zone, unit) = if from_top == 0 { (zone, Some(unit)) } else { ("source", None) };
                return Some(Place { zone, seat, unit, from_top });
            }
            // Link cards lie under the whole stack (10-1-2-1), each new one under those already
            // there (4-7-3): the first linked is the highest.
            if let Some(pos) = unit.links().iter().position(|c| c.instance.0 == instance) {
                return Some(Place { zone: "link", seat, unit: None, from_top: unit.stack().len() + pos });
            }
        }
    }
    None
}

fn diff<T: PartialEq + std::fmt::Debug>(out: &mut Vec<String>, what: &str, expected: Option<T>, found: T) {
    if let Some(e) = expected {
        if e != found {
            out.push(format!("  {what}: expected {e:?}, found {found:?}"));
        }
    }
}

fn counts(out: &mut Vec<String>, state: &DigimonState, seat: Seat, c: &Counts) {
    let p = state.player(seat);
    diff(out, &format!("{seat} hand"), c.hand, p.hand.len());
    diff(out, &format!("{seat} deck"), c.deck, p.deck.len());
    diff(out, &format!("{seat} security"), c.security, p.security.len());
    diff(out, &format!("{seat} trash"), c.trash, p.trash.len());
    diff(out, &format!("{seat} digitama deck"), c.eggs, p.eggs.len());
    diff(out, &format!("{seat} battle area"), c.battle, p.battle().len());
    diff(out, &format!("{seat} memory"), c.memory, state.memory_for(seat));
}

fn card(out: &mut Vec<String>, game: &DigimonGame, e: &CardExpect) {
    let state = &game.state;
    let Some((instance, _)) = state.aliases.iter().find(|(_, a)| *a == e.alias) else {
        out.push(format!("  card {:?}: no card has this alias", e.alias));
        return;
    };
    let Some(Place { zone, seat, unit, from_top }) = locate(state, instance.0) else {
        out.push(format!("  card {:?}: not in any zone", e.alias));
        return;
    };
    let name = format!("card {:?}", e.alias);
    diff(out, &format!("{name} zone"), e.zone.as_deref(), zone);
    diff(out, &format!("{name} zone owner"), e.owner_zone, seat.0 + 1);
    diff(out, &format!("{name} cards above it"), e.from_top, from_top);
    // 3-1-2: what each seat's view (the one clients and agents get) identifies.
    diff(out, &format!("{name} seen by"), e.seen_by.clone(), fuda_kernel::scenario::seen_by(game, instance.0));
    if e.dp.is_some() || e.suspended.is_some() || e.sources.is_some() || e.has.is_some() || e.lacks.is_some() {
        let Some(unit) = unit else {
            out.push(format!("  {name}: expected on top of a 1体 in an area, found in {zone}"));
            return;
        };
        diff(out, &format!("{name} DP"), e.dp, query::dp(state, seat, unit).unwrap_or(0));
        diff(out, &format!("{name} suspended"), e.suspended, unit.suspended);
        diff(out, &format!("{name} sources"), e.sources, unit.sources().len());
        for (text, want) in [(&e.has, true), (&e.lacks, false)] {
            if let Some(text) = text {
                match Keyword::try_from(text.clone()) {
                    Ok(k) => {
                        diff(out, &format!("{name} has {text}"), Some(want), query::has_keyword(state, seat, unit, k))
                    }
                    Err(msg) => out.push(format!("  {name}: {msg}")),
                }
            }
        }
    }
}

/// Every mismatch between the game and the expectations, or `Ok`.
pub fn check(game: &DigimonGame, e: &Expect) -> Result<(), String> {
    let state = &game.state;
    let mut out = Vec::new();
    if let Some(w) = &e.winner {
        let found = match state.outcome {
            Some(Outcome::Won(seats)) => seats.iter().map(|s| (s.0 + 1).to_string()).collect::<Vec<_>>().join(","),
            Some(Outcome::Draw) | None => "none".to_string(),
        };
        let want = match w {
            toml::Value::Integer(n) => n.to_string(),
            toml::Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        if want != found {
            out.push(format!("  winner: expected {want}, found {found}"));
        }
    }
    diff(&mut out, "turn", e.turn, state.turn);
    diff(&mut out, "turn player", e.turn_player, state.turn_player.0 + 1);
    if let Some(phase) = &e.phase {
        let found = match state.phase {
            Phase::Setup => "setup",
            Phase::Active => "active",
            Phase::Draw => "draw",
            Phase::Breeding => "breeding",
            Phase::Main => "main",
        };
        diff(&mut out, "phase", Some(phase.as_str()), found);
    }
    diff(&mut out, "memory (P1 side)", e.memory_p1, state.memory);
    if let Some(c) = &e.p1 {
        counts(&mut out, state, Seat(0), c);
    }
    if let Some(c) = &e.p2 {
        counts(&mut out, state, Seat(1), c);
    }
    for c in &e.card {
        card(&mut out, game, c);
    }
    for rule in &e.log_cites {
        if !state.log.iter().any(|l| l.rule == *rule) {
            out.push(format!("  log: no event cites rule {rule}"));
        }
    }
    for text in &e.log_contains {
        if !state.log.iter().any(|l| l.text.contains(text.as_str())) {
            out.push(format!("  log: no event mentions {text:?}"));
        }
    }
    for text in &e.log_lacks {
        if let Some(l) = state.log.iter().find(|l| l.text.contains(text.as_str())) {
            out.push(format!("  log: expected nothing mentioning {text:?}, found \"{l}\""));
        }
    }
    if out.is_empty() {
        Ok(())
    } else {
        let log: Vec<String> = state.log.iter().rev().take(12).rev().map(|l| format!("    {l}")).collect();
        Err(format!("expectations not met:\n{}\n  last log lines:\n{}", out.join("\n"), log.join("\n")))
    }
}
