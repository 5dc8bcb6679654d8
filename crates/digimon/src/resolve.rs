//! The pending-effect loop of section 15: after each process, the rule check (17-1-2); the
//! effects that triggered meanwhile become a batch (15-4-3-2), a derived batch on top of any
//! being worked (15-4-5); the turn player activates theirs first, one at a time, then the
//! other player (15-4-3-5). A pending effect whose card became a new card, or that its card
//! no longer has, is cancelled (15-4-4).

use crate::cards::ast::EffectZone;
use crate::query;
use crate::rule_check;
use crate::rules;
use crate::state::{
    AbilityRef, Choice, DecisionKind, Deferred, DeleteCause, DigimonState, PendingDecision, PendingEffect, Step,
};
use smallvec::SmallVec;

/// Runs the rule check and the pending effects until nothing is left or a choice is needed.
pub fn settle(state: &mut DigimonState) {
    if nothing_to_settle(state) {
        // No pending effect can refer back to a 1体 that left any more.
        state.last_known.clear();
        return;
    }
    // Continuous effects are recomputed between processes: newly applying ones are stamped
    // before anything reads their timestamps.
    let field = query::Field::new(state);
    let (doomed, may_trash) = if state.continuous_since.is_current(field.active_keys()) {
        (rule_check::dp_zero(&field), rule_check::may_trash(&field))
    } else {
        let active = field.active();
        state.continuous_since.refresh(&active, &mut state.clock);
        let field = query::Field::new(state);
        (rule_check::dp_zero(&field), rule_check::may_trash(&field))
    };
    if !doomed.is_empty() {
        state.note(rules::DP_ZERO, |_| "rule check: Digimon with 0 DP are deleted".to_string());
        state.steps.extend([Step::Settle, Step::delete(doomed, DeleteCause::Rule)]);
        return;
    }
    if may_trash {
        rule_check::trash_misplaced(state);
    }
    if !state.collected.is_empty() {
        // A copy: the list keeps its room for what the next processes trigger.
        let batch = state.collected.drain(..).collect();
        state.pending.push_batch(batch);
    }
    if state.pending.is_empty() {
        // No pending effect can refer back to a 1体 that left any more.
        state.last_known.clear();
        return;
    }
    let keep: SmallVec<[bool; 16]> = state.pending.iter().map(|(_, p)| still_valid(state, p)).collect();
    let mut verdicts = keep.into_iter();
    state.pending.retain(|_| verdicts.next().unwrap_or(false));
    let order = state.seat_order();
    // 15-8-3-2: during an attack made by an effect, the effects pending from before it wait.
    let floor = state.attack.as_ref().map_or(0, |a| a.pending_floor);
    let Some(seat) = state.pending.next_seat_above(floor, &order) else {
        return;
    };
    let choices: SmallVec<[usize; 8]> = state.pending.choices(seat).map(|(i, _)| i).collect();
    state.steps.push(Step::Settle);
    if choices.len() == 1 {
        let item = state.pending.take(choices[0]);
        activate(state, item);
    } else {
        let options = choices.into_iter().map(Choice::Pending).collect();
        state.decision = Some(PendingDecision { seat, kind: DecisionKind::PendingOrder, options });
    }
}

/// Whether [`settle`] would find nothing to do, read from what both battle areas remember
/// without building a [`query::Field`]: the usual case, since a game settles after every
/// process. Nothing triggered or is pending; no effect of which the later wins is recorded or
/// on the field, so no timestamp changes (15-8-2-5); no 1体 can have 0 DP (17-1-3-1), nor be
/// trashed where it stands (17-1-3-2..5), nor has a link card to check (4-7).
pub fn nothing_to_settle(state: &DigimonState) -> bool {
    // A face-up security card's continuous effect may lower DP or be dated (15-14-5-1): the
    // areas do not remember it, so a field with one always settles in full.
    let quiet = |p: &crate::state::Player| {
        p.area_effects(&state.db).quiet()
            && !rule_check::misplaced_in_breeding(&state.db, p)
            && !crate::state::continuous::has_security_effects(&state.db, p)
    };
    state.collected.is_empty()
        && state.pending.is_empty()
        && state.continuous_since.is_empty()
        && !state.lasting.gives().lowers_dp
        && state.players.iter().all(quiet)
}

