//! The effect interpreter: activation checks (15-4-4, 15-6-3, 15-14-1), optional effects
//! (15-9-2), optional processing conditions (15-7), then the actions in text order (15-1-2).
//! An action that needs a choice leaves the effect in the step queue with a pending decision,
//! so resolution resumes where it stopped.

use super::sources::{de_digivolve, trash_sources, trash_sources_with_window};
use super::{by_effect, choices, paying, placement, special};
use crate::cards::ast::{Action, Buff, CardKind, Duration, EffectZone, Pick, Target, Timing, Triggered};
use crate::moves;
use crate::query;
use crate::query::effect::{ability, describe, holds, holds_in};
use crate::rules;
use crate::state::{
    AttackTarget, Choice, DecisionKind, Deferred, DeleteCause, DigimonState, EffectCtx, EffectRun, Frame,
    LastingEffect, LastingTarget, Leave, PendingDecision, RunStage, Step,
};
use fuda_kernel::lang::{Bound, Slot};
use fuda_kernel::{ObjectId, Seat};
pub use paying::pay_cost;
use std::sync::Arc;

pub(super) fn ask(state: &mut DigimonState, run: Box<EffectRun>, seat: Seat, kind: DecisionKind, options: Vec<Choice>) {
    state.steps.push(Step::Run(run));
    state.decision = Some(PendingDecision { seat, kind, options });
}

/// Advances an effect that was taken off the step queue.
pub fn advance(state: &mut DigimonState, mut run: Box<EffectRun>) {
    if run.stage == RunStage::Running {
        return run_actions(state, run);
    }
    // The definitions outlive this borrow of the state, which the effect changes.
    let db = Arc::clone(&state.db);
    let Some(ability) = ability(&db, &run.ctx) else {
        return;
    };
    match run.stage {
        RunStage::Activate => {
            let ctx = run.ctx;
            if ability.used_up(state.uses_this_turn(ctx.card, ctx.ability)) {
                return;
            }
            // 15-6-3: an effect whose condition is unmet cannot be activated, so no use is spent.
            if let Some(cond) = &ability.condition {
                if !holds(state, &ctx, cond) {
                    state.note(rules::CONDITION_UNMET, |s| {
                        format!("{}'s effect cannot activate: its condition is not met", s.def_at(ctx.def).name)
                    });
                    return;
                }
            }
            if ability.optional {
                run.stage = RunStage::AskOptional;
                return ask(state, run, ctx.controller, DecisionKind::Optional, vec![Choice::Yes, Choice::No]);
            }
            begin_cost_or_actions(state, run, &ability);
        }
        RunStage::AskOptional | RunStage::AskCost => unreachable!("answered through apply"),
        RunStage::PayingPicks | RunStage::PayingStep(_) => paying::pay_steps(state, run, &ability),
        RunStage::Running => run_actions(state, run),
    }
}

/// After "activate?" was answered yes (or there was no question): the cost question, or the actions.
pub fn begin_cost_or_actions(state: &mut DigimonState, mut run: Box<EffectRun>, ability: &Triggered) {
    // 15-1-6: the effect is activated now that its controller chose to perform it; 15-14-1-5:
    // a [Once per turn] use counts from this moment, even if the processing then fails.
    if ability.per_turn.is_some() {
        state.used_this_turn.push((run.ctx.card, run.ctx.ability));
    }
    // 15-8-4-4-1: a declared [Main] effect (of a Digimon or Tamer, or with a zone icon) must
    // perform its optional processing condition (an Option's [Main], run by use, still asks: 9-1-3).
    let declared = run.ctx.unit.is_some() || ability.zone != EffectZone::Area;
    if ability.cost.is_some() && ability.timing == Timing::Main && declared {
        return paying::pay_cost(state, run);
    }
    if ability.cost.is_some() {
        run.stage = RunStage::AskCost;
        let seat = run.ctx.controller;
        return ask(state, run, seat, DecisionKind::Cost, vec![Choice::Yes, Choice::No]);
    }
    start_actions(state, run, ability);
}

pub(super) fn announce(state: &mut DigimonState, ctx: &EffectCtx, ability: &Triggered) {
    let ctx = *ctx;
    let zone_rule = match ability.zone {
        EffectZone::Area => None,
        EffectZone::Hand => Some(rules::ZONE_HAND),
        EffectZone::Trash => Some(rules::ZONE_TRASH),
        EffectZone::Breeding => Some(rules::ZONE_BREEDING),
        EffectZone::Security => Some(rules::ZONE_SECURITY),
    };
    if let Some(rule) = zone_rule {
        state.note(rule, |s| {
            let name = &s.def_at(ctx.def).name;
            match ability.zone {
                EffectZone::Hand => {
                    let hand = &s.player(ctx.controller).hand;
                    let label =
                        hand.iter().find(|c| c.id == ctx.card).map_or_else(|| name.clone(), |c| s.card_label(c));
                    format!("{} reveals {label} from the hand", ctx.controller)
                }
                _ => format!("{name}'s effect works from where the card is"),
            }
        });
    }
    state.note(timing_rule(ability.timing), |s| {
        format!("{} activates {}", ctx.controller, describe(s, &ctx, ability.timing))
    });
}

