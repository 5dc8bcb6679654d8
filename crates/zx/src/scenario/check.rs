//! Where a Z/X card is and the states it has there, for the kernel's checks of `[expect]`:
//! zones, counts and the Z/X keys of `[[expect.card]]`.

use super::format::{ZxCardKeys, ZxExpect};
use crate::state::ZxState;
use fuda_kernel::Seat;
use fuda_kernel::objects::CardInstance;
use fuda_kernel::scenario::{Diffs, Place, ScenarioChecks};

/// Where the physical card `instance` is, if anywhere, and the unit it is on a square.
fn locate(state: &ZxState, instance: u16) -> Option<(Place, Option<(crate::board::Square, crate::state::Unit)>)> {
    for seat in [Seat(0), Seat(1)] {
        let p = state.player(seat);
        let piles: [(&'static str, &Vec<crate::cards::Card>); 7] = [
            ("hand", &p.hand),
            ("deck", &p.deck),
            ("life", &p.life),
            ("trash", &p.trash),
            ("charge", &p.charge),
            ("remove", &p.remove),
            ("partner", &p.partner),
        ];
        for (zone, cards) in piles {
            if let Some(pos) = cards.iter().position(|c| c.instance.0 == instance) {
                // Piles keep their top last.
                let from_top = matches!(zone, "deck" | "life" | "trash").then(|| cards.len() - 1 - pos);
                return Some((Place { zone, seat, from_top }, None));
            }
        }
        if p.resource.iter().any(|r| r.card.instance.0 == instance) {
            return Some((Place { zone: "resource", seat, from_top: None }, None));
        }
        if p.dynamis.iter().any(|d| d.card.instance.0 == instance) {
            return Some((Place { zone: "dynamis", seat, from_top: None }, None));
        }
    }
    if let Some(f) = state.markers.forces.iter().find(|f| f.card.instance.0 == instance) {
        return Some((Place { zone: "force", seat: f.seat, from_top: None }, None));
    }
    if let Some((sq, u)) = state.units().find(|(_, u)| u.card.instance.0 == instance) {
        return Some((Place { zone: "square", seat: u.controller, from_top: None }, Some((sq, *u))));
    }
    // A Shift, or a Z/X OB's bottom half or face-down Player card, is part of the card it makes
    // on a square (202.7b, 202.8a): it is where that card is.
    if let Some((sq, u)) =
        state.units().find(|(_, u)| state.linked(u.card.id).iter().any(|(c, _)| c.instance.0 == instance))
    {
        return Some((Place { zone: "square", seat: u.controller, from_top: None }, Some((sq, *u))));
    }
    state
        .temporary
        .iter()
        .find(|(c, _)| c.instance.0 == instance)
        .map(|(_, s)| (Place { zone: "temporary", seat: *s, from_top: None }, None))
}

impl ScenarioChecks for ZxState {
    const COUNTS: &'static [&'static str] = &[
        "hand",
        "deck",
        "life",
        "trash",
        "charge",
        "resource",
        "reboot-resource",
        "remove",
        "dynamis",
        "damage",
        "zx",
        "counters",
        "life-shields",
        "forces",
        "links",
        "dynamis-face-up",
    ];
    type Expect = ZxExpect;
    type CardKeys = ZxCardKeys;

    fn aliases(&self) -> &[(CardInstance, String)] {
        &self.aliases
    }

    fn locate(&self, instance: u16) -> Option<Place> {
        locate(self, instance).map(|(p, _)| p)
    }

    fn count(&self, seat: Seat, name: &str) -> i64 {
        let p = self.player(seat);
        let n = match name {
            "hand" => p.hand.len(),
            "deck" => p.deck.len(),
            "life" => p.life.len(),
            "trash" => p.trash.len(),
            "charge" => p.charge.len(),
            "resource" => p.resource.len(),
            "reboot-resource" => p.reboot_resources(),
            "remove" => p.remove.len(),
            "dynamis" => p.dynamis.len(),
            "damage" => p.damage as usize,
            "zx" => self.units().filter(|(_, u)| u.controller == seat && self.def(&u.card).kind.is_zx()).count(),
            "counters" => self.markers.counters.iter().filter(|c| c.seat == seat).map(|c| c.count as usize).sum(),
            "life-shields" => usize::from(self.markers.life_shields[seat.index()]),
            "forces" => self.markers.forces.iter().filter(|f| f.seat == seat).count(),
            "links" => self.markers.links.iter().filter(|l| l.seat == seat).count(),
            "dynamis-face-up" => p.dynamis.iter().filter(|d| d.face_up).count(),
            other => unreachable!("{other} is not among the counts the kernel let through"),
        };
        i64::try_from(n).unwrap_or(i64::MAX)
    }

    fn check_card(&self, instance: u16, name: &str, e: &ZxCardKeys, out: &mut Diffs) {
        let Some((place, unit)) = locate(self, instance) else { return };
        let sleeping = match (&unit, place.zone) {
            (Some((_, u)), _) => Some(u.sleeping),
            (None, "resource") => {
                self.player(place.seat).resource.iter().find(|r| r.card.instance.0 == instance).map(|r| r.sleeping)
            }
            _ => None,
        };
        let states = [
            ("sleep", e.sleep.map(i32::from), sleeping.map(i32::from)),
            ("damage", e.damage, unit.map(|(_, u)| u.damage)),
            ("power", e.power, unit.map(|(_, u)| self.power(&u))),
            ("controller", e.controller.map(i32::from), unit.map(|(_, u)| i32::from(u.controller.0) + 1)),
            ("shields", e.shields, unit.map(|(_, u)| i32::from(self.markers.shields_of(u.card.id)))),
        ];
        for (what, want, found) in states {
            if want.is_some() && found.is_none() {
                out.push(format!("{name} {what}: the card is in {}, which has no such state", place.zone));
            } else if let Some(found) = found {
                out.diff(&format!("{name} {what}"), want, found);
            }
        }
        let force = self.markers.forces.iter().find(|f| f.card.instance.0 == instance);
        match (e.face_down, force) {
            (Some(want), Some(f)) => out.diff(&format!("{name} face down"), Some(want), !f.face_up),
            (Some(_), None) => out.push(format!("{name} face down: the card is in {}, not a force", place.zone)),
            (None, _) => {}
        }
        if let Some(want) = &e.force_of {
            let host = force.and_then(|f| self.unit(f.host)).map(|(_, u)| u.card.instance);
            let alias = host.and_then(|i| self.aliases.iter().find(|(a, _)| *a == i)).map(|(_, a)| a.clone());
            match force {
                Some(_) => out.diff(&format!("{name} force of"), Some(want.clone()), alias.unwrap_or_default()),
                None => out.push(format!("{name} force of: the card is in {}, not a force", place.zone)),
            }
        }
        if let Some(want) = &e.square {
            match unit {
                Some((sq, _)) => out.diff(&format!("{name} square"), Some(want.clone()), sq.name()),
                None => out.push(format!("{name} square: the card is in {}, not on a square", place.zone)),
            }
        }
        if let Some(want) = &e.races {
            match unit {
                Some((_, u)) => {
                    let found = crate::continuous::traits(self, &u.card).races.join(", ");
                    out.diff(&format!("{name} races"), Some(want.join(", ")), found);
                }
                None => out.push(format!("{name} races: the card is in {}, not on a square", place.zone)),
            }
        }
    }

    fn check_own(&self, e: &ZxExpect, out: &mut Diffs) {
        out.diff("cards in Temporary", e.temporary, self.temporary.len());
        out.diff("battle in progress", e.battle, self.battle.is_some());
    }
}
