//! ジョグレス (DNA digivolution), rule 8-2: a Jogress card goes on top of two of your Digimon,
//! stacked as the condition lists them (8-2-2-2), each with its own sources (8-2-2-3). The
//! result is a new 1体 (8-2-2-1): active, every card new, granted effects and attack roles lost,
//! and free to attack even if its sources were played this turn (8-2-2-1-6).

use crate::cards::ast::Timing;
use crate::moves;
use crate::query::info::Info;
use crate::rules;
use crate::state::{Choice, DigimonState, Unit};
use crate::triggers;
use fuda_kernel::{ObjectId, Seat};

/// The Jogress options of a hand card: ordered pairs of the turn player's battle-area Digimon
/// (6-5-1-2-2) that meet a condition, with a payable cost. Tokens cannot be stacked on (4-18-3).
/// `units` are the turn player's battle-area Digimon other than tokens, with their information.
pub fn options(
    state: &DigimonState,
    seat: Seat,
    card: &crate::state::Card,
    units: &[(&Unit, Info)],
    out: &mut Vec<Choice>,
) {
    let def = state.def(card);
    for (i, cond) in def.jogress.iter().enumerate() {
        if !state.can_pay(seat, cond.cost) {
            continue;
        }
        let (a, b) = (&cond.first, &cond.second);
        for (first, _) in units.iter().filter(|(_, info)| info.fits(a.name.as_deref(), a.color, a.level)) {
            for (second, info) in units {
                if first.id != second.id && info.fits(b.name.as_deref(), b.color, b.level) {
                    let condition = u8::try_from(i).expect("few conditions");
                    out.push(Choice::Jogress { card: card.id, first: first.id, second: second.id, condition });
                }
            }
        }
    }
}

/// Performs the DNA digivolution (8-2-3): pay, stack, draw 1; [When Digivolving] triggers.
pub fn perform(state: &mut DigimonState, seat: Seat, card: ObjectId, first: ObjectId, second: ObjectId, condition: u8) {
    let printed = state
        .player(seat)
        .hand
        .iter()
        .find(|c| c.id == card)
        .map(|c| state.def(c).jogress[usize::from(condition)].cost);
    // With what the immediate window changed (8-2-2-5).
    let cost = state.take_changed_cost(printed.expect("offered cards are in hand"));
    perform_paying(state, seat, card, first, second, cost);
}

/// [`perform`] paying `cost`, as an effect that DNA digivolves says (8-2-3).
pub fn perform_paying(
    state: &mut DigimonState,
    seat: Seat,
    card: ObjectId,
    first: ObjectId,
    second: ObjectId,
    cost: u8,
) {
    let hand = &mut state.player_mut(seat).hand;
    let pos = hand.iter().position(|c| c.id == card).expect("offered cards are in hand");
    let card = hand.remove(pos);
    state.pay(seat, cost);
    let (_, second_unit) = moves::take_unit(state, second).expect("offered Digimon exist");
    let (_, first_unit) = moves::take_unit(state, first).expect("offered Digimon exist");
    // 8-2-2-1-2: the components become new cards.
    let mut stack = Vec::new();
    for c in second_unit.stack().iter().chain(first_unit.stack().iter()) {
        stack.push(state.renew(*c));
    }
    stack.push(state.renew(card));
    // 8-2-2-1-1 and 8-2-2-1-6: active, and able to attack this turn.
    let unit = Unit::new(state.fresh(), stack, 0);
    state.push_battle(seat, unit.clone());
    state.note(rules::JOGRESS, |s| {
        format!("{seat} DNA digivolves into {} paying {cost}: memory {}", s.unit_label(&unit), s.memory_for(seat))
    });
    moves::draw(state, seat, 1);
    triggers::collect_unit(state, seat, unit.id, Timing::WhenDigivolving);
    crate::patterns::own_digimon_digivolved(state, seat, unit.id);
}
