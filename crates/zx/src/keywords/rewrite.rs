//! リライト≪色[数値]≫ (1117): an activated ability valid while the card is in the trash
//! (1117.1), on its owner's turn. Paying the cost, its controller chooses one of the card's
//! original activated or automatic abilities other than Rewrite (1117.2a) and resolves its
//! effect; then the card is removed (1117.2). The third ability kind of 1117.2 is garbled
//! (§14.3 item 18 of the digest): only abilities with effects to resolve are read (rulings).

use super::keyword_cost;
use crate::cards::ast::{Ability, Activated, Automatic};
use crate::cards::{Card, CardDef, Keyword};
use crate::rules;
use crate::state::keywords::{KwChoice, KwDecision, KwStep, PayFor};
use crate::state::{Choice, DecisionKind, Step, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// The numbers of the card's original abilities Rewrite may choose: its printed activated and
/// automatic abilities. Rewrite itself is a keyword, never among them (1117.2a).
fn choosable(def: &CardDef) -> Vec<u8> {
    (0..def.abilities.len())
        .filter(|&i| matches!(def.abilities[i], Ability::Activated(_) | Ability::Automatic(_)))
        .filter_map(|i| u8::try_from(i).ok())
        .collect()
}

fn effects(def: &CardDef, index: u8) -> Vec<crate::cards::effect::EventEffect> {
    match def.abilities.get(usize::from(index)) {
        Some(Ability::Activated(Activated { effects, .. }) | Ability::Automatic(Automatic { effects, .. })) => {
            effects.clone()
        }
        _ => Vec::new(),
    }
}

/// The trash cards of `seat` whose Rewrite may be played now: on their turn, the cost payable.
pub fn options(state: &ZxState, seat: Seat) -> Vec<KwChoice> {
    if state.turn_player != seat {
        return Vec::new();
    }
    state
        .player(seat)
        .trash
        .iter()
        .filter(|c| {
            let def = state.def(c);
            !choosable(def).is_empty()
                && def
                    .keywords
                    .iter()
                    .any(|k| matches!(k, Keyword::Rewrite(cost) if keyword_cost::payable(state, seat, *cost)))
        })
        .map(|c| KwChoice::Rewrite { card: c.id })
        .collect()
}

fn in_trash(state: &ZxState, seat: Seat, card: ObjectId) -> Option<Card> {
    state.player(seat).trash.iter().find(|c| c.id == card).copied()
}

/// The option's label.
pub fn label(state: &ZxState, card: ObjectId) -> String {
    let c = in_trash(state, state.turn_player, card);
    c.map(|c| format!("Rewrite {} from the trash", state.name_of(&c))).unwrap_or_default()
}

/// Plays it: the cost is paid first (807.1c).
pub fn play(state: &mut ZxState, seat: Seat, card: ObjectId) {
    let c = in_trash(state, seat, card).expect("an offered trash card");
    state.note(rules::REWRITE, |s| format!("{seat} plays the Rewrite of {} in the trash", s.name_of(&c)));
    keyword_cost::start(state, seat, PayFor::Rewrite(card));
}

/// Paid: the ability is chosen, or the only one taken.
pub fn paid(state: &mut ZxState, seat: Seat, card: ObjectId) {
    let Some(c) = in_trash(state, seat, card) else { return };
    let indices = choosable(state.def(&c));
    match indices.as_slice() {
        [one] => resolve(state, seat, c, *one),
        _ => {
            let options = indices.into_iter().map(Choice::Mode).collect();
            state.ask(seat, DecisionKind::Keyword(KwDecision::RewriteAbility { card: c }), options);
        }
    }
}

/// The answer to "which ability".
pub fn chosen(state: &mut ZxState, seat: Seat, card: Card, choice: Choice) {
    let Choice::Mode(index) = choice else { unreachable!("only abilities are offered") };
    resolve(state, seat, card, index);
}

/// 1117.2: the chosen ability's effect resolves; the card is removed once it has.
fn resolve(state: &mut ZxState, seat: Seat, card: Card, index: u8) {
    let text = state.def(&card).abilities.get(usize::from(index)).map(|a| a.text()).unwrap_or_default();
    state.note(rules::REWRITE, |s| format!("the Rewrite of {} resolves: {text}", s.name_of(&card)));
    state.steps.push(Step::Keyword(KwStep::RewriteDone { card: card.id, seat }));
    let effects = effects(state.def(&card), index);
    state.resume(crate::state::frame::Frame::new(seat, card, effects, crate::state::frame::Cite::Ability));
}

/// 1117.2: "このカードを除外する": the card, if still in the trash, is removed (1009.1).
pub fn done(state: &mut ZxState, seat: Seat, card: ObjectId) {
    let trash = &mut state.player_mut(seat).trash;
    let Some(at) = trash.iter().position(|c| c.id == card) else {
        state.note(rules::DO_WHAT_YOU_CAN, |_| "the card has left the trash: it is not removed".to_string());
        return;
    };
    let c = trash.remove(at);
    let c = state.renew(c);
    state.player_mut(c.owner).remove.push(c);
    state.note(rules::REWRITE, |s| format!("{} is removed from the trash (Rewrite)", s.name_of(&c)));
}

/// An ability option's words, for the decision that chooses it.
pub fn ability_text(state: &ZxState, card: &Card, index: u8) -> String {
    state.def(card).abilities.get(usize::from(index)).map(|a| a.text()).unwrap_or_default()
}
