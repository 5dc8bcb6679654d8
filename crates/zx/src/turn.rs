//! The turn (500): each phase and step in order, with priority pre-processing (702) wherever the
//! rules call for it, and the last steps of game preparation (402.1k–p). Each step does its
//! work and pushes what follows: the work stack runs the last pushed first, so the PPP pushed
//! after a step's successor runs before it.

use crate::options;
use crate::rules;
use crate::state::{Choice, DecisionKind, Origin, Step, TurnStep, ZxState};
use fuda_kernel::Seat;

/// Pushes `next`, then a PPP to run before it.
fn then_ppp(state: &mut ZxState, next: TurnStep) {
    state.steps.push(Step::Turn(next));
    state.steps.push(Step::Ppp);
}

/// Runs the turn step `t`.
pub fn run(state: &mut ZxState, t: TurnStep) {
    state.step = t;
    let tp = state.turn_player;
    match t {
        TurnStep::Setup => {}
        TurnStep::Reboot => reboot_phase(state),
        TurnStep::DrawStart => {
            state.note(rules::DRAW_START, |_| format!("start of {tp}'s draw phase"));
            then_ppp(state, TurnStep::Draw);
            crate::keywords::draw_phase_started(state);
        }
        TurnStep::Draw => {
            then_ppp(state, TurnStep::ResourceStart);
            if state.turn == 1 {
                state.note(rules::FIRST_DRAW_SKIPPED, |_| format!("{tp} draws nothing on the first turn"));
            } else {
                state.note(rules::DRAW_TWO, |_| format!("{tp} draws 2 cards"));
                state.steps.push(Step::Draw { seat: tp, count: 2 });
            }
        }
        TurnStep::ResourceStart => {
            state.note(rules::RESOURCE_START, |_| format!("start of {tp}'s resource phase"));
            then_ppp(state, TurnStep::ResourcePlace);
        }
        TurnStep::ResourcePlace => match state.player(tp).hand.is_empty() {
            true => then_ppp(state, TurnStep::IgnitionStart),
            false => {
                let mut options: Vec<Choice> = state.player(tp).hand.iter().map(|c| Choice::ToResource(c.id)).collect();
                options.push(Choice::Pass);
                state.ask(tp, DecisionKind::ResourcePlace, options);
            }
        },
        TurnStep::IgnitionStart => {
            state.note(rules::IGNITION_START, |_| format!("start of {tp}'s ignition phase"));
            then_ppp(state, TurnStep::IgnitionChoice);
        }
        TurnStep::IgnitionChoice => match state.player(tp).charge.is_empty() {
            true => state.steps.push(Step::Turn(TurnStep::MainStart)),
            false => {
                let mut options: Vec<Choice> = state.player(tp).charge.iter().map(|c| Choice::Ignite(c.id)).collect();
                options.push(Choice::Pass);
                state.ask(tp, DecisionKind::IgnitionChoice, options);
            }
        },
        TurnStep::MainStart => {
            state.note(rules::MAIN_START, |_| format!("start of {tp}'s main phase"));
            then_ppp(state, TurnStep::Main);
        }
        TurnStep::Main => {
            let options = options::main(state);
            let mut options = crate::loops::unrepeated(state, options);
            crate::proposals::main_options(state, tp, &mut options);
            state.ask(tp, DecisionKind::Main, options);
        }
        TurnStep::BattleEvents => crate::battle::event_step(state),
        TurnStep::BattleDamage => {
            state.steps.push(Step::Turn(TurnStep::BattleEnd));
            state.steps.push(Step::Ppp);
            state.steps.push(Step::BattleHit);
            state.steps.push(Step::Ppp);
        }
        TurnStep::BattleEnd => {
            state.note(rules::BATTLE_END, |_| "the battle ends".to_string());
            state.steps.push(Step::Turn(TurnStep::Main));
            state.steps.push(Step::Ppp);
            state.steps.push(Step::BattleOver);
            state.steps.push(Step::Ppp);
        }
        TurnStep::EndStart => {
            state.note(rules::END_START, |_| format!("start of {tp}'s end phase"));
            then_ppp(state, TurnStep::EndOfTurn);
        }
        TurnStep::EndOfTurn => {
            state.note(rules::END_OF_TURN, |_| format!("end of {tp}'s turn"));
            then_ppp(state, TurnStep::Cleanup);
            crate::abilities::end_of_turn(state);
        }
        TurnStep::Cleanup => cleanup(state),
        TurnStep::TurnOver => {
            let next = ZxState::opponent(tp);
            state.note(rules::TURN_ENDS, |_| format!("{tp}'s turn ends; {next} becomes the turn player"));
            state.turn += 1;
            state.repeats.clear();
            // A loop proposed is over with its turn.
            state.loop_proposal = None;
            state.turn_player = next;
            for p in state.players.iter_mut() {
                p.extra_played = false;
            }
            state.extra.new_turn();
            // 507.8: effects "until end of turn" end with the turn.
            for u in state.squares.iter_mut().flatten() {
                u.boost = 0;
            }
            crate::continuous::lasting::end_of_turn(state);
            crate::keywords::turn_over(state);
            crate::costs::turn_over(state);
            state.appeared.clear();
            state.steps.push(Step::Turn(TurnStep::Reboot));
        }
        TurnStep::EndCheck => end_check(state),
    }
}

