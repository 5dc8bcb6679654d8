//! Plays and digivolutions made by an effect (7-1-1, 8-1): the controller picks the cards one at
//! a time from the zones the effect names, among those its filter admits; then they are played or
//! digivolved into, paying as the effect says. What was played is bound for later steps.

use super::run::{DONE, Flow};
use crate::cards::ast::{CardKind, CardZone, DigivolveBy, JogressBy, PlayCard, PlayedBy, Player};
use crate::procedures::digivolve;
use crate::query::Reader;
use crate::rules;
use crate::state::{Card, Choice, DecisionKind, DigimonState, EffectRun};
use fuda_kernel::lang::{AnyOf, Bound};
use fuda_kernel::{ObjectId, Seat};

/// `seat`'s cards in the zones `from`, in order: the hand, the trash from the top, this Digimon's
/// face-up sources from the top.
fn cards_in(state: &DigimonState, run: &EffectRun, seat: Seat, from: &AnyOf<CardZone>) -> Vec<Card> {
    let player = state.player(seat);
    let this = run.ctx.unit.and_then(|id| state.battle_unit(id)).map(|(_, u)| u);
    let mut out = Vec::new();
    for zone in from.iter() {
        match zone {
            CardZone::Hand => out.extend(player.hand.iter().copied()),
            CardZone::Trash => out.extend(player.trash.iter().rev().copied()),
            CardZone::Sources => out.extend(this.into_iter().flat_map(|u| u.open_sources().rev().copied())),
        }
    }
    out
}

/// Takes a card out of `seat`'s hand or trash, or this Digimon's sources.
fn take(state: &mut DigimonState, run: &EffectRun, seat: Seat, id: ObjectId) -> Option<Card> {
    let p = state.player_mut(seat);
    if let Some(pos) = p.hand.iter().position(|c| c.id == id) {
        return Some(p.hand.remove(pos));
    }
    if let Some(pos) = p.trash.iter().position(|c| c.id == id) {
        return Some(p.trash.remove(pos));
    }
    let unit = state.battle_unit_mut(run.ctx.unit?)?;
    let pos = unit.stack().iter().position(|c| c.id == id)?;
    Some(unit.stack_mut().remove(pos))
}

/// 「…を登場させる」: the cards are chosen one at a time ("Done" ends an `up-to` play), then played
/// together, each paying as the effect says. A mandatory play plays as many as it can (15-1-5).
pub(crate) fn play_cards(state: &mut DigimonState, run: &mut EffectRun, p: &PlayCard) -> Flow {
    // The player who chooses, plays and pays: the opponent for 「相手は…登場させることができる」.
    let me = match p.player {
        Player::You => run.ctx.controller,
        Player::Opponent => DigimonState::opponent(run.ctx.controller),
    };
    let chosen: Vec<ObjectId> = run.picked.iter().copied().filter(|id| *id != DONE).collect();
    if run.picked.last() != Some(&DONE) && chosen.len() < usize::from(p.count) {
        let reader = Reader::of_effect(state, &run.ctx, Some(&run.bindings));
        // What is already chosen is paid first: the rest must be payable after it.
        let cards = cards_in(state, run, me, &p.from);
        let cost = |c: &Card| p.pay.of(state.def(c).cost.unwrap_or(0));
        let committed = cards.iter().filter(|c| chosen.contains(&c.id)).fold(0u8, |sum, c| sum.saturating_add(cost(c)));
        let options: Vec<Choice> = cards
            .iter()
            .filter(|c| {
                let def = state.def(c);
                matches!(def.kind, CardKind::Digimon | CardKind::Tamer)
                    && !crate::query::banned_play(state, me, def)
                    && !chosen.contains(&c.id)
                    && state.can_pay(me, committed.saturating_add(cost(c)))
                    && reader.card_matches(c, &p.filter)
            })
            .map(|c| Choice::Pick(c.id))
            .collect();
        if !options.is_empty() {
            let mut options = options;
            if p.up_to {
                options.push(Choice::Done);
            }
            return Flow::AskSeat(me, DecisionKind::Target, options);
        }
    }
    let mut played = Vec::new();
    for id in chosen {
        let from_sources = run
            .ctx
            .unit
            .and_then(|u| state.battle_unit(u))
            .is_some_and(|(_, u)| u.sources().iter().any(|c| c.id == id));
        let Some(card) = take(state, run, me, id) else { continue };
        let cost = p.pay.of(state.def(&card).cost.unwrap_or(0));
        state.pay(me, cost);
        state.note(rules::PLAY, |s| format!("{me} plays {} by an effect, paying {cost}", s.card_label(&card)));
        let by = if from_sources { PlayedBy::Sources } else { PlayedBy::Effect };
        played.push(crate::procedures::play::put_by_effect_from(state, card, by));
    }
    if let Some(slot) = &p.bind {
        run.bindings.set(slot.clone(), Bound::Objects(played.clone()));
    }
    run.acted = Some(played);
    Flow::Next
}