pub(super) fn start_actions(state: &mut DigimonState, mut run: Box<EffectRun>, ability: &Triggered) {
    announce(state, &run.ctx, ability);
    run.stage = RunStage::Running;
    run.frames = smallvec::smallvec![Frame { actions: ability.actions.clone(), pc: 0 }];
    run_actions(state, run);
}

/// The rule that defines a timing icon (15-16), cited when an effect of that timing activates.
pub fn timing_rule(timing: Timing) -> rules::Rule {
    match timing {
        Timing::OnPlay => rules::ON_PLAY,
        Timing::WhenDigivolving => rules::WHEN_DIGIVOLVING,
        Timing::OnDeletion => rules::ON_DELETION,
        Timing::WhenAttacking => rules::WHEN_ATTACKING,
        Timing::EndOfAttack => rules::END_OF_ATTACK_TIMING,
        Timing::StartOfYourTurn | Timing::StartOfOpponentsTurn => rules::START_OF_TURN_TIMING,
        Timing::EndOfYourTurn | Timing::EndOfOpponentsTurn => rules::END_OF_TURN_TIMING,
        Timing::StartOfYourMainPhase => rules::MAIN_PHASE_START,
        Timing::WhenMoving => rules::WHEN_MOVING,
        Timing::WhenYourSecurityDecreases => rules::SIMULTANEOUS_TRIGGER_ONCE,
        Timing::WhenYourSecurityIncreases => rules::CURRENT_SITUATION,
        Timing::TrashedFromHandByYourEffect => rules::TRIGGERED_IN_HAND_WAITS_IN_TRASH,
        Timing::WhenOpponentsDigimonPlayed => rules::PROCESSING_CONDITION_REFERENCE,
        Timing::WhenOtherOwnDigimonPlayedByEffect => rules::TRIGGER_TIME_SITUATION,
        Timing::WhenLinking => rules::WHEN_LINKING,
        Timing::WouldBePlayed => rules::PLAY_WINDOW,
        Timing::WouldBeUsed => rules::USE_WINDOW,
        Timing::Counter => rules::COUNTER_TIMING,
        Timing::WouldBeDeleted | Timing::OtherOwnWouldBeDeleted | Timing::WouldLeave => rules::IMMEDIATE,
        Timing::WhenOpponentsDigimonDeleted => rules::PER_X_SIMULTANEOUS,
        Timing::WhenThisCardWouldDigivolve => rules::DIGIVOLVE_WINDOW,
        Timing::WhenYouWouldUseOption => rules::USE_WINDOW,
        Timing::WhenYourDigimonWouldLink => rules::LINK_WINDOW,
        Timing::WhenYourEffectAddsSources => rules::TRIGGER_ON_ARRIVAL,
        Timing::WhenCardPlacedInYourTrash => rules::REDIRECT_PLACED,
        Timing::WhenYourTrashIncreases => rules::REDIRECT_NOT_INCREASED,
        Timing::OtherOwnSourcesWouldBeTrashed => rules::IMMEDIATE_REPLACEMENT,
        Timing::DigimonPlayed | Timing::DigimonAttacks | Timing::DigimonSuspended | Timing::DigimonDigivolved => {
            rules::TRIGGER_CONDITION
        }
        Timing::SecurityDecreases
        | Timing::DigimonDeleted
        | Timing::CardsTrashed
        | Timing::AddedToHand
        | Timing::SourcesAdded => rules::SIMULTANEOUS_TRIGGER_ONCE,
        Timing::DigimonWouldLeave | Timing::DigimonWouldBeDeleted => rules::IMMEDIATE,
        Timing::DigimonWouldDigivolve => rules::DIGIVOLVE_WINDOW,
        Timing::DeletesInBattle
        | Timing::TargetSwitched
        | Timing::OptionUsed
        | Timing::DigimonLinked
        | Timing::DigimonUnsuspended
        | Timing::ChecksSecurity
        | Timing::MovedFromBreeding => rules::TRIGGER_CONDITION,
        Timing::Main => rules::ACTIVATED,
        Timing::Security => rules::SECURITY_EFFECT,
    }
}

