//! カラーブレイク (1130): an automatic ability of a card on a square, triggered by 'start of
//! draw phase' (1130.1). Its controller may put it into the trash; if they do, they choose a Z/X
//! with Color Break in their trash, not of the same name (同名, 201.4), which appears in Reboot
//! on the square the card was on, if no Z/X is there (1130.2). The rule does not say "your"
//! draw phase (§14.3 of the digest): every draw phase triggers it (rulings). The printed race
//! of the chosen card is garbled in the source and not required.

use super::triggered;
use crate::board::Square;
use crate::cards::Keyword;
use crate::cards::ast::FromZone;
use crate::rules;
use crate::state::keywords::KwDecision;
use crate::state::{Choice, DecisionKind, Triggered, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// 503.1: every Color Break card on a square triggers, the turn player's first.
pub fn trigger(state: &mut ZxState) {
    let tp = state.turn_player;
    let mut fired = Vec::new();
    for seat in [tp, ZxState::opponent(tp)] {
        for (_, u) in state.units().filter(|(_, u)| u.controller == seat) {
            for (k, keyword) in state.def(&u.card).keywords.iter().enumerate() {
                if *keyword == Keyword::ColorBreak {
                    fired.push(triggered(state, seat, u.card, k));
                }
            }
        }
    }
    for t in fired {
        state.note(rules::COLOR_BREAK, |s| format!("the Color Break of {} triggers", s.name_of(&t.source)));
        state.pending.push(t);
    }
}

/// 1130.2: if the card is still on its square, its controller chooses whether to trash it.
pub fn play(state: &mut ZxState, t: Triggered) {
    if state.unit(t.source.id).is_none() {
        state.note(rules::DO_WHAT_YOU_CAN, |s| format!("{} is no longer on a square", s.name_of(&t.source)));
        return;
    }
    let options = vec![Choice::TrashCard(t.source.id), Choice::Pass];
    state.ask(t.seat, DecisionKind::Keyword(KwDecision::ColorBreakTrash { source: t.source.id }), options);
}

/// The answer to "put it into the trash?": if so, the Color Break Z/X of the trash not of the
/// same name are offered.
pub fn trash_or_not(state: &mut ZxState, seat: Seat, source: ObjectId, choice: Choice) {
    if choice != Choice::TrashCard(source) {
        state.note(rules::COLOR_BREAK, |_| format!("{seat} keeps the card on its square"));
        return;
    }
    let (square, unit) = state.unit(source).map(|(sq, u)| (sq, *u)).expect("the offered card is on a square");
    state.take_unit(source);
    let name = state.def(&unit.card).name.clone();
    state.note(rules::COLOR_BREAK, |s| {
        format!("{} goes from {} to the trash (Color Break)", s.name_of(&unit.card), square.name())
    });
    crate::moves::trash_unit(state, unit);
    let options: Vec<Choice> = state
        .player(seat)
        .trash
        .iter()
        .filter(|c| {
            let def = state.def(c);
            def.kind.is_zx() && def.keywords.contains(&Keyword::ColorBreak) && def.name != name
        })
        .map(|c| Choice::Target(c.id))
        .collect();
    if options.is_empty() {
        state.note(rules::DO_WHAT_YOU_CAN, |_| format!("{seat} has no other Color Break Z/X in the trash"));
        return;
    }
    state.ask(seat, DecisionKind::Keyword(KwDecision::ColorBreakPick { square }), options);
}

/// The chosen trash card appears in Reboot on `square`, unless a Z/X is there now.
pub fn picked(state: &mut ZxState, seat: Seat, square: Square, choice: Choice) {
    let Choice::Target(id) = choice else { unreachable!("only trash cards are offered") };
    if state.on(square).iter().any(|u| state.def(&u.card).kind.is_zx()) {
        state.note(rules::DO_WHAT_YOU_CAN, |_| format!("a Z/X is on {} now: nothing appears", square.name()));
        return;
    }
    let trash = &mut state.player_mut(seat).trash;
    let at = trash.iter().position(|c| c.id == id).expect("an offered trash card");
    let card = trash.remove(at);
    let card = state.renew(card);
    state.put_on(square, card, seat);
    state.note(rules::COLOR_BREAK, |s| {
        format!("{} appears on {} in Reboot, from the trash (Color Break)", s.name_of(&card), square.words())
    });
    super::arrival::arrived(state, card, seat, FromZone::Trash, None);
}
