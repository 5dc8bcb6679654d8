//! ダメージを与える (1002): damage to a Z/X adds to its damage (1002.1); damage to a player is
//! recorded (1002.3, 907.1) and dealt one point at a time by player damage (907.2). Every amount
//! dealt so far is positive: a power of 0 is destroyed before it can attack (904.2), and card
//! files refuse an effect's damage of 0 or less (1002.4).

use crate::rules::{self, Rule};
use crate::state::ZxState;
use fuda_kernel::{ObjectId, Seat};

/// Deals `amount` damage to the unit `id`, citing `rule`.
pub fn to_unit(state: &mut ZxState, id: ObjectId, amount: i32, rule: Rule) {
    if crate::objects::shield::absorb(state, id, amount) {
        return;
    }
    let Some(u) = state.unit_mut(id) else { return };
    u.damage += amount;
    let (card, total) = (u.card, u.damage);
    state.note(rule, |s| format!("{} takes {amount} damage ({total} in all)", s.name_of(&card)));
    // 1203.1, 1204.3: who dealt it, for the lethal damage check right after.
    let by = if rule == crate::rules::BATTLE_DAMAGE {
        Some(crate::lki::By::Battle)
    } else {
        state.acting.map(crate::lki::By::Effect)
    };
    if let Some(by) = by {
        crate::lki::mark(state, id, by);
    }
    crate::triggers::on_unit(state, crate::cards::ast::event::EventKind::Damaged, id);
}

/// Deals `amount` damage to `seat`: recorded, to be dealt by player damage (907).
pub fn to_player(state: &mut ZxState, seat: Seat, amount: u32, rule: Rule) {
    if state.controls_overboost(seat) {
        let cite = if rule == rules::PLAYER_BATTLE_DAMAGE { rules::OB_NO_BATTLE_DAMAGE } else { rules::OB_NO_DAMAGE };
        state.note(cite, |_| format!("{seat} controls a Z/X OB on a square: no damage is dealt to them"));
        return;
    }
    // Every damage to a player so far is dealt by the opponent's Z/X in battle.
    if state.controls_unison(seat) {
        state.note(rules::UNISON_NO_DAMAGE, |_| {
            format!("{seat} controls a unison Z/X on a square: the opponent's cards deal them no damage")
        });
        return;
    }
    if crate::objects::shield::absorb_player(state, seat, amount) {
        return;
    }
    state.player_mut(seat).damage += amount;
    crate::keywords::raid::player_damaged(state);
    state.note(rule, |_| format!("{seat} takes {amount} damage"));
    crate::keywords::crisis::damaged(state, seat);
}
