//! 絶界 (1107): while on a square, the card can't be chosen by an effect that says to choose
//! Z/X or Ascensions (1107.2, 1023.1), only on a square (1107.2a). "絶界 P○○" adds the
//! condition of 1101.2a (E40): it is valid only while the controller's Player card on a square
//! has ○○ in its card name or as its player name.

use crate::cards::Keyword;
use crate::state::ZxState;
use fuda_kernel::{ObjectId, Seat};

/// Whether an effect may choose the card `id`: anything not on a square may be (1107.2a).
pub fn choosable(state: &ZxState, id: ObjectId) -> bool {
    let Some((_, u)) = state.unit(id) else { return true };
    !state.def(&u.card).keywords.iter().any(|k| {
        matches!(k, Keyword::Zekkai) || matches!(k, Keyword::ZekkaiP(name) if player_named(state, u.controller, name))
    })
}

/// E40 (1101.2a): `seat` controls a Player card on a square whose card name contains `name` or
/// whose player name is `name`.
pub fn player_named(state: &ZxState, seat: Seat, name: &str) -> bool {
    state.units().any(|(_, u)| {
        let def = state.def(&u.card);
        u.controller == seat
            && def.kind.is_player()
            && (def.name.contains(name) || def.player_name.as_deref() == Some(name))
    })
}
