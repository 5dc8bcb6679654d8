//! 進化 (digivolve), rule 8-1: reveal a Digimon card from hand, choose a condition and a 1体
//! that meets it, pay the digivolve cost, stack the card on top and draw 1 (8-1-3). The 1体
//! stays the same (8-1-2-3) and keeps its orientation (8-1-2-4).

use crate::cards::CardDef;
use crate::cards::DigivolveCondition;
use crate::cards::ast::{Buff, DigivolveRoute, Keyword, Timing};
use crate::cards::def::DigivolveFrom;
use crate::moves;
use crate::query;
use crate::rules;
use crate::state::{Choice, DecisionKind, DigimonState, PendingDecision, Step, Unit};
use crate::triggers;
use fuda_kernel::lang::Filter;
use fuda_kernel::{ObjectId, Seat};
use smallvec::SmallVec;

/// The digivolve costs of the routes granted to the battle-area 1体 `unit` of `seat`
/// (「このデジモンは…に進化できる」, [`Buff::DigivolveRoute`]) into a card like `def`, in the
/// order its modifications apply. A choice names them after the card's own conditions: its
/// condition `printed + i` is route `i`. Breeding-area 1体 have no modifications (3-4-5-3).
pub fn granted_costs(field: &query::Field, seat: Seat, def: &CardDef, unit: &Unit) -> SmallVec<[u8; 2]> {
    let mut costs = SmallVec::new();
    let state = field.state();
    if !routes_possible(field) || state.battle_unit(unit.id).is_none() {
        return costs;
    }
    let reader = query::Reader::new(state, seat, Some(unit.id));
    field.for_each_buff(seat, unit, |b| {
        if let Buff::DigivolveRoute(r) = b {
            if reader.card_is(def, &r.into) {
                costs.push(r.cost);
            }
        }
    });
    costs
}

/// Whether an effect on the field, or a lasting one, may grant a digivolve route.
pub fn routes_possible(field: &query::Field) -> bool {
    field.may_give(&ROUTE)
}

/// A route of any kind: what [`query::Field::may_give`] is asked about.
const ROUTE: Buff = Buff::DigivolveRoute(DigivolveRoute { into: Filter::All(Vec::new()), cost: 0 });

/// The digivolve cost of condition `condition` of the card `def` onto the 1体 `onto`: one of
/// the card's own conditions, or after them a route granted to the 1体 ([`granted_costs`]);
/// `None` when the 1体 or the route is gone.
pub fn condition_cost(state: &DigimonState, def: &CardDef, onto: ObjectId, condition: u8) -> Option<u8> {
    let i = usize::from(condition);
    if let Some(cond) = def.digivolve.get(i) {
        return Some(cond.cost);
    }
    let (seat, unit) = state.battle_unit(onto)?;
    granted_costs(&query::Field::new(state), seat, def, unit).get(i - def.digivolve.len()).copied()
}

/// Whether `unit` meets a digivolve condition (2-3-6): colour and level, or name, and whatever
/// else the condition writes; a condition that takes a Tamer is met by Tamers only (8-1-3-1).
pub fn meets(state: &DigimonState, unit: &Unit, cond: &DigivolveCondition) -> bool {
    fits(state, unit, &crate::query::info::of(state, unit), cond)
}

/// [`meets`] with the 1体's information already read (the main phase reads it once).
#[inline] // Asked for every digivolve condition in the hand against every 1体.
pub fn fits(state: &DigimonState, unit: &Unit, info: &crate::query::info::Info, cond: &DigivolveCondition) -> bool {
    match cond.special.as_deref() {
        None => info.fits(cond.name.as_deref(), cond.color, cond.level),
        Some(special) => {
            let kind = match special.from {
                DigivolveFrom::Digimon => query::is_digimon(state, unit),
                DigivolveFrom::Tamer => query::is_tamer(state, unit),
            };
            kind && info.fits_special(cond, special)
        }
    }
}

/// The Digisorption values on a card (16-9-4: several apply separately).
pub fn digisorption(state: &DigimonState, card: &crate::state::Card) -> Vec<u8> {
    state
        .def(card)
        .keywords
        .iter()
        .filter_map(|k| if let Keyword::Digisorption(n) = k { Some(*n) } else { None })
        .collect()
}

