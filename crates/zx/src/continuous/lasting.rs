//! Continuous effects made by one-shot effects (802.2b): until end of turn (507.8), stamped when
//! they begin (811.3b). One on cards in a public zone keeps the cards it was given to (811.4);
//! one on the hand, a hidden zone, changes whatever card is there.

use crate::cards::ast::continuous::{Change, Group, Lasting};
use crate::cards::ast::filter::ZxFilter;
use crate::rules;
use crate::state::ZxState;
use fuda_kernel::{ObjectId, Seat};

/// Starts `changes` for `whom` until end of turn, controlled by `seat`. Cards the effect can't
/// affect (1014.1) are left out of its set.
pub fn begin(state: &mut ZxState, seat: Seat, whom: Group, filter: &ZxFilter, changes: &[Change]) {
    let cards: Vec<ObjectId> = state
        .units()
        .filter(|(_, u)| match whom {
            Group::YourZx => u.controller == seat,
            Group::OpponentZx => u.controller != seat,
            Group::AllZx => true,
            Group::This | Group::YourHand | Group::You => false,
        })
        .filter(|(_, u)| state.def(&u.card).kind.is_zx())
        .filter(|(_, u)| super::layers::fits(state, seat, filter, &super::traits(state, &u.card)))
        .filter(|(_, u)| !super::unaffected_by(state, u.card.id, seat))
        .map(|(_, u)| u.card.id)
        .collect();
    let stamp = state.placements;
    state.placements += 1;
    for change in changes {
        let lasting = Lasting {
            stamp,
            controller: seat,
            whom,
            filter: filter.clone(),
            change: change.clone(),
            cards: cards.clone(),
        };
        state.lasting.push(lasting);
    }
    let count = cards.len();
    state.note(rules::LOCKED_SET, |s| match whom {
        Group::YourHand | Group::You => format!("{} until end of turn", whom.words(filter)),
        _ => {
            let names: Vec<String> =
                cards.iter().filter_map(|id| s.unit(*id)).map(|(_, u)| s.name_of(&u.card)).collect();
            format!("until end of turn, for the {count} Z/X on squares now: {}", names.join(", "))
        }
    });
}

/// 507.8: the effects until end of turn end.
pub fn end_of_turn(state: &mut ZxState) {
    state.lasting.clear();
}

/// 1014.1a–b: a card unaffected by its opponent's effects loses those lasting effects for good;
/// they don't come back when it stops being unaffected.
pub fn settle(state: &mut ZxState) {
    if state.lasting.is_empty() {
        return;
    }
    let mut stripped = Vec::new();
    for at in 0..state.lasting.len() {
        let seat = state.lasting[at].controller;
        let gone: Vec<ObjectId> =
            state.lasting[at].cards.iter().copied().filter(|id| super::unaffected_by(state, *id, seat)).collect();
        if !gone.is_empty() {
            state.lasting[at].cards.retain(|id| !gone.contains(id));
            stripped.extend(gone);
        }
    }
    stripped.dedup();
    for id in stripped {
        state.note(rules::UNAFFECTED, |s| {
            let name = s.unit(id).map(|(_, u)| s.name_of(&u.card)).unwrap_or_default();
            format!("{name} is unaffected: the opponent's effects on it end")
        });
    }
}
