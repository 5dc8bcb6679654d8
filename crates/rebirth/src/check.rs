//! Rule processing at a check timing (9.6.2): recovery (10.3), auto abilities (10.4), entry
//! (10.5) and defeat (10.6), in that order, the loop starting again after any of them acts.
//! Auto-ability processing ([`crate::abilities::process`]) plays one pending ability and
//! starts the check timing over after it. Refresh (10.2) is not here: it happens the moment a deck is empty ([`crate::moves::refresh`]).

use crate::abilities::events;
use crate::cards::Card;
use crate::cards::ability::Zone;
use crate::moves::{self, renew};
use crate::rules;
use crate::state::{Character, RebirthState};
use fuda_kernel::Seat;

/// Runs a check timing to its end; whether recovery processing acted (for 7.6.6).
pub fn check_timing(state: &mut RebirthState) -> bool {
    let mut acted = false;
    while state.outcome.is_none() {
        if recovery(state) {
            acted = true;
            continue;
        }
        // 9.6.2.2: one pending auto ability is played; the check timing then starts over.
        if crate::abilities::process::auto_processing(state) {
            return true;
        }
        if entry(state) {
            continue;
        }
        if defeat(state) {
            continue;
        }
        break;
    }
    moves::rumble_elimination(state);
    acted
}

/// Where a card goes in recovery processing.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fix {
    Waiting,
    Retire,
    Remove,
}

/// 10.3: every fix that applies is made at once (10.3.1.2); whether any was (10.3.1.1).
fn recovery(state: &mut RebirthState) -> bool {
    let mut fixes: Vec<(Seat, Card, Fix, crate::rules::Rule)> = Vec::new();
    let current = crate::abilities::info::Current::new(state);
    for seat in state.from_turn_player() {
        let p = state.player(seat);
        // 10.3.5, 10.3.6: only the entry character carries damage (4.4.4; ruling R4).
        for c in &p.entry {
            let def = state.def(&c.card);
            if def.is_character() && !c.face_down && current.damage_reaches_def(&c.card, c.damage) {
                fixes.push((seat, c.card, Fix::Retire, rules::DAMAGE_RETIRES));
            } else if c.partner_attacked {
                fixes.push((seat, c.card, Fix::Retire, rules::PARTNER_RETIRES));
            }
        }
        // 10.3.3: the newest card stays in the entry.
        let kept = |cs: &[Character]| cs.iter().map(|c| c.placed).max();
        if let Some(newest) = kept(&p.entry).filter(|_| p.entry.len() > 1) {
            for c in p.entry.iter().filter(|c| c.placed != newest) {
                if !fixes.iter().any(|f| f.1.id == c.card.id) {
                    fixes.push((seat, c.card, Fix::Waiting, rules::TWO_IN_ENTRY));
                }
            }
        }
        // 10.3.4: the newest character stays in its slot.
        for slot in p.members.iter().filter(|s| s.len() > 1) {
            let newest = kept(slot).expect("a slot with several characters");
            for c in slot.iter().filter(|c| c.placed != newest) {
                fixes.push((seat, c.card, Fix::Waiting, rules::TWO_IN_SLOT));
            }
        }
        // 10.3.2: a card not of type Re-birth in the Re-birth area.
        for c in p.rebirth.iter().filter(|c| !state.def(c).is_rebirth()) {
            fixes.push((seat, *c, Fix::Waiting, rules::NOT_REBIRTH_IN_AREA));
        }
        // 10.3.7: a partner outside the hand and the energy area is removed from the game.
        let outside = p
            .entry
            .iter()
            .chain(p.members.iter().flatten())
            .map(|c| &c.card)
            .chain(&p.rebirth)
            .chain(&p.retire)
            .chain(&p.waiting)
            .chain(&p.memory)
            .chain(&p.deck);
        for c in outside.filter(|c| state.facts.is_partner(c.def)) {
            if !fixes.iter().any(|f| f.1.id == c.id) {
                fixes.push((seat, *c, Fix::Remove, rules::PARTNER_REMOVED));
            }
        }
    }
    let mut moved = Vec::new();
    // 9.12.1: what the characters were on the stage, read before any of them leaves.
    let leaving: Vec<_> = fixes.iter().map(|(_, card, _, _)| card.id).collect();
    crate::abilities::lki::remember(state, &leaving);
    for (seat, card, fix, rule) in &fixes {
        let from = crate::abilities::locate(state, card.id).map(|(_, z, _)| z);
        take_out(state, *seat, *card);
        let name = state.name_of(card);
        let (now, to) = match fix {
            Fix::Waiting | Fix::Retire => {
                let meant = if *fix == Fix::Waiting { Zone::Waiting } else { Zone::Retire };
                // 9.11: the move goes through the replacement effects of the card.
                let to = match from {
                    Some(from) => crate::abilities::replace::destination(state, card, *seat, from, meant),
                    None => meant,
                };
                let now = crate::abilities::act::land(state, *card, from.unwrap_or(Zone::Removed), to, false);
                match to {
                    Zone::Waiting => state.note(*rule, |_| format!("{name} of {seat} goes to the waiting room")),
                    Zone::Retire => state.note(*rule, |_| format!("{name} of {seat} is retired")),
                    other => state.note(*rule, |_| format!("{name} of {seat} goes to the {}", other.name())),
                }
                (Some(now), to)
            }
            Fix::Remove => {
                state.player_mut(*seat).removed.push(*card);
                state.note(*rule, |_| format!("{name} of {seat} is removed from the game"));
                (Some(*card), Zone::Removed)
            }
        };
        if let (Some(from), Some(now)) = (from, now) {
            moved.push((*card, now, *seat, from, to));
        }
    }
    // 10.3.1.2: the fixes are simultaneous; their moves trigger once all are made.
    for (before, now, seat, from, to) in moved {
        events::moved(state, before, now, seat, from, to, false);
    }
    !fixes.is_empty()
}

