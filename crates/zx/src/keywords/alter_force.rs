//! アルターフォース (1108): an automatic ability that triggers when this card appears (1108.1).
//! Its controller chooses up to N cards of their trash (N = 1 for the plain keyword, 1108.2;
//! the number written, 1108.3) and puts them face up into the Force zone as this card's forces.
//! If the card is no longer on a square by then, nothing is put (1010.1a).

use super::triggered;
use crate::cards::ast::FromZone;
use crate::cards::{Card, Keyword};
use crate::rules;
use crate::state::keywords::KwDecision;
use crate::state::markers::Force;
use crate::state::{Choice, DecisionKind, Triggered, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// 1108.1: `card` of `seat` appeared on a square: each Alter Force of it triggers.
pub fn on_appear(state: &mut ZxState, card: Card, seat: Seat) {
    let fired: Vec<Triggered> = state
        .def(&card)
        .keywords
        .iter()
        .enumerate()
        .filter(|(_, k)| matches!(k, Keyword::AlterForce(_)))
        .map(|(k, _)| triggered(state, seat, card, k))
        .collect();
    for t in fired {
        state.note(rules::ALTER_FORCE_KIND, |s| format!("the Alter Force of {} triggers", s.name_of(&t.source)));
        state.pending.push(t);
    }
}

/// The rule of the number: 1108.2 for the plain keyword, 1108.3 for Alter Force N.
fn rule(n: u8) -> rules::Rule {
    if n == 1 { rules::ALTER_FORCE } else { rules::ALTER_FORCE_N }
}

/// 1108.2–1108.3: the ability resolves: its card must still be on a square (1010.1a).
pub fn play(state: &mut ZxState, t: Triggered, n: u8) {
    if state.unit(t.source.id).is_none() {
        state.note(rules::FORCE_NO_HOST, |s| {
            format!("{} is no longer on a square: no card becomes its force", s.name_of(&t.source))
        });
        return;
    }
    ask(state, t.seat, t.source.id, n, Vec::new());
}

/// Asks for the next trash card, or puts the chosen ones once no more can be chosen.
fn ask(state: &mut ZxState, seat: Seat, source: ObjectId, n: u8, chosen: Vec<ObjectId>) {
    let left: Vec<Choice> = state
        .player(seat)
        .trash
        .iter()
        .filter(|c| !chosen.contains(&c.id))
        .map(|c| Choice::Target(c.id))
        .rev()
        .collect();
    if chosen.len() >= usize::from(n) || left.is_empty() {
        put(state, seat, source, n, &chosen);
        return;
    }
    let mut options = left;
    options.push(Choice::Pass);
    state.ask(seat, DecisionKind::Keyword(KwDecision::AlterForce { source, n, chosen }), options);
}

/// The answer: one more card, or done ("up to").
pub fn answer(state: &mut ZxState, seat: Seat, source: ObjectId, n: u8, mut chosen: Vec<ObjectId>, choice: Choice) {
    match choice {
        Choice::Target(id) => {
            chosen.push(id);
            ask(state, seat, source, n, chosen);
        }
        _ => put(state, seat, source, n, &chosen),
    }
}

/// The chosen trash cards go face up into the Force zone together, as forces of `source`.
fn put(state: &mut ZxState, seat: Seat, source: ObjectId, n: u8, chosen: &[ObjectId]) {
    let Some((_, host)) = state.unit(source).map(|(s, u)| (s, u.card)) else { return };
    if chosen.is_empty() {
        state.note(rule(n), |_| format!("{seat} puts no card as a force"));
        return;
    }
    let trash = std::mem::take(&mut state.player_mut(seat).trash);
    let (gone, kept): (Vec<Card>, Vec<Card>) = trash.into_iter().partition(|c| chosen.contains(&c.id));
    state.player_mut(seat).trash = kept;
    for card in gone {
        let card = state.renew(card);
        state.markers.forces.push(Force { card, host: source, seat, face_up: true });
        state.note(rule(n), |s| {
            format!("{seat} puts {} from the trash face up as a force of {}", s.name_of(&card), s.name_of(&host))
        });
    }
}

/// `card` of `seat`, just put on `square`, appears there from `from` (1007.1): it gains its
/// shields, and the abilities waiting for it trigger, Alter Force's among them.
pub fn appeared(state: &mut ZxState, card: Card, seat: Seat, square: crate::board::Square, from: FromZone) {
    state.note(rules::APPEAR, |s| {
        format!("{} appears on {} in Reboot, from {}", s.name_of(&card), square.words(), from.word())
    });
    super::arrival::arrived(state, card, seat, from, None);
}