/// The player's Digimon that Digisorption may suspend (16-9-5: the digivolving one too).
pub fn suspendable(state: &DigimonState, seat: Seat) -> Vec<ObjectId> {
    state.player(seat).battle().iter().filter(|u| !u.suspended && query::is_digimon(state, u)).map(|u| u.id).collect()
}

/// The lowest cost Digisorption could bring a digivolution to (for declaring it, 1-3-11-1).
pub fn cheapest(state: &DigimonState, seat: Seat, card: &crate::state::Card, cost: u8) -> u8 {
    if !state.def(card).derived.digisorption {
        // Most cards: nothing to reduce, and no need to count the Digimon that could be suspended.
        return cost;
    }
    let mut values = digisorption(state, card);
    values.sort_unstable_by(|a, b| b.cmp(a));
    let usable = suspendable(state, seat).len();
    let reduction: u32 = values.iter().take(usable).map(|n| u32::from(*n)).sum();
    u8::try_from(u32::from(cost).saturating_sub(reduction)).expect("at most the cost")
}

/// How much the card's own "when this card would digivolve" effects (8-1-2-5) would lower the
/// cost of digivolving `onto` into it if it were declared now: their `reduce-cost`, where the
/// effect's condition holds with `onto` as "that Digimon" and it has no cost to pay. A
/// digivolution payable so lowered may be declared (1-3-11-2), as a play is
/// ([`crate::procedures::play::own_reduction`]).
pub fn own_reduction(state: &DigimonState, seat: Seat, card: &crate::state::Card, onto: ObjectId) -> u8 {
    use crate::cards::ast::{Ability, Action, Timing};
    let timing = Timing::WhenThisCardWouldDigivolve;
    let def = state.def(card);
    if !def.derived.area_timings.contains(timing) {
        return 0;
    }
    let mut total = 0i16;
    for (index, ability) in def.effects.iter().enumerate() {
        let Ability::Triggered(t) = ability else { continue };
        if !t.has(timing) || t.cost.is_some() {
            continue;
        }
        let index = u8::try_from(index).expect("fewer than 256 effects");
        let mut ctx = crate::state::EffectCtx::new(
            seat,
            card,
            crate::state::AbilityRef::Printed { index, inherited: false },
            None,
        );
        ctx.about = Some(onto);
        if t.condition.as_ref().is_some_and(|c| !query::Reader::of_effect(state, &ctx, None).holds(c)) {
            continue;
        }
        total += t
            .actions
            .iter()
            .map(|a| match a {
                Action::ReduceCost(n) => i16::from(*n),
                Action::IncreaseCost(n) => -i16::from(*n),
                _ => 0,
            })
            .sum::<i16>();
    }
    u8::try_from(total.clamp(0, 255)).expect("clamped")
}

/// Digivolves the 1体 `onto` (breeding or battle area of `seat`) into the hand card `card`
/// using condition `condition`; with Digisorption on the card, its immediate window opens first
/// (16-9-2).
pub fn from_hand(state: &mut DigimonState, seat: Seat, card: ObjectId, onto: ObjectId, condition: u8) {
    let played = *state.player(seat).hand.iter().find(|c| c.id == card).expect("checked by the caller");
    let remaining = digisorption(state, &played);
    if remaining.is_empty() {
        // With what the immediate window changed (8-1-2-5).
        let cost = condition_cost(state, state.def(&played), onto, condition).unwrap_or(0);
        let cost = state.changed_cost(cost);
        if !state.can_pay(seat, cost) {
            state.note(rules::DIGIVOLVE_ROLLBACK, |s| {
                format!("the digivolution into {} cannot be paid; it is undone", s.card_label(&played))
            });
            return;
        }
        return finish(state, seat, card, onto, condition, 0);
    }
    digisorb(state, card, onto, condition, 0, remaining);
}

/// Whether a card can be stacked on the 1体 by digivolving: a Digimon, not a token (4-18-3).
pub fn stackable(state: &DigimonState, unit: &Unit) -> bool {
    query::is_digimon(state, unit) && !state.def(unit.top()).token
}