/// 「…に進化させる」: the Digimon is chosen among those `who` describes, then the card among those
/// `into` admits whose digivolve condition it meets (8-1-1), paying the cheapest condition's cost
/// as the effect says; it draws 1 as any digivolution does (8-1-3-3).
pub(crate) fn digivolve_by(state: &mut DigimonState, run: &mut EffectRun, d: &DigivolveBy) -> Flow {
    let me = run.ctx.controller;
    let reader = Reader::of_effect(state, &run.ctx, Some(&run.bindings));
    let whos: Vec<ObjectId> = reader
        .candidates(&d.who)
        .into_iter()
        .filter(|id| state.battle_unit(*id).is_some_and(|(seat, u)| seat == me && digivolve::stackable(state, u)))
        .collect();
    // The cheapest cost of `card` digivolving `onto`, if it may.
    let cost_of = |onto: ObjectId, card: &Card| {
        let (_, unit) = state.battle_unit(onto)?;
        let def = state.def(card);
        let cheapest = def.digivolve.iter().filter(|c| digivolve::meets(state, unit, c)).map(|c| c.cost).min()?;
        let cost = d.pay.of(cheapest);
        (def.kind == CardKind::Digimon && reader.card_is(def, &d.into) && state.can_pay(me, cost)).then_some(cost)
    };
    let cards = cards_in(state, run, me, &d.from);
    let picked: Vec<ObjectId> = run.picked.clone();
    if picked.last() == Some(&DONE) {
        return Flow::Next;
    }
    match picked.as_slice() {
        [] => {
            let options: Vec<Choice> = whos
                .into_iter()
                .filter(|onto| cards.iter().any(|c| cost_of(*onto, c).is_some()))
                .map(Choice::Pick)
                .collect();
            let mut options = options;
            if options.is_empty() {
                return Flow::Next;
            }
            if d.optional {
                options.push(Choice::Done);
            }
            Flow::Wait(options)
        }
        [onto] => {
            let options: Vec<Choice> =
                cards.iter().filter(|c| cost_of(*onto, c).is_some()).map(|c| Choice::Pick(c.id)).collect();
            if options.is_empty() {
                return Flow::Next;
            }
            Flow::Wait(options)
        }
        [onto, card, ..] => {
            let (onto, card) = (*onto, *card);
            let Some(cost) = cards.iter().find(|c| c.id == card).and_then(|c| cost_of(onto, c)) else {
                return Flow::Next;
            };
            let Some(taken) = take(state, run, me, card) else { return Flow::Next };
            state.pay(me, cost);
            digivolve::put_on(state, me, taken, onto, cost);
            run.acted = Some(vec![onto]);
            Flow::Next
        }
    }
}

/// 「…にジョグレス進化させる」 (8-2): a hand card the filter admits is chosen, then two of the
/// controller's Digimon in its Jogress condition's order, as the DNA digivolution from the hand
/// chooses them; the cost is paid as the effect says, and the rest is 8-2-3's.
pub(crate) fn jogress_by(state: &mut DigimonState, run: &mut EffectRun, j: &JogressBy) -> Flow {
    let me = run.ctx.controller;
    if run.picked.last() == Some(&DONE) {
        return Flow::Next;
    }
    let reader = Reader::of_effect(state, &run.ctx, Some(&run.bindings));
    // 4-18-3: nothing stacks on a token; a 1体 that cannot be stacked on is no component.
    let units: Vec<&crate::state::Unit> = state
        .player(me)
        .battle()
        .iter()
        .filter(|u| crate::query::is_digimon(state, u) && digivolve::stackable(state, u))
        .collect();
    // The (first, second) pairs of a card's payable conditions, with each one's cost.
    let pairs = |card: &Card| -> Vec<(ObjectId, ObjectId, u8)> {
        let def = state.def(card);
        let mut out = Vec::new();
        for cond in &def.jogress {
            let cost = j.pay.of(cond.cost);
            if !state.can_pay(me, cost) {
                continue;
            }
            let fits = |u: &crate::state::Unit, c: &crate::cards::def::Component| {
                crate::query::info::fits(state, u, c.name.as_deref(), c.color, c.level)
            };
            for a in units.iter().filter(|u| fits(u, &cond.first)) {
                for b in units.iter().filter(|u| u.id != a.id && fits(u, &cond.second)) {
                    out.push((a.id, b.id, cost));
                }
            }
        }
        out
    };
    let hand: Vec<Card> = state
        .player(me)
        .hand
        .iter()
        .filter(|c| state.def(c).kind == CardKind::Digimon && reader.card_is(state.def(c), &j.into))
        .copied()
        .collect();
    let pick = |ids: Vec<ObjectId>, optional: bool| {
        let mut options: Vec<Choice> = Vec::new();
        for id in ids {
            if !options.contains(&Choice::Pick(id)) {
                options.push(Choice::Pick(id));
            }
        }
        if options.is_empty() {
            return Flow::Next;
        }
        if optional {
            options.push(Choice::Done);
        }
        Flow::Wait(options)
    };
    match run.picked.clone().as_slice() {
        [] => pick(hand.iter().filter(|c| !pairs(c).is_empty()).map(|c| c.id).collect(), j.optional),
        [card] => {
            let Some(card) = hand.iter().find(|c| c.id == *card) else { return Flow::Next };
            pick(pairs(card).into_iter().map(|(a, _, _)| a).collect(), false)
        }
        [card, first] => {
            let Some(card) = hand.iter().find(|c| c.id == *card) else { return Flow::Next };
            pick(pairs(card).into_iter().filter(|(a, _, _)| a == first).map(|(_, b, _)| b).collect(), false)
        }
        [card, first, second, ..] => {
            let Some(c) = hand.iter().find(|c| c.id == *card) else { return Flow::Next };
            let Some((_, _, cost)) = pairs(c).into_iter().find(|(a, b, _)| a == first && b == second) else {
                return Flow::Next;
            };
            let (card, first, second) = (*card, *first, *second);
            crate::procedures::jogress::perform_paying(state, me, card, first, second, cost);
            run.acted = Some(vec![card]);
            Flow::Next
        }
    }
}
