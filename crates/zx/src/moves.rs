//! Cards moving between zones: each move but square to square makes a new object (301.4), and
//! a card going to a per-player zone goes to its owner's (302.4). Deck moves take one card at a
//! time (304.3), so a Reload (902) may come between two of them.

use crate::cards::{Card, CardType};
use crate::rules;
use crate::state::{Step, Unit, ZxState};
use fuda_kernel::Seat;

/// 1005.1: `seat` draws a card, then the rest of `count`, one at a time (1005.2). With no deck
/// (and no trash to reload) nothing is drawn (102.3).
pub fn draw(state: &mut ZxState, seat: Seat, count: u8) {
    let Some(card) = state.player_mut(seat).deck.pop() else {
        state.note(rules::DO_WHAT_YOU_CAN, |_| format!("{seat} has no card to draw"));
        return;
    };
    let card = state.renew(card);
    state.player_mut(seat).hand.push(card);
    crate::triggers::moved(state, crate::lki::Lki::of_card(card), crate::cards::ast::condition::Zone::Hand, None);
    state.note_to(seat, rules::DRAW, |s| format!("{seat} draws {}", s.name_of(&card)));
    state.note_to(ZxState::opponent(seat), rules::DRAW, |_| format!("{seat} draws a card"));
    if count > 1 {
        state.steps.push(Step::Draw { seat, count: count - 1 });
    }
}

/// The top card of `seat`'s deck goes to their Charge, then the rest of `count`.
pub fn charge_from_deck(state: &mut ZxState, seat: Seat, count: u8) {
    let Some(card) = state.player_mut(seat).deck.pop() else { return };
    let card = state.renew(card);
    state.player_mut(seat).charge.push(card);
    crate::triggers::moved(state, crate::lki::Lki::of_card(card), crate::cards::ast::condition::Zone::Charge, None);
    state.note(rules::DECK_ZONE, |s| format!("{seat} puts {} from the top of the deck into Charge", s.name_of(&card)));
    if count > 1 {
        state.steps.push(Step::Charge { seat, count: count - 1 });
    }
}

/// 911.1 エクストラ: a Z/X EX or AN EX put into a zone other than a square or Dynamis goes to
/// its owner's Dynamis face up instead. Returns whether it did.
fn extra_home(state: &mut ZxState, card: Card) -> bool {
    if !matches!(state.def(&card).kind, CardType::ZxEx | CardType::AnEx) {
        return false;
    }
    let owner = card.owner;
    state.player_mut(owner).to_dynamis_face_up(card);
    state.note(rules::EXTRA, |s| format!("{} goes to {owner}'s Dynamis face up", s.name_of(&card)));
    true
}

/// 1008.1 破壊: a Z/X or Ascension on a square goes to its owner's Charge.
pub fn destroy(state: &mut ZxState, unit: Unit) {
    let lki = crate::lki::Lki::of_taken(state, &unit);
    destroy_by(state, unit, lki, None);
}

/// 1008.1: `unit`, seen last on its square as `lki`, is destroyed, attributed to `by` (1203,
/// 1204), unless a replacement puts it elsewhere instead (812.1). The destruction and the move
/// to Charge are events for the triggers (808.3d).
/// Returns whether the card was destroyed and went to Charge (not replaced, not vanished or
/// split).
pub fn destroy_by(state: &mut ZxState, unit: Unit, lki: crate::lki::Lki, by: Option<crate::lki::By>) -> bool {
    if let Some(instead) = crate::replace::destruction(state, &unit) {
        crate::replace::apply(state, unit, lki, instead, by);
        return false;
    }
    let vanished = crate::objects::left_square(state, &unit);
    // A token vanishes and a Z/X OB splits once put into Charge (914.1, 912.1): destroyed all
    // the same, so what waits for a destruction sees it (808.3d).
    let gone = state.unlink_leaving(&unit) || vanished;
    if !gone {
        let card = state.renew(unit.card);
        let owner = card.owner;
        state.note(rules::DESTROY, |s| format!("{} is destroyed: to {owner}'s Charge", s.name_of(&card)));
        if !extra_home(state, card) {
            state.player_mut(owner).charge.push(card);
        }
    }
    let (kind, source) = crate::triggers::cause_kind(by);
    crate::triggers::emit(state, crate::triggers::Event { kind, card: Some(lki), seat: lki.controller, source });
    let charge = crate::cards::ast::condition::Zone::Charge;
    crate::triggers::moved_by(
        state,
        lki,
        charge,
        Some(crate::cards::ast::condition::Zone::Squares),
        crate::triggers::effect_source(by),
    );
    !gone
}

/// A card taken off a square goes to its owner's trash (905, 1008.1 for other cards).
pub fn trash_unit(state: &mut ZxState, unit: Unit) {
    let lki = crate::lki::Lki::of_taken(state, &unit);
    trash_unit_seen(state, unit, lki);
}

/// [`trash_unit`], the unit seen last on its square as `lki` (808.3a).
pub fn trash_unit_seen(state: &mut ZxState, unit: Unit, lki: crate::lki::Lki) {
    let vanished = crate::objects::left_square(state, &unit);
    if !(state.unlink_leaving(&unit) || vanished) {
        let card = state.renew(unit.card);
        to_trash(state, card);
    }
    let zone = crate::cards::ast::condition::Zone::Trash;
    crate::triggers::moved(state, lki, zone, Some(crate::cards::ast::condition::Zone::Squares));
}

/// A card in no zone (a card that could not be put on its square, 806.3a) goes to its owner's
/// trash, or an Extra card to Dynamis (911.1).
pub fn to_trash(state: &mut ZxState, card: Card) {
    if !extra_home(state, card) {
        state.player_mut(card.owner).trash.push(card);
    }
}
