//! The processor: runs queued steps until the game needs an answer or is over. Each step is
//! plain data, so the game can stop at any decision, be saved, cloned and resumed.

use crate::cards::ast::{Ability, Timing};
use crate::effects::run;
use crate::moves;
use crate::moves::leave_window;
use crate::procedures::{attack, battle, use_option};
use crate::resolve;
use crate::rules;
use crate::state::{
    Choice, DecisionKind, DeleteCause, DigimonState, EffectCtx, Leave, PendingDecision, PendingEffect, Step,
};
use crate::turn;
use fuda_kernel::ObjectId;

/// How many steps the processor runs without anyone having a decision before it calls the
/// sequence an endless loop. The longest finite sequences of the game (a turn change with its
/// triggers, an attack checking several security cards) take a few hundred.
pub const LOOP_STEPS: u32 = 1_000;

/// Runs until a decision is pending or the game is over. A sequence that goes on for
/// `LOOP_STEPS` without a decision is a loop no player can stop, since stopping one takes a
/// choice: the game is a draw (18-3-2).
pub fn run(state: &mut DigimonState) {
    let mut steps = 0u32;
    while state.decision.is_none() && state.outcome.is_none() {
        let Some(step) = state.steps.pop() else { break };
        dispatch(state, step);
        steps += 1;
        if steps >= LOOP_STEPS && state.decision.is_none() && state.outcome.is_none() {
            state.note(rules::LOOP_DRAW, |_| {
                format!(
                    "{LOOP_STEPS} processes ran with no player able to stop them: an endless loop, the game is a draw"
                )
            });
            state.outcome = Some(fuda_kernel::Outcome::Draw);
        }
    }
}

fn dispatch(state: &mut DigimonState, step: Step) {
    match step {
        Step::Mulligan(seat) => crate::pregame::offer_mulligan(state, seat),
        Step::FinishSetup => crate::pregame::finish(state),
        Step::BeginTurn => turn::begin(state),
        Step::Unsuspend => turn::unsuspend(state),
        Step::DrawPhase => turn::draw_phase(state),
        Step::BreedingPhase => turn::breeding_phase(state),
        Step::MainStart => turn::main_start(state),
        Step::Main => turn::main(state),
        Step::EndOfTurn => turn::end_of_turn(state),
        Step::EndTurnFinish => turn::end_turn_finish(state),
        Step::Settle => resolve::settle(state),
        Step::AttackCounter => attack::counter(state),
        Step::AttackBlock => attack::block_timing(state),
        Step::AttackConfirm => attack::confirm(state),
        Step::CheckLoop => attack::check_loop(state),
        Step::CheckBattle => attack::check_battle(state),
        Step::CheckCleanup => attack::check_cleanup(state),
        Step::AttackEnd => attack::end(state),
        Step::AttackFinish => attack::finish(state),
        Step::Battle { attacker, defender } => battle::fight(state, attacker, defender),
        Step::Piercing { defender } => {
            if state.battle_unit(defender).is_none() {
                if let Some(a) = state.attack.as_mut() {
                    a.pierce = true;
                }
            }
        }
        Step::WonBattle { seat, winner, loser } => {
            // 14-2-2: only the opposing Digimon was deleted by the battle; the winner stays.
            if state.battle_unit(loser).is_none() && state.battle_unit(winner).is_some() {
                let happened = crate::patterns::Happened::one(
                    crate::cards::ast::Event::DeletesInBattle,
                    seat,
                    crate::patterns::Subject::Unit(winner),
                );
                crate::patterns::raise(state, &happened);
            }
        }
        Step::Retaliation { seat, loser, winner } => {
            if state.battle_unit(loser).is_none() && state.battle_unit(winner).is_some() {
                state.collected.push((seat, PendingEffect::Retaliation { seat, against: winner }));
            }
        }
        Step::Delete { how, units, cause, interrupted } => leave(state, how, units, cause, interrupted),
        Step::BottomOrder { units, chooser } => to_bottom_in_order(state, units, chooser),
        Step::Immediate { items } => immediate(state, items),
        Step::Digisorb { card, onto, condition, reduction, remaining } => {
            crate::procedures::digivolve::digisorb(state, card, onto, condition, reduction, remaining)
        }
        Step::Run(r) => run::advance(state, r),
        Step::Declared(declared) => crate::procedures::window::resume(state, declared),
        Step::TrashSources { unit, count, from } => {
            crate::effects::sources::trash_sources_unless_replaced(state, unit, count, from)
        }
        Step::Play { card, method, also_from } => crate::procedures::play::resume(state, card, method, also_from),
        Step::Materials { card, method, picked, also_from } => crate::procedures::materials::choose(
            state,
            crate::procedures::materials::Choosing { card, method, picked, also_from },
        ),
        Step::PutUnder { unit, host } => crate::effects::placement::finish_put_under(state, unit, host),
        Step::PlaceMaterials { card, method, picked } => {
            crate::procedures::materials::place_materials(state, card, method, picked);
        }
        Step::UseCleanup => use_option::cleanup(state),
    }
}

