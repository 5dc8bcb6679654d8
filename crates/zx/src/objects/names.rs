//! Names given to Player cards (211.3, 1206.3): an effect renames its controller's Player card,
//! virtual or not; the player name becomes the same name, so P「○○」 conditions (205.4a) read
//! the new one ([`ZxState::player_named`]).

use crate::rules;
use crate::state::ZxState;
use fuda_kernel::Seat;

/// `seat`'s Player card is named `name` from now on, its player name too (211.3).
pub fn rename(state: &mut ZxState, seat: Seat, name: String) {
    // 202.7f: while the player's Z/X OB is on a square, their Player card takes no effects.
    if state.controls_overboost(seat) {
        state.note(rules::OB_PLAYER_CARDS, |_| {
            format!("{seat} controls a Z/X OB on a square: their Player card is unaffected, and keeps its name")
        });
        return;
    }
    let rule = if state.player(seat).virtual_player { rules::VIRTUAL_GAINS } else { rules::NAME_CHANGE };
    state.note(rule, |_| format!("{seat}'s Player card is now named “{name}”, and so is its player"));
    state.markers.player_names[seat.index()] = Some(name);
    // 1208.1 allows a token only where the card's state is hard to change; the engine records it.
    state.note(rules::PLAYER_CARD_TOKENS, |_| {
        format!("{seat}'s Player card keeps its new name itself: no token stands for it")
    });
}
