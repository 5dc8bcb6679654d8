//! Actions that keyword effects stand for and that move cards or start attacks: Save (16-19),
//! Mind Link (16-27), attacks made by effects (Blitz 16-15, Vortex 16-32, Execute 16-37), Raid
//! (16-22) and Alliance (16-23).

use super::run::{DONE, Flow};
use crate::cards::ast::{AttackSpec, Buff, CardKind, Duration, Keyword};
use crate::moves;
use crate::query;
use crate::query::effect::mind_link_hosts;
use crate::rules;
use crate::state::{AttackTarget, Card, Choice, DigimonState, EffectRun, LastingEffect, LastingTarget};
use fuda_kernel::ObjectId;

/// Takes "this card" out of wherever it is outside the area: the trash, the hand (a {手札}
/// effect, 15-14-2), no zone as a used Option, or no zone as the checked security card.
pub(crate) fn take_this(state: &mut DigimonState, card: ObjectId) -> Option<Card> {
    for p in state.players.iter_mut() {
        if let Some(pos) = p.trash.iter().position(|c| c.id == card) {
            return Some(p.trash.remove(pos));
        }
        if let Some(pos) = p.hand.iter().position(|c| c.id == card) {
            return Some(p.hand.remove(pos));
        }
    }
    if state.using.is_some_and(|c| c.id == card) {
        return state.using.take();
    }
    let attack = state.attack.as_mut()?;
    if attack.checked.is_some_and(|c| c.id == card) { attack.checked.take() } else { None }
}

/// Plays a token (4-18-1): a new card from outside the game, into the controller's battle area.
pub(crate) fn play_token(state: &mut DigimonState, seat: fuda_kernel::Seat, id: &str) {
    let Some(def) = state.db.find(id).filter(|d| state.def_at(*d).token) else {
        state.note(rules::TOKEN_PLAYED, |_| format!("no token card {id:?} exists; nothing is played"));
        return;
    };
    if crate::query::banned_play(state, seat, state.def_at(def)) {
        state.note(rules::PROHIBITION_WINS, |_| "a prohibition stops the play of the token".to_string());
        return;
    }
    let Some(next) = state.next_instance.checked_add(1) else {
        state.note(rules::TOKEN_PLAYED, |_| "no more physical cards can enter the game; nothing is played".to_string());
        return;
    };
    let instance = fuda_kernel::objects::CardInstance(state.next_instance);
    state.next_instance = next;
    let card = Card { id: state.fresh(), instance, def, owner: seat };
    state.note(rules::TOKEN_PLAYED, |s| format!("{seat} plays a {} token", s.card_label(&card)));
    crate::procedures::play::put_by_effect(state, card);
}

/// 《セーブ》 (16-19): the controller may place this card under one of their Tamers, at the
/// bottom of its stack (4-3-2).
pub(crate) fn save(state: &mut DigimonState, run: &EffectRun) -> Flow {
    let me = run.ctx.controller;
    let tamers: Vec<ObjectId> =
        state.player(me).battle().iter().filter(|u| state.def(u.top()).kind == CardKind::Tamer).map(|u| u.id).collect();
    let Some(&pick) = run.picked.last() else {
        if tamers.is_empty() {
            return Flow::Next;
        }
        let mut options: Vec<Choice> = tamers.into_iter().map(Choice::Pick).collect();
        options.push(Choice::Done);
        return Flow::Wait(options);
    };
    if pick == DONE || !tamers.contains(&pick) {
        return Flow::Next;
    }
    if let Some(card) = take_this(state, run.ctx.card) {
        let card = state.renew(card);
        let tamer = state.battle_unit_mut(pick).expect("offered Tamers exist");
        tamer.stack_mut().insert(0, card);
        state.note(rules::SAVE, |s| format!("<Save>: {} goes under a Tamer", s.card_label(&card)));
    }
    Flow::Next
}

