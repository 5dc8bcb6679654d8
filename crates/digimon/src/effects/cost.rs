//! 任意処理条件 (optional processing conditions), rule 15-7: whether one can be performed, the
//! cards or Digimon the player picks for it, and performing it in full (15-7-3).

use crate::cards::ast::Cost;
use crate::moves;
use crate::query;
use crate::state::{DigimonState, EffectCtx};
use fuda_kernel::ObjectId;

/// What performing a cost left behind for the actions after it.
#[derive(Clone, Debug, Default)]
pub struct Paid {
    /// The DP of the Digimon suspended for the cost, at that moment (16-23-5).
    pub suspended_dp: Option<i32>,
    /// Digimon the cost deletes: the deletion must happen, and succeed, before the rest of the
    /// effect (15-7-2).
    pub deleting: Vec<ObjectId>,
}

/// Performs the cost with the picked objects. Call only when [`performable`](crate::query::effect::performable).
pub fn pay(state: &mut DigimonState, ctx: &EffectCtx, cost: &Cost, picked: &[ObjectId]) -> Paid {
    let me = ctx.controller;
    let mut paid = Paid::default();
    match cost {
        Cost::SuspendThis => match ctx.unit {
            Some(id) if state.battle_unit(id).is_some() => crate::moves::suspend(state, id),
            // A breeding-area 1体 (<Training>, 16-40) is suspended too, but is in no battle area.
            Some(id) => {
                if let Some(u) = state.unit_mut(id) {
                    u.suspended = true;
                }
            }
            None => {}
        },
        Cost::TrashTopSecurity(n) => {
            moves::trash_security_by(state, me, *n, Some(crate::state::DeleteCause::Effect(me)));
        }
        Cost::TrashTopOfStack => {
            if let Some(u) = ctx.unit.and_then(|id| state.unit_mut(id)) {
                let top = u.stack_mut().pop().expect("performable checked two cards");
                moves::from_field(state, top, moves::Dest::Trash);
            }
        }
        Cost::TrashThis => {
            if let Some(id) = ctx.unit {
                moves::remove_unit(state, id, moves::Dest::Trash);
            }
        }
        Cost::TrashFromHand(_) => {
            for id in picked {
                let hand = &mut state.player_mut(me).hand;
                if let Some(pos) = hand.iter().position(|c| c.id == *id) {
                    let card = hand.remove(pos);
                    moves::trash_from_hand(state, card, me);
                }
            }
        }
        Cost::TrashSources(_) => {
            if let Some(u) = ctx.unit.and_then(|id| state.unit_mut(id)) {
                let (gone, kept): (crate::state::Stack, crate::state::Stack) =
                    u.stack().iter().copied().partition(|c| picked.contains(&c.id));
                *u.stack_mut() = kept;
                for card in gone {
                    moves::from_field(state, card, moves::Dest::Trash);
                }
            }
        }
        Cost::DeleteThis => paid.deleting.extend(ctx.unit),
        Cost::DeleteOtherOwnDigimon | Cost::DeleteTokenOrTrait => paid.deleting.extend_from_slice(picked),
        Cost::SuspendOtherOwnDigimon => {
            for id in picked {
                paid.suspended_dp = state.battle_unit(*id).and_then(|(s, u)| query::dp(state, s, u));
                crate::moves::suspend(state, *id);
            }
        }
    }
    paid
}
