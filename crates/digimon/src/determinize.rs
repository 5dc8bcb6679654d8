//! The copy of a game a searching agent may read (the kernel's `Game::determinize`): every
//! card the observer cannot identify is dealt again among the places it cannot see, by the one
//! statement of who sees what ([`crate::visibility`]): its standing rules and the temporary
//! exceptions of a reveal or a look.

use crate::state::DigimonState;
use crate::visibility::{self, Exceptions};
use fuda_kernel::{GameRng, Seat};

/// `state` with what `observer` cannot see dealt again from `seed`, a new generator and no log.
pub fn determinize(state: &DigimonState, observer: Seat, seed: u64) -> DigimonState {
    let mut rng = GameRng::new(seed);
    let mut copy = DigimonState { log: Default::default(), ..state.clone() };
    visibility::redeal(&mut copy, observer, &mut rng, visibility::standing, Exceptions::Apply);
    copy.rng = rng;
    copy.logging = false;
    copy
}
