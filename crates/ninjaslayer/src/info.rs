//! What a character on the field is now, after continuous abilities (1210) in their layers
//! (1213.1): its attributes (layer b), its keyword abilities (layer c) and its Karate and
//! durability (layer f, with the +N/+M of resolved effects, 1303).
//!
//! Attribute grants only add, so they are applied until nothing changes: a grant that depends on
//! another (its filter reads an attribute the other gives) always sees it (1213.3a). Numeric
//! changes are sums, the same in any order (1213.3b).

use crate::cards::ast::{Ability, Affected, Continuous, Grant, Keyword};
use crate::state::{Character, NsState};
use fuda_kernel::Seat;

/// Every valid continuous ability on the field, with its character's controller and id.
fn continuous(state: &NsState) -> Vec<(Seat, fuda_kernel::ObjectId, &Continuous)> {
    let mut out = Vec::new();
    for seat in [Seat(0), Seat(1)] {
        for c in &state.player(seat).field {
            for a in &state.def(&c.card).abilities {
                if let Ability::Continuous(x) = a {
                    out.push((seat, c.card.id, x));
                }
            }
        }
    }
    out
}

fn reaches(source_seat: Seat, source: fuda_kernel::ObjectId, to: Affected, seat: Seat, c: &Character) -> bool {
    match to {
        Affected::This => c.card.id == source,
        Affected::YourOthers => seat == source_seat && c.card.id != source,
        Affected::Yours => seat == source_seat,
        Affected::Opponents => seat != source_seat,
    }
}

/// The attributes of every character on the field now, by character id (layer b).
fn all_attributes(state: &NsState) -> Vec<(fuda_kernel::ObjectId, Vec<String>)> {
    let mut attrs: Vec<(fuda_kernel::ObjectId, Vec<String>)> = state
        .players
        .iter()
        .flat_map(|p| p.field.iter())
        .map(|c| (c.card.id, state.def(&c.card).attributes.clone()))
        .collect();
    let grants: Vec<_> =
        continuous(state).into_iter().filter(|(_, _, x)| matches!(x.grant, Grant::Attribute(_))).collect();
    if grants.is_empty() {
        return attrs;
    }
    loop {
        let mut changed = false;
        for (source_seat, source, x) in &grants {
            let Grant::Attribute(given) = &x.grant else { continue };
            for seat in [Seat(0), Seat(1)] {
                for c in &state.player(seat).field {
                    let Some(pos) = attrs.iter().position(|(id, _)| *id == c.card.id) else { continue };
                    let has = |a: &String| attrs[pos].1.contains(a);
                    if reaches(*source_seat, *source, x.to, seat, c)
                        && x.attribute.as_ref().is_none_or(has)
                        && !attrs[pos].1.contains(given)
                    {
                        attrs[pos].1.push(given.clone());
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            return attrs;
        }
    }
}

/// A character's attributes now (204, 1325.1).
pub fn attributes(state: &NsState, c: &Character) -> Vec<String> {
    all_attributes(state).into_iter().find(|(id, _)| *id == c.card.id).map(|(_, a)| a).unwrap_or_default()
}

/// The grants of layers c and f that reach a character, its attributes read after layer b.
fn grants_to<'a>(state: &'a NsState, c: &Character) -> Vec<&'a Grant> {
    let Some((seat, _)) = state.character(c.card.id) else { return Vec::new() };
    let sources: Vec<_> =
        continuous(state).into_iter().filter(|(_, _, x)| !matches!(x.grant, Grant::Attribute(_))).collect();
    if sources.is_empty() {
        return Vec::new();
    }
    // Attributes are worked out only when a filter needs them: it is the costly part.
    let attrs = if sources.iter().any(|(_, _, x)| x.attribute.is_some()) { attributes(state, c) } else { Vec::new() };
    sources
        .into_iter()
        .filter(|(s, id, x)| reaches(*s, *id, x.to, seat, c) && x.attribute.as_ref().is_none_or(|a| attrs.contains(a)))
        .map(|(_, _, x)| &x.grant)
        .collect()
}

/// Whether a character has a keyword ability now: printed, or given (1325.2).
pub fn has_keyword(state: &NsState, c: &Character, k: Keyword) -> bool {
    state.def(&c.card).has(k) || grants_to(state, c).iter().any(|g| matches!(g, Grant::Keyword(x) if *x == k))
}

/// The +N/+M continuous abilities give a character (layer f).
pub fn stat_changes(state: &NsState, c: &Character) -> (i32, i32) {
    grants_to(state, c).iter().fold((0, 0), |(k, d), g| match g {
        Grant::Stats { karate, durability } => (k + karate, d + durability),
        Grant::Attribute(_) | Grant::Keyword(_) => (k, d),
    })
}
