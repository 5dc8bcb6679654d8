//! 解決 (1205): what the top item of the Kotodama space does, and the numbers of characters after
//! continuous effects (206–208, 1303).

use crate::cards::ast::{Action, Effect, Kind, Ukemi};
use crate::cards::{Card, CardIdx};
use crate::damage;
use crate::entry;
use crate::rules;
use crate::state::{AbilityRef, Character, Lasting, NsState, Step, TargetRef, Until};
use fuda_kernel::{ObjectId, Seat};

fn buffs(state: &NsState, id: ObjectId) -> (i32, i32) {
    state.lasting.iter().filter(|l| l.target == id).fold((0, 0), |(k, d), l| (k + l.karate, d + l.durability))
}

/// カラテ (206) after +N/+M (1303).
pub fn karate(state: &NsState, c: &Character) -> i32 {
    state.def(&c.card).karate.unwrap_or(0) + buffs(state, c.card.id).0
}

/// 耐久力 (207) after +N/+M (1303).
pub fn durability(state: &NsState, c: &Character) -> i32 {
    state.def(&c.card).durability.unwrap_or(0) + buffs(state, c.card.id).1
}

/// 工作力 (208).
pub fn kousaku(state: &NsState, c: &Character) -> i32 {
    state.def(&c.card).kousaku.unwrap_or(0)
}

/// A resolved card (1205.1c): a character goes onto its controller's field, a kotodama does its
/// effect and goes to its owner's Ohigan.
pub fn card(state: &mut NsState, card: Card, controller: Seat, target: Option<TargetRef>, tatsujin: bool) {
    let card = state.renew(card);
    match state.def(&card).kind {
        Kind::Character => {
            state.player_mut(controller).field.push(Character {
                card,
                tapped: false,
                damage: 0,
                interrupted: false,
                aisatsued_by: Vec::new(),
            });
            state.note(rules::RESOLVE_CHARACTER, |s| format!("{} goes onto {controller}'s field", s.name_of(&card)));
            state.note(rules::APPEAR, |s| format!("{} appears", s.name_of(&card)));
            crate::triggers::fire(state, &card, controller, crate::cards::ast::Trigger::Appears);
            if tatsujin {
                tatsujin_effect(state, &card, controller, target);
            }
        }
        Kind::Kotodama => {
            state.note(rules::RESOLVE_KOTODAMA, |s| format!("{} resolves", s.name_of(&card)));
            let effect = state.def(&card).effect.clone();
            // The card waits in Ohigan only after its effect (1205.1c-2); it is nowhere meanwhile.
            if let Some(effect) = effect {
                let name = state.name_of(&card);
                perform(state, &effect, controller, target, &name);
            }
            if tatsujin {
                tatsujin_effect(state, &card, controller, target);
            }
            state.player_mut(card.owner).ohigan.push(card);
        }
    }
}

/// 1404.2a: what paying the Tatsujin cost adds, done to the card's own target.
fn tatsujin_effect(state: &mut NsState, card: &Card, controller: Seat, target: Option<TargetRef>) {
    let def = state.def(card);
    let Some(t) = def.tatsujin.clone() else { return };
    let effect = Effect { target: def.effect.as_ref().and_then(|e| e.target.clone()), actions: t.actions };
    let name = state.name_of(card);
    state.note(rules::TATSUJIN_EFFECT, |_| format!("{name}'s Tatsujin cost was paid: its Tatsujin effect happens"));
    perform(state, &effect, controller, target, &name);
}

/// A resolved ukemi ability (1205.1d): its effect, then its card, if still in the check zone,
/// goes to Ohigan (1104.4c).
pub fn ukemi(state: &mut NsState, card: ObjectId, def: CardIdx, controller: Seat, target: Option<TargetRef>) {
    let d = state.db.get(def);
    let name = d.full_name();
    if let Some(Ukemi::Ability { effect, .. }) = d.ukemi.clone() {
        state.note(rules::RESOLVE_ABILITY, |_| format!("{name}'s ukemi ability resolves"));
        perform(state, &effect, controller, target, &name);
    }
    damage::to_ohigan_from_check(state, controller, card, rules::UKEMI_AFTER);
}

