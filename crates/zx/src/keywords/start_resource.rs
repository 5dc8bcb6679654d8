//! スタートリソース (1128): a static ability read during game preparation (1128.1). At 402.1e a
//! player whose deck holds cards with it may put one of them into Resource face up (1128.2),
//! in Reboot like any card put there (308.2a). The game has not started, so the card's other
//! text does nothing (E9). The choice comes after the shuffle of 402.1f here: taking a card out
//! of a shuffled deck leaves the rest as random as taking it out before shuffling.

use crate::cards::Keyword;
use crate::rules;
use crate::state::{Choice, DecisionKind, ResourceCard, ZxState};
use fuda_kernel::Seat;

use super::flow::KeywordDecision;

/// 402.1e: `seat` is offered their deck's Start Resource cards, one of each name, or none.
pub fn offer(state: &mut ZxState, seat: Seat) {
    let mut options = Vec::new();
    let mut names = Vec::new();
    for c in &state.player(seat).deck {
        let def = state.def(c);
        if def.keywords.contains(&Keyword::StartResource) && !names.contains(&&def.name) {
            names.push(&def.name);
            options.push(Choice::ToResource(c.id));
        }
    }
    if options.is_empty() {
        return;
    }
    options.push(Choice::Pass);
    state.ask(seat, DecisionKind::Keyword(KeywordDecision::StartResource), options);
}

/// The answer: the chosen card goes from the deck into Resource in Reboot (1128.2, 308.2a).
pub fn chosen(state: &mut ZxState, seat: Seat, choice: Choice) {
    let Choice::ToResource(id) = choice else {
        state.note(rules::START_RESOURCE_SETUP, |_| format!("{seat} puts no Start Resource card into Resource"));
        return;
    };
    let deck = &mut state.player_mut(seat).deck;
    let at = deck.iter().position(|c| c.id == id).expect("an offered deck card");
    let card = deck.remove(at);
    state.note(rules::START_RESOURCE_SETUP, |s| format!("{seat} chooses {} from the deck", s.name_of(&card)));
    let card = state.renew(card);
    state.player_mut(seat).resource.push(ResourceCard { card, sleeping: false });
    state.note(rules::START_RESOURCE, |s| {
        format!("{seat} puts {} from the deck into Resource in Reboot (Start Resource)", s.name_of(&card))
    });
}
