//! Who may see which card (301.3): the one statement the views and determinization read. The
//! deck and Life are hidden from everyone (304.2, 307); the hand, face-down Dynamis cards and
//! the card kept with the Player card from the opponent (309, 313.2, 202.7c, 202.10b); the
//! squares, Temporary, trash, Charge, Resource and Remove zone are public. A revealed card is
//! seen by every player until it moves (1006). A player choosing a card of their deck sees
//! their deck while they choose (402.1e).

use crate::state::ZxState;
use fuda_kernel::Seat;

/// Where a card lies, as far as seeing it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The deck.
    Deck,
    /// Life.
    Life,
    /// The hand.
    Hand,
    /// Dynamis, face up or down.
    Dynamis {
        /// Face up (313.2a).
        face_up: bool,
    },
    /// Kept with the Player card (402.1b).
    Partner,
    /// Any public zone.
    Public,
}

/// Whether `viewer` may identify `card` (owned by `owner`) lying in `place`.
pub fn seen(state: &ZxState, place: Place, card: &crate::cards::Card, viewer: Seat) -> bool {
    if state.revealed == Some(card.id) {
        return true;
    }
    match place {
        Place::Deck => state.searching_deck() == Some(viewer) && card.owner == viewer,
        Place::Life => false,
        Place::Hand | Place::Partner => card.owner == viewer,
        Place::Dynamis { face_up } => face_up || card.owner == viewer,
        Place::Public => true,
    }
}
