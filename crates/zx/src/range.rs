//! レンジ (1105): how far an attacking Z/X reaches for its target. Without Range, the adjacent
//! squares (602.1b); with Range N, every square at distance N or less (1105.2); with Range ∞,
//! every square (1105.3). A Shift's Range is its card's (202.8e); an effect may take the Range
//! away (1105.4). The target is chosen once, at the declaration: a Z/X that loses its Range
//! afterwards keeps its target (1105.4), since nothing checks the reach again.

use crate::board::Square;
use crate::cards::Keyword;
use crate::state::{Target, Unit, ZxState};

/// The farthest distance the unit may attack at: 1, or its widest Range, its own or a Shift's
/// on it (202.8e), unless an effect took its Range away (1105.4); Range ∞ reaches the board's
/// widest distance, 4 (303.2a).
pub fn reach(state: &ZxState, unit: &Unit) -> u8 {
    if crate::continuous::traits(state, &unit.card).range_lost {
        return 1;
    }
    std::iter::once(&unit.card)
        .chain(state.shifts_on(unit.card.id))
        .flat_map(|c| state.def(c).keywords.iter())
        .map(|k| match k {
            Keyword::Range(n) => *n,
            Keyword::RangeInfinite => 4,
            _ => 1,
        })
        .fold(1, u8::max)
}

/// Whether `to` is a square other than `from` within `reach` of it.
pub fn within(from: Square, to: Square, reach: u8) -> bool {
    (1..=reach).contains(&from.distance(to))
}

/// 1105.4: an attacker that no longer reaches its target's square (it lost its Range after the
/// declaration) keeps its target; the battle is resolved as usual.
pub fn note_kept_target(state: &mut ZxState, attacker: &Unit, target: Target) {
    let Some((from, _)) = state.unit(attacker.card.id) else { return };
    let at = match target {
        Target::Unit(t) => state.unit(t).map(|(sq, _)| sq),
        Target::Player(p) => Some(Square::home(p)),
    };
    if let Some(to) = at
        && !within(from, to, reach(state, attacker))
    {
        state.note(crate::rules::RANGE_LOST, |s| {
            format!("{} no longer reaches its target, which stays chosen", s.name_of(&attacker.card))
        });
    }
}
