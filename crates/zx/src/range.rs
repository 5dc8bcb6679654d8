//! レンジ (1105): how far an attacking Z/X reaches for its target. Without Range, the adjacent
//! squares (602.1b); with Range N, every square at distance N or less (1105.2); with Range ∞,
//! every square (1105.3). The target is chosen once, at the declaration: a Z/X that loses its
//! Range afterwards keeps its target (1105.4), since nothing checks the reach again.

use crate::board::Square;
use crate::cards::Keyword;
use crate::state::{Unit, ZxState};

/// The farthest distance the unit may attack at: 1, or its widest Range; Range ∞ reaches the
/// board's widest distance, 4 (303.2a).
pub fn reach(state: &ZxState, unit: &Unit) -> u8 {
    state
        .def(&unit.card)
        .keywords
        .iter()
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
