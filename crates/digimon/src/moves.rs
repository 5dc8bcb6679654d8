//! Zone moves: draw (16-7), trash (4-14), delete (4-13), return to hand or deck, recovery
//! (16-5). Every move gives the card a new identity (3-1-3-1); a leaving 1体's stacked cards
//! are trashed together (4-5-8); Digi-Eggs headed for a hidden zone go to the digitama deck
//! (3-1-3-9). A card leaving the area or a stack for anywhere else goes through [`from_field`]:
//! Overflow (4-17) and tokens (4-18-5). A 1体 about to leave the battle area first opens its
//! immediate window ([`leave_window`]); one moving from the breeding area is no leaving
//! ([`move_from_breeding`]).

use crate::cards::ast::{CardKind, Event, Timing};
use crate::patterns::{Happened, Subject};
use crate::rules;
use crate::state::{Card, DeleteCause, DigimonState, EffectCtx, PendingEffect, Player, Unit, UnitSnapshot};
use crate::triggers;
use fuda_kernel::{ObjectId, Seat};

/// Draws up to `n` cards for `seat`; an empty deck simply stops the drawing (1-3-2). Returns
/// how many were drawn.
pub fn draw(state: &mut DigimonState, seat: Seat, n: u8) -> u8 {
    let mut drawn = 0;
    for _ in 0..n {
        let Some(card) = state.player_mut(seat).deck.pop() else {
            break;
        };
        let card = state.renew(card);
        state.player_mut(seat).hand.push(card);
        drawn += 1;
    }
    if drawn > 0 {
        state.note(rules::DRAW, |_| format!("{seat} draws {drawn}"));
        // 3-5-3: only the drawing player sees what was drawn.
        state.note_to(seat, rules::DRAW, |s| {
            let hand = &s.player(seat).hand;
            let names: Vec<String> = hand[hand.len() - usize::from(drawn)..].iter().map(|c| s.card_label(c)).collect();
            format!("{seat} draws {}", names.join(", "))
        });
    }
    drawn
}

/// Puts a card into its owner's trash as a new card (4-14, 3-1-3-8). Returns it.
pub fn to_trash(state: &mut DigimonState, card: Card) -> Card {
    let card = state.renew(card);
    state.player_mut(card.owner).trash.push(card);
    triggers::trash_placed(state, card.owner, true);
    card
}

/// Trashes a hand card by an effect of `by`: when that is its owner's own effect, the card's
/// "when this card is trashed from the hand by your effect" effects trigger; they wait with the
/// card in the trash (4-14-2).
pub fn trash_from_hand(state: &mut DigimonState, card: Card, by: Seat) -> Card {
    let card = to_trash(state, card);
    if by == card.owner {
        let timing = crate::cards::ast::Timing::TrashedFromHandByYourEffect;
        let found: Vec<u8> = state
            .def(&card)
            .effects
            .iter()
            .enumerate()
            .filter(|(_, a)| a.as_triggered().is_some_and(|t| t.has(timing)))
            .map(|(i, _)| u8::try_from(i).unwrap_or(u8::MAX))
            .collect();
        for index in found {
            let ability = crate::state::AbilityRef::Printed { index, inherited: false };
            let ctx = crate::state::EffectCtx::new(by, &card, ability, None);
            state.collected.push((by, crate::state::PendingEffect::Ability(ctx)));
        }
    }
    crate::patterns::trashed(state, &[card], crate::cards::ast::TrashedFrom::Hand, Some(DeleteCause::Effect(by)));
    card
}

/// Puts a card into its owner's hand, or a Digi-Egg to the bottom of the digitama deck (3-1-3-9-2).
pub fn to_hand(state: &mut DigimonState, card: Card) -> Card {
    let card = state.renew(card);
    if state.def(&card).kind == CardKind::DigiEgg {
        state.player_mut(card.owner).eggs.insert(0, card);
    } else {
        state.player_mut(card.owner).hand.push(card);
    }
    card
}

