//! アタック (attack), rules 11-13: declaration, counter timing, block timing, success check,
//! security checks and end of attack. Once declared, every timing happens even if the attacker
//! has left (11-1-5); each timing waits until nothing is left to resolve (11-1-4).

use crate::cards::ast::{Ability, AttackSpec, Buff, CardKind, Duration, Keyword, Timing};
use crate::moves;
use crate::query;
use crate::rules;
use crate::state::{
    AbilityRef, AttackState, AttackTarget, Choice, DecisionKind, Deferred, DigimonState, EffectCtx, PendingDecision,
    PendingEffect, Step,
};
use crate::triggers;
use fuda_kernel::{ObjectId, Outcome};

/// Declares an attack (11-2-8-1): suspend the attacker, fix the target, collect [When
/// Attacking] (15-16-5), then the counter timing.
///
/// `delete_after`: the attacker is deleted at the end of the attack, as deferred processing
/// (Execute, 16-37-4).
pub fn declare(state: &mut DigimonState, attacker: ObjectId, target: AttackTarget, spec: AttackSpec) {
    let seat = state.turn_player;
    let delete_after = spec.delete_after;
    // 11-2-1; Overclock attacks without suspending (16-33-1).
    if !spec.without_suspending {
        crate::moves::suspend(state, attacker);
    }
    state.attack = Some(AttackState {
        attacker,
        seat,
        target,
        declared: target,
        blocked: false,
        checks_done: 0,
        checked: None,
        pierce: false,
        delete_after,
        pending_floor: 0,
    });
    state.note(rules::DECLARE_ATTACK, |s| {
        let name = s.battle_unit(attacker).map(|(_, u)| s.unit_label(u)).unwrap_or_default();
        format!("{name} attacks {}", target_label(s, target))
    });
    triggers::collect_unit(state, seat, attacker, Timing::WhenAttacking);
    crate::patterns::event(state, Timing::DigimonAttacks, seat, Some(attacker));
    state.steps.extend([Step::AttackCounter, Step::Settle]);
}

/// The words for an attack target.
pub fn target_label(state: &DigimonState, target: AttackTarget) -> String {
    match target {
        AttackTarget::Player => format!("{}", state.non_turn_player()),
        AttackTarget::Digimon(id) => {
            state.battle_unit(id).map_or_else(|| "a Digimon that is gone".into(), |(_, u)| state.unit_label(u))
        }
    }
}

fn attacker_present(state: &DigimonState) -> bool {
    state.attack.as_ref().is_some_and(|a| state.battle_unit(a.attacker).is_some())
}

/// カウンタータイミング (11-3): the non-turn player may activate one [Counter] effect of a
/// card in their hand (15-16-14), once per attack (11-3-2).
pub fn counter(state: &mut DigimonState) {
    state.note(rules::COUNTER_TIMING, |_| "counter timing".to_string());
    let seat = state.non_turn_player();
    let mut options: Vec<Choice> = Vec::new();
    for card in &state.player(seat).hand {
        for (i, a) in state.def(card).effects.iter().enumerate() {
            if matches!(a, Ability::Triggered(t) if t.timing == Timing::Counter) {
                options
                    .push(Choice::Counter { card: card.id, index: u8::try_from(i).expect("fewer than 256 effects") });
            }
        }
    }
    if options.is_empty() {
        state.steps.extend([Step::AttackBlock, Step::Settle]);
        return;
    }
    options.push(Choice::Done);
    state.steps.push(Step::AttackCounter);
    state.decision = Some(PendingDecision { seat, kind: DecisionKind::Counter, options });
}

/// Activates the chosen [Counter] effect of a hand card.
pub fn activate_counter(state: &mut DigimonState, card: ObjectId, index: u8) {
    let seat = state.non_turn_player();
    let Some(c) = state.player(seat).hand.iter().find(|c| c.id == card).copied() else { return };
    let ctx = EffectCtx::new(seat, &c, AbilityRef::Printed { index, inherited: false }, None);
    state.steps.push(crate::state::runs::start(ctx));
}

/// The non-turn player's Digimon that may block now (12-1): active, in the battle area, with
/// Blocker, not the current target, while the attacker is in the battle area (12-1-6).
pub fn blockers(state: &DigimonState) -> Vec<ObjectId> {
    let Some(attack) = &state.attack else {
        return Vec::new();
    };
    if attack.blocked || !attacker_present(state) {
        return Vec::new();
    }
    let seat = state.non_turn_player();
    let field = query::Field::new(state);
    // No card prints these restrictions: with no effect giving one, no 1体 need be asked.
    let has = field.unprinted(&[Buff::CannotBeSuspended, Buff::CannotBlock, Buff::CannotBeBlocked]);
    let unblockable = state
        .battle_unit(attack.attacker)
        .is_some_and(|(attacker_seat, attacker)| has(attacker_seat, attacker, Buff::CannotBeBlocked));
    if unblockable {
        return Vec::new();
    }
    state
        .player(seat)
        .battle()
        .iter()
        .filter(|u| {
            !u.suspended
                && !has(seat, u, Buff::CannotBeSuspended)
                && AttackTarget::Digimon(u.id) != attack.target
                && field.has_keyword(seat, u, Keyword::Blocker)
                && !has(seat, u, Buff::CannotBlock)
        })
        .map(|u| u.id)
        .collect()
}

