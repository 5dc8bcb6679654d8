//! オープン (reveal), 15-15-3: the top cards of the controller's deck are revealed (in no zone
//! while revealed, 15-15-3-2); the controller takes up to one card for each of the reveal's
//! filters, chosen one at a time, to the hand or another place; the rest go to the bottom of
//! the deck in the order the controller chooses (15-15-3-7), or to the trash. The process ends
//! only when every card is placed (15-15-3-5). The revealed cards stay on top of the deck
//! while the controller chooses, parked in the effect (`picked` keeps the choices), so nothing
//! else can draw them (15-15-3-6).

use super::move_cards::one_unit;
use super::run::{DONE, Flow};
use crate::cards::ast::{CardFilter, Destination, RevealCards, RevealRest, StackEnd};
use crate::moves::{self, Dest};
use crate::query::Reader;
use crate::rules;
use crate::state::{Card, Choice, DecisionKind, DigimonState, EffectRun};
use fuda_kernel::ObjectId;
use fuda_kernel::lang::Bound;

/// Whether each of `cards` can be given its own filter of `filters` that it meets (a matching:
/// "one of each"). `fits[i][j]`: card i meets filter j.
fn assignable(fits: &[Vec<bool>]) -> bool {
    fn place(fits: &[Vec<bool>], i: usize, used: &mut Vec<bool>) -> bool {
        let Some(row) = fits.get(i) else { return true };
        for (j, fit) in row.iter().enumerate() {
            if *fit && !used[j] {
                used[j] = true;
                if place(fits, i + 1, used) {
                    return true;
                }
                used[j] = false;
            }
        }
        false
    }
    let width = fits.first().map_or(0, Vec::len);
    place(fits, 0, &mut vec![false; width])
}

/// Runs a reveal.
pub(crate) fn reveal(state: &mut DigimonState, run: &mut EffectRun, r: &RevealCards) -> Flow {
    let me = run.ctx.controller;
    let deck = &state.player(me).deck;
    let n = usize::from(r.count).min(deck.len());
    // The top n, top first; they stay at the top of the deck until placed, so the ids are stable
    // while the controller chooses.
    let revealed: Vec<Card> = deck.iter().rev().take(n).copied().collect();
    state.revealed = revealed.iter().map(|c| c.id).collect();
    if run.picked.is_empty() {
        state.note(rules::REVEAL, |s| {
            let names: Vec<String> = revealed.iter().map(|c| s.card_label(c)).collect();
            format!("{me} reveals {}", names.join(", "))
        });
    }
    let reader = Reader::of_effect(state, &run.ctx, Some(&run.bindings));
    let fits_of = |c: &Card| r.take.iter().map(|f: &CardFilter| reader.card_matches(c, f)).collect::<Vec<bool>>();
    let takeable = revealed.iter().any(|c| fits_of(c).contains(&true));
    // Under a 1体: which one is chosen first, once there is a card to put there.
    let host = match &r.to {
        Destination::Under { onto, .. } if takeable => match one_unit(state, run, onto, 0, None) {
            // 15-15-6-3: an unaffected 1体 may be chosen, but nothing goes under it.
            Ok(host) => host.filter(|id| crate::query::affectable(state, &run.ctx, *id)),
            Err(options) => return Flow::Wait(options),
        },
        _ => None,
    };
    let can_take = takeable && (host.is_some() || !matches!(r.to, Destination::Under { .. }));
    // The picks before DONE take cards; those after it order the rest.
    let is_revealed = |id: &ObjectId| revealed.iter().any(|c| c.id == *id);
    let split = run.picked.iter().position(|id| *id == DONE);
    let (taking, ordering): (Vec<ObjectId>, Vec<ObjectId>) = match split {
        Some(k) => (run.picked[..k].to_vec(), run.picked[k + 1..].to_vec()),
        None => (run.picked.clone(), Vec::new()),
    };
    let chosen: Vec<ObjectId> = taking.into_iter().filter(is_revealed).collect();
    if split.is_none() {
        let card = |id: &ObjectId| revealed.iter().find(|c| c.id == *id).copied().expect("revealed");
        let fits: Vec<Vec<bool>> = chosen.iter().map(|id| fits_of(&card(id))).collect();
        let mut options: Vec<Choice> = Vec::new();
        if can_take && chosen.len() < r.take.len() {
            for c in revealed.iter().filter(|c| !chosen.contains(&c.id)) {
                let mut with = fits.clone();
                with.push(fits_of(c));
                if assignable(&with) {
                    options.push(Choice::Pick(c.id));
                }
            }
        }
        if !options.is_empty() {
            options.push(Choice::Done);
            return Flow::Wait(options);
        }
        run.picked.push(DONE);
    }
    let rest: Vec<ObjectId> = revealed.iter().map(|c| c.id).filter(|id| !chosen.contains(id)).collect();
    let mut order: Vec<ObjectId> = ordering.iter().copied().filter(|id| rest.contains(id)).collect();
    let left: Vec<ObjectId> = rest.iter().copied().filter(|id| !order.contains(id)).collect();
    // 15-15-3-7: the activating player chooses the order in which the rest go to the bottom.
    // Copies of one card are interchangeable, so their order is no choice at all.
    let def_of = |id: &ObjectId| revealed.iter().find(|c| c.id == *id).map(|c| c.def);
    let interchangeable = left.iter().all(|id| def_of(id) == left.first().and_then(def_of));
    if r.rest == RevealRest::Bottom && !interchangeable {
        return Flow::Ask(DecisionKind::RevealOrder, left.into_iter().map(Choice::Pick).collect());
    }
    order.extend(left);
    state.revealed.clear();
    let p = state.player_mut(me);
    let start = p.deck.len() - n;
    let top: Vec<Card> = p.deck.drain(start..).rev().collect();
    let arrived = place_taken(state, me, r, host, top.iter().filter(|c| chosen.contains(&c.id)).copied());
    match r.rest {
        RevealRest::Bottom => to_bottom(state, &top, order),
        RevealRest::Trash => {
            let mut trashed = Vec::new();
            for card in top.iter().filter(|c| order.contains(&c.id)) {
                let card = moves::to_trash(state, *card);
                state.note(rules::REVEAL_DONE, |s| format!("{} is trashed", s.card_label(&card)));
                trashed.push(card);
            }
            let cause = Some(crate::state::DeleteCause::Effect(me));
            crate::patterns::trashed(state, &trashed, crate::cards::ast::TrashedFrom::Deck, cause);
        }
    }
    state.note(rules::REVEAL_DONE, |_| "the reveal is done: every revealed card is placed".to_string());
    if let Some(slot) = &r.bind {
        run.bindings.set(slot.clone(), Bound::Objects(arrived.clone()));
    }
    run.acted = Some(arrived);
    Flow::Next
}

