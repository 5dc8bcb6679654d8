//! イクサフェイズ (700): the Aisatsu phases (704–706), repeated until the turn player declares no
//! aisatsu, with the Interrupt step (705, 1402) and the one-way ikusa damage (706.4).

use crate::cards::ast::Keyword;
use crate::damage;
use crate::rule_check::rule_process_pending;
use crate::rules;
use crate::state::priority::{priority_then, then_priority};
use crate::state::{Aisatsu, AisatsuTarget, Choice, DecisionKind, NsState, PendingDecision, Step, TurnStep};
use fuda_kernel::ObjectId;

/// One point of the Aisatsu phase.
pub fn step(state: &mut NsState, step: TurnStep) {
    let tp = state.turn_player;
    let ntp = NsState::opponent(tp);
    match step {
        TurnStep::AisatsuSelection => {
            state.note(rules::AISATSU_SELECT_START, |_| "'at aisatsu target selection step start' occurs".into());
            priority_then(state, rules::AISATSU_SELECT_PRIORITY, TurnStep::AisatsuChoice);
        }
        TurnStep::AisatsuChoice => {
            // 704.3a-1: only an untapped character; 104.4: none that an effect forbids to; 704.5:
            // none whose aisatsu could not be made, for want of a target or of its cost.
            let has_target = |c: &crate::state::Character| {
                !crate::info::cannot_aisatsu_players(state, c) || !state.player(ntp).field.is_empty()
            };
            let mut options: Vec<Choice> = state
                .player(tp)
                .field
                .iter()
                .filter(|c| !c.tapped && !crate::info::cannot_aisatsu(state, c) && has_target(c))
                .filter(|c| crate::costs::payable(state, tp, &crate::info::aisatsu_cost(state, c), c.card.id))
                .map(|c| Choice::AisatsuWith(c.card.id))
                .collect();
            let forbidden = state.player(tp).field.iter().filter(|c| crate::info::cannot_aisatsu(state, c)).count();
            if forbidden > 0 {
                state.note(rules::PROHIBITION, |_| format!("{forbidden} of {tp}'s characters cannot aisatsu"));
            }
            options.push(Choice::NoAisatsu);
            state.decision = Some(PendingDecision { seat: tp, kind: DecisionKind::AisatsuAttacker, options });
        }
        TurnStep::AisatsuPaid => aisatsu_made(state),
        TurnStep::Aisatsued => {
            state.note(rules::AISATSU_DONE, |_| "'when it aisatsu'd' occurs".into());
            then_priority(state, TurnStep::InterruptStep);
        }
        TurnStep::InterruptStep => {
            state.note(rules::INTERRUPT_STEP_START, |_| "'at interrupt step start' occurs".into());
            priority_then(state, rules::INTERRUPT_STEP_PRIORITY, TurnStep::InterruptChoice);
        }
        TurnStep::InterruptChoice => {
            let candidates = interrupters(state);
            if candidates.is_empty() {
                state.steps.push(Step::Turn(TurnStep::InterruptDone));
                return;
            }
            let mut options: Vec<Choice> = candidates.into_iter().map(Choice::InterruptWith).collect();
            options.push(Choice::NoInterrupt);
            state.decision = Some(PendingDecision { seat: ntp, kind: DecisionKind::Interrupt, options });
        }
        TurnStep::InterruptDone => {
            if let Some(a) = state.aisatsu.as_mut() {
                a.target_fixed = true;
            }
            // 1403.2 needs who aisatsu'd a character this turn.
            if let Some(Aisatsu { attacker, target: AisatsuTarget::Character(id), .. }) = state.aisatsu {
                if let Some(c) = state.character_mut(id) {
                    c.aisatsued_by.push(attacker);
                }
            }
            state.note(rules::AISATSU_TARGET_CARD, |_| "the aisatsu target is fixed for this aisatsu phase".into());
            priority_then(state, rules::INTERRUPT_DONE_PRIORITY, TurnStep::DamageStep);
        }
        TurnStep::DamageStep => {
            if !aisatsu_stands(state) {
                if let Some(Aisatsu { target: AisatsuTarget::Character(id), .. }) = state.aisatsu {
                    if state.character(id).is_none() {
                        state.note(rules::AISATSU_TARGET_MOVED, |_| {
                            "the aisatsu target card left the field: it is no longer being aisatsu'd".into()
                        });
                    }
                }
                state.note(rules::DAMAGE_STEP_SKIP, |_| {
                    "the aisatsu card or its target is gone: no ikusa damage step".into()
                });
                state.steps.push(Step::Turn(TurnStep::IkusaCleanup));
                return;
            }
            state.note(rules::DAMAGE_STEP_START, |_| "'at ikusa damage step start' occurs".into());
            priority_then(state, rules::DAMAGE_STEP_PRIORITY, TurnStep::IkusaDamage);
        }
        TurnStep::IkusaDamage => {
            ikusa(state);
            priority_then(state, rules::AFTER_IKUSA_PRIORITY, TurnStep::DamageStepEnd);
        }
        TurnStep::DamageStepEnd => {
            state.note(rules::DAMAGE_STEP_END, |_| "'at ikusa damage step end' occurs".into());
            satsubatsu_triggers(state);
            priority_then(state, rules::DAMAGE_STEP_END_PRIORITY, TurnStep::IkusaCleanup);
        }
        TurnStep::IkusaCleanup => {
            state.lasting.retain(|l| l.until != crate::state::Until::ThisIkusa);
            state.note(rules::THIS_IKUSA_ENDS, |_| "effects lasting this ikusa end".into());
            if rule_process_pending(state) {
                state.note(rules::DAMAGE_STEP_LOOP_BACK, |_| {
                    "a rule process or trigger is pending: priority runs again (706.7)".into()
                });
                then_priority(state, TurnStep::IkusaCleanup);
                return;
            }
            state.aisatsu = None;
            state.note(rules::IKUSA_ENDS, |_| "the aisatsu card and its target end the ikusa".into());
            state.note(rules::BACK_TO_SELECTION, |_| "back to the aisatsu target selection step".into());
            state.steps.push(Step::Turn(TurnStep::AisatsuSelection));
        }
        _ => unreachable!("only the aisatsu phase's steps come here"),
    }
}

