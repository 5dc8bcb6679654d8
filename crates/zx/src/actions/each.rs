//! "Each player chooses" (各プレイヤーは…選ぶ): both players choose cards of their own zone at
//! once. The turn player chooses first, then the non-turn player (102.7); cards of a hidden zone
//! are chosen secretly, the other player learning only how many, and the cards of both players
//! move together once both have chosen (102.8).

use super::{Frame, resume};
use crate::cards::effect::Pile;
use crate::rules;
pub use crate::state::frame::EachPick;
use crate::state::{Choice, DecisionKind, ZxState};
use fuda_kernel::ObjectId;

/// Starts the choice: the turn player first (102.7).
pub fn start(state: &mut ZxState, frame: Frame, from: Pile, to: Pile, need: u8) {
    let chooser = state.turn_player;
    state.note(rules::TURN_PLAYER_CHOOSES_FIRST, |_| format!("each player chooses: {chooser}, the turn player, first"));
    let pick = EachPick { frame, from, to, need, chooser, chosen: Vec::new(), held: Vec::new() };
    ask(state, pick);
}

/// Asks the chooser for their next card, or passes the choice on once they are done.
fn ask(state: &mut ZxState, mut pick: EachPick) {
    let left: Vec<ObjectId> = super::unit::pile(state, pick.chooser, pick.from)
        .iter()
        .rev()
        .map(|c| c.id)
        .filter(|id| !pick.chosen.contains(id))
        .collect();
    if pick.chosen.len() < usize::from(pick.need) && !left.is_empty() {
        let seat = pick.chooser;
        state.ask(seat, DecisionKind::Each(Box::new(pick)), left.into_iter().map(Choice::Target).collect());
        return;
    }
    chose(state, &pick);
    if pick.chooser == state.turn_player {
        pick.held = std::mem::take(&mut pick.chosen);
        pick.chooser = ZxState::opponent(pick.chooser);
        ask(state, pick);
        return;
    }
    let tp = state.turn_player;
    state.note(rules::HIDDEN_CHOICES, |_| "both players' chosen cards move together".to_string());
    let EachPick { frame, from, to, chooser, chosen, held, .. } = pick;
    resume(state, frame);
    super::unit::move_cards(state, tp, from, to, &held);
    super::unit::move_cards(state, chooser, from, to, &chosen);
}

/// Notes what the chooser chose: by name to them alone when the zone is hidden (102.8).
fn chose(state: &mut ZxState, pick: &EachPick) {
    let (seat, n) = (pick.chooser, pick.chosen.len());
    let names = |s: &ZxState| {
        let cards = super::unit::pile(s, seat, pick.from);
        let named: Vec<String> =
            pick.chosen.iter().filter_map(|id| cards.iter().find(|c| c.id == *id)).map(|c| s.name_of(c)).collect();
        format!("{seat} chooses {}", named.join(", "))
    };
    if pick.from.hidden() {
        state.note_to(seat, rules::HIDDEN_CHOICES, names);
        state.note_to(ZxState::opponent(seat), rules::HIDDEN_CHOICES, |_| {
            format!("{seat} chooses {n} card(s) secretly")
        });
    } else {
        state.note(rules::HIDDEN_CHOICES, names);
    }
}

/// The chooser's answer: one more card.
pub fn answer(state: &mut ZxState, mut pick: EachPick, choice: Choice) {
    let Choice::Target(id) = choice else { unreachable!("only cards are offered") };
    pick.chosen.push(id);
    ask(state, pick);
}

/// The question, for the chooser.
pub fn prompt(state: &ZxState, pick: &EachPick) -> String {
    let left = usize::from(pick.need).saturating_sub(pick.chosen.len());
    format!(
        "{}: each player chooses; choose a card of your {} to put into your {} ({left} left) (102.7)",
        state.name_of(&pick.frame.source),
        pick.from.word(),
        pick.to.word()
    )
}
