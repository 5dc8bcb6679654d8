//! What an effect is and whether it can go ahead, read for the interpreter and for the options
//! listing alike: the ability an effect context names, where it works from, its text, its
//! processing condition (15-8-3-7), whether its cost can be paid (15-7) and whether it can do
//! anything at all.

use crate::cards::CardDb;
use crate::cards::ast::{Ability, Action, CardKind, Cost, EffectZone, Timing, Triggered};
use crate::query;
use crate::state::{AbilityRef, DigimonState, EffectCtx};
use fuda_kernel::{ObjectId, Seat};
use std::borrow::Cow;

/// The triggered/activated effect a context names.
pub fn ability<'a>(db: &'a CardDb, ctx: &EffectCtx) -> Option<Cow<'a, Triggered>> {
    let printed = |list: &'a [Ability], index: u8| match list.get(usize::from(index)) {
        Some(Ability::Triggered(t)) => Some(Cow::Borrowed(t)),
        _ => None,
    };
    match ctx.ability {
        AbilityRef::Printed { index, inherited } => {
            let def = db.get(ctx.def);
            printed(if inherited { &def.inherited } else { &def.effects }, index)
        }
        AbilityRef::Link { index } => printed(&db.get(ctx.def).link.as_ref()?.effects, index),
        // A keyword stands for an effect built when it is asked.
        AbilityRef::Keyword { keyword, .. } => keyword.ability().map(Cow::Owned),
        AbilityRef::Granted(source) => {
            crate::cards::granted::each(db.get(source.giver)).get(usize::from(source.nth)).map(|t| Cow::Borrowed(*t))
        }
    }
}

/// Where the effect a context names works from (15-14-2..4). A keyword's works in the area, and
/// its effect is not built to say so.
pub fn ability_zone(db: &CardDb, ctx: &EffectCtx) -> EffectZone {
    match ctx.ability {
        AbilityRef::Keyword { .. } | AbilityRef::Granted(_) => EffectZone::Area,
        AbilityRef::Printed { .. } | AbilityRef::Link { .. } => ability(db, ctx).map_or(EffectZone::Area, |t| t.zone),
    }
}

/// Describes an effect for logs and labels: "Test Agumon [On Play]".
pub fn describe(state: &DigimonState, ctx: &EffectCtx, timing: Timing) -> String {
    let name = &state.def_at(ctx.def).name;
    // An event pattern says what it waits for in its own words; an icon is the one it met.
    let when = match ability(&state.db, ctx).and_then(|a| a.pattern.clone()) {
        Some(pattern) => crate::cards::render::pattern_text(&pattern),
        None => crate::cards::render::timing_text(timing).to_string(),
    };
    match ctx.ability {
        AbilityRef::Printed { inherited: true, .. } => format!("{name} {when} (inherited)"),
        AbilityRef::Printed { inherited: false, .. } => format!("{name} {when}"),
        AbilityRef::Keyword { keyword, .. } => format!("{name} {}", crate::cards::render::keyword_text(keyword)),
        AbilityRef::Link { .. } => format!("{name} {when} (link)"),
        AbilityRef::Granted(_) => format!("{name} {when} (gained)"),
    }
}

/// A processing condition of an effect about to run, at processing time (15-8-3-7).
pub(crate) fn holds(state: &DigimonState, ctx: &EffectCtx, cond: &crate::cards::ast::Condition) -> bool {
    super::Reader::of_effect(state, ctx, None).holds(cond)
}

/// A processing condition inside a running effect, which may read what its steps bound.
pub(crate) fn holds_in(
    state: &DigimonState,
    run: &crate::state::EffectRun,
    cond: &crate::cards::ast::Condition,
) -> bool {
    super::Reader::of_effect(state, &run.ctx, Some(&run.bindings)).holds(cond)
}

/// Whether the effect's own processing condition holds now (true when it has none).
pub fn condition_ok(state: &DigimonState, ctx: &EffectCtx) -> bool {
    ability(&state.db, ctx).is_some_and(|a| a.condition.as_ref().is_none_or(|c| holds(state, ctx, c)))
}

/// Whether the cost can be performed in full now (15-7-3; 15-8-4-4-1 for [Main] effects).
pub fn performable(state: &DigimonState, ctx: &EffectCtx, cost: &Cost) -> bool {
    super::cost::performable(state, ctx, None, cost)
}

/// The Digimon of `me` that the Tamer `tamer` may go under by <Mind Link> (16-27-1): any other
/// than itself with no Tamer card among its sources.
pub(crate) fn mind_link_hosts(state: &DigimonState, me: Seat, tamer: ObjectId) -> Vec<ObjectId> {
    state
        .player(me)
        .battle()
        .iter()
        .filter(|u| {
            u.id != tamer
                && query::is_digimon(state, u)
                // 4-5-9: a face-down card has no information, so it is no Tamer card.
                && !u.open_sources().any(|c| state.def(c).kind == CardKind::Tamer)
        })
        .map(|u| u.id)
        .collect()
}

/// Whether an activated effect can do anything: one made only of <Mind Link> cannot while no
/// Digimon could take the Tamer, and is then not offered (docs/digimon/rulings.md, 16-27-1 read
/// with 15-6-3 and 18-3-1: activating it would change nothing, and could be repeated for ever).
pub(crate) fn can_act(state: &DigimonState, ctx: &EffectCtx, actions: &[Action]) -> bool {
    if !actions.iter().all(|a| matches!(a, Action::MindLink)) {
        return true;
    }
    ctx.unit.is_some_and(|tamer| {
        state.battle_unit(tamer).is_some() && !mind_link_hosts(state, ctx.controller, tamer).is_empty()
    })
}
