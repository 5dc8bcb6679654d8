//! 昇華[N]「◎◎」 (1123): an automatic ability of a card on a square, triggered when it appears
//! (1123.1). Its controller chooses up to N cards of their Resource whose name contains 「◎◎」
//! and puts them face up into Dynamis; for each card put, the top card of their deck goes into
//! Resource asleep (1123.3). The printed form names 「◎◎」 but its text says 「エレメンツ」
//! (§14.3 item 7 of the digest): the parameter is read (rulings).

use crate::cards::{Card, Keyword};
use crate::rules;
use crate::state::keywords::KwDecision;
use crate::state::{Choice, DecisionKind, ResourceCard, Triggered, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// The card's Shouka: how many and the name.
fn shouka(state: &ZxState, source: &Card) -> Option<(u8, String)> {
    state.def(source).keywords.iter().find_map(|k| match k {
        Keyword::Shouka { count, name } => Some((*count, name.clone())),
        _ => None,
    })
}

/// 1123.3: the Resource cards of `seat` whose name contains the text, not yet chosen.
fn candidates(state: &ZxState, seat: Seat, name: &str, chosen: &[ObjectId]) -> Vec<ObjectId> {
    let resource = &state.player(seat).resource;
    resource
        .iter()
        .filter(|r| !chosen.contains(&r.card.id) && state.def(&r.card).name.contains(name))
        .map(|r| r.card.id)
        .collect()
}

/// The triggered Shouka is played: the first choice, or nothing to choose.
pub fn play(state: &mut ZxState, t: Triggered) {
    ask(state, t.seat, t.source, Vec::new());
}

fn ask(state: &mut ZxState, seat: Seat, source: Card, chosen: Vec<ObjectId>) {
    let Some((count, name)) = shouka(state, &source) else { return };
    let left = candidates(state, seat, &name, &chosen);
    if chosen.len() >= usize::from(count) || left.is_empty() {
        put(state, seat, &chosen);
        return;
    }
    let mut options: Vec<Choice> = left.into_iter().map(Choice::Target).collect();
    options.push(Choice::Pass);
    state.ask(seat, DecisionKind::Keyword(KwDecision::ShoukaPick { source, chosen }), options);
}

/// The answer: one more card, or done ("up to").
pub fn answer(state: &mut ZxState, seat: Seat, source: Card, mut chosen: Vec<ObjectId>, choice: Choice) {
    match choice {
        Choice::Target(id) => {
            chosen.push(id);
            ask(state, seat, source, chosen);
        }
        _ => put(state, seat, &chosen),
    }
}

/// The chosen go face up into Dynamis together (301.5); then one deck card at a time goes into
/// Resource asleep for each (304.3), as many as the deck holds (102.4).
fn put(state: &mut ZxState, seat: Seat, chosen: &[ObjectId]) {
    if chosen.is_empty() {
        state.note(rules::SHOUKA, |_| format!("{seat} puts no Resource card into Dynamis (Shouka)"));
        return;
    }
    let resource = std::mem::take(&mut state.player_mut(seat).resource);
    let (gone, kept): (Vec<ResourceCard>, Vec<ResourceCard>) =
        resource.into_iter().partition(|r| chosen.contains(&r.card.id));
    state.player_mut(seat).resource = kept;
    for r in &gone {
        let card = state.renew(r.card);
        state.player_mut(card.owner).to_dynamis_face_up(card);
        state.note(rules::SHOUKA, |s| format!("{} goes from Resource into Dynamis face up (Shouka)", s.name_of(&card)));
    }
    for _ in &gone {
        let Some(card) = state.player_mut(seat).deck.pop() else {
            state.note(rules::DO_WHAT_YOU_CAN, |_| format!("{seat}'s deck is empty: no more cards into Resource"));
            return;
        };
        let card = state.renew(card);
        state.player_mut(seat).resource.push(ResourceCard { card, sleeping: true });
        state.note(rules::SHOUKA, |s| {
            format!("{} goes from the top of the deck into Resource asleep (Shouka)", s.name_of(&card))
        });
    }
}

/// A decision's question.
pub fn prompt(state: &ZxState, source: &Card, chosen: &[ObjectId]) -> String {
    let (count, name) = shouka(state, source).unwrap_or_default();
    format!(
        "Shouka: another Resource card named \"{name}\" into Dynamis ({} of up to {count} chosen, 1123.3)?",
        chosen.len()
    )
}
