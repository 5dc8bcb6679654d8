//! 808.3d: whether a card has an automatic ability, or the ability is valid, is judged for a
//! destruction's trigger as things stood while the destroyed card was on its square. An ability
//! valid only while its card matches (803.2a) is read then: just before the destruction its
//! validity is captured ([`capture`]) and its triggers read that ([`valid`], E30: while Actore
//! renamed every other card and set its race, Vinum was no [Diabolos] and had no ability that
//! needs it, even though it is one again once Actore has gone).

use crate::cards::Card;
use crate::cards::ast::event::EventKind;
use crate::cards::ast::filter::ZxFilter;
use crate::cards::ast::{Ability, Automatic};
use crate::state::ZxState;
use crate::state::reader::Reader;
use crate::state::records::Event;
use crate::state::shared::Held;
use fuda_kernel::Seat;

/// Records, just before cards are destroyed, whether each automatic ability with a validity
/// condition of a card on a square is valid; the first capture of an action counts.
pub fn capture(state: &mut ZxState) {
    if !state.look_back.is_empty() {
        return;
    }
    let mut seen = Vec::new();
    for (_, u) in state.units() {
        for held in crate::state::shared::held(state, &u.card) {
            if let Ability::Automatic(Automatic { this_is: Some(f), .. }) = held.ability {
                let valid = Reader { state, seat: u.controller }.matches(f, &u.card, None);
                seen.push((u.card.id, held.via.map(|v| v.id), held.index, valid));
            }
        }
    }
    state.look_back = seen;
}

/// Whether the ability `held` of `card`, valid only while `card` matches `filter`, may trigger
/// on `event`: for a destruction as captured before it (808.3d), otherwise as things are now.
pub fn valid(state: &ZxState, event: &Event, card: Card, seat: Seat, held: &Held, filter: &ZxFilter) -> bool {
    let destruction = matches!(event.kind, EventKind::Destroyed | EventKind::DestroyedBy(_));
    let key = (card.id, held.via.map(|v| v.id), held.index);
    let before = state.look_back.iter().find(|(id, via, index, _)| (*id, *via, *index) == key);
    match before {
        Some(&(.., valid)) if destruction => valid,
        _ => Reader { state, seat }.matches(filter, &card, None),
    }
}
