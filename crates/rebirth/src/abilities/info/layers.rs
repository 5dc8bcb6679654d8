//! The order of 9.10.1: the printed information is the base (9.10.1.1); then the effects that
//! take abilities away (9.10.1.2), the other non-numeric effects (9.10.1.3) and the numeric
//! ones (9.10.1.4), one layer after the other. Within a layer an effect that depends on another
//! is applied after it (9.10.1.5), the others in timestamp order (9.10.1.6): a continuous
//! ability's is the time its card entered its zone (9.10.1.6.1), which is the card object's id
//! (a new object on every zone entry, 4.1.4); a created effect's is the time it was made
//! (9.10.1.6.2, ruling R44).

use super::{Board, Partial};
use crate::abilities::scope::Scope;
use crate::abilities::{cards_where, valid_in};
use crate::cards::Card;
use crate::cards::ability::{Condition, Kind, Prohibition, Static};
use crate::state::RebirthState;
use crate::state::lasting::{Change, Lasting};
use fuda_kernel::lang::Bindings;
use fuda_kernel::{ObjectId, Seat};
use std::cell::Cell;

/// Where a continuous effect comes from.
#[derive(Clone, Copy)]
enum From<'a> {
    /// A continuous ability (9.1.1.3) valid where its card lies.
    Ability { master: Seat, card: Card, only_if: Option<&'a Condition>, effect: &'a Static },
    /// An effect an ability created (9.3.1.2).
    Created(&'a Lasting),
}

/// A continuous effect in force and its timestamp.
#[derive(Clone, Copy)]
struct InForce<'a> {
    stamp: ObjectId,
    from: From<'a>,
}

/// What an effect does to one character.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Delta {
    Lose,
    Prohibit(Prohibition),
    Attribute(String),
    Modify(i32, i32),
}

impl InForce<'_> {
    /// 9.10.1.2-9.10.1.4: the layer of the effect.
    fn layer(&self) -> u8 {
        match self.from {
            From::Ability { effect: Static::LoseAbilities { .. }, .. }
            | From::Created(Lasting { change: Change::LoseAbilities, .. }) => 2,
            From::Ability { effect: Static::Modify { .. }, .. }
            | From::Created(Lasting { change: Change::Modify { .. }, .. }) => 4,
            _ => 3,
        }
    }

    /// What the effect would do now to the characters of `board`, by index, and whether
    /// working it out read the information of a character of `board` (its ATK, DEF or
    /// attributes).
    fn outcome(&self, state: &RebirthState, board: &Board) -> (Vec<(usize, Delta)>, bool) {
        match self.from {
            From::Created(l) => {
                let delta = match &l.change {
                    Change::Modify { atk, def } => Delta::Modify(*atk, *def),
                    Change::Prohibit(p) => Delta::Prohibit(*p),
                    Change::LoseAbilities => Delta::Lose,
                    // 4.5.5.1: the base information, applied as printed.
                    Change::FaceDown { .. } => return (Vec::new(), false),
                };
                (board.iter().position(|s| s.card.id == l.target).map(|i| (i, delta)).into_iter().collect(), false)
            }
            From::Ability { master, card, only_if, effect } => {
                // 9.10.1.2: a character that has lost its abilities has this one no more.
                if board.iter().any(|s| s.card.id == card.id && s.info.lost_abilities) {
                    return (Vec::new(), false);
                }
                let bindings = Bindings::default();
                let partial = Partial {
                    scope: Scope { state, master, this: Some(card), bindings: &bindings },
                    board,
                    read: Cell::new(false),
                };
                // 9.4.3: 「～限り」 unmet, the ability is invalid.
                if only_if.is_some_and(|c| !c.holds(&partial)) {
                    return (Vec::new(), partial.read.get());
                }
                let (of, delta) = match effect {
                    Static::Modify { of, atk, def } => (of, Delta::Modify(atk.eval(&partial), def.eval(&partial))),
                    Static::Prohibit { of, what } => (of, Delta::Prohibit(*what)),
                    Static::LoseAbilities { of } => (of, Delta::Lose),
                    Static::AddAttribute { of, attribute } => (of, Delta::Attribute(attribute.clone())),
                    // 9.11: a replacement changes no information; moves ask for it
                    // (`abilities::replace`).
                    Static::Replace { .. } => return (Vec::new(), partial.read.get()),
                    // 6.1.2.1: a deck-construction ability is invalid once the game has started.
                    Static::DeckAnyNumber => return (Vec::new(), partial.read.get()),
                };
                let out = board
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| partial.matches(&s.card, s.seat, s.zone, of))
                    .map(|(i, _)| (i, delta.clone()))
                    .collect();
                (out, partial.read.get())
            }
        }
    }

    /// Whether applying `a`, whose outcome on `board` is `a_out`, first changes what this
    /// effect, whose outcome on `board` is `out`, applies to or how (9.10.1.5). An effect that
    /// read no character's information can only be changed by losing its ability (9.10.1.2),
    /// which spares computing it again on a copy of the board.
    fn depends_on(
        &self,
        state: &RebirthState,
        board: &Board,
        own: &(Vec<(usize, Delta)>, bool),
        a_out: &[(usize, Delta)],
    ) -> bool {
        let (out, read) = own;
        if !read {
            let From::Ability { card, .. } = self.from else { return false };
            return a_out
                .iter()
                .any(|(i, d)| *d == Delta::Lose && board[*i].card.id == card.id && !board[*i].info.lost_abilities);
        }
        let mut after = board.clone();
        put(&mut after, a_out.to_vec());
        self.outcome(state, &after).0 != *out
    }
}

