//! The copy of a game a searching agent may read (the kernel's `Game::determinize`): every
//! card the observer cannot see is dealt again among the places it cannot see. The visibility
//! is the view's ([`crate::view`]): both decks (304), the opponent's hand (305.3) and every
//! face-down Damage-zone card (309.1b-1), except cards revealed to every player (1306.1,
//! 1209.3c).

use crate::cards::Card;
use crate::state::{NsState, Player};
use crate::view::revealed;
use fuda_kernel::determinize::redeal_ids;
use fuda_kernel::{GameRng, ObjectId, Seat};

/// `state` with what `observer` cannot see dealt again from `seed`, a new generator and no log.
pub fn determinize(state: &NsState, observer: Seat, seed: u64) -> NsState {
    let mut rng = GameRng::new(seed);
    let mut copy = NsState { log: Default::default(), ..state.clone() };
    for owner in [Seat(0), Seat(1)] {
        redeal_ids(copy.players.iter_mut().flat_map(cards_mut), &hidden_from(state, observer, owner), &mut rng);
    }
    copy.rng = rng;
    copy.logging = false;
    copy
}

/// The ids of `owner`'s cards that `observer` cannot see, sorted.
fn hidden_from(state: &NsState, observer: Seat, owner: Seat) -> Vec<ObjectId> {
    let p = state.player(owner);
    let mut ids: Vec<ObjectId> = p.deck.iter().filter(|c| !revealed(state, c)).map(|c| c.id).collect();
    ids.extend(p.damage_zone.iter().filter(|d| !d.face_up).map(|d| d.card.id));
    if owner != observer {
        ids.extend(p.hand.iter().filter(|c| !revealed(state, c)).map(|c| c.id));
    }
    ids.sort_unstable();
    ids
}

/// Every card of a player's zones.
fn cards_mut(p: &mut Player) -> impl Iterator<Item = &mut Card> {
    p.deck
        .iter_mut()
        .chain(p.hand.iter_mut())
        .chain(p.field.iter_mut().map(|c| &mut c.card))
        .chain(p.ether.iter_mut().map(|e| &mut e.card))
        .chain(p.ohigan.iter_mut())
        .chain(p.damage_zone.iter_mut().map(|d| &mut d.card))
        .chain(p.exclusion.iter_mut())
        .chain(p.check.iter_mut())
}
