//! The single write entry: a validated answer (an index into the offered options) becomes
//! mutations, then the processor runs on to the next decision.

use crate::effects::run;
use crate::engine;
use crate::procedures::{attack, digivolve, materials, play, window};
use crate::resolve;
use crate::state::{AttackTarget, Choice, DecisionKind, Declared, DigimonState, RunStage, Step};
use crate::turn;
use fuda_kernel::AnswerError;

/// Applies option `index` of the pending decision. An index not offered is refused and the
/// state is unchanged.
pub fn answer(state: &mut DigimonState, index: usize) -> Result<(), AnswerError> {
    let Some(decision) = state.decision.as_ref() else {
        return Err(AnswerError::GameOver);
    };
    let Some(&choice) = decision.options.get(index) else {
        return Err(AnswerError::NotOffered { index, offered: decision.options.len() });
    };
    let decision = state.decision.take().expect("checked above");
    state.answers += 1;
    match decision.kind {
        DecisionKind::Mulligan => crate::pregame::mulligan(state, decision.seat, choice == Choice::Mulligan(true)),
        DecisionKind::Breeding => {
            state.steps.pop();
            match choice {
                Choice::Hatch => turn::hatch(state),
                Choice::Move => turn::move_to_battle(state),
                _ => {}
            }
            state.steps.extend([Step::MainStart, Step::Settle]);
        }
        DecisionKind::Main => main_action(state, choice),
        DecisionKind::Block => {
            state.steps.pop();
            if let Choice::Block(id) = choice {
                attack::block(state, id);
            }
            state.steps.extend([Step::AttackConfirm, Step::Settle]);
        }
        DecisionKind::PendingOrder => {
            if let Choice::Pending(i) = choice {
                let item = state.pending.take(i);
                resolve::activate(state, item);
            }
        }
        DecisionKind::Digisorption => {
            let Some(Step::Digisorb { card, onto, condition, mut reduction, mut remaining }) = state.steps.pop() else {
                unreachable!("Digisorption decisions come from its window")
            };
            let n = remaining.pop().unwrap_or(0);
            if let Choice::Pick(id) = choice {
                // 16-9-3: the suspension is the optional condition; the reduction then follows.
                crate::moves::suspend(state, id);
                reduction = reduction.saturating_add(n);
                state.note(crate::rules::DIGISORPTION, |_| {
                    format!("<Digisorption>: the digivolve cost is reduced by {n}")
                });
            }
            digivolve::digisorb(state, card, onto, condition, reduction, remaining);
        }
        DecisionKind::Counter => {
            state.steps.pop();
            state.steps.push(Step::AttackBlock);
            state.steps.push(Step::Settle);
            if let Choice::Counter { card, index } = choice {
                attack::activate_counter(state, card, index);
            }
        }
        DecisionKind::ImmediateOrder => {
            let Some(Step::Immediate { mut items }) = state.steps.pop() else {
                unreachable!("immediate-order decisions come from an immediate window")
            };
            if let Choice::Pending(i) = choice {
                let ctx = items.remove(i);
                engine::start_immediate(state, items, ctx);
            }
        }
        DecisionKind::Materials => {
            let Some(Step::Materials { card, method, picked, also_from }) = state.steps.pop() else {
                unreachable!("material decisions come from a material step")
            };
            let mut choosing = materials::Choosing { card, method, picked, also_from };
            match choice {
                Choice::Pick(id) => {
                    choosing.picked.push(id);
                    materials::choose(state, choosing);
                }
                _ => materials::done(state, choosing),
            }
        }
        DecisionKind::BottomOrder => {
            let Some(Step::BottomOrder { mut units, chooser }) = state.steps.pop() else {
                unreachable!("bottom-order decisions come from a bottom-order step")
            };
            if let Choice::Pick(id) = choice {
                units.retain(|u| *u != id);
                let name = state.battle_unit(id).map(|(_, u)| state.unit_label(u)).unwrap_or_default();
                state.note(crate::rules::MOVE_ORDER, |_| {
                    format!("{chooser} puts {name} on the bottom of its deck next")
                });
                // 3-1-3-6: its place in the order is shown before it goes to the hidden zone.
                state.note(crate::rules::HIDDEN_ZONE_ORDER_SHOWN, |_| format!("shown: {name} goes next"));
                crate::moves::remove_unit(state, id, crate::moves::Dest::DeckBottom);
            }
            engine::to_bottom_in_order(state, units, chooser);
        }
        DecisionKind::Optional
        | DecisionKind::Cost
        | DecisionKind::Target
        | DecisionKind::CostCards
        | DecisionKind::Number
        | DecisionKind::RevealOrder
        | DecisionKind::LookOrder
        | DecisionKind::Replace
        | DecisionKind::ChooseEffect
        | DecisionKind::HandTrash => effect_answer(state, decision.kind, choice),
    }
    engine::run(state);
    Ok(())
}