/// 502: the turn player reboots their cards on squares and in Resource and destroys their
/// Ascensions (502.1); the phase's start event (502.2); PPP (502.3).
fn reboot_phase(state: &mut ZxState) {
    let tp = state.turn_player;
    state.note(rules::PHASES, |s| format!("turn {}: {tp}'s turn begins", s.turn));
    let asleep: Vec<_> =
        state.units().filter(|(_, u)| u.controller == tp && u.sleeping).map(|(_, u)| u.card.id).collect();
    for sq in state.squares.iter_mut() {
        for u in sq.iter_mut().filter(|u| u.controller == tp) {
            u.sleeping = false;
        }
    }
    for id in asleep {
        crate::triggers::state_changed(state, id, false, true);
    }
    for r in state.player_mut(tp).resource.iter_mut() {
        r.sleeping = false;
    }
    let ascensions: Vec<_> = state
        .units()
        .filter(|(_, u)| u.controller == tp && state.def(&u.card).kind.is_ascension())
        .map(|(_, u)| u.card.id)
        .collect();
    for id in ascensions {
        if let Some(u) = state.take_unit(id) {
            crate::moves::destroy(state, u);
        }
    }
    state.note(rules::REBOOT, |_| format!("{tp} reboots their cards"));
    let game_start = if state.turn == 1 { " and game start" } else { "" };
    state.note(rules::REBOOT_START, |_| format!("start of reboot phase{game_start}"));
    then_ppp(state, TurnStep::DrawStart);
}

/// 507.5: an "end of turn" ability not yet triggered this turn sends the turn back to 507.3;
/// otherwise 507.6: every Z/X's damage becomes 0; 507.7: the turn player trashes hand cards over
/// the limit.
fn cleanup(state: &mut ZxState) {
    if crate::abilities::end_of_turn_waiting(state) {
        state.note(rules::END_OF_TURN_AGAIN, |_| {
            "an 'end of turn' ability has not triggered yet: back to 507.3".to_string()
        });
        state.steps.push(Step::Turn(TurnStep::EndOfTurn));
        return;
    }
    for sq in state.squares.iter_mut() {
        for u in sq.iter_mut() {
            u.damage = 0;
        }
    }
    state.note(rules::DAMAGE_RESET, |_| "every Z/X's damage becomes 0".to_string());
    hand_limit(state, Vec::new());
}

