//! 進化 (digivolve), rule 8-1: reveal a Digimon card from hand, choose a condition and a 1体
//! that meets it, pay the digivolve cost, stack the card on top and draw 1 (8-1-3). The 1体
//! stays the same (8-1-2-3) and keeps its orientation (8-1-2-4).

use crate::cards::ast::Timing;
use crate::cards::{CardDef, DigivolveCondition};
use crate::effects::moves;
use crate::rules;
use crate::state::{DigimonState, Unit};
use crate::triggers;
use fuda_kernel::{ObjectId, Seat};

/// Whether `unit`'s top card meets a digivolve condition (2-3-6): colour and level, or name.
pub fn meets(state: &DigimonState, unit: &Unit, cond: &DigivolveCondition) -> bool {
    let top: &CardDef = state.def(unit.top());
    if let Some(name) = &cond.name {
        return top.name == *name;
    }
    cond.color.is_some_and(|c| top.colors.contains(&c)) && cond.level.is_some_and(|l| top.level == Some(l))
}

/// Digivolves the 1体 `onto` (breeding or battle area of `seat`) into the hand card `card`
/// using condition `condition`.
///
/// # Panics
/// If the card or the 1体 is missing: options only offer present ones.
pub fn from_hand(state: &mut DigimonState, seat: Seat, card: ObjectId, onto: ObjectId, condition: u8) {
    let hand = &mut state.player_mut(seat).hand;
    let pos = hand.iter().position(|c| c.id == card).expect("offered cards are in hand");
    let card = hand.remove(pos);
    let cost = state.def(&card).digivolve[usize::from(condition)].cost;
    state.pay(seat, cost);
    let card = state.renew(card);
    let in_breeding = state.player(seat).breeding.as_ref().is_some_and(|u| u.id == onto);
    let unit = state.unit_mut(onto).expect("offered 1体 exist");
    unit.stack.push(card);
    let unit = unit.clone();
    state.note(rules::DIGIVOLVE, |s| {
        format!("{seat} digivolves into {} paying {cost}: memory {}", s.card_label(&card), s.memory_for(seat))
    });
    moves::draw(state, seat, 1);
    state.note(rules::DIGIVOLVE_DRAW, |_| "digivolving draws 1 (8-1-3-3)".to_string());
    // 3-4-5-4: a breeding-area Digimon's [When Digivolving] does not trigger.
    if !in_breeding {
        triggers::collect_unit(state, seat, &unit, Timing::WhenDigivolving);
    }
}
