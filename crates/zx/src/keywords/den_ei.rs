//! 電影N (1115): an activated ability played from the hand during its controller's turn. Its
//! cost returns one of their Reboot Z/X on a square with cost N or more to the hand; then this
//! card appears in Reboot on the square that Z/X left, if no Z/X is there (1115.2). For the
//! rest of that turn the player can't play Den'ei, whatever its number (1115.3).

use crate::cards::ast::FromZone;
use crate::cards::{Card, Keyword};
use crate::rules;
use crate::state::ZxState;
use crate::state::keywords::KwChoice;
use fuda_kernel::{ObjectId, Seat};

/// The Den'ei number of a card, if it has the keyword.
fn number(state: &ZxState, card: &Card) -> Option<u8> {
    state.def(card).keywords.iter().find_map(|k| if let Keyword::DenEi(n) = k { Some(*n) } else { None })
}

/// Every Den'ei `seat` may play now: a hand card with the keyword and one of their Reboot Z/X
/// with cost N or more to return, unless they played Den'ei this turn (1115.3).
pub fn options(state: &ZxState, seat: Seat) -> Vec<KwChoice> {
    if state.turn_player != seat || state.keywords.den_ei_turn[seat.index()] == Some(state.turn) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for card in &state.player(seat).hand {
        let Some(n) = number(state, card) else { continue };
        for (_, u) in state.units().filter(|(_, u)| u.controller == seat && !u.sleeping) {
            let def = state.def(&u.card);
            if def.kind.is_zx() && def.points().is_some_and(|cost| cost >= n) {
                out.push(KwChoice::DenEi { card: card.id, returned: u.card.id });
            }
        }
    }
    out
}

/// The option's label.
pub fn label(state: &ZxState, card: ObjectId, returned: ObjectId) -> String {
    let name = |id| state.all_cards().iter().find(|c| c.id == id).map(|c| state.name_of(c)).unwrap_or_default();
    let at = state.unit(returned).map(|(sq, _)| sq.name()).unwrap_or_default();
    format!("Den'ei {}: return {} on {at}", name(card), name(returned))
}

/// 1115.2: the cost, then the effect; 1115.3: no more Den'ei this turn.
pub fn play(state: &mut ZxState, seat: Seat, card: ObjectId, returned: ObjectId) {
    state.keywords.den_ei_turn[seat.index()] = Some(state.turn);
    let (square, _) = state.unit(returned).expect("an offered unit is on a square");
    let seen = crate::lki::Lki::of_unit(state, returned).expect("an offered unit is on a square");
    let unit = state.take_unit(returned).expect("an offered unit is on a square");
    if let Some(back) = crate::objects::leave_square(state, &unit) {
        state.player_mut(back.owner).hand.push(back);
        state.note(rules::DEN_EI, |s| format!("{seat} plays Den'ei: {} returns to the hand", s.name_of(&back)));
    }
    let (hand, squares) = (crate::cards::ast::condition::Zone::Hand, crate::cards::ast::condition::Zone::Squares);
    crate::triggers::moved(state, seen, hand, Some(squares));
    state.note(rules::DEN_EI_ONCE, |_| format!("{seat} can't play Den'ei again this turn"));
    let occupied = state.on(square).iter().any(|u| state.def(&u.card).kind.is_zx());
    if occupied {
        state.note(rules::DO_WHAT_YOU_CAN, |_| format!("a Z/X is on {}: nothing appears", square.name()));
        return;
    }
    let hand = &mut state.player_mut(seat).hand;
    let at = hand.iter().position(|c| c.id == card).expect("an offered hand card");
    let card = hand.remove(at);
    let card = state.renew(card);
    state.put_on(square, card, seat);
    state.note(rules::APPEAR_FROM, |s| {
        format!("{} appears on {} in Reboot, from the hand", s.name_of(&card), square.words())
    });
    super::arrival::arrived(state, card, seat, FromZone::Hand, None);
}