/// 1403.2: a Satsubatsu character that was aisatsu'd in this damage step, still on the field,
/// triggers (a character gone from the field has no valid abilities, 1202.2).
fn satsubatsu_triggers(state: &mut NsState) {
    let Some(Aisatsu { target: AisatsuTarget::Character(id), .. }) = state.aisatsu else { return };
    let Some((seat, c)) = state.character(id) else {
        state.note(rules::VALID_ON_FIELD, |_| {
            "the aisatsu target has left the field: its abilities are not valid".into()
        });
        return;
    };
    if !crate::info::has_keyword(state, c, Keyword::Satsubatsu) {
        return;
    }
    let card = c.card;
    state.triggered.push(crate::state::PendingTrigger {
        controller: seat,
        card: card.id,
        def: card.def,
        ability: crate::state::AbilityRef::Satsubatsu,
        hidden: false,
        subject: None,
        known: None,
    });
    state.note(rules::SATSUBATSU, |s| format!("{}'s Satsubatsu triggers", s.name_of(&card)));
}

/// 706.1: the aisatsu card is still on the field, and so is a target character (a player
/// target always exists; rulings: 706.1 reads "the target, player or card").
fn aisatsu_stands(state: &NsState) -> bool {
    let Some(a) = state.aisatsu else { return false };
    let attacker = state.character(a.attacker).is_some();
    let target = match a.target {
        AisatsuTarget::Player(_) => true,
        AisatsuTarget::Character(id) => state.character(id).is_some(),
    };
    attacker && target
}

