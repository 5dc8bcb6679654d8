//! Starting an effect run: the step that begins one, queued by whoever starts an effect (a
//! procedure, the interpreter, pending-effect resolution, an answer).

use super::{AbilityRef, DigimonState, EffectCtx, EffectRun, Frame, RunStage, Step};
use crate::cards::ast::{Action, Timing};
use fuda_kernel::Seat;
use fuda_kernel::lang::Bindings;
use smallvec::SmallVec;

/// A run of these actions as the effect `ctx` (deferred processing, 18-1-1): no activation
/// checks, straight to the actions.
pub fn start_actions_of(ctx: EffectCtx, actions: std::sync::Arc<[Action]>) -> Step {
    Step::Run(Box::new(EffectRun {
        ctx,
        stage: RunStage::Running,
        frames: smallvec::smallvec![Frame { actions, pc: 0 }],
        picked: Vec::new(),
        declared: None,
        paid_dp: None,
        awaiting: Vec::new(),
        placed: Vec::new(),
        bindings: Bindings::default(),
        acted: None,
    }))
}

/// Queues every printed effect of `card` with this timing to run now, in text order, for
/// `controller` (a card's own windows: [Security] 15-16-10-2, "when this card would be played"
/// 7-1-2-2). Returns the contexts queued, last one running first.
pub fn start_own_effects(
    state: &mut DigimonState,
    controller: Seat,
    card: &crate::state::Card,
    timing: Timing,
) -> Vec<EffectCtx> {
    start_own_effects_about(state, controller, card, timing, None)
}

/// As [`start_own_effects`], about the 1体 `about` ("that Digimon": the one a digivolution
/// goes onto, 8-1-2-5).
pub fn start_own_effects_about(
    state: &mut DigimonState,
    controller: Seat,
    card: &crate::state::Card,
    timing: Timing,
    about: Option<fuda_kernel::ObjectId>,
) -> Vec<EffectCtx> {
    let indices: Vec<u8> = state
        .def(card)
        .effects
        .iter()
        .enumerate()
        .filter(|(_, a)| matches!(a, crate::cards::ast::Ability::Triggered(t) if t.has(timing)))
        .map(|(i, _)| u8::try_from(i).expect("fewer than 256 effects"))
        .collect();
    let mut queued = Vec::new();
    for index in indices.into_iter().rev() {
        let mut ctx = EffectCtx::new(controller, card, AbilityRef::Printed { index, inherited: false }, None);
        ctx.from_security = timing == Timing::Security;
        ctx.about = about;
        state.steps.push(start(ctx));
        queued.push(ctx);
    }
    queued
}

/// A new run of the effect `ctx` names, before its activation checks.
pub fn start(ctx: EffectCtx) -> Step {
    Step::Run(Box::new(EffectRun {
        ctx,
        stage: RunStage::Activate,
        frames: SmallVec::new(),
        picked: Vec::new(),
        declared: None,
        paid_dp: None,
        awaiting: Vec::new(),
        placed: Vec::new(),
        bindings: Bindings::default(),
        acted: None,
    }))
}
