//! リンク (link), rule 10, and アップ合体 (App Fusion), rule 8-4. A link card is inserted
//! sideways into your Digimon (10-1-1): it is neither stacked nor in the area (4-7-2/4); the
//! Digimon gets its link DP and link effects (4-2-5/6). One link card per 1体 unless Link +N
//! raises it (4-7-5, 16-39); a new link beyond the limit trashes the existing excess.

use crate::cards::ast::{Keyword, Timing};
use crate::cards::def::Component;
use crate::moves;
use crate::query;
use crate::query::info::Info;
use crate::rules;
use crate::state::{AbilityRef, Card, Choice, DigimonState, EffectCtx, PendingEffect, Unit};
use fuda_kernel::{ObjectId, Seat};

/// Whether a 1体 meets a link condition (2-3-12-2) or an App Fusion component.
pub fn meets(state: &DigimonState, unit: &Unit, c: &Component) -> bool {
    crate::query::info::fits(state, unit, c.name.as_deref(), c.color, c.level)
}

/// How many link cards the 1体 may hold: 1 (4-7-5) plus every Link +N (16-39-3).
pub fn limit(state: &DigimonState, seat: Seat, unit: &Unit) -> usize {
    let mut n = 1usize;
    query::Field::new(state).each_keyword_like(seat, unit, Keyword::LinkPlus(0), |k| {
        if let Keyword::LinkPlus(k) = k {
            n += usize::from(k);
        }
    });
    n
}

/// The link options of the turn player (6-5-1-4-1): a hand card, or a battle-area card, with
/// link information, into another of their battle-area Digimon that meets its condition, with
/// a payable link cost. Tokens cannot link (4-18-4).
///
/// `targets` are the turn player's battle-area Digimon other than tokens, with their information.
pub fn options(state: &DigimonState, seat: Seat, targets: &[(&Unit, Info)], out: &mut Vec<Choice>) {
    let p = state.player(seat);
    let hand = p.hand.iter().map(|c| (c.id, *c, None));
    let field = p.battle().iter().map(|u| (u.id, *u.top(), Some(u.id)));
    for (id, card, from) in hand.chain(field) {
        let def = state.def(&card);
        let Some(link) = &def.link else { continue };
        if def.token || !state.can_pay(seat, link.cost) {
            continue;
        }
        let c = &link.condition;
        for (target, info) in targets {
            if Some(target.id) != from && info.fits(c.name.as_deref(), c.color, c.level) {
                out.push(Choice::Link { card: id, onto: target.id });
            }
        }
    }
}

/// Whether `card` (a hand card or a battle-area 1体 of `seat`) can still link into `onto` after
/// the immediate window (10-1-2-3): both still there, the condition met, the cost payable.
pub fn still_possible(state: &DigimonState, seat: Seat, card: ObjectId, onto: ObjectId) -> bool {
    let p = state.player(seat);
    let linking =
        p.hand.iter().find(|c| c.id == card).or_else(|| p.battle().iter().find(|u| u.id == card).map(|u| u.top()));
    let Some(info) = linking.and_then(|c| state.def(c).link.as_ref()) else { return false };
    let cost = state.changed_cost(info.cost);
    card != onto
        && state.can_pay(seat, cost)
        && p.battle().iter().find(|u| u.id == onto).is_some_and(|t| {
            query::is_digimon(state, t) && !state.def(t.top()).token && meets(state, t, &info.condition)
        })
}

/// Links `card` (a hand card, or a battle-area 1体 whose top card links) into `onto` (10-1-3).
pub fn link(state: &mut DigimonState, seat: Seat, card: ObjectId, onto: ObjectId) {
    let hand = &mut state.player_mut(seat).hand;
    let taken = match hand.iter().position(|c| c.id == card) {
        Some(pos) => Some(hand.remove(pos)),
        // 4-7-4: a battle-area card that links leaves the area; its stack is trashed (4-5-8).
        None => moves::take_unit(state, card).map(|(_, unit)| {
            let (top, under) = unit.stack().split_last().expect("a 1体 has a top card");
            for c in under.iter().rev() {
                moves::from_field(state, *c, moves::Dest::Trash);
            }
            *top
        }),
    };
    let Some(card) = taken else { return };
    // With what the immediate window changed (10-1-2-3).
    let cost = state.take_changed_cost(state.def(&card).link.as_ref().map_or(0, |l| l.cost));
    state.pay(seat, cost);
    let card = state.renew(card);
    let Some((_, target)) = state.battle_unit(onto) else {
        moves::to_trash(state, card);
        return;
    };
    let max = limit(state, seat, target);
    let unit = state.battle_unit_mut(onto).expect("checked above");
    unit.links_mut().push(card);
    // 4-7-5: beyond the limit, the same number of existing link cards are trashed together.
    let excess = unit.links().len().saturating_sub(max);
    let gone: Vec<Card> = unit.links_mut().drain(..excess).collect();
    for c in gone {
        moves::from_field(state, c, moves::Dest::Trash);
        state.note(rules::LINK_LIMIT, |s| format!("{} is trashed: over the link limit", s.card_label(&c)));
    }
    state.note(rules::LINK, |s| {
        format!("{seat} links {} paying {cost}: memory {}", s.card_label(&card), s.memory_for(seat))
    });
    collect_when_linking(state, seat, &card, onto);
    crate::patterns::about(state, crate::cards::ast::Event::Linked, seat, onto);
}

