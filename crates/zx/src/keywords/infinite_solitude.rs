//! InfiniteSolitude (1110): when this card appears, its controller chooses any number of their
//! other Z/X on squares and returns them to the hand (1110.2); none is a legal number
//! (1110.2a). The Z/X are chosen one at a time and return together; it is an effect's choice,
//! so Zekkai keeps a card out of it (1107.2).

use crate::rules;
use crate::state::keywords::KwDecision;
use crate::state::{Choice, DecisionKind, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// Asks for the next Z/X to return, or returns the chosen ones once `seat` is done.
pub fn choose(state: &mut ZxState, seat: Seat, source: ObjectId, chosen: Vec<ObjectId>) {
    let mut options: Vec<Choice> = super::choosable_zx(state, |c| c == seat)
        .into_iter()
        .filter(|id| *id != source && !chosen.contains(id))
        .map(Choice::Target)
        .collect();
    if options.is_empty() {
        finish(state, seat, &chosen);
        return;
    }
    options.push(Choice::Pass);
    state.ask(seat, DecisionKind::Keyword(KwDecision::Solitude { source, chosen }), options);
}

/// One more Z/X chosen, or done.
pub fn answer(state: &mut ZxState, seat: Seat, source: ObjectId, mut chosen: Vec<ObjectId>, choice: Choice) {
    if let Choice::Target(id) = choice {
        chosen.push(id);
        choose(state, seat, source, chosen);
    } else {
        finish(state, seat, &chosen);
    }
}

/// The question, naming the card with the ability.
pub fn prompt(state: &ZxState, source: ObjectId) -> String {
    let name = state.unit(source).map(|(_, u)| state.name_of(&u.card)).unwrap_or_default();
    format!("InfiniteSolitude of {name}: another Z/X of yours to return to the hand, or done (1110.2)?")
}

/// The chosen Z/X go to their owners' hands together, as new cards (301.4).
fn finish(state: &mut ZxState, seat: Seat, chosen: &[ObjectId]) {
    if chosen.is_empty() {
        state.note(rules::SOLITUDE_ZERO, |_| format!("{seat} returns no Z/X"));
        return;
    }
    // Each is seen on its square before any of them leaves (808.3a, 808.3b).
    let seen: Vec<_> = chosen.iter().filter_map(|id| crate::lki::Lki::of_unit(state, *id)).collect();
    for lki in seen {
        let Some(unit) = state.take_unit(lki.card.id) else { continue };
        if let Some(card) = crate::objects::leave_square(state, &unit) {
            state.player_mut(card.owner).hand.push(card);
            state.note(rules::SOLITUDE, |s| format!("{} returns to {}'s hand", s.name_of(&card), card.owner));
        }
        let (hand, squares) = (crate::cards::ast::condition::Zone::Hand, crate::cards::ast::condition::Zone::Squares);
        crate::triggers::moved(state, lki, hand, Some(squares));
    }
}
