//! リンク (202.15): a marker placed as a card on a square its creator chooses (202.15a–c). It is
//! kept apart from the units on squares, so that no effect but a Link card's can choose it
//! (202.15e) or change it (202.15f); it vanishes when it goes anywhere but a square (914.2).

use crate::board::Square;
use crate::rules;
use crate::state::markers::{Link, ObjectAsk};
use crate::state::{Choice, ZxState};
use fuda_kernel::Seat;

/// 202.15b: `seat` chooses the square for a new link named `name`: any square.
pub fn ask_square(state: &mut ZxState, seat: Seat, name: String) {
    let options = Square::ALL.into_iter().map(Choice::Square).collect();
    super::ask(state, seat, ObjectAsk::LinkSquare(name), options);
}

/// 202.15c: the link is placed on `square`, visible to both players.
pub fn create(state: &mut ZxState, seat: Seat, name: String, square: Square) {
    let id = state.objects.fresh();
    state.note(rules::LINK_PLACED, |_| format!("{seat} places the link “{name}” on {}", square.words()));
    state.markers.links.push(Link { id, name, square, seat });
}

/// A Link card's effect (202.15e): `seat` chooses a square with a link.
pub fn ask_trash(state: &mut ZxState, seat: Seat) {
    let mut squares: Vec<Square> = state.markers.links.iter().map(|l| l.square).collect();
    squares.sort_unstable();
    squares.dedup();
    super::ask(state, seat, ObjectAsk::LinkTrash, squares.into_iter().map(Choice::Square).collect());
}

/// The oldest link on `square` is put into the trash: 914.2, it vanishes and is removed
/// instead.
pub fn trash_on(state: &mut ZxState, square: Square) {
    let Some(at) = state.markers.links.iter().position(|l| l.square == square) else { return };
    let link = state.markers.links.remove(at);
    state.note(rules::LINK_VANISHES, |_| {
        format!("the link “{}” on {} goes to no zone but a square: it vanishes", link.name, square.words())
    });
}

/// Every link for the views: public (202.15c).
pub fn shown(state: &ZxState) -> Vec<(String, String)> {
    state
        .markers
        .links
        .iter()
        .map(|l| (format!("link on {}", l.square.name()), format!("“{}” of {}", l.name, l.seat)))
        .collect()
}
