//! What a character on the field is now, after continuous abilities (1210) in their layers
//! (1213.1): its attributes (layer b), its keyword abilities (layer c) and its Karate and
//! durability (layer f, with the +N/+M and "becomes N" of resolved effects, 1303, 1213.5).
//!
//! Attribute grants only add, so they are applied until nothing changes: a grant that depends on
//! another (its filter reads an attribute the other gives) always sees it (1213.3a). Numeric
//! changes apply in timestamp order (1213.3b): a continuous ability's from when its character
//! arrived (1213.3b-1), a resolved effect's from when it resolved (1213.3b-2). Sums alone come
//! out the same in any order, so the order is worked out only when a "becomes N" is there.

use crate::cards::ast::{Ability, Affected, Continuous, Grant, Keyword};
use crate::state::{Character, NsState, StatChange};
use fuda_kernel::Seat;
use fuda_kernel::modifiers::Timestamp;

/// Every valid continuous ability on the field, with its character's controller, id and
/// arrival (1213.3b-1). An iterator: it is read on every question about a character, and most
/// fields have few such abilities.
fn continuous(state: &NsState) -> impl Iterator<Item = (Seat, fuda_kernel::ObjectId, Timestamp, &Continuous)> {
    [Seat(0), Seat(1)].into_iter().flat_map(move |seat| {
        state.player(seat).field.iter().flat_map(move |c| {
            state.def(&c.card).abilities.iter().filter_map(move |a| match a {
                Ability::Continuous(x) => Some((seat, c.card.id, c.since, x)),
                _ => None,
            })
        })
    })
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
    let grants: Vec<_> = continuous(state)
        .filter(|(_, _, _, x)| matches!(x.grant, Grant::Attribute(_)))
        .map(|(s, id, _, x)| (s, id, x))
        .collect();
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

/// Whether a continuous ability forbids a character to aisatsu (104.4).
pub fn cannot_aisatsu(state: &NsState, c: &Character) -> bool {
    grants_to(state, c).iter().any(|(_, g)| matches!(g, Grant::CannotAisatsu))
}

/// Whether a continuous ability forbids a character to aisatsu a player (104.4, 704.4).
pub fn cannot_aisatsu_players(state: &NsState, c: &Character) -> bool {
    grants_to(state, c).iter().any(|(_, g)| matches!(g, Grant::CannotAisatsuPlayers))
}

/// What a character's controller pays for it to aisatsu (704.5): every aisatsu cost that
/// reaches it, in timestamp order (1213.3b), each in its written order (1203.4).
pub fn aisatsu_cost(state: &NsState, c: &Character) -> Vec<crate::cards::ast::Action> {
    let mut costs = grants_to(state, c);
    costs.sort_by_key(|(t, _)| *t);
    costs
        .into_iter()
        .flat_map(|(_, g)| match g {
            Grant::AisatsuCost(cost) => cost.clone(),
            Grant::Attribute(_)
            | Grant::Keyword(_)
            | Grant::LoseKeyword(_)
            | Grant::MoreDamage(_)
            | Grant::CannotAisatsu
            | Grant::CannotAisatsuPlayers
            | Grant::Stats { .. } => Vec::new(),
        })
        .collect()
}

/// A character's attributes now (204, 1325.1).
pub fn attributes(state: &NsState, c: &Character) -> Vec<String> {
    all_attributes(state).into_iter().find(|(id, _)| *id == c.card.id).map(|(_, a)| a).unwrap_or_default()
}

/// The grants of layers c and f that reach a character, its attributes read after layer b, each
/// with the timestamp of its source (1213.3b-1).
fn grants_to<'a>(state: &'a NsState, c: &Character) -> Vec<(Timestamp, &'a Grant)> {
    let Some((seat, _)) = state.character(c.card.id) else { return Vec::new() };
    // Attributes are worked out only when a filter needs them: it is the costly part.
    let mut attrs: Option<Vec<String>> = None;
    let mut out = Vec::new();
    for (s, id, since, x) in continuous(state) {
        if matches!(x.grant, Grant::Attribute(_)) || !reaches(s, id, x.to, seat, c) {
            continue;
        }
        if let Some(a) = &x.attribute {
            if !attrs.get_or_insert_with(|| attributes(state, c)).contains(a) {
                continue;
            }
        }
        out.push((since, &x.grant));
    }
    out
}

/// Whether a character has a keyword ability now: printed, then gained (1325.2) and lost
/// (1327.1) in timestamp order (1213.3b).
pub fn has_keyword(state: &NsState, c: &Character, k: Keyword) -> bool {
    let mut changes: Vec<(Timestamp, bool)> = grants_to(state, c)
        .into_iter()
        .filter_map(|(t, g)| match g {
            Grant::Keyword(x) if *x == k => Some((t, true)),
            Grant::LoseKeyword(x) if *x == k => Some((t, false)),
            _ => None,
        })
        .collect();
    changes.sort_by_key(|(t, _)| *t);
    changes.into_iter().fold(state.def(&c.card).has(k), |_, (_, has)| has)
}

/// 1326.1: how much more damage a character deals.
pub fn more_damage(state: &NsState, c: &Character) -> i32 {
    grants_to(state, c).iter().map(|(_, g)| if let Grant::MoreDamage(n) = g { i32::from(*n) } else { 0 }).sum()
}

/// A character's Karate and durability now: its printed numbers (1213.1a), then every change
/// of layer f in timestamp order (1213.1f, 1213.3b).
pub fn numbers(state: &NsState, c: &Character) -> (i32, i32) {
    let def = state.def(&c.card);
    let printed = (def.karate.unwrap_or(0), def.durability.unwrap_or(0));
    let mut changes: Vec<(Timestamp, StatChange)> = grants_to(state, c)
        .into_iter()
        .filter_map(|(t, g)| match g {
            Grant::Stats { karate, durability } => {
                Some((t, StatChange::Add { karate: *karate, durability: *durability }))
            }
            Grant::Attribute(_)
            | Grant::Keyword(_)
            | Grant::LoseKeyword(_)
            | Grant::MoreDamage(_)
            | Grant::CannotAisatsu
            | Grant::CannotAisatsuPlayers
            | Grant::AisatsuCost(_) => None,
        })
        .chain(
            state
                .lasting
                .iter()
                .filter(|l| l.target == c.card.id && !matches!(l.until, crate::state::Until::NextTurnOf(_)))
                .map(|l| (l.timestamp, l.change)),
        )
        .collect();
    if changes.iter().any(|(_, x)| matches!(x, StatChange::Set { .. })) {
        changes.sort_by_key(|(t, _)| *t);
    }
    changes.into_iter().fold(printed, |n, (_, x)| x.apply(n))
}

/// カラテ (206) after the continuous effects of layer f (1213.1f).
pub fn karate(state: &NsState, c: &Character) -> i32 {
    numbers(state, c).0
}

/// 耐久力 (207) after the continuous effects of layer f (1213.1f).
pub fn durability(state: &NsState, c: &Character) -> i32 {
    numbers(state, c).1
}

/// 工作力 (208).
pub fn kousaku(state: &NsState, c: &Character) -> i32 {
    state.def(&c.card).kousaku.unwrap_or(0)
}
