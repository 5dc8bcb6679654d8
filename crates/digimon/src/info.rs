//! 情報変更 (information change), 15-12-2: the name and colours a battle-area 1体 has now.
//! An effect may change its original name or colours for a while; the change made last wins
//! (15-12-2-3). A breeding-area 1体 is never changed (3-4-5-3). Everything that compares a
//! 1体's name or colours (digivolve, Jogress, link and Burst conditions, targets, conditions,
//! the colour requirement) reads it through here.

use crate::cards::ast::{Buff, Color};
use crate::query;
use crate::state::{DigimonState, Unit};
use fuda_kernel::modifiers::Timestamp;
use std::borrow::Cow;

/// The changed name and colours of a 1体, each `None` when unchanged.
fn changes(state: &DigimonState, unit: &Unit) -> (Option<String>, Option<Vec<Color>>) {
    // Only `give` creates these (the loader refuses them elsewhere): most of the time none exist.
    let any = state.lasting.iter().any(|e| matches!(e.buff, Buff::Name(_) | Buff::Colors(_)));
    let Some((seat, _)) = state.battle_unit(unit.id).filter(|_| any) else { return (None, None) };
    let mut name: Option<(Timestamp, String)> = None;
    let mut colors: Option<(Timestamp, Vec<Color>)> = None;
    query::for_each_buff_at(state, seat, unit, |t, b| match b {
        Buff::Name(n) if name.as_ref().is_none_or(|(at, _)| t >= *at) => name = Some((t, n.clone())),
        Buff::Colors(c) if colors.as_ref().is_none_or(|(at, _)| t >= *at) => colors = Some((t, c.clone())),
        _ => {}
    });
    (name.map(|(_, n)| n), colors.map(|(_, c)| c))
}

/// The 1体's colours now (2-4-2, 15-12-2-1).
pub fn colors<'a>(state: &'a DigimonState, unit: &Unit) -> Cow<'a, [Color]> {
    match changes(state, unit).1 {
        Some(c) => Cow::Owned(c),
        None => Cow::Borrowed(state.def(unit.top()).colors.as_slice()),
    }
}

/// Whether the 1体 has this colour now.
pub fn has_color(state: &DigimonState, unit: &Unit, color: Color) -> bool {
    colors(state, unit).contains(&color)
}

/// Every name the 1体 has now: its original name, changed or not, then those its top card's
/// 〈ルール〉 give it, which is card text and still applies (2-3-5-1).
fn names(state: &DigimonState, unit: &Unit) -> Vec<String> {
    let def = state.def(unit.top());
    let mut all: Vec<String> = def.names().map(str::to_owned).collect();
    if let Some(changed) = changes(state, unit).0 {
        all[0] = changed;
    }
    all
}

/// 「X」 (2-3-1-2): one of the 1体's names now is exactly `name`.
pub fn is_named(state: &DigimonState, unit: &Unit, name: &str) -> bool {
    names(state, unit).iter().any(|n| n == name)
}

/// 名称に「X」を含む (2-3-1-3): one of the 1体's names now contains `text`.
pub fn name_contains(state: &DigimonState, unit: &Unit, text: &str) -> bool {
    names(state, unit).iter().any(|n| n.contains(text))
}

/// The 1体's name now, for labels.
pub fn name(state: &DigimonState, unit: &Unit) -> String {
    names(state, unit).swap_remove(0)
}