/// 15-4-4-3/4: the card must still be the same card where it triggered, and still have the
/// effect: the top card for its own effects, a source for inherited ones, the 1体 for a
/// keyword's; on-deletion effects wait in the trash.
pub fn still_valid(state: &DigimonState, p: &PendingEffect) -> bool {
    match p {
        PendingEffect::Retaliation { .. } | PendingEffect::Deferred(_) => true,
        // A zone-icon effect needs its card still where the icon says (15-14-2..4).
        PendingEffect::Ability(ctx) => match crate::query::effect::ability_zone(&state.db, ctx) {
            EffectZone::Hand => state.player(ctx.controller).hand.iter().any(|c| c.id == ctx.card),
            EffectZone::Trash => state.player(ctx.controller).trash.iter().any(|c| c.id == ctx.card),
            EffectZone::Breeding => {
                state.player(ctx.controller).breeding.as_ref().is_some_and(|u| u.top().id == ctx.card)
            }
            EffectZone::Security => state.player(ctx.controller).face_up_security().any(|c| c.id == ctx.card),
            EffectZone::Area => area_effect_valid(state, ctx),
        },
    }
}

fn area_effect_valid(state: &DigimonState, ctx: &crate::state::EffectCtx) -> bool {
    match ctx.unit {
        None => state.players.iter().any(|pl| pl.trash.iter().any(|c| c.id == ctx.card)),
        Some(unit) => state.battle_unit(unit).is_some_and(|(seat, u)| match ctx.ability {
            AbilityRef::Printed { inherited: false, .. } => {
                u.top().id == ctx.card || u.links().iter().any(|c| c.id == ctx.card)
            }
            AbilityRef::Link { .. } => u.links().iter().any(|c| c.id == ctx.card),
            AbilityRef::Printed { inherited: true, .. } => u.sources().iter().any(|c| c.id == ctx.card),
            AbilityRef::Keyword { keyword, .. } => query::has_keyword(state, seat, u, keyword),
            AbilityRef::Granted(source) => query::granted::holds(state, seat, u, source),
        }),
    }
}

/// Activates a pending item.
pub fn activate(state: &mut DigimonState, item: PendingEffect) {
    match item {
        PendingEffect::Retaliation { seat, against } => {
            state.note(rules::RETALIATION, |_| "Retaliation: the Digimon it battled is deleted".to_string());
            if state.battle_unit(against).is_some() {
                state.steps.push(Step::delete(vec![against], DeleteCause::Effect(seat)));
            }
        }
        PendingEffect::Ability(ctx) => state.steps.push(crate::state::runs::start(ctx)),
        PendingEffect::Deferred(Deferred::BurstTrash(unit)) => crate::procedures::burst::end_of_turn_trash(state, unit),
        PendingEffect::Deferred(Deferred::ExecuteDelete(unit)) => {
            if let Some((seat, _)) = state.battle_unit(unit) {
                state.note(rules::EXECUTE_DEFERRED, |_| {
                    "<Execute>: the attacker is deleted at the end of its attack".to_string()
                });
                state.steps.push(Step::delete(vec![unit], DeleteCause::Effect(seat)));
            }
        }
        PendingEffect::Deferred(Deferred::Actions(ctx, actions)) => {
            state.note(rules::DEFERRED, |s| format!("deferred processing of {} resolves", s.def_at(ctx.def).name));
            state.steps.push(crate::state::runs::start_actions_of(ctx, actions));
        }
        PendingEffect::Deferred(Deferred::BattleEnd(ctx, actions)) => {
            state.note(rules::BATTLE_END, |s| {
                format!("at the end of the battle, deferred processing of {} resolves", s.def_at(ctx.def).name)
            });
            state.steps.push(crate::state::runs::start_actions_of(ctx, actions));
        }
    }
}
