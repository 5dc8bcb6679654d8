//! ルールチェック (rule check), rule 17: between processes, never inside one (17-1-2), the
//! rules' own processes happen all at once.

use crate::cards::ast::CardKind;
use crate::effects::moves;
use crate::query;
use crate::rules;
use crate::state::{DigimonState, Unit};
use fuda_kernel::{ObjectId, Seat};

/// Battle-area Digimon whose DP is 0 (17-1-3-1), to be deleted together.
pub fn dp_zero(field: &query::Field) -> Vec<ObjectId> {
    let mut out = Vec::new();
    let state = field.state();
    for seat in [Seat(0), Seat(1)] {
        for unit in &state.player(seat).battle {
            // Asked first, before whether it is a Digimon: the cheap answer for nearly every 1体.
            if field.surely_not_zero_dp(unit) {
                continue;
            }
            if query::is_digimon(state, unit) && field.dp_is_zero(seat, unit) {
                out.push(unit.id);
            }
        }
    }
    out
}

/// The rule processes that trash rather than delete: a card without DP in the battle area
/// (17-1-3-2), an Option in the battle area (17-1-3-3), a Tamer or Option in the breeding area
/// (17-1-3-4). Returns whether anything happened.
pub fn trash_misplaced(state: &mut DigimonState) -> bool {
    let misplaced = |unit: &Unit, battle: bool| {
        let top = unit.top();
        unit.face_down.contains(&top.id)
            || match state.def(top).kind {
                CardKind::DigiEgg => battle && state.def(top).dp.is_none(),
                CardKind::Option => true,
                CardKind::Tamer => !battle,
                CardKind::Digimon => false,
            }
    };
    // Nearly always nothing is, and no 1体 has a link card: one look at each 1体 says so.
    let (mut any, mut linked) = (false, false);
    for p in &state.players {
        for unit in &p.battle {
            any |= misplaced(unit, true);
            linked |= !unit.links.is_empty();
        }
        any |= p.breeding.as_ref().is_some_and(|u| misplaced(u, false));
    }
    if !any {
        return linked && crate::procedures::link::rule_check(state);
    }
    let mut doomed = Vec::new();
    for seat in [Seat(0), Seat(1)] {
        let p = state.player(seat);
        for unit in p.battle.iter().chain(p.breeding.iter()) {
            // 17-1-3-5: a face-down card in an area (a face-down source left on top, e.g. by
            // <De-Digivolve>) belongs to no zone and is trashed, not as leaving the area.
            if unit.face_down.contains(&unit.top().id) {
                doomed.push((unit.id, rules::FACE_DOWN_IN_AREA));
            }
        }
        for unit in p.battle.iter().filter(|u| !u.face_down.contains(&u.top().id)) {
            let def = state.def(unit.top());
            match def.kind {
                CardKind::DigiEgg if def.dp.is_none() => doomed.push((unit.id, rules::NO_DP_IN_BATTLE_AREA)),
                CardKind::Option => doomed.push((unit.id, rules::OPTION_IN_AREA)),
                CardKind::DigiEgg | CardKind::Digimon | CardKind::Tamer => {}
            }
        }
        if let Some(unit) = p.breeding.as_ref().filter(|u| !u.face_down.contains(&u.top().id)) {
            if matches!(state.def(unit.top()).kind, CardKind::Tamer | CardKind::Option) {
                doomed.push((unit.id, rules::TAMER_IN_BREEDING));
            }
        }
    }
    for (id, rule) in &doomed {
        if let Some((_, unit)) = moves::take_unit(state, *id) {
            let name = state.unit_label(&unit);
            for card in unit.stack.iter().rev() {
                moves::from_field(state, *card, moves::Dest::Trash);
            }
            state.note(*rule, |_| format!("{name} is trashed by rule check"));
        }
    }
    let links = crate::procedures::link::rule_check(state);
    !doomed.is_empty() || links
}
