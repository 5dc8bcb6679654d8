//! Events and the auto abilities they trigger (9.8.2): every event the game raises is matched
//! against every auto ability valid where its card lies, and each match makes the ability
//! pending once more (9.8.2.1). For a zone move, the moved card's own abilities are looked for
//! where the look-back rules of 9.8.4.1 place it: leaving the stage, on the stage
//! (9.8.4.1.2); between a public and a hidden zone, in the public one (9.8.4.1.1); otherwise in
//! the new zone (9.8.4.1.3), so that a card entering the zone where its ability works triggers
//! on its own entering (9.8.4.2).

use super::scope::Scope;
use super::{Fired, Pending, Source, cards_where, valid_in};
use crate::cards::Card;
use crate::cards::ability::{Event, EventKind, Kind, PhasePoint, Trigger, Zone};
use crate::rules;
use crate::state::RebirthState;
use fuda_kernel::Seat;
use fuda_kernel::lang::Bindings;
use std::cell::OnceCell;

/// The zone where a moved card's own abilities are read for this move (9.8.4.1).
fn look_back(from: Zone, to: Zone) -> Zone {
    if from.on_stage() && !to.on_stage() {
        from
    } else if from.public() != to.public() {
        if from.public() { from } else { to }
    } else {
        to
    }
}

/// The trigger conditions met once a span (7.6.1, 8.5.1).
fn once_a_span(kind: &EventKind) -> bool {
    matches!(
        kind,
        EventKind::End(PhasePoint::Turn)
            | EventKind::Start(PhasePoint::CloseStep)
            | EventKind::End(PhasePoint::ThisAttack)
    )
}

/// Raises `event`: every auto ability it triggers becomes pending; an ability that met a
/// once-a-span condition is remembered (7.6.1, 8.5.1).
pub fn raise(state: &mut RebirthState, event: Event) {
    delayed(state, &event);
    let found = triggered(state, &event);
    for (rule, p) in found {
        if let Source::Printed(ability) = p.ability {
            for kind in event.kinds.iter().filter(|k| once_a_span(k)) {
                state.fired.push(Fired { card: p.source.id, ability, kind: *kind });
            }
        }
        let name = state.name_of(&p.source);
        let master = p.master;
        state.note(rule, |_| format!("an auto ability of {name} of {master} triggers"));
        state.pending.push(p);
    }
}

/// Whether a phase point's event would still trigger an ability that has not met it in this
/// span (7.6.6, 8.5.3).
pub fn would_trigger(state: &RebirthState, kind: EventKind) -> bool {
    let event = Event { card: None, before: None, seat: state.turn_player, kinds: vec![kind] };
    !triggered(state, &event).is_empty()
}

/// The auto abilities `event` triggers, each with the rule its log line cites.
fn triggered(state: &RebirthState, event: &Event) -> Vec<(rules::Rule, Pending)> {
    let moved = event.kinds.iter().find_map(|k| match k {
        EventKind::Move { from, to } => Some((*from, *to)),
        _ => None,
    });
    // The subject's own place, for the whose and filter tests of the pattern.
    let subject_place = event.card.and_then(|c| super::locate(state, c.id)).map(|(s, z, _)| (s, z));
    let turn_team = state.turn_team();
    let mut found: Vec<(rules::Rule, Pending)> = Vec::new();
    // 9.10.1.2: a character that lost its abilities triggers nothing.
    let lost = OnceCell::new();
    let subject = event.card.zip(subject_place).map(|(c, (_, z))| (c.id, z));
    for (seat, zone, card) in cards_where(state, subject, |def, zone| state.facts.auto_in(def, zone)) {
        let def = state.def(&card);
        if def.abilities.is_empty()
            || lost.get_or_init(|| crate::abilities::info::without_abilities(state)).contains(&card.id)
        {
            continue;
        }
        let own_move = event.card.is_some_and(|c| c.id == card.id);
        let zone = match moved {
            Some((from, to)) if own_move => look_back(from, to),
            _ => zone,
        };
        for (i, ability) in def.abilities.iter().enumerate() {
            let Kind::Auto { trigger, .. } = &ability.kind else { continue };
            if !valid_in(def, ability, zone) {
                continue;
            }
            let spent = |kind: &EventKind| {
                state.fired.iter().any(|f| f.card == card.id && usize::from(f.ability) == i && f.kind == *kind)
            };
            if event.kinds.iter().any(|k| once_a_span(k) && spent(k)) {
                continue;
            }
            let hit = match trigger {
                Trigger::Spark => own_move && event.kinds.contains(&EventKind::EntryProcessing),
                Trigger::State(_) => false,
                Trigger::On(pattern) => {
                    let bindings = Bindings::default();
                    let scope = Scope { state, master: seat, this: Some(card), bindings: &bindings };
                    let your_turn = turn_team.contains(&seat);
                    event.kinds.iter().any(|kind| {
                        let own = matches_whose(state, pattern.whose, seat, event.seat);
                        pattern.matches(
                            kind,
                            own,
                            &mut |atom| match (event.card, subject_place) {
                                (Some(c), Some((s, z))) => {
                                    scope.matches(&c, s, z, &fuda_kernel::lang::Filter::Atom(atom.clone()))
                                }
                                _ => false,
                            },
                            your_turn,
                        )
                    })
                }
            };
            if hit {
                let rule = if matches!(trigger, Trigger::Spark) { rules::SPARK } else { rules::PENDING };
                found.push((
                    rule,
                    Pending { master: seat, source: card, ability: Source::Printed(i as u8), subject: event.card },
                ));
            }
        }
    }
    found
}

