//! ドレスアップ (1134): an automatic ability of a card on a square, triggered when this card
//! destroys an opponent's Z/X by attacking (1134.1): the attacker whose battle damage destroyed
//! it (1203.2). Its controller may put it face up into Dynamis; if they do, they choose up to 1
//! face-down [Influencer] of their Dynamis, which appears in Reboot on a normal square without
//! Z/X (1134.2).

use super::appear;
use crate::cards::Keyword;
use crate::rules;
use crate::state::keywords::{AppearBy, KwDecision};
use crate::state::{Choice, DecisionKind, Triggered, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// [インフルエンサー]: the race the card that appears must have, as the demo cards spell it.
pub const INFLUENCER: &str = "Influencer";

/// 1203.2: `attacker`, controlled by `seat`, destroyed an opponent's Z/X in battle: its Dress Up
/// triggers.
pub fn destroyed_in_battle(state: &mut ZxState, attacker: crate::cards::Card, seat: Seat) {
    for (k, keyword) in state.def(&attacker).keywords.clone().iter().enumerate() {
        if *keyword == Keyword::DressUp {
            let t = super::triggered(state, seat, attacker, k);
            state.note(rules::DRESS_UP, |s| format!("the Dress Up of {} triggers", s.name_of(&attacker)));
            state.pending.push(t);
        }
    }
}

/// 1134.2: if the card is still on its square, its controller chooses whether to put it into
/// Dynamis.
pub fn play(state: &mut ZxState, t: Triggered) {
    if state.unit(t.source.id).is_none() {
        state.note(rules::DO_WHAT_YOU_CAN, |s| format!("{} is no longer on a square", s.name_of(&t.source)));
        return;
    }
    let options = vec![Choice::Accept, Choice::Pass];
    state.ask(t.seat, DecisionKind::Keyword(KwDecision::DressUpPut { source: t.source.id }), options);
}

/// The answer to "put it into Dynamis?": if so, the face-down [Influencer] are offered.
pub fn put_or_not(state: &mut ZxState, seat: Seat, source: ObjectId, choice: Choice) {
    if choice != Choice::Accept {
        state.note(rules::DRESS_UP, |_| format!("{seat} keeps the card on its square"));
        return;
    }
    let Some(card) = appear::leave_square(state, source, None) else { return };
    state.player_mut(card.owner).to_dynamis_face_up(card);
    state.note(rules::DRESS_UP, |s| format!("{} goes face up into Dynamis (Dress Up)", s.name_of(&card)));
    let mut options: Vec<Choice> = state
        .player(seat)
        .dynamis
        .iter()
        .filter(|d| !d.face_up && state.def(&d.card).races.iter().any(|r| r == INFLUENCER))
        .map(|d| Choice::Target(d.card.id))
        .collect();
    if options.is_empty() || appear::free_normal_squares(state).is_empty() {
        state.note(rules::DO_WHAT_YOU_CAN, |_| format!("no face-down [{INFLUENCER}] of {seat} can appear"));
        return;
    }
    options.push(Choice::Pass);
    state.ask(seat, DecisionKind::Keyword(KwDecision::DressUpPick), options);
}

/// The answer to "which [Influencer]": its square is chosen next.
pub fn picked(state: &mut ZxState, seat: Seat, choice: Choice) {
    let Choice::Target(card) = choice else {
        state.note(rules::DRESS_UP, |_| format!("{seat} chooses no [{INFLUENCER}]"));
        return;
    };
    let options = appear::free_normal_squares(state).into_iter().map(Choice::Square).collect();
    state.ask(seat, DecisionKind::Keyword(KwDecision::AppearSquare { card, by: AppearBy::DressUp }), options);
}
