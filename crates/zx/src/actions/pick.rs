//! Choices made while an effect resolves: Z/X on squares or cards in a zone, chosen one at a
//! time in one choosing instruction, so none is chosen twice (802.3); "up to" may stop early,
//! and a choice restricted by parameters in a hidden zone may fail to find (102.9); fewer
//! candidates than asked means as many as there are (102.4). Also the yes-or-no of an optional
//! action (804.3c), the modes of a modal effect, and the shares of a distribution (804.3d).

use super::{Frame, Goal, Pick, resume};
use crate::cards::ast::filter::ZxFilter;
use crate::cards::effect::{EventEffect, Pile, Side, UnitAct};
use crate::rules;
use crate::state::reader::Reader;
use crate::state::{Choice, DecisionKind, ZxState};
use fuda_kernel::lang::{Bound, Slot};
use fuda_kernel::{ObjectId, Seat};

/// The Z/X on squares of `side` matching `filter`, as `seat` chooses.
fn unit_candidates(state: &ZxState, seat: Seat, side: Side, filter: &ZxFilter) -> Vec<ObjectId> {
    let reader = Reader { state, seat };
    crate::play::zx_of(state, seat, side)
        .into_iter()
        .filter(|id| state.unit(*id).is_some_and(|(_, u)| reader.matches(filter, &u.card, Some(state.power(u)))))
        .filter(|id| crate::keywords::zekkai::choosable(state, *id))
        .collect()
}

/// The cards of `seat`'s `from` matching `filter`, top of the deck first.
pub(super) fn card_candidates(state: &ZxState, seat: Seat, from: Pile, filter: &ZxFilter) -> Vec<ObjectId> {
    let reader = Reader { state, seat };
    let mut cards = super::unit::pile(state, seat, from);
    cards.reverse();
    cards.into_iter().filter(|c| reader.matches(filter, c, None)).map(|c| c.id).collect()
}

/// Whether `effect` can be done in full now, for an optional action (804.3c).
pub fn feasible(state: &ZxState, frame: &Frame, effect: &EventEffect) -> bool {
    let n = |a: &crate::cards::ast::condition::ZxAmount| usize::from(super::count(state, frame, a));
    match effect {
        EventEffect::Choose { side, filter, count, up_to: false, .. } => {
            unit_candidates(state, frame.seat, *side, filter).len() >= n(count)
        }
        EventEffect::Move { from, filter, count, up_to: false, .. } => {
            card_candidates(state, frame.seat, *from, filter).len() >= n(count)
        }
        EventEffect::Draw(count) | EventEffect::Charge(count) => {
            let p = state.player(frame.seat);
            p.deck.len() + p.trash.len() >= n(count)
        }
        EventEffect::LifeDecrease(count) => state.player(frame.seat).life.len() >= n(count),
        _ => true,
    }
}

/// Starts choosing `need` Z/X of `side` matching `filter` for `goal`.
#[allow(clippy::too_many_arguments)]
pub fn units(
    state: &mut ZxState,
    frame: Frame,
    goal: Goal,
    side: Side,
    filter: &ZxFilter,
    need: u8,
    up_to: bool,
    bind: Option<Slot>,
) {
    let offered = unit_candidates(state, frame.seat, side, filter);
    ask(state, Pick::new(frame, goal, offered, need, up_to, bind));
}

/// Starts choosing `need` cards of the controller's `from` matching `filter`, to go `to`.
#[allow(clippy::too_many_arguments)]
pub fn cards(
    state: &mut ZxState,
    frame: Frame,
    from: Pile,
    to: Pile,
    filter: &ZxFilter,
    need: u8,
    up_to: bool,
    bind: Option<Slot>,
) {
    let offered = card_candidates(state, frame.seat, from, filter);
    // 102.9: a choice restricted by parameters among hidden cards may fail to find.
    let fail_to_find = from.hidden() && *filter != ZxFilter::default();
    ask(state, Pick::new(frame, Goal::Move { from, to }, offered, need, up_to || fail_to_find, bind));
}

/// Asks for the next pick, or finishes when no more can or need be chosen (102.4).
pub(super) fn ask(state: &mut ZxState, pick: Pick) {
    let left: Vec<ObjectId> = pick.offered.iter().copied().filter(|id| !pick.chosen.contains(id)).collect();
    if pick.chosen.len() >= usize::from(pick.need) || left.is_empty() {
        finish(state, pick);
        return;
    }
    let mut options: Vec<Choice> = left.into_iter().map(Choice::Target).collect();
    if pick.may_stop {
        options.push(Choice::Pass);
    }
    let seat = pick.frame.seat;
    state.ask(seat, DecisionKind::Pick(Box::new(pick)), options);
}