/// A resolved triggered or activated ability (1205.1d): its effect, even if its card has left
/// its zone (1205.1d-1, 1209.9).
pub fn ability(
    state: &mut NsState,
    card: ObjectId,
    def: CardIdx,
    ability: AbilityRef,
    controller: Seat,
    target: Option<TargetRef>,
) {
    let name = state.db.get(def).full_name();
    match ability {
        AbilityRef::Printed(i) => {
            let Some(a) = state.db.get(def).abilities.get(usize::from(i)).cloned() else { return };
            state.note(rules::RESOLVE_ABILITY, |_| format!("{name}'s ability resolves"));
            perform(state, a.effect(), controller, target, &name);
        }
        AbilityRef::Satsubatsu => satsubatsu(state, card, controller, &name),
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
        [one] => damage::kill(state, *one, rules::SATSUBATSU),
        several => {
            let options = several.iter().map(|id| crate::state::Choice::Kill(*id)).collect();
            state.steps.push(Step::SatsubatsuKill { seat: controller });
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
    let Some(Step::SatsubatsuKill { .. }) = state.steps.pop() else { return };
    if let crate::state::Choice::Kill(id) = choice {
        damage::kill(state, id, rules::SATSUBATSU);
    }
}

/// Performs an effect's processes in text order. Processes on a target that is no longer legal
/// are skipped; the others still happen (1205.1a).
pub fn perform(state: &mut NsState, effect: &Effect, controller: Seat, target: Option<TargetRef>, source: &str) {
    let legal = match (&effect.target, target) {
        (Some(spec), Some(TargetRef::Character(id))) => {
            entry::is_legal_target(state, controller, spec, id).then_some(id)
        }
        _ => None,
    };
    if effect.target.is_some() && legal.is_none() {
        state.note(rules::RESOLVE_TARGETS, |_| {
            "the target is no longer legal: what is done to it is skipped".to_string()
        });
    }
    let opponent = NsState::opponent(controller);
    for action in &effect.actions {
        match (action, legal) {
            (Action::Draw(n), _) => {
                damage::draw(state, controller, *n);
                state.note(rules::DRAW, |_| format!("{controller} draws {n}"));
            }
            (Action::DamageOpponent(n), _) => damage::to_player(state, opponent, i32::from(*n), source),
            (Action::Recover(n), _) => state.steps.push(Step::Recover { seat: controller, left: *n }),
            (Action::Damage(n), Some(id)) => damage::to_character(state, id, i32::from(*n), source),
            (Action::Kill, Some(id)) => damage::kill(state, id, rules::KILL),
            (Action::ReturnToHand, Some(id)) => {
                if let Some(card) = damage::leave_field(state, id) {
                    let card = state.renew(card);
                    state.player_mut(card.owner).hand.push(card);
                    state.note(rules::NEW_OBJECT, |s| format!("{} returns to its owner's hand", s.name_of(&card)));
                }
            }
            (Action::Buff { karate, durability }, Some(id)) => {
                let timestamp = state.clock.tick();
                state.lasting.push(Lasting {
                    target: id,
                    karate: *karate,
                    durability: *durability,
                    until: Until::ThisTurn,
                    timestamp,
                });
                state.note(rules::BUFF, |s| {
                    let name = s.character(id).map(|(_, c)| s.name_of(&c.card)).unwrap_or_default();
                    format!("{name} gets {karate:+}/{durability:+} this turn")
                });
            }
            (Action::Ojigi, Some(id)) => set_tapped(state, id, true),
            (Action::Untap, Some(id)) => set_tapped(state, id, false),
            (
                Action::Damage(_)
                | Action::Kill
                | Action::ReturnToHand
                | Action::Buff { .. }
                | Action::Ojigi
                | Action::Untap,
                None,
            ) => {}
        }
    }
}

/// オジギする / アンタイ・オジギする (1310): a card already in that state does not "become" it
/// (104.3).
fn set_tapped(state: &mut NsState, id: ObjectId, tapped: bool) {
    let Some(c) = state.character_mut(id) else { return };
    if c.tapped == tapped {
        state.note(rules::SAME_STATE, |_| "it is already in that state".to_string());
        return;
    }
    c.tapped = tapped;
}
