//! バースト進化 (Burst digivolution), rule 8-3: return the named Tamer to hand before paying
//! (8-3-3-2), digivolve the named Digimon, draw 1; at the end of that turn, as deferred
//! processing, trash the top card of that Digimon's stack (8-3-2-1/2/3).

use crate::cards::ast::CardKind;
use crate::moves;
use crate::procedures::digivolve;
use crate::query;
use crate::rules;
use crate::state::{Choice, Deferred, DigimonState};
use fuda_kernel::{ObjectId, Seat};

/// The Burst options of a hand card.
pub fn options(state: &DigimonState, seat: Seat, card: &crate::state::Card, out: &mut Vec<Choice>) {
    let Some(b) = &state.def(card).burst else { return };
    if !state.can_pay(seat, b.cost) {
        return;
    }
    let p = state.player(seat);
    let named = |u: &crate::state::Unit, name: &str| crate::query::info::is_named(state, u, name);
    for tamer in p.battle().iter().filter(|u| state.def(u.top()).kind == CardKind::Tamer && named(u, &b.tamer)) {
        // 6-5-1-2-3: the Digimon may be in either area; the Tamer is in the battle area (8-3-1).
        let in_areas = p.battle().iter().chain(p.breeding.iter());
        for onto in in_areas.filter(|u| query::is_digimon(state, u) && !state.def(u.top()).token && named(u, &b.from)) {
            out.push(Choice::Burst { card: card.id, onto: onto.id, tamer: tamer.id });
        }
    }
}

/// Performs the Burst digivolution (8-3-3).
pub fn perform(state: &mut DigimonState, seat: Seat, card: ObjectId, onto: ObjectId, tamer: ObjectId) {
    moves::remove_unit(state, tamer, moves::Dest::Hand);
    let hand = &mut state.player_mut(seat).hand;
    let pos = hand.iter().position(|c| c.id == card).expect("offered cards are in hand");
    let card = hand.remove(pos);
    // With what the immediate window changed (8-3-2-5).
    let cost = state.take_changed_cost(state.def(&card).burst.as_ref().map_or(0, |b| b.cost));
    state.pay(seat, cost);
    state.note(rules::BURST, |s| format!("{seat} burst digivolves {} ({cost})", s.card_label(&card)));
    digivolve::put_on(state, seat, card, onto, cost);
    state.deferred.push((seat, Deferred::BurstTrash(onto)));
}

/// The deferred end-of-turn trash (8-3-2-1): not if nothing is stacked (8-3-2-2) or it is no
/// longer a Digimon (8-3-2-3).
pub fn end_of_turn_trash(state: &mut DigimonState, unit: ObjectId) {
    let Some((_, u)) = state.find_unit(unit) else { return };
    if !query::is_digimon(state, u) || u.stack().len() < 2 {
        state.note(rules::BURST_TRASH, |_| "burst digivolution: nothing is trashed".to_string());
        return;
    }
    let card = state.unit_mut(unit).expect("checked").stack_mut().pop().expect("two or more cards");
    moves::from_field(state, card, moves::Dest::Trash);
    state.note(rules::BURST_TRASH, |s| {
        format!("burst digivolution ends: {} is trashed from the top", s.card_label(&card))
    });
}
