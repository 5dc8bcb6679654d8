//! Attack control by effects: another Digimon attacks (11-2, made by an effect as in 16-32), and
//! the attack target is switched (11-2-7), which event patterns wait for.

use super::run::{DONE, Flow};
use super::special::{PLAYER, attack_targets};
use crate::cards::ast::{AttackSpec, AttackWith, Buff, Event, Target};
use crate::query;
use crate::rules;
use crate::state::{AttackTarget, Choice, DigimonState, EffectRun};
use fuda_kernel::ObjectId;

/// 「自分のデジモン1体でアタックする」: the controller picks an attacker among those the target
/// admits, and its target, in one choice ("Attack with X → Y"); no attack during another one
/// (11-2-4). Declining is offered unless the attack is mandatory.
pub(crate) fn attack_with(state: &mut DigimonState, run: &EffectRun, a: &AttackWith) -> Flow {
    let me = run.ctx.controller;
    if state.attack.is_some() {
        state.note(rules::NO_ATTACK_DURING_ATTACK, |_| "no new attack can be declared during an attack".to_string());
        return Flow::Next;
    }
    let spec = AttackSpec { mandatory: a.mandatory, ..AttackSpec::default() };
    let reader = query::Reader::of_effect(state, &run.ctx, Some(&run.bindings));
    let attackers = reader.candidates(&a.attacker);
    let pairs: Vec<(ObjectId, AttackTarget)> = attackers
        .into_iter()
        .flat_map(|attacker| attack_targets(state, me, attacker, spec).into_iter().map(move |t| (attacker, t)))
        .collect();
    match run.picked.as_slice() {
        [.., DONE] => Flow::Next,
        [.., attacker, pick] => {
            let target = if *pick == PLAYER { AttackTarget::Player } else { AttackTarget::Digimon(*pick) };
            if pairs.contains(&(*attacker, target)) { Flow::Attack(*attacker, target, spec) } else { Flow::Next }
        }
        _ if pairs.is_empty() => Flow::Next,
        _ => {
            let mut options: Vec<Choice> =
                pairs.into_iter().map(|(attacker, target)| Choice::Attack { attacker, target }).collect();
            if !a.mandatory {
                options.push(Choice::Done);
            }
            Flow::Wait(options)
        }
    }
}

/// 「アタック対象を…に変更する」 (11-2-7): during an attack, the target becomes a Digimon the
/// target admits, of the attacked player's, that can be attacked (15-1-3) and is not the target
/// already (11-2-7-3); not once the attacker has left (11-2-7-4). Patterns waiting for a switched
/// target meet it, its subject the attacker.
pub(crate) fn switch_target(state: &mut DigimonState, run: &EffectRun, t: &Target) -> Flow {
    let Some(attack) = state.attack.clone() else { return Flow::Next };
    if state.battle_unit(attack.attacker).is_none() {
        return Flow::Next;
    }
    let attacked = DigimonState::opponent(attack.seat);
    let field = query::Field::new(state);
    let reader = query::Reader::of_effect(state, &run.ctx, Some(&run.bindings));
    let candidates: Vec<ObjectId> = reader
        .candidates(t)
        .into_iter()
        .filter(|id| AttackTarget::Digimon(*id) != attack.target)
        .filter(|id| {
            state.battle_unit(*id).is_some_and(|(seat, u)| {
                seat == attacked && query::is_digimon(state, u) && !field.has_buff(seat, u, &Buff::CannotBeAttacked)
            })
        })
        .collect();
    let chosen = match (candidates.as_slice(), run.picked.last()) {
        ([], _) => return Flow::Next,
        (_, Some(pick)) if candidates.contains(pick) => *pick,
        ([only], None) if t.pick != crate::cards::ast::Pick::Choose => *only,
        _ => return Flow::Wait(candidates.into_iter().map(Choice::Pick).collect()),
    };
    state.attack.as_mut().expect("checked above").target = AttackTarget::Digimon(chosen);
    state.note(rules::RETARGET, |s| {
        let name = s.battle_unit(chosen).map(|(_, u)| s.unit_label(u)).unwrap_or_default();
        format!("the attack target is switched to {name}")
    });
    crate::patterns::about(state, Event::TargetSwitched, attack.seat, attack.attacker);
    Flow::Next
}
