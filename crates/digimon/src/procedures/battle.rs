//! バトル (battle), rule 14: compare DP; the lower loses, equal DP both lose (14-2-1); losers
//! are deleted at once (14-2-2), except a security Digimon (14-2-3) and a Jamming attacker
//! against one (16-8). Piercing (16-6) and Retaliation (16-12) are noted here.

use crate::cards::ast::Keyword;
use crate::query;
use crate::rules;
use crate::state::{AttackTarget, DeleteCause, DigimonState, Step};
use fuda_kernel::ObjectId;

/// Fights a battle between the attacker and a Digimon, or the checked security Digimon.
pub fn fight(state: &mut DigimonState, attacker: ObjectId, defender: Option<ObjectId>) {
    let Some((seat, a)) = state.battle_unit(attacker) else {
        return;
    };
    // One reading of the field for every question before the battle changes anything.
    let field = query::Field::new(state);
    let a_dp = field.dp(seat, a).unwrap_or(0);
    let a_name = state.label_for_log(a);
    let a_piercing = field.has_keyword(seat, a, Keyword::Piercing);
    let a_jamming = field.has_keyword(seat, a, Keyword::Jamming);
    let a_retaliation = field.has_keyword(seat, a, Keyword::Retaliation);
    match defender {
        Some(d) => {
            let Some((d_seat, du)) = state.battle_unit(d) else {
                return;
            };
            let d_dp = field.dp(d_seat, du).unwrap_or(0);
            let d_name = state.label_for_log(du);
            // 16-34: with Iceclad on either side, the number of sources is compared instead.
            let iceclad =
                field.has_keyword(seat, a, Keyword::Iceclad) || field.has_keyword(d_seat, du, Keyword::Iceclad);
            let d_retaliation = field.has_keyword(d_seat, du, Keyword::Retaliation);
            let (a_value, d_value) = if iceclad {
                let (a_n, d_n) = (a.sources().len(), du.sources().len());
                state.note(rules::ICECLAD, |_| {
                    format!("<Iceclad>: {a_name} has {a_n} sources against {d_name} with {d_n}")
                });
                (i64::try_from(a_n).unwrap_or(i64::MAX), i64::try_from(d_n).unwrap_or(i64::MAX))
            } else {
                (i64::from(a_dp), i64::from(d_dp))
            };
            let mut losers = Vec::new();
            if a_value <= d_value {
                losers.push(attacker);
            }
            if d_value <= a_value {
                losers.push(d);
            }
            let rule = if a_value == d_value { rules::BATTLE_TIE } else { rules::BATTLE_COMPARE };
            state.note(rule, |_| format!("battle: {a_name} {a_dp} DP against {d_name} {d_dp} DP"));
            let is_target = state.attack.as_ref().is_some_and(|x| x.target == AttackTarget::Digimon(d));
            // What counts is which Digimon the battle really deletes (an immediate effect may
            // keep a loser), so both are judged after the deletion: Piercing (16-6-2) when the
            // attacked Digimon is gone, Retaliation (16-12-1) when only its own Digimon is gone.
            if losers.contains(&d) && is_target && a_piercing {
                state.steps.push(Step::Piercing { defender: d });
            }
            if losers.contains(&d) && d_retaliation {
                state.steps.push(Step::Retaliation { seat: d_seat, loser: d, winner: attacker });
            }
            if losers.contains(&attacker) && a_retaliation {
                state.steps.push(Step::Retaliation { seat, loser: attacker, winner: d });
            }
            if losers.contains(&d) && !losers.contains(&attacker) {
                state.steps.push(Step::WonBattle { seat, winner: attacker, loser: d });
            }
            if losers.contains(&attacker) && !losers.contains(&d) {
                state.steps.push(Step::WonBattle { seat: d_seat, winner: d, loser: attacker });
            }
            state.steps.push(Step::delete(losers, DeleteCause::Battle));
        }
        None => {
            let card = state.attack.as_ref().and_then(|x| x.checked).expect("a security battle has a checked card");
            let s_dp = state.def(&card).dp.unwrap_or(0);
            let s_name = state.card_label(&card);
            state.note(rules::BATTLE_COMPARE, |_| {
                format!("battle: {a_name} {a_dp} DP against security Digimon {s_name} {s_dp} DP")
            });
            // 14-2-3: a losing (or tying) security Digimon is not deleted.
            if s_dp <= a_dp {
                state.note(rules::SECURITY_NOT_DELETED, |_| {
                    format!("{s_name} is a security Digimon and is not deleted")
                });
            }
            if s_dp >= a_dp {
                if a_jamming {
                    state.note(rules::JAMMING, |_| format!("{a_name} has Jamming and is not deleted"));
                } else {
                    state.steps.push(Step::delete(vec![attacker], DeleteCause::Battle));
                }
            }
        }
    }
}