/// Puts a card at the bottom of its owner's deck, or a Digi-Egg into the digitama deck (3-1-3-9-1).
pub fn to_deck_bottom(state: &mut DigimonState, card: Card) -> Card {
    let card = state.renew(card);
    if state.def(&card).kind == CardKind::DigiEgg {
        state.player_mut(card.owner).eggs.insert(0, card);
    } else {
        state.player_mut(card.owner).deck.insert(0, card);
    }
    card
}

/// Where a card that leaves the field goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dest {
    /// Its owner's trash.
    Trash,
    /// Its owner's hand (a Digi-Egg: the digitama deck, 3-1-3-9-2).
    Hand,
    /// The bottom of its owner's deck (a Digi-Egg: the digitama deck).
    DeckBottom,
    /// The top of its owner's deck (a Digi-Egg: the digitama deck).
    DeckTop,
    /// The top of its owner's security, face up or down; the caller raises "security
    /// increased" once for the whole process (15-5-2).
    SecurityTop(crate::cards::ast::Face),
    /// The bottom of its owner's security, face down; the caller raises the event.
    SecurityBottom,
}

impl Dest {
    /// Puts a card that left its place here, as a new card.
    pub(crate) fn put(self, state: &mut DigimonState, card: Card) -> Card {
        match self {
            Dest::Trash => to_trash(state, card),
            Dest::Hand => to_hand(state, card),
            Dest::DeckBottom => to_deck_bottom(state, card),
            Dest::DeckTop => {
                let card = state.renew(card);
                if state.def(&card).kind == CardKind::DigiEgg {
                    state.player_mut(card.owner).eggs.insert(0, card);
                } else {
                    state.player_mut(card.owner).deck.push(card);
                }
                card
            }
            Dest::SecurityTop(face) => place_in_security(state, card, true, face).0,
            Dest::SecurityBottom => place_in_security(state, card, false, crate::cards::ast::Face::Down).0,
        }
    }
}

/// A card leaves the area or a stack for `place` (the trash, a hand, a deck): its Overflow moves
/// memory at once (4-17-1/2), and a token is removed from the game instead (4-18-5). Returns the
/// card where it arrived, or `None` for a token.
pub fn from_field(state: &mut DigimonState, card: Card, place: Dest) -> Option<Card> {
    let def = state.def(&card);
    let (overflow, token) = (def.overflow, def.token);
    if let Some(n) = overflow {
        let owner = card.owner;
        let m = state.memory_for(owner).saturating_add(n);
        state.set_memory_for(owner, m);
        state.note(rules::OVERFLOW, |s| {
            format!("<Overflow>: {} leaves the field, memory {n:+} for {owner}", s.card_label(&card))
        });
    }
    if token {
        state.note(rules::TOKEN_REMOVED, |s| format!("the token {} is removed from the game", s.card_label(&card)));
        // 15-1-9: put into the trash by the rules, it meets "placed in the trash" all the same.
        if place == Dest::Trash {
            triggers::trash_placed(state, card.owner, false);
        }
        return None;
    }
    Some(place.put(state, card))
}

/// Takes a 1体 out of whichever area holds it; its link cards are trashed at once, since it
/// becomes a new card wherever it goes (4-7-6).
pub fn take_unit(state: &mut DigimonState, id: ObjectId) -> Option<(Seat, Unit)> {
    // Where it is: a position in a battle area, or `None` for a breeding area.
    let (seat, place) = [Seat(0), Seat(1)].into_iter().find_map(|seat| {
        let p = state.player(seat);
        match p.battle().iter().position(|u| u.id == id) {
            Some(pos) => Some((seat, Some(pos))),
            None => p.breeding.as_ref().is_some_and(|u| u.id == id).then_some((seat, None)),
        }
    })?;
    let mut unit = match place {
        Some(pos) => state.remove_battle(seat, pos),
        None => state.player_mut(seat).breeding.take()?,
    };
    for card in std::mem::take(unit.links_mut()) {
        from_field(state, card, Dest::Trash);
        state.note(rules::LINKS_TRASHED, |s| format!("the link card {} is trashed", s.card_label(&card)));
    }
    Some((seat, unit))
}

