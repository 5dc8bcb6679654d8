//! ルールチェック (902.1a) and its rule processes (1000): loss (1002), the player damage process
//! (1003) and the character damage process (1004), repeated until none applies; and whether one
//! would be performed now (505.3c, 706.8b).

use crate::rules;
use crate::state::{NsState, SpaceItem};
use fuda_kernel::{ObjectId, Outcome, Seat};

/// ルールチェック (902.1a): every rule process that applies, again and again until none does.
/// Each pass reads the same state for every condition and applies them in the order of 1000
/// (rulings: "simultaneously" and "from the top").
/// A kill that waits on a replacement choice is returned (1214.2).
pub fn rule_check(state: &mut NsState) -> Option<crate::replace::Pending> {
    loop {
        // 1002: loss processing.
        let losers: Vec<Seat> = [Seat(0), Seat(1)]
            .into_iter()
            .filter(|s| {
                let p = state.player(*s);
                p.damage_zone.len() >= 10 || p.deck.is_empty()
            })
            .collect();
        if !losers.is_empty() {
            for s in &losers {
                let p = state.player(*s);
                let (rule, why) = if p.deck.is_empty() {
                    (rules::LOSS_DECK_OUT, "has no cards in their deck")
                } else {
                    (rules::LOSS_DAMAGE_ZONE, "has 10 or more cards in their Damage zone")
                };
                let seat = *s;
                state.note(rule, |_| format!("{seat} {why}"));
            }
            let winner = if losers.len() == 2 {
                let ntp = NsState::opponent(state.turn_player);
                state.note(rules::SIMULTANEOUS_LOSS, |_| {
                    format!("both players lose at once: {ntp}, the non-turn player, wins")
                });
                ntp
            } else {
                let w = NsState::opponent(losers[0]);
                state.note(rules::WIN, |_| format!("{w} wins"));
                w
            };
            state.outcome = Some(Outcome::win(winner));
            state.decision = None;
            return None;
        }
        let damaged = player_damage_process(state);
        let killed = match character_damage_process(state) {
            Ok(killed) => killed,
            Err(waiting) => return Some(waiting),
        };
        if !damaged && !killed {
            return None;
        }
    }
}

/// Whether a rule process would be performed now (505.3c, 706.8b).
pub fn rule_process_pending(state: &NsState) -> bool {
    let losing = state.players.iter().any(|p| p.damage_zone.len() >= 10 || p.deck.is_empty());
    let damaged = state.players.iter().any(|p| p.damage >= 1);
    losing || damaged || !doomed(state).is_empty() || !state.triggered.is_empty()
}

/// 1003: every damaged player gets that many damage checks in the Kotodama space, the turn
/// player's first, so the non-turn player's resolve first (1003.2b); then damage becomes 0.
pub fn player_damage_process(state: &mut NsState) -> bool {
    let tp = state.turn_player;
    let order = [tp, NsState::opponent(tp)];
    let mut any = false;
    for seat in order {
        let n = state.player(seat).damage;
        if n == 0 {
            continue;
        }
        any = true;
        for _ in 0..n {
            state.space.push(SpaceItem::DamageCheck { controller: seat });
        }
        state.note(rules::PLAYER_DAMAGE, |_| {
            format!("{seat} has {n} damage: {n} damage check(s) enter the Kotodama space")
        });
    }
    if any {
        if state.players.iter().all(|p| p.damage > 0) {
            state.note(rules::CHECKS_ORDER, |_| {
                format!("both players are damaged: {tp}'s checks went in first, so the other's resolve first")
            });
        }
        for p in &mut state.players {
            p.damage = 0;
        }
        state.note(rules::PLAYER_DAMAGE_RESET, |_| "every player's damage becomes 0".to_string());
    }
    any
}

/// The characters whose damage is at least their durability (1004.1).
pub fn doomed(state: &NsState) -> Vec<ObjectId> {
    state
        .players
        .iter()
        .flat_map(|p| p.field.iter())
        .filter(|c| c.damage >= crate::info::durability(state, c))
        .map(|c| c.card.id)
        .collect()
}

/// 1004: such characters are killed. A kill waiting on a replacement choice (1214.2) stops
/// the process; the rule check runs again after the answer and finds the rest still doomed.
pub fn character_damage_process(state: &mut NsState) -> Result<bool, crate::replace::Pending> {
    let doomed = doomed(state);
    for id in &doomed {
        let ikusa = state.character(*id).is_some_and(|(_, c)| c.ikusa_hit());
        let event = crate::replace::Event::Kill { id: *id, cause: crate::replace::KillCause::Damage { ikusa } };
        if let Some(p) = crate::replace::happen(state, event) {
            return Err(p);
        }
    }
    // Damage kills for its source only at the rule check right after it (1216.5a, 1216.6).
    for p in &mut state.players {
        p.field.iter_mut().flat_map(|c| c.hits.iter_mut()).for_each(|h| h.fresh = false);
    }
    state.departed.clear();
    Ok(!doomed.is_empty())
}
