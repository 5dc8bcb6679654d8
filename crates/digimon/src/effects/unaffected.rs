//! 15-15-6-1/3/4: an unaffected 1体 may be chosen, but the effect does nothing to it and gives
//! it nothing; the log says why.

use crate::cards::ast::EffectKind;
use crate::query;
use crate::rules;
use crate::state::{DigimonState, EffectCtx, EffectKinds};
use fuda_kernel::ObjectId;

/// What an unaffected 1体 is spared.
pub(crate) enum Spared {
    /// A process: it does nothing to it (15-15-6-1).
    Process,
    /// A modification given: it does not hold it (15-15-6-4).
    Given,
}

/// The chosen or found objects `ctx` can affect, noting each unaffected 1体 it leaves out and
/// the kinds (15-2-1) of the effect it is unaffected by.
pub(crate) fn affected(state: &mut DigimonState, ctx: &EffectCtx, ids: Vec<ObjectId>, spared: Spared) -> Vec<ObjectId> {
    let (kept, left_out): (Vec<ObjectId>, Vec<ObjectId>) =
        ids.into_iter().partition(|id| query::affectable(state, ctx, *id));
    if !left_out.is_empty() {
        let kinds = query::unaffected::effect_kinds(state, ctx);
        let (rule, outcome) = match spared {
            Spared::Process => (rules::UNAFFECTED, "nothing happens to it"),
            Spared::Given => (rules::UNAFFECTED_NOT_GIVEN, "it does not get what the effect gives"),
        };
        for id in left_out {
            state.note(rule, |s| {
                let who = s.battle_unit(id).map(|(_, u)| s.unit_label(u)).unwrap_or_default();
                format!("{who} is unaffected by {} of {}: {outcome}", kinds_text(kinds), ctx.controller)
            });
        }
    }
    kept
}

/// The kinds of an effect in words (15-2-1): "a Digimon effect", "a Tamer and Digimon effect".
fn kinds_text(kinds: EffectKinds) -> String {
    let names: Vec<&str> =
        [(EffectKind::Tamer, "Tamer"), (EffectKind::Digimon, "Digimon"), (EffectKind::Option, "Option")]
            .into_iter()
            .filter(|(k, _)| kinds.intersects(EffectKinds::of(*k)))
            .map(|(_, name)| name)
            .collect();
    format!("a {} effect", names.join(" and "))
}
