//! The resource cost (805): a card's cost is all its colours and its cost in points (805.2a),
//! paid by sleeping Reboot resources: one of each colour, one fewer per colour over the points
//! (805.3a), then any others up to the points (805.3b). Whether a cost can be paid, and which
//! resource may be chosen next so that it still can, is a small matching of colours to cards.

pub mod parts;
pub mod renkei;

use crate::cards::Colours;
use crate::state::ZxState;
use fuda_kernel::{ObjectId, Seat};

/// A resource cost (805.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResourceCost {
    /// The colours.
    pub colours: Colours,
    /// The points.
    pub points: u8,
}

/// Whether `need` colours can each be given a different card of `cards` having it.
fn matchable(need: Colours, cards: &[Colours]) -> bool {
    fn go(need: Colours, cards: &[Colours], used: u64) -> bool {
        let Some((first, rest)) = need.split_first() else { return true };
        cards.iter().enumerate().any(|(i, c)| used & (1 << i) == 0 && c.has(first) && go(rest, cards, used | 1 << i))
    }
    cards.len() <= 64 && go(need, cards, 0)
}

/// Whether the chosen cards `chosen` can be completed, with `free` further cards out of
/// `others`, into a payment of `cost`: `min(colours, points)` of the colours matched to distinct
/// cards (805.3a), the rest of any colour (805.3b).
pub fn completable(cost: ResourceCost, chosen: &[Colours], others: &[Colours]) -> bool {
    let points = usize::from(cost.points);
    if chosen.len() > points || chosen.len() + others.len() < points {
        return false;
    }
    let free = points - chosen.len();
    let needed = cost.colours.count().min(points);
    // Which colours are paid is the player's choice (805.3a): any `needed` of them will do.
    cost.colours.subsets().filter(|set| set.count() == needed).any(|set| {
        // Some of the set by chosen cards, the rest by at most `free` other cards.
        set.subsets().any(|outside| {
            outside.count() <= free && matchable(set.without(outside), chosen) && matchable(outside, others)
        })
    })
}

/// A card's resource cost (805.2a).
pub fn card_cost(state: &ZxState, def: crate::cards::CardIdx) -> Option<ResourceCost> {
    let def = state.db.get(def);
    def.points().map(|points| ResourceCost { colours: def.colours, points })
}

/// A card's resource cost now (805.2a), its cost changed by continuous effects (805.2c); none
/// for ∞ (203.3).
pub fn cost_of(state: &ZxState, card: &crate::cards::Card) -> Option<ResourceCost> {
    cost_on(&crate::continuous::Board::new(state), card)
}

/// [`cost_of`], read on `board`.
pub fn cost_on(board: &crate::continuous::Board, card: &crate::cards::Card) -> Option<ResourceCost> {
    let traits = board.traits(card);
    match traits.cost {
        Some(crate::cards::Cost::Points(points)) => Some(ResourceCost { colours: traits.colours, points }),
        Some(crate::cards::Cost::Infinite) | None => None,
    }
}

/// The resource cost `seat` pays to play `card`: its cost now (805.2c) lowered by its keywords
/// (Renkei, 1124.2).
pub fn cost_for(state: &ZxState, seat: Seat, card: &crate::cards::Card) -> Option<ResourceCost> {
    cost_for_on(&crate::continuous::Board::new(state), seat, card)
}

/// [`cost_for`], read on `board`.
pub fn cost_for_on(board: &crate::continuous::Board, seat: Seat, card: &crate::cards::Card) -> Option<ResourceCost> {
    cost_on(board, card)
        .map(|cost| ResourceCost { points: renkei::reduce(board.state(), seat, card, cost.points), ..cost })
}

/// Whether `seat` can pay `cost` with their Reboot resources (805.3c).
pub fn can_pay(state: &ZxState, seat: Seat, cost: ResourceCost) -> bool {
    let others: Vec<Colours> = reboot(state, seat).map(|(_, c)| c).collect();
    completable(cost, &[], &others)
}

/// `seat`'s Reboot resources with their colours.
fn reboot(state: &ZxState, seat: Seat) -> impl Iterator<Item = (ObjectId, Colours)> + '_ {
    state.player(seat).resource.iter().filter(|r| !r.sleeping).map(|r| (r.card.id, state.def(&r.card).colours))
}

/// The resources `seat` may choose next to pay `cost`, `chosen` already chosen: one of each
/// set of colours (resources of the same colours pay alike), in Resource order.
pub fn next_payers(state: &ZxState, seat: Seat, cost: ResourceCost, chosen: &[ObjectId]) -> Vec<ObjectId> {
    let colours_of = |id: ObjectId| reboot(state, seat).find(|(c, _)| *c == id).map(|(_, c)| c);
    let mut picked: Vec<Colours> = chosen.iter().filter_map(|id| colours_of(*id)).collect();
    let mut out: Vec<(ObjectId, Colours)> = Vec::new();
    for (id, colours) in reboot(state, seat).filter(|(id, _)| !chosen.contains(id)) {
        if out.iter().any(|(_, c)| *c == colours) {
            continue;
        }
        picked.push(colours);
        let others: Vec<Colours> =
            reboot(state, seat).filter(|(o, _)| *o != id && !chosen.contains(o)).map(|(_, c)| c).collect();
        if completable(cost, &picked, &others) {
            out.push((id, colours));
        }
        picked.pop();
    }
    out.into_iter().map(|(id, _)| id).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Colour;

    fn set(list: &[Colour]) -> Colours {
        Colours::from(list.to_vec())
    }

    #[test]
    fn excess_colours_lower_the_colour_picks() {
        use Colour::*;
        // E26 (805.3a): [red][0] picks nothing.
        let red0 = ResourceCost { colours: set(&[Red]), points: 0 };
        assert!(completable(red0, &[], &[]));
        // E27: [red+blue][1] takes one red or one blue card.
        let rb1 = ResourceCost { colours: set(&[Red, Blue]), points: 1 };
        assert!(completable(rb1, &[], &[set(&[Blue])]));
        assert!(completable(rb1, &[], &[set(&[Red])]));
        assert!(!completable(rb1, &[], &[set(&[Green])]), "a green card pays neither colour");
        // [red]3: one red and two of any colour.
        let red3 = ResourceCost { colours: set(&[Red]), points: 3 };
        assert!(completable(red3, &[], &[set(&[Green]), set(&[Red]), set(&[Blue])]));
        assert!(!completable(red3, &[], &[set(&[Green]), set(&[Blue]), set(&[Blue])]), "no red card");
        assert!(!completable(red3, &[set(&[Green]), set(&[Blue])], &[set(&[Blue])]), "two chosen leave no red");
        // E23/804.4d: one red-and-blue card can't pay both colours of [red+blue]2.
        let rb2 = ResourceCost { colours: set(&[Red, Blue]), points: 2 };
        assert!(!completable(rb2, &[], &[set(&[Red, Blue]), set(&[Green])]));
        assert!(completable(rb2, &[], &[set(&[Red, Blue]), set(&[Blue])]));
    }
}
