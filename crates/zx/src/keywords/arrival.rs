//! 登場する (1007.1): a card moving onto a square from a zone that is not a square has appeared,
//! whatever moved it: its play resolving (1007.2), a Break (1019.2), Activate (1118.2), Trance
//! (1132.2), Den'ei, Raid, Hangon, Dress Up, Color Break, an IGOB or a unison, or an effect's
//! move. Every one of them comes here once the card is on its square, so that what waits for a
//! card to appear sees each the same (808.1): its shields (210.1), the automatic abilities and
//! keywords triggered by its appearing (InfiniteSolitude 1110.2, Stylish Headbutt 1112.1,
//! Alter Force 1108.2, Install 1116.1, Shouka 1123.3), and the event "put onto a square" that
//! event patterns match (808.3).
//!
//! What only a play brings is told apart by `played` (rulings): Overdrive needs an ignition or a
//! play from Life (1133.1), Life Recovery and Void Bringer a play from Life (1103.2, 1104.2,
//! 813.2).

use crate::cards::Card;
use crate::cards::ast::FromZone;
use crate::cards::ast::condition::Zone;
use crate::state::{Origin, ZxState};
use fuda_kernel::Seat;

/// `card` of `seat`, just put on its square, appeared from `from`; `played` is the zone it was
/// played from when its play resolved (1007.2), none when it was put there otherwise.
pub fn arrived(state: &mut ZxState, card: Card, seat: Seat, from: FromZone, played: Option<Origin>) {
    crate::objects::shield::appeared(state, &card);
    if played.is_some() {
        super::overdrive::appeared(state, card, from);
    }
    crate::abilities::appeared(state, card, seat, from);
    super::appeared(state, card, seat, played);
    if let Some(lki) = crate::lki::Lki::of_unit(state, card.id) {
        crate::triggers::moved(state, lki, Zone::Squares, zone_of(from));
    }
}

/// The zone of the event patterns (808.3) a card appeared from; the deck, Dynamis and the
/// Force zone are not zones a pattern names, and a composite has none (1007.5a).
fn zone_of(from: FromZone) -> Option<Zone> {
    match from {
        FromZone::Hand => Some(Zone::Hand),
        FromZone::Life => Some(Zone::Life),
        FromZone::Trash => Some(Zone::Trash),
        FromZone::Charge => Some(Zone::Charge),
        FromZone::Deck | FromZone::Dynamis | FromZone::Force | FromZone::Composite => None,
    }
}