/// Whether a card can be stacked on the 1体 by digivolving with this condition: as
/// [`stackable`], or a Tamer for a condition that takes one.
pub fn stackable_by(state: &DigimonState, unit: &Unit, cond: &DigivolveCondition) -> bool {
    match cond.from() {
        DigivolveFrom::Digimon => stackable(state, unit),
        DigivolveFrom::Tamer => query::is_tamer(state, unit),
    }
}

/// The Digisorption window: one instance at a time, suspend one of your Digimon or decline.
pub fn digisorb(
    state: &mut DigimonState,
    card: ObjectId,
    onto: ObjectId,
    condition: u8,
    reduction: u8,
    mut remaining: Vec<u8>,
) {
    let seat = state.turn_player;
    let Some(played) = state.player(seat).hand.iter().find(|c| c.id == card).copied() else { return };
    let cost = state.changed_cost(condition_cost(state, state.def(&played), onto, condition).unwrap_or(0));
    let candidates = suspendable(state, seat);
    if remaining.is_empty() || candidates.is_empty() {
        remaining.clear();
    }
    let Some(&n) = remaining.last() else {
        if state.can_pay(seat, cost.saturating_sub(reduction)) {
            finish(state, seat, card, onto, condition, reduction);
        } else {
            state.note(rules::PLAY_ROLLBACK, |s| {
                format!("the digivolution into {} cannot be paid; it is undone", s.card_label(&played))
            });
        }
        return;
    };
    let mut options: Vec<Choice> = candidates.into_iter().map(Choice::Pick).collect();
    // Declining is possible while the cost can still be paid without this instance.
    let rest: u8 = remaining[..remaining.len() - 1].iter().sum();
    if state.can_pay(seat, cost.saturating_sub(reduction.saturating_add(rest))) {
        options.push(Choice::Done);
    }
    let _ = n;
    state.steps.push(Step::Digisorb { card, onto, condition, reduction, remaining });
    state.decision = Some(PendingDecision { seat, kind: DecisionKind::Digisorption, options });
}

/// Pays the (reduced) digivolve cost, stacks the card, draws 1 (8-1-3-2/3).
pub fn finish(state: &mut DigimonState, seat: Seat, card: ObjectId, onto: ObjectId, condition: u8, reduction: u8) {
    let hand = &state.player(seat).hand;
    let played = *hand.iter().find(|c| c.id == card).expect("offered cards are in hand");
    let printed = condition_cost(state, state.def(&played), onto, condition).unwrap_or(0);
    let hand = &mut state.player_mut(seat).hand;
    let pos = hand.iter().position(|c| c.id == card).expect("offered cards are in hand");
    let card = hand.remove(pos);
    let cost = state.take_changed_cost(printed).saturating_sub(reduction);
    state.pay(seat, cost);
    put_on(state, seat, card, onto, cost);
}

/// Stacks `card` on the 1体 `onto`, draws 1, and collects [When Digivolving] (8-1-3-3).
pub fn put_on(state: &mut DigimonState, seat: Seat, card: crate::state::Card, onto: ObjectId, cost: u8) {
    let card = state.renew(card);
    let in_breeding = state.player(seat).breeding.as_ref().is_some_and(|u| u.id == onto);
    let turn = state.turn;
    let unit = state.unit_mut(onto).expect("offered 1体 exist");
    unit.stack_mut().push(card);
    unit.top_turn = turn;
    state.note(rules::DIGIVOLVE, |s| {
        format!("{seat} digivolves into {} paying {cost}: memory {}", s.card_label(&card), s.memory_for(seat))
    });
    moves::draw(state, seat, 1);
    state.note(rules::DIGIVOLVE_DRAW, |_| "digivolving draws 1 (8-1-3-3)".to_string());
    // 3-4-5-4: a breeding-area Digimon's [When Digivolving] does not trigger.
    if !in_breeding {
        triggers::collect_unit(state, seat, onto, Timing::WhenDigivolving);
    }
    crate::patterns::own_digimon_digivolved(state, seat, onto);
}
