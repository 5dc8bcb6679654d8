//! Automatic abilities valid in Dynamis (803.1d: 有効) デュナミス; 803.1e: デュナミス(表) face
//! up, デュナミス(裏) face down): gathered from each player's Dynamis for events and for the end
//! of turn, and played from there. A face-down card is revealed to play its ability (804.2b) and
//! hidden again once it resolved (804.3f); a card face up in Dynamis was put there face up by
//! an effect (Gate Card 1114.2, Dress Up, a resolved Event Extra), never revealed to play, so it
//! stays face up (804.3f, E22).

use crate::cards::Card;
use crate::cards::ast::{Ability, Automatic, DynamisZone, Trigger};
use crate::rules;
use crate::state::{Step, Triggered, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// The automatic abilities valid in `seat`'s Dynamis now: each card with its face, the ability's
/// number and the ability.
fn valid(state: &ZxState, seat: Seat) -> Vec<(Card, u8, &Automatic)> {
    let mut out = Vec::new();
    for d in &state.player(seat).dynamis {
        for (i, ability) in state.def(&d.card).abilities.iter().enumerate() {
            if let Ability::Automatic(a) = ability
                && a.zone.is_some_and(|z| z.valid(d.face_up))
            {
                out.push((d.card, u8::try_from(i).expect("a card prints few abilities"), a));
            }
        }
    }
    out
}

/// The instances that `event` triggers among the abilities valid in Dynamis (808.1).
pub fn matching(state: &ZxState, event: &super::Event) -> Vec<Triggered> {
    let mut fired = Vec::new();
    for seat in [Seat(0), Seat(1)] {
        for (card, index, a) in valid(state, seat) {
            if let Trigger::Event(p) = &a.on
                && super::admits(state, p, event, card, seat)
            {
                fired.push(Triggered { seat, source: card, index, delayed: None, via: None });
            }
        }
    }
    fired
}

/// 507.3: `seat`'s end-of-turn abilities valid in Dynamis that have not triggered this turn.
pub fn end_of_turn(state: &ZxState, seat: Seat, done: &[(ObjectId, u8)]) -> Vec<Triggered> {
    valid(state, seat)
        .into_iter()
        .filter(|(card, index, a)| a.on == Trigger::EndOfTurn && !done.contains(&(card.id, *index)))
        .map(|(card, index, _)| Triggered { seat, source: card, index, delayed: None, via: None })
        .collect()
}

/// The triggered ability `t` is played: if its card is face down in Dynamis it is revealed
/// (804.2b), and once the ability has resolved 804.3f looks at it again ([`resolved`]).
pub fn playing(state: &mut ZxState, t: &Triggered) {
    let Some(d) = state.player(t.source.owner).dynamis.iter().find(|d| d.card.id == t.source.id).copied() else {
        return;
    };
    let zone = match crate::state::shared::of_triggered(state, t) {
        Some(Ability::Automatic(Automatic { zone: Some(zone), .. })) => *zone,
        _ => return,
    };
    let rule = if zone == DynamisZone::Dynamis { rules::VALID_ZONE } else { rules::VALID_DYNAMIS };
    state
        .note(rule, |s| format!("{} is in Dynamis: its ability is valid there ({})", s.name_of(&d.card), zone.words()));
    if !d.face_up {
        state.revealed = Some(d.card.id);
        state.note(rules::REVEAL_TO_PLAY, |s| {
            format!("{} reveals {} from Dynamis to play its ability", t.seat, s.name_of(&d.card))
        });
    }
    // Below the ability's effects: it runs once they have resolved.
    state.steps.push(Step::DynamisResolved(d.card.id));
}

/// 804.3f, once the ability of the Dynamis card `id` has resolved: a card revealed to play it,
/// still face down in Dynamis, is hidden again; a card put face up there by an effect stays
/// face up (E22).
pub fn resolved(state: &mut ZxState, id: ObjectId) {
    let Some(d) = state.players.iter().flat_map(|p| &p.dynamis).find(|d| d.card.id == id).copied() else {
        return;
    };
    if d.face_up {
        state.note(rules::REHIDE, |s| {
            format!(
                "{} stays face up in Dynamis: an effect put it there face up, it was not revealed to play the ability",
                s.name_of(&d.card)
            )
        });
    } else if state.revealed == Some(id) {
        state.revealed = None;
        state.note(rules::REHIDE, |s| format!("{} is hidden again in Dynamis", s.name_of(&d.card)));
    }
}
