//! シフト (Shift, 202.8): a Shift is played from Dynamis onto a card of yours its 剣臨器 names
//! (806.1c, 1016.1–1016.2), and the two are one card (202.8a) that has the Shift's name, text,
//! colours and races besides its own, none twice (202.8d–f); the Shifts are still counted one
//! by one (202.8b). [`crate::state::links`] keeps the link, reads what is shared and sends the
//! Shifts to Dynamis face up when the card leaves the squares (913.1).

use crate::board::Square;
use crate::cards::subtext::Subtext;
use crate::cards::{Card, CardDef};
use crate::rules;
use crate::state::ZxState;
use crate::state::links::Shifted;
use crate::state::reader::Reader;
use fuda_kernel::{ObjectId, Seat};

/// Whether `seat` controls a Shift on a square (202.8c).
pub fn controls_shift(state: &ZxState, seat: Seat) -> bool {
    state.extra.shifts.iter().any(|s| s.controller == seat)
}

/// The cards of `seat`'s on squares a Shift of definition `def` may be put on (806.1c): none
/// while `seat` controls a Shift (202.8c).
fn hosts(state: &ZxState, seat: Seat, def: &CardDef) -> Vec<(Square, ObjectId)> {
    let Some(Subtext::ShiftOnto(filter)) = &def.subtext else { return Vec::new() };
    if controls_shift(state, seat) {
        return Vec::new();
    }
    let reader = Reader { state, seat };
    state
        .units()
        .filter(|(_, u)| u.controller == seat && reader.matches(filter, &u.card, Some(state.power(u))))
        .map(|(sq, u)| (sq, u.card.id))
        .collect()
}

/// The squares of the cards a Shift may be put on (806.1c): each holds one such card of
/// `seat`'s, the square names it.
pub fn host_squares(state: &ZxState, seat: Seat, def: &CardDef) -> Vec<Square> {
    let mut out: Vec<Square> = hosts(state, seat, def).into_iter().map(|(sq, _)| sq).collect();
    out.dedup();
    out
}

/// 806.3d, 1016.2: the resolved Shift is put on the card chosen on `square`; it has shifted
/// from Dynamis.
pub fn attach(state: &mut ZxState, seat: Seat, card: Card, square: Square) {
    let def = state.def(&card).clone();
    let host = hosts(state, seat, &def)
        .into_iter()
        .find(|(sq, _)| *sq == square)
        .map(|(_, id)| id)
        .expect("the square was checked to hold a card the Shift may go on");
    state.extra.shifts.push(Shifted { host, card, controller: seat });
    state.note(rules::SHIFT_ON_CARD, |s| {
        let host = s.unit(host).map(|(_, u)| s.name_of(&u.card)).unwrap_or_default();
        format!("{} shifts from Dynamis onto {host} on {}: one card", s.name_of(&card), square.name())
    });
}
