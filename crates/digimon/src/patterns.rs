//! Raising the events that event patterns wait for (15-5-1): what happened, to which 1体 or
//! cards of whom, and why; which effects it meets; the subject bound as "that". One process
//! raises an event once, however many subjects it had: an effect triggers once, "that" is the
//! first subject it admits and "per X" counts all it admits (15-5-2, 15-15-7-4). Immediate
//! events ("would …") make the effects of an immediate window instead (15-8-5).

use crate::cards::ast::{CauseIs, Event, Pattern, Timing, TrashedFrom};
use crate::cards::def::CardIdx;
use crate::query;
use crate::state::{AbilityRef, Card, DeleteCause, DigimonState, EffectCtx, PendingEffect, Phase, Unit};
use crate::triggers;
use fuda_kernel::{ObjectId, Seat};

/// What an event happened to.
#[derive(Clone, Copy, Debug)]
pub enum Subject<'a> {
    /// A player (security decreased, an Option used, a hand increased).
    Player,
    /// A 1体 in an area now.
    Unit(ObjectId),
    /// A 1体 that has left the area, as it was (last known information, 15-8-3-9-4).
    Gone(&'a Unit),
    /// A card, where it arrived.
    Card(Card),
}

/// Something an event pattern may wait for.
#[derive(Clone, Debug)]
pub struct Happened<'a> {
    /// The event.
    pub event: Event,
    /// Its subjects, each with whose it is, in the order they are read for "that".
    pub subjects: Vec<(Seat, Subject<'a>)>,
    /// Why, when the engine knows.
    pub cause: Option<DeleteCause>,
    /// For trashed cards: the zone they left.
    pub from: Option<TrashedFrom>,
    /// For a digivolution: the card it would become.
    pub into: Option<CardIdx>,
}

impl<'a> Happened<'a> {
    /// `event` happened to one subject of `whose`.
    pub fn one(event: Event, whose: Seat, subject: Subject<'a>) -> Happened<'a> {
        Happened { event, subjects: vec![(whose, subject)], cause: None, from: None, into: None }
    }

    /// The same, with its cause.
    #[must_use]
    pub fn because(mut self, cause: DeleteCause) -> Happened<'a> {
        self.cause = Some(cause);
        self
    }
}

/// The subjects of `happened` that `ctx`'s pattern admits (whose, which); none if the pattern
/// does not admit the event itself (its turn, phase, cause, zone, what it becomes).
fn admitted(state: &DigimonState, ctx: &EffectCtx, pattern: &Pattern, happened: &Happened) -> Vec<usize> {
    let me = ctx.controller;
    let reader = query::Reader::new(state, me, ctx.unit);
    let admits_event = pattern.waits_for(happened.event)
        && pattern.base.turn.admits(state.turn_player == me)
        && pattern.phase.is_none_or(|_| state.phase == Phase::Main)
        && cause_admits(pattern, happened.cause, me)
        && pattern.from.is_none_or(|from| happened.from == Some(from))
        && pattern
            .into
            .as_ref()
            .is_none_or(|filter| happened.into.is_some_and(|def| reader.card_is(state.def_at(def), filter)));
    if !admits_event {
        return Vec::new();
    }
    let which = |seat: Seat, subject: &Subject| match *subject {
        Subject::Player => true,
        Subject::Unit(id) => {
            state.find_unit(id).is_some_and(|(seat, u)| reader.matches(seat, u, &pattern.base.subject))
        }
        Subject::Gone(unit) => reader.matches(seat, unit, &pattern.base.subject),
        // "This card": the card the effect is written on, wherever it went.
        Subject::Card(card) if pattern.about_this() => card.id == ctx.card,
        Subject::Card(card) => reader.card_is(state.def(&card), &pattern.base.subject),
    };
    happened
        .subjects
        .iter()
        .enumerate()
        .filter(|(_, (seat, subject))| pattern.base.whose.admits(*seat == me) && which(*seat, subject))
        .map(|(i, _)| i)
        .collect()
}

