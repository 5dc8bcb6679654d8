//! Face-down member characters (4.5.5): an effect puts a card face down into a member slot as a
//! character whose information the effect gives (4.5.5.1). That information is kept as a
//! created effect ([`Change::FaceDown`]) and read as the card's printed information while it is
//! face down (9.10.1.1); a face-down character has no name, attribute or ability of its card. A
//! face change ends every created effect on the card (4.5.5.2, ruling R53).

use crate::abilities::{act, events};
use crate::cards::Card;
use crate::cards::ability::{Until, Zone};
use crate::rules;
use crate::state::RebirthState;
use crate::state::lasting::{Change, Lasting};
use fuda_kernel::ObjectId;

/// The information an effect gave the face-down character `card`, if it is one (4.5.5.1).
pub fn given(state: &RebirthState, card: &Card) -> Option<(i32, i32)> {
    let face_down =
        state.players.iter().flat_map(|p| p.members.iter().flatten()).any(|c| c.card.id == card.id && c.face_down);
    face_down.then(|| given_to(state, card.id)).flatten()
}

/// The information the effect that put card object `id` face down gave it (4.5.5.1).
pub fn given_to(state: &RebirthState, id: ObjectId) -> Option<(i32, i32)> {
    state.lasting.iter().find_map(|l| match l.change {
        Change::FaceDown { atk, def } if l.target == id => Some((atk, def)),
        _ => None,
    })
}

/// Puts card object `id` face down into the first empty member slot of its owner as a character
/// with ATK `atk` and DEF `def` (4.5.5, 4.5.5.1), for the ability of `source`; whether it was
/// put (no empty slot, 1.3.2: not).
pub fn put(state: &mut RebirthState, id: ObjectId, atk: i32, def: i32, source: Card) -> Option<ObjectId> {
    let (_, from, card) = super::super::locate(state, id)?;
    let owner = card.owner;
    let slot = state.player(owner).members.iter().position(Vec::is_empty)?;
    act::take(state, id);
    let mut c = crate::moves::placed(state, card);
    c.face_down = true;
    state.player_mut(owner).members[slot].push(c);
    let stamp = state.objects.fresh();
    let master = state.resolving.last().map(|r| r.master).unwrap_or(owner);
    state.lasting.push(Lasting {
        master,
        source,
        target: c.card.id,
        stamp,
        until: Until::Game,
        change: Change::FaceDown { atk, def },
    });
    let readers = state.insiders(owner);
    let name = state.name_of(&c.card);
    state.note_to(readers, rules::FACE_DOWN_MEMBER, |_| format!("the face-down card is {name}"));
    state.note(rules::FACE_DOWN_MEMBER, |_| {
        format!(
            "a card of {owner} goes from the {} face down into member slot {} as a {atk}/{def} character",
            from.name(),
            slot + 1
        )
    });
    events::moved(state, card, c.card, owner, from, Zone::Member, false);
    Some(c.card.id)
}

/// 4.5.5.2 (ruling R53): the card `id` turned face up or down; the effects created on it under
/// its other face apply no more.
pub fn turned(state: &mut RebirthState, id: ObjectId) {
    let before = state.lasting.len();
    state.lasting.retain(|l| l.target != id);
    if state.lasting.len() < before {
        state.note(rules::FACE_DOWN_ISOLATED, |_| {
            "the effects on the card under its other face apply no more".to_string()
        });
    }
}