/// Runs actions until the effect finishes or waits for a choice.
fn run_actions(state: &mut DigimonState, mut run: Box<EffectRun>) {
    if !run.awaiting.is_empty() {
        let awaiting = std::mem::take(&mut run.awaiting);
        if awaiting.iter().any(|id| state.battle_unit(*id).is_some()) {
            state.note(rules::OPTIONAL_CONDITION, |_| {
                "the deletion did not happen; nothing after it happens".to_string()
            });
            // What the cost paid for: the effect's actions, or a mid-effect cost's `then`.
            run.frames.pop();
        }
    }
    loop {
        if state.outcome.is_some() {
            return;
        }
        let Some(frame) = run.frames.last_mut() else {
            return;
        };
        // The frame's list, shared rather than the action copied, while `exec` changes the run.
        let (actions, pc) = (Arc::clone(&frame.actions), frame.pc);
        let Some(action) = actions.get(pc) else {
            run.frames.pop();
            continue;
        };
        match exec(state, &mut run, action) {
            Flow::Next => {
                advance_pc(&mut run);
            }
            Flow::Enter(frame) => {
                advance_pc(&mut run);
                run.frames.push(frame);
            }
            Flow::Wait(options) => {
                let seat = run.ctx.controller;
                return ask(state, run, seat, DecisionKind::Target, options);
            }
            Flow::Ask(kind, options) => {
                let seat = run.ctx.controller;
                return ask(state, run, seat, kind, options);
            }
            Flow::AskSeat(seat, kind, options) => return ask(state, run, seat, kind, options),
            Flow::Push(step) => {
                advance_pc(&mut run);
                state.steps.push(Step::Run(run));
                state.steps.push(step);
                return;
            }
            Flow::PayThen(steps, then) => {
                advance_pc(&mut run);
                run.frames.push(then);
                state.steps.push(Step::Run(run));
                state.steps.extend(steps.into_iter().rev());
                return;
            }
            Flow::Before(step) => {
                // The same action goes on after the step, with what it chose so far.
                state.steps.push(Step::Run(run));
                state.steps.push(step);
                return;
            }
            Flow::PushAll(steps) => {
                advance_pc(&mut run);
                state.steps.push(Step::Run(run));
                state.steps.extend(steps.into_iter().rev());
                return;
            }
            Flow::Attack(attacker, target, spec) => {
                advance_pc(&mut run);
                state.steps.push(Step::Run(run));
                let floor = state.pending.depth();
                crate::procedures::attack::declare(state, attacker, target, spec);
                if let Some(a) = state.attack.as_mut() {
                    a.pending_floor = floor;
                }
                return;
            }
        }
    }
}

fn advance_pc(run: &mut EffectRun) {
    if let Some(f) = run.frames.last_mut() {
        f.pc += 1;
    }
    run.picked.clear();
    run.declared = None;
    // "If you did" reads the step just finished: what it acted on, or that it was performed.
    let did = match run.acted.take() {
        Some(ids) => Bound::Objects(ids),
        None => Bound::Number(1),
    };
    run.bindings.set(Slot::new(Slot::PREVIOUS), did);
}

/// Records what a step's target resolved to: for "if you did", and under the target's `bind`
/// name for later steps ("that Digimon", 15-8-3-7 reads them when they are processed).
fn bind(run: &mut EffectRun, target: &Target, ids: &[ObjectId]) {
    run.acted = Some(ids.to_vec());
    if let Some(slot) = &target.bind {
        run.bindings.set(slot.clone(), Bound::Objects(ids.to_vec()));
    }
}

/// What an action asks of the interpreter next.
pub(crate) enum Flow {
    /// Go on with the next action.
    Next,
    /// Run these actions first (a processing condition that holds).
    Enter(Frame),
    /// The controller must pick one of these (a target).
    Wait(Vec<Choice>),
    /// The controller must answer a decision of this kind.
    Ask(DecisionKind, Vec<Choice>),
    /// This player, who need not be the controller, must answer a decision of this kind (1-3-5).
    AskSeat(Seat, DecisionKind, Vec<Choice>),
    /// Run this step, then come back.
    Push(Step),
    /// Run these steps in this order, then come back.
    PushAll(Vec<Step>),
    /// Run this step, then come back to the same action (an immediate window opened by it).
    Before(Step),
    /// Declare this attack, run it to its end, then come back (attacks made by effects).
    Attack(ObjectId, AttackTarget, crate::cards::ast::AttackSpec),
    /// Run these steps of a mid-effect cost (1体 leaving), then these actions if they left.
    PayThen(Vec<Step>, Frame),
}

