//! The copy of a game a searching agent may read (the kernel's `Game::determinize`): every
//! card the observer cannot see (3-1-3-2) is dealt again among the places it cannot see. The
//! visibility is the view's ([`crate::view`]): decks and security stacks except face-up,
//! revealed and looked-at cards, the opponent's hand, its face-down sources (4-5-10) and both
//! Digi-Egg decks. A player's Digi-Eggs are dealt among themselves, its other cards among the
//! rest, so every card stays in a zone it can be in.

use crate::state::{Card, DigimonState, Player};
use crate::view::shown_in_hidden_zone;
use fuda_kernel::determinize::redeal_ids;
use fuda_kernel::{GameRng, ObjectId, Seat};

/// `state` with what `observer` cannot see dealt again from `seed`, a new generator and no log.
pub fn determinize(state: &DigimonState, observer: Seat, seed: u64) -> DigimonState {
    let mut rng = GameRng::new(seed);
    let mut copy = DigimonState { log: Default::default(), ..state.clone() };
    for owner in [Seat(0), Seat(1)] {
        let (eggs, others) = hidden_from(state, observer, owner);
        for ids in [eggs, others] {
            redeal_ids(copy.players.iter_mut().flat_map(Player::cards_mut), &ids, &mut rng);
        }
    }
    copy.rng = rng;
    copy.logging = false;
    copy
}

/// The ids of `owner`'s cards that `observer` cannot see: Digi-Eggs, then the others; sorted.
fn hidden_from(state: &DigimonState, observer: Seat, owner: Seat) -> (Vec<ObjectId>, Vec<ObjectId>) {
    let p = state.player(owner);
    let unseen = |cards: &[Card]| -> Vec<ObjectId> {
        cards.iter().filter(|c| shown_in_hidden_zone(state, c, observer).is_none()).map(|c| c.id).collect()
    };
    let eggs = p.eggs.iter().map(|c| c.id).collect();
    let mut others = unseen(&p.deck);
    others.extend(unseen(&p.security));
    if owner != observer {
        others.extend(p.hand.iter().map(|c| c.id));
        for unit in state.players.iter().flat_map(|q| q.breeding.iter().chain(q.battle())) {
            others.extend(
                unit.sources().iter().filter(|c| c.owner == owner && unit.face_down().contains(&c.id)).map(|c| c.id),
            );
        }
    }
    let sorted = |mut ids: Vec<ObjectId>| {
        ids.sort_unstable();
        ids
    };
    (sorted(eggs), sorted(others))
}