/// Applies the controller's answer to a choice in progress.
pub fn answer(state: &mut ZxState, mut pick: Pick, choice: Choice) {
    match (&mut pick.goal, choice) {
        (Goal::May(effects), Choice::Accept) => {
            let effects = std::mem::take(effects);
            resume(state, pick.frame.before(effects));
        }
        (Goal::May(_), _) => {
            state.note(rules::OPTIONAL_ALL_OR_NOTHING, |_| "the optional action is not done".into());
            pick.frame.bindings.set(Slot::new(Slot::PREVIOUS), Bound::NotDone);
            resume(state, pick.frame);
        }
        (Goal::Modes(modes, chosen), Choice::Mode(i)) => {
            chosen.push(i);
            if chosen.len() < usize::from(pick.need) && chosen.len() < modes.len() {
                let options =
                    (0..modes.len() as u8).filter(|m| !chosen.contains(m)).map(Choice::Mode).collect::<Vec<_>>();
                let seat = pick.frame.seat;
                state.ask(seat, DecisionKind::Pick(Box::new(pick)), options);
                return;
            }
            let all: Vec<EventEffect> = chosen.iter().flat_map(|m| modes[usize::from(*m)].clone()).collect();
            resume(state, pick.frame.before(all));
        }
        (Goal::Share { total, given }, Choice::Amount(n)) => {
            given.push(n);
            let (total, given) = (*total, given.clone());
            share_next(state, pick, total, given);
        }
        (Goal::Appear(used), Choice::Square(square)) => {
            used.push(square);
            appear_next(state, pick);
        }
        (_, Choice::Target(id)) => {
            pick.chosen.push(id);
            ask(state, pick);
        }
        (_, _) => finish(state, pick),
    }
}

/// The choosing is over: the goal is done to what was chosen.
fn finish(state: &mut ZxState, mut pick: Pick) {
    let chosen = pick.chosen.clone();
    if chosen.is_empty() {
        state.note(rules::AS_MANY_AS_POSSIBLE, |_| "nothing is chosen: the action is not done".into());
    } else if !matches!(pick.goal, Goal::Move { from, .. } if from.hidden()) {
        let seat = pick.frame.seat;
        state.note(rules::CHOOSE, |s| {
            let names: Vec<String> = chosen
                .iter()
                .filter_map(|id| s.all_cards().into_iter().find(|c| c.id == *id))
                .map(|c| s.name_of(&c))
                .collect();
            format!("{seat} chooses {} by the effect", names.join(", "))
        });
    }
    let bound = Bound::Objects(chosen.clone());
    let slot = pick.bind.clone();
    // Cards that appear are new cards on their squares (301.4): they are bound once there.
    let appearing = matches!(pick.goal, Goal::Move { to: crate::cards::effect::Pile::Square, .. });
    if let Some(slot) = pick.bind.take_if(|_| !appearing) {
        pick.frame.bindings.set(slot, bound.clone());
    }
    pick.frame.bindings.set(Slot::new(Slot::PREVIOUS), bound);
    match pick.goal.clone() {
        Goal::Act(act) => {
            let seat = pick.frame.seat;
            // Only a step after this one reads what it moved (a frame left empty is not pushed).
            let later = !pick.frame.effects.is_empty();
            let seen = (later && crate::complement::moves(act)).then(|| crate::complement::see(state, &chosen));
            let at = state.steps.len();
            resume(state, pick.frame);
            super::unit::act_on_all(state, seat, &chosen, act);
            if let Some(seen) = seen {
                crate::complement::rebind(state, at, slot, &seen);
            }
        }
        Goal::Distribute(total) if chosen.len() > 1 => {
            pick.goal = Goal::Share { total, given: Vec::new() };
            share_next(state, pick, total, Vec::new());
        }
        Goal::Distribute(total) => {
            let seat = pick.frame.seat;
            resume(state, pick.frame);
            super::unit::act_on_all(state, seat, &chosen, UnitAct::Damage(total));
        }
        Goal::Move { to: crate::cards::effect::Pile::Square, .. } => {
            pick.goal = Goal::Appear(Vec::new());
            appear_next(state, pick);
        }
        Goal::Move { from, to } => {
            let seat = pick.frame.seat;
            let later = !pick.frame.effects.is_empty();
            let seen = later.then(|| crate::complement::see(state, &chosen));
            let at = state.steps.len();
            resume(state, pick.frame);
            super::unit::move_cards(state, seat, from, to, &chosen);
            if let Some(seen) = seen {
                crate::complement::rebind(state, at, slot, &seen);
            }
        }
        Goal::Reveal => {
            // The hiding waits below the rest of the effect (1006.2).
            super::search::revealed(state, pick.frame.seat, &chosen);
            resume(state, pick.frame);
        }
        Goal::Share { .. } | Goal::Appear(_) | Goal::May(_) | Goal::Modes(..) => {
            unreachable!("only choices of cards finish here")
        }
    }
}

