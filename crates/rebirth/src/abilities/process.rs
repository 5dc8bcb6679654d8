//! Auto-ability processing at a check timing (10.4, 9.8.3): the turn player plays one of its
//! pending auto abilities, then the check timing starts over (9.6.2.2); only when the turn
//! player has none does the next player in turn order (12.2.1), the turn team first in the
//! team formats (12.5.7.3). Playing is mandatory but the order among one's own is free
//! (9.8.3.1); a declined optional cost (9.8.3.1.1, 9.8.3.2.1) or an ability that cannot be
//! played (9.8.3.2, 10.4.3) takes one pending instance away unplayed; a once-per-turn ability
//! may be dropped instead of played (9.2.2.2). The ability is played even if its card moved
//! (9.8.7).

use super::run::payable;
use super::{Part, Pending, Resolving, Source, Used};
use crate::cards::ability::{Ability, Cost, Kind};
use crate::rules;
use crate::state::{Choice, DecisionKind, RebirthState, Step};
use fuda_kernel::Seat;
use fuda_kernel::lang::{Bindings, Bound, Slot};

/// The seats in the order they play auto abilities: the turn team first (12.5.7.3), each part
/// in turn order from the turn player (10.4.1-2, 12.2.1).
pub fn order(state: &RebirthState) -> Vec<Seat> {
    let team = state.turn_team();
    let mut out = team.clone();
    out.extend(state.from_turn_player().into_iter().filter(|s| !team.contains(s)));
    out
}

/// 10.4: starts playing one pending auto ability, if any player has one; whether one was.
/// The check timing is run again after it (9.6.2.2).
pub fn auto_processing(state: &mut RebirthState) -> bool {
    super::events::state_triggers(state);
    // 12.4: a player who left has no pending abilities.
    state.pending.retain(|p| !state.players[p.master.index()].left);
    let Some(seat) = order(state).into_iter().find(|s| state.pending.iter().any(|p| p.master == *s)) else {
        return false;
    };
    state.steps.push(Step::CheckAgain);
    let mine: Vec<usize> = (0..state.pending.len()).filter(|&i| state.pending[i].master == seat).collect();
    let skippable = mine.iter().any(|&i| once_per_turn(state, &state.pending[i]));
    match (mine.as_slice(), skippable) {
        ([only], false) => play(state, *only),
        _ => {
            let mut options: Vec<Choice> = mine.iter().map(|&i| Choice::Pending(i as u16)).collect();
            options.extend(
                mine.iter().filter(|&&i| once_per_turn(state, &state.pending[i])).map(|&i| Choice::Drop(i as u16)),
            );
            state.ask(seat, DecisionKind::AutoAbility, options);
        }
    }
    true
}

/// The printed ability a pending or resolving entry refers to.
pub fn printed<'a>(state: &'a RebirthState, source: &crate::cards::Card, ability: &Source) -> Option<&'a Ability> {
    match ability {
        Source::Printed(i) => state.def(source).abilities.get(usize::from(*i)),
        Source::Delayed(_) | Source::Keyword(_) => None,
    }
}

fn once_per_turn(state: &RebirthState, p: &Pending) -> bool {
    printed(state, &p.source, &p.ability).is_some_and(|a| a.once_per_turn)
}

/// The answer to which pending auto ability to play (or drop, 9.2.2.2).
pub fn chosen(state: &mut RebirthState, seat: Seat, choice: Choice) {
    match choice {
        Choice::Pending(i) => play(state, usize::from(i)),
        Choice::Drop(i) => {
            let p = state.pending.remove(usize::from(i));
            let name = state.name_of(&p.source);
            state.note(rules::ONCE_PER_TURN_SKIP, |_| {
                format!("{seat} drops a pending auto ability of {name} instead of playing it")
            });
        }
        _ => unreachable!("10.4 offers pending auto abilities"),
    }
}

/// Plays pending auto ability `i` (9.8.3): once per turn checked (9.2.2.1), the optional cost
/// offered (9.8.3.1.1), the effect run.
fn play(state: &mut RebirthState, i: usize) {
    let p = state.pending.remove(i);
    let name = state.name_of(&p.source);
    let master = p.master;
    let mut bindings = Bindings::default();
    if let Some(c) = p.subject {
        bindings.set(Slot::new("trigger"), Bound::Objects(vec![c.id]));
    }
    let ability = printed(state, &p.source, &p.ability).cloned();
    if let (Some(a), Source::Printed(k)) = (&ability, &p.ability) {
        if a.once_per_turn {
            let used = Used { card: p.source.id, ability: *k };
            if state.used.contains(&used) {
                state.note(rules::ONCE_PER_TURN, |_| {
                    format!("the auto ability of {name} was played this turn already: it is not played (9.8.3.2)")
                });
                return;
            }
            state.used.push(used);
        }
    }
    let resolving = Resolving {
        master,
        source: p.source,
        ability: p.ability,
        part: Part::Cost,
        next: 0,
        bindings,
        picked: Vec::new(),
        swap_first: None,
    };
    let cost = ability.as_ref().and_then(|a| match &a.kind {
        Kind::Auto { cost, .. } => cost.clone(),
        _ => None,
    });
    let rule = if state.turn_team().contains(&master) { rules::PLAY_AUTO } else { rules::AUTO_OTHERS };
    state.note(rule, |_| format!("{master} plays the auto ability of {name}"));
    let works_there =
        |a: &Ability| super::locate(state, p.source.id).is_some_and(|(_, z, c)| super::valid_in(state.def(&c), a, z));
    if ability.as_ref().is_some_and(|a| !works_there(a)) {
        state.note(rules::MUST_PLAY_MOVED, |_| format!("{name} has left its zone; the ability is played all the same"));
    }
    state.resolving.push(resolving);
    state.steps.push(Step::Ability);
    if let Some(cost) = cost {
        offer_cost(state, master, &cost, &name);
    }
}

/// 9.8.3.1.1: the master may pay the optional cost or decline; a cost that cannot be paid
/// (9.5.2.2) is declined.
fn offer_cost(state: &mut RebirthState, master: Seat, cost: &Cost, name: &str) {
    if payable(state, state.resolving.last().expect("pushed above"), cost) {
        state.ask(master, DecisionKind::OptionalCost, vec![Choice::Proceed, Choice::Nothing]);
    } else {
        state.note(rules::COST_ALL_OR_NOTHING, |_| format!("the cost of {name} cannot be paid in full"));
        decline(state, name);
    }
}

fn decline(state: &mut RebirthState, name: &str) {
    // Not played, so its once-per-turn is not used (9.2.2.1).
    if let Some(r) = state.resolving.pop() {
        if let Source::Printed(k) = r.ability {
            state.used.retain(|u| *u != Used { card: r.source.id, ability: k });
        }
    }
    state.steps.pop();
    state.note(rules::DECLINE_COST, |_| format!("the cost of {name} is not paid: the ability is not played"));
}

/// The answer to an optional cost: pay (the cost then runs as the ability's first part) or
/// decline.
pub fn cost_answer(state: &mut RebirthState, choice: Choice) {
    if choice == Choice::Nothing {
        let source = state.resolving.last().expect("an ability is being played").source;
        let name = state.name_of(&source);
        decline(state, &name);
    }
}
