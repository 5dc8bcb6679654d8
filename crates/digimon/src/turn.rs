//! The turn (6): active, draw, breeding and main phases; end of turn as a timing inside the
//! current phase (6-6-1), which memory swinging back can cancel (6-6-4). A phase moves on only
//! when nothing is left to resolve (6-1-3); whenever that is so and memory is on the
//! opponent's side, the turn ends (6-1-4-1).

use crate::cards::ast::{Buff, Keyword, Timing};
use crate::moves;
use crate::query;
use crate::rules;
use crate::state::{Choice, DecisionKind, Deferred, DigimonState, PendingDecision, PendingEffect, Phase, Step};
use crate::triggers;
use fuda_kernel::Outcome;

/// 6-1-4-1: memory on the opponent's side at 1 or more, with nothing left to resolve.
fn turn_should_end(state: &DigimonState) -> bool {
    !state.ending && state.memory_for(state.turn_player) < 0
}

/// If the turn-end condition holds, end of turn arrives now in this phase; returns whether it did.
fn end_if_due(state: &mut DigimonState, resume: Step) -> bool {
    if turn_should_end(state) {
        state.note(rules::TURN_END_CONDITION, |s| format!("memory is on {}'s side: end of turn", s.non_turn_player()));
        state.steps.extend([resume, Step::EndOfTurn]);
        return true;
    }
    false
}

/// A new turn: the active phase begins with start-of-turn effects, before unsuspending (6-2-1-1).
pub fn begin(state: &mut DigimonState) {
    state.phase = Phase::Active;
    state.note(rules::START_OF_TURN, |s| format!("turn {} begins: {}'s active phase", s.turn, s.turn_player));
    triggers::collect_turn_timing(state, Timing::StartOfYourTurn, Some(Timing::StartOfOpponentsTurn));
    state.steps.extend([Step::Unsuspend, Step::Settle]);
}

/// 6-2-1-3: the turn player's area cards become active together; the other player's Reboot
/// Digimon too (16-10-5). The turn may end first (6-2-1-2).
pub fn unsuspend(state: &mut DigimonState) {
    if turn_should_end(state) {
        state.note(rules::START_ENDS_TURN, |_| "the turn ends before unsuspending".to_string());
        state.steps.extend([Step::Unsuspend, Step::EndOfTurn]);
        return;
    }
    let tp = state.turn_player;
    let ntp = state.non_turn_player();
    let field = query::Field::new(state);
    let reboot: Vec<_> = state
        .player(ntp)
        .battle()
        .iter()
        .filter(|u| field.has_keyword(ntp, u, Keyword::Reboot))
        .map(|u| u.id)
        .collect();
    // "Doesn't unsuspend": those stay suspended through the unsuspend phase.
    let held: Vec<_> = {
        let stays = field.unprinted(&[Buff::CannotUnsuspend]);
        [tp, ntp]
            .into_iter()
            .flat_map(|seat| state.player(seat).battle().iter().map(move |u| (seat, u)))
            .filter(|(seat, u)| u.suspended && stays(*seat, u, Buff::CannotUnsuspend))
            .map(|(_, u)| u.id)
            .collect()
    };
    let suspended: Vec<_> = state.player(tp).battle().iter().filter(|u| u.suspended).map(|u| u.id).collect();
    state.player_mut(tp).unsuspend_all();
    for id in reboot.into_iter().filter(|id| !held.contains(id)) {
        crate::moves::unsuspend(state, id);
    }
    for id in &held {
        state.set_suspended(*id, true);
    }
    // Those that did become active meet "becomes active" patterns, in area order.
    for id in suspended.into_iter().filter(|id| !held.contains(id)) {
        crate::patterns::about(state, crate::cards::ast::Event::Unsuspended, tp, id);
    }
    state.note(rules::UNSUSPEND, |_| format!("{tp}'s cards become active"));
    state.steps.push(Step::DrawPhase);
}

/// ドローフェイズ (6-3): draw 1, except the first player's first turn (6-3-1-1); an empty deck
/// loses (1-2-3-2).
pub fn draw_phase(state: &mut DigimonState) {
    // 6-1-4-1: the turn ends in the phase it is in, before the next one begins.
    if end_if_due(state, Step::DrawPhase) {
        return;
    }
    state.phase = Phase::Draw;
    let tp = state.turn_player;
    if state.turn == 1 && tp == state.first_player {
        state.note(rules::FIRST_NO_DRAW, |_| "the first player does not draw on the first turn".to_string());
    } else if state.player(tp).deck.is_empty() {
        let winner = state.non_turn_player();
        state.note(rules::WIN_BY_DECK_OUT, |_| format!("{tp} cannot draw: {winner} wins"));
        state.outcome = Some(Outcome::win(winner));
        return;
    } else {
        moves::draw(state, tp, 1);
    }
    state.steps.extend([Step::BreedingPhase, Step::Settle]);
}

