//! 任意処理条件 (optional processing conditions), rule 15-7: performing one step of a cost with
//! the objects its controller picked (what can be picked, and whether a step can be performed in
//! full, is read in `query::cost`). A card move is the `move` action's, performed by
//! [`super::move_cards::pay`].

use crate::cards::ast::{CostStep, Pick, Target};
use crate::moves;
use crate::query;
use crate::rules;
use crate::state::{DeleteCause, DigimonState, EffectRun, Leave, Step, UnitSnapshot};
use fuda_kernel::ObjectId;
use fuda_kernel::lang::Bound;

/// What performing a step left behind for the steps and actions after it.
#[derive(Clone, Debug, Default)]
pub struct Paid {
    /// The DP of the Digimon suspended for the cost, at that moment (16-23-5).
    pub suspended_dp: Option<i32>,
    /// Steps that make 1体 leave the area (a deletion, a return, going under), with their
    /// immediate windows: they must happen, and succeed, before anything after them (15-7-2).
    pub leaving: Vec<Step>,
    /// The 1体 those steps must have removed from the battle area.
    pub awaiting: Vec<ObjectId>,
}

/// Performs one step with the picked objects. Call only when it is performable
/// ([`query::cost::step_performable`]).
pub fn pay(state: &mut DigimonState, run: &mut EffectRun, step: &CostStep, picked: &[ObjectId]) -> Paid {
    let ctx = run.ctx;
    let me = ctx.controller;
    let mut paid = Paid::default();
    match step {
        CostStep::SuspendThis => match ctx.unit {
            Some(id) if state.battle_unit(id).is_some() => crate::moves::suspend(state, id),
            // A breeding-area 1体 (<Training>, 16-40) is suspended too, but is in no battle area.
            Some(id) => {
                if let Some(u) = state.unit_mut(id) {
                    u.suspended = true;
                }
            }
            None => {}
        },
        CostStep::TrashTopOfStack => {
            if let Some(u) = ctx.unit.and_then(|id| state.unit_mut(id)) {
                let top = u.stack_mut().pop().expect("performable checked two cards");
                moves::from_field(state, top, moves::Dest::Trash);
            }
        }
        CostStep::TrashThis => {
            if let Some(id) = ctx.unit {
                moves::remove_unit(state, id, moves::Dest::Trash);
            }
        }
        CostStep::TrashSources(_) => trash_sources(state, ctx.unit, picked),
        CostStep::DeleteTokenOrTrait => deleting(&mut paid, picked.to_vec(), me),
        CostStep::Move(m) => {
            let moved = super::move_cards::pay(state, run, m, picked);
            state.note(rules::OPTIONAL_CONDITION_WORDS, |_| format!("{} card(s) moved for the cost", moved.len()));
        }
        CostStep::Delete(t) => {
            let ids = chosen(state, run, t, picked);
            deleting(&mut paid, ids, me);
        }
        CostStep::Suspend(t) => {
            let ids = chosen(state, run, t, picked);
            for id in &ids {
                paid.suspended_dp = state.battle_unit(*id).and_then(|(s, u)| query::dp(state, s, u));
                crate::moves::suspend(state, *id);
            }
        }
        CostStep::Unsuspend(t) => {
            for id in chosen(state, run, t, picked) {
                state.set_suspended(id, false);
            }
        }
        CostStep::ReturnToHand(t) | CostStep::ReturnToDeckBottom(t) => {
            let how = if matches!(step, CostStep::ReturnToHand(_)) { Leave::ToHand } else { Leave::ToDeckBottom };
            let units = chosen(state, run, t, picked);
            paid.awaiting.clone_from(&units);
            paid.leaving.push(Step::Delete { how, units, cause: DeleteCause::Effect(me), interrupted: false });
        }
        CostStep::PutUnder { target, .. } => {
            let (Some(host), Some(&mover)) = (ctx.unit, chosen(state, run, target, picked).first()) else {
                return paid;
            };
            // What it was, for a later step that reads its level (15-8-3-9-4): it is gone then.
            if let Some((seat, unit)) = state.battle_unit(mover) {
                let snapshot = UnitSnapshot {
                    sources: u8::try_from(unit.sources().len()).unwrap_or(u8::MAX),
                    dp: query::dp(state, seat, unit),
                    level: query::info::level(state, unit),
                };
                state.last_known.record(mover, snapshot);
            }
            // It is about to leave the battle area: its "would leave" effects interrupt first (15-8-5).
            let window = moves::leave_window(state, &[mover], false, DeleteCause::Effect(me));
            if !window.is_empty() {
                paid.leaving.push(Step::Immediate { items: window });
            }
            paid.leaving.push(Step::PutUnder { unit: mover, host });
            paid.awaiting.push(mover);
        }
        CostStep::Memory(x) => {
            let m = state.memory_for(me).saturating_add(*x);
            state.set_memory_for(me, m);
            state.note(rules::MEMORY_PLUS_MINUS, |s| {
                format!("memory {x:+} for the cost: {me} now sees {}", s.memory_for(me))
            });
        }
    }
    paid
}

fn deleting(paid: &mut Paid, ids: Vec<ObjectId>, me: fuda_kernel::Seat) {
    if !ids.is_empty() {
        paid.awaiting.clone_from(&ids);
        paid.leaving.push(Step::delete(ids, DeleteCause::Effect(me)));
    }
}

/// The 1体 a target step acts on, bound under its `bind` name: the picked ones, or this one.
fn chosen(state: &DigimonState, run: &mut EffectRun, t: &Target, picked: &[ObjectId]) -> Vec<ObjectId> {
    let ids = match t.pick {
        Pick::Choose => picked.to_vec(),
        Pick::This | Pick::All => query::Reader::of_effect(state, &run.ctx, Some(&run.bindings)).candidates(t),
    };
    if let Some(slot) = &t.bind {
        run.bindings.set(slot.clone(), Bound::Objects(ids.clone()));
    }
    ids
}

/// Trashes the picked digivolution cards of the 1体 `unit`.
fn trash_sources(state: &mut DigimonState, unit: Option<ObjectId>, picked: &[ObjectId]) {
    if let Some(u) = unit.and_then(|id| state.unit_mut(id)) {
        let (gone, kept): (crate::state::Stack, crate::state::Stack) =
            u.stack().iter().copied().partition(|c| picked.contains(&c.id));
        *u.stack_mut() = kept;
        for card in gone {
            moves::from_field(state, card, moves::Dest::Trash);
        }
    }
}
