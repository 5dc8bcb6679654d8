//! ダメージを与える (1002): damage to a Z/X adds to its damage (1002.1); damage to a player is
//! recorded (1002.3, 907.1) and dealt one point at a time by player damage (907.2). Every amount
//! dealt so far is positive: a power of 0 is destroyed before it can attack (904.2), and card
//! files refuse an effect's damage of 0 or less (1002.4).

use crate::rules::Rule;
use crate::state::ZxState;
use fuda_kernel::{ObjectId, Seat};

/// Deals `amount` damage to the unit `id`, citing `rule`.
pub fn to_unit(state: &mut ZxState, id: ObjectId, amount: i32, rule: Rule) {
    let Some(u) = state.unit_mut(id) else { return };
    u.damage += amount;
    let (card, total) = (u.card, u.damage);
    state.note(rule, |s| format!("{} takes {amount} damage ({total} in all)", s.name_of(&card)));
}

/// Deals `amount` damage to `seat`: recorded, to be dealt by player damage (907).
pub fn to_player(state: &mut ZxState, seat: Seat, amount: u32, rule: Rule) {
    state.player_mut(seat).damage += amount;
    crate::keywords::raid::player_damaged(state);
    state.note(rule, |_| format!("{seat} takes {amount} damage"));
}
