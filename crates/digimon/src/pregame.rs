//! The pre-game steps the processor runs once the game is set up (5-2-1-4..8): each player's
//! mulligan, then security, memory 0 and the first turn.

use crate::moves;
use crate::rules;
use crate::state::{Choice, DecisionKind, DigimonState, PendingDecision, Step};
use fuda_kernel::Seat;

/// Offers `seat` its mulligan (5-2-1-4).
pub fn offer_mulligan(state: &mut DigimonState, seat: Seat) {
    state.decision = Some(PendingDecision {
        seat,
        kind: DecisionKind::Mulligan,
        options: vec![Choice::Mulligan(false), Choice::Mulligan(true)],
    });
}

/// 5-2-1-5: the whole hand goes back, the deck is shuffled, 5 are drawn.
pub fn mulligan(state: &mut DigimonState, seat: Seat, take: bool) {
    state.player_mut(seat).mulligan_decided = true;
    if !take {
        state.note(rules::OPENING_HAND, |_| format!("{seat} keeps their hand"));
        return;
    }
    let hand = std::mem::take(&mut state.player_mut(seat).hand);
    for card in hand {
        let card = state.renew(card);
        state.player_mut(seat).deck.push(card);
    }
    let mut deck = std::mem::take(&mut state.player_mut(seat).deck);
    state.rng.shuffle(&mut deck);
    state.player_mut(seat).deck = deck;
    moves::draw(state, seat, 5);
    state.note(rules::MULLIGAN, |_| format!("{seat} takes a mulligan: the hand is shuffled back and 5 are drawn"));
}

/// 5-2-1-6..8: five security cards each, from the deck top one at a time (the deck's top card
/// ends at the bottom of security), memory 0, and the first player's turn.
pub fn finish(state: &mut DigimonState) {
    for seat in [Seat(0), Seat(1)] {
        for _ in 0..5 {
            let Some(card) = state.player_mut(seat).deck.pop() else {
                break;
            };
            let card = state.renew(card);
            state.player_mut(seat).security.push(card);
        }
    }
    state.note(rules::SECURITY_SETUP, |_| "each player places 5 security cards".to_string());
    state.memory = 0;
    state.note(rules::MEMORY_ZERO, |_| "memory starts at 0".to_string());
    state.turn = 1;
    state.note(rules::FIRST_TURN, |s| format!("{}'s first turn begins", s.first_player));
    state.steps.push(Step::BeginTurn);
}