/// Resolves a target: `Ok(ids)` when the objects are known, `Err(options)` when the controller
/// must pick one more (single-target processing; 1-3-6 at least one; 15-10-2-3 no repeats).
fn resolve_target(state: &DigimonState, run: &EffectRun, target: &Target) -> Result<Vec<ObjectId>, Vec<Choice>> {
    let ctx = &run.ctx;
    let all = query::Reader::of_effect(state, ctx, Some(&run.bindings)).candidates(target);
    match target.pick {
        Pick::This | Pick::All => Ok(all),
        Pick::Choose => {
            let picked: Vec<ObjectId> =
                run.picked.iter().copied().filter(|id| state.battle_unit(*id).is_some()).collect();
            let mut remaining: Vec<ObjectId> = all.into_iter().filter(|id| !picked.contains(id)).collect();
            // 「合計がX以下になるように」: only what still fits the limit, read now.
            if let Some(total) = &target.total {
                let reader = query::Reader::of_effect(state, ctx, Some(&run.bindings));
                let room = reader.amount(&total.at_most)
                    - picked.iter().map(|id| reader.stat_now(*id, total.stat)).sum::<i32>();
                remaining.retain(|id| reader.stat_now(*id, total.stat) <= room);
            }
            if picked.len() >= usize::from(target.count()) || remaining.is_empty() || run.picked.last() == Some(&DONE) {
                return Ok(picked);
            }
            let mut options: Vec<Choice> = remaining.into_iter().map(Choice::Pick).collect();
            if (target.up_to || target.total.is_some()) && !picked.is_empty() {
                options.push(Choice::Done);
            }
            Err(options)
        }
    }
}

/// Marks "done choosing" inside the picked list.
pub const DONE: ObjectId = ObjectId(u32::MAX);

