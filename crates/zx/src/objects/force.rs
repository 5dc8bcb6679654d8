//! フォース (312, 1010): cards in the Force zone, each associated with a card on a square
//! (312.3). Face up they are public and their abilities valid; face down they are hidden and
//! their abilities never valid (312.2a), though the player whose card they are associated with
//! may look (312.2b). A force with no host goes to the trash (908.1).

use crate::cards::objects::ForceDest;
use crate::rules;
use crate::state::markers::{Force, ForcePut, ObjectAsk};
use crate::state::{Choice, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// `seat` chooses a Z/X of theirs on a square: to get a force, or to lose one.
pub fn ask_host(state: &mut ZxState, seat: Seat, ask: ObjectAsk) {
    let losing = matches!(ask, ObjectAsk::ForceAway(_));
    let has_deck = !state.player(seat).deck.is_empty();
    let options = state
        .units()
        .filter(|(_, u)| u.controller == seat && state.def(&u.card).kind.is_zx())
        .filter(|(_, u)| if losing { state.markers.forces.iter().any(|f| f.host == u.card.id) } else { has_deck })
        .map(|(_, u)| Choice::Target(u.card.id))
        .collect();
    super::ask(state, seat, ask, options);
}

/// 1010.1: the top card of `seat`'s deck goes to the Force zone, face up unless the effect says
/// face down, associated with `host`; with no host on a square, nothing happens (1010.1a).
pub fn put_top(state: &mut ZxState, seat: Seat, host: ObjectId, face_down: bool) {
    let Some((_, u)) = state.unit(host) else {
        state.note(rules::FORCE_NO_HOST, |_| "the card is no longer on a square: no force is put".to_string());
        return;
    };
    let host_card = u.card;
    let Some(card) = state.player_mut(seat).deck.pop() else { return };
    let card = state.renew(card);
    state.markers.forces.push(Force { card, host, seat, face_up: !face_down });
    if face_down {
        state.note(rules::FORCE_HIDDEN, |s| {
            format!("{seat} puts the top card of their deck face down as a force of {}", s.name_of(&host_card))
        });
    } else {
        state.note(rules::FORCE_PUT, |s| {
            format!("{seat} puts {} as a force of {}", s.name_of(&card), s.name_of(&host_card))
        });
    }
}

/// 1010.2: a force of `host` goes to `to`; with more than one, `seat` chooses which (the Force
/// zone's order is anyone's to change, 312.2, so age decides nothing).
pub fn put_away(state: &mut ZxState, seat: Seat, host: ObjectId, to: ForceDest) {
    let options: Vec<Choice> =
        state.markers.forces.iter().filter(|f| f.host == host).map(|f| Choice::Target(f.card.id)).collect();
    match options.as_slice() {
        [] => {}
        [Choice::Target(card)] => put_force(state, seat, *card, to),
        _ => super::ask(state, seat, ObjectAsk::ForceCard { host, to }, options),
    }
}

/// 1010.2: the force `card` goes to `to`, its owner's. 1010.2a: "the force put" then reads the
/// card there, or as it was in the Force zone when `to` is hidden.
pub fn put_force(state: &mut ZxState, seat: Seat, card: ObjectId, to: ForceDest) {
    let at = state.markers.forces.iter().position(|f| f.card.id == card).expect("an offered force");
    let force = state.markers.forces.remove(at);
    let card = state.renew(force.card);
    let owner = card.owner;
    let seen = match to {
        ForceDest::Trash => {
            state.player_mut(owner).trash.push(card);
            Some(card)
        }
        ForceDest::Hand => {
            state.player_mut(owner).hand.push(card);
            force.face_up.then_some(force.card)
        }
    };
    state.markers.force_put = Some(ForcePut { card: seen });
    match seen {
        Some(c) => {
            state.note(rules::FORCE_AWAY, |s| {
                format!("{seat} puts the force {} into {owner}'s {}", s.name_of(&c), to.word())
            });
            let from = if to == ForceDest::Trash { "in the trash" } else { "as it was in the Force zone" };
            state.note(rules::FORCE_PUT_INFO, |s| {
                format!("the force put is {}, named “{}” ({from})", s.name_of(&c), s.current_name(&c))
            });
        }
        None => {
            state.note(rules::FORCE_AWAY, |_| format!("{seat} puts a face-down force into {owner}'s {}", to.word()));
            state.note(rules::FORCE_PUT_INFO, |_| {
                "the force put was face down and went to a hidden zone: it shows nothing".to_string()
            });
        }
    }
}

/// 908.1: every force associated with no card on a square goes to the trash (its owner's,
/// 302.4); 908.2: so does a force associated with a face-down card, as the forces of a card
/// that broke are (1019.2). Returns whether one did.
pub fn invalid(state: &mut ZxState) -> bool {
    let face_down: Vec<ObjectId> = state.markers.forces.iter().filter(|f| !f.face_up).map(|f| f.card.id).collect();
    let (gone, kept): (Vec<Force>, Vec<Force>) =
        std::mem::take(&mut state.markers.forces).into_iter().partition(|f| state.unit(f.host).is_none());
    state.markers.forces = kept;
    for f in &gone {
        let card = state.renew(f.card);
        state.player_mut(card.owner).trash.push(card);
        if face_down.contains(&f.host) {
            state.note(rules::FACE_DOWN_HOST, |s| {
                format!("a force of a face-down card goes to the trash: {}", s.name_of(&card))
            });
        } else {
            state.note(rules::INVALID_FORCE, |s| {
                format!("a force of no card on a square goes to the trash: {}", s.name_of(&card))
            });
        }
    }
    !gone.is_empty()
}

/// A force's states for views: its host (312.3) and face (312.2a).
pub fn states(state: &ZxState, force: &Force) -> Vec<String> {
    let host = state.unit(force.host).map(|(sq, u)| format!("force of {} on {}", state.name_of(&u.card), sq.name()));
    let face = if force.face_up { "face up" } else { "face down" };
    host.into_iter().chain([face.to_string()]).collect()
}
