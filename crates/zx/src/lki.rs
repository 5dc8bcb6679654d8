//! 最終情報 (814): what a card was when it was last where it counted, and who a destruction is
//! attributed to.
//! - [`Lki`]: a card's identity, controller, square and power on the square, captured before it
//!   leaves (814.1, 808.3a, 808.3d). A card moved square to square is still itself (814.1a):
//!   it keeps its identity, so nothing is captured.
//! - [`Mark`]: damage dealt by battle (1203.1) or by an effect's source (1204.3), read by the
//!   lethal damage check of the PPP right after (1204.6: the first one only; later rule effects
//!   cascade unattributed) and then forgotten.

use crate::cards::Card;
pub use crate::state::records::{By, Lki, Mark};
use crate::state::{Unit, ZxState};
use fuda_kernel::ObjectId;

impl Lki {
    /// The unit `id` as it stands now, if it is on a square.
    pub fn of_unit(state: &ZxState, id: ObjectId) -> Option<Lki> {
        let (square, u) = state.unit(id)?;
        Some(Lki { card: u.card, controller: u.controller, square: Some(square), power: Some(state.power(u)) })
    }

    /// A unit already taken off `square`: its power read as if it still stood there, which
    /// misses only its own permanent abilities; callers that can capture it before use
    /// [`Lki::of_unit`].
    pub fn of_taken(state: &ZxState, unit: &Unit) -> Lki {
        Lki { card: unit.card, controller: unit.controller, square: None, power: Some(state.power(unit)) }
    }

    /// A card in a zone off the squares: its printed parameters, its owner.
    pub fn of_card(card: Card) -> Lki {
        Lki { card, controller: card.owner, square: None, power: None }
    }
}

/// Records that `by` dealt damage to `unit`.
pub fn mark(state: &mut ZxState, unit: ObjectId, by: By) {
    state.marks.push(Mark { unit, by });
}

/// Takes every mark: the lethal damage check right after reads them once (1204.3, 1204.6);
/// the latest damage of a unit is the one that counts (1204.5).
pub fn take_marks(state: &mut ZxState) -> Vec<Mark> {
    std::mem::take(&mut state.marks)
}

/// The mark that counts for `unit` among `marks`: the latest (1204.5).
pub fn cause(marks: &[Mark], unit: ObjectId) -> Option<Mark> {
    marks.iter().rev().find(|m| m.unit == unit).copied()
}
