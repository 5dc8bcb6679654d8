//! Actions that put cards under other cards: Training's face-down source (16-40), Material Save
//! (16-20), and Blast Digivolve (16-25), which digivolves from a [Counter] effect.

use super::moves;
use super::run::{DONE, Flow};
use crate::cards::ast::CardKind;
use crate::procedures::digivolve;
use crate::query;
use crate::rules;
use crate::state::{Choice, DigimonState, EffectRun};
use fuda_kernel::ObjectId;

/// 《トレーニング》 (16-40): the top card of the controller's deck goes face down to the bottom
/// of this Digimon's sources; it has no card information there (4-5-9).
pub(crate) fn train(state: &mut DigimonState, run: &EffectRun) {
    let me = run.ctx.controller;
    let Some(unit) = run.ctx.unit else { return };
    if state.find_unit(unit).is_none() {
        return;
    }
    let Some(card) = state.player_mut(me).deck.pop() else { return };
    let card = state.renew(card);
    let u = state.unit_mut(unit).expect("checked above");
    u.stack.insert(0, card);
    u.face_down.push(card.id);
    state.note(rules::TRAINING, |_| format!("<Training>: {me} puts the top card of their deck face down under it"));
}

/// 《ブラスト進化》 (16-25): the controller may digivolve one of their battle-area Digimon
/// (16-25-4) into this card in hand without paying its cost; the digivolution still draws 1.
pub(crate) fn blast_digivolve(state: &mut DigimonState, run: &EffectRun) -> Flow {
    let me = run.ctx.controller;
    let Some(card) = state.player(me).hand.iter().find(|c| c.id == run.ctx.card).copied() else { return Flow::Next };
    let def = state.def(&card);
    if def.kind != CardKind::Digimon {
        return Flow::Next;
    }
    let targets: Vec<ObjectId> = state
        .player(me)
        .battle
        .iter()
        .filter(|u| {
            query::is_digimon(state, u)
                && !state.def(u.top()).token
                && def.digivolve.iter().any(|c| digivolve::meets(state, u, c))
        })
        .map(|u| u.id)
        .collect();
    match run.picked.last() {
        Some(&DONE) => Flow::Next,
        Some(id) if targets.contains(id) => {
            let hand = &mut state.player_mut(me).hand;
            let pos = hand.iter().position(|c| c.id == card.id).expect("found above");
            let card = hand.remove(pos);
            state.note(rules::BLAST_DIGIVOLVE, |s| {
                format!("<Blast Digivolve>: {} digivolves without paying", s.card_label(&card))
            });
            digivolve::put_on(state, me, card, *id, 0);
            Flow::Next
        }
        _ if targets.is_empty() => Flow::Next,
        _ => {
            let mut options: Vec<Choice> = targets.into_iter().map(Choice::Pick).collect();
            options.push(Choice::Done);
            Flow::Wait(options)
        }
    }
}

/// 《マテリアルセーブN》 (16-20): as many as possible up to N of this Digimon's sources that its
/// DigiXros condition names (the same name may repeat, 16-20-6) go to the bottom of one of the
/// controller's Tamers (16-20-7).
pub(crate) fn material_save(state: &mut DigimonState, run: &EffectRun, n: u8) -> Flow {
    let me = run.ctx.controller;
    let Some(unit_id) = run.ctx.unit else { return Flow::Next };
    let Some((_, unit)) = state.battle_unit(unit_id) else { return Flow::Next };
    let names: Vec<String> = state.def(unit.top()).digixros.as_ref().map(|x| x.cards.clone()).unwrap_or_default();
    let named: Vec<ObjectId> =
        unit.open_sources().filter(|c| names.contains(&state.def(c).name)).map(|c| c.id).collect();
    let tamers: Vec<ObjectId> =
        state.player(me).battle.iter().filter(|u| state.def(u.top()).kind == CardKind::Tamer).map(|u| u.id).collect();
    if tamers.is_empty() || named.is_empty() {
        return Flow::Next;
    }
    let wanted = named.len().min(usize::from(n));
    let chosen: Vec<ObjectId> = run.picked.iter().copied().filter(|id| named.contains(id)).collect();
    if chosen.len() < wanted {
        return Flow::Wait(named.into_iter().filter(|id| !chosen.contains(id)).map(Choice::Pick).collect());
    }
    let Some(&tamer) = run.picked.last().filter(|id| tamers.contains(id)) else {
        return Flow::Wait(tamers.into_iter().map(Choice::Pick).collect());
    };
    let u = state.battle_unit_mut(unit_id).expect("checked above");
    let (moving, kept): (Vec<_>, Vec<_>) = u.stack.iter().partition(|c| chosen.contains(&c.id));
    u.stack = kept;
    // 16-20-5: simultaneous but one at a time; they keep their order, bottom of the Tamer.
    for card in moving.into_iter().rev() {
        let card = state.renew(card);
        state.battle_unit_mut(tamer).expect("offered Tamers exist").stack.insert(0, card);
        state.note(rules::MATERIAL_SAVE, |s| format!("<Material Save>: {} goes under a Tamer", s.card_label(&card)));
    }
    Flow::Next
}