fn exec(state: &mut DigimonState, run: &mut EffectRun, action: &Action) -> Flow {
    let ctx = run.ctx;
    let me = ctx.controller;
    // 15-15-6-1/3: an unaffected Digimon may be chosen, but the effect does nothing to it.
    macro_rules! targets {
        ($t:expr) => {
            match resolve_target(state, run, $t) {
                Ok(ids) => {
                    let ids = super::unaffected::affected(state, &ctx, ids, super::unaffected::Spared::Process);
                    bind(run, $t, &ids);
                    ids
                }
                Err(options) => return Flow::Wait(options),
            }
        };
    }
    match action {
        Action::Draw(n) => {
            // 15-15-7-1: an amount is read when the action is processed; none below 0.
            let n = query::Reader::of_effect(state, &ctx, Some(&run.bindings)).amount(n);
            // 1-3-2: from an empty deck nothing is drawn, and "if you did" does not hold.
            if moves::draw(state, me, u8::try_from(n.max(0)).unwrap_or(u8::MAX)) == 0 {
                run.acted = Some(Vec::new());
            } else {
                crate::patterns::hand_increased(state, me);
            }
        }
        Action::Memory(x) => {
            let x = query::Reader::of_effect(state, &ctx, Some(&run.bindings)).amount(x);
            let x = i8::try_from(x.clamp(-i32::from(i8::MAX), i32::from(i8::MAX))).unwrap_or(0);
            if x > 0 && !query::may_gain_memory(state, &ctx) {
                state.note(rules::EFFECT_KINDS, |_| {
                    "only Tamer effects may add memory now: no memory is added".to_string()
                });
                return Flow::Next;
            }
            let m = state.memory_for(me).saturating_add(x);
            state.set_memory_for(me, m);
            state.note(rules::MEMORY_PLUS_MINUS, |s| format!("memory {x:+}: {me} now sees {}", s.memory_for(me)));
        }
        Action::SetMemory(x) => {
            state.set_memory_for(me, *x);
            state.note(rules::MEMORY_GAUGE, |_| format!("memory becomes {x} for {me}"));
        }
        Action::Delete(t) => {
            let t = &choices::deletion_target(state, run, t);
            let ids = targets!(t);
            if !ids.is_empty() {
                return Flow::Push(Step::delete(ids, DeleteCause::Effect(me)));
            }
        }
        Action::Suspend(t) => {
            // 1-3-3: choosing a suspended Digimon does not suspend it, so "if you did" reads only
            // those that changed.
            let mut changed = Vec::new();
            for id in targets!(t) {
                let was = state.battle_unit(id).map(|(_, u)| u.suspended);
                if state.battle_unit(id).is_some_and(|(seat, u)| query::can_be_suspended(state, seat, u)) {
                    crate::moves::suspend(state, id);
                    changed.extend((was == Some(false)).then_some(id));
                }
            }
            run.acted = Some(changed);
        }
        Action::Unsuspend(t) => {
            let mut changed = Vec::new();
            for id in targets!(t) {
                let held = state.battle_unit(id).is_some_and(|(seat, u)| {
                    query::Field::new(state).has_buff(seat, u, &crate::cards::ast::Buff::CannotUnsuspend)
                });
                if held {
                    continue;
                }
                let was = state.battle_unit(id).map(|(_, u)| u.suspended);
                moves::unsuspend(state, id);
                changed.extend((was == Some(true)).then_some(id));
            }
            run.acted = Some(changed);
        }
        Action::ReturnToHand(t) | Action::ReturnToDeckBottom(t) => {
            let ids = targets!(t);
            let how = if matches!(action, Action::ReturnToHand(_)) { Leave::ToHand } else { Leave::ToDeckBottom };
            if !ids.is_empty() {
                return Flow::Push(Step::Delete {
                    how,
                    units: ids,
                    cause: DeleteCause::Effect(me),
                    interrupted: false,
                });
            }
        }
        Action::Give { target, buff, until } => return give(state, run, target, buff, *until),
        Action::RecoveryFromDeck(n) => moves::recovery_from_deck(state, me, *n),
        Action::DeDigivolve { target, count } => {
            let ids = targets!(target);
            // 16-11-1: the player declares a number from 1 to N first.
            let declared = match (run.declared, *count) {
                (Some(n), _) => n,
                (None, 0 | 1) => *count,
                (None, n) if ids.is_empty() => n,
                (None, n) => return Flow::Ask(DecisionKind::Number, (1..=n).map(Choice::Number).collect()),
            };
            for id in ids {
                de_digivolve(state, id, declared);
            }
        }
        Action::TrashOpponentsSecurity(n) => {
            let done = moves::trash_security_by(state, DigimonState::opponent(me), *n, Some(DeleteCause::Effect(me)));
            state.note(rules::TRASH, |_| format!("{done} of the opponent's security cards are trashed"));
            if done == 0 {
                run.acted = Some(Vec::new());
            }
        }
        Action::ActivateMainEffect => {
            let def = state.def_at(ctx.def);
            let main = def.effects.iter().find_map(|a| match a {
                crate::cards::ast::Ability::Triggered(t) if t.timing == Timing::Main && t.zone == EffectZone::Area => {
                    Some((t.actions.clone(), t.condition.clone()))
                }
                _ => None,
            });
            if let Some((actions, condition)) = main {
                if condition.is_some_and(|c| !holds(state, &ctx, &c)) {
                    state.note(rules::REFERENCE_NEEDS_CONDITION, |_| {
                        "the [Main] effect's condition is not met, so it cannot be activated".to_string()
                    });
                    return Flow::Next;
                }
                return Flow::Enter(Frame { actions, pc: 0 });
            }
        }
        Action::ActivateEffect(timing) => {
            let top = ctx.unit.and_then(|id| state.battle_unit(id)).map(|(_, u)| *u.top());
            let def = top.map_or_else(|| state.def_at(ctx.def), |c| state.def(&c));
            let found = def.effects.iter().find_map(|a| match a {
                crate::cards::ast::Ability::Triggered(t) if t.has(*timing) && t.zone == EffectZone::Area => {
                    Some((t.actions.clone(), t.condition.clone()))
                }
                _ => None,
            });
            match found {
                Some((_, Some(condition))) if !holds(state, &ctx, &condition) => {
                    state.note(rules::REFERENCE_NEEDS_CONDITION, |_| {
                        "that effect's condition is not met, so it cannot be activated".to_string()
                    });
                }
                Some((actions, _)) => {
                    state.note(rules::ACTIVATE_INSIDE, |_| {
                        "an effect of this Digimon is activated inside this one".to_string()
                    });
                    return Flow::Enter(Frame { actions, pc: 0 });
                }
                None => {}
            }
        }
        Action::AddThisToHand => {
            if let Some(card) = special::take_this(state, ctx.card) {
                let card = moves::to_hand(state, card);
                state.note(rules::SECURITY_EFFECT, |s| format!("{} is added to the hand", s.card_label(&card)));
                crate::patterns::hand_increased(state, card.owner);
            }
        }
        Action::ThisToSecurityTopFaceUp => {
            if let Some(card) = special::take_this(state, ctx.card) {
                moves::to_security_top_face_up(state, card);
            }
        }
        Action::ThisToSecurityBottom => {
            if let Some(card) = special::take_this(state, ctx.card) {
                moves::to_security_bottom(state, card);
            }
        }
        // 15-1-3: a card its owner may not play stays where it is.
        Action::PlayThisFree if query::banned_play(state, me, state.def_at(ctx.def)) => {
            state.note(rules::PROHIBITION_WINS, |_| "a prohibition stops the play".to_string());
        }
        Action::PlayThisFree => {
            if let Some(card) = special::take_this(state, ctx.card) {
                if matches!(state.def(&card).kind, CardKind::Digimon | CardKind::Tamer) {
                    crate::procedures::play::put_by_effect(state, card);
                } else {
                    moves::to_trash(state, card);
                }
            }
        }
        Action::Save => return special::save(state, run),
        Action::PlayToken(id) => special::play_token(state, me, id),
        Action::AtEndOfTurn(then) => {
            state.deferred.push((me, Deferred::Actions(ctx, then.clone())));
            state.note(rules::DEFERRED, |_| "a process is deferred to the end of this turn".to_string());
        }
        Action::AtEndOfBattle(then) => {
            state.deferred.push((me, Deferred::BattleEnd(ctx, then.clone())));
            state.note(rules::DEFERRED, |_| "a process is deferred to the end of the battle (14-2-5)".to_string());
        }
        Action::MindLink => return special::mind_link(state, run),
        Action::Blitz => return special::blitz(state, run),
        Action::Attack(spec) => return special::attack(state, run, *spec),
        Action::RetargetToHighestActive => return special::raid(state, run),
        Action::AttackWith(a) => return super::attack_control::attack_with(state, run, a),
        Action::SwitchTarget(t) => return super::attack_control::switch_target(state, run, t),
        Action::AllianceBonus => return special::alliance(state, run),
        Action::WinGame | Action::LoseGame => {
            let winner = if matches!(action, Action::WinGame) { me } else { DigimonState::opponent(me) };
            state.note(rules::EFFECT_WIN, |_| format!("by an effect, {winner} wins"));
            state.outcome = Some(fuda_kernel::Outcome::win(winner));
        }
        Action::TrainFaceDown => placement::train(state, run),
        Action::BlastDigivolve
        | Action::DigivolveThis { .. }
        | Action::Digivolve(_)
        | Action::BlastJogress
        | Action::Jogress(_)
            if query::banned_digivolve(state, me) =>
        {
            state.note(rules::PROHIBITION_WINS, |_| "a prohibition stops the digivolution".to_string());
        }
        Action::BlastDigivolve => return placement::blast_digivolve(state, run),
        Action::DigivolveThis { reduce } => return placement::digivolve_this(state, run, *reduce),
        Action::Play(p) => return by_effect::play_cards(state, run, p),
        Action::Digivolve(d) => return by_effect::digivolve_by(state, run, d),
        Action::Jogress(j) => return by_effect::jogress_by(state, run, j),
        Action::MaterialSave(n) => return placement::material_save(state, run, *n),
        Action::BlastJogress => return placement::blast_jogress(state, run),
        Action::MaterialsAlsoFrom(place) => placement::materials_also_from(state, ctx.card, *place),
        Action::RevealTop(r) => return super::reveal::reveal(state, run, &r.general()),
        Action::Reveal(r) => return super::reveal::reveal(state, run, r),
        Action::Move(m) => return super::move_cards::move_cards(state, run, m),
        Action::Hatch => {
            if !moves::hatch(state, me) {
                run.acted = Some(Vec::new());
            }
        }
        Action::PlayFromSources(kinds) => return placement::play_from_sources(state, run, kinds),
        Action::EachPlayerTrashesFromHand(n) => return choices::each_trashes_from_hand(state, run, *n),
        Action::Forbid(f) => {
            let seats = match f.side {
                crate::cards::ast::Side::Own => vec![me],
                crate::cards::ast::Side::Opponent => vec![DigimonState::opponent(me)],
                crate::cards::ast::Side::Any => vec![me, DigimonState::opponent(me)],
            };
            for seat in seats {
                let ban = crate::state::PlayerBan {
                    seat,
                    ban: f.ban.clone(),
                    until: f.until,
                    turn: state.turn,
                    controller: me,
                };
                state.note(rules::PROHIBITION_WINS, |_| {
                    format!("{seat} is forbidden: {}", crate::cards::render::ban_text(&f.ban))
                });
                state.bans.push(ban);
            }
        }
        Action::PreventDeletion | Action::PreventLeaving => {
            if let Some((id, _)) = ctx.interrupting {
                state.saved.push(id);
                let what = if matches!(action, Action::PreventDeletion) { "is not deleted" } else { "does not leave" };
                state.note(rules::IMMEDIATE, |_| format!("the Digimon {what}"));
            }
        }
        Action::Replaceable(r) => return replaceable(state, run, r),
        Action::ChooseOne(c) => return choose_one(state, run, c),
        Action::PutUnder { target, onto } => return placement::put_under(state, run, target, onto),
        Action::MoveFromBreeding => {
            // As in the breeding phase (6-4-1): a card without DP cannot go to the battle area.
            let movable = state.player(me).breeding.as_ref().is_some_and(|u| state.def(u.top()).dp.is_some());
            if movable {
                crate::moves::move_from_breeding(state, me);
            }
        }
        Action::ActivatePlacedWhenDigivolving => {
            // 15-15-9-1: processed inside this effect, as this Digimon's effect.
            let unit = ctx.unit.and_then(|id| state.battle_unit(id)).map(|(_, u)| u.clone());
            let placed = run.placed.iter().rev().find_map(|id| {
                let card = unit.as_ref()?.sources().iter().find(|c| c.id == *id).copied()?;
                state.def(&card).effects.iter().find_map(|a| match a {
                    crate::cards::ast::Ability::Triggered(t)
                        if t.timing == Timing::WhenDigivolving && t.zone == EffectZone::Area =>
                    {
                        Some((card, t.actions.clone()))
                    }
                    _ => None,
                })
            });
            if let Some((card, actions)) = placed {
                state.note(rules::ACTIVATE_INSIDE, |s| {
                    format!("{}'s [When Digivolving] effect is activated as this Digimon's", s.card_label(&card))
                });
                return Flow::Enter(Frame { actions, pc: 0 });
            }
        }
        Action::ForEach { per, action } => {
            let k = query::Reader::of_effect(state, &ctx, Some(&run.bindings)).amount(per);
            let k = u8::try_from(k.max(0)).unwrap_or(u8::MAX);
            state.note(rules::PER_X, |_| format!("counted {k}"));
            return match action.times(k) {
                Some(scaled) if k > 0 => exec(state, run, &scaled),
                _ => Flow::Next,
            };
        }
        Action::TrashSources { target, count, from } => {
            let ids = targets!(target);
            return trash_sources_with_window(state, me, &ids, *count, *from);
        }
        Action::TrashThisSourcesInstead => {
            let (Some((id, _)), Some(this)) = (ctx.interrupting, ctx.unit) else { return Flow::Next };
            if state.replaced.contains(&id) || state.battle_unit(this).is_none() {
                return Flow::Next;
            }
            state.replaced.push(id);
            state.note(rules::REPLACEMENT, |_| {
                "instead of that Digimon's, this Digimon's digivolution cards are trashed".to_string()
            });
            // 18-2-4: this trashing is the replacement itself; no replacement interrupts it.
            trash_sources(state, this, ctx.event_count, crate::cards::ast::StackEnd::Top);
        }
        Action::Look(l) => return super::look::look(state, run, l),
        Action::ReduceCost(n) => {
            state.cost_change -= i16::from(*n);
            state.note(rules::COST_FLOOR, |_| format!("the cost is reduced by {n}"));
        }
        Action::IncreaseCost(n) => {
            state.cost_change += i16::from(*n);
            state.note(rules::COST_FLOOR, |_| format!("the cost is increased by {n}"));
        }
        Action::AddToHand(f) => return placement::add_to_hand(state, run, f),
        Action::PlaceUnderThis(p) => return placement::place_under_this(state, run, p),
        Action::PlaceOption(p) => return super::place_option::place_option(state, run, p),
        Action::By(b) => return paying::by_cost(state, run, b),
        Action::If { condition, then } => {
            if holds_in(state, run, condition) {
                return Flow::Enter(Frame { actions: then.clone(), pc: 0 });
            }
            state.note(rules::PROCESSING_CONDITION, |_| {
                "the condition is not met; the next process is skipped".to_string()
            });
        }
    }
    Flow::Next
}

