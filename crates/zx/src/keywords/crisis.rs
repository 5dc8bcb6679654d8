//! クライシス (1024) and the crisis effect (910). A PL EX kept face down with the Player card
//! (402.1b) whose condition is met (1024.1; "you take damage" is met the moment the damage is
//! recorded, 907.1, E39) is checked in priority pre-processing as the last rule effect (901.2a):
//! its controller may reveal it and put it on their Player card (910.1a). Declined, the met
//! condition is lost and nothing is checked until it is met again (910.1a). A card that performed
//! Crisis is face up on the Player card and never checked again (910.2).

use crate::board::Square;
use crate::cards::{CrisisWhen, Keyword};
use crate::rules;
use crate::state::keywords::KwDecision;
use crate::state::{Choice, DecisionKind, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// `seat`'s face-down PL EX with Crisis, if any.
fn card(state: &ZxState, seat: Seat) -> Option<ObjectId> {
    state
        .player(seat)
        .partner
        .iter()
        .find(|c| state.def(c).keywords.iter().any(|k| matches!(k, Keyword::Crisis(_))))
        .map(|c| c.id)
}

/// 907.1 with E39: `seat`'s damage was recorded, which meets "you take damage".
pub fn damaged(state: &mut ZxState, seat: Seat) {
    let Some(id) = card(state, seat) else { return };
    let met = state
        .player(seat)
        .partner
        .iter()
        .find(|c| c.id == id)
        .is_some_and(|c| state.def(c).keywords.iter().any(|k| matches!(k, Keyword::Crisis(CrisisWhen::Damaged))));
    if met && !state.keywords.crisis_met[seat.index()] {
        state.keywords.crisis_met[seat.index()] = true;
        state.note(rules::CRISIS, |_| format!("{seat}'s Crisis condition is met"));
    }
}

/// 910.1: the crisis effect, turn player first; returns whether a choice waits. It needs a
/// Player card on a square to go on (910.1a).
pub fn check(state: &mut ZxState) -> bool {
    let tp = state.turn_player;
    for seat in [tp, ZxState::opponent(tp)] {
        if !state.keywords.crisis_met[seat.index()] {
            continue;
        }
        let Some(id) = card(state, seat) else {
            state.keywords.crisis_met[seat.index()] = false;
            continue;
        };
        if player_card(state, seat).is_none() {
            continue;
        }
        state.ask(seat, DecisionKind::Keyword(KwDecision::Crisis), vec![Choice::Target(id), Choice::Pass]);
        return true;
    }
    false
}

/// `seat`'s Player card on their player square, if any (not the virtual one, 1206).
fn player_card(state: &ZxState, seat: Seat) -> Option<ObjectId> {
    state
        .on(Square::home(seat))
        .iter()
        .find(|u| u.controller == seat && state.def(&u.card).kind == crate::cards::CardType::Player)
        .map(|u| u.card.id)
}

/// 910.1a: revealed and put on the Player card, or declined and the condition lost.
pub fn answer(state: &mut ZxState, seat: Seat, choice: Choice) {
    state.keywords.crisis_met[seat.index()] = false;
    let Choice::Target(id) = choice else {
        state.note(rules::CRISIS_EFFECT, |_| format!("{seat} declines the Crisis: the condition is lost"));
        return;
    };
    let partner = &mut state.player_mut(seat).partner;
    let at = partner.iter().position(|c| c.id == id).expect("the offered PL EX");
    let card = partner.remove(at);
    let card = state.renew(card);
    state.put_on(Square::home(seat), card, seat);
    state.note(rules::CRISIS_EFFECT, |s| {
        format!("{seat} reveals {} and puts it on their Player card", s.name_of(&card))
    });
}
