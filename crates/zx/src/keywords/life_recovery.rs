//! ライフリカバリー (1103): a special ability applied when the card, played from Life by player
//! damage, resolves and appears on a square: if its controller's Life holds no more cards than
//! the opponent's, the top card of their deck goes to their Life (1103.2).

use crate::cards::Card;
use crate::rules;
use crate::state::ZxState;
use fuda_kernel::Seat;

/// 1103.2, for `card` of `seat` that just appeared from Life.
pub fn apply(state: &mut ZxState, seat: Seat, card: &Card) {
    let (mine, theirs) = (state.player(seat).life.len(), state.player(ZxState::opponent(seat)).life.len());
    if mine > theirs {
        state.note(rules::LIFE_RECOVERY, |s| {
            format!(
                "Life Recovery of {}: {seat}'s Life ({mine}) is more than the opponent's ({theirs})",
                s.name_of(card)
            )
        });
        return;
    }
    let Some(top) = state.player_mut(seat).deck.pop() else {
        state.note(rules::DO_WHAT_YOU_CAN, |_| format!("{seat} has no deck card for Life Recovery"));
        return;
    };
    let top = state.renew(top);
    state.player_mut(seat).life.push(top);
    state.note(rules::LIFE_RECOVERY, |s| {
        format!("Life Recovery of {}: the top card of {seat}'s deck goes to Life ({} cards)", s.name_of(card), mine + 1)
    });
}
