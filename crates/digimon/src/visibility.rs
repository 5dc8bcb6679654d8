//! Which cards a seat may identify, stated once (3-1-2): the standing rules of each place
//! ([`standing`], 3-2 to 3-7, 4-5-10) and the temporary exceptions, a reveal (15-15-3-1) and a
//! look (15-15-4-1) ([`exception`]). The view ([`crate::view`]) shows a card by [`seen`]; the
//! copy a search reads ([`crate::determinize`]) deals again, by [`redeal`], every card [`seen`]
//! does not show. The leak oracle of the tests deals again by its own table of the standing
//! rules through [`redeal`] with [`Exceptions::Ignore`].

use crate::state::{Card, DigimonState, Player};
use fuda_kernel::determinize::redeal_ids;
use fuda_kernel::zone::Visibility;
use fuda_kernel::{GameRng, ObjectId, Seat};

/// Where a card lies, as far as who may see it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Place {
    /// デッキ (3-2).
    Deck,
    /// デジタマデッキ (3-3).
    DigitamaDeck,
    /// 手札 (3-5).
    Hand,
    /// トラッシュ (3-6).
    Trash,
    /// A security card lying face down, as security cards do (3-7-2).
    Security,
    /// A security card lying face up (3-7-4).
    SecurityFaceUp,
    /// A card of a 1体 in the breeding or battle area (3-4): its top card, a face-up
    /// digivolution card or a link card.
    Area,
    /// A digivolution card lying face down under a 1体 (4-5-10).
    FaceDownSource,
}

impl Place {
    /// Every place, in declaration order.
    pub const ALL: [Place; 8] = [
        Place::Deck,
        Place::DigitamaDeck,
        Place::Hand,
        Place::Trash,
        Place::Security,
        Place::SecurityFaceUp,
        Place::Area,
        Place::FaceDownSource,
    ];
}

/// Who may see the cards of a place by the standing rules (the count is always public, 3-1-2).
pub fn standing(place: Place) -> Visibility {
    match place {
        // 3-2-2, 3-3-2: the decks are hidden zones, their cards face down.
        Place::Deck | Place::DigitamaDeck => Visibility::Hidden,
        // 3-5-3: the hand is hidden, but its owner may look at it freely.
        Place::Hand => Visibility::Owner,
        // 3-6-3: the trash is public.
        Place::Trash => Visibility::Public,
        // 3-7-2: security is hidden, its cards face down; 3-7-4: a face-up one is public.
        Place::Security => Visibility::Hidden,
        Place::SecurityFaceUp => Visibility::Public,
        // 3-4-2: the area is public, its cards face up.
        Place::Area => Visibility::Public,
        // 4-5-10: a face-down stacked card is hidden, but its owner may look at it.
        Place::FaceDownSource => Visibility::Owner,
    }
}

/// Why a seat may identify a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seen {
    /// The standing rules of its place.
    Standing,
    /// It is being revealed to every player (15-15-3-1).
    Revealed,
    /// The seat is looking at it (15-15-4-1).
    LookedAt,
}

/// A temporary exception for `card`: every player sees a card being revealed (15-15-3-1,
/// rules::REVEAL_PUBLIC), only the player looking sees a looked-at one (15-15-4-1, rules::LOOK).
pub fn exception(state: &DigimonState, card: &Card, viewer: Seat) -> Option<Seen> {
    if state.revealed.contains(&card.id) {
        return Some(Seen::Revealed);
    }
    match &state.looking {
        Some((seat, ids)) if *seat == viewer && ids.contains(&card.id) => Some(Seen::LookedAt),
        _ => None,
    }
}

/// Whether and why `viewer` may identify `card`, lying in `place`.
pub fn seen(state: &DigimonState, place: Place, card: &Card, viewer: Seat) -> Option<Seen> {
    if standing(place).visible_to(card.owner, viewer) {
        return Some(Seen::Standing);
    }
    exception(state, card, viewer)
}

/// Calls `f` on every card of a player's zones with its place.
pub fn each_card(p: &Player, mut f: impl FnMut(Place, &Card)) {
    p.deck.iter().for_each(|c| f(Place::Deck, c));
    p.eggs.iter().for_each(|c| f(Place::DigitamaDeck, c));
    p.hand.iter().for_each(|c| f(Place::Hand, c));
    p.trash.iter().for_each(|c| f(Place::Trash, c));
    for c in p.security.iter() {
        f(if p.face_up_security.contains(&c.id) { Place::SecurityFaceUp } else { Place::Security }, c);
    }
    for unit in p.breeding.iter().chain(p.battle()) {
        for c in unit.stack() {
            f(if unit.face_down().contains(&c.id) { Place::FaceDownSource } else { Place::Area }, c);
        }
        unit.links().iter().for_each(|c| f(Place::Area, c));
    }
}

/// Whether [`redeal`] keeps the temporary exceptions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exceptions {
    /// A card revealed, or looked at by the observer, stays where it is.
    Apply,
    /// Only the standing rules count.
    Ignore,
}

/// Deals again, from `rng`, every card of `state` that `observer` may not identify by the
/// visibility `rules` give each place (with or without the temporary exceptions). A player's
/// Digi-Eggs are dealt among themselves, its other cards among the rest, so every card stays
/// in a zone it can be in (3-1-3-9).
pub fn redeal(
    state: &mut DigimonState,
    observer: Seat,
    rng: &mut GameRng,
    rules: impl Fn(Place) -> Visibility,
    exceptions: Exceptions,
) {
    for owner in [Seat(0), Seat(1)] {
        let (mut eggs, mut others) = (Vec::<ObjectId>::new(), Vec::<ObjectId>::new());
        for p in state.players.iter() {
            each_card(p, |place, c| {
                let excepted = exceptions == Exceptions::Apply && exception(state, c, observer).is_some();
                if c.owner == owner && !rules(place).visible_to(c.owner, observer) && !excepted {
                    if place == Place::DigitamaDeck { &mut eggs } else { &mut others }.push(c.id);
                }
            });
        }
        for mut ids in [eggs, others] {
            ids.sort_unstable();
            redeal_ids(state.players.iter_mut().flat_map(Player::cards_mut), &ids, rng);
        }
    }
}
