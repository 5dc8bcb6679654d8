//! The kinds of effects (15-2-1), which "unaffected by your opponent's Digimon effects" and the
//! like compare (15-15-6).

use super::is_digimon;
use crate::cards::ast::{CardKind, EffectKind};
use crate::state::continuous::ContinuousKey;
use crate::state::{AbilityRef, DigimonState, EffectCtx, EffectKinds};
use fuda_kernel::ObjectId;

/// The kinds of the running effect `ctx` (15-2-1): its card's kind, a Digimon effect for an
/// inherited or link effect (15-3-2, 4-2-6), and both for a Tamer also treated as a Digimon
/// (15-12-1-4/6). A Digimon card's effect is a Digimon effect wherever the card is: a [Security]
/// effect of a Digimon card too (15-2-1-1).
pub fn effect_kinds(state: &DigimonState, ctx: &EffectCtx) -> EffectKinds {
    let inherited = match ctx.ability {
        AbilityRef::Printed { inherited, .. } => inherited,
        AbilityRef::Link { .. } => true,
        AbilityRef::Keyword { .. } | AbilityRef::Granted(_) => false,
    };
    kinds_of(state, state.def_at(ctx.def).kind, inherited, ctx.unit)
}

/// The kinds of the continuous effect `key` of the battle-area 1体 `unit` (15-2-1): one not
/// inherited is its top card's.
pub fn continuous_kinds(state: &DigimonState, unit: ObjectId, key: &ContinuousKey) -> EffectKinds {
    let (_, inherited, _) = *key;
    let kind = state.battle_unit(unit).map_or(CardKind::Digimon, |(_, u)| state.def(u.top()).kind);
    kinds_of(state, kind, inherited, Some(unit))
}

/// The kinds of an effect of a card of `kind`, inherited or not, whose 1体 is `unit`.
fn kinds_of(state: &DigimonState, kind: CardKind, inherited: bool, unit: Option<ObjectId>) -> EffectKinds {
    let digimon = EffectKinds::of(EffectKind::Digimon);
    if inherited {
        return digimon;
    }
    match kind {
        CardKind::Digimon | CardKind::DigiEgg => digimon,
        CardKind::Option => EffectKinds::of(EffectKind::Option),
        CardKind::Tamer => {
            let tamer = EffectKinds::of(EffectKind::Tamer);
            let also = unit.and_then(|id| state.battle_unit(id)).is_some_and(|(_, u)| is_digimon(state, u));
            if also { tamer.with(EffectKind::Digimon) } else { tamer }
        }
    }
}
