//! The engine: the work stack that runs the turn (500–700), priority processing (802, with the
//! rule check of [`crate::rule_check`]), and answers to decisions. Like ygopro-core's processor,
//! it runs until a player must decide, and an answer resumes it.

use crate::damage;
use crate::entry;
use crate::ikusa;
use crate::options;
use crate::resolve;
use crate::rule_check;
use crate::rules;
use crate::state::priority::{priority_then, then_priority};
use crate::state::{Choice, DecisionKind, LOOP_STEPS, NsState, PendingDecision, Priority, SpaceItem, Step, TurnStep};

use fuda_kernel::{AnswerError, Outcome, Seat};

/// Starts priority processing (802.2); the scenario builder starts a position's priority with it.
pub use crate::state::priority::start_priority;

/// Runs the work stack until a decision is pending or the game is over.
pub fn run(state: &mut NsState) {
    while state.decision.is_none() && state.outcome.is_none() {
        let Some(step) = state.steps.pop() else { return };
        match step {
            Step::Turn(t) => turn_step(state, t),
            Step::Priority => priority(state),
            Step::Entry(e) => entry::advance(state, e),
            Step::UkemiOffer { card, seat } => resolve::offer_ukemi(state, card, seat),
            Step::Effect(r) => crate::effects::run(state, r),
            Step::KotodamaDone(card) => crate::effects::kotodama_done(state, card),
            Step::UkemiDone { card, seat } => damage::to_ohigan_from_check(state, seat, card, rules::UKEMI_AFTER),
            Step::SatsubatsuKill { .. } | Step::Replacement(_) => {}
        }
        state.forced_steps += 1;
        if state.forced_steps >= LOOP_STEPS {
            state.outcome = Some(Outcome::Draw);
            state.note(rules::DRAW_GAME, |_| "the game loops with no choice left to stop it: a draw".to_string());
        }
    }
}

/// A trigger condition occurs. No card of the demo language triggers yet; the log shows the moment.
fn occurs(state: &mut NsState, rule: rules::Rule, what: &str) {
    state.note(rule, |_| format!("'{what}' occurs"));
}

fn turn_step(state: &mut NsState, step: TurnStep) {
    state.step = step;
    let tp = state.turn_player;
    match step {
        TurnStep::Setup => state.steps.push(Step::Turn(TurnStep::Untap)),
        TurnStep::Untap => {
            let p = state.player_mut(tp);
            let untapped: Vec<_> = p.field.iter().filter(|c| c.tapped).map(|c| c.card.id).collect();
            p.field.iter_mut().for_each(|c| c.tapped = false);
            p.ether.iter_mut().for_each(|e| e.tapped = false);
            state.note(rules::UNTAP, |s| format!("turn {}: {tp} untaps their field and Ether zone", s.turn));
            for id in untapped {
                crate::triggers::orientation_changed(state, id, false);
            }
            // 1213.7: effects waiting for this player's turn start applying, for this turn.
            let mut started = 0;
            for l in state.lasting.iter_mut().filter(|l| l.until == crate::state::Until::NextTurnOf(tp)) {
                l.until = crate::state::Until::ThisTurn;
                started += 1;
            }
            if started > 0 {
                state.note(rules::LATER_TURN, |_| format!("{started} effect(s) for {tp}'s turn start applying"));
            }
            occurs(state, rules::TURN_START, "at turn start");
            crate::triggers::fire_turn(state, crate::cards::ast::Trigger::YourTurnStart);
            priority_then(state, rules::TURN_START_PRIORITY, TurnStep::Draw);
        }
        TurnStep::Draw => {
            let n = if state.turn == 1 { 1 } else { 2 };
            damage::draw(state, tp, n);
            state.note(rules::DRAW_STEP, |_| format!("{tp} draws {n}"));
            occurs(state, rules::DRAW_STEP_START, "at draw step start");
            priority_then(state, rules::DRAW_STEP_PRIORITY, TurnStep::Ether);
        }
        TurnStep::Ether => {
            let hand: Vec<Choice> = state.player(tp).hand.iter().map(|c| Choice::PlaceEther(c.id)).collect();
            if hand.is_empty() {
                state.steps.push(Step::Turn(TurnStep::EtherPlaced));
                return;
            }
            let mut options = hand;
            options.push(Choice::NoEther);
            state.decision = Some(PendingDecision { seat: tp, kind: DecisionKind::EtherPlacement, options });
        }
        TurnStep::EtherPlaced => {
            occurs(state, rules::ETHER_STEP_START, "at ether step start");
            priority_then(state, rules::ETHER_STEP_PRIORITY, TurnStep::CharacterPhase);
        }
        TurnStep::CharacterPhase => {
            occurs(state, rules::CHARACTER_PHASE_START, "at character phase start");
            then_priority(state, TurnStep::IkusaStart);
        }
        TurnStep::IkusaStart => {
            occurs(state, rules::IKUSA_START, "at ikusa start");
            then_priority(state, TurnStep::AisatsuSelection);
        }
        TurnStep::AisatsuSelection
        | TurnStep::AisatsuChoice
        | TurnStep::AisatsuPaid
        | TurnStep::Aisatsued
        | TurnStep::InterruptStep
        | TurnStep::InterruptChoice
        | TurnStep::InterruptDone
        | TurnStep::DamageStep
        | TurnStep::IkusaDamage
        | TurnStep::DamageStepEnd
        | TurnStep::IkusaCleanup => ikusa::step(state, step),
        TurnStep::IkusaEnd => {
            occurs(state, rules::IKUSA_END, "at ikusa end");
            then_priority(state, TurnStep::EndPhase);
        }
        TurnStep::EndPhase => {
            occurs(state, rules::TURN_END, "at turn end");
            crate::triggers::fire_delayed(state);
            crate::triggers::fire_turn(state, crate::cards::ast::Trigger::YourTurnEnd);
            then_priority(state, TurnStep::FinalProcessing);
        }
        TurnStep::FinalProcessing => final_processing(state),
    }
}