/// 《マインドリンク》 (16-27): this Tamer goes to the bottom of the sources of one of the
/// controller's Digimon that has no Tamer card among its sources; its own stacked cards are
/// trashed as it leaves the area (4-5-8).
pub(crate) fn mind_link(state: &mut DigimonState, run: &EffectRun) -> Flow {
    let Some(tamer) = run.ctx.unit.filter(|id| state.battle_unit(*id).is_some()) else { return Flow::Next };
    let hosts = mind_link_hosts(state, run.ctx.controller, tamer);
    let Some(&host) = run.picked.last().filter(|id| hosts.contains(id)) else {
        return if hosts.is_empty() { Flow::Next } else { Flow::Wait(hosts.into_iter().map(Choice::Pick).collect()) };
    };
    let Some((_, unit)) = moves::take_unit(state, tamer) else { return Flow::Next };
    let (top, under) = unit.stack().split_last().expect("a 1体 has a top card");
    for card in under.iter().rev() {
        moves::from_field(state, *card, moves::Dest::Trash);
    }
    let card = state.renew(*top);
    state.battle_unit_mut(host).expect("offered hosts exist").stack_mut().insert(0, card);
    state.note(rules::MIND_LINK, |s| format!("<Mind Link>: {} goes under a Digimon", s.card_label(&card)));
    Flow::Next
}

/// 《進撃》 (16-15): only if memory is opponent-side 1 or more (16-15-5).
pub(crate) fn blitz(state: &mut DigimonState, run: &EffectRun) -> Flow {
    if state.memory_for(run.ctx.controller) > -1 {
        state.note(rules::BLITZ, |_| "<Blitz>: memory is not on the opponent's side; no attack".to_string());
        return Flow::Next;
    }
    attack(state, run, AttackSpec::default())
}

/// An attack made by an effect: the controller may choose a target, or not attack. No attack
/// during another attack (11-2-4); the attacker must be able to suspend (11-2-5).
pub(crate) fn attack(state: &mut DigimonState, run: &EffectRun, spec: AttackSpec) -> Flow {
    let me = run.ctx.controller;
    if state.attack.is_some() {
        state.note(rules::NO_ATTACK_DURING_ATTACK, |_| "no new attack can be declared during an attack".to_string());
        return Flow::Next;
    }
    let Some(attacker) = run.ctx.unit else { return Flow::Next };
    let targets = attack_targets(state, me, attacker, spec);
    match run.picked.last() {
        Some(&DONE) => Flow::Next,
        Some(&pick) => {
            let target = if pick == PLAYER { AttackTarget::Player } else { AttackTarget::Digimon(pick) };
            if targets.contains(&target) { Flow::Attack(attacker, target, spec) } else { Flow::Next }
        }
        None if targets.is_empty() => Flow::Next,
        None => {
            let mut options: Vec<Choice> =
                targets.into_iter().map(|target| Choice::Attack { attacker, target }).collect();
            // 16-33-3: a mandatory attack offers no way out.
            if !spec.mandatory {
                options.push(Choice::Done);
            }
            Flow::Wait(options)
        }
    }
}

/// Whom `attacker` may attack by an effect of `me` made with `spec`: nothing if it cannot attack
/// (not `me`'s, suspended, played this turn without Rush, no Digimon, forbidden).
pub(crate) fn attack_targets(
    state: &DigimonState,
    me: fuda_kernel::Seat,
    attacker: ObjectId,
    spec: AttackSpec,
) -> Vec<AttackTarget> {
    let Some((seat, unit)) = state.battle_unit(attacker) else { return Vec::new() };
    // One reading of the field for every question about the attacker and the targets.
    let field = query::Field::new(state);
    let rush = field.has_keyword(seat, unit, Keyword::Rush);
    let fresh = unit.entered_turn == state.turn && !rush && !spec.ignore_played_this_turn;
    if seat != me
        || (unit.suspended && !spec.without_suspending)
        || fresh
        || !query::is_digimon(state, unit)
        || field.has_buff(seat, unit, &Buff::CannotAttack)
    {
        return Vec::new();
    }
    let opponent = DigimonState::opponent(me);
    let mut targets = Vec::new();
    if !spec.digimon_only {
        targets.push(AttackTarget::Player);
    }
    for t in state.player(opponent).battle().iter().filter(|_| !spec.player_only) {
        let may = field.may_attack_digimon(seat, unit, t)
            || (spec.active_too
                && query::is_digimon(state, t)
                && !field.has_buff(opponent, t, &Buff::CannotBeAttacked));
        if may {
            targets.push(AttackTarget::Digimon(t.id));
        }
    }
    targets
}

