//! ≪色[数値]≫, the resource cost Rewrite and Hangon name (1117.2, 1121.2): one colour and
//! points, paid like a card's resource cost by sleeping Reboot resources, one of the colour
//! (805.3a) and others up to the points (805.3b), chosen one at a time so that the rest can still
//! be paid, then all slept together (805.3d). With one colour the matching of 805.3a is a
//! count, read here directly.

use crate::cards::{Card, Keyword, KeywordCost};
use crate::rules;
use crate::state::keywords::{KwDecision, PayFor};
use crate::state::{Choice, DecisionKind, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// `seat`'s Reboot resources, each with whether it has the cost's colour.
fn reboot(state: &ZxState, seat: Seat, cost: KeywordCost) -> Vec<(ObjectId, bool)> {
    let resource = &state.player(seat).resource;
    resource.iter().filter(|r| !r.sleeping).map(|r| (r.card.id, state.def(&r.card).colours.has(cost.colour))).collect()
}

/// Whether `seat` can pay `cost` now (805.3c).
pub fn payable(state: &ZxState, seat: Seat, cost: KeywordCost) -> bool {
    let cards = reboot(state, seat, cost);
    cards.len() >= usize::from(cost.points) && (cost.points == 0 || cards.iter().any(|(_, coloured)| *coloured))
}

/// The resources that may be chosen next, `chosen` already chosen: any, unless only the last
/// one is left and none chosen has the colour.
fn next(state: &ZxState, seat: Seat, cost: KeywordCost, chosen: &[ObjectId]) -> Vec<ObjectId> {
    let cards = reboot(state, seat, cost);
    let has_colour = cards.iter().any(|(id, coloured)| *coloured && chosen.contains(id));
    let last = usize::from(cost.points) == chosen.len() + 1;
    cards
        .into_iter()
        .filter(|(id, coloured)| !chosen.contains(id) && (has_colour || !last || *coloured))
        .map(|(id, _)| id)
        .collect()
}

/// The cost the card with identity `card` in `seat`'s trash names for `purpose`.
fn cost_of(state: &ZxState, seat: Seat, purpose: PayFor) -> Option<KeywordCost> {
    let (PayFor::Rewrite(id) | PayFor::Hangon(id)) = purpose;
    let card: &Card = state.player(seat).trash.iter().find(|c| c.id == id)?;
    state.def(card).keywords.iter().find_map(|k| match (k, purpose) {
        (Keyword::Rewrite(c), PayFor::Rewrite(_)) | (Keyword::Hangon(c), PayFor::Hangon(_)) => Some(*c),
        _ => None,
    })
}

/// Starts paying for `purpose`.
pub fn start(state: &mut ZxState, seat: Seat, purpose: PayFor) {
    ask(state, seat, purpose, Vec::new());
}

/// Asks for the next resource, or sleeps the chosen ones once there are enough.
fn ask(state: &mut ZxState, seat: Seat, purpose: PayFor, chosen: Vec<ObjectId>) {
    let Some(cost) = cost_of(state, seat, purpose) else {
        state.note(rules::DO_WHAT_YOU_CAN, |_| "the card is no longer in the trash: nothing is paid".to_string());
        return;
    };
    if chosen.len() < usize::from(cost.points) {
        let options = next(state, seat, cost, &chosen).into_iter().map(Choice::PayWith).collect();
        state.ask(seat, DecisionKind::Keyword(KwDecision::Pay { purpose, chosen }), options);
        return;
    }
    for r in state.player_mut(seat).resource.iter_mut().filter(|r| chosen.contains(&r.card.id)) {
        r.sleeping = true;
    }
    let words = cost.words();
    state.note(rules::PAY_SLEEP, |_| format!("{seat} sleeps {} resources to pay {words}", chosen.len()));
    match purpose {
        PayFor::Rewrite(card) => super::rewrite::paid(state, seat, card),
        PayFor::Hangon(card) => super::hangon::paid(state, seat, card),
    }
}

/// The answer to "which resource next".
pub fn chosen(state: &mut ZxState, seat: Seat, purpose: PayFor, mut chosen: Vec<ObjectId>, choice: Choice) {
    let Choice::PayWith(id) = choice else { unreachable!("only resources are offered") };
    chosen.push(id);
    ask(state, seat, purpose, chosen);
}