/// Leaving the battle area with its immediate window (15-8-5): first every "would leave" effect
/// of the Digimon about to go and, for a deletion, every "would be deleted" effect, each once per
/// cause (15-8-5-4); then the move itself, of those that were not saved (15-8-5-2).
fn leave(state: &mut DigimonState, how: Leave, units: Vec<ObjectId>, cause: DeleteCause, interrupted: bool) {
    let units: Vec<ObjectId> = units.into_iter().filter(|id| state.battle_unit(*id).is_some()).collect();
    if units.is_empty() {
        return;
    }
    if !interrupted {
        state.steps.push(Step::Delete { how, units: units.clone(), cause, interrupted: true });
        let window = leave_window(state, &units, how == Leave::Delete, cause);
        state.steps.push(Step::Immediate { items: window });
        return;
    }
    // Only this deletion's saves: a deletion nested inside the window (a cost) keeps its own.
    let doomed: Vec<ObjectId> = units.iter().copied().filter(|id| !state.saved.contains(id)).collect();
    state.saved.retain(|id| !units.contains(id));
    for id in &units {
        state.interrupts.finish(id);
    }
    let units = doomed;
    match how {
        Leave::Delete => {
            if cause == DeleteCause::Battle {
                state.note(rules::BATTLE_DELETE, |_| "battle losers are deleted".to_string());
            }
            moves::delete_now(state, &units, cause);
        }
        Leave::ToHand => {
            let mut owners = Vec::new();
            for id in &units {
                let owner = state.battle_unit(*id).map(|(seat, _)| seat);
                if moves::remove_unit(state, *id, moves::Dest::Hand) {
                    owners.extend(owner.filter(|o| !owners.contains(o)));
                }
            }
            if let DeleteCause::Effect(_) = cause {
                for owner in owners {
                    crate::patterns::hand_increased(state, owner);
                }
            }
        }
        Leave::ToDeckBottom => match cause {
            DeleteCause::Effect(chooser) => to_bottom_in_order(state, units, chooser),
            DeleteCause::Battle | DeleteCause::Rule => to_bottom_as_they_are(state, &units),
        },
    }
}

/// 3-1-3-4: cards leaving together go to the bottom of the deck in the order chosen by the
/// player whose effect moves them, one at a time: the first chosen goes first, the last ends at
/// the very bottom. Copies of one card are interchangeable, so they need no choice.
pub fn to_bottom_in_order(state: &mut DigimonState, units: Vec<ObjectId>, chooser: fuda_kernel::Seat) {
    let units: Vec<ObjectId> = units.into_iter().filter(|id| state.battle_unit(*id).is_some()).collect();
    let def_of = |id: &ObjectId| state.battle_unit(*id).map(|(_, u)| u.top().def);
    let interchangeable = units.iter().all(|id| def_of(id) == units.first().and_then(def_of));
    if interchangeable {
        return to_bottom_as_they_are(state, &units);
    }
    let options = units.iter().copied().map(Choice::Pick).collect();
    state.steps.push(Step::BottomOrder { units, chooser });
    state.decision = Some(PendingDecision { seat: chooser, kind: DecisionKind::BottomOrder, options });
}

