//! グラビティアシスト (1126): an automatic ability of a card on a normal square, during the
//! opponent's turn, triggered by 'start of draw phase' (1126.1): the card goes to the bottom of
//! its owner's deck and, if it did, its controller draws 1 (1126.2).

use super::triggered;
use crate::cards::Keyword;
use crate::rules;
use crate::state::{Step, Triggered, ZxState};

/// 503.1 on the opponent's turn: every Gravity Assist card on a normal square triggers.
pub fn trigger(state: &mut ZxState) {
    let tp = state.turn_player;
    let mut fired = Vec::new();
    for (square, u) in state.units().filter(|(sq, u)| u.controller != tp && !sq.is_player_square()) {
        for (k, keyword) in state.def(&u.card).keywords.iter().enumerate() {
            if *keyword == Keyword::GravityAssist {
                fired.push((square, triggered(state, u.controller, u.card, k)));
            }
        }
    }
    for (square, t) in fired {
        state.note(rules::GRAVITY_ASSIST, |s| {
            format!("the Gravity Assist of {} on {} triggers", s.name_of(&t.source), square.name())
        });
        state.pending.push(t);
    }
}

/// 1126.2: the card, if still on its square, goes to the bottom of the deck; then 1 is drawn.
pub fn play(state: &mut ZxState, t: Triggered) {
    let Some(unit) = state.take_unit(t.source.id) else {
        state.note(rules::DO_WHAT_YOU_CAN, |s| format!("{} is no longer on a square", s.name_of(&t.source)));
        return;
    };
    let Some(card) = crate::objects::leave_square(state, &unit) else {
        state.steps.push(Step::Draw { seat: t.seat, count: 1 });
        return;
    };
    state.player_mut(card.owner).deck.insert(0, card);
    state.note(rules::GRAVITY_ASSIST, |s| {
        format!("{} goes to the bottom of the deck (Gravity Assist)", s.name_of(&card))
    });
    state.steps.push(Step::Draw { seat: t.seat, count: 1 });
}
