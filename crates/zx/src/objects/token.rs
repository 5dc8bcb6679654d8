//! トークン (202.13): a marker that appears on a square as a card of its type (202.13a), with the
//! parameters its definition gives (202.13b, 202.13d), and vanishes when it goes anywhere but
//! another square (202.13c, 914.1).

use crate::board::Square;
use crate::cards::{Card, CardIdx};
use crate::rules;
use crate::state::Choice;
use crate::state::ZxState;
use crate::state::markers::ObjectAsk;
use fuda_kernel::Seat;
use fuda_kernel::objects::CardInstance;

/// Asks `seat` where the token `id` appears, among `squares` (806.1a's, as for a Z/X).
pub fn ask(state: &mut ZxState, seat: Seat, id: &str, squares: Vec<Square>) {
    let Some(def) = state.db.find(id).filter(|d| state.db.get(*d).token) else {
        state.note(rules::DO_WHAT_YOU_CAN, |_| format!("there is no token {id} to create"));
        return;
    };
    let options = squares.into_iter().map(Choice::Square).collect();
    super::ask(state, seat, ObjectAsk::TokenSquare(def), options);
}

/// 202.13a: the token appears on `square` under `seat`, in Reboot (303.5a), gains its shields
/// (210.1) and triggers what waits for a Z/X to appear.
pub fn create(state: &mut ZxState, seat: Seat, def: CardIdx, square: Square) {
    state.markers.tokens_made = state.markers.tokens_made.saturating_add(1);
    let instance = CardInstance(u16::MAX - state.markers.tokens_made);
    let card = Card { id: state.objects.fresh(), instance, def, owner: seat };
    state.put_on(square, card, seat);
    state.note(rules::TOKEN_CARD, |s| {
        format!("the token {} appears on {} as a {} card", s.name_of(&card), square.words(), s.def(&card).kind.tag())
    });
    super::shield::appeared(state, &card);
}

/// 914.1: a token leaving the squares stops being a card and vanishes. Returns whether `card`
/// was a token.
pub fn vanishes(state: &mut ZxState, card: &Card) -> bool {
    if !state.def(card).token {
        return false;
    }
    state.note(rules::TOKEN_VANISHES, |s| format!("the token {} leaves the squares and vanishes", s.name_of(card)));
    true
}
