//! Checks a played scenario against its `[expect]` table, collecting every mismatch into one
//! readable list.

use super::format::{CardExpect, Counts, Expect};
use crate::game::NinjaSlayerGame;
use crate::resolve;
use crate::state::{NsState, SpaceItem};
use fuda_kernel::{Game, Outcome, Seat};

/// Where a physical card is: its zone name, whose zone, and the states it has there.
struct Place {
    zone: &'static str,
    seat: Seat,
    tapped: Option<bool>,
    damage: Option<i32>,
    karate: Option<i32>,
    durability: Option<i32>,
    face_up: Option<bool>,
    from_top: Option<usize>,
}

impl Place {
    fn plain(zone: &'static str, seat: Seat) -> Place {
        Place { zone, seat, tapped: None, damage: None, karate: None, durability: None, face_up: None, from_top: None }
    }
}

fn locate(state: &NsState, instance: u16) -> Option<Place> {
    for seat in [Seat(0), Seat(1)] {
        let p = state.player(seat);
        let piles: [(&'static str, &Vec<crate::cards::Card>); 5] = [
            ("hand", &p.hand),
            ("deck", &p.deck),
            ("ohigan", &p.ohigan),
            ("exclusion", &p.exclusion),
            ("check", &p.check),
        ];
        for (zone, cards) in piles {
            if let Some(pos) = cards.iter().position(|c| c.instance.0 == instance) {
                // The deck's last card is its top.
                let from_top = (zone == "deck").then(|| cards.len() - 1 - pos);
                return Some(Place { from_top, ..Place::plain(zone, seat) });
            }
        }
        if let Some(c) = p.field.iter().find(|c| c.card.instance.0 == instance) {
            return Some(Place {
                tapped: Some(c.tapped),
                damage: Some(c.damage),
                karate: Some(resolve::karate(state, c)),
                durability: Some(resolve::durability(state, c)),
                ..Place::plain("field", seat)
            });
        }
        if let Some(e) = p.ether.iter().find(|e| e.card.instance.0 == instance) {
            return Some(Place { tapped: Some(e.tapped), ..Place::plain("ether", seat) });
        }
        if let Some(d) = p.damage_zone.iter().find(|d| d.card.instance.0 == instance) {
            return Some(Place { face_up: Some(d.face_up), ..Place::plain("damage-zone", seat) });
        }
    }
    state.space.iter().find_map(|item| match item {
        SpaceItem::Card { card, controller, .. } if card.instance.0 == instance => {
            Some(Place::plain("space", *controller))
        }
        _ => None,
    })
}

fn diff<T: PartialEq + std::fmt::Debug>(out: &mut Vec<String>, what: &str, expected: Option<T>, found: T) {
    if let Some(e) = expected {
        if e != found {
            out.push(format!("  {what}: expected {e:?}, found {found:?}"));
        }
    }
}

fn counts(out: &mut Vec<String>, state: &NsState, seat: Seat, c: &Counts) {
    let p = state.player(seat);
    diff(out, &format!("{seat} hand"), c.hand, p.hand.len());
    diff(out, &format!("{seat} deck"), c.deck, p.deck.len());
    diff(out, &format!("{seat} field"), c.field, p.field.len());
    diff(out, &format!("{seat} ether"), c.ether, p.ether.len());
    diff(out, &format!("{seat} untapped ether"), c.untapped_ether, p.untapped_ether());
    diff(out, &format!("{seat} ohigan"), c.ohigan, p.ohigan.len());
    diff(out, &format!("{seat} damage zone"), c.damage_zone, p.damage_zone.len());
}

fn card(out: &mut Vec<String>, game: &NinjaSlayerGame, e: &CardExpect) {
    let state = &game.state;
    let Some((instance, _)) = state.aliases.iter().find(|(_, a)| *a == e.alias) else {
        out.push(format!("  card {:?}: no card has this alias", e.alias));
        return;
    };
    let Some(place) = locate(state, instance.0) else {
        out.push(format!("  card {:?}: not found in any zone", e.alias));
        return;
    };
    let name = &e.alias;
    diff(out, &format!("{name} zone"), e.zone.as_deref(), place.zone);
    diff(out, &format!("{name} owner zone"), e.owner_zone, place.seat.0 + 1);
    // 302.2: what each seat's view, the one clients and agents get, identifies.
    diff(out, &format!("{name} seen by"), e.seen_by.clone(), fuda_kernel::scenario::seen_by(game, instance.0));
    let states = [
        ("tapped", e.tapped.map(i32::from), place.tapped.map(i32::from)),
        ("damage", e.damage, place.damage),
        ("karate", e.karate, place.karate),
        ("durability", e.durability, place.durability),
        ("face up", e.face_up.map(i32::from), place.face_up.map(i32::from)),
        (
            "cards above it",
            e.from_top.map(|n| i32::try_from(n).unwrap_or(i32::MAX)),
            place.from_top.map(|n| i32::try_from(n).unwrap_or(i32::MAX)),
        ),
    ];
    for (what, want, found) in states {
        if want.is_some() && found.is_none() {
            out.push(format!("  {name} {what}: the card is in {}, which has no such state", place.zone));
        } else if let Some(found) = found {
            diff(out, &format!("{name} {what}"), want, found);
        }
    }
}

/// Every mismatch between the game and the expectations, or `Ok`.
pub fn check(game: &NinjaSlayerGame, expect: &Expect) -> Result<(), String> {
    let state = &game.state;
    let mut out = Vec::new();
    if let Some(w) = &expect.winner {
        let want = match (w.as_integer(), w.as_str()) {
            (Some(n @ (1 | 2)), _) => Some(Outcome::win(Seat(u8::try_from(n - 1).unwrap_or(0)))),
            (_, Some("draw")) => Some(Outcome::Draw),
            (_, Some("none")) => None,
            _ => {
                out.push(format!("  winner: expected 1, 2, \"draw\" or \"none\" in the file, found {w}"));
                game.outcome()
            }
        };
        diff(&mut out, "outcome", Some(want), game.outcome());
    }
    if let Some(tp) = expect.turn_player {
        diff(&mut out, "turn player", Some(tp), state.turn_player.0 + 1);
    }
    for rule in &expect.log_cites {
        if !state.log.iter().any(|l| &l.rule == rule) {
            out.push(format!("  log: no line cites rule {rule}"));
        }
    }
    if let Some(c) = &expect.p1 {
        counts(&mut out, state, Seat(0), c);
    }
    if let Some(c) = &expect.p2 {
        counts(&mut out, state, Seat(1), c);
    }
    diff(&mut out, "Kotodama space items", expect.space, state.space.len());
    for e in &expect.card {
        card(&mut out, game, e);
    }
    if out.is_empty() {
        return Ok(());
    }
    let tail: Vec<String> = state.log.iter().rev().take(12).rev().map(|l| format!("    {l}")).collect();
    Err(format!("expectations not met:\n{}\n  last log lines:\n{}", out.join("\n"), tail.join("\n")))
}
