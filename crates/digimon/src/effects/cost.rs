//! 任意処理条件 (optional processing conditions), rule 15-7: whether one can be performed, the
//! cards or Digimon the player picks for it, and performing it in full (15-7-3).

use super::moves;
use crate::cards::ast::Cost;
use crate::query;
use crate::state::{DigimonState, EffectCtx, Unit};
use fuda_kernel::ObjectId;

/// The controller's battle-area 1体 other than the effect's own that satisfy `keep`.
fn other_own(state: &DigimonState, ctx: &EffectCtx, keep: impl Fn(&Unit) -> bool) -> Vec<ObjectId> {
    state.player(ctx.controller).battle().iter().filter(|u| Some(u.id) != ctx.unit && keep(u)).map(|u| u.id).collect()
}

/// The objects the player may pick for a cost, and how many; `None` for costs with no choice.
pub fn picks(state: &DigimonState, ctx: &EffectCtx, cost: &Cost) -> Option<(Vec<ObjectId>, usize)> {
    let me = ctx.controller;
    let this = ctx.unit.and_then(|id| state.battle_unit(id).or_else(|| state.find_unit(id))).map(|(_, u)| u);
    match cost {
        Cost::TrashFromHand(n) => Some((state.player(me).hand.iter().map(|c| c.id).collect(), usize::from(*n))),
        Cost::TrashSources(n) => {
            Some((this.map(|u| u.sources().iter().map(|c| c.id).collect()).unwrap_or_default(), usize::from(*n)))
        }
        Cost::DeleteTokenOrTrait => {
            // A token qualifies whoever it is; a trait Digimon must be another one (16-33).
            let trait_x = state.def_at(ctx.def).overclock.clone();
            let picks = state
                .player(me)
                .battle()
                .iter()
                .filter(|u| {
                    let def = state.def(u.top());
                    def.token
                        || (Some(u.id) != ctx.unit
                            && query::is_digimon(state, u)
                            && trait_x.as_ref().is_some_and(|t| def.traits.contains(t)))
                })
                .map(|u| u.id)
                .collect();
            Some((picks, 1))
        }
        Cost::DeleteOtherOwnDigimon => Some((other_own(state, ctx, |u| query::is_digimon(state, u)), 1)),
        Cost::SuspendOtherOwnDigimon => {
            let seat = ctx.controller;
            Some((other_own(state, ctx, |u| query::can_be_suspended(state, seat, u) && query::is_digimon(state, u)), 1))
        }
        Cost::SuspendThis | Cost::TrashTopSecurity(_) | Cost::TrashTopOfStack | Cost::TrashThis | Cost::DeleteThis => {
            None
        }
    }
}

/// Whether the cost can be performed in full now (15-7-3; 15-8-4-4-1 for [Main] effects).
pub fn performable(state: &DigimonState, ctx: &EffectCtx, cost: &Cost) -> bool {
    let this = ctx.unit.and_then(|id| state.find_unit(id)).map(|(_, u)| u);
    match cost {
        // 1-3-3: a suspended card cannot "be suspended".
        Cost::SuspendThis => {
            ctx.unit.and_then(|id| state.find_unit(id)).is_some_and(|(seat, u)| query::can_be_suspended(state, seat, u))
        }
        Cost::TrashTopSecurity(n) => state.player(ctx.controller).security.len() >= usize::from(*n),
        Cost::TrashTopOfStack => this.is_some_and(|u| u.stack().len() >= 2),
        // 16-16-3: not on the turn it was put in the battle area.
        // 16-16-3: not on the turn the card was put in the battle area (its top card's arrival).
        Cost::TrashThis => ctx.unit.and_then(|id| state.battle_unit(id)).is_some_and(|(_, u)| u.top_turn < state.turn),
        Cost::DeleteThis => ctx.unit.and_then(|id| state.battle_unit(id)).is_some(),
        Cost::TrashFromHand(_)
        | Cost::TrashSources(_)
        | Cost::DeleteOtherOwnDigimon
        | Cost::DeleteTokenOrTrait
        | Cost::SuspendOtherOwnDigimon => picks(state, ctx, cost).is_some_and(|(candidates, n)| candidates.len() >= n),
    }
}

/// What performing a cost left behind for the actions after it.
#[derive(Clone, Debug, Default)]
pub struct Paid {
    /// The DP of the Digimon suspended for the cost, at that moment (16-23-5).
    pub suspended_dp: Option<i32>,
    /// Digimon the cost deletes: the deletion must happen, and succeed, before the rest of the
    /// effect (15-7-2).
    pub deleting: Vec<ObjectId>,
}

/// Performs the cost with the picked objects. Call only when [`performable`].
pub fn pay(state: &mut DigimonState, ctx: &EffectCtx, cost: &Cost, picked: &[ObjectId]) -> Paid {
    let me = ctx.controller;
    let mut paid = Paid::default();
    match cost {
        Cost::SuspendThis => {
            if let Some(u) = ctx.unit.and_then(|id| state.unit_mut(id)) {
                u.suspended = true;
            }
        }
        Cost::TrashTopSecurity(n) => {
            moves::trash_security(state, me, *n);
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
                state.set_suspended(*id, true);
            }
        }
    }
    paid
}
