//! シールド (210): a card gains its shield value on appearing (210.1); each shield absorbs one
//! damage instance of any size (210.2, 914.3, 1002.1). A player's life shield (210.4) absorbs
//! damage to the player, who then puts up to 1 card from the top of their deck into Charge
//! (914.4, 1002.3, 604.3c).

use crate::cards::Card;
use crate::rules;
use crate::state::markers::{ObjectAsk, Shields};
use crate::state::{Choice, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// 210.1: `card`, just appeared on a square, gains the shields its value gives.
pub fn appeared(state: &mut ZxState, card: &Card) {
    let Some(count) = state.def(card).shield.filter(|n| *n > 0) else { return };
    state.markers.shields.push(Shields { unit: card.id, count });
    state.note(rules::SHIELD_GAIN, |s| format!("{} appears with {count} shields", s.name_of(card)));
}

/// 914.3: damage to the unit `id` with a shield is not taken; a shield vanishes instead.
/// Returns whether it did.
pub fn absorb(state: &mut ZxState, id: ObjectId, amount: i32) -> bool {
    let Some(at) = state.markers.shields.iter().position(|s| s.unit == id && s.count > 0) else { return false };
    state.markers.shields[at].count -= 1;
    let left = state.markers.shields[at].count;
    if left == 0 {
        state.markers.shields.remove(at);
    }
    let name = state.unit(id).map(|(_, u)| state.name_of(&u.card)).unwrap_or_default();
    state.note(rules::SHIELD_ABSORBS, |_| format!("{name} takes no damage ({amount}): a shield vanishes instead"));
    state.note(rules::VANISH, |_| format!("a shield of {name} vanishes ({left} left)"));
    true
}

/// 210.4: `seat` gains `n` life shields.
pub fn gain_life(state: &mut ZxState, seat: Seat, n: u8) {
    let shields = &mut state.markers.life_shields[seat.index()];
    *shields = shields.saturating_add(n);
    let total = *shields;
    state.note(rules::LIFE_SHIELD, |_| format!("{seat} gains {n} life shields ({total} in all)"));
}

/// 914.4: damage to `seat` with a life shield is not recorded; a life shield vanishes and
/// `seat` may put the top card of their deck into Charge. Returns whether it did.
pub fn absorb_player(state: &mut ZxState, seat: Seat, amount: u32) -> bool {
    let shields = &mut state.markers.life_shields[seat.index()];
    if *shields == 0 {
        return false;
    }
    *shields -= 1;
    let left = *shields;
    state.note(rules::LIFE_SHIELD_ABSORBS, |_| {
        format!("{seat} takes no damage ({amount}): a life shield vanishes instead")
    });
    state.note(rules::VANISH, |_| format!("a life shield of {seat} vanishes ({left} left)"));
    if !state.player(seat).deck.is_empty() {
        state.ask(
            seat,
            crate::state::DecisionKind::Objects(ObjectAsk::ShieldCharge),
            vec![Choice::TopToCharge, Choice::Pass],
        );
    }
    true
}