/// Whether the event's subject counts as "the master's own" for `whose`: 「自分の」 is the
/// master's, 「相手の」 an opponent's by the format (12.5.5.1), so the kernel's "not yours"
/// answer is given for opponents only.
fn matches_whose(state: &RebirthState, whose: fuda_kernel::lang::Whose, master: Seat, subject: Seat) -> bool {
    match whose {
        fuda_kernel::lang::Whose::Opponents => !state.table().opponents(master).contains(&subject),
        _ => subject == master,
    }
}

/// A card's move from one zone to another (5.2): the kinds it is, 登場 among them when it
/// reaches the stage from off it (5.5.1, 5.5.1.1).
/// `before` is the card object it was, `card` the one it is now (4.1.4).
pub fn moved(
    state: &mut RebirthState,
    before: Card,
    card: Card,
    seat: Seat,
    from: Zone,
    to: Zone,
    entry_processing: bool,
) {
    let mut kinds = vec![EventKind::Move { from, to }, EventKind::Enter(to), EventKind::Leave(from)];
    if to.on_stage() && !from.on_stage() {
        kinds.push(EventKind::Appear);
    }
    if entry_processing {
        kinds.push(EventKind::EntryProcessing);
    }
    raise(state, Event { card: Some(card), before: Some(before), seat, kinds });
}

/// A phase or step starts or ends: the event belongs to the turn player.
pub fn phase(state: &mut RebirthState, kind: EventKind) {
    let seat = state.turn_player;
    raise(state, Event { card: None, before: None, seat, kinds: vec![kind] });
}

/// 9.8.5.1: a delayed trigger whose event comes becomes pending once and is gone.
fn delayed(state: &mut RebirthState, event: &Event) {
    let turn_team = state.turn_team();
    let subject_place = event.card.and_then(|c| super::locate(state, c.id));
    let mut k = 0;
    while k < state.delayed.len() {
        let d = &state.delayed[k];
        let hit = match &d.trigger {
            Trigger::On(pattern) => {
                let bindings = Bindings::default();
                let scope = Scope { state, master: d.master, this: Some(d.source), bindings: &bindings };
                let own = matches_whose(state, pattern.whose, d.master, event.seat);
                event.kinds.iter().any(|kind| {
                    pattern.matches(
                        kind,
                        own,
                        &mut |atom| match (event.card, subject_place) {
                            (Some(c), Some((s, z, _))) => {
                                scope.matches(&c, s, z, &fuda_kernel::lang::Filter::Atom(atom.clone()))
                            }
                            _ => false,
                        },
                        turn_team.contains(&d.master),
                    )
                })
            }
            Trigger::Spark | Trigger::State(_) => false,
        };
        if hit {
            let d = state.delayed.remove(k);
            let name = state.name_of(&d.source);
            let master = d.master;
            state.note(rules::DELAYED_ONCE, |_| format!("a delayed trigger of {name} of {master} triggers"));
            state.pending.push(Pending {
                master: d.master,
                source: d.source,
                ability: Source::Delayed(d.effect),
                subject: event.card,
            });
        } else {
            k += 1;
        }
    }
}

/// 9.8.6, 9.8.6.1: a state trigger whose condition holds becomes pending, unless it is pending
/// or being played already; so it is pending once when the state arises, and again after it
/// resolved if the state still holds.
pub fn state_triggers(state: &mut RebirthState) {
    let mut found = Vec::new();
    for (seat, zone, card) in cards_where(state, None, |def, zone| state.facts.state_trigger_in(def, zone)) {
        let def = state.def(&card);
        for (i, ability) in def.abilities.iter().enumerate() {
            let Kind::Auto { trigger: Trigger::State(cond), .. } = &ability.kind else { continue };
            let source = Source::Printed(i as u8);
            let busy = state.pending.iter().any(|p| p.source.id == card.id && p.ability == source)
                || state.resolving.iter().any(|r| r.source.id == card.id && r.ability == source);
            if busy || !valid_in(def, ability, zone) {
                continue;
            }
            let bindings = Bindings::default();
            let scope = Scope { state, master: seat, this: Some(card), bindings: &bindings };
            if cond.holds(&scope) {
                found.push(Pending { master: seat, source: card, ability: source, subject: None });
            }
        }
    }
    for p in found {
        let name = state.name_of(&p.source);
        let master = p.master;
        state.note(rules::STATE_TRIGGER, |_| format!("an auto ability of {name} of {master} triggers on a state"));
        state.pending.push(p);
    }
}
