//! 連携「◎◎」 (1124): a static ability that changes the card's cost as it is played (1124.1,
//! 1027): 1 less for each of your Z/X on a square whose name contains ◎◎ (1124.2). "0以下に
//! ならない" reads literally: the cost goes no lower than 1 (rulings: not the 0 floor of
//! 805.2c), and a cost already 1 or 0 stays as printed.

use crate::cards::{Card, Keyword};
use crate::state::ZxState;
use fuda_kernel::Seat;

/// The `points` of `card`'s cost, played by `seat`, after its Renkei keywords.
pub fn reduce(state: &ZxState, seat: Seat, card: &Card, mut points: u8) -> u8 {
    for k in &state.def(card).keywords {
        let Keyword::Renkei(name) = k else { continue };
        let n = state
            .units()
            .filter(|(_, u)| u.controller == seat && state.def(&u.card).kind.is_zx())
            .filter(|(_, u)| state.def(&u.card).name.contains(name.as_str()))
            .count();
        let n = u8::try_from(n).unwrap_or(u8::MAX);
        if points > 1 {
            points = points.saturating_sub(n).max(1);
        }
    }
    points
}

/// Logs the reduction as `card` is paid for, if Renkei lowered its cost.
pub fn note(state: &mut ZxState, seat: Seat, card: &Card) {
    let Some(printed) = state.def(card).points() else { return };
    let paid = reduce(state, seat, card, printed);
    if paid != printed {
        state.note(crate::rules::RENKEI, |s| format!("{} costs {paid} instead of {printed} (Renkei)", s.name_of(card)));
    }
}