/// オープン (15-15-3): the top cards of the controller's deck are revealed (in no zone while
/// revealed, 15-15-3-2); up to `take` matching ones go to the hand, chosen one at a time; the
/// rest go to the bottom of the deck in the revealed order; the process ends only when all are
/// placed (15-15-3-5). The revealed cards are parked in the effect itself (`picked` keeps the
/// choices), so nothing else can draw them (15-15-3-6).
pub(crate) fn reveal(state: &mut DigimonState, run: &EffectRun, r: &crate::cards::ast::Reveal) -> Flow {
    let me = run.ctx.controller;
    let deck = &state.player(me).deck;
    let n = usize::from(r.count).min(deck.len());
    // The top n, top first; they stay at the top of the deck until placed, so the ids are stable
    // while the controller chooses.
    let revealed: Vec<crate::state::Card> = deck.iter().rev().take(n).copied().collect();
    let matching: Vec<ObjectId> = revealed.iter().filter(|c| r.matches(state.def(c))).map(|c| c.id).collect();
    let chosen: Vec<ObjectId> = run.picked.iter().copied().filter(|id| matching.contains(id)).collect();
    let done =
        run.picked.last() == Some(&DONE) || chosen.len() >= usize::from(r.take) || chosen.len() == matching.len();
    if !done {
        let mut options: Vec<Choice> =
            matching.iter().filter(|id| !chosen.contains(id)).map(|id| Choice::Pick(*id)).collect();
        options.push(Choice::Done);
        if run.picked.is_empty() {
            state.note(rules::REVEAL, |s| {
                let names: Vec<String> = revealed.iter().map(|c| s.card_label(c)).collect();
                format!("{me} reveals {}", names.join(", "))
            });
        }
        return Flow::Wait(options);
    }
    if run.picked.is_empty() {
        state.note(rules::REVEAL, |s| {
            let names: Vec<String> = revealed.iter().map(|c| s.card_label(c)).collect();
            format!("{me} reveals {}", names.join(", "))
        });
    }
    let p = state.player_mut(me);
    let start = p.deck.len() - n;
    let top: Vec<crate::state::Card> = p.deck.drain(start..).rev().collect();
    for card in top {
        if chosen.contains(&card.id) {
            let card = moves::to_hand(state, card);
            state.note(rules::REVEAL, |s| format!("{} is added to the hand", s.card_label(&card)));
        } else {
            moves::to_deck_bottom(state, card);
        }
    }
    state.note(rules::REVEAL_DONE, |_| "the other revealed cards go to the bottom of the deck".to_string());
    Flow::Next
}

/// Plays from this Digimon's face-up sources, without paying (7-1), one card of each
/// colour-and-level kind; all or none (16-28-6). The controller picks each one (Decode 16-35,
/// Partition 16-28), just before the Digimon leaves.
pub(crate) fn play_from_sources(
    state: &mut DigimonState,
    run: &EffectRun,
    kinds: &[(crate::cards::ast::Color, u8)],
) -> Flow {
    let Some(unit_id) = run.ctx.unit else { return Flow::Next };
    let Some((_, unit)) = state.battle_unit(unit_id) else { return Flow::Next };
    let fits = |c: &crate::state::Card, (color, level): (crate::cards::ast::Color, u8)| {
        let def = state.def(c);
        def.kind == CardKind::Digimon && def.colors.contains(&color) && def.level == Some(level)
    };
    let per_kind: Vec<Vec<ObjectId>> =
        kinds.iter().map(|k| unit.open_sources().filter(|c| fits(c, *k)).map(|c| c.id).collect()).collect();
    if per_kind.iter().any(Vec::is_empty) {
        return Flow::Next;
    }
    let chosen: Vec<ObjectId> = run.picked.iter().copied().filter(|id| *id != DONE).collect();
    if run.picked.last() == Some(&DONE) {
        return Flow::Next;
    }
    if chosen.len() < kinds.len() {
        let options: Vec<Choice> =
            per_kind[chosen.len()].iter().filter(|id| !chosen.contains(id)).map(|id| Choice::Pick(*id)).collect();
        if options.is_empty() {
            return Flow::Next;
        }
        let mut options = options;
        if chosen.is_empty() {
            options.push(Choice::Done);
        }
        return Flow::Wait(options);
    }
    let u = state.battle_unit_mut(unit_id).expect("checked above");
    let (leaving, kept): (Vec<_>, Vec<_>) = u.stack.iter().partition(|c| chosen.contains(&c.id));
    u.stack = kept;
    for card in leaving {
        crate::procedures::play::put_into_battle_area(state, card);
    }
    Flow::Next
}
