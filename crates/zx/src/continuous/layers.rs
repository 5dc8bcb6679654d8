//! The order continuous effects apply in (811.1): printed values first (811.1a); then the
//! non-numeric changes (811.1b), an effect whose reach another changes after that other (811.2),
//! otherwise by timestamp (811.3a–b), the turn player's first on a tie and then printed order
//! (811.3c); a later "becomes" overwrites an earlier one (811.6). Then the numeric changes
//! (811.1c): increases before decreases (102.12, 805.2c), a cost never below 0 (805.2c), power
//! never pushed below the largest lower bound (811.8).

use super::gather::{Effect, Printed};
use super::{Board, Place, Traits};
use crate::cards::ast::continuous::{Change, Group};
use crate::cards::ast::filter::{Is, ZxFilter};
use crate::cards::{Card, CardType, Cost};
use crate::state::reader::Reader;
use crate::state::{Unit, ZxState};
use fuda_kernel::Seat;

/// Whether the parameters `t` match `filter`, read for `seat` (203.3: ∞ is in no cost range).
pub fn fits(state: &ZxState, seat: Seat, filter: &ZxFilter, t: &Traits) -> bool {
    let reader = Printed(Reader { state, seat });
    filter.matches(&mut |atom: &Is| match atom {
        Is::Colour(c) => t.colours.has(*c),
        Is::Race(r) => t.races.iter().any(|x| x == r),
        Is::Cost(range) => match t.cost {
            Some(Cost::Points(n)) => range.contains(i32::from(n), &reader),
            Some(Cost::Infinite) | None => false,
        },
        Is::Power(range) => t.power.is_some_and(|p| range.contains(p, &reader)),
        Is::Type(kind) => match kind {
            CardType::Zx => t.kind.is_zx(),
            CardType::Event => t.kind.is_event(),
            CardType::Player => t.kind.is_player(),
            other => t.kind == *other,
        },
        Is::NameContains(text) => t.name.contains(text.as_str()),
        Is::ColourOnly(c) => t.colours.only(*c),
    })
}

/// Whether `e` reaches `card`, of type `kind`, at `at`, whatever its filter says.
pub(super) fn reaches(e: &Effect, card: &Card, at: Place, kind: CardType) -> bool {
    if let Some(locked) = e.locked {
        return locked.contains(&card.id);
    }
    match (e.whom, at) {
        (Group::This, _) => e.source == Some(card.id),
        (Group::YourZx, Place::Square(c)) => c == e.controller && kind.is_zx(),
        (Group::OpponentZx, Place::Square(c)) => c != e.controller && kind.is_zx(),
        (Group::AllZx, Place::Square(_)) => kind.is_zx(),
        (Group::YourHand, Place::Hand(owner)) => owner == e.controller,
        _ => false,
    }
}

/// Whether `e` applies to a card whose parameters are `t` so far.
fn applies(state: &ZxState, e: &Effect, t: &Traits) -> bool {
    e.locked.is_some() || fits(state, e.controller, e.filter, t)
}

/// `t` with a non-numeric change made (811.6: a card without the parameter is not changed).
fn change(t: &mut Traits<'_>, c: &Change) {
    match c {
        Change::ColoursBecome(colours) => t.colours = *colours,
        Change::RaceBecomes(race) if t.has_race() => t.races = std::borrow::Cow::Owned(vec![race.clone()]),
        Change::CantAttack => t.cant_attack = true,
        Change::AttackWhileAsleep => t.attack_asleep = true,
        Change::Unaffected => t.unaffected = true,
        Change::CantAppear => t.cant_appear = true,
        Change::LoseRange => t.range_lost = true,
        _ => {}
    }
}

/// Whether `b` depends on `a` (811.2): applying `a` first changes whether `b` applies.
fn depends(state: &ZxState, b: &Effect, a: &Effect, t: &Traits) -> bool {
    let mut after = t.clone();
    if applies(state, a, t) {
        change(&mut after, &a.change);
    }
    applies(state, b, t) != applies(state, b, &after)
}

/// The parameters of `card` at `at`, `unit` if it is on a square, with the board's effects
/// applied (811.1).
pub(super) fn apply<'s>(board: &Board<'s>, card: &Card, unit: Option<&Unit>, at: Place) -> Traits<'s> {
    let state = board.state;
    let mut t = Traits::printed_among(state, card, unit, board.renaming());
    let owner = match at {
        Place::Square(c) | Place::Hand(c) => c,
        Place::Elsewhere => card.owner,
    };
    let mine: Vec<&Effect> = board.effects.iter().filter(|e| reaches(e, card, at, t.kind)).collect();
    // 1014.1: first what the card's own side grants it; then the opponent's effects are skipped.
    let shielded = mine.iter().any(|e| {
        e.controller == owner
            && e.change == Change::Unaffected
            && applies(state, e, &Traits::printed_among(state, card, unit, board.renaming()))
    });
    let tp = state.turn_player;
    let mut rest: Vec<&Effect> = mine.into_iter().filter(|e| !(shielded && e.controller != owner)).collect();
    rest.sort_by_key(|e| (e.stamp, e.controller != tp, e.order));
    let (mut numeric, mut other): (Vec<&Effect>, Vec<&Effect>) = rest.into_iter().partition(|e| e.change.is_numeric());
    while !other.is_empty() {
        let free = (0..other.len())
            .find(|&i| (0..other.len()).all(|j| i == j || !depends(state, other[i], other[j], &t)))
            .unwrap_or(0);
        let e = other.remove(free);
        if applies(state, e, &t) {
            change(&mut t, &e.change);
        }
    }
    numeric.retain(|e| applies(state, e, &t));
    numbers(&mut t, &numeric, unit.map_or(0, |u| u.boost));
    t
}

/// 811.1c: the numeric changes, increases first (102.12).
/// `boost` is the older record of power changes until end of turn.
fn numbers(t: &mut Traits<'_>, effects: &[&Effect], boost: i32) {
    let (mut power_up, mut power_down, mut cost_up, mut cost_down) = (boost.max(0), boost.min(0), 0i32, 0i32);
    let mut floor: Option<i32> = None;
    for e in effects {
        match e.change {
            Change::Power(n) if n >= 0 => power_up = power_up.saturating_add(n),
            Change::Power(n) => power_down = power_down.saturating_add(n),
            Change::Cost(n) if n >= 0 => cost_up = cost_up.saturating_add(n),
            Change::Cost(n) => cost_down = cost_down.saturating_add(n),
            // 811.8: bounds from the largest; the largest is the one that binds.
            Change::PowerAtLeast(n) => floor = Some(floor.map_or(n, |f| f.max(n))),
            _ => {}
        }
    }
    t.power = t.power.map(|p| power_after(p, power_up, power_down, floor));
    // 203.3: ∞ can't be referenced, so nothing changes it.
    if let Some(Cost::Points(n)) = t.cost {
        let raised = i32::from(n).saturating_add(cost_up);
        let lowered = raised.saturating_add(cost_down).clamp(0, i32::from(u8::MAX));
        t.cost = Some(Cost::Points(u8::try_from(lowered).unwrap_or(u8::MAX)));
    }
}

/// A power `p` after its increases `up` and decreases `down` (102.12), a decrease never taking
/// it under the lower bound `floor` (811.8).
pub(super) fn power_after(p: i32, up: i32, down: i32, floor: Option<i32>) -> i32 {
    let raised = p.saturating_add(up);
    let lowered = raised.saturating_add(down);
    // A lower bound stops decreases; it never raises the power itself.
    match floor {
        Some(f) if lowered < f => f.min(raised),
        _ => lowered,
    }
}
