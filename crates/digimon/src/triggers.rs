//! Trigger collection (15-4-2, 15-5): when something happens, every effect whose timing it
//! meets is collected as pending for its controller. Breeding-area cards do not trigger
//! (3-4-5-4); an exhausted [Once per turn] effect does not even trigger (15-14-1-2).

use crate::cards::ast::{Ability, Timing};
use crate::state::{Card, DigimonState, EffectCtx, PendingEffect, Unit};
use fuda_kernel::Seat;

/// Collects effects of `unit` (controlled by `seat`, in the battle area) with this timing:
/// the top card's effects and the sources' inherited effects (4-2-4).
pub fn collect_unit(state: &mut DigimonState, seat: Seat, unit: &Unit, timing: Timing) {
    let mut found = Vec::new();
    each_triggered(state, unit, timing, |card, index, inherited| {
        found.push(PendingEffect::Ability(EffectCtx::new(seat, card, index, inherited, Some(unit.id))));
    });
    state.collected.extend(found.into_iter().map(|p| (seat, p)));
}

/// Calls `f(card, index, inherited)` for each triggered effect of the 1体 with this timing that
/// has not used up its [Once per turn].
pub fn each_triggered(state: &DigimonState, unit: &Unit, timing: Timing, mut f: impl FnMut(&Card, u8, bool)) {
    let top = unit.top();
    for (i, a) in state.def(top).effects.iter().enumerate() {
        if let Ability::Triggered(t) = a {
            let index = u8::try_from(i).expect("fewer than 256 effects");
            if t.timing == timing && !(t.once_per_turn && state.used_this_turn.contains(&(top.id, index))) {
                f(top, index, false);
            }
        }
    }
    for source in unit.sources() {
        for (i, a) in state.def(source).inherited.iter().enumerate() {
            if let Ability::Triggered(t) = a {
                let index = u8::try_from(i).expect("fewer than 256 effects");
                if t.timing == timing && !(t.once_per_turn && state.used_this_turn.contains(&(source.id, index))) {
                    f(source, index, true);
                }
            }
        }
    }
}

/// Collects a timing for every battle-area 1体 of both players, mapping "your"/"opponent's"
/// timings to the right side (15-16-11/12/13).
pub fn collect_turn_timing(state: &mut DigimonState, yours: Timing, opponents: Option<Timing>) {
    for seat in state.seat_order() {
        let timing = if seat == state.turn_player { Some(yours) } else { opponents };
        let Some(timing) = timing else { continue };
        let units = state.player(seat).battle.clone();
        for unit in &units {
            collect_unit(state, seat, unit, timing);
        }
    }
}

/// Collects the [On Deletion] effects of a 1体 that was just deleted: the former top card
/// holds them, inherited ones included (15-8-3-5); they wait in the trash (4-13-2), so the
/// context names the card's new identity there.
pub fn collect_on_deletion(state: &mut DigimonState, seat: Seat, unit: &Unit, top_in_trash: Card) {
    let mut found = Vec::new();
    each_triggered(state, unit, Timing::OnDeletion, |card, index, inherited| {
        let mut ctx = EffectCtx::new(seat, card, index, inherited, None);
        ctx.card = top_in_trash.id;
        ctx.left = Some(unit.id);
        found.push(PendingEffect::Ability(ctx));
    });
    state.collected.extend(found.into_iter().map(|p| (seat, p)));
}