/// Applies an effect's outcome.
fn put(board: &mut Board, outcome: Vec<(usize, Delta)>) {
    for (i, delta) in outcome {
        let info = &mut board[i].info;
        match delta {
            Delta::Lose => info.lost_abilities = true,
            Delta::Prohibit(p) => {
                if !info.prohibited.contains(&p) {
                    info.prohibited.push(p)
                }
            }
            Delta::Attribute(a) => {
                if !info.has_attribute(&a) {
                    info.given_attributes.push(a)
                }
            }
            // 5.17.1: added to ATK and DEF.
            Delta::Modify(atk, def) => {
                info.atk += atk;
                info.def += def;
            }
        }
    }
}

/// The continuous effects in force, in timestamp order.
fn in_force(state: &RebirthState) -> Vec<InForce<'_>> {
    let mut out = Vec::new();
    for (seat, zone, card) in cards_where(state, None, |def, zone| state.facts.continuous_in(def, zone)) {
        let def = state.def(&card);
        for a in &def.abilities {
            let Kind::Continuous(c) = &a.kind else { continue };
            if !valid_in(def, a, zone) {
                continue;
            }
            // 11.2.3.1: an unmet condition keyword makes a continuous ability invalid.
            let bindings = Bindings::default();
            let scope = Scope { state, master: seat, this: Some(card), bindings: &bindings };
            if !a.conditions.iter().all(|k| scope.keyword_holds(k)) {
                continue;
            }
            for effect in &c.effects {
                out.push(InForce {
                    stamp: card.id,
                    from: From::Ability { master: seat, card, only_if: c.only_if.as_ref(), effect },
                });
            }
        }
    }
    out.extend(state.lasting.iter().map(|l| InForce { stamp: l.stamp, from: From::Created(l) }));
    out.sort_by_key(|e| e.stamp);
    out
}

/// The information of `base` with the effects in force of the layers up to `last` applied
/// (9.10.1): 4 for all of it, 2 for only which characters have lost their abilities, which the
/// later layers never change.
pub fn apply(state: &RebirthState, base: Board, last: u8) -> Board {
    let effects = in_force(state);
    let mut board = base;
    for layer in 2..=last {
        let mut left: Vec<InForce> = effects.iter().copied().filter(|e| e.layer() == layer).collect();
        while !left.is_empty() {
            let outcomes: Vec<_> = left.iter().map(|e| e.outcome(state, &board)).collect();
            // The earliest effect that depends on no other left (9.10.1.5, 9.10.1.6); in a
            // loop of dependencies, the earliest.
            let pick = (0..left.len())
                .find(|&i| {
                    (0..left.len()).all(|j| i == j || !left[i].depends_on(state, &board, &outcomes[i], &outcomes[j].0))
                })
                .unwrap_or(0);
            left.remove(pick);
            let (outcome, _) = outcomes.into_iter().nth(pick).expect("an outcome for each effect left");
            put(&mut board, outcome);
        }
    }
    board
}
