//! The interpreter's side of optional processing conditions (15-7): asking for each step's
//! picks one at a time, performing the steps in order and waiting for those that remove 1体
//! from the area, for an effect's cost and for a cost in the middle of its actions (`by`).

use super::cost;
use super::run::{DONE, Flow, announce, ask, start_actions};
use crate::cards::ast::Triggered;
use crate::query;
use crate::query::effect::ability;
use crate::rules;
use crate::state::{Choice, DecisionKind, DigimonState, EffectRun, Frame, RunStage, Step};
use fuda_kernel::ObjectId;
use std::sync::Arc;

/// The cost (15-7) was accepted: perform it in full, or fail and stop the effect (15-7-3/4).
pub fn pay_cost(state: &mut DigimonState, run: Box<EffectRun>) {
    let db = Arc::clone(&state.db);
    let Some(ability) = ability(&db, &run.ctx) else {
        return;
    };
    let ctx = run.ctx;
    let cost = ability.cost.as_ref().expect("asked only for effects with a cost");
    if !query::cost::performable(state, &ctx, Some(&run.bindings), cost) {
        state.note(rules::OPTIONAL_CONDITION, |s| {
            format!("{}: the condition cannot be performed; nothing after it happens", s.def_at(ctx.def).name)
        });
        return;
    }
    pay_steps(state, run, &ability);
}

/// The options of the next pick of a cost step, or `None` once its picks are made: as a move's
/// cards are picked ([`super::move_cards::next_pick`]).
fn next_pick(run: &EffectRun, picks: Option<query::cost::Picks>) -> Option<Vec<Choice>> {
    let p = picks?;
    let chosen: Vec<ObjectId> = run.picked.iter().copied().filter(|id| *id != DONE).collect();
    let done = run.picked.last() == Some(&DONE);
    super::move_cards::next_pick(&p.candidates, &chosen, done, p.count, p.up_to)
}

/// The objects picked for the step just finished, the "Done" mark aside.
fn take_picked(run: &mut EffectRun) -> Vec<ObjectId> {
    std::mem::take(&mut run.picked).into_iter().filter(|id| *id != DONE).collect()
}

/// Picks each cost step's cards or Digimon one at a time and performs the steps in order
/// (15-7), then starts the actions. A step that removes 1体 from the area (a deletion, a
/// return, going under) happens first, with its own immediate window; the effect goes on only
/// if they really left (15-7-2).
pub(super) fn pay_steps(state: &mut DigimonState, mut run: Box<EffectRun>, ability: &Triggered) {
    let ctx = run.ctx;
    let cost = ability.cost.as_ref().expect("paying only effects with a cost");
    if !run.awaiting.is_empty() && std::mem::take(&mut run.awaiting).iter().any(|id| state.battle_unit(*id).is_some()) {
        state.note(rules::OPTIONAL_CONDITION, |_| "the 1体 did not leave; nothing after it happens".to_string());
        return;
    }
    let mut i = match run.stage {
        RunStage::PayingStep(i) => usize::from(i),
        _ => 0,
    };
    while let Some(step) = cost.0.get(i) {
        // 15-7-2: a step an earlier one made impossible is not performed, nor anything after it.
        if i > 0 && run.picked.is_empty() && !query::cost::step_performable(state, &ctx, Some(&run.bindings), step) {
            state.note(rules::OPTIONAL_CONDITION, |_| {
                "the next step of the condition cannot be performed; nothing after it happens".to_string()
            });
            return;
        }
        if let Some(options) = next_pick(&run, query::cost::picks(state, &ctx, Some(&run.bindings), step)) {
            run.stage = if i == 0 { RunStage::PayingPicks } else { RunStage::PayingStep(step_index(i)) };
            let options = super::move_cards::by_end(state, ctx.controller, options);
            return ask(state, run, ctx.controller, DecisionKind::CostCards, options);
        }
        let picked = take_picked(&mut run);
        let paid = cost::pay(state, &mut run, step, &picked);
        if paid.suspended_dp.is_some() {
            run.paid_dp = paid.suspended_dp;
        }
        i += 1;
        if paid.leaving.is_empty() {
            continue;
        }
        run.awaiting = paid.awaiting;
        if i < cost.0.len() {
            run.stage = RunStage::PayingStep(step_index(i));
        } else {
            announce(state, &run.ctx, ability);
            run.stage = RunStage::Running;
            run.frames = smallvec::smallvec![Frame { actions: ability.actions.clone(), pc: 0 }];
        }
        state.steps.push(Step::Run(run));
        state.steps.extend(paid.leaving.into_iter().rev());
        return;
    }
    start_actions(state, run, ability);
}

fn step_index(i: usize) -> u8 {
    u8::try_from(i).expect("a cost has few steps")
}

/// 「…ことで、…」 in the middle of an effect (15-7): asked when reached, even if it cannot be
/// performed (15-7-4); performed in full or not at all (15-7-3), its steps paid in order, then
/// the actions it pays for. Declined or impossible, they do not happen (15-7-2). `declared` holds where it is: unasked, declined
/// (0), or paying step k - 1 (k).
pub(super) fn by_cost(state: &mut DigimonState, run: &mut EffectRun, b: &crate::cards::ast::ByCost) -> Flow {
    let ctx = run.ctx;
    let k = match run.declared {
        // 15-7-4: asked even when it cannot be performed.
        None => return Flow::Ask(DecisionKind::Cost, vec![Choice::Yes, Choice::No]),
        Some(1) if run.picked.is_empty() && !query::cost::performable(state, &ctx, Some(&run.bindings), &b.cost) => {
            state.note(rules::OPTIONAL_CONDITION, |_| {
                "the condition cannot be performed; what it pays for does not happen".to_string()
            });
            run.acted = Some(Vec::new());
            return Flow::Next;
        }
        Some(0) => {
            state.note(rules::OPTIONAL_CONDITION, |_| "declined; what it pays for does not happen".to_string());
            run.acted = Some(Vec::new());
            return Flow::Next;
        }
        Some(k) => k,
    };
    let mut i = usize::from(k - 1);
    while let Some(step) = b.cost.0.get(i) {
        if i > 0 && run.picked.is_empty() && !query::cost::step_performable(state, &ctx, Some(&run.bindings), step) {
            state.note(rules::OPTIONAL_CONDITION, |_| {
                "the next step of the condition cannot be performed; nothing after it happens".to_string()
            });
            run.acted = Some(Vec::new());
            return Flow::Next;
        }
        if let Some(options) = next_pick(run, query::cost::picks(state, &ctx, Some(&run.bindings), step)) {
            run.declared = Some(step_index(i + 1));
            return Flow::Ask(DecisionKind::CostCards, super::move_cards::by_end(state, ctx.controller, options));
        }
        let picked = take_picked(run);
        let paid = cost::pay(state, run, step, &picked);
        if paid.suspended_dp.is_some() {
            run.paid_dp = paid.suspended_dp;
        }
        i += 1;
        run.declared = Some(step_index(i + 1));
        // Checked at load: such a step is the cost's last.
        if !paid.leaving.is_empty() {
            run.awaiting = paid.awaiting;
            return Flow::PayThen(paid.leaving, Frame { actions: b.then.clone(), pc: 0 });
        }
    }
    Flow::Enter(Frame { actions: b.then.clone(), pc: 0 })
}
