//! Carrying out an ability being played: its cost, action by action in text order (9.5.2.1),
//! then, if its condition keywords hold when resolution starts (11.2.3.2-3), its effect, step
//! by step (9.7.4.2). A step that needs a choice asks for it and the work resumes with the
//! answer; what a step did is bound to its slot for later steps.

use super::scope::Scope;
use super::{Part, Resolving, Source, act, locate};
use crate::cards::ability::{Action, Choose, Cost, Kind, Pick, Prohibition, Step as EffectStep, Who, Zone};
use crate::moves;
use crate::rules;
use crate::state::lasting::Change;
use crate::state::{Choice, DecisionKind, RebirthState, Step};
use fuda_kernel::lang::Bound;
use fuda_kernel::{ObjectId, Seat};

/// The steps of the part being carried out.
fn steps_of(state: &RebirthState, r: &Resolving) -> Vec<EffectStep> {
    let plain = |a: &Action| EffectStep { action: a.clone(), optional: false, only_if: None, bind: None };
    let ability = super::process::printed(state, &r.source, &r.ability);
    match (r.part, &r.ability, ability.map(|a| &a.kind)) {
        (Part::Effect, Source::Delayed(e), _) => e.0.clone(),
        // 11.4.2: the cancel ability a キャンセル keyword grants (ruling R67).
        (Part::Cost, Source::Keyword(_), _) => super::counter::keyword_cost().0.iter().map(plain).collect(),
        (Part::Effect, Source::Keyword(_), _) => super::counter::keyword_effect().0,
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
    let name = state.name_of(&r.source);
    // 12.4.4: what a player who left was resolving ends with it.
    if state.player(r.master).left {
        state.resolving.pop();
        state.note(rules::LEFT_RESOLVING_ENDS, |_| format!("the ability of {name} ends: its player left"));
        return;
    }
    // 12.5.5: in the team formats 「相手」 is designated as the play starts.
    if r.part == Part::Cost && r.next == 0 && state.format.teams() {
        let all = [Part::Cost, Part::Effect].map(|part| steps_of(state, &Resolving { part, ..r.clone() })).concat();
        if super::designate::before_play(state, &r, &all) {
            return;
        }
    }
    let steps = steps_of(state, &r);
    let Some(step) = steps.get(usize::from(r.next)) else {
        match r.part {
            // 9.7.3.1: a cancel ability's cost is paid when it is presented; it is processed
            // later (9.7.3.3).
            Part::Cost if super::counter::is_cancel(state, &r) => {
                state.resolving.pop();
                state.note(rules::COUNTER_RESTART, |_| "counter processing starts over".to_string());
            }
            // 9.7.3: the cost is paid; counter processing, then the effect (9.7.4.2).
            Part::Cost => super::counter::open_for_ability(state, &r),
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
pub fn start_effect(state: &mut RebirthState) {
    let r = &state.resolving.last().cloned().expect("an ability is being played");
    let name = state.name_of(&r.source);
    let ability = super::process::printed(state, &r.source, &r.ability);
    let unmet = ability.is_some_and(|a| !a.conditions.iter().all(|k| scope(state, r).keyword_holds(k)));
    if unmet {
        state.resolving.pop();
        state.note(rules::CONDITION_AUTO, |_| {
            format!("the condition of {name} is not met: the effect is not carried out")
        });
        return;
    }
    // 9.7.4.2.1: it resolves even if its card has left the zone it was in.
    if locate(state, r.source.id).is_none() {
        state.note(rules::RESOLVES_AFTER_MOVE, |_| {
            format!("{name} has left its zone: the ability resolves all the same")
        });
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
            // A cost that picks needs as many cards as it names (9.5.2.2).
            Action::Discard(Pick::Choose(c))
            | Action::Put(Pick::Choose(c), _)
            | Action::Retire(Pick::Choose(c))
            | Action::Memory(Pick::Choose(c))
            | Action::Remove(Pick::Choose(c))
            | Action::Rest(Pick::Choose(c)) => {
                let need = usize::try_from(c.count.eval(&s)).unwrap_or(0);
                if act::available(state, r, c).len() < need {
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

/// The step being carried out (its index is one before `next`).
fn current(state: &RebirthState) -> EffectStep {
    let r = state.resolving.last().expect("an ability is being played");
    steps_of(state, r)[usize::from(r.next) - 1].clone()
}

/// The answer to a pick: one more card, or stop (「まで」, or failing to find, 9.7.4.3).
pub fn pick_answer(state: &mut RebirthState, choice: Choice) {
    let step = current(state);
    match choice {
        Choice::Card(id) => {
            top(state).picked.push(id);
            perform(state, &step);
        }
        _ => {
            let ids = std::mem::take(&mut top(state).picked);
            if matches!(step.action, Action::Swap(..)) {
                return swap_stopped(state, &step, ids);
            }
            finish(state, &step, ids);
        }
    }
}

/// A side of a swap (5.12) whose choice stopped early: the first side is kept and the second
/// asked; a stopped second side ends the swap with what was found (5.12.2 decides).
fn swap_stopped(state: &mut RebirthState, step: &EffectStep, ids: Vec<ObjectId>) {
    match top(state).swap_first.take() {
        None => {
            top(state).swap_first = Some(ids);
            perform(state, step);
        }
        Some(first) => swap(state, step, &first, &ids),
    }
}

/// The answer to 「まで」 draws and looks (5.9.3, 5.10.3): one more, or stop.
pub fn up_to_answer(state: &mut RebirthState, choice: Choice) {
    let step = current(state);
    match choice {
        Choice::Proceed => {
            let master = top(state).master;
            let next = state.player(master).deck.last().map(|c| c.id);
            match (&step.action, next) {
                (Action::Draw(..), Some(_)) => {
                    moves::draw(state, master);
                    let drawn = state.player(master).hand.last().map(|c| c.id);
                    top(state).picked.extend(drawn);
                }
                (Action::Look(..), Some(id)) => {
                    let k = top(state).picked.len();
                    let Some(card) = state.player(master).deck.iter().rev().nth(k).copied() else {
                        return finish_up_to(state, &step);
                    };
                    look_note(state, master, &[card]);
                    top(state).picked.push(card.id);
                    let _ = id;
                }
                _ => return finish_up_to(state, &step),
            }
            perform(state, &step);
        }
        _ => finish_up_to(state, &step),
    }
}

fn finish_up_to(state: &mut RebirthState, step: &EffectStep) {
    let ids = std::mem::take(&mut top(state).picked);
    bind(state, step, Bound::Objects(ids));
}

fn look_note(state: &mut RebirthState, seat: Seat, cards: &[crate::cards::Card]) {
    let readers = state.insiders(seat);
    let names: Vec<String> = cards.iter().map(|c| state.name_of(c)).collect();
    let n = cards.len();
    state.note_to(readers, rules::LOOK, |_| format!("{seat} looks at {}", names.join(", ")));
    state.note(rules::LOOK, |_| format!("{seat} looks at {n} cards from the top of the deck"));
}

/// Carries out one step's action, or asks for the choice it needs first.
fn perform(state: &mut RebirthState, step: &EffectStep) {
    let single = match &step.action {
        Action::Put(p, _)
        | Action::Stand(p)
        | Action::Rest(p)
        | Action::FaceUp(p)
        | Action::FaceDown(p)
        | Action::Appear(p, _)
        | Action::SetRebirth(p)
        | Action::Memory(p)
        | Action::Discard(p)
        | Action::Retire(p)
        | Action::Remove(p)
        | Action::Modify(p, ..)
        | Action::SetValue(p, ..)
        | Action::Prohibit(p, ..)
        | Action::LoseAbilities(p, _)
        | Action::FaceDownMember(p, ..) => Some(p.clone()),
        Action::Recover(who, n) => Some(Pick::Choose(Choose {
            zone: Zone::Retire,
            of: who.clone(),
            filter: Default::default(),
            count: n.clone(),
            up_to: false,
            chooser: who.clone(),
        })),
        _ => None,
    };
    if let Some(p) = single {
        if let Some(ids) = act::resolve_pick(state, &p) {
            finish(state, step, ids);
        }
        return;
    }
    let master = top(state).master;
    match &step.action {
        Action::Draw(who, n, up_to) => {
            let n = amount(state, n);
            if *up_to {
                return ask_up_to(state, step, master, n);
            }
            // 1.3.2.2: zero or fewer draws do nothing.
            for seat in seats(state, who) {
                for _ in 0..n.max(0) {
                    moves::draw(state, seat);
                }
            }
            bind(state, step, Bound::Number(n.max(0)));
        }
        Action::Look(who, n, up_to) => {
            let n = amount(state, n);
            if *up_to {
                return ask_up_to(state, step, master, n);
            }
            let mut seen = Vec::new();
            for seat in seats(state, who) {
                let top_n: Vec<crate::cards::Card> =
                    state.player(seat).deck.iter().rev().take(usize::try_from(n).unwrap_or(0)).copied().collect();
                look_note(state, seat, &top_n);
                seen.extend(top_n.iter().map(|c| c.id));
            }
            bind(state, step, Bound::Objects(seen));
        }
        Action::Shuffle(who) => {
            for seat in seats(state, who) {
                let mut deck = std::mem::take(&mut state.player_mut(seat).deck);
                state.rng.shuffle(&mut deck);
                state.player_mut(seat).deck = deck;
                state.note(rules::SHUFFLE_FEW, |_| format!("{seat} shuffles the deck"));
            }
        }
        Action::PayEnergy(n) => {
            let n = amount(state, n).max(0);
            // 5.14.1.1: fewer standing cards than asked cannot pay at all.
            if usize::try_from(n).unwrap_or(usize::MAX) <= state.player(master).standing_energy() {
                state.steps.push(Step::Pay { seat: master, left: u8::try_from(n).unwrap_or(u8::MAX) });
                bind(state, step, Bound::Number(n));
            } else {
                state.note(rules::CANNOT_PAY, |_| format!("{master} cannot pay {n} energy"));
                bind(state, step, Bound::NotDone);
            }
        }
        Action::Swap(a, b) => {
            // 5.12: the two sides are chosen one after the other, then change places at once.
            let first = match top(state).swap_first.clone() {
                Some(first) => first,
                None => {
                    let Some(first) = act::resolve_pick(state, a) else { return };
                    top(state).swap_first = Some(first.clone());
                    first
                }
            };
            let Some(second) = act::resolve_pick(state, b) else { return };
            top(state).swap_first = None;
            swap(state, step, &first, &second);
        }
        Action::Delayed(trigger, effect) => {
            let r = top(state).clone();
            state.delayed.push(crate::state::abilities::Delayed {
                master: r.master,
                source: r.source,
                trigger: (**trigger).clone(),
                effect: effect.clone(),
            });
            let name = state.name_of(&r.source);
            state.note(rules::DELAYED, |_| format!("the ability of {name} sets up a delayed trigger"));
        }
        Action::CancelPlay | Action::Negate => {
            let done = super::counter::void(state, step.action == Action::Negate);
            bind(state, step, if done { Bound::Number(1) } else { Bound::NotDone });
        }
        Action::Win(who) | Action::Lose(who) => {
            let named = seats(state, who);
            let losing: Vec<Seat> = match step.action {
                Action::Win(_) => state.table().present().filter(|s| !named.contains(s)).collect(),
                _ => named,
            };
            moves::lose(state, &losing, rules::EFFECT_WIN_LOSE);
        }
        _ => unreachable!("the picking actions are carried out above"),
    }
}

/// 5.9.3, 5.10.3 (read as one card at a time, ruling R29): the master may stop before each card.
fn ask_up_to(state: &mut RebirthState, step: &EffectStep, master: Seat, n: i32) {
    let done = top(state).picked.len();
    if usize::try_from(n).unwrap_or(0) <= done || state.player(master).deck.is_empty() {
        return finish_up_to(state, step);
    }
    state.ask(master, DecisionKind::UpTo, vec![Choice::Proceed, Choice::Nothing]);
}

/// 5.12: both cards change places at once, or neither moves (5.12.2).
fn swap(state: &mut RebirthState, step: &EffectStep, a: &[ObjectId], b: &[ObjectId]) {
    let (&[a], &[b]) = (a, b) else {
        state.note(rules::SWAP_BOTH, |_| "the swap needs one card on each side: nothing moves".to_string());
        return bind(state, step, Bound::NotDone);
    };
    let (Some((_, za, _)), Some((_, zb, _))) = (locate(state, a), locate(state, b)) else {
        return bind(state, step, Bound::NotDone);
    };
    let to_stage_slot_missing = |z: Zone| z == Zone::Member;
    if za == zb || to_stage_slot_missing(za) || to_stage_slot_missing(zb) {
        state.note(rules::SWAP_BOTH, |_| "the two cards cannot change places: nothing moves".to_string());
        return bind(state, step, Bound::NotDone);
    }
    act::put(state, a, zb, false, rules::SWAP_BOTH);
    act::put(state, b, za, false, rules::SWAP_BOTH);
    bind(state, step, Bound::Objects(vec![a, b]));
}

/// Carries out a picking action on the cards picked.
fn finish(state: &mut RebirthState, step: &EffectStep, ids: Vec<ObjectId>) {
    let mut done = Vec::new();
    for id in ids {
        let Some((_, zone, card)) = locate(state, id) else { continue };
        // 4.5.5: the card is a new object face down in a member slot; later steps name it.
        if let Action::FaceDownMember(_, atk, def) = &step.action {
            let (atk, def) = (amount(state, atk), amount(state, def));
            let source = top(state).source;
            if zone.on_stage() {
                continue;
            }
            done.extend(crate::abilities::info::face_down::put(state, id, atk, def, source));
            continue;
        }
        let def = state.def(&card);
        let ok = match &step.action {
            Action::Put(_, place) => act::put(state, id, place.zone, place.bottom, rules::PUT),
            Action::Rest(_) => set_rested(state, id, true),
            Action::Stand(_) => set_rested(state, id, false),
            Action::FaceUp(_) | Action::FaceDown(_) => {
                let down = matches!(step.action, Action::FaceDown(_));
                set_face(state, id, down)
            }
            // 5.5.1.1: a card already on the stage does not appear again.
            Action::Appear(_, member) => {
                def.is_character()
                    && !zone.on_stage()
                    && act::put(state, id, if *member { Zone::Member } else { Zone::Entry }, false, rules::APPEAR)
            }
            Action::SetRebirth(_) => def.is_rebirth() && act::put(state, id, Zone::Rebirth, false, rules::SET_REBIRTH),
            Action::Memory(_) => act::put(state, id, Zone::Memory, false, rules::MEMORY),
            Action::Discard(_) => zone == Zone::Hand && act::put(state, id, Zone::Waiting, false, rules::DISCARD),
            Action::Retire(_) => {
                def.is_character() && zone.on_stage() && !forbidden_retire(state, &card) && {
                    act::put(state, id, Zone::Retire, false, rules::RETIRE)
                }
            }
            Action::Modify(..) | Action::SetValue(..) | Action::Prohibit(..) | Action::LoseAbilities(..) => {
                def.is_character() && zone.on_stage() && {
                    lasting(state, &step.action, &card);
                    true
                }
            }
            Action::Recover(..) => zone == Zone::Retire && act::put(state, id, Zone::Waiting, false, rules::RECOVER),
            Action::Remove(_) => act::put(state, id, Zone::Removed, false, rules::REMOVE),
            _ => false,
        };
        if ok {
            done.push(id);
        }
    }
    bind(state, step, if done.is_empty() { Bound::NotDone } else { Bound::Objects(done) });
}

/// 1.3.3: a character that may not be retired by effects is not, whatever the effect says.
fn forbidden_retire(state: &mut RebirthState, card: &crate::cards::Card) -> bool {
    let forbidden = crate::abilities::info::of(state, card).forbids(Prohibition::BeRetired);
    if forbidden {
        let name = state.name_of(card);
        let seat = card.owner;
        state.note(rules::PROHIBITION, |_| format!("{name} of {seat} cannot be retired by effects: it stays"));
    }
    forbidden
}

/// Creates the lasting effect of a step on character `card` (9.3.1.2): (修正A)/(修正B)
/// (5.17.1), a value set as the difference from the current one (9.10.4), a prohibition
/// (1.3.3) or the loss of abilities (9.10.1.2).
fn lasting(state: &mut RebirthState, action: &Action, card: &crate::cards::Card) {
    let r = state.resolving.last().expect("an ability is being played").clone();
    let (until, change) = match action {
        Action::Modify(_, atk, def, until) => {
            (*until, Change::Modify { atk: amount(state, atk), def: amount(state, def) })
        }
        Action::SetValue(_, atk, def, until) => {
            let now = crate::abilities::info::of(state, card);
            let delta = |n: &Option<crate::cards::ability::Num>, current: i32| match n {
                Some(n) => amount(state, n) - current,
                None => 0,
            };
            let change = Change::Modify { atk: delta(atk, now.atk), def: delta(def, now.def) };
            let (name, seat) = (state.name_of(card), card.owner);
            state.note(rules::SET_VALUE, |_| {
                format!(
                    "{name} of {seat} has ATK {} and DEF {}: the set values are kept as a modifier",
                    now.atk, now.def
                )
            });
            (*until, change)
        }
        Action::Prohibit(_, what, until) => (*until, Change::Prohibit(*what)),
        Action::LoseAbilities(_, until) => (*until, Change::LoseAbilities),
        _ => unreachable!("only the lasting actions create lasting effects"),
    };
    crate::abilities::info::lasting::create(state, r.master, r.source, card, until, change);
}

/// Turns a character on the stage face up or down (5.4.1); whether it changed (1.3.2.1).
fn set_face(state: &mut RebirthState, id: ObjectId, down: bool) -> bool {
    let Some((seat, _, card)) = locate(state, id) else { return false };
    let p = state.player_mut(seat);
    let Some(c) = p.entry.iter_mut().chain(p.members.iter_mut().flatten()).find(|c| c.card.id == id) else {
        return false;
    };
    if c.face_down == down {
        return false;
    }
    c.face_down = down;
    let name = state.name_of(&card);
    let word = if down { "face down" } else { "face up" };
    state.note(rules::FACE, |_| format!("{name} of {seat} is turned {word}"));
    crate::abilities::info::face_down::turned(state, id);
    true
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
