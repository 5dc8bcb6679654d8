//! Several resource costs in one cost list (805.2b「[色][点数]」 written more than once): each
//! part is paid under 805.3 by its own resources, none of which pays another part (804.4d).
//! Whether the parts can all be paid is one matching: every part's colour picks (805.3a, any
//! `min(colours, points)` of its colours) go to different cards, and the cards left pay the
//! remaining points of every part (805.3b), which any colour may.

use super::{ResourceCost, completable, reboot};
use crate::cards::{Colour, Colours};
use crate::state::ZxState;
use fuda_kernel::{ObjectId, Seat};

/// Whether `seat` can pay all of `parts` with different Reboot resources (804.4d, 805.3c).
pub fn payable(state: &ZxState, seat: Seat, parts: &[ResourceCost]) -> bool {
    let Some((first, later)) = parts.split_first() else { return true };
    let cards: Vec<Colours> = reboot(state, seat).map(|(_, c)| c).collect();
    joint(*first, &[], later, &cards)
}

/// The resources `seat` may choose next to pay `cost`, `chosen` already chosen for it, such
/// that `later` parts of the same list can still be paid by the others (804.4d): one of each set
/// of colours, in Resource order.
pub fn next_payers(
    state: &ZxState,
    seat: Seat,
    cost: ResourceCost,
    chosen: &[ObjectId],
    later: &[ResourceCost],
) -> Vec<ObjectId> {
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
        if joint(cost, &picked, later, &others) {
            out.push((id, colours));
        }
        picked.pop();
    }
    out.into_iter().map(|(id, _)| id).collect()
}

/// Whether `first`, with the cards `chosen` for it, can be completed out of `others`, and every
/// part of `later` paid by further cards of `others`.
fn joint(first: ResourceCost, chosen: &[Colours], later: &[ResourceCost], others: &[Colours]) -> bool {
    if later.is_empty() {
        return completable(first, chosen, others);
    }
    let points = usize::from(first.points);
    if chosen.len() > points {
        return false;
    }
    let free = points - chosen.len();
    let later_points: usize = later.iter().map(|c| usize::from(c.points)).sum();
    if others.len() < free + later_points {
        return false;
    }
    let needed = first.colours.count().min(points);
    first.colours.subsets().filter(|set| set.count() == needed).any(|set| {
        set.subsets().any(|outside| {
            outside.count() <= free
                && chosen_match(set.without(outside), chosen)
                && picks_match(later, &mut outside.list(), others)
        })
    })
}

/// Whether each colour of `need` gets a different card of `cards` having it.
fn chosen_match(need: Colours, cards: &[Colours]) -> bool {
    list_match(&need.list(), cards, 0)
}

/// Whether some choice of colour picks for every part of `parts` (805.3a), added to `demand`,
/// can be matched to different cards of `cards`.
fn picks_match(parts: &[ResourceCost], demand: &mut Vec<Colour>, cards: &[Colours]) -> bool {
    let Some((part, rest)) = parts.split_first() else { return list_match(demand, cards, 0) };
    let needed = part.colours.count().min(usize::from(part.points));
    part.colours.subsets().filter(|set| set.count() == needed).any(|set| {
        let before = demand.len();
        demand.extend(set.list());
        let ok = picks_match(rest, demand, cards);
        demand.truncate(before);
        ok
    })
}

/// Whether the colours `need` (a colour may be wanted more than once) each get a different card
/// of `cards` having it, the cards marked in `used` taken.
fn list_match(need: &[Colour], cards: &[Colours], used: u64) -> bool {
    let Some((first, rest)) = need.split_first() else { return true };
    cards.len() <= 64
        && cards
            .iter()
            .enumerate()
            .any(|(i, c)| used & (1 << i) == 0 && c.has(*first) && list_match(rest, cards, used | 1 << i))
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::*;

    fn set(list: &[Colour]) -> Colours {
        Colours::from(list.to_vec())
    }

    fn cost(colours: &[Colour], points: u8) -> ResourceCost {
        ResourceCost { colours: set(colours), points }
    }

    #[test]
    fn each_part_takes_its_own_cards() {
        let (red1, blue1) = (cost(&[Red], 1), cost(&[Blue], 1));
        // 804.4d: one red-and-blue card pays one part, never both.
        assert!(!joint(red1, &[], &[blue1], &[set(&[Red, Blue]), set(&[Green])]));
        assert!(joint(red1, &[], &[blue1], &[set(&[Red, Blue]), set(&[Red])]));
        // Two red parts want two red cards.
        assert!(!joint(red1, &[], &[red1], &[set(&[Red]), set(&[Blue])]));
        assert!(joint(red1, &[], &[red1], &[set(&[Red]), set(&[Red, White])]));
        // The points of every part count: [red]2 and a colourless 1 want three cards.
        assert!(!joint(cost(&[Red], 2), &[], &[cost(&[], 1)], &[set(&[Red]), set(&[Blue])]));
        // A card already chosen for the first part is not the later part's.
        assert!(!joint(red1, &[set(&[Red, Blue])], &[blue1], &[set(&[Red])]));
        assert!(joint(red1, &[set(&[Red])], &[blue1], &[set(&[Red, Blue])]));
    }
}
