//! Events that triggered abilities written as event patterns wait for ([`crate::cards::event`]):
//! a character appears, a card goes to an Ohigan, a player is dealt damage, a player draws a
//! card. Each is offered to every character on the field (abilities work there, 1202.2), whose
//! matching abilities trigger (1209.3).

use crate::cards::Card;
use crate::cards::ast::Ability;
use crate::cards::event::{AisatsuAt, NsEvent, When};
use crate::cards::lang::Zone;
use crate::eval::{Numbers, Scope};
use crate::rules;
use crate::state::{Character, NsState};
use fuda_kernel::lang::Bindings;
use fuda_kernel::lki::LastKnown;
use fuda_kernel::{ObjectId, Seat};

/// What happened.
#[derive(Clone, Copy, Debug)]
pub enum Happened {
    /// This character appeared (1315.1), from this zone (none: from the Kotodama space).
    Appears(ObjectId, Option<Zone>),
    /// This character aisatsu'd (704.7), at a player (`true`) or at a character.
    Aisatsus(ObjectId, bool),
    /// This card went to an Ohigan.
    IntoOhigan(ObjectId),
    /// This player was dealt 1 or more damage (1102.5).
    PlayerDamaged(Seat),
    /// This player drew a card (1308.2: each card drawn).
    Draws(Seat),
}

/// Offers the event to the abilities written as patterns.
pub fn happened(state: &mut NsState, what: Happened) {
    let mut hits: Vec<(Card, Seat, u8, Option<u8>)> = Vec::new();
    for seat in [Seat(0), Seat(1)] {
        for c in &state.player(seat).field {
            for (i, a) in state.def(&c.card).abilities.iter().enumerate() {
                let Ability::Triggered(t) = a else { continue };
                let When::Event(pattern) = &t.when else { continue };
                let (bindings, known) = (Bindings::default(), LastKnown::default());
                let scope = Scope { state, me: seat, this: c.card.id, bindings: &bindings, known: &known };
                let yours = state.turn_player == seat;
                let meets = |event: &NsEvent| match (event, what) {
                    (NsEvent::Appears, Happened::Appears(id, _)) | (NsEvent::IntoOhigan, Happened::IntoOhigan(id)) => {
                        scope.card_matches(id, &pattern.subject)
                    }
                    (NsEvent::AppearsFrom(zone), Happened::Appears(id, from)) => {
                        from == Some(*zone) && scope.card_matches(id, &pattern.subject)
                    }
                    (NsEvent::Aisatsus(at), Happened::Aisatsus(id, at_player)) => {
                        let aimed = match at {
                            AisatsuAt::Player => at_player,
                            AisatsuAt::Character => !at_player,
                            AisatsuAt::Any => true,
                        };
                        aimed && scope.card_matches(id, &pattern.subject)
                    }
                    (NsEvent::PlayerDamaged(side), Happened::PlayerDamaged(p))
                    | (NsEvent::Draws(side), Happened::Draws(p)) => scope.seats(*side).contains(&p),
                    _ => false,
                };
                if pattern.turn.admits(yours) && pattern.event.iter().any(meets) {
                    let index = u8::try_from(i).expect("fewer than 256 abilities");
                    hits.push((c.card, seat, index, t.per_turn));
                }
            }
        }
    }
    for (card, seat, index, per_turn) in hits {
        let rule = match what {
            Happened::Appears(..) => rules::APPEAR,
            Happened::Aisatsus(..) => rules::AISATSU_OJIGI,
            Happened::IntoOhigan(_) => rules::TRIGGER_COUNT,
            Happened::PlayerDamaged(_) => rules::DAMAGE_TRIGGERS,
            Happened::Draws(_) => rules::DRAW_EACH,
        };
        state.note(rule, |s| format!("{}'s ability sees the event: {}", s.name_of(&card), words(s, what)));
        let subject = match what {
            Happened::Appears(id, _) | Happened::Aisatsus(id, _) | Happened::IntoOhigan(id) => Some(id),
            Happened::PlayerDamaged(_) | Happened::Draws(_) => None,
        };
        crate::triggers::trigger_about(state, &card, seat, index, per_turn, subject);
    }
}

