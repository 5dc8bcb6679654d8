//! 使用 (use an Option), rule 9: reveal, pay the use cost, and activate its [Main] effect with
//! no rule check in between (9-1-2). The card is in no zone until that effect resolves (9-1-4),
//! then it is trashed if it is still nowhere (9-1-5).

use crate::cards::ast::{Ability, Buff, CardKind, Timing};
use crate::moves;

use crate::rules;
use crate::state::{AbilityRef, DigimonState, EffectCtx, Step};
use fuda_kernel::{ObjectId, Seat};

/// The colour requirement (4-19): for every colour of the Option, the player has a Digimon or
/// Tamer of that colour in an area (breeding area included, 4-19-2), unless the card's own
/// continuous effect lets it be used ignoring the requirement now. That effect's condition names
/// no breeding area, so it reads the battle area only (3-4-5-8).
pub fn colours_met(state: &DigimonState, seat: Seat, card: &crate::state::Card) -> bool {
    let def = state.def(card);
    // Most Options have no continuous effect that could waive it.
    let waived = def.derived.continuous
        && def.effects.iter().any(|a| match a {
            Ability::Continuous(c) => {
                c.buff == Buff::IgnoreColorRequirement
                    && crate::query::scope_applies(state, seat, c.during)
                    && c.condition.as_ref().is_none_or(|cond| crate::query::condition_holds(state, seat, None, cond))
            }
            Ability::Triggered(_) => false,
        });
    let p = state.player(seat);
    // A 〈ルール〉 may let another colour meet each requirement (2-3-5-1).
    let also = || def.color_requirement_also();
    waived
        || def.colors.iter().all(|colour| {
            p.battle().iter().chain(p.breeding.iter()).any(|u| {
                let top = state.def(u.top());
                matches!(top.kind, CardKind::Digimon | CardKind::DigiEgg | CardKind::Tamer)
                    && std::iter::once(*colour).chain(also()).any(|c| crate::query::info::has_color(state, u, c))
            })
        })
}

/// Uses the Option `card` from the turn player's hand.
///
/// # Panics
/// If the card is not in hand: options only offer hand cards.
pub fn from_hand(state: &mut DigimonState, card: ObjectId) {
    let seat = state.turn_player;
    let hand = &mut state.player_mut(seat).hand;
    let pos = hand.iter().position(|c| c.id == card).expect("offered cards are in hand");
    let card = hand.remove(pos);
    let card = state.renew(card);
    // With what the immediate window changed (9-1-6).
    let cost = state.take_changed_cost(state.def(&card).cost.unwrap_or(0));
    state.pay(seat, cost);
    state.note(rules::USE, |s| {
        format!("{seat} uses {} paying {cost}: memory {}", s.card_label(&card), s.memory_for(seat))
    });
    state.using = Some(card);
    // 9-1: the Option is used; what waits for that triggers and waits for its effect to end.
    let used = crate::patterns::Happened::one(
        crate::cards::ast::Event::OptionUsed,
        seat,
        crate::patterns::Subject::Card(card),
    );
    crate::patterns::raise(state, &used);
    let main =
        state.def(&card).effects.iter().position(|a| matches!(a, Ability::Triggered(t) if t.timing == Timing::Main && t.zone == crate::cards::ast::EffectZone::Area));
    state.steps.push(Step::UseCleanup);
    if let Some(index) = main {
        let index = u8::try_from(index).expect("fewer than 256 effects");
        let ctx = EffectCtx::new(seat, &card, AbilityRef::Printed { index, inherited: false }, None);
        state.steps.push(crate::state::runs::start(ctx));
    }
}

/// 9-1-5: after the first [Main] effect resolves, the card still in no zone is trashed.
pub fn cleanup(state: &mut DigimonState) {
    if let Some(card) = state.using.take() {
        let card = moves::to_trash(state, card);
        state.note(rules::USE_TRASH, |s| format!("{} is trashed after use", s.card_label(&card)));
    }
}
