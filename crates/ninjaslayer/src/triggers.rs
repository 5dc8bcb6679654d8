//! 誘発能力 (1209): trigger conditions raise trigger counts ([`fire`]); a rule check enters the
//! triggered abilities one at a time, every one of the turn player's before any of the
//! non-turn player's (902.1b/c, [`enter_next`]).

use crate::cards::Card;
use crate::cards::ast::{Ability, Trigger};
use crate::entry;
use crate::rules;
use crate::state::{AbilityRef, Choice, DecisionKind, EntrySource, NsState, PendingDecision, PendingTrigger};
use fuda_kernel::Seat;

/// A trigger condition occurs for `card`, controlled by `controller`: each of its abilities with
/// that condition triggers once, unless its per-turn limit is reached (1209.3).
pub fn fire(state: &mut NsState, card: &Card, controller: Seat, when: Trigger) {
    let abilities = state.def(card).abilities.clone();
    for (i, a) in abilities.iter().enumerate() {
        let Ability::Triggered(t) = a else { continue };
        if t.when != when || t.from_hand {
            continue;
        }
        let index = u8::try_from(i).expect("fewer than 256 abilities");
        if let Some(limit) = t.per_turn {
            let count =
                state.triggers_this_turn.iter().find(|(c, x, _)| *c == card.id && *x == index).map_or(0, |e| e.2);
            if count >= limit {
                state.note(rules::TRIGGER_COUNT, |s| {
                    format!(
                        "{}'s ability has triggered {limit} time(s) this turn: it does not trigger",
                        s.name_of(card)
                    )
                });
                continue;
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
        });
        state.note(rules::TRIGGER_COUNT, |s| format!("{}'s ability triggers", s.name_of(card)));
        match when {
            Trigger::Killed | Trigger::KilledInIkusa => state.note(rules::LOOK_BACK_FIELD, |_| {
                "it reads the card as it was on the field, controlled by its field's player".to_string()
            }),
            _ => {}
        }
    }
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
                if t.when != Trigger::HandEmpty {
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
            if t.from_hand && t.when == Trigger::YourCharacterKilled {
                let ability = AbilityRef::Printed(u8::try_from(i).expect("fewer than 256 abilities"));
                state.triggered.push(PendingTrigger {
                    controller: seat,
                    card: card.id,
                    def: card.def,
                    ability,
                    hidden: true,
                });
            }
        }
    }
}

/// The answer to a hidden trigger: reveal the card, so that it triggers and is entered (1209.3a,
/// 1209.3c), or keep it hidden, so that it does not (1209.3b).
pub fn answer_hidden(state: &mut NsState, choice: Choice) {
    match choice {
        Choice::RevealToTrigger(i) => {
            let Some(t) = state.triggered.get_mut(usize::from(i)) else { return };
            t.hidden = false;
            let (card, seat) = (t.card, t.controller);
            state.trigger_revealed.push(card);
            state.note(rules::HIDDEN_TRIGGER_REVEAL, |s| {
                let name = s.player(seat).hand.iter().find(|c| c.id == card).map(|c| s.name_of(c)).unwrap_or_default();
                format!("{seat} reveals {name} from the hand: its ability triggers")
            });
            enter(state, usize::from(i));
        }
        Choice::StayHidden(i) if usize::from(i) < state.triggered.len() => {
            let t = state.triggered.remove(usize::from(i));
            state.note(rules::HIDDEN_TRIGGER_OPTIONAL, |_| {
                format!("{} keeps the card hidden: no trigger", t.controller)
            });
        }
        _ => {}
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

/// 902.1b/c: enters the next triggered ability, the turn player's first; with several, its
/// controller chooses. Returns whether one was (or is being) entered.
pub fn enter_next(state: &mut NsState) -> bool {
    let tp = state.turn_player;
    let Some(seat) =
        [tp, NsState::opponent(tp)].into_iter().find(|s| state.triggered.iter().any(|t| t.controller == *s))
    else {
        return false;
    };
    let mine: Vec<u8> = state
        .triggered
        .iter()
        .enumerate()
        .filter(|(_, t)| t.controller == seat)
        .map(|(i, _)| u8::try_from(i).expect("few pending triggers"))
        .collect();
    if mine.len() == 1 {
        enter(state, usize::from(mine[0]));
    } else {
        let options = mine.into_iter().map(Choice::Trigger).collect();
        state.decision = Some(PendingDecision { seat, kind: DecisionKind::TriggerOrder, options });
    }
    true
}

/// Enters the pending trigger at `index`: its count goes down by 1 whether or not it can be
/// entered (1209.5).
pub fn enter(state: &mut NsState, index: usize) {
    let Some(pending) = state.triggered.get(index).copied() else { return };
    // 1209.3a/b: a hidden card's ability triggers only if its owner reveals the card, while it is
    // still in the hand.
    if pending.hidden {
        let i = u8::try_from(index).expect("few pending triggers");
        if state.player(pending.controller).hand.iter().any(|c| c.id == pending.card) {
            state.decision = Some(PendingDecision {
                seat: pending.controller,
                kind: DecisionKind::HiddenTrigger,
                options: vec![Choice::RevealToTrigger(i), Choice::StayHidden(i)],
            });
        } else {
            state.triggered.remove(index);
            state.note(rules::HIDDEN_TRIGGER_OPTIONAL, |_| "the card left the hand unrevealed: no trigger".to_string());
        }
        return;
    }
    let t = state.triggered.remove(index);
    let source = EntrySource::Ability { card: t.card, def: t.def, ability: t.ability };
    // A delayed ability's character was fixed when it was made: it is entered with it, if that
    // character is still on the field.
    if let AbilityRef::Delayed(id) = t.ability {
        let target = state.delayed.iter().find(|d| d.id == id).map(|d| d.target);
        match target {
            Some(Some(c)) if state.character(c).is_none() => {
                state.delayed.retain(|d| d.id != id);
                state.note(rules::TRIGGER_MUST_ENTER, |_| {
                    "the delayed ability's character has left the field: it is not entered".to_string()
                });
            }
            Some(target) => {
                entry::begin(state, t.controller, source);
                if let Some(crate::state::Step::Entry(e)) = state.steps.last_mut() {
                    e.chosen.targets = target.into_iter().map(crate::state::TargetRef::Character).collect();
                    e.targeted = true;
                }
            }
            None => {}
        }
        return;
    }
    if entry::can_enter(state, t.controller, source) {
        entry::begin(state, t.controller, source);
    } else {
        state.note(rules::TRIGGER_MUST_ENTER, |s| {
            format!("{}'s triggered ability cannot be entered (no legal target)", s.db.get(t.def).full_name())
        });
        if state.trigger_revealed.contains(&t.card) {
            state.trigger_revealed.retain(|c| *c != t.card);
            state.note(rules::HIDDEN_TRIGGER_REVEALED, |_| "it is not entered: the card is hidden again".to_string());
        }
    }
}

/// The answer to a trigger-order decision.
pub fn answer(state: &mut NsState, choice: Choice) {
    if let Choice::Trigger(i) = choice {
        enter(state, usize::from(i));
    }
}
