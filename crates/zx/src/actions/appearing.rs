//! 登場できない (1007, 102.6): a card a continuous effect forbids to appear. "Can't" beats any
//! instruction to make it appear: of an effect that makes several cards appear, the ones that
//! can't stay where they are and the rest of the effect resolves (102.3, E4); a Z/X that can't
//! appear can't be played from the hand either ([`crate::play::playable_on`]). Each card is read when its turn to appear comes, after the
//! ones before it appeared, so a limit such as "once a turn" lets only the first through.

use crate::cards::Card;
use crate::rules;
use crate::state::ZxState;
use fuda_kernel::ObjectId;

/// Whether `card` may appear now as far as continuous effects go.
pub fn may_appear(state: &ZxState, card: &Card) -> bool {
    !crate::continuous::traits(state, card).cant_appear
}

/// Whether the card `id` can't appear now; if so, says so in the log.
pub fn cant_appear(state: &mut ZxState, id: ObjectId) -> bool {
    let Some(card) = state.all_cards().into_iter().find(|c| c.id == id) else { return false };
    if may_appear(state, &card) {
        return false;
    }
    state.note(rules::CANT_WINS, |s| format!("{} can't appear: it stays where it is", s.name_of(&card)));
    true
}
