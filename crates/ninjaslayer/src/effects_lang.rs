//! The card language's processes inside a running effect ([`crate::effects`]): conditional
//! steps (1205.1), names for what a process acted on (`bind`, `did`, `on`), choosing cards of a
//! public zone on resolution (1307.1), paying ether (1312.1), "each player", milling (304.3), and
//! the amounts they read (1304.3) with last known numbers (1215.1).

use crate::cards::ast::{Action, IfStep, Mill, OnSlot, Pick};
use crate::cards::lang::NsAmount;
use crate::effects::{Flow, Running};
use crate::eval::{Numbers, Scope};
use crate::rules;
use crate::state::{Choice, NsState};
use fuda_kernel::lang::{Bound, Slot};
use fuda_kernel::{ObjectId, Seat};

/// 「(条件)場合、…。そうでない場合、…」: the condition is read now (1205.1), and the branch's
/// processes come next.
pub(crate) fn if_step(state: &mut NsState, r: &mut Running, step: &IfStep) {
    let holds = scope(state, r).holds(&step.cond);
    let (branch, said) = if holds { (&step.then, "holds") } else { (&step.otherwise, "does not hold") };
    state.note(rules::RESOLVE, |_| format!("the condition {said} as the process is reached"));
    let at = r.pc + 1;
    r.actions.splice(at..at, branch.iter().cloned());
}

/// Names what the process before acted on.
pub(crate) fn bind(r: &mut Running, name: &Slot) {
    let held = r.bindings.get(&Slot::new(Slot::PREVIOUS)).cloned().unwrap_or(Bound::NotDone);
    r.bindings.set(name.clone(), held);
}

/// Does processes to each character a slot holds that is still on the field (and, for a bow or
/// an untap, to each Ether-zone card it holds).
pub(crate) fn on_slot(state: &mut NsState, r: &mut Running, on: &OnSlot) -> Flow {
    let ids: Vec<ObjectId> = r.bindings.get(&on.slot).map(|b| b.objects().to_vec()).unwrap_or_default();
    let outer = r.target;
    let mut waiting = None;
    for id in ids {
        let in_ether = state.players.iter().any(|p| p.ether.iter().any(|e| e.card.id == id));
        let taps = on.actions.iter().all(|a| matches!(a, Action::Ojigi | Action::Untap));
        if state.character(id).is_none() && !(in_ether && taps) {
            continue;
        }
        r.target = Some(id);
        remember(state, r, id);
        for a in &on.actions {
            if let Flow::Replacing(p) = crate::effects::exec(state, r, a) {
                waiting = Some(p);
            }
        }
    }
    r.target = outer;
    waiting.map_or(Flow::Next, Flow::Replacing)
}

/// Asks for the next card of a group to choose, while fewer than `count` are chosen.
pub(crate) fn pick(state: &mut NsState, r: &mut Running, pick: &Pick) -> Flow {
    if r.done == 0 {
        outcome(r, Bound::NotDone);
    }
    let chosen: Vec<ObjectId> = if r.done > 0 {
        r.bindings.get(&Slot::new(Slot::PREVIOUS)).map(|b| b.objects().to_vec()).unwrap_or_default()
    } else {
        Vec::new()
    };
    // 1310.2: only an untapped card can bow.
    let bows = matches!(r.actions.get(r.pc), Some(Action::OjigiCards(_)));
    let left: Vec<ObjectId> = scope(state, r)
        .group(&pick.from)
        .into_iter()
        .filter(|id| !chosen.contains(id) && (!bows || crate::costs::untapped(state, *id)))
        .collect();
    if r.done < pick.count && !left.is_empty() {
        let mut options: Vec<Choice> = left.into_iter().map(Choice::FoundCard).collect();
        // 1307.1: in a public zone a matching card must be chosen, unless "up to".
        if pick.up_to {
            options.push(Choice::FailToFind);
        }
        return Flow::Wait(options);
    }
    Flow::Next
}

/// Asks for the next Ether-zone card to pay with (1312.1), while fewer than `n` are paid.
pub(crate) fn pay_ether(state: &mut NsState, r: &mut Running, n: u8) -> Flow {
    let me = r.acting.unwrap_or(r.controller);
    let untapped: Vec<Choice> =
        state.player(me).ether.iter().filter(|e| !e.tapped).map(|e| Choice::PayWith(e.card.id)).collect();
    if r.done < n && !untapped.is_empty() {
        return Flow::Wait(untapped);
    }
    Flow::Next
}

