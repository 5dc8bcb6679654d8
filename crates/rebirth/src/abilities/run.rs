//! Carrying out an ability being played: its cost, action by action in text order (9.5.2.1),
//! then, if its condition keywords hold when resolution starts (11.2.3.2-3), its effect, step
//! by step (9.7.4.2). A step that needs a choice asks for it and the work resumes with the
//! answer; what a step did is bound to its slot for later steps.

use super::scope::Scope;
use super::{Part, Resolving, Source, locate};
use crate::cards::ability::{Action, Cost, Kind, Pick, Step as EffectStep, Who, Zone};
use crate::moves;
use crate::rules;
use crate::state::{Choice, DecisionKind, RebirthState, Step};
use fuda_kernel::lang::Bound;
use fuda_kernel::{ObjectId, Seat};

/// The steps of the part being carried out.
fn steps_of(state: &RebirthState, r: &Resolving) -> Vec<EffectStep> {
    let plain = |a: &Action| EffectStep { action: a.clone(), optional: false, only_if: None, bind: None };
    let ability = super::process::printed(state, &r.source, &r.ability);
    match (r.part, &r.ability, ability.map(|a| &a.kind)) {
        (Part::Effect, Source::Delayed(e), _) => e.0.clone(),
        (Part::Cost, _, Some(Kind::Auto { cost: Some(c), .. }))
        | (Part::Cost, _, Some(Kind::Activated { cost: c, .. }))
        | (Part::Cost, _, Some(Kind::Cancel { cost: c, .. })) => c.0.iter().map(plain).collect(),
        (Part::Effect, _, Some(Kind::Auto { effect, .. }))
        | (Part::Effect, _, Some(Kind::Activated { effect, .. }))
        | (Part::Effect, _, Some(Kind::Cancel { effect, .. })) => effect.0.clone(),
        _ => Vec::new(),
    }
}

fn scope<'a>(state: &'a RebirthState, r: &'a Resolving) -> Scope<'a> {
    Scope { state, master: r.master, this: Some(r.source), bindings: &r.bindings }
}

/// Runs the next action of the ability on top of the resolving list.
pub fn advance(state: &mut RebirthState) {
    let Some(r) = state.resolving.last().cloned() else { return };
    let steps = steps_of(state, &r);
    let name = state.name_of(&r.source);
    let Some(step) = steps.get(usize::from(r.next)) else {
        match r.part {
            Part::Cost => start_effect(state, &r, &name),
            Part::Effect => {
                state.resolving.pop();
                state.note(rules::RESOLVE_ABILITY, |_| format!("the ability of {name} has resolved"));
            }
        }
        return;
    };
    state.steps.push(Step::Ability);
    if let Some(cond) = &step.only_if {
        if !cond.holds(&scope(state, &r)) {
            skip(state, step);
            return;
        }
    }
    if step.optional {
        state.ask(r.master, DecisionKind::OptionalStep, vec![Choice::Proceed, Choice::Nothing]);
        return;
    }
    top(state).next += 1;
    perform(state, step);
}

fn top(state: &mut RebirthState) -> &mut Resolving {
    state.resolving.last_mut().expect("an ability is being played")
}

fn skip(state: &mut RebirthState, step: &EffectStep) {
    let r = top(state);
    r.next += 1;
    if let Some(slot) = &step.bind {
        r.bindings.set(slot.clone(), Bound::NotDone);
    }
}

/// The answer to 「～してよい」: do the step, or not.
pub fn optional_answer(state: &mut RebirthState, choice: Choice) {
    let r = state.resolving.last().cloned().expect("an ability is being played");
    let step = steps_of(state, &r)[usize::from(r.next)].clone();
    match choice {
        Choice::Proceed => {
            top(state).next += 1;
            perform(state, &step);
        }
        _ => skip(state, &step),
    }
}

/// 11.2.3.2-3: the condition keywords are checked when resolution starts; unmet, the effect
/// is not carried out (its cost stays paid).
fn start_effect(state: &mut RebirthState, r: &Resolving, name: &str) {
    let ability = super::process::printed(state, &r.source, &r.ability);
    let unmet = ability.is_some_and(|a| !a.conditions.iter().all(|k| scope(state, r).keyword_holds(k)));
    if unmet {
        state.resolving.pop();
        state.note(rules::CONDITION_AUTO, |_| {
            format!("the condition of {name} is not met: the effect is not carried out")
        });
        return;
    }
    let r = top(state);
    r.part = Part::Effect;
    r.next = 0;
    state.steps.push(Step::Ability);
}

