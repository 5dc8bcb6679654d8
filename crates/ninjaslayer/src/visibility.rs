//! Which cards a seat may identify, stated once (302.2): the standing rules of each zone
//! ([`standing`], 304-312) and the temporary exceptions, a card revealed to every player by an
//! effect (1306.1) or so that its ability triggers (1209.3c) ([`exception`]). The view
//! ([`crate::view`]) shows a card by [`seen`]; the copy a search reads ([`crate::determinize`])
//! deals again, by [`redeal`], every card [`seen`] does not show. The leak oracle of the tests
//! deals again by its own table of the standing rules through [`redeal`] with
//! [`Exceptions::Ignore`].

use crate::cards::Card;
use crate::state::{Choice, NsState, Player};
use fuda_kernel::determinize::redeal_ids;
use fuda_kernel::zone::Visibility;
use fuda_kernel::{GameRng, ObjectId, Seat};

/// Where a card lies, as far as who may see it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Place {
    /// デッキ置き場 (304).
    Deck,
    /// 手札 (305).
    Hand,
    /// 場 (306).
    Field,
    /// エテル・ゾーン (307).
    Ether,
    /// オヒガン (308).
    Ohigan,
    /// A Damage-zone card lying face up (309.1, 303.2a).
    Damage,
    /// A Damage-zone card lying face down (309.1b-1).
    DamageFaceDown,
    /// コトダマ空間 (310): an entered card.
    Space,
    /// 除外・ゾーン (311).
    Exclusion,
    /// チェック・ゾーン (312).
    Check,
}

impl Place {
    /// Every place, in declaration order.
    pub const ALL: [Place; 10] = [
        Place::Deck,
        Place::Hand,
        Place::Field,
        Place::Ether,
        Place::Ohigan,
        Place::Damage,
        Place::DamageFaceDown,
        Place::Space,
        Place::Exclusion,
        Place::Check,
    ];
}

/// Who may see the cards of a place by the standing rules (the count is always public, 302.2a).
pub fn standing(place: Place) -> Visibility {
    match place {
        // 304.2: the deck is a hidden zone.
        Place::Deck => Visibility::Hidden,
        // 305.3: the hand is hidden, but open to the player it belongs to.
        Place::Hand => Visibility::Owner,
        // 306.2, 307.2, 308.2, 309.1a, 310.2, 311.2, 312.2: public zones.
        Place::Field
        | Place::Ether
        | Place::Ohigan
        | Place::Damage
        | Place::Space
        | Place::Exclusion
        | Place::Check => Visibility::Public,
        // 309.1b-1: a face-down Damage-zone card has no card information, for anyone.
        Place::DamageFaceDown => Visibility::Hidden,
    }
}

/// A temporary exception: every player sees a card of a hidden zone revealed by an effect until
/// the effect ends (1306.1), or revealed so that its ability triggers until it resolves (1209.3c);
/// and a player searching their deck looks through it while they choose (1307).
pub fn exception(state: &NsState, place: Place, card: &Card, viewer: Seat) -> bool {
    state.revealed.contains(&card.id)
        || state.trigger_revealed.contains(&card.id)
        || (place == Place::Deck && card.owner == viewer && searching(state, viewer))
}

/// Whether `viewer` is choosing the card its deck search finds (1307.2): only a deck search
/// offers found cards.
fn searching(state: &NsState, viewer: Seat) -> bool {
    state
        .decision
        .as_ref()
        .is_some_and(|d| d.seat == viewer && d.options.iter().any(|c| matches!(c, Choice::FoundCard(_))))
}

/// Whether `viewer` may identify `card`, lying in `place`.
pub fn seen(state: &NsState, place: Place, card: &Card, viewer: Seat) -> bool {
    standing(place).visible_to(card.owner, viewer) || exception(state, place, card, viewer)
}

/// Calls `f` on every card of a player's zones with its place (the Kotodama space belongs to no
/// player: its cards are public, and never dealt again).
pub fn each_card(p: &Player, mut f: impl FnMut(Place, &Card)) {
    p.deck.iter().for_each(|c| f(Place::Deck, c));
    p.hand.iter().for_each(|c| f(Place::Hand, c));
    p.field.iter().for_each(|c| f(Place::Field, &c.card));
    p.ether.iter().for_each(|e| f(Place::Ether, &e.card));
    p.ohigan.iter().for_each(|c| f(Place::Ohigan, c));
    for d in &p.damage_zone {
        f(if d.face_up { Place::Damage } else { Place::DamageFaceDown }, &d.card);
    }
    p.exclusion.iter().for_each(|c| f(Place::Exclusion, c));
    p.check.iter().for_each(|c| f(Place::Check, c));
}

/// Whether [`redeal`] keeps the temporary exceptions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exceptions {
    /// A revealed card stays where it is.
    Apply,
    /// Only the standing rules count.
    Ignore,
}

/// Deals again, from `rng`, every card of the players' zones that `observer` may not identify
/// by the visibility `rules` give each place (with or without the temporary exceptions), each
/// player's cards among the places its hidden cards lie in.
pub fn redeal(
    state: &mut NsState,
    observer: Seat,
    rng: &mut GameRng,
    rules: impl Fn(Place) -> Visibility,
    exceptions: Exceptions,
) {
    for owner in [Seat(0), Seat(1)] {
        let mut ids: Vec<ObjectId> = Vec::new();
        for p in &state.players {
            each_card(p, |place, c| {
                let excepted = exceptions == Exceptions::Apply && exception(state, place, c, observer);
                if c.owner == owner && !rules(place).visible_to(c.owner, observer) && !excepted {
                    ids.push(c.id);
                }
            });
        }
        ids.sort_unstable();
        redeal_ids(state.players.iter_mut().flat_map(cards_mut), &ids, rng);
    }
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
