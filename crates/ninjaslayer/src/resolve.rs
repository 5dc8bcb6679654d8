//! 解決 (1205): what the top item of the Kotodama space does: a card, an ukemi ability, a
//! triggered or activated ability, or a damage check (1104) with its ukemi (1211).

use crate::cards::ast::{Effect, Kind, Ukemi};
use crate::cards::{Card, CardIdx};
use crate::damage::{take_from_check, to_ohigan_from_check};
use crate::effects;
use crate::effects::Origin;
use crate::entry;
use crate::rules;
use crate::state::Chosen;
use crate::state::{AbilityRef, Choice, DamageCard, DecisionKind, EntrySource, NsState, PendingDecision, Step};
use fuda_kernel::{ObjectId, Seat};

/// A character's numbers now, read where [`crate::info`] works them out.
pub use crate::info::{durability, karate, kousaku};

/// A resolved card (1205.1c): a character goes onto its controller's field, a kotodama does its
/// effect and goes to its owner's Ohigan.
pub fn card(state: &mut NsState, card: Card, controller: Seat, targets: &Chosen, tatsujin: bool) {
    let waiting = card.id;
    let card = state.renew(card);
    // 1205.1c-3: continuous effects on the card in the space stay with it onto the field.
    let mut carried = 0;
    for l in state.lasting.iter_mut().filter(|l| l.target == waiting) {
        l.target = card.id;
        carried += 1;
    }
    if carried > 0 {
        state.note(rules::SPACE_EFFECTS_CARRY, |s| {
            format!("{} keeps the {carried} effect(s) applied to it in the Kotodama space", s.name_of(&card))
        });
    }
    match state.def(&card).kind {
        Kind::Character => {
            state.arrive(controller, card, false);
            state.note(rules::RESOLVE_CHARACTER, |s| format!("{} goes onto {controller}'s field", s.name_of(&card)));
            state.note(rules::APPEAR, |s| format!("{} appears", s.name_of(&card)));
            crate::triggers::fire(state, &card, controller, crate::cards::ast::Trigger::Appears);
            crate::events::offer(state, crate::events::Happened::Appears(card.id, None));
            if tatsujin {
                tatsujin_effect(state, &card, controller, targets);
            }
        }
        Kind::Kotodama => {
            state.note(rules::RESOLVE_KOTODAMA, |s| format!("{} resolves", s.name_of(&card)));
            // Its effect first, the Tatsujin part after it (1404.2a), then to Ohigan (1205.1c-2);
            // the card is nowhere meanwhile.
            state.steps.push(Step::KotodamaDone(card));
            if tatsujin {
                tatsujin_effect(state, &card, controller, targets);
            }
            if let Some(effect) = state.def(&card).effect.as_ref().map(|e| e.in_mode(targets.mode)) {
                let name = state.name_of(&card);
                effects::start(state, &effect, controller, targets, Origin { card: (card.id, card.def), name: &name });
            }
        }
    }
}

/// 1404.2a: what paying the Tatsujin cost adds, done to the card's own target.
fn tatsujin_effect(state: &mut NsState, card: &Card, controller: Seat, targets: &Chosen) {
    let def = state.def(card);
    let Some(t) = def.tatsujin.clone() else { return };
    let target = def.effect.as_ref().and_then(|e| e.in_mode(targets.mode).target);
    let effect = Effect { cond: None, target, actions: t.actions, modes: Vec::new() };
    let name = state.name_of(card);
    state.note(rules::TATSUJIN_EFFECT, |_| format!("{name}'s Tatsujin cost was paid: its Tatsujin effect happens"));
    // The cards chosen at entry belong to the card's own processes, not to these.
    let targets = Chosen { zone_cards: Vec::new(), ..targets.clone() };
    effects::start(state, &effect, controller, &targets, Origin { card: (card.id, card.def), name: &name });
}

/// A resolved ukemi ability (1205.1d): its effect, then its card, if still in the check zone,
/// goes to Ohigan (1104.4c).
pub fn ukemi(state: &mut NsState, card: ObjectId, def: CardIdx, controller: Seat, targets: &Chosen) {
    let d = state.db.get(def);
    let name = d.full_name();
    state.steps.push(Step::UkemiDone { card, seat: controller });
    if let Some(Ukemi::Ability { effect, .. }) = d.ukemi.clone() {
        let effect = effect.in_mode(targets.mode);
        state.note(rules::RESOLVE_ABILITY, |_| format!("{name}'s ukemi ability resolves"));
        effects::start(state, &effect, controller, targets, Origin { card: (card, def), name: &name });
    }
}

/// A resolved triggered or activated ability (1205.1d): its effect, even if its card has left
/// its zone (1205.1d-1, 1209.9).
pub fn ability(
    state: &mut NsState,
    card: ObjectId,
    def: CardIdx,
    ability: AbilityRef,
    controller: Seat,
    targets: &Chosen,
) {
    let name = state.db.get(def).full_name();
    match ability {
        AbilityRef::Printed(i) => {
            let Some(a) = state.db.get(def).abilities.get(usize::from(i)).cloned() else { return };
            // 1209.3c: a card revealed so that this ability triggered is hidden again now.
            if state.trigger_revealed.contains(&card) {
                state.trigger_revealed.retain(|c| *c != card);
                state.note(rules::HIDDEN_TRIGGER_REVEALED, |_| format!("{name} is hidden again"));
            }
            state.note(rules::RESOLVE_ABILITY, |_| format!("{name}'s ability resolves"));
            if let Some(effect) = a.effect().map(|e| e.in_mode(targets.mode)) {
                effects::start(state, &effect, controller, targets, Origin { card: (card, def), name: &name });
            }
        }
        AbilityRef::Satsubatsu => satsubatsu(state, card, controller, &name),
        AbilityRef::Delayed(id) => {
            let Some(pos) = state.delayed.iter().position(|d| d.id == id) else { return };
            let d = state.delayed.remove(pos);
            state.note(rules::DELAYED_TRIGGER, |_| format!("{name}'s delayed ability resolves"));
            let effect = crate::state::steps::delayed_effect(&d);
            effects::start(state, &effect, controller, targets, Origin { card: (card, def), name: &name });
        }
    }
}

