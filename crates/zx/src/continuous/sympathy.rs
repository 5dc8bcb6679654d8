//! シンパシー[テキスト] (1136): an ability with a continuous effect (1136.1). While the card is
//! in the unison state (1029.1a), it grants the ability of [text] to every Z/X of its
//! controller that has Sympathy, itself included (1136.2); a granted ability works only while
//! its own condition holds (1136.3, 803.1), read for the Z/X that has it. The text is a
//! permanent ability with `gate = { sympathy = true }`; a unison Z/X shares its PL EX's text
//! (1029.1c).

use crate::cards::Card;
use crate::cards::ast::gate::Gate;
use crate::cards::ast::{Ability, Permanent};
use crate::state::{Unit, ZxState};

/// The Sympathy abilities of `card` and, for a unison Z/X, of its PL EX (1029.1c).
fn sympathies<'a>(state: &'a ZxState, card: &Card) -> Vec<(usize, &'a Permanent)> {
    let mut cards = vec![*card];
    cards.extend(state.unison_partner(card.id));
    let mut out = Vec::new();
    for c in cards {
        for (order, ability) in state.def(&c).abilities.iter().enumerate() {
            if let Ability::Permanent(p) = ability
                && matches!(p.gate, Some(Gate::Sympathy(_)))
            {
                out.push((order, p));
            }
        }
    }
    out
}

/// Every (receiving Z/X, granted ability, its order on the granting card) in force: the
/// Sympathy abilities of each unison Z/X, given to each Z/X with Sympathy of its controller.
pub fn granted(state: &ZxState) -> Vec<(&Unit, &Permanent, usize)> {
    let mut out = Vec::new();
    if state.extra.unisons.is_empty() {
        return out;
    }
    for link in &state.extra.unisons {
        let Some((_, granter)) = state.unit(link.unit) else { continue };
        let given = sympathies(state, &granter.card);
        if given.is_empty() {
            continue;
        }
        let receivers = state.units().filter(|(_, u)| {
            u.controller == granter.controller && state.def(&u.card).kind.is_zx() && state.has_sympathy(&u.card)
        });
        for (_, receiver) in receivers {
            out.extend(given.iter().map(|(order, p)| (receiver, *p, *order)));
        }
    }
    out
}
