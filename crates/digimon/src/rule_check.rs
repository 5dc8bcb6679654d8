//! ルールチェック (rule check), rule 17: between processes, never inside one (17-1-2), the
//! rules' own processes happen all at once.

use crate::cards::CardDb;
use crate::moves;
use crate::query;
use crate::rules::{self};
use crate::state::continuous::misplaced;
use crate::state::{DigimonState, Player, Unit};
use fuda_kernel::{ObjectId, Seat};

/// Battle-area Digimon whose DP is 0 (17-1-3-1), to be deleted together.
#[inline] // Asked after every process, and nearly always answered by its first check.
pub fn dp_zero(field: &query::Field) -> Vec<ObjectId> {
    // Nearly always no 1体 can have 0 DP: what both areas remember says so.
    if field.surely_no_zero_dp() {
        return Vec::new();
    }
    read_dp_zero(field)
}

/// [`dp_zero`] past its first check: each 1体's DP, where it may be 0.
fn read_dp_zero(field: &query::Field) -> Vec<ObjectId> {
    let mut out = Vec::new();
    let state = field.state();
    for seat in [Seat(0), Seat(1)] {
        for unit in state.player(seat).battle() {
            // Asked first, before whether it is a Digimon: the cheap answer for nearly every 1体.
            if field.surely_not_zero_dp(seat, unit) {
                continue;
            }
            if query::is_digimon(state, unit) && field.dp_is_zero(seat, unit) {
                out.push(unit.id);
            }
        }
    }
    out
}

/// A player's 1体 in the battle area (`true`) and the breeding area (`false`), in that order.
fn areas(p: &Player) -> impl Iterator<Item = (&Unit, bool)> {
    p.battle().iter().map(|u| (u, true)).chain(p.breeding.iter().map(|u| (u, false)))
}

/// Whether [`trash_misplaced`] can have anything to do. Nearly always nothing is misplaced and
/// no 1体 has a link card: what each area remembers says so.
pub fn may_trash(field: &query::Field) -> bool {
    let state = field.state();
    field.misplaced_or_linked() || state.players.iter().any(|p| misplaced_in_breeding(&state.db, p))
}

/// Whether the player's breeding-area 1体, if any, would be trashed by the rule check
/// (17-1-3-4), as its summary says.
pub fn misplaced_in_breeding(db: &CardDb, p: &Player) -> bool {
    p.breeding.as_ref().is_some_and(|u| u.summary(db).misplaced_in_breeding)
}

/// The rule processes that trash rather than delete ([`misplaced`]), then the link rule check;
/// asked only when [`may_trash`].
pub fn trash_misplaced(state: &mut DigimonState) {
    let mut doomed = Vec::new();
    for p in state.players.iter() {
        let start = doomed.len();
        doomed.extend(areas(p).filter_map(|(u, battle)| misplaced(&state.db, u, battle).map(|rule| (u.id, rule))));
        // Each side's face-down cards go first, battle area before breeding area; then the rest
        // in the same order (a stable sort).
        doomed[start..].sort_by_key(|(_, rule)| **rule != rules::FACE_DOWN_IN_AREA);
    }
    for (id, rule) in &doomed {
        if let Some((_, unit)) = moves::take_unit(state, *id) {
            let name = state.label_for_log(&unit);
            for card in unit.stack().iter().rev() {
                moves::from_field(state, *card, moves::Dest::Trash);
            }
            state.note(**rule, |_| format!("{name} is trashed by rule check"));
        }
    }
    crate::procedures::link::rule_check(state);
}