/// ブロックタイミング (11-4): the non-turn player may block.
pub fn block_timing(state: &mut DigimonState) {
    let candidates = blockers(state);
    if candidates.is_empty() {
        state.steps.extend([Step::AttackConfirm, Step::Settle]);
        return;
    }
    let mut options: Vec<Choice> = candidates.into_iter().map(Choice::Block).collect();
    // 16-29-3: against Collision the opponent must block if able.
    let forced = state
        .attack
        .as_ref()
        .and_then(|a| state.battle_unit(a.attacker))
        .is_some_and(|(s, u)| query::has_keyword(state, s, u, Keyword::Collision));
    if forced {
        state.note(rules::COLLISION, |_| "<Collision>: the opponent must block".to_string());
    } else {
        options.push(Choice::NoBlock);
    }
    state.steps.push(Step::AttackBlock);
    state.decision = Some(PendingDecision { seat: state.non_turn_player(), kind: DecisionKind::Block, options });
}

/// A block (12-1-7-1): suspend the blocker; it becomes the target (12-1-1).
pub fn block(state: &mut DigimonState, blocker: ObjectId) {
    crate::moves::suspend(state, blocker);
    let attack = state.attack.as_mut().expect("blocks happen during attacks");
    attack.target = AttackTarget::Digimon(blocker);
    attack.blocked = true;
    let (seat, attacker) = (attack.seat, attack.attacker);
    state.note(rules::BLOCK, |s| {
        let name = s.battle_unit(blocker).map(|(_, u)| s.unit_label(u)).unwrap_or_default();
        format!("{name} blocks")
    });
    // 12-1-1: a block is the rule that changes the attack target to the blocker.
    crate::patterns::about(state, crate::cards::ast::Event::TargetSwitched, seat, attacker);
}

/// 成立の確認 (11-5): check security, win, battle, or nothing.
pub fn confirm(state: &mut DigimonState) {
    let attack = state.attack.clone().expect("during an attack");
    state.steps.push(Step::AttackEnd);
    let Some((seat, attacker)) = state.battle_unit(attack.attacker) else {
        state.note(rules::ATTACK_FAILS, |_| "the attacker is gone; the attack succeeds nowhere".to_string());
        return;
    };
    match attack.target {
        AttackTarget::Player => {
            let defender = DigimonState::opponent(seat);
            if !state.player(defender).security.is_empty() {
                state.note(rules::CHECK_SECURITY, |_| "the attack on the player succeeds: check security".to_string());
                state.steps.push(Step::CheckLoop);
            } else if query::check_count(state, seat, attacker) >= 1 {
                state.note(rules::WIN_BY_ATTACK, |_| format!("{defender} has no security: {seat} wins"));
                state.outcome = Some(Outcome::win(seat));
            } else {
                state.note(rules::NO_SECURITY, |_| "the attacker cannot check even one card: no win".to_string());
            }
        }
        AttackTarget::Digimon(target) => {
            if state.battle_unit(target).is_some() {
                state.note(rules::ATTACK_BATTLE, |_| "the attack on a Digimon succeeds: battle".to_string());
                // 14-2-4: what the battle triggers resolves before the attack moves on.
                state.steps.extend([Step::Settle, Step::Battle { attacker: attack.attacker, defender: Some(target) }]);
            } else {
                state.note(rules::TARGET_VANISHED, |_| {
                    "the target Digimon is gone; the attack does not succeed".to_string()
                });
            }
        }
    }
}

/// One security check (13-1-7), repeated while the attacker can check (13-1-7-5).
pub fn check_loop(state: &mut DigimonState) {
    let attack = state.attack.clone().expect("during an attack");
    let Some((seat, attacker)) = state.battle_unit(attack.attacker) else {
        state.note(rules::CHECK_STOPS, |_| "the checking Digimon left; checking stops".to_string());
        return;
    };
    // 16-3-2: the count is read again before every check.
    if attack.checks_done >= query::check_count(state, seat, attacker) {
        return;
    }
    let defender = DigimonState::opponent(seat);
    let Some(card) = state.player_mut(defender).security.pop() else {
        return;
    };
    let card = state.renew(card);
    // Each check is its own event: a second check triggers the effects again (15-5-2).
    crate::moves::security_decreased(state, defender);
    {
        let a = state.attack.as_mut().expect("during an attack");
        a.checked = Some(card);
        a.checks_done += 1;
    }
    state.note(rules::CHECK_REVEAL, |s| format!("security check reveals {}", s.card_label(&card)));
    crate::patterns::about(state, crate::cards::ast::Event::ChecksSecurity, seat, attack.attacker);
    // 13-1-7-2-1: effects triggered by the check resolve (with the rule check) before the
    // security battle; 13-1-7-3-1: the battle's effects resolve before the card is trashed.
    state.steps.extend([Step::CheckLoop, Step::CheckCleanup, Step::Settle, Step::CheckBattle, Step::Settle]);
    // 15-16-10-2: [Security] effects activate at once, ahead of anything pending.
    crate::state::runs::start_own_effects(state, defender, &card, Timing::Security);
}