/// Gives the effect its subject as "that" (and the level it had, 15-8-3-8) and how many
/// subjects it admitted (15-15-7-4).
fn bind_that(state: &DigimonState, ctx: &mut EffectCtx, happened: &Happened, admitted: &[usize]) {
    let subject = admitted.first().map(|i| happened.subjects[*i].1);
    // Only the events of several objects at once have a count to read.
    if matches!(happened.event, Event::Deleted | Event::Trashed) {
        ctx.event_count = u8::try_from(admitted.len()).unwrap_or(u8::MAX);
    }
    match subject {
        Some(Subject::Unit(id)) => {
            ctx.about = Some(id);
            ctx.about_level = state.find_unit(id).and_then(|(_, u)| query::info::level(state, u));
        }
        Some(Subject::Gone(unit)) => ctx.left = Some(unit.id),
        Some(Subject::Player | Subject::Card(_)) | None => {}
    }
}

/// The pattern of the effect a context names, if it is written as one.
fn pattern_of(state: &DigimonState, ctx: &EffectCtx) -> Option<Box<Pattern>> {
    query::effect::ability(&state.db, ctx).and_then(|a| a.pattern.clone())
}

/// Collects, as pending, every effect whose pattern `happened` meets (15-5-1): those of every
/// player's battle-area cards and zone-icon cards, and, for cards, those the cards themselves
/// have about "this card" (they wait with it where it went, 4-14-2). Each once (15-5-2).
pub fn raise(state: &mut DigimonState, happened: &Happened) {
    let timing = happened.event.timing();
    for seat in state.seat_order() {
        let before = state.collected.len();
        triggers::collect_units(state, seat, None, timing);
        triggers::collect_zones(state, seat, timing);
        own_card_effects(state, seat, happened, timing);
        if state.collected.len() == before {
            continue;
        }
        let fresh = state.collected.split_off(before);
        for (s, mut pending) in fresh {
            if let PendingEffect::Ability(ctx) = &mut pending {
                let Some(pattern) = pattern_of(state, ctx) else { continue };
                let admitted = admitted(state, ctx, &pattern, happened);
                if admitted.is_empty() {
                    continue;
                }
                bind_that(state, ctx, happened, &admitted);
            }
            let item = (s, pending);
            if !state.collected.contains(&item) {
                state.collected.push(item);
            }
        }
    }
}

/// The "this card" effects of `seat`'s cards that are subjects of a card event: an effect with no
/// zone icon triggers as its card moves (not from the zone it arrives in, which its icon would
/// name).
fn own_card_effects(state: &mut DigimonState, seat: Seat, happened: &Happened, timing: Timing) {
    for (owner, subject) in &happened.subjects {
        let Subject::Card(card) = subject else { continue };
        if *owner != seat {
            continue;
        }
        let uses = |i: usize| {
            let index = u8::try_from(i).unwrap_or(u8::MAX);
            state.uses_this_turn(card.id, AbilityRef::Printed { index, inherited: false })
        };
        let found: Vec<u8> = state
            .def(card)
            .effects
            .iter()
            .enumerate()
            .filter_map(|(i, a)| a.as_triggered().map(|t| (i, t)))
            .filter(|(i, t)| {
                t.zone == crate::cards::ast::EffectZone::Area
                    && t.has(timing)
                    && t.pattern.as_ref().is_some_and(|p| p.about_this())
                    && !t.used_up(uses(*i))
            })
            .map(|(i, _)| u8::try_from(i).unwrap_or(u8::MAX))
            .collect();
        for index in found {
            let ability = AbilityRef::Printed { index, inherited: false };
            state.collected.push((seat, PendingEffect::Ability(EffectCtx::new(seat, card, ability, None))));
        }
    }
}

/// The effects of an immediate window (15-8-5) that `happened` (a "would …" event) meets: those
/// of every player's battle-area 1体 whose pattern admits it, each with its subject as "that".
pub fn window(state: &DigimonState, happened: &Happened) -> Vec<EffectCtx> {
    let timing = happened.event.timing();
    let field = query::Field::new(state);
    let mut found = Vec::new();
    for seat in state.seat_order() {
        for unit in state.player(seat).battle().iter().filter(|u| triggers::may_have_at(&field, u, timing)) {
            let keywords = field.keywords_at(seat, unit, timing);
            triggers::each_triggered(state, unit, &keywords, timing, |card, ability| {
                found.push(EffectCtx::new(seat, card, ability, Some(unit.id)));
            });
        }
    }
    found.retain_mut(|ctx| {
        let Some(pattern) = pattern_of(state, ctx) else { return false };
        let admitted = admitted(state, ctx, &pattern, happened);
        if admitted.is_empty() {
            return false;
        }
        bind_that(state, ctx, happened, &admitted);
        true
    });
    found
}