/// Marks "the opponent player" as a picked attack target.
pub const PLAYER: ObjectId = ObjectId(u32::MAX - 1);

/// 《突進》 (16-22): the target becomes the opponent's active Digimon with the highest DP; the
/// controller chooses among ties (16-22-5). Not to the current target (11-2-7-3), and not once
/// the attacker has left (11-2-7-4).
pub(crate) fn raid(state: &mut DigimonState, run: &EffectRun) -> Flow {
    let Some(attack) = state.attack.clone() else { return Flow::Next };
    if state.battle_unit(attack.attacker).is_none() {
        return Flow::Next;
    }
    let opponent = DigimonState::opponent(attack.seat);
    let field = query::Field::new(state);
    let active: Vec<(ObjectId, i32)> = state
        .player(opponent)
        .battle()
        .iter()
        // 15-1-3: a Digimon that cannot be attacked cannot become the target either.
        .filter(|u| {
            !u.suspended && query::is_digimon(state, u) && !field.has_buff(opponent, u, &Buff::CannotBeAttacked)
        })
        .map(|u| (u.id, field.dp(opponent, u).unwrap_or(0)))
        .collect();
    let Some(best) = active.iter().map(|(_, dp)| *dp).max() else { return Flow::Next };
    let highest: Vec<ObjectId> = active
        .into_iter()
        .filter(|(id, dp)| *dp == best && AttackTarget::Digimon(*id) != attack.target)
        .map(|(id, _)| id)
        .collect();
    let chosen = match (highest.as_slice(), run.picked.last()) {
        ([], _) => return Flow::Next,
        ([only], _) => *only,
        (_, Some(pick)) if highest.contains(pick) => *pick,
        _ => return Flow::Wait(highest.into_iter().map(Choice::Pick).collect()),
    };
    state.attack.as_mut().expect("checked above").target = AttackTarget::Digimon(chosen);
    state.note(rules::RAID, |s| {
        let name = s.battle_unit(chosen).map(|(_, u)| s.unit_label(u)).unwrap_or_default();
        format!("<Raid>: the attack target becomes {name}")
    });
    crate::patterns::about(state, crate::cards::ast::Event::TargetSwitched, attack.seat, attack.attacker);
    Flow::Next
}

/// 《連携》 (16-23): +DP equal to the suspended Digimon's DP at that moment (16-23-5) and
/// 《Sアタック+1》, until the end of the attack, even if that Digimon leaves (16-23-6).
pub(crate) fn alliance(state: &mut DigimonState, run: &EffectRun) -> Flow {
    let (Some(dp), Some(unit)) = (run.paid_dp, run.ctx.unit) else { return Flow::Next };
    if state.battle_unit(unit).is_none() {
        return Flow::Next;
    }
    for buff in [Buff::Dp(dp), Buff::Keyword(Keyword::SecurityAttack(1))] {
        let timestamp = state.clock.tick();
        let turn = state.turn;
        let controller = run.ctx.controller;
        state.lasting.push(LastingEffect {
            timestamp,
            target: LastingTarget::Unit(unit),
            buff,
            until: Duration::ThisAttack,
            turn,
            controller,
            kinds: crate::query::unaffected::effect_kinds(state, &run.ctx),
        });
    }
    state.note(rules::ALLIANCE, |_| {
        format!("<Alliance>: +{dp} DP and <Security Attack +1> until the end of the attack")
    });
    Flow::Next
}