/// 以下の効果から1つ (15-15-9): one effect the controller picks, or all of them, one at a time in
/// the order the controller picks (15-15-9-2); the rest stay for the next choice.
fn choose_one(state: &mut DigimonState, run: &EffectRun, c: &crate::cards::ast::ChooseOne) -> Flow {
    let all = c.all || c.all_if.as_ref().is_some_and(|cond| holds_in(state, run, cond));
    if c.options.is_empty() {
        return Flow::Next;
    }
    let picked = match run.declared {
        Some(i) if usize::from(i) < c.options.len() => usize::from(i),
        _ if all && c.options.len() == 1 => 0,
        _ => {
            let n = u8::try_from(c.options.len()).unwrap_or(u8::MAX);
            return Flow::Ask(DecisionKind::ChooseEffect, (1..=n).map(Choice::Number).collect());
        }
    };
    let chosen = c.options[picked].clone();
    if !all {
        state.note(rules::ACTIVATE_INSIDE, |_| format!("effect {} of the list is activated", picked + 1));
        return Flow::Enter(Frame { actions: chosen, pc: 0 });
    }
    state.note(rules::ACTIVATE_IN_ANY_ORDER, |_| format!("effect {} of the list is activated next", picked + 1));
    let rest: Vec<std::sync::Arc<[Action]>> =
        c.options.iter().enumerate().filter(|(i, _)| *i != picked).map(|(_, o)| o.clone()).collect();
    let mut actions: Vec<Action> = chosen.to_vec();
    if !rest.is_empty() {
        actions.push(Action::ChooseOne(crate::cards::ast::ChooseOne { options: rest, all_if: None, all: true }));
    }
    Flow::Enter(Frame { actions: actions.into(), pc: 0 })
}