/// 804.3d: asks the share of the next chosen Z/X, at least 1 each, leaving at least 1 for each
/// after it; the last gets the rest. Shares are offered in steps of 500, as printed damage is.
fn share_next(state: &mut ZxState, pick: Pick, total: i32, given: Vec<i32>) {
    let targets = pick.chosen.len();
    let used: i32 = given.iter().sum();
    if given.len() + 1 >= targets {
        let mut shares = given;
        shares.push(total - used);
        state.note(rules::DISTRIBUTE, |s| {
            let parts: Vec<String> = pick
                .chosen
                .iter()
                .zip(&shares)
                .map(|(id, n)| format!("{n} to {}", s.unit(*id).map(|(_, u)| s.name_of(&u.card)).unwrap_or_default()))
                .collect();
            format!("the damage is shared: {}", parts.join(", "))
        });
        let chosen = pick.chosen.clone();
        let seat = pick.frame.seat;
        resume(state, pick.frame);
        for (id, n) in chosen.into_iter().zip(shares) {
            super::unit::act_on_all(state, seat, &[id], UnitAct::Damage(n));
        }
        return;
    }
    let after = i32::try_from(targets - given.len() - 1).unwrap_or(i32::MAX);
    let most = total - used - after;
    let mut amounts = vec![1];
    amounts.extend((1..).map(|k| k * 500).take_while(|n| *n < most).filter(|n| *n > 1));
    if most > 1 {
        amounts.push(most);
    }
    let options = amounts.into_iter().map(Choice::Amount).collect();
    let seat = pick.frame.seat;
    let pick = Pick { goal: Goal::Share { total, given }, ..pick };
    state.ask(seat, DecisionKind::Pick(Box::new(pick)), options);
}

/// 1007.4: the next chosen card chooses its square, a different one for each; with no square
/// left it stays where it is (102.4).
fn appear_next(state: &mut ZxState, pick: Pick) {
    let seat = pick.frame.seat;
    let used: &[crate::board::Square] = match &pick.goal {
        Goal::Appear(used) => used,
        _ => &[],
    };
    // 808.3b: the cards appear together once every square is chosen, so each sees the others
    // arrive.
    let together = |state: &mut ZxState, mut pick: Pick, used: Vec<crate::board::Square>| {
        let pairs: Vec<_> = pick.chosen.iter().copied().zip(used).collect();
        let bound = Bound::Objects(super::unit::appear_together(state, seat, &pairs));
        if let Some(slot) = pick.bind.take() {
            pick.frame.bindings.set(slot, bound.clone());
        }
        pick.frame.bindings.set(Slot::new(Slot::PREVIOUS), bound);
        resume(state, pick.frame);
    };
    let Some(id) = pick.chosen.get(used.len()).copied() else {
        let used = used.to_vec();
        together(state, pick, used);
        return;
    };
    let squares: Vec<_> = crate::play::zx_squares(state, seat).into_iter().filter(|s| !used.contains(s)).collect();
    if squares.is_empty() {
        state.note(rules::AS_MANY_AS_POSSIBLE, |s| {
            let name = s.all_cards().into_iter().find(|c| c.id == id).map(|c| s.name_of(&c)).unwrap_or_default();
            format!("{name} has no square to appear on")
        });
        let used = used.to_vec();
        together(state, pick, used);
        return;
    }
    let options = squares.into_iter().map(Choice::Square).collect();
    state.ask(seat, DecisionKind::Pick(Box::new(pick)), options);
}
