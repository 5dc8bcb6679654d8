//! 反魂≪色[数値]≫ (1121): an automatic ability of a card in the trash, on its owner's turn,
//! triggered when a Z/X of theirs whose name contains 「黒剣」 destroys an opponent's Z/X whose
//! cost is this card's cost or more (1121.1): in battle (1203.2) or by its effect (1204.1). Its
//! controller may pay the cost; if they do, the card appears in Reboot on a normal square
//! without Z/X (1121.2). It is offered only while such a square exists (rulings).

use super::{appear, keyword_cost};
use crate::cards::{Card, Keyword, KeywordCost};
use crate::rules;
use crate::state::keywords::{AppearBy, KwDecision, PayFor};
use crate::state::{Choice, DecisionKind, Triggered, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// 「黒剣」: the text the destroyer's name contains, as the demo cards spell it.
pub const BLACK_SWORD: &str = "Black Sword";

fn cost(state: &ZxState, card: &Card) -> Option<KeywordCost> {
    state.def(card).keywords.iter().find_map(|k| if let Keyword::Hangon(c) = k { Some(*c) } else { None })
}

/// `destroyer`, controlled by `seat`, destroyed the opponent's Z/X `destroyed` (its printed
/// cost): on `seat`'s turn, the Hangon cards of their trash whose cost is at most that trigger.
pub fn destroyed(state: &mut ZxState, destroyer: Card, seat: Seat, destroyed: Option<u8>) {
    if state.turn_player != seat || !state.def(&destroyer).name.contains(BLACK_SWORD) {
        return;
    }
    let Some(target_cost) = destroyed else { return };
    let mut fired = Vec::new();
    for card in &state.player(seat).trash {
        let def = state.def(card);
        for (k, keyword) in def.keywords.iter().enumerate() {
            if matches!(keyword, Keyword::Hangon(_)) && def.points().is_some_and(|own| own <= target_cost) {
                fired.push(super::triggered(state, seat, *card, k));
            }
        }
    }
    for t in fired {
        state.note(rules::HANGON, |s| format!("the Hangon of {} triggers in the trash", s.name_of(&t.source)));
        state.pending.push(t);
    }
}

/// 1121.2: if the card is still in the trash, a square is free and the cost can be paid, its
/// controller chooses whether to pay.
pub fn play(state: &mut ZxState, t: Triggered) {
    let card = t.source;
    if !state.player(t.seat).trash.iter().any(|c| c.id == card.id) {
        state.note(rules::DO_WHAT_YOU_CAN, |s| format!("{} is no longer in the trash", s.name_of(&card)));
        return;
    }
    if appear::free_normal_squares(state).is_empty() {
        state.note(rules::DO_WHAT_YOU_CAN, |_| "no normal square is without Z/X: nothing can appear".to_string());
        return;
    }
    if !cost(state, &card).is_some_and(|c| keyword_cost::payable(state, t.seat, c)) {
        state.note(rules::HANGON, |_| format!("{} can't pay the Hangon cost", t.seat));
        return;
    }
    let options = vec![Choice::Accept, Choice::Pass];
    state.ask(t.seat, DecisionKind::Keyword(KwDecision::HangonPay { card: card.id }), options);
}

/// The answer to "pay?".
pub fn pay_or_not(state: &mut ZxState, seat: Seat, card: ObjectId, choice: Choice) {
    if choice != Choice::Accept {
        state.note(rules::HANGON, |_| format!("{seat} does not pay: the card stays in the trash"));
        return;
    }
    keyword_cost::start(state, seat, PayFor::Hangon(card));
}

/// Paid: the square is chosen.
pub fn paid(state: &mut ZxState, seat: Seat, card: ObjectId) {
    let options = appear::free_normal_squares(state).into_iter().map(Choice::Square).collect();
    state.ask(seat, DecisionKind::Keyword(KwDecision::AppearSquare { card, by: AppearBy::Hangon }), options);
}