/// 505.3/505.4: damage goes, "this turn" ends, and the turn passes unless something is pending.
fn final_processing(state: &mut NsState) {
    for p in &mut state.players {
        p.field.iter_mut().for_each(|c| {
            c.damage = 0;
            c.hits.clear();
        });
    }
    state.note(rules::CLEAR_DAMAGE, |_| "every character's damage becomes 0".to_string());
    state.lasting.retain(|l| l.until != crate::state::Until::ThisTurn);
    // A delayed ability for this turn's end that has not triggered never will.
    let turn = state.turn;
    state.delayed.retain(|d| d.fired || d.turn != turn);
    // Control taken "this turn" ends too: each character goes back to its owner's field (306.4).
    for id in std::mem::take(&mut state.borrowed) {
        if let Some(owner) = state.character(id).map(|(_, c)| c.card.owner) {
            crate::effects::move_field(state, id, owner);
            state.note(rules::CONTROL_CHANGE, |s| {
                let name = s.character(id).map(|(_, c)| s.name_of(&c.card)).unwrap_or_default();
                format!("{name} goes back to its owner's field")
            });
        }
    }
    state.note(rules::THIS_TURN_ENDS, |_| "effects lasting this turn end".to_string());
    if rule_check::rule_process_pending(state) {
        state.note(rules::END_LOOP_BACK, |_| "a rule process is pending: priority runs again".to_string());
        occurs(state, rules::TURN_END, "at turn end");
        then_priority(state, TurnStep::FinalProcessing);
        return;
    }
    for p in &mut state.players {
        for c in &mut p.field {
            c.interrupted = false;
            c.aisatsued_by.clear();
        }
    }
    state.triggers_this_turn.clear();
    state.turn_player = NsState::opponent(state.turn_player);
    state.turn += 1;
    let tp = state.turn_player;
    state.note(rules::NEXT_TURN, |_| format!("{tp} becomes the turn player"));
    state.steps.push(Step::Turn(TurnStep::Untap));
}

/// Priority processing, one decision (802.3/802.4).
fn priority(state: &mut NsState) {
    crate::triggers::fire_state_triggers(state);
    if let Some(p) = rule_check::rule_check(state) {
        // A kill waits on a replacement choice; the rule check starts over after it.
        state.steps.push(Step::Priority);
        crate::replace::ask(state, p);
        return;
    }
    if state.outcome.is_some() {
        return;
    }
    // 902.1b/c: triggered abilities are entered one at a time, the rule check starting over.
    if !state.triggered.is_empty() {
        state.steps.push(Step::Priority);
        entry::enter_next_trigger(state);
        return;
    }
    let holder = state.priority.holder;
    let options = options::priority_options(state, holder);
    state.decision = Some(PendingDecision { seat: holder, kind: DecisionKind::Priority, options });
}

