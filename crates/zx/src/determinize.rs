//! The copy of a game a searching agent may read: every card the observer cannot identify is
//! dealt again among the places of its owner it cannot see, by [`crate::visibility`].

use crate::state::{DecisionKind, ZxState};
use crate::visibility::{self, Place};
use fuda_kernel::{GameRng, ObjectId, Seat};

/// The ids of the cards `observer` cannot see in one pool of `seat`'s: the deck, Life and hand
/// together (cards that may stand for one another), and Dynamis apart (Extra cards).
fn hidden(state: &ZxState, seat: Seat, observer: Seat) -> [Vec<ObjectId>; 2] {
    let p = state.player(seat);
    let mut main = Vec::new();
    for (place, cards) in [(Place::Deck, &p.deck), (Place::Life, &p.life), (Place::Hand, &p.hand)] {
        main.extend(cards.iter().filter(|c| !visibility::seen(state, place, c, observer)).map(|c| c.id));
    }
    // Face-down forces (312.2a) may stand for any hidden card of their owner's.
    let forces = state.markers.forces.iter().filter(|f| f.card.owner == seat);
    main.extend(
        forces
            .filter(|f| !visibility::seen(state, Place::Force { face_up: f.face_up }, &f.card, observer))
            .map(|f| f.card.id),
    );
    let extra = p
        .dynamis
        .iter()
        .filter(|d| !visibility::seen(state, Place::Dynamis { face_up: d.face_up }, &d.card, observer))
        .map(|d| d.card.id)
        .collect();
    main.sort_unstable();
    [main, extra]
}

/// `state` with what `observer` cannot see dealt again from `seed`, a new generator and no log.
pub fn determinize(state: &ZxState, observer: Seat, seed: u64) -> ZxState {
    let mut rng = GameRng::new(seed);
    let mut copy = ZxState { log: Default::default(), ..state.clone() };
    for seat in [Seat(0), Seat(1)] {
        for mut ids in hidden(state, seat, observer) {
            ids.sort_unstable();
            let p = &mut copy.players[seat.index()];
            let forces = copy.markers.forces.iter_mut().filter(|f| f.card.owner == seat).map(|f| &mut f.card);
            let cards = p
                .deck
                .iter_mut()
                .chain(p.life.iter_mut())
                .chain(p.hand.iter_mut())
                .chain(p.dynamis.iter_mut().map(|d| &mut d.card))
                .chain(forces);
            fuda_kernel::determinize::redeal_ids(cards, &ids, &mut rng);
        }
    }
    copy.rng = rng;
    copy.logging = false;
    refresh_options(&mut copy);
    copy
}

/// The pending decision's options again, where they read cards that were dealt again: the
/// hand cards the opponent may play (506.2, 603.1b) are those of the copy.
fn refresh_options(copy: &mut ZxState) {
    let Some(d) = copy.decision.as_ref() else { return };
    let mut options = match d.kind {
        DecisionKind::Main => crate::options::main(copy),
        DecisionKind::BattleEvents => crate::battle::event_options(copy, d.seat),
        _ => return,
    };
    // 1201.1b read the real state: an action it refused stays refused in the copy.
    options.retain(|c| !crate::loops::remembered(c) || d.options.contains(c));
    if let Some(d) = copy.decision.as_mut() {
        d.options = options;
    }
}