/// 1体 going to the bottom of their decks with no order to choose, in the order given; the order
/// is announced first, since they go from public to hidden zones together (3-1-3-6).
fn to_bottom_as_they_are(state: &mut DigimonState, units: &[ObjectId]) {
    if units.len() > 1 {
        let names: Vec<String> =
            units.iter().filter_map(|id| state.battle_unit(*id)).map(|(_, u)| state.label_for_log(u)).collect();
        state.note(rules::HIDDEN_ZONE_ORDER_SHOWN, |_| {
            format!("they go to the bottom of their decks in this order: {}", names.join(", "))
        });
    }
    for id in units {
        moves::remove_unit(state, *id, moves::Dest::DeckBottom);
    }
}

/// The immediate effects of one cause, simultaneous only with each other (15-8-5-3): the turn
/// player's first, each player choosing the order of their own (15-4-3-5), one at a time.
///
/// One whose processing condition does not hold yet stays in the window and may be activated
/// later in it, while the condition holds (15-8-5-5-2); the window closes when none can.
fn immediate(state: &mut DigimonState, mut items: Vec<EffectCtx>) {
    // An effect whose card is gone or no longer has it (a spent Decoy, a source played out of
    // the stack) can no longer activate (15-4-4-3/4).
    items.retain(|c| crate::resolve::still_valid(state, &PendingEffect::Ability(*c)));
    // 18-2-1: once a replacement took the place of the interrupted trashing, there is nothing
    // left for the others to replace.
    items.retain(|c| !c.interrupting.is_some_and(|(id, _)| state.replaced.contains(&id)));
    let ready: Vec<bool> = items.iter().map(|c| crate::query::effect::condition_ok(state, c)).collect();
    let order = state.seat_order();
    let Some(seat) = order.into_iter().find(|s| items.iter().zip(&ready).any(|(c, r)| *r && c.controller == *s)) else {
        return;
    };
    let mine: Vec<usize> = (0..items.len()).filter(|i| ready[*i] && items[*i].controller == seat).collect();
    // Several instances of one and the same effect (two <Evade>s) leave nothing to order.
    let describe = |ctx: &EffectCtx| {
        crate::query::effect::ability(&state.db, ctx).map(|a| crate::query::effect::describe(state, ctx, a.timing))
    };
    let same = mine.windows(2).all(|w| describe(&items[w[0]]) == describe(&items[w[1]]));
    if mine.len() > 1 && !same {
        let options = mine.into_iter().map(Choice::Pending).collect();
        state.steps.push(Step::Immediate { items });
        state.decision = Some(PendingDecision { seat, kind: DecisionKind::ImmediateOrder, options });
        return;
    }
    let ctx = items.remove(mine[0]);
    start_immediate(state, items, ctx);
}

/// Runs one immediate effect, then the rest of its window.
pub fn start_immediate(state: &mut DigimonState, rest: Vec<EffectCtx>, ctx: EffectCtx) {
    state.note(rules::IMMEDIATE, |s| {
        let name = crate::query::effect::ability(&s.db, &ctx)
            .map(|a| crate::query::effect::describe(s, &ctx, a.timing))
            .unwrap_or_default();
        let what = match (ctx.interrupting, crate::query::effect::ability(&s.db, &ctx).map(|a| a.timing)) {
            (Some(_), Some(Timing::OtherOwnSourcesWouldBeTrashed)) => "the trashing of digivolution cards",
            (Some(_), Some(Timing::WouldLeave | Timing::DigimonWouldLeave)) => "its leaving the battle area",
            (Some(_), _) => "the deletion",
            (None, _) => "before the cost is paid",
        };
        format!("{name} interrupts {what}")
    });
    state.steps.push(Step::Immediate { items: rest });
    state.steps.push(crate::state::runs::start(ctx));
}

/// Whether a card has any effect with this timing (used by views and rendering).
pub fn has_timing(state: &DigimonState, def: crate::cards::CardIdx, timing: Timing) -> bool {
    state.def_at(def).effects.iter().any(|a| matches!(a, Ability::Triggered(t) if t.has(timing)))
}