/// 706.4: the aisatsu card deals its Kousaku to a player target, its Karate to a character
/// target; the target deals nothing back.
fn ikusa(state: &mut NsState) {
    if !aisatsu_stands(state) {
        state.note(rules::AISATSU_TARGET_MOVED, |_| {
            "the aisatsu card or the card it aisatsus left the field: no ikusa".into()
        });
        return;
    }
    let a = state.aisatsu.expect("checked above");
    let (_, attacker) = state.character(a.attacker).expect("checked above");
    let name = state.name_of(&attacker.card);
    // 1326.1: a continuous ability may make the damage it deals greater.
    let bonus = crate::info::more_damage(state, attacker);
    let (kousaku, karate) = (crate::info::kousaku(state, attacker), crate::info::karate(state, attacker));
    if bonus > 0 {
        state.note(rules::DAMAGE_INCREASE, |_| format!("the damage {name} deals is {bonus} more"));
    }
    match a.target {
        AisatsuTarget::Player(seat) => {
            let n = kousaku + bonus;
            state.note(rules::IKUSA_TO_PLAYER, |_| format!("{name} does ikusa with {seat}"));
            state.note(rules::IKUSA_DAMAGE, |_| format!("{name} deals ikusa damage equal to its Kousaku, {n}"));
            state.note(rules::IKUSA_DAMAGE_SOURCE, |_| format!("the ikusa damage's source is {name}"));
            damage::to_player(state, seat, n, &name);
        }
        AisatsuTarget::Character(id) => {
            let n = karate + bonus;
            state.note(rules::IKUSA_TO_CHARACTER, |s| {
                let target = s.character(id).map(|(_, c)| s.name_of(&c.card)).unwrap_or_default();
                format!("{name} does ikusa with {target}")
            });
            state.note(rules::IKUSA_DAMAGE, |_| format!("{name} deals ikusa damage equal to its Karate, {n}"));
            state.note(rules::IKUSA_DAMAGE_SOURCE, |_| format!("the ikusa damage's source is {name}"));
            damage::to_character(state, id, n, damage::Dealer { name: &name, source: a.attacker, ikusa: true });
        }
    }
}

/// 704.6/704.7: the aisatsu is made: its character is the aisatsu card, and "when it aisatsus"
/// occurs.
fn aisatsu_made(state: &mut NsState) {
    state.steps.push(Step::Turn(TurnStep::Aisatsued));
    // 704.6a: a character that left the field while its cost was paid aisatsus no more; the
    // damage step finds it gone (706.1).
    let Some(a) = state.aisatsu else { return };
    let Some((tp, c)) = state.character(a.attacker) else { return };
    let card = c.card;
    state.note(rules::AISATSU_CARD, |s| {
        format!("{} is the aisatsu card until this aisatsu phase ends", s.name_of(&card))
    });
    crate::triggers::fire(state, &card, tp, crate::cards::ast::Trigger::Aisatsus);
    let at_player = matches!(a.target, AisatsuTarget::Player(_));
    crate::events::offer(state, crate::events::Happened::Aisatsus(card.id, at_player));
}

/// 705.3: the non-turn player's characters that may change the target to themselves.
fn interrupters(state: &NsState) -> Vec<ObjectId> {
    let Some(a) = state.aisatsu else { return Vec::new() };
    let Some((_, attacker)) = state.character(a.attacker) else { return Vec::new() };
    if crate::info::has_keyword(state, attacker, Keyword::Unredirectable) {
        return Vec::new();
    }
    let ntp = NsState::opponent(state.turn_player);
    state
        .player(ntp)
        .field
        .iter()
        .filter(|c| !c.interrupted)
        .filter(|c| {
            let has = |k| crate::info::has_keyword(state, c, k);
            match a.target {
                AisatsuTarget::Player(_) => has(Keyword::Interrupt) || has(Keyword::InterruptKaizen),
                AisatsuTarget::Character(id) => id != c.card.id && has(Keyword::InterruptKaizen),
            }
        })
        .map(|c| c.card.id)
        .collect()
}

