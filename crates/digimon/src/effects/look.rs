//! 確認 (look), 15-15-4: a player looks at cards that stay where they are, may add some to the
//! hand, then puts the rest back on top of their zone in the order the player chooses.

use super::run::{DONE, Flow};
use crate::cards::ast::{Look, LookZone, Side};
use crate::moves;
use crate::rules;
use crate::state::{Card, Choice, DecisionKind, DigimonState, EffectRun, SmallZone};
use fuda_kernel::{ObjectId, Seat};

/// The zone looked at: the deck and security keep their cards in different containers.
enum Zone<'a> {
    Deck(&'a mut Vec<Card>),
    Security(&'a mut SmallZone<6>),
}

impl Zone<'_> {
    fn cards(&self) -> &[Card] {
        match self {
            Zone::Deck(cards) => cards,
            Zone::Security(cards) => cards,
        }
    }

    fn retain(&mut self, keep: impl FnMut(&mut Card) -> bool) {
        match self {
            Zone::Deck(cards) => cards.retain_mut(keep),
            Zone::Security(cards) => cards.retain(keep),
        }
    }

    fn extend(&mut self, more: impl IntoIterator<Item = Card>) {
        match self {
            Zone::Deck(cards) => cards.extend(more),
            Zone::Security(cards) => cards.extend(more),
        }
    }
}

/// The cards of a zone that can be looked at, read only.
fn zone_cards(state: &DigimonState, owner: Seat, which: LookZone) -> &[Card] {
    let p = state.player(owner);
    match which {
        LookZone::Deck => &p.deck,
        LookZone::Security => &p.security,
    }
}

fn zone(state: &mut DigimonState, owner: Seat, which: LookZone) -> Zone<'_> {
    let p = state.player_mut(owner);
    match which {
        LookZone::Deck => Zone::Deck(&mut p.deck),
        LookZone::Security => Zone::Security(&mut p.security),
    }
}

/// Runs a look. The first call shows the cards to the controller (15-15-4-1/2); then each
/// answer takes a card for the hand (up to `take`, or "Done"), and after that names the next
/// card to go back, top first (15-15-4-7).
pub(crate) fn look(state: &mut DigimonState, run: &mut EffectRun, l: &Look) -> Flow {
    let me = run.ctx.controller;
    let owner = if l.side == Side::Own { me } else { DigimonState::opponent(me) };
    let ids: Vec<ObjectId> = match &state.looking {
        Some((_, ids)) => ids.clone(),
        None => {
            let zone = zone(state, owner, l.zone);
            let cards = zone.cards();
            let n = l.count.map_or(cards.len(), |c| usize::from(c).min(cards.len()));
            // Top first. The cards stay in the zone: looking changes no count (15-15-4-3).
            let ids: Vec<ObjectId> = cards.iter().rev().take(n).map(|c| c.id).collect();
            if ids.is_empty() {
                return Flow::Next;
            }
            state.looking = Some((me, ids.clone()));
            let what = match l.zone {
                LookZone::Deck => "deck",
                LookZone::Security => "security",
            };
            state.note(rules::LOOK, |_| format!("{me} looks at the top {n} card(s) of {owner}'s {what}"));
            // 15-15-4-1: only the player looking sees them.
            state.note_to(me, rules::LOOK, |s| {
                let zone = zone_cards(s, owner, l.zone);
                let names: Vec<String> =
                    ids.iter().filter_map(|id| zone.iter().find(|c| c.id == *id)).map(|c| s.card_label(c)).collect();
                format!("{me} sees, top first: {}", names.join(", "))
            });
            ids
        }
    };
    let split = run.picked.iter().position(|id| *id == DONE);
    if split.is_none() {
        let chosen: Vec<ObjectId> = run.picked.iter().copied().filter(|id| ids.contains(id)).collect();
        let left: Vec<ObjectId> = ids.iter().copied().filter(|id| !chosen.contains(id)).collect();
        if chosen.len() < usize::from(l.take) && !left.is_empty() {
            let mut options: Vec<Choice> = left.into_iter().map(Choice::Pick).collect();
            options.push(Choice::Done);
            return Flow::Wait(options);
        }
        run.picked.push(DONE);
        take(state, owner, l.zone, &chosen);
    }
    let rest: Vec<ObjectId> = match &state.looking {
        Some((_, ids)) => ids.clone(),
        None => Vec::new(),
    };
    let ordering: Vec<ObjectId> = match run.picked.iter().position(|id| *id == DONE) {
        Some(k) => run.picked[k + 1..].iter().copied().filter(|id| rest.contains(id)).collect(),
        None => Vec::new(),
    };
    let left: Vec<ObjectId> = rest.iter().copied().filter(|id| !ordering.contains(id)).collect();
    // Copies of one card are interchangeable: what is left needs no further choice.
    let mut cards = zone(state, owner, l.zone);
    let def_of = |id: &ObjectId| cards.cards().iter().find(|c| c.id == *id).map(|c| c.def);
    let interchangeable = left.iter().all(|id| def_of(id) == left.first().and_then(def_of));
    if !interchangeable {
        return Flow::Ask(DecisionKind::LookOrder, left.into_iter().map(Choice::Pick).collect());
    }
    let order: Vec<ObjectId> = ordering.into_iter().chain(left).collect();
    let returned: Vec<Card> =
        order.iter().filter_map(|id| cards.cards().iter().find(|c| c.id == *id)).copied().collect();
    cards.retain(|c| !order.contains(&c.id));
    // The first chosen ends on top, so it goes back last.
    cards.extend(returned.into_iter().rev());
    state.looking = None;
    if l.take > 0 {
        state.note(rules::LOOK_END, |_| "the cards taken are gone; the rest of the look ends".to_string());
    }
    state.note(rules::LOOK_RETURN, |_| format!("the looked-at cards go back on top in the order {me} chose"));
    Flow::Next
}

/// Adds the chosen looked-at cards to the hand. They leave the zone, so its count decreases
/// (15-15-4-4): for security, "when your security decreases" triggers. The rest go back only
/// after this (15-15-4-6).
fn take(state: &mut DigimonState, owner: Seat, which: LookZone, chosen: &[ObjectId]) {
    if chosen.is_empty() {
        return;
    }
    let mut cards = zone(state, owner, which);
    let taken: Vec<Card> = cards.cards().iter().filter(|c| chosen.contains(&c.id)).copied().collect();
    cards.retain(|c| !chosen.contains(&c.id));
    if let Some((_, ids)) = state.looking.as_mut() {
        ids.retain(|id| !chosen.contains(id));
    }
    for card in &taken {
        moves::to_hand(state, *card);
    }
    let n = taken.len();
    crate::patterns::hand_increased(state, owner);
    state.note(rules::LOOK_COUNT_CHANGE, |_| format!("{owner} adds {n} looked-at card(s) to the hand"));
    if which == LookZone::Security {
        moves::security_decreased(state, owner);
    }
}
