//! 誘発能力 (1209): trigger conditions raise trigger counts ([`fire`]), and state triggers and
//! delayed triggered abilities trigger; [`crate::entry`] enters them at a rule check.

use crate::cards::Card;
use crate::cards::ast::{Ability, Trigger};
use crate::cards::event::When;
use crate::rules;
use crate::state::{AbilityRef, NsState, PendingTrigger};
use fuda_kernel::{ObjectId, Seat};

/// A trigger condition occurs for `card`, controlled by `controller`: each of its abilities with
/// that condition triggers once, unless its per-turn limit is reached (1209.3).
pub fn fire(state: &mut NsState, card: &Card, controller: Seat, when: Trigger) {
    let abilities = state.def(card).abilities.clone();
    for (i, a) in abilities.iter().enumerate() {
        let Ability::Triggered(t) = a else { continue };
        if t.when != When::Printed(when) || t.from_hand {
            continue;
        }
        let index = u8::try_from(i).expect("fewer than 256 abilities");
        if !trigger(state, card, controller, index, t.per_turn) {
            continue;
        }
        match when {
            Trigger::Killed | Trigger::KilledInIkusa => state.note(rules::LOOK_BACK_FIELD, |_| {
                "it reads the card as it was on the field, controlled by its field's player".to_string()
            }),
            _ => {}
        }
    }
}

/// The ability at `index` of `card` triggers once (1209.3), unless it has triggered `per_turn`
/// times this turn already; returns whether it did.
pub fn trigger(state: &mut NsState, card: &Card, controller: Seat, index: u8, per_turn: Option<u8>) -> bool {
    trigger_about(state, card, controller, index, per_turn, None)
}

/// As [`trigger`], remembering what the event happened to (`that`).
pub fn trigger_about(
    state: &mut NsState,
    card: &Card,
    controller: Seat,
    index: u8,
    per_turn: Option<u8>,
    subject: Option<ObjectId>,
) -> bool {
    if let Some(limit) = per_turn {
        let count = state.triggers_this_turn.iter().find(|(c, x, _)| *c == card.id && *x == index).map_or(0, |e| e.2);
        if count >= limit {
            state.note(rules::TRIGGER_COUNT, |s| {
                format!("{}'s ability has triggered {limit} time(s) this turn: it does not trigger", s.name_of(card))
            });
            return false;
        }
        match state.triggers_this_turn.iter_mut().find(|(c, x, _)| *c == card.id && *x == index) {
            Some(e) => e.2 += 1,
            None => state.triggers_this_turn.push((card.id, index, 1)),
        }
    }
    state.triggered.push(PendingTrigger {
        controller,
        card: card.id,
        def: card.def,
        ability: AbilityRef::Printed(index),
        hidden: false,
        subject,
        known: None,
    });
    state.note(rules::TRIGGER_COUNT, |s| format!("{}'s ability triggers", s.name_of(card)));
    true
}

/// A character's orientation changed (1310): "when this bows" or "when this is untapped",
/// whatever changed it.
pub fn orientation_changed(state: &mut NsState, id: fuda_kernel::ObjectId, tapped: bool) {
    let Some((seat, c)) = state.character(id) else { return };
    let card = c.card;
    fire(state, &card, seat, if tapped { Trigger::Bows } else { Trigger::Untaps });
}

/// 505.1 "at turn end": each delayed triggered ability waiting for it triggers, once (1209.7).
pub fn fire_delayed(state: &mut NsState) {
    let turn = state.turn;
    for i in 0..state.delayed.len() {
        let d = &mut state.delayed[i];
        if d.fired || d.turn != turn {
            continue;
        }
        d.fired = true;
        let t = PendingTrigger {
            controller: d.controller,
            card: d.card,
            def: d.def,
            ability: AbilityRef::Delayed(d.id),
            hidden: false,
            subject: None,
            known: None,
        };
        state.triggered.push(t);
        state.note(rules::DELAYED_TRIGGER, |s| {
            format!("{}'s delayed ability triggers, this once", s.db.get(t.def).full_name())
        });
    }
}

/// 1209.8: a state trigger triggers when its condition holds and it is neither waiting to be
/// entered nor in the Kotodama space.
pub fn fire_state_triggers(state: &mut NsState) {
    for seat in [fuda_kernel::Seat(0), fuda_kernel::Seat(1)] {
        if !state.player(seat).hand.is_empty() {
            continue;
        }
        let cards: Vec<Card> = state.player(seat).field.iter().map(|c| c.card).collect();
        for card in cards {
            let abilities = state.def(&card).abilities.clone();
            for (i, a) in abilities.iter().enumerate() {
                let Ability::Triggered(t) = a else { continue };
                if t.when != When::Printed(Trigger::HandEmpty) {
                    continue;
                }
                let index = AbilityRef::Printed(u8::try_from(i).expect("fewer than 256 abilities"));
                let waiting = state.triggered.iter().any(|p| p.card == card.id && p.ability == index)
                    || state.space.iter().any(|item| {
                        matches!(item, crate::state::SpaceItem::Ability { card: c, ability, .. } if *c == card.id && *ability == index)
                    });
                if waiting {
                    continue;
                }
                state.triggered.push(PendingTrigger {
                    controller: seat,
                    card: card.id,
                    def: card.def,
                    ability: index,
                    hidden: false,
                    subject: None,
                    known: None,
                });
                state.note(rules::STATE_TRIGGER, |s| {
                    format!("{seat} has no hand cards: {}'s ability triggers", s.name_of(&card))
                });
            }
        }
    }
}

/// "When one of your characters is killed": the controller's characters on the field, and the
/// abilities that work from the hand, whose cards must be revealed to trigger (1209.3a).
pub fn your_character_killed(state: &mut NsState, seat: fuda_kernel::Seat) {
    let field: Vec<Card> = state.player(seat).field.iter().map(|c| c.card).collect();
    for card in &field {
        fire(state, card, seat, Trigger::YourCharacterKilled);
    }
    let hand: Vec<Card> = state.player(seat).hand.clone();
    for card in hand {
        let abilities = state.def(&card).abilities.clone();
        for (i, a) in abilities.iter().enumerate() {
            let Ability::Triggered(t) = a else { continue };
            if t.from_hand && t.when == When::Printed(Trigger::YourCharacterKilled) {
                let ability = AbilityRef::Printed(u8::try_from(i).expect("fewer than 256 abilities"));
                state.triggered.push(PendingTrigger {
                    controller: seat,
                    card: card.id,
                    def: card.def,
                    ability,
                    hidden: true,
                    subject: None,
                    known: None,
                });
            }
        }
    }
}

/// "At the start of your turn" / "at the end of your turn": the turn player's characters.
pub fn fire_turn(state: &mut NsState, when: Trigger) {
    let tp = state.turn_player;
    let cards: Vec<Card> = state.player(tp).field.iter().map(|c| c.card).collect();
    for card in &cards {
        fire(state, card, tp, when);
    }
}
