//! Determinization for searching agents: a copy of a game in which every card an observer
//! cannot see is dealt again at random, so that a search over such copies never reads what
//! the observer does not know. Each game knows its hidden zones and gathers their slots; the
//! dealing itself is shared here.

use crate::ids::ObjectId;
use crate::objects::{CardInstance, CardObject};
use crate::rng::GameRng;

/// Deals the cards of `slots` again, uniformly at random. Each slot keeps its object id and
/// owner: only which physical card (and so which definition) lies there changes, so whatever
/// the game says about the object in a slot ("the card on top of the deck", "the card lying
/// face down") still holds. The cards are first put in a canonical order, so the deal depends only
/// on which cards the slots hold and on `rng`, never on where each card was.
fn redeal<D: Ord + Copy>(slots: &mut [&mut CardObject<D>], rng: &mut GameRng) {
    let mut cards: Vec<(D, CardInstance)> = slots.iter().map(|c| (c.def, c.instance)).collect();
    cards.sort_unstable();
    rng.shuffle(&mut cards);
    for (slot, (def, instance)) in slots.iter_mut().zip(cards) {
        slot.def = def;
        slot.instance = instance;
    }
}

/// [`redeal`] of the cards among `cards` whose ids are in `ids` (sorted): the way a game deals
/// its hidden cards again, given every card it holds and the ids of those a seat cannot see.
pub fn redeal_ids<'a, D: Ord + Copy + 'a>(
    cards: impl Iterator<Item = &'a mut CardObject<D>>,
    ids: &[ObjectId],
    rng: &mut GameRng,
) {
    let mut slots: Vec<&mut CardObject<D>> = cards.filter(|c| ids.binary_search(&c.id).is_ok()).collect();
    redeal(&mut slots, rng);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::Seat;

    type Card = CardObject<u16>;

    fn card(id: u32, instance: u16, def: u16) -> Card {
        CardObject { id: ObjectId(id), instance: CardInstance(instance), def, owner: Seat(1) }
    }

    /// Deals a hand of two and a deck of three; returns their definitions.
    fn dealt(cards: [(u16, u16); 5], seed: u64) -> (Vec<u16>, Vec<u16>) {
        let all: Vec<Card> = cards.iter().zip(10..).map(|(&(i, d), id)| card(id, i, d)).collect();
        let (mut hand, mut deck) = (all[..2].to_vec(), all[2..].to_vec());
        let mut slots: Vec<&mut Card> = hand.iter_mut().chain(deck.iter_mut()).collect();
        redeal(&mut slots, &mut GameRng::new(seed));
        assert_eq!(hand.iter().chain(&deck).map(|c| c.id.0).collect::<Vec<_>>(), vec![10, 11, 12, 13, 14]);
        (hand.iter().map(|c| c.def).collect(), deck.iter().map(|c| c.def).collect())
    }

    #[test]
    fn the_deal_depends_on_the_cards_not_on_where_they_were() {
        let one = [(1, 100), (2, 200), (3, 300), (4, 300), (5, 500)];
        let other = [(5, 500), (3, 300), (2, 200), (1, 100), (4, 300)];
        for seed in 0..20 {
            assert_eq!(dealt(one, seed), dealt(other, seed), "seed {seed}");
        }
    }

    #[test]
    fn the_deal_keeps_the_cards_and_the_zone_sizes() {
        let (hand, deck) = dealt([(1, 100), (2, 200), (3, 300), (4, 300), (5, 500)], 7);
        assert_eq!((hand.len(), deck.len()), (2, 3));
        let mut all: Vec<u16> = hand.into_iter().chain(deck).collect();
        all.sort_unstable();
        assert_eq!(all, vec![100, 200, 300, 300, 500]);
    }

    #[test]
    fn seeds_deal_differently() {
        let cards = [(1, 100), (2, 200), (3, 300), (4, 400), (5, 500)];
        let deals: std::collections::BTreeSet<_> = (0..20).map(|seed| dealt(cards, seed)).collect();
        assert!(deals.len() > 5, "20 seeds gave only {} deals", deals.len());
    }
}