/// Deletes 1体 at once (4-13, 14-2-2): all go to the trash simultaneously, their stacks with
/// them (4-5-8), and each one's [On Deletion] effects are collected, held by its former top
/// card (15-8-3-5); then `deleted` event patterns, once for all, knowing the `cause` (15-5-2).
/// Returns the ones actually deleted.
pub fn delete_now(state: &mut DigimonState, ids: &[ObjectId], cause: DeleteCause) -> Vec<ObjectId> {
    // What each one was like in the battle area, before any of them leaves (they leave together).
    let mut leaving = Vec::with_capacity(ids.len());
    let field = crate::query::Field::new(state);
    for id in ids {
        if let Some((seat, unit)) = state.battle_unit(*id) {
            let snapshot = UnitSnapshot {
                sources: u8::try_from(unit.sources().len()).unwrap_or(u8::MAX),
                dp: field.dp(seat, unit),
                level: crate::query::info::level(state, unit),
            };
            leaving.push((*id, snapshot, field.keywords(seat, unit)));
        }
    }
    let mut removed = Vec::with_capacity(leaving.len());
    // 4-17-5: the turn player's Overflows are processed first.
    let first = state.turn_player;
    leaving.sort_by_key(|(id, _, _)| state.battle_unit(*id).map(|(s, _)| s != first));
    for (id, snapshot, keywords) in leaving {
        state.last_known.record(id, snapshot);
        if let Some((seat, unit)) = take_unit(state, id) {
            removed.push((seat, unit, keywords));
        }
    }
    let mut deleted = Vec::with_capacity(removed.len());
    let mut gone = Vec::with_capacity(removed.len());
    for (seat, unit, keywords) in removed {
        let name = state.label_for_log(&unit);
        // Each card's identity in the trash, top first; a token goes nowhere (4-18-5).
        let arrived: Vec<(ObjectId, Option<Card>)> =
            unit.stack().iter().rev().map(|card| (card.id, from_field(state, *card, Dest::Trash))).collect();
        state.note(rules::DELETE, |_| format!("{seat}'s {name} is deleted"));
        if let Some((_, Some(top))) = arrived.first() {
            triggers::collect_on_deletion(state, seat, &unit, &keywords, *top, &arrived);
        }
        deleted.push((seat, unit.id));
        gone.push((seat, unit));
    }
    opponents_digimon_deleted(state, &deleted);
    // One deletion process: an effect waiting for deletions triggers once (15-5-2).
    if !gone.is_empty() {
        let subjects = gone.iter().map(|(seat, unit)| (*seat, Subject::Gone(unit))).collect();
        let happened = Happened { event: Event::Deleted, subjects, cause: Some(cause), from: None, into: None };
        crate::patterns::raise(state, &happened);
    }
    deleted.into_iter().map(|(_, id)| id).collect()
}

/// "When an opponent's Digimon is deleted" triggers once per deletion process, however many
/// were deleted together (15-5-2), and remembers how many for "per X" (15-15-7-4).
fn opponents_digimon_deleted(state: &mut DigimonState, deleted: &[(Seat, ObjectId)]) {
    for seat in state.seat_order() {
        let count = deleted.iter().filter(|(owner, _)| *owner != seat).count();
        if count == 0 {
            continue;
        }
        let before = state.collected.len();
        triggers::collect_units(state, seat, None, crate::cards::ast::Timing::WhenOpponentsDigimonDeleted);
        triggers::collect_zones(state, seat, crate::cards::ast::Timing::WhenOpponentsDigimonDeleted);
        for (_, pending) in &mut state.collected[before..] {
            if let crate::state::PendingEffect::Ability(ctx) = pending {
                ctx.event_count = u8::try_from(count).unwrap_or(u8::MAX);
            }
        }
    }
}

