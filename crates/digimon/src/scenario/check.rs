//! Where a Digimon card is and what its 1体 is like, for the kernel's checks of `[expect]`:
//! zones, counts and the Digimon keys of `[[expect.card]]`.

use super::format::{DigimonCardKeys, DigimonExpect};
use crate::cards::ast::Keyword;
use crate::query;
use crate::state::{Card, DigimonState, Unit};
use fuda_kernel::Seat;
use fuda_kernel::objects::CardInstance;
use fuda_kernel::scenario::{Diffs, Place, ScenarioChecks};

/// Where a physical card is.
pub struct Located<'a> {
    /// The zone, as scenario files name it.
    pub zone: &'static str,
    /// Whose zone.
    pub seat: Seat,
    /// Its 1体, if it is the top card in an area.
    pub unit: Option<&'a Unit>,
    /// Cards above it in its pile or stack.
    pub from_top: usize,
}

/// Where the physical card `instance` is in the players' zones, if anywhere.
pub fn locate(state: &DigimonState, instance: u16) -> Option<Located<'_>> {
    for seat in [Seat(0), Seat(1)] {
        let p = state.player(seat);
        let zones: [(&'static str, &[Card]); 5] =
            [("hand", &p.hand), ("deck", &p.deck), ("eggs", &p.eggs), ("security", &p.security), ("trash", &p.trash)];
        for (zone, cards) in zones {
            // Piles are kept bottom first: the last card is the top one.
            if let Some(pos) = cards.iter().rposition(|c| c.instance.0 == instance) {
                return Some(Located { zone, seat, unit: None, from_top: cards.len() - 1 - pos });
            }
        }
        for (zone, unit) in p.breeding.iter().map(|u| ("breeding", u)).chain(p.battle().iter().map(|u| ("battle", u))) {
            if let Some(pos) = unit.stack().iter().rposition(|c| c.instance.0 == instance) {
                let from_top = unit.stack().len() - 1 - pos;
                let (zone, unit) = if from_top == 0 { (zone, Some(unit)) } else { ("source", None) };
                return Some(Located { zone, seat, unit, from_top });
            }
            // Link cards lie under the whole stack (10-1-2-1), each new one under those already
            // there (4-7-3): the first linked is the highest.
            if let Some(pos) = unit.links().iter().position(|c| c.instance.0 == instance) {
                return Some(Located { zone: "link", seat, unit: None, from_top: unit.stack().len() + pos });
            }
        }
    }
    None
}

impl ScenarioChecks for DigimonState {
    const COUNTS: &'static [&'static str] = &["hand", "deck", "security", "trash", "eggs", "battle", "memory"];
    type Expect = DigimonExpect;
    type CardKeys = DigimonCardKeys;

    fn aliases(&self) -> &[(CardInstance, String)] {
        &self.aliases
    }

    fn locate(&self, instance: u16) -> Option<Place> {
        locate(self, instance).map(|p| Place { zone: p.zone, seat: p.seat, from_top: Some(p.from_top) })
    }

    fn count(&self, seat: Seat, name: &str) -> i64 {
        let p = self.player(seat);
        let n = match name {
            "hand" => p.hand.len(),
            "deck" => p.deck.len(),
            "security" => p.security.len(),
            "trash" => p.trash.len(),
            "eggs" => p.eggs.len(),
            "battle" => p.battle().len(),
            "memory" => return i64::from(self.memory_for(seat)),
            other => unreachable!("{other} is not among the counts the kernel let through"),
        };
        i64::try_from(n).unwrap_or(i64::MAX)
    }

    /// The Digimon keys: the card's 1体's DP, orientation, sources and keywords (the card must
    /// be the top card of a 1体 in an area).
    fn check_card(&self, instance: u16, name: &str, e: &DigimonCardKeys, out: &mut Diffs) {
        if e.dp.is_none() && e.suspended.is_none() && e.sources.is_none() && e.has.is_none() && e.lacks.is_none() {
            return;
        }
        let Some(Located { zone, seat, unit, .. }) = locate(self, instance) else { return };
        let Some(unit) = unit else {
            out.push(format!("{name}: expected on top of a 1体 in an area, found in {zone}"));
            return;
        };
        out.diff(&format!("{name} DP"), e.dp, query::dp(self, seat, unit).unwrap_or(0));
        out.diff(&format!("{name} suspended"), e.suspended, unit.suspended);
        out.diff(&format!("{name} sources"), e.sources, unit.sources().len());
        for (text, want) in [(&e.has, true), (&e.lacks, false)] {
            if let Some(text) = text {
                match Keyword::try_from(text.clone()) {
                    Ok(k) => {
                        out.diff(&format!("{name} has {text}"), Some(want), query::has_keyword(self, seat, unit, k));
                    }
                    Err(msg) => out.push(format!("{name}: {msg}")),
                }
            }
        }
    }

    fn check_own(&self, e: &DigimonExpect, out: &mut Diffs) {
        out.diff("memory (P1 side)", e.memory_p1, self.memory);
    }
}