/// A 1体 of `whose` met an event with no more to it than its subject.
pub fn about(state: &mut DigimonState, event: Event, whose: Seat, unit: ObjectId) {
    raise(state, &Happened::one(event, whose, Subject::Unit(unit)));
}

/// Cards were trashed from `from` in one process (15-5-2), each where it arrived; `cause` when
/// the engine knows it.
pub fn trashed(state: &mut DigimonState, cards: &[Card], from: TrashedFrom, cause: Option<DeleteCause>) {
    if cards.is_empty() {
        return;
    }
    let subjects = cards.iter().map(|c| (c.owner, Subject::Card(*c))).collect();
    raise(state, &Happened { event: Event::Trashed, subjects, cause, from: Some(from), into: None });
}

/// An effect added cards to `seat`'s hand, in one process (15-5-2).
pub fn hand_increased(state: &mut DigimonState, seat: Seat) {
    raise(state, &Happened::one(Event::AddedToHand, seat, Subject::Player));
}

/// Whether an event's cause (if the engine knows one) is what the pattern's `cause` asks, from
/// `controller`'s point of view; a pattern that asks admits no event of unknown cause.
fn cause_admits(pattern: &Pattern, cause: Option<DeleteCause>, controller: Seat) -> bool {
    match (&pattern.cause, cause) {
        (None, _) => true,
        (Some(filter), Some(cause)) => filter.matches(&mut |c: &CauseIs| cause_is(*c, cause, controller)),
        (Some(_), None) => false,
    }
}

/// Whether a cause of the engine's is `c`, from `controller`'s point of view.
fn cause_is(c: CauseIs, cause: DeleteCause, controller: Seat) -> bool {
    match (c, cause) {
        (CauseIs::Battle, DeleteCause::Battle) | (CauseIs::Rule, DeleteCause::Rule) => true,
        (CauseIs::Effect, DeleteCause::Effect(_)) => true,
        (CauseIs::YourEffect, DeleteCause::Effect(by)) => by == controller,
        (CauseIs::OpponentsEffect, DeleteCause::Effect(by)) => by != controller,
        (CauseIs::Battle | CauseIs::Rule | CauseIs::Effect | CauseIs::YourEffect | CauseIs::OpponentsEffect, _) => {
            false
        }
    }
}

/// Something an event pattern may wait for happened (`timing`, an event timing): to the 1体
/// `subject` of `whose`, or to `whose` themself for a player's event
/// ([`raise`]).
pub fn event(state: &mut DigimonState, timing: Timing, whose: Seat, subject: Option<ObjectId>) {
    let Some(event) = Event::of(timing) else { return };
    let subject = subject.map_or(Subject::Player, Subject::Unit);
    raise(state, &Happened::one(event, whose, subject));
}

/// One of `seat`'s Digimon digivolved in the battle area: the patterns waiting for it meet it
/// ("when one of your Digimon digivolves" among them); from the breeding area nothing does
/// (3-4-5-6).
pub fn own_digimon_digivolved(state: &mut DigimonState, seat: Seat, unit: ObjectId) {
    if state.battle_unit(unit).is_none() {
        state.note(crate::rules::BREEDING_MEETS_NOTHING, |_| {
            "a digivolution in the breeding area meets no \"when your Digimon digivolves\" condition".to_string()
        });
        return;
    }
    event(state, Timing::DigimonDigivolved, seat, Some(unit));
}

/// An effect of `by` added digivolution cards to the 1体 `unit`: its "when your effect adds
/// digivolution cards" effects trigger if `by` controls it, read after the cards arrived, so a
/// card placed there may trigger its own inherited effect (15-5-3).
pub fn sources_added_by_effect(state: &mut DigimonState, by: Seat, unit: ObjectId) {
    if let Some((seat, _)) = state.battle_unit(unit).filter(|(seat, _)| *seat == by) {
        triggers::collect_unit(state, seat, unit, Timing::WhenYourEffectAddsSources);
    }
    if let Some((owner, _)) = state.battle_unit(unit) {
        let happened = Happened::one(Event::SourcesAdded, owner, Subject::Unit(unit));
        raise(state, &happened.because(DeleteCause::Effect(by)));
    }
}
