//! オーバードライブ (1133): a static ability applied when the card appears by an ignition or is
//! played from Life and appears (1133.1): its original power becomes 15000 (1133.2, read by
//! [`crate::state::keyword_records::KeywordRecords::original_power`]). The original power is the base every change applies to (811.1a), so boosts still add to it. At
//! most 4 in a deck (401.5, in [`crate::setup`]).

use crate::cards::ast::FromZone;
use crate::cards::{Card, Keyword};
use crate::rules;
use crate::state::ZxState;
use crate::state::keyword_records::OVERDRIVE_POWER as POWER;

/// 1133.2: `card` appeared on a square from `from`; with Overdrive and from an ignition or
/// Life, it is remembered while it stays there.
pub fn appeared(state: &mut ZxState, card: Card, from: FromZone) {
    let by_ignition_or_life = match from {
        FromZone::Deck | FromZone::Life => true,
        FromZone::Hand
        | FromZone::Dynamis
        | FromZone::Trash
        | FromZone::Charge
        | FromZone::Force
        | FromZone::Composite => false,
    };
    if by_ignition_or_life && state.def(&card).keywords.contains(&Keyword::Overdrive) {
        state.keyword_records.overdriven.push(card.id);
        state.note(rules::OVERDRIVE, |s| format!("{}'s original power is {POWER} (Overdrive)", s.name_of(&card)));
    }
}

/// Forgets the Z/X that left their squares: they are new objects now (301.4).
pub fn forget_gone(state: &mut ZxState) {
    let on_squares: Vec<_> = state.units().map(|(_, u)| u.card.id).collect();
    state.keyword_records.overdriven.retain(|id| on_squares.contains(id));
}
