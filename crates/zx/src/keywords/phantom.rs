//! ファントム [text] (1125): an activated ability valid while the card is on a square
//! (1125.1), on its controller's turn. Its cost puts one hand card into Charge and returns this
//! card to the hand; then the effects of [text] resolve top to bottom (1125.2). The hand card
//! paid is chosen with the option, as Den'ei's returned Z/X is.

use crate::cards::Keyword;
use crate::cards::ast::condition::Zone;
use crate::rules;
use crate::state::ZxState;
use crate::state::keywords::KwChoice;
use fuda_kernel::{ObjectId, Seat};

/// The Phantom abilities `seat` may play now: each of their Z/X on a square with Phantom, with
/// each hand card to put into Charge (on their own turn: the main phase is the turn player's).
pub fn options(state: &ZxState, seat: Seat) -> Vec<KwChoice> {
    if state.turn_player != seat {
        return Vec::new();
    }
    let hand: Vec<ObjectId> = state.player(seat).hand.iter().map(|c| c.id).collect();
    let mut out = Vec::new();
    for (_, u) in state.units().filter(|(_, u)| u.controller == seat) {
        if state.def(&u.card).keywords.iter().any(|k| matches!(k, Keyword::Phantom(_))) {
            out.extend(hand.iter().map(|&charged| KwChoice::Phantom { unit: u.card.id, charged }));
        }
    }
    out
}

/// The option's label.
pub fn label(state: &ZxState, unit: ObjectId, charged: ObjectId) -> String {
    let hand = state.player(state.turn_player).hand.iter().find(|c| c.id == charged).map(|c| state.name_of(c));
    match state.unit(unit) {
        Some((sq, u)) => {
            format!("Phantom {} on {}, {} into Charge", state.name_of(&u.card), sq.name(), hand.unwrap_or_default())
        }
        None => String::new(),
    }
}

/// Plays it: the cost (the hand card into Charge, this card to the hand), then the effects.
pub fn play(state: &mut ZxState, seat: Seat, unit: ObjectId, charged: ObjectId) {
    let (_, u) = state.unit(unit).expect("an offered unit is on a square");
    let source = u.card;
    let effects = state
        .def(&source)
        .keywords
        .iter()
        .find_map(|k| if let Keyword::Phantom(e) = k { Some(e.clone()) } else { None })
        .expect("an offered Phantom");
    state.note(rules::PHANTOM, |s| format!("{seat} plays the Phantom of {}", s.name_of(&source)));
    let hand = &mut state.player_mut(seat).hand;
    let at = hand.iter().position(|c| c.id == charged).expect("an offered hand card");
    let card = hand.remove(at);
    let card = state.renew(card);
    state.player_mut(card.owner).charge.push(card);
    state.note(rules::PHANTOM, |s| format!("{} goes from the hand into Charge to pay", s.name_of(&card)));
    crate::triggers::moved(state, crate::lki::Lki::of_card(card), Zone::Charge, Some(Zone::Hand));
    let back = super::appear::leave_square(state, unit, Some(Zone::Hand));
    if let Some(back) = back {
        state.player_mut(back.owner).hand.push(back);
        state.note(rules::PHANTOM, |s| format!("{} returns to the hand to pay", s.name_of(&back)));
    }
    let source = back.unwrap_or(source);
    state.resume(crate::state::frame::Frame::new(seat, source, effects, crate::state::frame::Cite::Ability));
}