/// Answers the pending decision with option `index`; an index that was not offered is refused
/// and the state is unchanged.
pub fn answer(state: &mut NsState, index: usize) -> Result<(), AnswerError> {
    let Some(decision) = state.decision.as_ref() else { return Err(AnswerError::GameOver) };
    let Some(&choice) = decision.options.get(index) else {
        return Err(AnswerError::NotOffered { index, offered: decision.options.len() });
    };
    let decision = state.decision.take().expect("checked above");
    if decision.options.len() > 1 {
        state.forced_steps = 0;
    }
    let seat = decision.seat;
    match decision.kind {
        DecisionKind::Priority => priority_answer(state, seat, choice),
        DecisionKind::EtherPlacement => {
            if let Choice::PlaceEther(id) = choice {
                damage::place_ether(state, seat, id);
            } else {
                state.note(rules::ETHER_STEP, |_| format!("{seat} puts no card into the Ether zone"));
            }
            state.steps.push(Step::Turn(TurnStep::EtherPlaced));
        }
        DecisionKind::AisatsuAttacker | DecisionKind::AisatsuTarget | DecisionKind::Interrupt => {
            ikusa::answer(state, decision.kind, choice);
        }
        DecisionKind::EntryTarget
        | DecisionKind::EntryPayment
        | DecisionKind::Tatsujin
        | DecisionKind::Distribution
        | DecisionKind::Mode => entry::answer(state, choice),
        DecisionKind::UkemiOptional => resolve::answer_ukemi(state, choice),
        DecisionKind::Effect => crate::effects::answer(state, choice),
        DecisionKind::TriggerOrder => entry::answer_trigger_order(state, choice),
        DecisionKind::HiddenTrigger => entry::answer_hidden_trigger(state, choice),
        DecisionKind::SatsubatsuKill => resolve::answer_satsubatsu(state, choice),
        DecisionKind::Replacement => crate::replace::answer(state, choice),
    }
    run(state);
    Ok(())
}

fn priority_answer(state: &mut NsState, seat: Seat, choice: Choice) {
    match choice {
        Choice::Enter(card) => {
            let kotodama = state
                .player(seat)
                .hand
                .iter()
                .find(|c| c.id == card)
                .is_some_and(|c| state.def(c).kind == crate::cards::ast::Kind::Kotodama);
            if kotodama {
                state.note(rules::ENTER_KOTODAMA_OPTION, |_| format!("{seat} acts: enters a kotodama card"));
            }
            // 802.5a: the same player keeps priority after acting.
            state.priority.passes = 0;
            state.steps.push(Step::Priority);
            entry::from_hand(state, seat, card);
        }
        Choice::EnterFree(card) => {
            state.priority.passes = 0;
            state.steps.push(Step::Priority);
            entry::from_hand_free(state, seat, card);
        }
        Choice::Activate { card, index } => {
            state.note(rules::ACTIVATE_OPTION, |_| format!("{seat} acts: enters an activated ability"));
            state.priority.passes = 0;
            state.steps.push(Step::Priority);
            entry::activate(state, seat, card, index);
        }
        _ => {
            state.note(rules::PASS, |_| format!("{seat} passes"));
            state.priority.passes += 1;
            if state.priority.passes < 2 {
                // 802.5b
                state.priority.holder = NsState::opponent(seat);
                state.steps.push(Step::Priority);
                return;
            }
            // 802.5c
            let Some(item) = state.space.pop() else { return };
            state.note(rules::BOTH_PASSED, |_| "both players passed: the top item resolves".to_string());
            state.priority = Priority { holder: state.turn_player, passes: 0 };
            state.steps.push(Step::Priority);
            match item {
                SpaceItem::DamageCheck { controller } => resolve::resolve_check(state, controller),
                SpaceItem::Card { card, controller, chosen, tatsujin } => {
                    resolve::card(state, card, controller, &chosen, tatsujin);
                }
                SpaceItem::Ukemi { card, def, controller, chosen } => {
                    resolve::ukemi(state, card, def, controller, &chosen);
                }
                SpaceItem::Ability { card, def, ability, controller, chosen } => {
                    resolve::ability(state, card, def, ability, controller, &chosen);
                }
            }
        }
    }
}