/// Whether every action of `cost` can be carried out (9.5.2.2).
pub fn payable(state: &RebirthState, r: &Resolving, cost: &Cost) -> bool {
    let s = scope(state, r);
    let mut energy = 0;
    for a in &cost.0 {
        match a {
            Action::PayEnergy(n) => energy += n.eval(&s).max(0),
            // 9.5.2.2: resting a card already rested, or standing a standing one, cannot be paid.
            Action::Rest(Pick::This) | Action::Stand(Pick::This) => {
                let rest = matches!(a, Action::Rest(_));
                if state.character(r.master, r.source.id).is_none_or(|c| c.rested == rest) {
                    return false;
                }
            }
            _ => {}
        }
    }
    // 5.14.1.1: fewer standing cards than the energy to pay.
    state.player(r.master).standing_energy() >= usize::try_from(energy).unwrap_or(usize::MAX)
}

/// The seats a step's `who` names.
fn seats(state: &RebirthState, who: &Who) -> Vec<Seat> {
    let r = state.resolving.last().expect("an ability is being played");
    scope(state, r).seats(who)
}

fn amount(state: &RebirthState, n: &crate::cards::ability::Num) -> i32 {
    let r = state.resolving.last().expect("an ability is being played");
    n.eval(&scope(state, r))
}

fn bind(state: &mut RebirthState, step: &EffectStep, bound: Bound) {
    if let Some(slot) = &step.bind {
        top(state).bindings.set(slot.clone(), bound);
    }
}

/// The card objects a simple pick names now.
fn simple(state: &RebirthState, pick: &Pick) -> Vec<ObjectId> {
    let r = state.resolving.last().expect("an ability is being played");
    match pick {
        Pick::This => vec![r.source.id],
        Pick::Bound(slot) => r.bindings.get(slot).map(|b| b.objects().to_vec()).unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// Carries out one step's action.
fn perform(state: &mut RebirthState, step: &EffectStep) {
    match &step.action {
        Action::Draw(who, n, false) => {
            let n = amount(state, n);
            for seat in seats(state, who) {
                // 1.3.2.2: zero or fewer draws do nothing.
                for _ in 0..n.max(0) {
                    moves::draw(state, seat);
                }
            }
            bind(state, step, Bound::Number(n.max(0)));
        }
        Action::PayEnergy(n) => {
            let n = amount(state, n).max(0);
            let seat = state.resolving.last().expect("an ability is being played").master;
            state.steps.push(Step::Pay { seat, left: u8::try_from(n).unwrap_or(u8::MAX) });
        }
        Action::Rest(p) | Action::Stand(p) => {
            let rest = matches!(step.action, Action::Rest(_));
            let mut done = Vec::new();
            for id in simple(state, p) {
                if set_rested(state, id, rest) {
                    done.push(id);
                }
            }
            bind(state, step, Bound::Objects(done));
        }
        _ => {
            state.note(rules::DO_WHAT_YOU_CAN, |_| "this action is not carried out yet".to_string());
        }
    }
}

/// Rests or stands a card on the stage or in the energy area (5.3); whether it changed
/// (1.3.2.1: a card already so is not rested or stood again).
fn set_rested(state: &mut RebirthState, id: ObjectId, rest: bool) -> bool {
    let Some((seat, zone, card)) = locate(state, id) else { return false };
    let p = state.player_mut(seat);
    let flag = match zone {
        Zone::Entry | Zone::Member => {
            p.entry.iter_mut().chain(p.members.iter_mut().flatten()).find(|c| c.card.id == id).map(|c| &mut c.rested)
        }
        Zone::Energy => p.energy.iter_mut().find(|e| e.card.id == id).map(|e| &mut e.rested),
        _ => None,
    };
    match flag {
        Some(f) if *f != rest => {
            *f = rest;
            let name = state.name_of(&card);
            let word = if rest { "rested" } else { "stood" };
            state.note(rules::STAND_REST, |_| format!("{name} of {seat} is {word}"));
            let kind =
                if rest { crate::cards::ability::EventKind::Rested } else { crate::cards::ability::EventKind::Stood };
            super::events::raise(
                state,
                crate::cards::ability::Event { card: Some(card), before: None, seat, kinds: vec![kind] },
            );
            true
        }
        _ => false,
    }
}