/// Removes a 1体 from the area without deleting it: the top card goes where `place` puts it
/// and the cards under it are trashed (4-5-8).
pub fn remove_unit(state: &mut DigimonState, id: ObjectId, place: Dest) -> bool {
    let Some((_, unit)) = take_unit(state, id) else {
        return false;
    };
    let (top, under) = unit.stack().split_last().expect("a 1体 has a top card");
    for card in under.iter().rev() {
        from_field(state, *card, Dest::Trash);
    }
    from_field(state, *top, place);
    state.note(rules::STACK_TRASHED, |s| {
        format!("{} leaves the area; its stacked cards are trashed", s.card_label(top))
    });
    true
}

/// Puts a card face up on top of its owner's security (3-7-4); a Digi-Egg goes to the digitama
/// deck instead (3-1-3-9-1).
pub fn to_security_top_face_up(state: &mut DigimonState, card: Card) -> Card {
    let (card, added) = place_in_security(state, card, true, crate::cards::ast::Face::Up);
    if added {
        let seat = card.owner;
        state.note(rules::SECURITY_FACE_UP, |s| {
            format!("{} goes face up on top of {seat}'s security", s.card_label(&card))
        });
        security_increased(state, seat);
    }
    card
}

/// Puts a card at the bottom of its owner's security. Nothing says how, so it lies face down as
/// security cards do (3-1-3-5); a Digi-Egg goes to the bottom of the digitama deck instead
/// (3-1-3-9-2).
pub fn to_security_bottom(state: &mut DigimonState, card: Card) -> Card {
    let (card, added) = place_in_security(state, card, false, crate::cards::ast::Face::Down);
    // A Digi-Egg redirected to the digitama deck does not increase security (15-1-10).
    if added {
        let seat = card.owner;
        state.note(rules::DEFAULT_PLACEMENT, |s| {
            format!("{} goes face down to the bottom of {seat}'s security", s.card_label(&card))
        });
        security_increased(state, seat);
    }
    card
}

/// Puts a card on top or at the bottom of its owner's security, face up (public, 3-7-4) or
/// down (3-1-3-5), without raising "security increased" or naming it in the log (the caller
/// knows who may see it); a Digi-Egg goes to the digitama deck instead (3-1-3-9). Returns the
/// new card and whether it joined the security.
pub fn place_in_security(
    state: &mut DigimonState,
    card: Card,
    top: bool,
    face: crate::cards::ast::Face,
) -> (Card, bool) {
    let card = state.renew(card);
    let seat = card.owner;
    if state.def(&card).kind == CardKind::DigiEgg {
        state.player_mut(seat).eggs.insert(0, card);
        state.note(rules::EGG_REDIRECT, |s| format!("{} goes to the bottom of the digitama deck", s.card_label(&card)));
        return (card, false);
    }
    let Player { security, face_up_security, .. } = state.player_mut(seat);
    face_up_security.retain(|id| security.iter().any(|c| c.id == *id));
    if top {
        security.push(card);
    } else {
        security.insert(0, card);
    }
    if face == crate::cards::ast::Face::Up {
        face_up_security.push(card.id);
        if state.def(&card).derived.security_continuous {
            state.note(rules::ZONE_SECURITY, |s| {
                format!("{}'s {{Security}} continuous effects apply while it lies face up", s.card_label(&card))
            });
        }
    }
    (card, true)
}

