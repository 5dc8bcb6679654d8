//! Activated abilities (起動能力, 9.1.1.1) played in the main phase (7.4.2.3): which may be
//! played now (valid in their card's zone, 9.4.4; not yet played this turn if once per turn,
//! 9.2.2.1; condition keywords met, 11.2.3.2; the cost payable in full, 9.5.2.2), and playing
//! one: its cost paid in text order, then its effect (9.7.4.2).

use super::process::printed;
use super::run::payable;
use super::scope::Scope;
use super::{Part, Resolving, Source, Used, cards_where, valid_in};
use crate::cards::ability::Kind;
use crate::rules;
use crate::state::{Choice, RebirthState, Step};
use fuda_kernel::Seat;
use fuda_kernel::lang::Bindings;
use std::cell::OnceCell;

/// The activated abilities `seat` may play now, one option each.
pub fn options(state: &RebirthState, seat: Seat) -> Vec<Choice> {
    let mut out = Vec::new();
    // 9.10.1.2: a character that lost its abilities has none to play.
    let lost = OnceCell::new();
    for (master, zone, card) in cards_where(state, None, |def, zone| state.facts.activated_in(def, zone)) {
        if master != seat || lost.get_or_init(|| crate::abilities::info::without_abilities(state)).contains(&card.id) {
            continue;
        }
        let def = state.def(&card);
        for (i, a) in def.abilities.iter().enumerate() {
            let Kind::Activated { cost, .. } = &a.kind else { continue };
            let k = i as u8;
            if !valid_in(def, a, zone) || a.once_per_turn && state.used.contains(&Used { card: card.id, ability: k }) {
                continue;
            }
            let bindings = Bindings::default();
            let scope = Scope { state, master: seat, this: Some(card), bindings: &bindings };
            if !a.conditions.iter().all(|c| scope.keyword_holds(c)) {
                continue;
            }
            let probe = Resolving {
                master: seat,
                source: card,
                ability: Source::Printed(k),
                part: Part::Cost,
                next: 0,
                bindings,
                picked: Vec::new(),
                swap_first: None,
            };
            if payable(state, &probe, cost) {
                out.push(Choice::Activate(card.id, k));
            }
        }
    }
    out
}

/// Plays activated ability `k` of card object `id` (7.4.2.3): once per turn counted (9.2.2.1),
/// then its cost and effect; a check timing follows (7.4.3).
pub fn play(state: &mut RebirthState, seat: Seat, id: fuda_kernel::ObjectId, k: u8) {
    let Some((_, _, card)) = super::locate(state, id) else { return };
    if printed(state, &card, &Source::Printed(k)).is_some_and(|a| a.once_per_turn) {
        state.used.push(Used { card: id, ability: k });
    }
    let name = state.name_of(&card);
    state.note(rules::PLAY_ACTIVATED, |_| format!("{seat} plays the activated ability of {name}"));
    state.resolving.push(Resolving {
        master: seat,
        source: card,
        ability: Source::Printed(k),
        part: Part::Cost,
        next: 0,
        bindings: Bindings::default(),
        picked: Vec::new(),
        swap_first: None,
    });
    state.steps.extend([Step::MainAction, Step::Check, Step::Ability]);
}
