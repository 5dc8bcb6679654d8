//! 置換効果 (1214): continuous abilities that make an event happen as another one. The events
//! of the card language that can be replaced are a character being killed and a hand card being
//! discarded. When a replacement needs a choice, its event waits as a step of the work stack,
//! and whatever was carrying it out resumes after the answer.

use crate::cards::ast::{Ability, Instead, ReplacedEvent};
use crate::damage;
use crate::rules;
use crate::state::{Choice, DecisionKind, NsState, PendingDecision, Step};
use fuda_kernel::Seat;

/// The events a replacement may replace, and the event waiting for its choice, which the
/// state's step holds ([`Step::Replacement`]).
pub use crate::state::steps::{Event, KillCause, Pending, Source, replacement};

/// Who the event happens to (1214.2).
fn affected(state: &NsState, event: Event) -> Option<Seat> {
    match event {
        Event::Kill { id, .. } => state.character(id).map(|(s, _)| s),
        Event::Discard { seat, .. } => Some(seat),
    }
}

/// The replacement abilities of characters on the field (1202.2) that apply to the event.
fn applicable(state: &NsState, event: Event, seat: Seat) -> Vec<Source> {
    let mut out = Vec::new();
    for owner in [Seat(0), Seat(1)] {
        for c in &state.player(owner).field {
            for (i, a) in state.def(&c.card).abilities.iter().enumerate() {
                let Ability::Replace(r) = a else { continue };
                let applies = match (r.event, event) {
                    (ReplacedEvent::ThisKilled, Event::Kill { id, .. }) => id == c.card.id,
                    (ReplacedEvent::YourOtherKilled, Event::Kill { id, .. }) => owner == seat && id != c.card.id,
                    (ReplacedEvent::YourDiscard, Event::Discard { .. }) => owner == seat,
                    (ReplacedEvent::ThisKilled | ReplacedEvent::YourOtherKilled, Event::Discard { .. })
                    | (ReplacedEvent::YourDiscard, Event::Kill { .. })
                    | (
                        ReplacedEvent::ThisDealtDamage
                        | ReplacedEvent::YouDealtDamage
                        | ReplacedEvent::OpponentDealtDamage,
                        _,
                    ) => false,
                };
                if applies {
                    out.push(Source { card: c.card.id, ability: u8::try_from(i).expect("fewer than 256 abilities") });
                }
            }
        }
    }
    out
}

/// The event is about to happen: it happens, replaced if a replacement applies (1214.1), and
/// `None` is returned; or it waits for the affected player's choice, returned to be [`ask`]ed
/// once the caller has saved what it was doing.
pub fn happen(state: &mut NsState, event: Event) -> Option<Pending> {
    let seat = affected(state, event)?;
    let found = applicable(state, event, seat);
    match found.as_slice() {
        [] => perform(state, event),
        [one] if replacement(state, *one).is_some_and(|r| !r.optional) => apply(state, event, *one),
        _ => return Some(Pending { event, seat, found }),
    }
    None
}

/// Puts the choice of a waiting event to its player: one of the replacements, or none if every
/// one is optional (1214.2, 1214.3).
pub fn ask(state: &mut NsState, pending: Pending) {
    let mut options: Vec<Choice> =
        (0..pending.found.len()).map(|i| Choice::Replace(u8::try_from(i).expect("few replacements"))).collect();
    if pending.found.iter().all(|s| replacement(state, *s).is_some_and(|r| r.optional)) {
        options.push(Choice::NoReplacement);
    }
    let seat = pending.seat;
    state.steps.push(Step::Replacement(pending));
    state.decision = Some(PendingDecision { seat, kind: DecisionKind::Replacement, options });
}

/// The answer to [`ask`]: the chosen replacement, applied once (1214.3), or the event itself.
pub fn answer(state: &mut NsState, choice: Choice) {
    let Some(Step::Replacement(p)) = state.steps.pop() else { return };
    match choice {
        Choice::Replace(i) => match p.found.get(usize::from(i)) {
            Some(source) => apply(state, p.event, *source),
            None => perform(state, p.event),
        },
        _ => {
            state.note(rules::REPLACEMENT_ONCE, |_| format!("{} applies no replacement", p.seat));
            perform(state, p.event);
        }
    }
}