/// [When Linking] (15-16-6): the link card's effects with that timing trigger now.
fn collect_when_linking(state: &mut DigimonState, seat: Seat, card: &Card, onto: ObjectId) {
    let def = state.def(card);
    let found: Vec<PendingEffect> = def
        .effects
        .iter()
        .enumerate()
        .filter(|(_, a)| matches!(a, crate::cards::ast::Ability::Triggered(t) if t.has(Timing::WhenLinking)))
        .map(|(i, _)| {
            let index = u8::try_from(i).expect("fewer than 256 effects");
            PendingEffect::Ability(EffectCtx::new(
                seat,
                card,
                AbilityRef::Printed { index, inherited: false },
                Some(onto),
            ))
        })
        .collect();
    state.collected.extend(found.into_iter().map(|p| (seat, p)));
}

/// The App Fusion options of a hand card (8-4-2-1): a battle-area Digimon of the turn player
/// whose name and one of whose link cards' names are two different named kinds.
pub fn app_fusion_options(state: &DigimonState, seat: Seat, card: &Card, out: &mut Vec<Choice>) {
    let Some(a) = &state.def(card).app_fusion else { return };
    if !state.can_pay(seat, a.cost) {
        return;
    }
    // The named kinds a card is (several with a 〈ルール〉 name, 2-3-5-1).
    let kinds = |def: &crate::cards::CardDef| a.names.iter().filter(|n| def.is_named(n)).collect::<Vec<_>>();
    for unit in state.player(seat).battle() {
        let host = kinds(state.def(unit.top()));
        if !query::is_digimon(state, unit) || host.is_empty() {
            continue;
        }
        for l in unit.links() {
            if kinds(state.def(l)).iter().any(|k| host.iter().any(|h| h != k)) {
                out.push(Choice::AppFusion { card: card.id, onto: unit.id, link: l.id });
            }
        }
    }
}

/// Performs App Fusion (8-4-3): pay; the link card goes on top of the Digimon, then the App
/// card; draw 1; [When Digivolving] triggers.
pub fn app_fusion(state: &mut DigimonState, seat: Seat, card: ObjectId, onto: ObjectId, link: ObjectId) {
    let hand = &mut state.player_mut(seat).hand;
    let pos = hand.iter().position(|c| c.id == card).expect("offered cards are in hand");
    let card = hand.remove(pos);
    // With what the immediate window changed (8-4-2-3).
    let cost = state.take_changed_cost(state.def(&card).app_fusion.as_ref().map_or(0, |a| a.cost));
    state.pay(seat, cost);
    let Some(unit) = state.battle_unit_mut(onto) else { return };
    let Some(pos) = unit.links().iter().position(|c| c.id == link) else { return };
    let link_card = unit.links_mut().remove(pos);
    let link_card = state.renew(link_card);
    state.battle_unit_mut(onto).expect("checked above").stack_mut().push(link_card);
    state.note(rules::APP_FUSION, |s| format!("{seat} App Fuses {} onto its link card", s.card_label(&card)));
    crate::procedures::digivolve::put_on(state, seat, card, onto, cost);
}

/// Rule check (17-1-3-6/7): link cards whose condition is no longer met, then those over the
/// limit (the oldest first), are trashed. Returns whether any was.
pub fn rule_check(state: &mut DigimonState) -> bool {
    let mut doomed: Vec<(ObjectId, ObjectId, crate::rules::Rule)> = Vec::new();
    for seat in [Seat(0), Seat(1)] {
        for unit in state.player(seat).battle().iter().filter(|u| !u.links().is_empty()) {
            let mut kept = 0usize;
            let max = limit(state, seat, unit);
            for l in unit.links() {
                let ok = state.def(l).link.as_ref().is_some_and(|info| meets(state, unit, &info.condition));
                if !ok {
                    doomed.push((unit.id, l.id, rules::LINK_CONDITION_UNMET));
                } else {
                    kept += 1;
                }
            }
            let mut over = kept.saturating_sub(max);
            for l in unit.links() {
                if over == 0 {
                    break;
                }
                if !doomed.iter().any(|(_, id, _)| *id == l.id) {
                    doomed.push((unit.id, l.id, rules::LINK_OVER_LIMIT));
                    over -= 1;
                }
            }
        }
    }
    for (unit, link, rule) in &doomed {
        let Some(u) = state.battle_unit_mut(*unit) else { continue };
        let Some(pos) = u.links().iter().position(|c| c.id == *link) else { continue };
        let card = u.links_mut().remove(pos);
        moves::from_field(state, card, moves::Dest::Trash);
        state.note(*rule, |s| format!("rule check: the link card {} is trashed", s.card_label(&card)));
    }
    !doomed.is_empty()
}