/// 代わりに (18-2): the written processes, or the replacing ones when the condition holds and,
/// for an optional replacement, the controller chooses it.
fn replaceable(state: &mut DigimonState, run: &EffectRun, r: &crate::cards::ast::Replacement) -> Flow {
    let replace = holds_in(state, run, &r.condition)
        && (!r.optional
            || match run.declared {
                None => return Flow::Ask(DecisionKind::Replace, vec![Choice::Yes, Choice::No]),
                Some(answer) => answer == 1,
            });
    if !replace {
        return Flow::Enter(Frame { actions: r.normally.clone(), pc: 0 });
    }
    let rule = if r.optional { rules::REPLACEMENT_OPTIONAL } else { rules::REPLACEMENT_MANDATORY };
    state.note(rule, |_| "the process is replaced by the one after \"instead\"".to_string());
    Flow::Enter(Frame { actions: r.instead.clone(), pc: 0 })
}

/// Gives a modification (15-11): to chosen 1体, or, for "all" with no filter, to every
/// Digimon of a player including later ones (15-11-2-2).
fn give(state: &mut DigimonState, run: &mut EffectRun, target: &Target, buff: &Buff, until: Duration) -> Flow {
    let ctx = run.ctx;
    let buff = &granted_from(state, &ctx, buff);
    let global =
        target.pick == Pick::All && *target == Target { pick: Pick::All, side: target.side, ..Target::default() };
    let targets: Vec<LastingTarget> = if global {
        let seats = match target.side {
            crate::cards::ast::Side::Own => vec![ctx.controller],
            crate::cards::ast::Side::Opponent => vec![DigimonState::opponent(ctx.controller)],
            crate::cards::ast::Side::Any => vec![Seat(0), Seat(1)],
        };
        seats.into_iter().map(LastingTarget::AllOf).collect()
    } else {
        match resolve_target(state, run, target) {
            // 15-15-6-4: an unaffected Digimon does not get what the opponent gives it.
            Ok(ids) => super::unaffected::affected(state, &ctx, ids, super::unaffected::Spared::Given)
                .into_iter()
                .map(LastingTarget::Unit)
                .collect(),
            Err(options) => return Flow::Wait(options),
        }
    };
    // Remembered with the effect: its card may leave while it lasts (last known information).
    let kinds = query::unaffected::effect_kinds(state, &ctx);
    for t in targets {
        // 2-5-3: a card without DP cannot have DP added or subtracted.
        if let (Buff::Dp(_), LastingTarget::Unit(id)) = (buff, t) {
            if state.battle_unit(id).is_some_and(|(seat, u)| query::dp(state, seat, u).is_none()) {
                continue;
            }
        }
        let timestamp = state.clock.tick();
        let turn = state.turn;
        state.lasting.push(LastingEffect {
            timestamp,
            target: t,
            buff: buff.clone(),
            until,
            turn,
            controller: ctx.controller,
            kinds,
        });
        let rule = match buff {
            Buff::Name(_) | Buff::Colors(_) | Buff::BaseDp(_) => rules::INFO_CHANGE,
            Buff::Level(_) | Buff::PlayCost(_) => rules::INFO_ADD_LAST,
            _ => rules::CURRENT_SITUATION,
        };
        state.note(rule, |s| {
            let who = match t {
                LastingTarget::Unit(id) => s.battle_unit(id).map(|(_, u)| s.unit_label(u)).unwrap_or_default(),
                LastingTarget::AllOf(seat) => format!("all of {seat}'s Digimon"),
            };
            let verb = if matches!(buff, Buff::Effect(_)) { "gains" } else { "gets" };
            format!("{who} {verb} {}", crate::cards::render::buff_text(buff))
        });
    }
    Flow::Next
}

/// A granted effect with where its text is, so that the effect it becomes can be found again
/// (`AbilityRef::Granted`); any other buff as it is. A granted effect's own text names its card.
fn granted_from(state: &DigimonState, ctx: &EffectCtx, buff: &Buff) -> Buff {
    let Buff::Effect(g) = buff else { return buff.clone() };
    let giver = match ctx.ability {
        crate::state::AbilityRef::Granted(source) => source.giver,
        crate::state::AbilityRef::Printed { .. }
        | crate::state::AbilityRef::Link { .. }
        | crate::state::AbilityRef::Keyword { .. } => ctx.def,
    };
    let written = crate::cards::granted::each(state.def_at(giver));
    let nth = written.iter().position(|t| **t == *g.effect).and_then(|i| u8::try_from(i).ok());
    let from = nth.map(|nth| crate::cards::granted::GrantSource { giver, nth });
    Buff::Effect(crate::cards::granted::Granted { effect: g.effect.clone(), from })
}