/// The taken cards go where the reveal says; returns them where they arrived.
fn place_taken(
    state: &mut DigimonState,
    me: fuda_kernel::Seat,
    r: &RevealCards,
    host: Option<ObjectId>,
    taken: impl Iterator<Item = Card>,
) -> Vec<ObjectId> {
    let mut arrived = Vec::new();
    for card in taken {
        let placed = match &r.to {
            Destination::Under { end, face, .. } => host.and_then(|h| {
                let card = state.renew(card);
                let unit = state.unit_mut(h)?;
                let at = if *end == StackEnd::Top { unit.stack().len().saturating_sub(1) } else { 0 };
                unit.stack_mut().insert(at, card);
                if *face == crate::cards::ast::Face::Down {
                    unit.face_down_mut().push(card.id);
                }
                Some(card)
            }),
            Destination::Hand => Some(moves::to_hand(state, card)),
            Destination::Trash => Some(moves::to_trash(state, card)),
            Destination::DeckTop | Destination::DeckShuffled => Some(Dest::DeckTop.put(state, card)),
            Destination::DeckBottom => Some(moves::to_deck_bottom(state, card)),
            Destination::SecurityTop(face) => Some(Dest::SecurityTop(*face).put(state, card)),
            Destination::SecurityBottom => Some(Dest::SecurityBottom.put(state, card)),
        };
        if let Some(card) = placed {
            let to = match r.to {
                Destination::Hand => "added to the hand",
                Destination::Under { .. } => "placed among the digivolution cards",
                _ => "placed",
            };
            state.note(rules::REVEAL, |s| format!("{} is {to}", s.card_label(&card)));
            arrived.push(card.id);
        }
    }
    if matches!(r.to, Destination::SecurityTop(_) | Destination::SecurityBottom) && !arrived.is_empty() {
        moves::security_increased(state, me);
    }
    // 15-5-2: once for the process, however many cards.
    if r.to == Destination::Hand && !arrived.is_empty() {
        crate::patterns::hand_increased(state, me);
    }
    if r.to == Destination::Trash && !arrived.is_empty() {
        let trashed: Vec<Card> =
            arrived.iter().filter_map(|id| state.player(me).trash.iter().find(|c| c.id == *id).copied()).collect();
        let cause = Some(crate::state::DeleteCause::Effect(me));
        crate::patterns::trashed(state, &trashed, crate::cards::ast::TrashedFrom::Deck, cause);
    }
    if let Some(h) = host.filter(|_| !arrived.is_empty()) {
        crate::patterns::sources_added_by_effect(state, me, h);
    }
    arrived
}

/// The rest go to the bottom of the deck one at a time, in the chosen order: the first chosen
/// goes first, the last ends at the very bottom.
fn to_bottom(state: &mut DigimonState, top: &[Card], order: Vec<ObjectId>) {
    // 3-1-3-6: public cards going to a hidden zone together have their order shown first.
    if order.len() > 1 {
        let names: Vec<String> =
            order.iter().filter_map(|id| top.iter().find(|c| c.id == *id)).map(|c| state.card_label(c)).collect();
        state.note(rules::HIDDEN_ZONE_ORDER_SHOWN, |_| {
            format!("they go to the bottom of the deck in this order: {}", names.join(", "))
        });
    }
    for id in order {
        if let Some(card) = top.iter().find(|c| c.id == id) {
            moves::to_deck_bottom(state, *card);
        }
    }
    state.note(rules::REVEAL_RETURN_ORDER, |_| {
        "the other revealed cards go to the bottom of the deck in the chosen order".to_string()
    });
}