/// The breeding-phase action open besides doing nothing (6-4-1): hatch (4-16) or move (4-15).
fn breeding_action(state: &DigimonState) -> Option<Choice> {
    let p = state.player(state.turn_player);
    match &p.breeding {
        None if !p.eggs.is_empty() => Some(Choice::Hatch),
        Some(u) if state.def(u.top()).dp.is_some() => Some(Choice::Move),
        _ => None,
    }
}

/// 育成フェイズ (6-4).
pub fn breeding_phase(state: &mut DigimonState) {
    if end_if_due(state, Step::BreedingPhase) {
        return;
    }
    state.phase = Phase::Breeding;
    // With nothing to do but nothing, there is no decision.
    let Some(action) = breeding_action(state) else {
        state.steps.extend([Step::MainStart, Step::Settle]);
        return;
    };
    state.steps.push(Step::BreedingPhase);
    let options = vec![action, Choice::StayInBreeding];
    state.decision = Some(PendingDecision { seat: state.turn_player, kind: DecisionKind::Breeding, options });
}

/// 孵化 (hatch), 4-16: the top Digi-Egg goes face up into the breeding area.
pub fn hatch(state: &mut DigimonState) {
    let tp = state.turn_player;
    let hatched = crate::moves::hatch(state, tp);
    debug_assert!(hatched, "hatch is offered only with eggs and an empty breeding area");
}

/// 移動 (move), 4-15: the breeding-area Digimon goes to the battle area, keeping its
/// orientation (4-15-3); its pending effects are cancelled (4-15-5).
pub fn move_to_battle(state: &mut DigimonState) {
    let tp = state.turn_player;
    crate::moves::move_from_breeding(state, tp);
}

/// Entering the main phase: [Start of Your Main Phase] (15-16-13).
pub fn main_start(state: &mut DigimonState) {
    if end_if_due(state, Step::MainStart) {
        return;
    }
    state.phase = Phase::Main;
    triggers::collect_turn_timing(state, Timing::StartOfYourMainPhase, None);
    state.steps.extend([Step::Main, Step::Settle]);
}

/// メインフェイズ (6-5): the open decision, or end of turn.
pub fn main(state: &mut DigimonState) {
    if end_if_due(state, Step::Main) {
        return;
    }
    let options = crate::options::main_options(state);
    state.steps.push(Step::Main);
    state.decision = Some(PendingDecision { seat: state.turn_player, kind: DecisionKind::Main, options });
}

/// Pass (6-5-1-7-1): memory becomes opponent-side 3.
pub fn pass(state: &mut DigimonState) {
    let tp = state.turn_player;
    state.set_memory_for(tp, -3);
    state.note(rules::PASS, |_| format!("{tp} passes: memory becomes 3 on the opponent's side"));
}

/// End of turn arrives (6-6-1): its triggers (15-16-12) stay triggered whatever memory does
/// (15-8-3-6).
pub fn end_of_turn(state: &mut DigimonState) {
    state.ending = true;
    state.note(rules::END_OF_TURN, |s| format!("end of {}'s turn", s.turn_player));
    triggers::collect_turn_timing(state, Timing::EndOfYourTurn, Some(Timing::EndOfOpponentsTurn));
    // 18-1-2: deferred processing for the end of the turn joins the simultaneous triggers; one
    // waiting for the end of a battle that never came lapses with the turn.
    let deferred = std::mem::take(&mut state.deferred);
    let (lapsed, due): (Vec<_>, Vec<_>) = deferred.into_iter().partition(|(_, d)| matches!(d, Deferred::BattleEnd(..)));
    if !lapsed.is_empty() {
        state.note(rules::DEFERRED, |_| {
            "no battle ended: the processes deferred to the end of a battle lapse".to_string()
        });
    }
    state.collected.extend(due.into_iter().map(|(seat, d)| (seat, PendingEffect::Deferred(d))));
    state.steps.extend([Step::EndTurnFinish, Step::Settle]);
}

/// Nothing is left to resolve at end of turn: hand the turn over (6-6-3), unless memory came
/// back to 0 or more, which cancels the end and resumes the phase (6-6-4).
pub fn end_turn_finish(state: &mut DigimonState) {
    state.ending = false;
    let tp = state.turn_player;
    if state.memory_for(tp) >= 0 {
        state.note(rules::END_CANCELLED, |_| "memory is back on the turn player's side: the turn goes on".to_string());
        return;
    }
    // The phase step under us would resume the cancelled phase; the turn is over instead.
    state.steps.pop();
    let ending = state.turn_player;
    let turn = state.turn;
    state.lasting.retain(|e| !query::expires_at_turn_end(e.until, e.controller, e.turn, turn, ending));
    state.bans.retain(|b| !query::expires_at_turn_end(b.until, b.controller, b.turn, turn, ending));
    state.used_this_turn.clear();
    state.turn_player = state.non_turn_player();
    state.turn += 1;
    state.note(rules::TURN_PASSES, |s| format!("the turn passes to {}", s.turn_player));
    state.steps.push(Step::BeginTurn);
}