/// Takes `card` out of whichever of `seat`'s zones holds it.
fn take_out(state: &mut RebirthState, seat: Seat, card: Card) {
    let p = state.player_mut(seat);
    p.entry.retain(|c| c.card.id != card.id);
    for slot in &mut p.members {
        slot.retain(|c| c.card.id != card.id);
    }
    for pile in [&mut p.rebirth, &mut p.retire, &mut p.waiting, &mut p.memory, &mut p.deck] {
        pile.retain(|c| c.id != card.id);
    }
}

/// 10.5.1: the first of its four conditions that holds is carried out; whether one was.
fn entry(state: &mut RebirthState) -> bool {
    let order = state.from_turn_player();
    // 12.5.7.2: in the team formats every player of the turn team is a turn player; a turn
    // player who left is none (12.4.7).
    let turn_team = state.turn_team();
    // 10.5.1.1, 10.5.1.2: a Re-birth card in the entry goes to the Re-birth area.
    for &seat in &order {
        let found = state.player(seat).entry.iter().position(|c| state.def(&c.card).is_rebirth());
        if let Some(i) = found {
            let c = state.player_mut(seat).entry.remove(i);
            let card = renew(state, c.card);
            state.player_mut(seat).rebirth.push(card);
            let rule = if turn_team.contains(&seat) { rules::ENTRY_REBIRTH } else { rules::ENTRY_REBIRTH_OTHER };
            let name = state.name_of(&card);
            state.note(rule, |_| format!("{name} goes from the entry of {seat} to the Re-birth area"));
            return true;
        }
    }
    // 10.5.1.3, 10.5.1.4: an empty entry takes the top card of the deck.
    for &seat in &order {
        if state.player(seat).entry.is_empty() && !state.player(seat).deck.is_empty() {
            let card = state.player_mut(seat).deck.pop().expect("a card in the deck");
            let c = moves::placed(state, card);
            state.player_mut(seat).entry.push(c);
            let rule = if turn_team.contains(&seat) { rules::ENTRY_REFILL } else { rules::ENTRY_REFILL_OTHER };
            let name = state.name_of(&c.card);
            state.note(rule, |_| format!("{name} goes from the top of the deck of {seat} to the entry"));
            // 11.3.2: what Spark waits for; 5.5.1: a 登場.
            events::moved(state, card, c.card, seat, Zone::Deck, Zone::Entry, true);
            moves::refresh(state, seat);
            return true;
        }
    }
    false
}

/// 10.6: every player with 7 or more cards in the retire area loses, together (10.6.1.1,
/// 10.6.2); whether anyone did.
fn defeat(state: &mut RebirthState) -> bool {
    let losing: Vec<Seat> =
        state.from_turn_player().into_iter().filter(|s| state.player(*s).retire.len() >= 7).collect();
    if losing.is_empty() {
        return false;
    }
    if losing.len() > 1 {
        state.note(rules::SIMULTANEOUS_DEFEAT, |_| "several players meet a defeat condition together".to_string());
    }
    moves::lose(state, &losing, rules::DEFEAT_RETIRE);
    true
}