/// A character was killed (1311). Each source that killed it (1216.5: `killers`, with whether
/// by ikusa damage, 1216.6) and each card that dealt it damage this turn sees the event with
/// its own abilities: on the field (1202.2), or killed by the same character damage process
/// (read as it was on the field, rulings). `victim` is the character as it was on the field,
/// `now` the card in Ohigan, bound as `that` with its last known numbers (1215).
pub fn killed(state: &mut NsState, victim: &Character, now: ObjectId, numbers: Numbers, killers: &[(ObjectId, bool)]) {
    let mut damagers: Vec<ObjectId> = Vec::new();
    for h in &victim.hits {
        if !damagers.contains(&h.source) {
            damagers.push(h.source);
        }
    }
    let mut watchers: Vec<ObjectId> = killers.iter().map(|(s, _)| *s).collect();
    watchers.extend(damagers.iter().filter(|d| !killers.iter().any(|(s, _)| s == *d)));
    let mut hits: Vec<(Card, Seat, u8, Option<u8>)> = Vec::new();
    for source in watchers {
        let found = match state.character(source) {
            Some((seat, c)) => Some((c.card, seat)),
            None => state.departed.iter().find(|(old, ..)| *old == source).map(|(_, card, seat)| (*card, *seat)),
        };
        let Some((card, seat)) = found else { continue };
        let (bindings, known) = (Bindings::default(), LastKnown::default());
        let scope = Scope { state, me: seat, this: source, bindings: &bindings, known: &known };
        for (i, a) in state.def(&card).abilities.iter().enumerate() {
            let Ability::Triggered(t) = a else { continue };
            let When::Event(pattern) = &t.when else { continue };
            let meets = |event: &NsEvent| match event {
                NsEvent::Kills => killers.iter().any(|(s, _)| *s == source),
                NsEvent::KillsInIkusa => killers.iter().any(|(s, ikusa)| *s == source && *ikusa),
                NsEvent::DamagedIsKilled => damagers.contains(&source),
                NsEvent::CharacterKills
                | NsEvent::Appears
                | NsEvent::AppearsFrom(_)
                | NsEvent::Aisatsus(_)
                | NsEvent::IntoOhigan
                | NsEvent::PlayerDamaged(_)
                | NsEvent::Draws(_) => false,
            };
            let yours = state.turn_player == seat;
            if pattern.turn.admits(yours)
                && pattern.event.iter().any(meets)
                && scope.character_matches(victim, &pattern.subject)
            {
                hits.push((card, seat, u8::try_from(i).expect("fewer than 256 abilities"), t.per_turn));
            }
        }
    }
    for (card, seat, index, per_turn) in hits {
        state.note(rules::KILLER, |s| {
            format!("{}'s ability sees the event: {} is killed", s.name_of(&card), s.name_of(&victim.card))
        });
        if crate::triggers::trigger_about(state, &card, seat, index, per_turn, Some(now)) {
            if let Some(t) = state.triggered.last_mut() {
                t.known = Some(numbers);
            }
        }
    }
    character_kills(state, victim, killers);
}

/// 1216.5: "when a character (of yours) kills": each killer that is a character, on the field or
/// killed by the same character damage process, is the subject of an event every character on
/// the field sees (1202.2), as do those the same process killed (rulings). A kotodama, or a
/// character that has left the field otherwise, is no character that kills.
fn character_kills(state: &mut NsState, victim: &Character, killers: &[(ObjectId, bool)]) {
    let mut subjects: Vec<ObjectId> = Vec::new();
    for (source, _) in killers {
        let now = match state.character(*source) {
            Some(_) => Some(*source),
            None => state.departed.iter().find(|(old, ..)| old == source).map(|(_, card, _)| card.id),
        };
        if let Some(id) = now.filter(|id| !subjects.contains(id)) {
            subjects.push(id);
        }
    }
    if subjects.is_empty() {
        return;
    }
    let mut watchers: Vec<(ObjectId, Card, Seat)> = Vec::new();
    for seat in [Seat(0), Seat(1)] {
        watchers.extend(state.player(seat).field.iter().map(|c| (c.card.id, c.card, seat)));
    }
    watchers.extend(state.departed.iter().copied());
    let mut hits: Vec<(Card, Seat, u8, Option<u8>, ObjectId)> = Vec::new();
    for (this, card, seat) in watchers {
        let (bindings, known) = (Bindings::default(), LastKnown::default());
        let scope = Scope { state, me: seat, this, bindings: &bindings, known: &known };
        for (i, a) in state.def(&card).abilities.iter().enumerate() {
            let Ability::Triggered(t) = a else { continue };
            let When::Event(pattern) = &t.when else { continue };
            if !pattern.event.contains(&NsEvent::CharacterKills) || !pattern.turn.admits(state.turn_player == seat) {
                continue;
            }
            for subject in subjects.iter().filter(|id| scope.card_matches(**id, &pattern.subject)) {
                hits.push((card, seat, u8::try_from(i).expect("fewer than 256 abilities"), t.per_turn, *subject));
            }
        }
    }
    for (card, seat, index, per_turn, killer) in hits {
        state.note(rules::KILLER, |s| {
            let killer = s.all_cards().into_iter().find(|c| c.id == killer).map(|c| s.name_of(&c)).unwrap_or_default();
            let victim = s.name_of(&victim.card);
            format!("{}'s ability sees the event: {killer} kills {victim}", s.name_of(&card))
        });
        crate::triggers::trigger_about(state, &card, seat, index, per_turn, Some(killer));
    }
}

fn words(state: &NsState, what: Happened) -> String {
    match what {
        Happened::Appears(id, _) => format!("{} appears", state.name_of_object(id)),
        Happened::Aisatsus(id, at_player) => {
            let at = if at_player { "a player" } else { "a character" };
            format!("{} aisatsus {at}", state.name_of_object(id))
        }
        Happened::IntoOhigan(id) => {
            let name =
                state.all_cards().into_iter().find(|c| c.id == id).map(|c| state.name_of(&c)).unwrap_or_default();
            format!("{name} is put into Ohigan")
        }
        Happened::PlayerDamaged(seat) => format!("{seat} is dealt damage"),
        Happened::Draws(seat) => format!("{seat} draws a card"),
    }
}

/// Whether any character on the field waits for events at all: most games have none, and the
/// events are then not worked out.
pub fn watched(state: &NsState) -> bool {
    state.players.iter().flat_map(|p| p.field.iter()).any(|c| {
        state
            .def(&c.card)
            .abilities
            .iter()
            .any(|a| matches!(a, Ability::Triggered(t) if matches!(t.when, When::Event(_))))
    })
}

/// A card goes to its owner's Ohigan, and the event is offered.
pub fn to_ohigan(state: &mut NsState, card: Card) {
    state.player_mut(card.owner).ohigan.push(card);
    if watched(state) {
        happened(state, Happened::IntoOhigan(card.id));
    }
}

/// Offers an event if anything watches for events.
pub fn offer(state: &mut NsState, what: Happened) {
    if watched(state) {
        happened(state, what);
    }
}