/// The answer to an aisatsu or interrupt decision.
pub fn answer(state: &mut NsState, kind: DecisionKind, choice: Choice) {
    let tp = state.turn_player;
    let ntp = NsState::opponent(tp);
    match (kind, choice) {
        (DecisionKind::AisatsuAttacker, Choice::AisatsuWith(id)) => {
            let to_player = state.character(id).is_none_or(|(_, c)| !crate::info::cannot_aisatsu_players(state, c));
            let mut options = if to_player { vec![Choice::TargetPlayer] } else { Vec::new() };
            options.extend(state.player(ntp).field.iter().map(|c| Choice::TargetCharacter(c.card.id)));
            state.steps.push(Step::Turn(TurnStep::AisatsuChoice));
            state.aisatsu = Some(Aisatsu { attacker: id, target: AisatsuTarget::Player(ntp), target_fixed: false });
            state.decision = Some(PendingDecision { seat: tp, kind: DecisionKind::AisatsuTarget, options });
        }
        (DecisionKind::AisatsuAttacker, _) => {
            state.note(rules::AISATSU_CHOOSE, |_| format!("{tp} declares no aisatsu"));
            state.steps.push(Step::Turn(TurnStep::IkusaEnd));
        }
        (DecisionKind::AisatsuTarget, target) => {
            // The step pushed to come back to if the aisatsu could not be made (704.5).
            state.steps.pop();
            let Some(a) = state.aisatsu.as_mut() else { return };
            a.target = match target {
                Choice::TargetCharacter(id) => AisatsuTarget::Character(id),
                _ => AisatsuTarget::Player(ntp),
            };
            let a = *a;
            let Some(c) = state.character_mut(a.attacker) else { return };
            c.tapped = true;
            let card = c.card;
            state.note(rules::AISATSU_OJIGI, |s| {
                let to = match a.target {
                    AisatsuTarget::Player(seat) => seat.to_string(),
                    AisatsuTarget::Character(id) => {
                        s.character(id).map(|(_, c)| s.name_of(&c.card)).unwrap_or_default()
                    }
                };
                format!("{} bows and aisatsus {to}", s.name_of(&card))
            });
            crate::triggers::orientation_changed(state, card.id, true);
            // 704.5: what the aisatsu needs is done now, its cost in the written order (1203.4).
            let cost = state.character(card.id).map(|(_, c)| crate::info::aisatsu_cost(state, c)).unwrap_or_default();
            if cost.is_empty() {
                aisatsu_made(state);
            } else {
                state.steps.push(Step::Turn(TurnStep::AisatsuPaid));
                let name = state.name_of(&card);
                let origin = crate::effects::Origin { card: (card.id, card.def), name: &name };
                crate::costs::pay(state, cost, tp, origin);
            }
        }
        (DecisionKind::Interrupt, Choice::InterruptWith(id)) => {
            if let Some(c) = state.character_mut(id) {
                c.interrupted = true;
            }
            if let Some(a) = state.aisatsu.as_mut() {
                a.target = AisatsuTarget::Character(id);
            }
            state.note(rules::INTERRUPT_APPLY, |s| {
                let name = s.character(id).map(|(_, c)| s.name_of(&c.card)).unwrap_or_default();
                format!("{ntp} interrupts: the aisatsu target becomes {name}")
            });
            state.steps.push(Step::Turn(TurnStep::InterruptDone));
        }
        (DecisionKind::Interrupt, _) => {
            state.note(rules::INTERRUPT_CHOICE, |_| format!("{ntp} does not interrupt"));
            state.steps.push(Step::Turn(TurnStep::InterruptDone));
        }
        _ => {}
    }
}