/// 507.7: while the turn player's hand holds more than the hand limit, they choose a card to
/// trash; the chosen cards go together once the rest fit the limit.
pub fn hand_limit(state: &mut ZxState, chosen: Vec<fuda_kernel::ObjectId>) {
    let tp = state.turn_player;
    let p = state.player(tp);
    let over = p.hand_limit.is_some_and(|limit| p.hand.len() - chosen.len() > usize::from(limit));
    if over {
        let options = p.hand.iter().filter(|c| !chosen.contains(&c.id)).map(|c| Choice::TrashCard(c.id)).collect();
        state.ask(tp, DecisionKind::HandLimit(chosen), options);
        return;
    }
    if !chosen.is_empty() {
        let names = state.trash_chosen(tp, |p| &mut p.hand, &chosen);
        state.note(rules::HAND_LIMIT_DISCARD, |_| format!("{tp} trashes {} over the hand limit", names.join(", ")));
    }
    state.steps.push(Step::Turn(TurnStep::EndCheck));
}

/// 507.8: a rule effect to perform, an automatic ability in its triggered state (the discards
/// of 507.7 may trigger some), or an "end of turn" ability not yet triggered this turn sends the
/// turn back to 507.3; otherwise the turn ends, and the "end of turn" abilities may trigger
/// again next turn.
fn end_check(state: &mut ZxState) {
    if !state.pending.is_empty() || crate::abilities::end_of_turn_waiting(state) || lethal_due(state) {
        state.note(rules::TURN_ENDS, |_| "something is left to do: back to 507.3".to_string());
        state.steps.push(Step::Turn(TurnStep::EndOfTurn));
        return;
    }
    state.end_of_turn_fired = None;
    then_ppp(state, TurnStep::TurnOver);
}

/// Whether a rule effect waits after 507.7. Its discards move hand cards to the trash and
/// nothing else, and 507.6 cleared the damage, so only a power lowered to 0 or less by what the
/// hand or trash now hold can call for one (904.2); the other rule effects read zones and marks
/// 507.7 leaves alone.
fn lethal_due(state: &ZxState) -> bool {
    let board = crate::continuous::Board::new(state);
    state.units().any(|(_, u)| state.def(&u.card).kind.is_zx() && board.power(&u.card) <= 0)
}

/// 402.1k: `seat` may put their hand back, shuffle, and take 4 again, once.
pub fn mulligan(state: &mut ZxState, seat: Seat) {
    state.ask(seat, DecisionKind::Mulligan, vec![Choice::Pass, Choice::Mulligan]);
}

/// 402.1l–p: 4 Life cards each, Resource filled to 2, damage 0, and the first turn begins.
pub fn setup_finish(state: &mut ZxState) {
    for seat in [state.first_player, ZxState::opponent(state.first_player)] {
        for _ in 0..4 {
            if let Some(c) = state.player_mut(seat).deck.pop() {
                let c = state.renew(c);
                state.player_mut(seat).life.push(c);
            }
        }
        state.note(rules::SETUP_LIFE, |_| format!("{seat} puts the top 4 cards of their deck into Life"));
        while state.player(seat).resource.len() < 2 {
            let Some(c) = state.player_mut(seat).deck.pop() else { break };
            let card = state.renew(c);
            state.player_mut(seat).resource.push(crate::state::ResourceCard { card, sleeping: false });
            state.note(rules::SETUP_RESOURCE, |s| format!("{seat} puts {} into Resource", s.name_of(&card)));
        }
        state.player_mut(seat).damage = 0;
    }
    crate::keywords::setup_cards::reveal(state);
    state.note(rules::SETUP_DAMAGE, |_| "every player's damage is 0".to_string());
    let first = state.first_player;
    state.note(rules::FIRST_TURN, |_| format!("{first} starts the first turn"));
    state.steps.push(Step::Turn(TurnStep::Reboot));
}

/// 505.3a: the top card of the deck is revealed; an Ignition card may be played free, any other
/// card (or one not played) goes to the trash.
pub fn ignition_reveal(state: &mut ZxState, seat: Seat) {
    let Some(&top) = state.player(seat).deck.last() else {
        state.note(rules::DO_WHAT_YOU_CAN, |_| format!("{seat} has no card to reveal"));
        return;
    };
    state.revealed = Some(top.id);
    state.note(rules::IGNITION, |s| format!("{seat} reveals {} from the top of the deck", s.name_of(&top)));
    crate::play::offer_free_play(state, seat, top, Origin::Ignition);
}