/// A checked Digimon card still in no zone battles the checker (13-1-7-3).
pub fn check_battle(state: &mut DigimonState) {
    let attack = state.attack.clone().expect("during an attack");
    let Some(card) = attack.checked else { return };
    if state.def(&card).kind == CardKind::Digimon && state.battle_unit(attack.attacker).is_some() {
        state.note(rules::SECURITY_DIGIMON, |s| format!("{} is a security Digimon and battles", s.card_label(&card)));
        state.steps.push(Step::Battle { attacker: attack.attacker, defender: None });
    }
}

/// A checked card still in no zone goes to the trash (13-1-7-4). That ends the battle of the
/// check (14-2-5; docs/digimon/rulings.md): what waits for the end of the battle resolves now,
/// "this card" of a [Security] effect being the card in the trash.
pub fn check_cleanup(state: &mut DigimonState) {
    if let Some(card) = state.attack.as_mut().and_then(|a| a.checked.take()) {
        let checked = card.id;
        let card = moves::to_trash(state, card);
        state.note(rules::CHECK_TRASH, |s| format!("{} is trashed", s.card_label(&card)));
        for (_, d) in &mut state.deferred {
            if let Deferred::BattleEnd(ctx, _) = d {
                if ctx.card == checked {
                    ctx.card = card.id;
                }
            }
        }
    }
    if battle_ended(state) {
        state.steps.push(Step::Settle);
    }
}

/// The battle in progress has ended (14-2-5): the processes deferred to its end join the
/// triggered effects (18-1-2). Whether there were any.
fn battle_ended(state: &mut DigimonState) -> bool {
    if !state.deferred.iter().any(|(_, d)| matches!(d, Deferred::BattleEnd(..))) {
        return false;
    }
    let (due, rest): (Vec<_>, Vec<_>) =
        std::mem::take(&mut state.deferred).into_iter().partition(|(_, d)| matches!(d, Deferred::BattleEnd(..)));
    state.deferred = rest;
    state.note(rules::BATTLE_END, |_| "the battle ends: the processes deferred to its end resolve".to_string());
    state.collected.extend(due.into_iter().map(|(seat, d)| (seat, PendingEffect::Deferred(d))));
    true
}

/// Just before end of attack, Piercing checks (16-6-4); then end of attack (11-6), whose
/// triggers resolve before the attack is over.
pub fn end(state: &mut DigimonState) {
    // 14-2-5: the attack's battle is over before Piercing and the end of the attack.
    if battle_ended(state) {
        state.steps.extend([Step::AttackEnd, Step::Settle]);
        return;
    }
    let attack = state.attack.clone().expect("during an attack");
    if attack.pierce {
        state.attack.as_mut().expect("during an attack").pierce = false;
        let present = state.battle_unit(attack.attacker);
        let defender = DigimonState::opponent(attack.seat);
        if present.is_some() && !state.player(defender).security.is_empty() {
            state.note(rules::PIERCING_DEFERRED, |_| {
                "Piercing: check security before the end of the attack".to_string()
            });
            state.attack.as_mut().expect("during an attack").checks_done = 0;
            state.steps.extend([Step::AttackEnd, Step::Settle, Step::CheckLoop]);
            return;
        }
    }
    state.note(rules::END_OF_ATTACK, |_| "end of attack".to_string());
    if let Some((seat, _)) = state.battle_unit(attack.attacker) {
        triggers::collect_unit(state, seat, attack.attacker, Timing::EndOfAttack);
    }
    state.steps.extend([Step::AttackFinish, Step::Settle]);
    // 16-37-4 and 18-1-2: Execute's deletion is deferred processing, simultaneous with the
    // end-of-attack triggers.
    if attack.delete_after && state.battle_unit(attack.attacker).is_some() {
        state.collected.push((attack.seat, PendingEffect::Deferred(Deferred::ExecuteDelete(attack.attacker))));
    }
}

/// The attack is over: effects lasting "until the end of the attack" end.
pub fn finish(state: &mut DigimonState) {
    state.attack = None;
    state.lasting.retain(|e| e.until != Duration::ThisAttack);
    state.bans.retain(|b| b.until != Duration::ThisAttack);
}
