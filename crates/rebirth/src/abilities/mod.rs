//! Abilities at work: where a card lies and whether its ability is valid there (9.4.4), what
//! filters, conditions and amounts mean in a game ([`scope`]), the events the game raises and
//! the auto abilities they make pending (9.8, [`events`]), auto-ability processing at a check
//! timing (10.4, [`process`]) and the running of costs and effects (9.5, 9.7.4.2, [`run`]).

pub mod act;
pub mod activate;
pub mod counter;
pub mod designate;
pub mod events;
pub mod info;
pub mod lki;
pub mod process;
pub mod replace;
pub mod run;
pub mod scope;

pub use crate::state::abilities::{Delayed, Fired, Part, Pending, Resolving, Source, Used};

use crate::cards::Card;
use crate::cards::ability::Zone;
pub use crate::cards::ability::valid_in;
use crate::state::RebirthState;
use fuda_kernel::catalog::CardIdx;
use fuda_kernel::{ObjectId, Seat};

/// Where each card of the game lies: its master and its zone (4).
pub fn placed_cards(state: &RebirthState) -> Vec<(Seat, Zone, Card)> {
    let mut out = Vec::new();
    each_placed(state, |seat, zone, card| out.push((seat, zone, card)));
    out
}

/// The cards that lie where `works(def, zone)` holds, read from the card facts (an ability of
/// some kind works there, 9.4.4), and the card `also` in the zone it lies in (an event's
/// subject, whose abilities look back to the zone it left, 9.8.4.1). Only the zones where the
/// card data has abilities that can work are searched: the entry, the member slots, the energy
/// and Re-birth areas, and the zones some ability is tagged for. The deck and the hand hold
/// most of a game's cards and almost never a valid ability, and this runs for every event and
/// check timing.
pub fn cards_where(
    state: &RebirthState,
    also: Option<(ObjectId, Zone)>,
    works: impl Fn(CardIdx, Zone) -> bool,
) -> Vec<(Seat, Zone, Card)> {
    let wanted = |zone: Zone| searched(state, zone) || also.is_some_and(|(_, z)| z == zone);
    let mut out = Vec::with_capacity(16);
    each_placed_in(state, wanted, |seat, zone, card| {
        if works(card.def, zone) || also == Some((card.id, zone)) && state.facts.has_abilities(card.def) {
            out.push((seat, zone, card));
        }
    });
    out
}

/// Whether some card lies where `works(def, zone)` holds, searching the zones of
/// [`cards_where`] without listing them.
pub fn any_ability_card(state: &RebirthState, works: impl Fn(CardIdx, Zone) -> bool) -> bool {
    let mut found = false;
    each_placed_in(state, |zone| searched(state, zone), |_, zone, card| found = found || works(card.def, zone));
    found
}

/// Whether abilities are searched for in `zone`: the entry, the member slots, the energy and
/// Re-birth areas, where untagged abilities work (9.4.4), and the zones some ability is tagged for.
fn searched(state: &RebirthState, zone: Zone) -> bool {
    matches!(zone, Zone::Entry | Zone::Member | Zone::Energy | Zone::Rebirth) || state.facts.tagged(zone)
}

/// Calls `f` with every card of the game, player by player, zone by zone (4).
fn each_placed(state: &RebirthState, f: impl FnMut(Seat, Zone, Card)) {
    each_placed_in(state, |_| true, f);
}

/// Calls `f` with every card of the zones `wanted` admits, in the order of [`each_placed`].
fn each_placed_in(state: &RebirthState, wanted: impl Fn(Zone) -> bool, mut f: impl FnMut(Seat, Zone, Card)) {
    for (k, p) in state.players.iter().enumerate() {
        let seat = Seat(k as u8);
        if wanted(Zone::Entry) {
            p.entry.iter().for_each(|c| f(seat, Zone::Entry, c.card));
        }
        if wanted(Zone::Member) {
            p.members.iter().flatten().for_each(|c| f(seat, Zone::Member, c.card));
        }
        if wanted(Zone::Energy) {
            p.energy.iter().for_each(|e| f(seat, Zone::Energy, e.card));
        }
        for (zone, cards) in [
            (Zone::Rebirth, &p.rebirth),
            (Zone::Retire, &p.retire),
            (Zone::Waiting, &p.waiting),
            (Zone::Memory, &p.memory),
            (Zone::Hand, &p.hand),
            (Zone::Deck, &p.deck),
        ] {
            if wanted(zone) {
                cards.iter().for_each(|c| f(seat, zone, *c));
            }
        }
    }
}

/// The master and zone of card object `id`.
pub fn locate(state: &RebirthState, id: ObjectId) -> Option<(Seat, Zone, Card)> {
    let mut found = None;
    each_placed(state, |seat, zone, card| {
        if found.is_none() && card.id == id {
            found = Some((seat, zone, card));
        }
    });
    found
}
