//! Where an option's cards are, in words: what tells apart two options that would otherwise
//! read the same, such as two copies of a card in the hand or two alike Digimon attacking.

use crate::state::{
    AbilityRef, AttackTarget, Choice, DecisionKind, Deferred, DigimonState, EffectCtx, PendingEffect, Step,
};
use fuda_kernel::ObjectId;
use smallvec::SmallVec;

/// The places of the cards `choice` names, in the order its label names them (and for a
/// digivolution, which of the card's conditions it meets).
pub fn of_choice(state: &DigimonState, choice: &Choice) -> String {
    let ids: SmallVec<[ObjectId; 3]> = match *choice {
        Choice::Mulligan(_)
        | Choice::Hatch
        | Choice::Move
        | Choice::StayInBreeding
        | Choice::Pass
        | Choice::NoBlock
        | Choice::Done
        | Choice::Number(_)
        | Choice::Yes
        | Choice::No
        | Choice::End(_) => SmallVec::new(),
        Choice::Pending(i) => return pending_detail(state, i),
        Choice::Play(id) | Choice::Use(id) | Choice::Block(id) | Choice::Pick(id) => [id].into_iter().collect(),
        Choice::PlayWith { card, .. } | Choice::ActivateFrom { card, .. } | Choice::Counter { card, .. } => {
            [card].into_iter().collect()
        }
        Choice::Digivolve { card, onto, condition } => {
            // Two conditions of one card may cost the same (8-1): the condition tells them apart.
            let places = [card, onto].iter().filter_map(|id| of_object(state, *id)).collect::<Vec<_>>().join(", ");
            return format!("{places}, condition {}", condition + 1);
        }
        Choice::Link { card, onto } => [card, onto].into_iter().collect(),
        Choice::AppFusion { card, onto, link } => [card, onto, link].into_iter().collect(),
        Choice::Jogress { card, first, second, .. } => [card, first, second].into_iter().collect(),
        Choice::Burst { card, onto, tamer } => [card, onto, tamer].into_iter().collect(),
        Choice::Attack { attacker, target: AttackTarget::Player } => [attacker].into_iter().collect(),
        Choice::Attack { attacker, target: AttackTarget::Digimon(target) } => [attacker, target].into_iter().collect(),
        // An inherited effect is named by the source it is printed on.
        Choice::Activate { unit, card, .. } => {
            let top = state.find_unit(unit).map(|(_, u)| u.top().id);
            if top == Some(card) { [unit].into_iter().collect() } else { [unit, card].into_iter().collect() }
        }
    };
    ids.iter().filter_map(|id| of_object(state, *id)).collect::<Vec<_>>().join(", ")
}

/// Where the pending effect of option `Pending(i)` comes from: its 1体 or card, and which of
/// the card's effects it is (one card may have two alike effects pending, 15-4-3-4).
fn pending_detail(state: &DigimonState, i: usize) -> String {
    let ctx = |ctx: &EffectCtx| {
        let place = of_object(state, ctx.unit.unwrap_or(ctx.card)).unwrap_or_default();
        let which = match ctx.ability {
            AbilityRef::Printed { index, inherited: false } => format!("effect {}", index + 1),
            AbilityRef::Printed { index, inherited: true } => format!("inherited effect {}", index + 1),
            AbilityRef::Link { index } => format!("link effect {}", index + 1),
            AbilityRef::Keyword { keyword, nth } => {
                format!("{} {}", crate::cards::render::keyword_text(keyword), nth + 1)
            }
            AbilityRef::Granted(source) => format!("gained effect {}", source.nth + 1),
        };
        if place.is_empty() { which } else { format!("{place}, {which}") }
    };
    let immediate = state.decision.as_ref().is_some_and(|d| d.kind == DecisionKind::ImmediateOrder);
    match state.steps.last() {
        Some(Step::Immediate { items }) if immediate => items.get(i).map(ctx).unwrap_or_default(),
        _ => {
            let seat = state.decision.as_ref().map_or(state.turn_player, |d| d.seat);
            match state.pending.choices(seat).find(|(j, _)| *j == i).map(|(_, p)| p) {
                Some(
                    PendingEffect::Ability(c)
                    | PendingEffect::Deferred(Deferred::Actions(c, _) | Deferred::BattleEnd(c, _)),
                ) => ctx(c),
                Some(
                    PendingEffect::Retaliation { against: id, .. }
                    | PendingEffect::Deferred(Deferred::BurstTrash(id) | Deferred::ExecuteDelete(id)),
                ) => of_object(state, *id).unwrap_or_default(),
                None => String::new(),
            }
        }
    }
}

/// Where a card or 1体 is, counting from 1 in the order the view shows each zone.
fn of_object(state: &DigimonState, id: ObjectId) -> Option<String> {
    for seat in [fuda_kernel::Seat(0), fuda_kernel::Seat(1)] {
        let p = state.player(seat);
        if let Some(i) = p.hand.iter().position(|c| c.id == id) {
            return Some(format!("hand {}", i + 1));
        }
        if p.breeding.as_ref().is_some_and(|u| u.id == id) {
            return Some(format!("{seat} breeding area"));
        }
        for (i, u) in p.battle().iter().enumerate() {
            if u.id == id {
                return Some(format!("{seat} battle area {}", i + 1));
            }
            if let Some(k) = u.sources().iter().rev().chain(u.links()).position(|c| c.id == id) {
                return Some(format!("card {} under {seat} battle area {}", k + 1, i + 1));
            }
        }
        if let Some(k) = p.breeding.as_ref().and_then(|u| u.sources().iter().rev().position(|c| c.id == id)) {
            return Some(format!("card {} under {seat} breeding area", k + 1));
        }
        if let Some(i) = p.trash.iter().rev().position(|c| c.id == id) {
            return Some(format!("{seat} trash {}", i + 1));
        }
        if let Some(i) = p.security.iter().position(|c| c.id == id) {
            return Some(format!("{seat} security {}", i + 1));
        }
        if let Some(i) = p.deck.iter().position(|c| c.id == id) {
            return Some(format!("{seat} deck {}", i + 1));
        }
    }
    None
}