/// 「各プレイヤーは…」: the processes come next once for each player, the turn player first, as
/// the rules order players elsewhere (1003.2b, 1501.1b).
pub(crate) fn each_player(state: &mut NsState, r: &mut Running, actions: &[Action]) {
    let tp = state.turn_player;
    let mut each = Vec::new();
    for seat in [tp, NsState::opponent(tp)] {
        each.push(Action::ActAs(Some(seat)));
        each.extend(actions.iter().cloned());
    }
    each.push(Action::ActAs(r.acting));
    let at = r.pc + 1;
    r.actions.splice(at..at, each);
    state.note(rules::TURN_PLAYER, |_| format!("each player does it, {tp} first"));
}

/// The top cards of the decks of a side go to their Ohigan (304.3).
pub(crate) fn mill(state: &mut NsState, r: &mut Running, m: &Mill) {
    let n = amount(state, r, &m.count);
    let mut milled = Vec::new();
    for seat in scope(state, r).seats(m.side) {
        milled.extend(crate::damage::mill(state, seat, n));
    }
    outcome(r, Bound::Objects(milled));
}

/// The number an amount stands for now: an X is worked out on resolution (1304.3).
pub(crate) fn amount(state: &mut NsState, r: &Running, amount: &NsAmount) -> i32 {
    let n = scope(state, r).value(amount);
    if amount.as_num().is_none() {
        state.note(rules::X_ON_RESOLUTION, |_| format!("X is {n}"));
    }
    n
}

/// The effect's point of view, for its conditions and amounts.
pub(crate) fn scope<'a>(state: &'a NsState, r: &'a Running) -> Scope<'a> {
    Scope { state, me: r.acting.unwrap_or(r.controller), this: r.source_card.0, bindings: &r.bindings, known: &r.known }
}

/// What a process acted on, for `did` and `bind` to read.
pub(crate) fn outcome(r: &mut Running, bound: Bound) {
    r.bindings.set(Slot::new(Slot::PREVIOUS), bound);
}

/// Adds `id` to what the current process acted on, for processes that choose one card at a
/// time (`done` counts those chosen before it).
pub(crate) fn add_outcome(r: &mut Running, id: ObjectId) {
    let mut held = match r.bindings.get(&Slot::new(Slot::PREVIOUS)) {
        Some(b) if r.done > 0 => b.objects().to_vec(),
        _ => Vec::new(),
    };
    held.push(id);
    outcome(r, Bound::Objects(held));
}

/// Notes a character's numbers before a process acts on it: if it leaves the field, later
/// processes read them as last known (1215.1).
pub(crate) fn remember(state: &NsState, r: &mut Running, id: ObjectId) {
    if let Some((_, c)) = state.character(id) {
        let (karate, durability) = crate::info::numbers(state, c);
        r.known.record(id, Numbers { karate, durability, def: c.card.def });
    }
}

/// A card of a public zone goes to its owner's hand, a new object there (302.3); returns it.
pub(crate) fn put_into_hand(state: &mut NsState, me: Seat, id: ObjectId) -> Option<ObjectId> {
    let p = state.players.iter_mut().find(|p| {
        p.ohigan.iter().any(|c| c.id == id)
            || p.ether.iter().any(|e| e.card.id == id)
            || p.damage_zone.iter().any(|d| d.card.id == id)
            || p.exclusion.iter().any(|c| c.id == id)
    })?;
    let card = if let Some(i) = p.ohigan.iter().position(|c| c.id == id) {
        p.ohigan.remove(i)
    } else if let Some(i) = p.ether.iter().position(|e| e.card.id == id) {
        p.ether.remove(i).card
    } else if let Some(i) = p.damage_zone.iter().position(|d| d.card.id == id) {
        p.damage_zone.remove(i).card
    } else {
        let i = p.exclusion.iter().position(|c| c.id == id)?;
        p.exclusion.remove(i)
    };
    let card = state.renew(card);
    state.player_mut(card.owner).hand.push(card);
    state.note(rules::NEW_OBJECT, |s| format!("{me} puts {} into its owner's hand", s.name_of(&card)));
    Some(card.id)
}
