//! 最後の情報 (last-known information, 9.12.1): when an effect reads a card that has since
//! left the stage, it reads the information the card had when it was last there. The card's
//! information is recorded as it leaves the entry or a member slot (「枠から枠以外」 read as
//! leaving the stage, ruling R93), keyed by the object that left and the new object it became
//! (4.1.4), and read by [`CondAtom::ThisWas`](crate::cards::ability::CondAtom::ThisWas).

use super::info::Info;
use super::locate;
use crate::state::RebirthState;
use crate::state::known::Known;
use fuda_kernel::ObjectId;

/// Records the information of each of `ids` that lies on the stage, before they move
/// together (an effect's move, or the simultaneous fixes of a recovery, 10.3.1.2): read
/// before the first of them leaves, so that each is seen as the others left it. With no
/// ability pending or resolving, no effect can refer back to an earlier record (9.12.1 speaks
/// of an effect carried out), so those are forgotten.
pub fn remember(state: &mut RebirthState, ids: &[ObjectId]) {
    let current = super::info::Current::new(state);
    let known: Vec<(ObjectId, Known)> = ids
        .iter()
        .filter_map(|&id| {
            let (seat, zone, card) = locate(state, id)?;
            if !zone.on_stage() {
                return None;
            }
            let Info { atk, def, printed_attributes, given_attributes, .. } = current.of(&card);
            let attributes = printed_attributes.iter().cloned().chain(given_attributes).collect();
            let rested = state.character(seat, id).is_some_and(|c| c.rested);
            Some((id, Known { seat, zone, atk, def, attributes, rested }))
        })
        .collect();
    if known.is_empty() {
        return;
    }
    if state.pending.is_empty() && state.resolving.is_empty() {
        state.last_known.clear();
    }
    for (id, k) in known {
        state.last_known.record(id, k);
    }
}

/// The card that left the stage as `before` is now the object `now` (4.1.4): its record is
/// kept for the new object too, which is what the abilities it plays from its new zone call
/// このカード (9.8.7).
pub fn follow(state: &mut RebirthState, before: ObjectId, now: ObjectId) {
    if let Some(k) = state.last_known.get(before).cloned() {
        state.last_known.record(now, k);
    }
}
