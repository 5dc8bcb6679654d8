//! 置換効果 (9.3.1.3, 9.11): the one interception point every card move goes through. A move of
//! a card into a zone is checked against the replacement effects of that card's valid
//! continuous abilities ([`Static::Replace`]); one that applies puts the card elsewhere and the
//! original move never happens (9.11.1, 9.11.1.1). The new destination is checked again, each
//! replacement applying at most once to the one move (9.11.2.3).

use super::scope::Scope;
use super::valid_in;
use crate::cards::Card;
use crate::cards::ability::{Kind, Static, Zone};
use crate::rules;
use crate::state::RebirthState;
use fuda_kernel::Seat;
use fuda_kernel::lang::Bindings;
use fuda_kernel::replacement::ReplacementGuard;

/// Where `card`, mastered by `seat` in zone `from`, really goes when something would put it
/// into `to`. Several replacements of one card apply in the order they are printed (ruling R55).
pub fn destination(state: &mut RebirthState, card: &Card, seat: Seat, from: Zone, to: Zone) -> Zone {
    let bindings = Bindings::default();
    let mut guard: ReplacementGuard<usize, u32> = ReplacementGuard::default();
    let mut now = to;
    loop {
        let scope = Scope { state, master: seat, this: Some(*card), bindings: &bindings };
        let def = state.def(card);
        let found = def.abilities.iter().enumerate().find_map(|(i, a)| {
            let Kind::Continuous(c) = &a.kind else { return None };
            let valid = valid_in(def, a, from)
                && a.conditions.iter().all(|k| scope.keyword_holds(k))
                && c.only_if.as_ref().is_none_or(|cond| cond.holds(&scope));
            if !valid {
                return None;
            }
            c.effects.iter().enumerate().find_map(|(j, s)| match s {
                Static::Replace { to, instead } if *to == now && !guard.has_applied(&(i * 256 + j), &0) => {
                    Some((i * 256 + j, *instead))
                }
                _ => None,
            })
        });
        let Some((key, instead)) = found else { return now };
        guard.try_apply(&key, &0);
        let name = state.name_of(card);
        let was = now;
        state.note(rules::REPLACED, |_| {
            format!("{name} of {seat} would go to the {}: instead it goes to the {}", was.name(), instead.name())
        });
        now = instead;
    }
}
