//! インストール (1116): an automatic ability triggered by this card appearing, that removes a
//! Z/X whose name contains 「転身」 and gains an activated ability (1116.1). Its definition
//! (1116.2) is missing; the engine decides (rulings): when this card appears on a square, its
//! controller may choose one of their other Z/X on a square whose name contains 「転身」 and
//! remove it (1009.1); if they do, this card gains the activated ability Install names for as
//! long as it stays on its square (301.4). The gained ability is played like a printed one
//! (807), with priority in the main phase.

use super::appear;
use crate::cards::ast::Activated;
use crate::cards::{Card, Keyword};
use crate::rules;
use crate::state::costs::{Paying, Then};
use crate::state::keywords::{KwChoice, KwDecision};
use crate::state::{Choice, DecisionKind, Triggered, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// 「転身」: the text the removed Z/X's name contains, as the demo cards spell it.
pub const TENSHIN: &str = "Tenshin";

fn ability(state: &ZxState, card: &Card) -> Option<Activated> {
    state.def(card).keywords.iter().find_map(|k| if let Keyword::Install(a) = k { Some(a.clone()) } else { None })
}

/// The other Z/X of `seat` on squares whose name contains 「転身」.
fn candidates(state: &ZxState, seat: Seat, source: ObjectId) -> Vec<ObjectId> {
    state
        .units()
        .filter(|(_, u)| u.controller == seat && u.card.id != source)
        .filter(|(_, u)| state.def(&u.card).kind.is_zx() && state.def(&u.card).name.contains(TENSHIN))
        .map(|(_, u)| u.card.id)
        .collect()
}

/// The triggered Install is played: the Z/X to remove is chosen, or none.
pub fn play(state: &mut ZxState, t: Triggered) {
    if state.unit(t.source.id).is_none() {
        state.note(rules::DO_WHAT_YOU_CAN, |s| format!("{} is no longer on a square", s.name_of(&t.source)));
        return;
    }
    let mut options: Vec<Choice> = candidates(state, t.seat, t.source.id).into_iter().map(Choice::Target).collect();
    if options.is_empty() {
        state.note(rules::INSTALL, |_| format!("{} has no other Z/X named \"{TENSHIN}\" on a square", t.seat));
        return;
    }
    options.push(Choice::Pass);
    state.ask(t.seat, DecisionKind::Keyword(KwDecision::InstallPick { source: t.source.id }), options);
}

/// The answer: the chosen Z/X is removed and this card gains the ability.
pub fn picked(state: &mut ZxState, seat: Seat, source: ObjectId, choice: Choice) {
    let Choice::Target(id) = choice else {
        state.note(rules::INSTALL, |_| format!("{seat} removes nothing: no ability is gained"));
        return;
    };
    if let Some(card) = appear::leave_square(state, id, None) {
        state.player_mut(card.owner).remove.push(card);
        state.note(rules::REMOVE, |s| format!("{} is removed from its square (Install)", s.name_of(&card)));
    }
    let Some((_, u)) = state.unit(source) else {
        state.note(rules::DO_WHAT_YOU_CAN, |_| "the Install card has left its square: nothing is gained".to_string());
        return;
    };
    let card = u.card;
    state.keyword_gains.installed.push(source);
    state.note(rules::INSTALL, |s| format!("{} gains its Install ability", s.name_of(&card)));
}

/// The gained abilities `seat` may play now: their cost payable (807.1a).
pub fn options(state: &ZxState, seat: Seat) -> Vec<KwChoice> {
    state
        .keyword_gains
        .installed
        .iter()
        .filter_map(|id| state.unit(*id))
        .filter(|(_, u)| u.controller == seat)
        .filter(|(_, u)| {
            ability(state, &u.card).is_some_and(|a| crate::costs::pay::payable(state, seat, &u.card, &a.cost, &[]))
        })
        .map(|(_, u)| KwChoice::Install { unit: u.card.id })
        .collect()
}

/// The option's label.
pub fn label(state: &ZxState, unit: ObjectId) -> String {
    match state.unit(unit) {
        Some((sq, u)) => {
            let text = ability(state, &u.card).map(|a| crate::cards::ast::Ability::Activated(a).text());
            format!("Installed {} on {}: {}", state.name_of(&u.card), sq.name(), text.unwrap_or_default())
        }
        None => String::new(),
    }
}

/// Plays the gained ability: its cost, then its effects (807.1c).
pub fn play_gained(state: &mut ZxState, seat: Seat, unit: ObjectId) {
    let (_, u) = state.unit(unit).expect("an offered unit is on a square");
    let card = u.card;
    let a = ability(state, &card).expect("an offered Install");
    state
        .note(rules::INSTALL, |s| format!("{seat} plays the activated ability {} gained by Install", s.name_of(&card)));
    let then = Then::Ability { index: None, effects: a.effects, revealed: false };
    let paying = Paying { seat, source: card, steps: a.cost, chosen: Vec::new(), used: Vec::new(), then };
    crate::costs::pay::advance(state, paying);
}

/// 507.8: the cards that left their squares are new objects (301.4); their gains are forgotten.
pub fn forget_gone(state: &mut ZxState) {
    let gone: Vec<ObjectId> =
        state.keyword_gains.installed.iter().copied().filter(|id| state.unit(*id).is_none()).collect();
    state.keyword_gains.installed.retain(|id| !gone.contains(id));
}