/// 孵化 (hatch), 4-16: `seat`'s top Digi-Egg goes face up into their breeding area, which must
/// be empty (4-16-3), from a digitama deck that is not (4-16-2). Returns whether it hatched.
pub fn hatch(state: &mut DigimonState, seat: Seat) -> bool {
    if state.player(seat).breeding.is_some() {
        state.note(rules::HATCH_OCCUPIED, |_| format!("{seat}'s breeding area is occupied: nothing hatches"));
        return false;
    }
    let Some(card) = state.player_mut(seat).eggs.pop() else {
        state.note(rules::HATCH_EMPTY, |_| format!("{seat} has no Digi-Egg to hatch"));
        return false;
    };
    let card = state.renew(card);
    let unit = Unit::new(state.fresh(), vec![card], state.turn);
    state.player_mut(seat).breeding = Some(unit);
    state.note(rules::HATCH, |s| format!("{seat} hatches {}", s.card_label(&card)));
    true
}

/// 《リカバリー+N《デッキ》》 (16-5): the top deck card goes face down on top of security, N times.
pub fn recovery_from_deck(state: &mut DigimonState, seat: Seat, n: u8) {
    let mut added = false;
    for _ in 0..n {
        let Some(card) = state.player_mut(seat).deck.pop() else {
            break;
        };
        let card = state.renew(card);
        state.player_mut(seat).security.push(card);
        added = true;
        state.note(rules::RECOVERY, |_| format!("{seat} puts the top card of their deck on top of security"));
    }
    if added {
        security_increased(state, seat);
    }
}

/// Cards were added to `seat`'s security in one process: "when your security increases"
/// triggers once (15-5-2).
pub fn security_increased(state: &mut DigimonState, seat: Seat) {
    triggers::collect_units(state, seat, None, crate::cards::ast::Timing::WhenYourSecurityIncreases);
}

/// Trashes the top `n` security cards of `seat`.
pub fn trash_security(state: &mut DigimonState, seat: Seat, n: u8) -> u8 {
    trash_security_by(state, seat, n, None)
}

/// [`trash_security`], knowing why: the trashed cards meet "trashed from security" patterns,
/// once for the process (15-5-2).
pub fn trash_security_by(state: &mut DigimonState, seat: Seat, n: u8, cause: Option<DeleteCause>) -> u8 {
    let mut trashed = Vec::new();
    for _ in 0..n {
        let Some(card) = state.player_mut(seat).security.pop() else {
            break;
        };
        trashed.push(to_trash(state, card));
    }
    if !trashed.is_empty() {
        security_decreased(state, seat);
        crate::patterns::trashed(state, &trashed, crate::cards::ast::TrashedFrom::Security, cause);
    }
    u8::try_from(trashed.len()).unwrap_or(u8::MAX)
}

/// Security cards left `seat`'s security in one process: the "when your security decreases"
/// effects of that player's Digimon trigger, once however many cards left (15-5-2).
pub fn security_decreased(state: &mut DigimonState, seat: Seat) {
    triggers::collect_units(state, seat, None, crate::cards::ast::Timing::WhenYourSecurityDecreases);
    crate::triggers::collect_zones(state, seat, crate::cards::ast::Timing::WhenYourSecurityDecreases);
    crate::patterns::event(state, crate::cards::ast::Timing::SecurityDecreases, seat, None);
}

