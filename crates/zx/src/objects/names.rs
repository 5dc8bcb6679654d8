//! Names given to Player cards (211.3, 1206.3): an effect renames its controller's Player card,
//! virtual or not; the player name becomes the same name, so P「○○」 conditions (205.4a) read
//! the new one ([`ZxState::player_named`]).

use crate::rules;
use crate::state::ZxState;
use fuda_kernel::Seat;

/// `seat`'s Player card is named `name` from now on, its player name too (211.3).
pub fn rename(state: &mut ZxState, seat: Seat, name: String) {
    let rule = if state.player(seat).virtual_player { rules::VIRTUAL_GAINS } else { rules::NAME_CHANGE };
    state.note(rule, |_| format!("{seat}'s Player card is now named “{name}”, and so is its player"));
    state.markers.player_names[seat.index()] = Some(name);
}
