//! Searching a zone and playing what was found, as composable steps (E37): 公開する reveals a
//! chosen card where it is (1006.1, 1006.1a), デッキをシャッフルする shuffles the deck, and
//! プレイする plays a card an earlier step bound, paying its cost (804.2), if it can be played.
//! When the effect is over, a card it revealed that is still revealed in a hidden zone is hidden
//! again, and a deck is then shuffled (1006.2): a found card that couldn't be played "goes back"
//! into the deck it never left.

use super::{Frame, Goal, Pick, pick};
use crate::cards::ast::filter::ZxFilter;
use crate::cards::effect::Pile;
use crate::rules;
use crate::state::{Origin, Playing, Step, ZxState};
use fuda_kernel::lang::Slot;
use fuda_kernel::{ObjectId, Seat};

/// Starts choosing the card of `from` to reveal: in a hidden zone a choice restricted by
/// parameters may find nothing (102.9).
pub fn reveal(state: &mut ZxState, frame: Frame, from: Pile, filter: &ZxFilter, bind: Option<Slot>) {
    let offered = pick::card_candidates(state, frame.seat, from, filter);
    let fail_to_find = from.hidden() && *filter != ZxFilter::default();
    pick::ask(state, Pick::new(frame, Goal::Reveal, offered, 1, fail_to_find, bind));
}

/// 1006.1: the chosen card is shown to both players and stays where it is (1006.1a); it is
/// hidden again once the effect is over (1006.2): the caller pushes the rest of the effect
/// above.
pub fn revealed(state: &mut ZxState, seat: Seat, chosen: &[ObjectId]) {
    let Some(&id) = chosen.first() else { return };
    state.revealed = Some(id);
    state.note(rules::REVEAL, |s| format!("{seat} reveals {}", crate::costs::card_name(s, id)));
    state.steps.push(Step::HideRevealed(id));
}

/// `seat` shuffles their deck.
pub fn shuffle(state: &mut ZxState, seat: Seat) {
    let mut deck = std::mem::take(&mut state.player_mut(seat).deck);
    state.rng.shuffle(&mut deck);
    state.player_mut(seat).deck = deck;
    state.note(rules::RE_HIDE, |_| format!("{seat} shuffles their deck"));
}

/// 804.2: `seat` plays the bound card from their deck, paying its cost, if it can be played
/// there now (804.2f); otherwise it stays.
pub fn play(state: &mut ZxState, seat: Seat, ids: &[ObjectId]) {
    if ids.is_empty() {
        state.note(rules::AS_MANY_AS_POSSIBLE, |_| "no card was found: nothing is played".to_string());
        return;
    }
    let Some(card) = ids.iter().find_map(|id| state.player(seat).deck.iter().find(|c| c.id == *id).copied()) else {
        state.note(rules::NEW_OBJECT, |_| "the card to play is no longer where it was found: not played".to_string());
        return;
    };
    if !crate::play::playable_on(&crate::continuous::Board::new(state), seat, &card) {
        state.note(rules::DO_WHAT_YOU_CAN, |s| format!("{} can't be played: it stays in the deck", s.name_of(&card)));
        return;
    }
    let playing = Playing { card: card.id, seat, origin: Origin::Deck, free: false, square: None };
    crate::play::start(state, playing, card);
}

/// 1006.2: the effect is over; the card, still revealed in its owner's hidden zone, is hidden
/// again, and a deck is shuffled. A card that left the zone (played) is hidden no more.
pub fn hide(state: &mut ZxState, id: ObjectId) {
    let within = |cards: &[crate::cards::Card]| cards.iter().any(|c| c.id == id);
    let seats = [Seat(0), Seat(1)];
    if let Some(owner) = seats.into_iter().find(|s| within(&state.player(*s).hand) || within(&state.player(*s).life)) {
        if state.revealed == Some(id) {
            state.revealed = None;
            state.note(rules::HIDE_REVEALED, |s| {
                format!("{} is hidden again in {owner}'s hidden zone", crate::costs::card_name(s, id))
            });
        }
        return;
    }
    let Some(owner) = seats.into_iter().find(|s| within(&state.player(*s).deck)) else { return };
    if state.revealed == Some(id) {
        state.revealed = None;
    }
    let mut deck = std::mem::take(&mut state.player_mut(owner).deck);
    state.rng.shuffle(&mut deck);
    state.player_mut(owner).deck = deck;
    state.note(rules::HIDE_REVEALED, |s| {
        format!("{} is hidden again in {owner}'s deck, and the deck is shuffled", crate::costs::card_name(s, id))
    });
}
