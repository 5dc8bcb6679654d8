//! Battle (600): the declaration (602) with its attacker and target, the event step with
//! alternating priority (603), the damage step (604) and the battle end (605). Damage goes one
//! way: the target deals none back.

use crate::board::Square;
use crate::rules;
use crate::state::{Battle, Choice, DecisionKind, Step, Target, TurnStep, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// The targets the Z/X `attacker` may choose (602.1b): an adjacent square's Z/X or Ascension of
/// the opponent, or the opponent, from an adjacent player square of theirs that holds their
/// player card and no Z/X or Ascension.
pub fn targets(state: &ZxState, attacker: ObjectId) -> Vec<Choice> {
    let Some((from, unit)) = state.unit(attacker) else { return Vec::new() };
    let opponent = ZxState::opponent(unit.controller);
    let reach = crate::range::reach(state, unit);
    let mut out = Vec::new();
    for sq in Square::ALL.into_iter().filter(|s| crate::range::within(from, *s, reach)) {
        for u in state.on(sq) {
            let kind = state.def(&u.card).kind;
            if u.controller == opponent && (kind.is_zx() || kind.is_ascension()) {
                out.push(Choice::AttackUnit(u.card.id));
            }
        }
    }
    let home = Square::home(opponent);
    let guarded = state.on(home).iter().any(|u| {
        let kind = state.def(&u.card).kind;
        kind.is_zx() || matches!(kind, crate::cards::CardType::Ascension | crate::cards::CardType::AnEx)
    });
    if crate::range::within(from, home, reach) && !guarded && state.has_player_card(opponent) {
        out.push(Choice::AttackPlayer);
    }
    out
}

/// The Z/X that may declare a battle (602.1a): Reboot Z/X the turn player controls with a
/// target (602.1c).
pub fn attackers(board: &crate::continuous::Board) -> Vec<ObjectId> {
    let state = board.state();
    let tp = state.turn_player;
    state
        .units()
        .filter(|(_, u)| u.controller == tp && state.def(&u.card).kind.is_zx() && board.may_attack(u.card.id))
        .map(|(_, u)| u.card.id)
        .filter(|id| !targets(state, *id).is_empty())
        .collect()
}

/// 602.1d–g: the attacker sleeps, the battle starts, PPP, then the event step.
pub fn declare(state: &mut ZxState, attacker: ObjectId, target: Target) {
    let tp = state.turn_player;
    let was_asleep = state.unit(attacker).is_some_and(|(_, u)| u.sleeping);
    if let Some(u) = state.unit_mut(attacker) {
        u.sleeping = true;
    }
    crate::triggers::state_changed(state, attacker, true, !was_asleep);
    if let Target::Unit(t) = target {
        crate::triggers::on_unit(state, crate::cards::ast::event::EventKind::Attacked, t);
    }
    state.battle = Some(Battle { attacker, target, holder: tp, passes: 0 });
    state.note(rules::ATTACK_SLEEPS, |s| {
        let name = s.unit(attacker).map(|(_, u)| s.name_of(&u.card)).unwrap_or_default();
        let target = match target {
            Target::Unit(t) => s.unit(t).map(|(_, u)| s.name_of(&u.card)).unwrap_or_default(),
            Target::Player(p) => format!("{p}"),
        };
        format!("{name} sleeps and attacks {target}")
    });
    state.note(rules::BATTLE_START, |_| "battle start".to_string());
    crate::abilities::attacked(state, attacker);
    state.steps.push(Step::Turn(TurnStep::BattleEvents));
    state.steps.push(Step::Ppp);
}

/// 603.1b: the player with priority may play an event from the hand, or passes. A player with
/// nothing to play passes without being asked.
pub fn event_step(state: &mut ZxState) {
    let battle = state.battle.expect("the event step is in a battle");
    if battle.passes >= 2 {
        state.note(rules::EVENT_STEP_ENDS, |_| "both players passed: the damage step".to_string());
        state.steps.push(Step::Turn(TurnStep::BattleDamage));
        return;
    }
    let seat = battle.holder;
    let options = event_options(state, seat);
    let options = crate::loops::unrepeated(state, options);
    if options.len() == 1 {
        pass(state, seat);
        return;
    }
    state.ask(seat, DecisionKind::BattleEvents, options);
}

/// 603.1b: the events `seat` can play from the hand, then passing.
pub fn event_options(state: &ZxState, seat: Seat) -> Vec<Choice> {
    let board = crate::continuous::Board::new(state);
    let mut options: Vec<Choice> = state
        .player(seat)
        .hand
        .iter()
        .filter(|c| state.def(c).kind.is_event() && crate::play::playable_on(&board, seat, c))
        .map(|c| Choice::Play(c.id))
        .collect();
    options.extend(crate::play::dynamis(state, seat, true).into_iter().map(Choice::PlayExtra));
    options.extend(crate::costs::activated::options(state, seat));
    // The keyword activated abilities are valid in their controller's turn, not its main phase
    // only (1118.2, rulings): with priority here they may be played as any activated ability.
    options.extend(crate::keywords::main_options(state, seat).into_iter().map(Choice::Keyword));
    options.push(Choice::Pass);
    options
}

/// 603.1c: priority goes to the other player, after a play or a pass.
pub fn pass(state: &mut ZxState, seat: Seat) {
    let battle = state.battle.as_mut().expect("in a battle");
    battle.passes += 1;
    battle.holder = ZxState::opponent(seat);
    state.steps.push(Step::Turn(TurnStep::BattleEvents));
    state.steps.push(Step::Ppp);
}

/// 604.2–604.3: the attacker, if still on a square, deals its power as damage to a Z/X target
/// still on a square, or 1 damage to a player target.
pub fn hit(state: &mut ZxState) {
    let battle = state.battle.expect("the damage step is in a battle");
    let Some((_, attacker)) = state.unit(battle.attacker).map(|(s, u)| (s, *u)) else {
        state.note(rules::ATTACKER_GONE, |_| "the attacker is no longer on a square: no damage".to_string());
        return;
    };
    crate::range::note_kept_target(state, &attacker, battle.target);
    let power = state.power(&attacker);
    match battle.target {
        Target::Unit(t) => {
            if state.unit(t).is_none() {
                state.note(rules::BATTLE_DAMAGE, |_| "the target is no longer on a square: no damage".to_string());
                return;
            }
            crate::damage::to_unit(state, t, power, rules::BATTLE_DAMAGE);
        }
        Target::Player(p) => {
            if state.on(Square::home(p)).iter().any(|u| u.controller == p && state.def(&u.card).kind.is_zx()) {
                state.note(rules::TARGET_UNCHANGED, |_| {
                    format!("a Z/X of {p} is on their player square now, but the target stays {p}")
                });
            }
            crate::damage::to_player(state, p, 1, rules::PLAYER_BATTLE_DAMAGE)
        }
    }
}

/// 605.5–605.6: effects of this battle end; the battle is over.
pub fn over(state: &mut ZxState) {
    state.battle = None;
    state.note(rules::BATTLE_OVER, |_| "the battle is over".to_string());
}
