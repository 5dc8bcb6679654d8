//! 登場 (play), rule 7-1: declare and reveal, pay the play cost, put the card into the battle
//! area as a new 1体; then [On Play] triggers (15-16-2).

use crate::cards::ast::{Ability, Action, MaterialPlace, Timing, Triggered};
use crate::rules;
use crate::state::{Card, DigimonState, Materials, Step, Unit};
use crate::triggers;
use fuda_kernel::ObjectId;

/// Declares the play of a hand card (7-1-3-1): it is revealed, and the card's own "when this
/// card would be played" immediate effects (7-1-2-2) run first; then the play goes on, with its
/// materials if any (7-2-2-2, 7-3-2-2). The card stays in the hand until it is paid for, so a
/// play that can no longer be paid is undone without the card having left the hand and
/// without memory moving (7-1-2-3).
pub fn declare(state: &mut DigimonState, card: ObjectId, method: Option<Materials>) {
    let seat = state.turn_player;
    let Some(c) = state.player(seat).hand.iter().find(|c| c.id == card).copied() else { return };
    state.note(rules::PLAY_PROCEDURE, |s| format!("{seat} declares playing {}", s.card_label(&c)));
    // What the window's `reduce-cost` changes applies to this play only.
    state.cost_change = 0;
    state.steps.push(Step::Play { card, method, also_from: None });
    crate::state::runs::start_own_effects(state, seat, &c, Timing::WouldBePlayed);
}

/// After the window: choose materials, or pay and play (7-1-3-2/3).
pub fn resume(state: &mut DigimonState, card: ObjectId, method: Option<Materials>, also_from: Option<MaterialPlace>) {
    let seat = state.turn_player;
    let Some(c) = state.player(seat).hand.iter().find(|c| c.id == card).copied() else {
        state.cost_change = 0;
        state.note(rules::PLAY_ROLLBACK, |_| "the card to be played left the hand; the play is undone".to_string());
        return;
    };
    if let Some(method) = method {
        let choosing = crate::procedures::materials::Choosing { card, method, picked: Vec::new(), also_from };
        return crate::procedures::materials::choose(state, choosing);
    }
    if !state.can_pay(seat, state.changed_cost(state.def(&c).cost.unwrap_or(0))) {
        state.cost_change = 0;
        state.note(rules::PLAY_ROLLBACK, |s| {
            format!("{} cannot be paid for any more; the play is undone", s.card_label(&c))
        });
        return;
    }
    from_hand(state, card);
}

/// How much the card's own "when this card would be played" (`timing` `WouldBePlayed`) or
/// "… used" (`WouldBeUsed`, 9-1-6) effects would lower its cost if it were declared now: their `reduce-cost`, where the effect's condition holds and it has
/// no cost to pay. A play whose cost is payable so lowered may be declared (1-3-11-2: a cost
/// lowered under a condition is payable when the condition holds).
pub fn own_reduction(state: &DigimonState, seat: fuda_kernel::Seat, card: &Card, timing: Timing) -> u8 {
    let def = state.def(card);
    if !def.derived.area_timings.contains(timing) {
        return 0;
    }
    let holds = |t: &Triggered| {
        t.cost.is_none() && t.condition.as_ref().is_none_or(|c| crate::query::condition_holds(state, seat, None, c))
    };
    let each = def.effects.iter().filter_map(Ability::as_triggered).filter(|t| t.has(timing) && holds(t));
    let reduce = each.flat_map(|t| t.actions.iter()).map(|a| match a {
        Action::ReduceCost(n) => i16::from(*n),
        Action::IncreaseCost(n) => -i16::from(*n),
        _ => 0,
    });
    u8::try_from(reduce.sum::<i16>().clamp(0, 255)).expect("clamped")
}

/// Pays for a hand card and plays it (7-1-3-2/3).
///
/// # Panics
/// If the card is not in the turn player's hand: checked by the caller.
pub fn from_hand(state: &mut DigimonState, card: ObjectId) {
    let seat = state.turn_player;
    let hand = &mut state.player_mut(seat).hand;
    let pos = hand.iter().position(|c| c.id == card).expect("offered cards are in hand");
    let card = hand.remove(pos);
    // With what the card's own immediate window changed (7-1-2-2).
    let cost = state.take_changed_cost(state.def(&card).cost.unwrap_or(0));
    state.pay(seat, cost);
    state.note(rules::PLAY_PROCEDURE, |s| {
        format!("{seat} plays {} paying {cost}: memory {}", s.card_label(&card), s.memory_for(seat))
    });
    put_into_battle_area(state, card);
}

/// Puts a card into its owner's battle area as a new, active 1体 (7-1-1, 3-4-3) and collects
/// its [On Play] effects.
pub fn put_into_battle_area(state: &mut DigimonState, card: Card) -> ObjectId {
    put_with_sources(state, card, [], 0)
}

/// Plays a card by an effect, without paying (7-1-1): as [`put_into_battle_area`], and then the
/// player's "when another of your Digimon is played by an effect" effects trigger.
pub fn put_by_effect(state: &mut DigimonState, card: Card) -> ObjectId {
    put_by_effect_from(state, card, crate::cards::ast::PlayedBy::Effect)
}

/// As [`put_by_effect`], recording where the effect played it from (`sources`: its digivolution
/// cards), which "if this Digimon was played from digivolution cards" reads.
pub fn put_by_effect_from(state: &mut DigimonState, card: Card, by: crate::cards::ast::PlayedBy) -> ObjectId {
    let id = put_into_battle_area(state, card);
    if let Some(unit) = state.unit_mut(id) {
        unit.mark_played_by(by);
    }
    if state.battle_unit(id).is_some_and(|(_, u)| crate::query::is_digimon(state, u)) {
        triggers::other_own_digimon_played_by_effect(state, card.owner, id);
    }
    id
}

/// As [`put_into_battle_area`], with cards already placed under it (bottom first) by DigiXros or
/// Assembly; `digixrossed` counts the DigiXros materials (7-2-2-9/10).
pub fn put_with_sources(
    state: &mut DigimonState,
    card: Card,
    sources: impl IntoIterator<Item = Card>,
    digixrossed: u8,
) -> ObjectId {
    let card = state.renew(card);
    let mut unit = Unit::new(state.fresh(), sources.into_iter().chain([card]), state.turn);
    unit.digixrossed = digixrossed;
    let id = unit.id;
    let seat = card.owner;
    state.push_battle(seat, unit);
    state.note(rules::PLAY, |s| format!("{} enters {seat}'s battle area", s.card_label(&card)));
    triggers::collect_unit(state, seat, id, Timing::OnPlay);
    if state.battle_unit(id).is_some_and(|(_, unit)| crate::query::is_digimon(state, unit)) {
        triggers::opponents_digimon_played(state, seat, id);
        crate::patterns::event(state, Timing::DigimonPlayed, seat, Some(id));
    }
    id
}