/// The immediate window (15-8-5) of battle-area 1体 about to leave: their "would leave" effects
/// and, for a deletion, their "would be deleted" effects and their controllers' other Digimon's
/// "another of your Digimon would be deleted" effects (Decoy, 16-17); each effect once per
/// 1体 and cause (15-8-5-4). Those whose window it is must be finished with
/// `state.interrupts.finish` once they have left, or not.
pub fn leave_window(
    state: &mut DigimonState,
    units: &[ObjectId],
    deleting: bool,
    cause: DeleteCause,
) -> Vec<EffectCtx> {
    let mut window = Vec::new();
    let field = crate::query::Field::new(state);
    for seat in state.seat_order() {
        for id in units {
            let Some((owner, unit)) = state.battle_unit(*id) else {
                continue;
            };
            if owner != seat {
                continue;
            }
            let timings: &[Timing] =
                if deleting { &[Timing::WouldBeDeleted, Timing::WouldLeave] } else { &[Timing::WouldLeave] };
            for timing in timings.iter().filter(|t| crate::triggers::may_have_at(&field, unit, **t)) {
                let keywords = field.keywords_at(seat, unit, *timing);
                crate::triggers::each_triggered(state, unit, &keywords, *timing, |card, ability| {
                    let mut ctx = EffectCtx::new(seat, card, ability, Some(unit.id));
                    ctx.interrupting = Some((unit.id, cause));
                    window.push(ctx);
                });
            }
            let timing = Timing::OtherOwnWouldBeDeleted;
            let others = state
                .player(seat)
                .battle()
                .iter()
                .filter(|u| deleting && !units.contains(&u.id) && crate::triggers::may_have_at(&field, u, timing));
            for other in others {
                let keywords = field.keywords_at(seat, other, timing);
                crate::triggers::each_triggered(state, other, &keywords, timing, |card, ability| {
                    let mut ctx = EffectCtx::new(seat, card, ability, Some(other.id));
                    ctx.interrupting = Some((unit.id, cause));
                    window.push(ctx);
                });
            }
        }
    }
    // Event patterns waiting for this leaving, whoever's 1体 they are on (15-8-5).
    for id in units {
        let Some((owner, _)) = state.battle_unit(*id) else { continue };
        let events: &[Event] =
            if deleting { &[Event::WouldLeave, Event::WouldBeDeleted] } else { &[Event::WouldLeave] };
        for event in events {
            let happened = Happened::one(*event, owner, Subject::Unit(*id)).because(cause);
            for mut ctx in crate::patterns::window(state, &happened) {
                ctx.interrupting = Some((*id, cause));
                window.push(ctx);
            }
        }
    }
    window.retain(|ctx| {
        let (unit, _) = ctx.interrupting.expect("set above");
        state.interrupts.try_apply(&(ctx.card, ctx.ability), &unit)
    });
    window
}

/// Moves `seat`'s breeding-area 1体 to the battle area (4-15), by the breeding phase or by an
/// effect; nothing happens if the breeding area is empty.
pub fn move_from_breeding(state: &mut DigimonState, tp: fuda_kernel::Seat) {
    let Some(unit) = state.player_mut(tp).breeding.take() else { return };
    // Moving is not playing: the Digimon keeps the turn it entered the area, so it may attack
    // (7-1-2-1 restricts played cards only; rulings.md #4).
    let id = unit.id;
    let before = state.pending.len();
    state.pending.retain(|p| !matches!(p, PendingEffect::Ability(ctx) if ctx.unit == Some(id)));
    if state.pending.len() < before {
        state.note(rules::MOVE_CANCELS_PENDING, |_| "its pending effects are cancelled by the move".to_string());
    }
    state.push_battle(tp, unit.clone());
    state.note(rules::MOVE, |s| format!("{tp} moves {} to the battle area", s.unit_label(&unit)));
    triggers::collect_unit(state, tp, id, Timing::WhenMoving);
    crate::patterns::about(state, Event::MovedFromBreeding, tp, id);
}

/// Makes the battle-area 1体 `id` active (by an effect or a rule): becoming active is an event
/// patterns wait for.
pub fn unsuspend(state: &mut DigimonState, id: ObjectId) {
    let before = state.battle_unit(id).map(|(seat, u)| (seat, u.suspended));
    state.set_suspended(id, false);
    if let Some((seat, true)) = before {
        crate::patterns::about(state, Event::Unsuspended, seat, id);
    }
}

/// Suspends the battle-area 1体 `id` (by attacking, blocking, a cost or an effect): becoming
/// suspended is an event patterns wait for.
pub fn suspend(state: &mut DigimonState, id: ObjectId) {
    let before = state.battle_unit(id).map(|(seat, u)| (seat, u.suspended));
    state.set_suspended(id, true);
    if let Some((seat, false)) = before {
        crate::patterns::event(state, crate::cards::ast::Timing::DigimonSuspended, seat, Some(id));
    }
}
