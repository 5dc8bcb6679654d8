//! Actions that put cards under other cards: Training's face-down source (16-40), Material Save
//! (16-20), Blast Digivolve (16-25), which digivolves from a [Counter] effect, and the places
//! a played card's materials may also come from (1-3-11-4).

use super::run::{DONE, Flow};
use crate::cards::ast::{CardKind, MaterialPlace};
use crate::moves;
use crate::procedures::digivolve;
use crate::query;
use crate::rules;
use crate::state::{Choice, DeleteCause, DigimonState, EffectRun, Step};
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
    u.stack_mut().insert(0, card);
    u.face_down_mut().push(card.id);
    state.note(rules::TRAINING, |_| format!("<Training>: {me} puts the top card of their deck face down under it"));
    crate::patterns::sources_added_by_effect(state, me, unit);
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
        .battle()
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

/// 「このデジモンは手札から進化コストを-Nして進化できる」: the controller may digivolve this
/// Digimon into a hand card whose digivolve condition it meets, paying the cheapest such
/// condition's cost less `reduce` (8-1-2-1 lets the player pick the condition; only the cost
/// tells them apart here, and the cheapest is never worse).
pub(crate) fn digivolve_this(state: &mut DigimonState, run: &EffectRun, reduce: u8) -> Flow {
    let me = run.ctx.controller;
    let Some(unit) = run.ctx.unit.and_then(|id| state.battle_unit(id)).map(|(_, u)| u) else { return Flow::Next };
    if !digivolve::stackable(state, unit) {
        return Flow::Next;
    }
    let cost_of = |card: &crate::state::Card| {
        let def = state.def(card);
        let cheapest = def.digivolve.iter().filter(|c| digivolve::meets(state, unit, c)).map(|c| c.cost).min()?;
        let cost = cheapest.saturating_sub(reduce);
        (def.kind == CardKind::Digimon && state.can_pay(me, cost)).then_some(cost)
    };
    let choices: Vec<(ObjectId, u8)> =
        state.player(me).hand.iter().filter_map(|c| cost_of(c).map(|cost| (c.id, cost))).collect();
    let onto = unit.id;
    match run.picked.last() {
        Some(&DONE) => Flow::Next,
        Some(id) if choices.iter().any(|(c, _)| c == id) => {
            let cost = choices.iter().find(|(c, _)| c == id).map_or(0, |(_, cost)| *cost);
            let hand = &mut state.player_mut(me).hand;
            let pos = hand.iter().position(|c| c.id == *id).expect("found above");
            let card = hand.remove(pos);
            state.pay(me, cost);
            digivolve::put_on(state, me, card, onto, cost);
            Flow::Next
        }
        _ if choices.is_empty() => Flow::Next,
        _ => {
            let mut options: Vec<Choice> = choices.into_iter().map(|(id, _)| Choice::Pick(id)).collect();
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
        unit.open_sources().filter(|c| names.iter().any(|n| state.def(c).is_named(n))).map(|c| c.id).collect();
    let tamers: Vec<ObjectId> =
        state.player(me).battle().iter().filter(|u| state.def(u.top()).kind == CardKind::Tamer).map(|u| u.id).collect();
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
    let (moving, kept): (crate::state::Stack, crate::state::Stack) =
        u.stack().iter().copied().partition(|c| chosen.contains(&c.id));
    *u.stack_mut() = kept;
    // 16-20-5: simultaneous but one at a time; they keep their order, bottom of the Tamer.
    for card in moving.into_iter().rev() {
        let card = state.renew(card);
        state.battle_unit_mut(tamer).expect("offered Tamers exist").stack_mut().insert(0, card);
        state.note(rules::MATERIAL_SAVE, |s| format!("<Material Save>: {} goes under a Tamer", s.card_label(&card)));
    }
    Flow::Next
}

/// 1-3-11-4: the play being declared may also take its materials from `place`; the play step
/// waiting under this immediate effect carries it to the material choice.
pub(crate) fn materials_also_from(state: &mut DigimonState, card: ObjectId, place: MaterialPlace) {
    let play = state.steps.iter_mut().rev().find_map(|s| match s {
        Step::Play { card: c, also_from, .. } if *c == card => Some(also_from),
        _ => None,
    });
    if let Some(also_from) = play {
        *also_from = Some(place);
        state.note(rules::DECLARE_MATERIALS, |_| "materials may also come from under the Tamers".to_string());
    }
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
        def.kind == CardKind::Digimon
            && def.colors.contains(&color)
            && def.level == Some(level)
            && !crate::query::banned_play(state, run.ctx.controller, def)
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
    let (leaving, kept): (crate::state::Stack, crate::state::Stack) =
        u.stack().iter().copied().partition(|c| chosen.contains(&c.id));
    *u.stack_mut() = kept;
    for card in leaving {
        crate::procedures::play::put_by_effect_from(state, card, crate::cards::ast::PlayedBy::Sources);
    }
    Flow::Next
}

/// 『ブラストジョグレス』 (16-30): the controller may DNA digivolve one of their battle-area
/// Digimon and another hand card into this card in hand, paying the Jogress cost and meeting its
/// condition (16-30-5); the hand card is revealed as it is chosen (16-30-6). The Digimon is
/// chosen first, then the hand card.
pub(crate) fn blast_jogress(state: &mut DigimonState, run: &EffectRun) -> Flow {
    let me = run.ctx.controller;
    let Some(this) = state.player(me).hand.iter().find(|c| c.id == run.ctx.card).copied() else { return Flow::Next };
    let conditions = state.def(&this).jogress.clone();
    let meets_card = |c: &crate::state::Card, comp: &crate::cards::def::Component| {
        let def = state.def(c);
        match &comp.name {
            Some(n) => def.is_named(n),
            None => {
                comp.color.is_some_and(|col| def.colors.contains(&col))
                    && comp.level.is_some_and(|l| def.level == Some(l))
            }
        }
    };
    // Every (condition, Digimon, hand card, Digimon-is-first) that fits.
    let mut fits = Vec::new();
    for (i, cond) in conditions.iter().enumerate() {
        if !state.can_pay(me, cond.cost) {
            continue;
        }
        for u in state.player(me).battle().iter().filter(|u| query::is_digimon(state, u) && !state.def(u.top()).token) {
            for h in state.player(me).hand.iter().filter(|h| h.id != this.id && state.def(h).kind == CardKind::Digimon)
            {
                for (unit_first, unit_comp, hand_comp) in
                    [(true, &cond.first, &cond.second), (false, &cond.second, &cond.first)]
                {
                    if meets_card(u.top(), unit_comp) && meets_card(h, hand_comp) {
                        fits.push((i, u.id, h.id, unit_first));
                    }
                }
            }
        }
    }
    let picks: Vec<ObjectId> = run.picked.clone();
    match picks.as_slice() {
        [] => {
            if fits.is_empty() {
                return Flow::Next;
            }
            let mut units: Vec<ObjectId> = fits.iter().map(|f| f.1).collect();
            units.dedup();
            let mut options: Vec<Choice> = units.into_iter().map(Choice::Pick).collect();
            options.push(Choice::Done);
            Flow::Wait(options)
        }
        [first] if *first == DONE => Flow::Next,
        [unit] => {
            let mut cards: Vec<ObjectId> = fits.iter().filter(|f| f.1 == *unit).map(|f| f.2).collect();
            cards.dedup();
            Flow::Wait(cards.into_iter().map(Choice::Pick).collect())
        }
        [unit, card, ..] => {
            let Some(&(i, _, _, unit_first)) = fits.iter().find(|f| f.1 == *unit && f.2 == *card) else {
                return Flow::Next;
            };
            let cost = conditions[i].cost;
            state.pay(me, cost);
            let hand = &mut state.player_mut(me).hand;
            let jogress_card = hand.remove(hand.iter().position(|c| c.id == this.id).expect("found above"));
            let hand = &mut state.player_mut(me).hand;
            let component = hand.remove(hand.iter().position(|c| c.id == *card).expect("offered"));
            let Some((_, digimon)) = moves::take_unit(state, *unit) else { return Flow::Next };
            // 8-2-2-2: the left-hand component on top; each with its own sources (8-2-2-3).
            let ordered: Vec<crate::state::Card> = if unit_first {
                std::iter::once(component).chain(digimon.stack().iter().copied()).collect()
            } else {
                digimon.stack().iter().copied().chain(std::iter::once(component)).collect()
            };
            let mut stack: Vec<crate::state::Card> = ordered.into_iter().map(|c| state.renew(c)).collect();
            stack.push(state.renew(jogress_card));
            let new_unit = crate::state::Unit::new(state.fresh(), stack, 0);
            state.push_battle(me, new_unit.clone());
            state.note(rules::BLAST_JOGRESS, |s| {
                format!("<Blast DNA Digivolve>: {} paying {cost}", s.unit_label(&new_unit))
            });
            moves::draw(state, me, 1);
            crate::triggers::collect_unit(state, me, new_unit.id, crate::cards::ast::Timing::WhenDigivolving);
            Flow::Next
        }
    }
}

/// The cards of `pick` chosen so far, once the choice is over, or the options of the next pick: one pick
/// at a time among the controller's matching cards (top first), up to `take`; "Done" stops.
pub(crate) fn picked_cards(
    state: &DigimonState,
    run: &EffectRun,
    pick: &crate::cards::ast::CardPick,
) -> Result<Vec<ObjectId>, Vec<Choice>> {
    use crate::cards::ast::PlaceFrom;
    let player = state.player(run.ctx.controller);
    let hand = matches!(pick.from, PlaceFrom::Hand | PlaceFrom::HandOrTrash).then_some(player.hand.as_slice());
    let trash = matches!(pick.from, PlaceFrom::Trash | PlaceFrom::HandOrTrash).then_some(player.trash.as_slice());
    let unit = run.ctx.unit.and_then(|id| state.battle_unit(id)).map(|(_, u)| u);
    let sources = unit.filter(|_| pick.from == PlaceFrom::ThisSources);
    let chosen: Vec<ObjectId> = run.picked.iter().copied().filter(|id| *id != DONE).collect();
    let matching: Vec<ObjectId> = hand
        .into_iter()
        .chain(trash)
        .flat_map(|zone| zone.iter().rev())
        .chain(sources.into_iter().flat_map(|u| u.open_sources().rev()))
        .filter(|c| pick.matches(state.def(c)) && !chosen.contains(&c.id))
        .map(|c| c.id)
        .collect();
    if run.picked.last() != Some(&DONE) && chosen.len() < usize::from(pick.take) && !matching.is_empty() {
        let mut options: Vec<Choice> = matching.into_iter().map(Choice::Pick).collect();
        options.push(Choice::Done);
        return Err(options);
    }
    Ok(chosen)
}

/// Takes a card out of the controller's hand or trash, wherever it is.
pub(crate) fn take_from_hand_or_trash(
    state: &mut DigimonState,
    seat: fuda_kernel::Seat,
    id: ObjectId,
) -> Option<crate::state::Card> {
    let p = state.player_mut(seat);
    if let Some(pos) = p.hand.iter().position(|c| c.id == id) {
        return Some(p.hand.remove(pos));
    }
    p.trash.iter().position(|c| c.id == id).map(|pos| p.trash.remove(pos))
}

/// Adds chosen trash cards, or digivolution cards of this Digimon, to the hand (`add-to-hand`).
pub(crate) fn add_to_hand(state: &mut DigimonState, run: &EffectRun, pick: &crate::cards::ast::CardPick) -> Flow {
    let me = run.ctx.controller;
    let chosen = match picked_cards(state, run, pick) {
        Ok(chosen) => chosen,
        Err(options) => return Flow::Wait(options),
    };
    if !chosen.is_empty() {
        // Raised first, collected with the process: the effects wait until it ends (15-4).
        crate::patterns::hand_increased(state, me);
    }
    if pick.from == crate::cards::ast::PlaceFrom::ThisSources {
        let Some(unit) = run.ctx.unit else { return Flow::Next };
        for id in chosen {
            let Some(u) = state.battle_unit_mut(unit) else { break };
            let Some(pos) = u.sources().iter().position(|c| c.id == id) else { continue };
            let card = u.stack_mut().remove(pos);
            if let Some(card) = moves::from_field(state, card, moves::Dest::Hand) {
                state.note(rules::SOURCES, |s| {
                    format!("{} returns from the digivolution cards to the hand", s.card_label(&card))
                });
            }
        }
        return Flow::Next;
    }
    for id in chosen {
        if let Some(card) = take_from_hand_or_trash(state, me, id) {
            let card = moves::to_hand(state, card);
            state.note(rules::TRASH, |s| format!("{} returns from the trash to the hand", s.card_label(&card)));
        }
    }
    Flow::Next
}

/// Places chosen hand or trash cards of the controller face up at the bottom of this Digimon's
/// digivolution cards, one pick at a time, up to `take`; "Done" stops. Then "when your effect
/// adds digivolution cards" triggers, the placed cards' own inherited effects included (15-5-3).
pub(crate) fn place_under_this(
    state: &mut DigimonState,
    run: &mut EffectRun,
    pick: &crate::cards::ast::CardPick,
) -> Flow {
    let me = run.ctx.controller;
    let Some(unit) = run.ctx.unit.filter(|id| state.battle_unit(*id).is_some()) else { return Flow::Next };
    let chosen = match picked_cards(state, run, pick) {
        Ok(chosen) => chosen,
        Err(options) => return Flow::Wait(options),
    };
    if chosen.is_empty() {
        return Flow::Next;
    }
    for id in chosen {
        let Some(card) = take_from_hand_or_trash(state, me, id) else { continue };
        let card = state.renew(card);
        if let Some(u) = state.unit_mut(unit) {
            u.stack_mut().insert(0, card);
        }
        run.placed.push(card.id);
        state.note(rules::SOURCES, |s| {
            format!("{} is placed at the bottom of the digivolution cards", s.card_label(&card))
        });
    }
    crate::patterns::sources_added_by_effect(state, me, unit);
    Flow::Next
}

/// Puts a chosen 1体 (its whole stack) at the bottom of another chosen 1体's stack: the first
/// pick is the one that goes, the second where. It leaves the area (4-5-7): its link cards are
/// trashed and it becomes digivolution cards of the other.
pub(crate) fn put_under(
    state: &mut DigimonState,
    run: &EffectRun,
    target: &crate::cards::ast::Target,
    onto: &crate::cards::ast::Target,
) -> Flow {
    let ctx = &run.ctx;
    let live: Vec<ObjectId> = run.picked.iter().copied().filter(|id| state.battle_unit(*id).is_some()).collect();
    let Some(&mover) = live.first() else {
        let options: Vec<Choice> = query::candidates(state, ctx.controller, ctx.unit, target)
            .into_iter()
            .filter(|id| query::affectable(state, ctx, *id))
            .map(Choice::Pick)
            .collect();
        return if options.is_empty() { Flow::Next } else { Flow::Wait(options) };
    };
    let Some(&host) = live.get(1) else {
        let options: Vec<Choice> = query::candidates(state, ctx.controller, ctx.unit, onto)
            .into_iter()
            .filter(|id| *id != mover)
            .map(Choice::Pick)
            .collect();
        return if options.is_empty() { Flow::Next } else { Flow::Wait(options) };
    };
    // It is about to leave the battle area: its "would leave" effects interrupt first (15-8-5).
    let window = crate::moves::leave_window(state, &[mover], false, DeleteCause::Effect(ctx.controller));
    let put = Step::PutUnder { unit: mover, host };
    if window.is_empty() {
        Flow::PushAll(vec![put])
    } else {
        Flow::PushAll(vec![Step::Immediate { items: window }, put])
    }
}

/// After its window: the 1体 goes under the other, if both are still in the battle area.
pub fn finish_put_under(state: &mut DigimonState, mover: ObjectId, host: ObjectId) {
    state.interrupts.finish(&mover);
    let saved = state.saved.contains(&mover);
    state.saved.retain(|id| *id != mover);
    if saved || state.battle_unit(host).is_none() {
        return;
    }
    let Some((_, unit)) = moves::take_unit(state, mover) else { return };
    let name = state.label_for_log(&unit);
    let renewed: Vec<crate::state::Card> = unit.stack().iter().map(|c| state.renew(*c)).collect();
    if let Some(h) = state.unit_mut(host) {
        h.stack_mut().insert_many(0, renewed);
    }
    state.note(rules::UNDER_NOT_IN_AREA, |_| format!("{name} goes under another card and leaves the area"));
}