fn main_action(state: &mut DigimonState, choice: Choice) {
    let seat = state.turn_player;
    // Every action is a process; the rule check and pending effects follow it (17-1-2).
    state.steps.push(Step::Settle);
    match choice {
        Choice::Play(card) => play::declare(state, card, None),
        Choice::Digivolve { card, onto, condition } => {
            window::declare(state, seat, Declared::Digivolve { card, onto, condition })
        }
        Choice::Use(card) => window::declare(state, seat, Declared::Use { card }),
        Choice::PlayWith { card, method } => play::declare(state, card, Some(method)),
        // 8-2-2-5, 8-3-2-5, 8-4-2-3: what affects digivolving affects the variants too.
        Choice::Jogress { card, first, second, condition } => {
            window::declare(state, seat, Declared::Jogress { card, first, second, condition })
        }
        Choice::Burst { card, onto, tamer } => window::declare(state, seat, Declared::Burst { card, onto, tamer }),
        Choice::Link { card, onto } => window::declare(state, seat, Declared::Link { card, onto }),
        Choice::AppFusion { card, onto, link } => {
            window::declare(state, seat, Declared::AppFusion { card, onto, link })
        }
        Choice::Attack { attacker, target } => attack::declare(state, attacker, target, Default::default()),
        Choice::Activate { unit, card, ability } => {
            let card = *state
                .find_unit(unit)
                .and_then(|(_, u)| u.stack().iter().find(|c| c.id == card))
                .expect("offered effects exist");
            let ctx = crate::state::EffectCtx::new(seat, &card, ability, Some(unit));
            state.steps.push(crate::state::runs::start(ctx));
        }
        Choice::ActivateFrom { card, ability } => {
            let p = state.player(seat);
            let card = *p
                .hand
                .iter()
                .chain(p.trash.iter())
                .chain(p.face_up_security())
                .find(|c| c.id == card)
                .expect("offered effects exist");
            let ctx = crate::state::EffectCtx::new(seat, &card, ability, None);
            state.steps.push(crate::state::runs::start(ctx));
        }
        Choice::Pass => turn::pass(state),
        _ => unreachable!("main decisions offer main actions only"),
    }
}

fn effect_answer(state: &mut DigimonState, kind: DecisionKind, choice: Choice) {
    let Some(Step::Run(mut r)) = state.steps.pop() else { unreachable!("effect decisions come from a running effect") };
    match (kind, choice) {
        (DecisionKind::Optional, Choice::Yes) => {
            let db = std::sync::Arc::clone(&state.db);
            let ability = crate::query::effect::ability(&db, &r.ctx).expect("asked about an existing effect");
            run::begin_cost_or_actions(state, r, &ability);
        }
        // A cost in the middle of an effect (15-7): its answer is where the effect goes on.
        (DecisionKind::Cost, answer) if r.stage == crate::state::RunStage::Running => {
            r.declared = Some(u8::from(answer == Choice::Yes));
            run::advance(state, r);
        }
        (DecisionKind::Cost, Choice::Yes) => run::pay_cost(state, r),
        (DecisionKind::Optional | DecisionKind::Cost, _) => {
            state.note(crate::rules::OPTIONAL, |_| "declined".to_string());
        }
        (DecisionKind::Replace, answer) => {
            r.declared = Some(u8::from(answer == Choice::Yes));
            run::advance(state, r);
        }
        (
            DecisionKind::Target
            | DecisionKind::CostCards
            | DecisionKind::RevealOrder
            | DecisionKind::LookOrder
            | DecisionKind::HandTrash,
            Choice::Pick(id),
        ) => {
            r.picked.push(id);
            run::advance(state, r);
        }
        // 15-7: the end its controller chose; the card lying there is the one the step takes.
        (DecisionKind::Target | DecisionKind::CostCards, Choice::End(end)) => {
            let seat = r.ctx.controller;
            let security = &state.player(seat).security;
            let card = match end {
                crate::cards::ast::StackEnd::Top => security.last(),
                crate::cards::ast::StackEnd::Bottom => security.first(),
            };
            r.picked.extend(card.map(|c| c.id));
            let which = if end == crate::cards::ast::StackEnd::Top { "top" } else { "bottom" };
            state.note(crate::rules::OPTIONAL_CONDITION_WORDS, |_| {
                format!("{seat} chooses the {which} card of their security")
            });
            run::advance(state, r);
        }
        (DecisionKind::ChooseEffect, Choice::Number(n)) => {
            r.declared = Some(n.saturating_sub(1));
            run::advance(state, r);
        }
        (DecisionKind::Number, Choice::Number(n)) => {
            r.declared = Some(n);
            run::advance(state, r);
        }
        (DecisionKind::Target, Choice::Attack { attacker, target }) => {
            // The attacker first: an effect that lets one of several Digimon attack reads both.
            r.picked.push(attacker);
            r.picked.push(match target {
                AttackTarget::Player => crate::effects::special::PLAYER,
                AttackTarget::Digimon(id) => id,
            });
            run::advance(state, r);
        }
        (DecisionKind::Target | DecisionKind::CostCards | DecisionKind::HandTrash, Choice::Done) => {
            r.picked.push(run::DONE);
            run::advance(state, r);
        }
        _ => {
            debug_assert!(r.stage != RunStage::Activate);
            run::advance(state, r);
        }
    }
}
