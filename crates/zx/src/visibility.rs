//! Who may see which card (301.3): the one statement the views and determinization read. The
//! deck and Life are hidden from everyone (304.2, 307), but a player searching their own deck sees it while choosing; the hand, face-down Dynamis cards and
//! the card kept with the Player card from the opponent (309, 313.2, 202.7c, 202.10b); the
//! squares, Temporary, trash, Charge, Resource and Remove zone are public. A revealed card is
//! seen by every player until it moves (1006). A player searching their deck for a setup
//! keyword card (402.1c–e) sees their deck while they choose.

use crate::cards::effect::Pile;
use crate::state::frame::Goal;
use crate::state::keywords::KwDecision;
use crate::state::{DecisionKind, ZxState};
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
    /// The Force zone, face up or down (312.2a).
    Force {
        /// Face up.
        face_up: bool,
    },
}

/// Whether `viewer` may identify `card` (owned by `owner`) lying in `place`.
pub fn seen(state: &ZxState, place: Place, card: &crate::cards::Card, viewer: Seat) -> bool {
    if state.revealed == Some(card.id) {
        return true;
    }
    match place {
        Place::Deck => searching(state) == Some(viewer) && card.owner == viewer,
        Place::Life => false,
        Place::Hand | Place::Partner => card.owner == viewer,
        Place::Dynamis { face_up } => face_up || card.owner == viewer,
        Place::Public => true,
        // 312.2b: a face-down force is hidden but from the player whose card it is (301.3b).
        Place::Force { face_up } => face_up || card.owner == viewer,
    }
}

/// The player looking through their own deck to choose cards from it (402.1c–e, an effect's
/// search): while they choose, they see its cards; the deck is shuffled afterwards (402.1f,
/// 804.3e), so its order tells them nothing.
fn searching(state: &ZxState) -> Option<Seat> {
    let d = state.decision.as_ref()?;
    let looks = match &d.kind {
        DecisionKind::Keyword(KwDecision::SetupPick(_)) => true,
        DecisionKind::Pick(p) => matches!(p.goal, Goal::Move { from: Pile::Deck, .. }),
        // 1019.2: card B of a Break is sought in the deck.
        DecisionKind::Objects(crate::state::markers::ObjectAsk::Break(b)) => b.a.is_some() && b.spec.from == Pile::Deck,
        _ => false,
    };
    looks.then_some(d.seat)
}
