//! 登場 (play), rule 7-1: declare and reveal, pay the play cost, put the card into the battle
//! area as a new 1体; then [On Play] triggers (15-16-2).

use crate::cards::ast::Timing;
use crate::rules;
use crate::state::{Card, DigimonState, Unit};
use crate::triggers;
use fuda_kernel::ObjectId;

/// Plays a hand card as the main-phase action (6-5-1-1-1), paying its cost (7-1-3-2).
///
/// # Panics
/// If the card is not in the turn player's hand: options only offer hand cards.
pub fn from_hand(state: &mut DigimonState, card: ObjectId) {
    let seat = state.turn_player;
    let hand = &mut state.player_mut(seat).hand;
    let pos = hand.iter().position(|c| c.id == card).expect("offered cards are in hand");
    let card = hand.remove(pos);
    let cost = state.def(&card).cost.unwrap_or(0);
    state.pay(seat, cost);
    state.note(rules::PLAY_PROCEDURE, |s| {
        format!("{seat} plays {} paying {cost}: memory {}", s.card_label(&card), s.memory_for(seat))
    });
    put_into_battle_area(state, card);
}

/// Puts a card into its owner's battle area as a new, active 1体 (7-1-1, 3-4-3) and collects
/// its [On Play] effects.
pub fn put_into_battle_area(state: &mut DigimonState, card: Card) -> ObjectId {
    put_with_sources(state, card, Vec::new(), 0)
}

/// As [`put_into_battle_area`], with cards already placed under it (bottom first) by DigiXros or
/// Assembly; `digixrossed` counts the DigiXros materials (7-2-2-9/10).
pub fn put_with_sources(state: &mut DigimonState, card: Card, mut stack: Vec<Card>, digixrossed: u8) -> ObjectId {
    let card = state.renew(card);
    stack.push(card);
    let mut unit = Unit::new(state.fresh(), stack, state.turn);
    unit.digixrossed = digixrossed;
    let id = unit.id;
    let seat = card.owner;
    state.player_mut(seat).battle.push(unit.clone());
    state.note(rules::PLAY, |s| format!("{} enters {seat}'s battle area", s.card_label(&card)));
    triggers::collect_unit(state, seat, &unit, Timing::OnPlay);
    id
}