/// サツバツ (1403.2): kill 1 character that aisatsu'd the Satsubatsu character this turn; the
/// Satsubatsu character's controller chooses among several (rulings). Nothing is killed once
/// the Satsubatsu character has left the field, since nothing then records who aisatsu'd it.
fn satsubatsu(state: &mut NsState, card: ObjectId, controller: Seat, name: &str) {
    let attackers: Vec<ObjectId> = state
        .character(card)
        .map(|(_, c)| c.aisatsued_by.iter().copied().filter(|id| state.character(*id).is_some()).collect())
        .unwrap_or_default();
    state.note(rules::SATSUBATSU, |_| format!("{name}'s Satsubatsu resolves"));
    match attackers.as_slice() {
        [] => {}
        [one] => satsubatsu_kill(state, *one, card),
        several => {
            let options = several.iter().map(|id| crate::state::Choice::Kill(*id)).collect();
            state.steps.push(Step::SatsubatsuKill { seat: controller, source: card });
            state.decision = Some(crate::state::PendingDecision {
                seat: controller,
                kind: crate::state::DecisionKind::SatsubatsuKill,
                options,
            });
        }
    }
}

/// The answer to a Satsubatsu choice.
pub fn answer_satsubatsu(state: &mut NsState, choice: crate::state::Choice) {
    let Some(Step::SatsubatsuKill { source, .. }) = state.steps.pop() else { return };
    if let crate::state::Choice::Kill(id) = choice {
        satsubatsu_kill(state, id, source);
    }
}

fn satsubatsu_kill(state: &mut NsState, id: ObjectId, source: ObjectId) {
    let event = crate::replace::Event::Kill { id, cause: crate::replace::KillCause::Satsubatsu { source } };
    if let Some(p) = crate::replace::happen(state, event) {
        crate::replace::ask(state, p);
    }
}

/// ダメージチェック処理 (1104): the top card of the controller's deck is revealed in the check
/// zone, then goes to the Damage zone, or its ukemi is entered.
pub fn resolve_check(state: &mut NsState, seat: Seat) {
    // The check is already off the space; what its ukemi enters goes above the rest (1104.5).
    state.note(rules::CHECK_REMOVED, |_| format!("{seat}'s damage check leaves the Kotodama space as it resolves"));
    let Some(card) = state.player_mut(seat).deck.pop() else {
        state.note(rules::CHECK_REVEAL, |_| format!("{seat}'s deck is empty: the damage check reveals nothing"));
        return;
    };
    let card = state.renew(card);
    state.player_mut(seat).check.push(card);
    state.note(rules::CHECK_REVEAL, |s| format!("{seat}'s damage check reveals {}", s.name_of(&card)));
    match state.def(&card).ukemi.clone() {
        None => {
            take_from_check(state, seat, card.id);
            state.player_mut(seat).damage_zone.push(DamageCard { card, face_up: true });
            state.note(rules::CHECK_NO_UKEMI, |s| format!("{} goes to {seat}'s Damage zone", s.name_of(&card)));
        }
        Some(Ukemi::EnterThis) => {
            if crate::legal::can_enter(state, seat, EntrySource::CheckZone(card.id)) {
                state.note(rules::UKEMI_ENTER_THIS, |s| format!("{}'s ukemi: it enters itself", s.name_of(&card)));
                entry::begin(state, seat, EntrySource::CheckZone(card.id));
            } else {
                to_ohigan_from_check(state, seat, card.id, rules::UKEMI_CANNOT);
            }
        }
        Some(Ukemi::Ability { ether, .. }) => {
            if !crate::legal::can_enter(state, seat, EntrySource::Ukemi(card.id)) {
                to_ohigan_from_check(state, seat, card.id, rules::UKEMI_CANNOT);
            } else if ether > 0 {
                state.steps.push(Step::UkemiOffer { card: card.id, seat });
            } else {
                state.note(rules::CHECK_UKEMI, |s| format!("{}'s ukemi ability is entered", s.name_of(&card)));
                entry::begin(state, seat, EntrySource::Ukemi(card.id));
            }
        }
    }
}

/// 1104.4a: an ukemi written as a cost may be entered or declined.
pub fn offer_ukemi(state: &mut NsState, card: ObjectId, seat: Seat) {
    state.steps.push(Step::UkemiOffer { card, seat });
    state.decision = Some(PendingDecision {
        seat,
        kind: DecisionKind::UkemiOptional,
        options: vec![Choice::EnterUkemi, Choice::DeclineUkemi],
    });
}

/// The answer to [`offer_ukemi`].
pub fn answer_ukemi(state: &mut NsState, choice: Choice) {
    let Some(Step::UkemiOffer { card, seat }) = state.steps.pop() else { return };
    if choice == Choice::EnterUkemi {
        state.note(rules::CHECK_UKEMI, |_| format!("{seat} enters the ukemi ability"));
        entry::begin(state, seat, EntrySource::Ukemi(card));
    } else {
        to_ohigan_from_check(state, seat, card, rules::UKEMI_DECLINED);
    }
}
