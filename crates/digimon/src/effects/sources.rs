//! Actions on a 1体's sources: trashing them, first through the window of "when sources would
//! be trashed" replacements, and <De-Digivolve> (16-9).

use super::run::Flow;
use crate::moves;
use crate::rules;
use crate::state::{DeleteCause, DigimonState, EffectCtx, Step};
use fuda_kernel::{ObjectId, Seat};

/// Trashing digivolution cards by an effect of `me`: for each 1体, its controller's other
/// Digimon may replace it first (their `other-own-sources-would-be-trashed` effects, an
/// immediate window, 15-8-5); the trashing then happens unless replaced.
pub(crate) fn trash_sources_with_window(
    state: &mut DigimonState,
    me: Seat,
    ids: &[ObjectId],
    count: u8,
    from: crate::cards::ast::StackEnd,
) -> Flow {
    // In the order they run: each target's window, then its trashing.
    let mut steps = Vec::new();
    for id in ids {
        if state.battle_unit(*id).is_none() {
            continue;
        }
        steps.extend(sources_window(state, me, *id, count));
        steps.push(Step::TrashSources { unit: *id, count, from });
    }
    if steps.is_empty() { Flow::Next } else { Flow::PushAll(steps) }
}

/// The immediate window (15-8-5) before `count` digivolution cards of the 1体 `id` are trashed
/// by an effect of `me`: its controller's other Digimon's `other-own-sources-would-be-trashed`
/// effects, if any.
pub(crate) fn sources_window(state: &DigimonState, me: Seat, id: ObjectId, count: u8) -> Option<Step> {
    let (owner, _) = state.battle_unit(id)?;
    let mut window = Vec::new();
    for other in state.player(owner).battle().iter().filter(|u| u.id != id) {
        let timing = crate::cards::ast::Timing::OtherOwnSourcesWouldBeTrashed;
        let keywords = crate::triggers::keywords_at(state, owner, other, timing);
        crate::triggers::each_triggered(state, other, &keywords, timing, |card, ability| {
            let mut ctx = EffectCtx::new(owner, card, ability, Some(other.id));
            ctx.interrupting = Some((id, DeleteCause::Effect(me)));
            ctx.event_count = count;
            window.push(ctx);
        });
    }
    (!window.is_empty()).then_some(Step::Immediate { items: window })
}

/// An effect's trashing of digivolution cards, after its window: not if replaced (18-2-1).
pub fn trash_sources_unless_replaced(
    state: &mut DigimonState,
    unit: ObjectId,
    count: u8,
    from: crate::cards::ast::StackEnd,
) {
    if let Some(pos) = state.replaced.iter().position(|id| *id == unit) {
        state.replaced.remove(pos);
        return;
    }
    trash_sources(state, unit, count, from);
}

/// Trashes up to `count` digivolution cards of a 1体 from one end of its sources, in order
/// (15-15-7-2/3); the top card itself is not a source.
pub(crate) fn trash_sources(state: &mut DigimonState, id: ObjectId, count: u8, from: crate::cards::ast::StackEnd) {
    let Some(unit) = state.battle_unit_mut(id) else {
        return;
    };
    let sources = unit.stack().len() - 1;
    let n = usize::from(count).min(sources);
    let taken: Vec<crate::state::Card> = match from {
        crate::cards::ast::StackEnd::Top => unit.stack_mut().drain(sources - n..sources).rev().collect(),
        crate::cards::ast::StackEnd::Bottom => unit.stack_mut().drain(..n).collect(),
    };
    unit.face_down_mut().retain(|f| !taken.iter().any(|c| c.id == *f));
    let rule = match from {
        crate::cards::ast::StackEnd::Top => rules::PER_X_FROM_TOP,
        crate::cards::ast::StackEnd::Bottom => rules::PER_X_FROM_BOTTOM,
    };
    let mut arrived = Vec::with_capacity(taken.len());
    for card in taken {
        state.note(rule, |s| format!("{} is trashed from the digivolution cards", s.card_label(&card)));
        arrived.extend(moves::from_field(state, card, moves::Dest::Trash));
    }
    // Only effects trash sources this way (a leaving 1体's stack goes with it, 4-5-8).
    crate::patterns::trashed(state, &arrived, crate::cards::ast::TrashedFrom::Sources, None);
}

/// 《退化N》 (16-11): trashes up to N cards from the top of the stack, one by one, never the
/// last card and never a Lv.3 card or anything under it (16-11-4); the new top card keeps the
/// orientation (4-5-6).
pub(crate) fn de_digivolve(state: &mut DigimonState, id: ObjectId, count: u8) {
    for _ in 0..count {
        let Some(unit) = state.battle_unit_mut(id) else {
            return;
        };
        if unit.stack().len() < 2 {
            return;
        }
        let top = *unit.top();
        if state.def(&top).level == Some(3) {
            state.note(rules::DE_DIGIVOLVE_LEVEL3, |_| "De-Digivolve stops at a Lv.3 card".to_string());
            return;
        }
        let unit = state.battle_unit_mut(id).expect("checked above");
        let card = unit.stack_mut().pop().expect("two or more cards");
        moves::from_field(state, card, moves::Dest::Trash);
        state.note(rules::DE_DIGIVOLVE, |s| format!("{} is trashed from the top of the stack", s.card_label(&card)));
    }
}
