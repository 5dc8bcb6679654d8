//! Keyword abilities that bring a card onto a normal square without Z/X (303.3b, 1121.2,
//! 1134.2): the squares offered, and the card appearing there in Reboot (1007.1, 303.5a).

use crate::board::Square;
use crate::cards::ast::FromZone;
use crate::rules::Rule;
use crate::state::ZxState;
use fuda_kernel::{ObjectId, Seat};

/// The normal squares (303.3b) with no Z/X.
pub fn free_normal_squares(state: &ZxState) -> Vec<Square> {
    Square::ALL
        .into_iter()
        .filter(|sq| !sq.is_player_square() && !state.on(*sq).iter().any(|u| state.def(&u.card).kind.is_zx()))
        .collect()
}

/// The card `id` of `seat`'s trash or Dynamis appears on `square` in Reboot, unless a Z/X is
/// there now or the card has left its zone; the log cites `rule` and names the keyword.
pub fn from_zone(state: &mut ZxState, seat: Seat, id: ObjectId, square: Square, rule: Rule, keyword: &str) {
    if !free_normal_squares(state).contains(&square) {
        state.note(crate::rules::DO_WHAT_YOU_CAN, |_| format!("a Z/X is on {} now: nothing appears", square.name()));
        return;
    }
    let p = state.player_mut(seat);
    let (card, from) = if let Some(at) = p.trash.iter().position(|c| c.id == id) {
        (p.trash.remove(at), FromZone::Trash)
    } else if let Some(at) = p.dynamis.iter().position(|d| d.card.id == id) {
        (p.dynamis.remove(at).card, FromZone::Dynamis)
    } else {
        state.note(crate::rules::DO_WHAT_YOU_CAN, |_| "the card has left its zone: nothing appears".to_string());
        return;
    };
    let card = state.renew(card);
    state.put_on(square, card, seat);
    state.note(rule, |s| {
        format!("{} appears on {} in Reboot, from {} ({keyword})", s.name_of(&card), square.words(), from.word())
    });
    super::arrival::arrived(state, card, seat, from, None);
}

/// The unit `id` leaves its square for another zone as a cost or by a keyword (1125.2,
/// 1134.2, 1116): its links split (912, 913) and board objects go (914); returns the card as
/// the new object it becomes (301.4), or `None` if it has gone elsewhere (a token vanishes, an
/// OB's top half goes to Dynamis) or was not on a square.
pub fn leave_square(
    state: &mut ZxState,
    id: ObjectId,
    to: Option<crate::cards::ast::condition::Zone>,
) -> Option<crate::cards::Card> {
    let lki = crate::lki::Lki::of_unit(state, id)?;
    let unit = state.take_unit(id)?;
    let vanished = crate::objects::left_square(state, &unit);
    if state.unlink_leaving(&unit) || vanished {
        return None;
    }
    if let Some(zone) = to {
        crate::triggers::moved(state, lki, zone, Some(crate::cards::ast::condition::Zone::Squares));
    }
    Some(state.renew(unit.card))
}