/// The event as it is, without replacement.
fn perform(state: &mut NsState, event: Event) {
    match event {
        Event::Kill { id, cause } => {
            let (rule, killers) = match cause {
                KillCause::Effect { source } => (rules::KILL, vec![(source, false)]),
                KillCause::Damage { .. } => {
                    (rules::CHARACTER_DAMAGE, state.character(id).map(|(_, c)| c.killers()).unwrap_or_default())
                }
                KillCause::Satsubatsu { source } => (rules::SATSUBATSU, vec![(source, false)]),
            };
            // As it was on the field (1209.6b), for whoever killed or damaged it.
            let before = state.character(id).map(|(_, c)| (c.clone(), crate::info::numbers(state, c)));
            let killed = damage::kill(state, id, rule);
            // 1216.6: dealt ikusa damage, and killed by it at this rule check.
            if let (KillCause::Damage { ikusa: true }, Some((card, controller))) = (cause, killed) {
                state.note(rules::KILLED_IN_IKUSA, |s| format!("{} was killed in ikusa", s.name_of(&card)));
                crate::triggers::fire(state, &card, controller, crate::cards::ast::Trigger::KilledInIkusa);
            }
            if let (Some((victim, (karate, durability))), Some((card, controller))) = (before, killed) {
                if let KillCause::Damage { .. } = cause {
                    state.departed.push((id, card, controller));
                }
                let numbers = crate::eval::Numbers { karate, durability, def: victim.card.def };
                crate::events::killed(state, &victim, card.id, numbers, &killers);
            }
        }
        Event::Discard { seat, card } => {
            let hand = &mut state.player_mut(seat).hand;
            if let Some(pos) = hand.iter().position(|c| c.id == card) {
                let card = hand.remove(pos);
                let card = state.renew(card);
                crate::events::to_ohigan(state, card);
                state.note(rules::DISCARD, |s| format!("{seat} discards {}", s.name_of(&card)));
            }
        }
    }
}

/// The event replaced by `source`'s replacement: only the new event happens (1214.1).
fn apply(state: &mut NsState, event: Event, source: Source) {
    let Some(instead) = replacement(state, source).map(|r| r.instead) else { return perform(state, event) };
    let by = state.character(source.card).map(|(_, c)| state.name_of(&c.card)).unwrap_or_default();
    match event {
        Event::Kill { id, .. } => {
            let name = state.name_of_object(id);
            state.note(rules::REPLACEMENT, |_| format!("{by}'s replacement: {name} is not killed"));
            match instead {
                Instead::ReturnToHand => {
                    if let Some(card) = damage::leave_field(state, id) {
                        let card = state.renew(card);
                        state.player_mut(card.owner).hand.push(card);
                        state.note(rules::OWNERS_ZONE, |_| format!("instead, {name} returns to its owner's hand"));
                    }
                }
                Instead::Exclude => {
                    if let Some(card) = damage::leave_field(state, id) {
                        let card = state.renew(card);
                        state.player_mut(card.owner).exclusion.push(card);
                        state.note(rules::EXCLUDE, |_| format!("instead, {name} is excluded"));
                    }
                }
                Instead::Reduce(_) | Instead::Double | Instead::Redirect => {}
                Instead::Endure => {
                    if let Some(c) = state.character_mut(id) {
                        c.damage = 0;
                        let was_tapped = std::mem::replace(&mut c.tapped, true);
                        state.note(rules::OJIGI, |_| format!("instead, {name}'s damage becomes 0 and it bows"));
                        if !was_tapped {
                            crate::triggers::orientation_changed(state, id, true);
                        }
                    }
                }
            }
        }
        Event::Discard { seat, card } => {
            let hand = &mut state.player_mut(seat).hand;
            let Some(pos) = hand.iter().position(|c| c.id == card) else { return };
            match instead {
                Instead::Exclude => {
                    let card = hand.remove(pos);
                    let card = state.renew(card);
                    state.player_mut(card.owner).exclusion.push(card);
                    state.note(rules::REPLACEMENT, |s| {
                        format!("{by}'s replacement: instead of going to Ohigan, {} is excluded", s.name_of(&card))
                    });
                    state.note(rules::REPLACED_COST, |_| {
                        "if the discard was paid as a cost, it still counts as paid".to_string()
                    });
                }
                // The card loader refuses these for a discard.
                Instead::ReturnToHand | Instead::Endure | Instead::Reduce(_) | Instead::Double | Instead::Redirect => {
                    perform(state, event)
                }
            }
        }
    }
}
