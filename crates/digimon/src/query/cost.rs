//! Whether an optional processing condition (15-7) can be performed in full, and what its
//! controller picks for each step: read for the options listing ([Main] effects are offered only
//! when their cost can be paid, 15-8-4-4-1) and for the interpreter alike.

use crate::cards::ast::{Cost, CostStep, Destination, MoveCards, Origin, Pick, Target};
use crate::query;
use crate::query::Reader;
use crate::state::{DigimonState, EffectCtx, Unit};
use fuda_kernel::ObjectId;
use fuda_kernel::lang::Bindings;

/// What a step asks its controller to pick.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picks {
    /// The objects or cards that may be picked, in the order they are offered.
    pub candidates: Vec<ObjectId>,
    /// How many.
    pub count: usize,
    /// 「…まで」: the controller may stop once 1 is picked.
    pub up_to: bool,
}

impl Picks {
    fn exactly(candidates: Vec<ObjectId>, count: u8) -> Picks {
        Picks { candidates, count: usize::from(count), up_to: false }
    }

    /// Whether enough can be picked to perform the step in full: every one, or for "up to",
    /// at least 1 (1-3-6).
    pub fn enough(&self) -> bool {
        let least = if self.up_to { 1 } else { self.count };
        self.candidates.len() >= least
    }
}

/// The effect's own 1体, in an area or the breeding area.
fn this<'a>(state: &'a DigimonState, ctx: &EffectCtx) -> Option<&'a Unit> {
    ctx.unit.and_then(|id| state.battle_unit(id).or_else(|| state.find_unit(id))).map(|(_, u)| u)
}

/// The cards a move (a cost step's or the `move` action's) may take, in the order they are
/// offered: the hand in its order, the trash and the sources of `stack` (the 1体 a `sources`
/// move takes from) top first. `None` where the cards are taken in order, unseen.
pub fn movable(
    state: &DigimonState,
    ctx: &EffectCtx,
    bindings: Option<&Bindings>,
    m: &MoveCards,
    stack: Option<&Unit>,
) -> Option<Vec<ObjectId>> {
    let reader = Reader::of_effect(state, ctx, bindings);
    let player = state.player(ctx.controller);
    let fits = |c: &crate::state::Card| reader.card_matches(c, &m.filter);
    Some(match m.from {
        Origin::Hand => player.hand.iter().filter(|c| fits(c)).map(|c| c.id).collect(),
        Origin::Trash => player.trash.iter().rev().filter(|c| fits(c)).map(|c| c.id).collect(),
        Origin::Sources(_) => {
            let Some(unit) = stack else { return Some(Vec::new()) };
            // 4-5-9: a face-down card has no information to meet a filter with.
            let open = |c: &&crate::state::Card| m.filter.atoms().is_empty() || !unit.face_down().contains(&c.id);
            unit.sources().iter().rev().filter(open).filter(|c| fits(c)).map(|c| c.id).collect()
        }
        // The two ends, offered as ends (`Choice::End`): one card is both when it is alone.
        Origin::SecurityTopOrBottom => {
            let ends = [player.security.last(), player.security.first()];
            let mut ids: Vec<ObjectId> = ends.into_iter().flatten().map(|c| c.id).collect();
            ids.dedup();
            ids
        }
        Origin::DeckTop(_) | Origin::SecurityTop(_) | Origin::SecurityBottom(_) | Origin::TopCard(_) => return None,
    })
}

/// The 1体 a target step may pick, with what the step needs of each: an active one to
/// suspend (1-3-3), a suspended one to make active, another than this one to go under it.
fn target_candidates(
    state: &DigimonState,
    ctx: &EffectCtx,
    bindings: Option<&Bindings>,
    step: &CostStep,
    target: &Target,
) -> Vec<ObjectId> {
    let field = query::Field::new(state);
    Reader::of_effect(state, ctx, bindings)
        .candidates(target)
        .into_iter()
        .filter(|id| {
            let Some((seat, u)) = state.battle_unit(*id) else { return false };
            match step {
                CostStep::Suspend(_) => field.can_be_suspended(seat, u),
                CostStep::Unsuspend(_) => {
                    u.suspended && !field.has_buff(seat, u, &crate::cards::ast::Buff::CannotUnsuspend)
                }
                CostStep::PutUnder { .. } => Some(*id) != ctx.unit,
                _ => true,
            }
        })
        .collect()
}

/// The objects the player picks for a step, and how many; `None` for steps with no choice.
pub fn picks(state: &DigimonState, ctx: &EffectCtx, bindings: Option<&Bindings>, step: &CostStep) -> Option<Picks> {
    let me = ctx.controller;
    match step {
        CostStep::TrashSources(n) => Some(Picks::exactly(
            this(state, ctx).map(|u| u.sources().iter().map(|c| c.id).collect()).unwrap_or_default(),
            *n,
        )),
        CostStep::DeleteTokenOrTrait => {
            // A token qualifies whoever it is; a trait Digimon must be another one (16-33).
            let trait_x = state.def_at(ctx.def).overclock.clone();
            let picks = state
                .player(me)
                .battle()
                .iter()
                .filter(|u| {
                    let def = state.def(u.top());
                    def.token
                        || (Some(u.id) != ctx.unit
                            && query::is_digimon(state, u)
                            && trait_x.as_ref().is_some_and(|t| def.traits.contains(t)))
                })
                .map(|u| u.id)
                .collect();
            Some(Picks::exactly(picks, 1))
        }
        CostStep::Move(m) => movable(state, ctx, bindings, m, this(state, ctx)).map(|candidates| Picks {
            candidates,
            count: usize::from(m.count),
            up_to: m.up_to,
        }),
        CostStep::Delete(t)
        | CostStep::Suspend(t)
        | CostStep::Unsuspend(t)
        | CostStep::ReturnToHand(t)
        | CostStep::ReturnToDeckBottom(t)
        | CostStep::PutUnder { target: t, .. } => (t.pick == Pick::Choose).then(|| Picks {
            candidates: target_candidates(state, ctx, bindings, step, t),
            count: usize::from(t.count()),
            up_to: t.up_to,
        }),
        CostStep::SuspendThis | CostStep::TrashTopOfStack | CostStep::TrashThis | CostStep::Memory(_) => None,
    }
}

/// Whether one step can be performed in full now.
pub fn step_performable(state: &DigimonState, ctx: &EffectCtx, bindings: Option<&Bindings>, step: &CostStep) -> bool {
    let unit = this(state, ctx);
    // Placing under this 1体 needs it in an area.
    let under_this =
        matches!(step, CostStep::PutUnder { .. } | CostStep::Move(MoveCards { to: Destination::Under { .. }, .. }));
    if under_this && unit.is_none() {
        return false;
    }
    match step {
        // 1-3-3: a suspended card cannot "be suspended".
        CostStep::SuspendThis => {
            ctx.unit.and_then(|id| state.find_unit(id)).is_some_and(|(seat, u)| query::can_be_suspended(state, seat, u))
        }
        CostStep::TrashTopOfStack => unit.is_some_and(|u| u.stack().len() >= 2),
        // 16-16-3: not on the turn the card was put in the battle area (its top card's arrival).
        CostStep::TrashThis => {
            ctx.unit.and_then(|id| state.battle_unit(id)).is_some_and(|(_, u)| u.top_turn < state.turn)
        }
        // Memory may be paid as a cost is (4-1-1), crossing to the opponent's side if it must,
        // but never past their 10 (1-4-2-2; docs/digimon/rulings.md).
        CostStep::Memory(x) => state.can_pay(ctx.controller, x.unsigned_abs()),
        // Cards taken in order: as many as the step takes must be there (a cost takes its
        // controller's own, see `CostStep::card_move`).
        CostStep::Move(m) if !m.from.chooses() => {
            let p = state.player(ctx.controller);
            let there = match m.from {
                Origin::DeckTop(_) => p.deck.len(),
                Origin::TopCard(_) => unit.map_or(0, |u| u.stack().len().saturating_sub(1)),
                Origin::SecurityTop(_) | Origin::SecurityBottom(_) => p.security.len(),
                Origin::Hand | Origin::Trash | Origin::Sources(_) | Origin::SecurityTopOrBottom => 0,
            };
            there >= usize::from(m.count)
        }
        CostStep::Delete(t)
        | CostStep::Suspend(t)
        | CostStep::Unsuspend(t)
        | CostStep::ReturnToHand(t)
        | CostStep::ReturnToDeckBottom(t)
        | CostStep::PutUnder { target: t, .. }
            if t.pick != Pick::Choose =>
        {
            !target_candidates(state, ctx, bindings, step, t).is_empty()
        }
        CostStep::TrashSources(_)
        | CostStep::DeleteTokenOrTrait
        | CostStep::Move(_)
        | CostStep::Delete(_)
        | CostStep::Suspend(_)
        | CostStep::Unsuspend(_)
        | CostStep::ReturnToHand(_)
        | CostStep::ReturnToDeckBottom(_)
        | CostStep::PutUnder { .. } => picks(state, ctx, bindings, step).is_some_and(|p| p.enough()),
    }
}

/// Whether every step of the cost can be performed in full now (15-7-3; 15-8-4-4-1 for [Main]
/// effects). Each step is judged on the state as it is: two steps taking from one zone are
/// also checked together, so that the hand holds cards for both.
pub fn performable(state: &DigimonState, ctx: &EffectCtx, bindings: Option<&Bindings>, cost: &Cost) -> bool {
    if !cost.0.iter().all(|s| step_performable(state, ctx, bindings, s)) {
        return false;
    }
    // Moves from one zone share its cards: together they need as many as they take.
    let mut needed: Vec<(&Origin, usize, Vec<ObjectId>)> = Vec::new();
    for step in &cost.0 {
        let CostStep::Move(m) = step else { continue };
        let Some(cards) = movable(state, ctx, bindings, m, this(state, ctx)) else { continue };
        let least = if m.up_to { 1 } else { usize::from(m.count) };
        match needed.iter_mut().find(|(from, _, _)| **from == m.from) {
            Some((_, n, pool)) => {
                *n += least;
                for c in cards {
                    if !pool.contains(&c) {
                        pool.push(c);
                    }
                }
            }
            None => needed.push((&m.from, least, cards)),
        }
    }
    needed.iter().all(|(_, n, pool)| pool.len() >= *n)
}
