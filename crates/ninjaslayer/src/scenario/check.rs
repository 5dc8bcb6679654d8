//! Where a Ninja Slayer card is and the states it has there, for the kernel's checks of
//! `[expect]`: zones, counts and the Ninja Slayer keys of `[[expect.card]]`.

use super::format::{NsCardKeys, NsExpect};
use crate::resolve;
use crate::state::{NsState, SpaceItem};
use fuda_kernel::Seat;
use fuda_kernel::objects::CardInstance;
use fuda_kernel::scenario::{Diffs, ScenarioChecks};

/// Where a physical card is: its zone name, whose zone, and the states it has there.
pub struct Place {
    /// The zone, as scenario files name it.
    pub zone: &'static str,
    /// Whose zone.
    pub seat: Seat,
    tapped: Option<bool>,
    damage: Option<i32>,
    karate: Option<i32>,
    durability: Option<i32>,
    face_up: Option<bool>,
    /// In the deck: how many cards lie above it.
    pub from_top: Option<usize>,
}

impl Place {
    fn plain(zone: &'static str, seat: Seat) -> Place {
        Place { zone, seat, tapped: None, damage: None, karate: None, durability: None, face_up: None, from_top: None }
    }
}

/// Where the physical card `instance` is, if anywhere.
pub fn locate(state: &NsState, instance: u16) -> Option<Place> {
    for seat in [Seat(0), Seat(1)] {
        let p = state.player(seat);
        let piles: [(&'static str, &Vec<crate::cards::Card>); 5] = [
            ("hand", &p.hand),
            ("deck", &p.deck),
            ("ohigan", &p.ohigan),
            ("exclusion", &p.exclusion),
            ("check", &p.check),
        ];
        for (zone, cards) in piles {
            if let Some(pos) = cards.iter().position(|c| c.instance.0 == instance) {
                // The deck's last card is its top.
                let from_top = (zone == "deck").then(|| cards.len() - 1 - pos);
                return Some(Place { from_top, ..Place::plain(zone, seat) });
            }
        }
        if let Some(c) = p.field.iter().find(|c| c.card.instance.0 == instance) {
            return Some(Place {
                tapped: Some(c.tapped),
                damage: Some(c.damage),
                karate: Some(resolve::karate(state, c)),
                durability: Some(resolve::durability(state, c)),
                ..Place::plain("field", seat)
            });
        }
        if let Some(e) = p.ether.iter().find(|e| e.card.instance.0 == instance) {
            return Some(Place { tapped: Some(e.tapped), ..Place::plain("ether", seat) });
        }
        if let Some(d) = p.damage_zone.iter().find(|d| d.card.instance.0 == instance) {
            return Some(Place { face_up: Some(d.face_up), ..Place::plain("damage-zone", seat) });
        }
    }
    state.space.iter().find_map(|item| match item {
        SpaceItem::Card { card, controller, .. } if card.instance.0 == instance => {
            Some(Place::plain("space", *controller))
        }
        _ => None,
    })
}

impl ScenarioChecks for NsState {
    const COUNTS: &'static [&'static str] =
        &["hand", "deck", "field", "ether", "untapped-ether", "ohigan", "damage-zone", "exclusion"];
    type Expect = NsExpect;
    type CardKeys = NsCardKeys;

    fn aliases(&self) -> &[(CardInstance, String)] {
        &self.aliases
    }

    fn locate(&self, instance: u16) -> Option<fuda_kernel::scenario::Place> {
        let p = locate(self, instance)?;
        Some(fuda_kernel::scenario::Place { zone: p.zone, seat: p.seat, from_top: p.from_top })
    }

    fn count(&self, seat: Seat, name: &str) -> i64 {
        let p = self.player(seat);
        let n = match name {
            "untapped-ether" => p.untapped_ether(),
            "hand" => p.hand.len(),
            "deck" => p.deck.len(),
            "field" => p.field.len(),
            "ether" => p.ether.len(),
            "ohigan" => p.ohigan.len(),
            "damage-zone" => p.damage_zone.len(),
            "exclusion" => p.exclusion.len(),
            other => unreachable!("{other} is not among the counts the kernel let through"),
        };
        i64::try_from(n).unwrap_or(i64::MAX)
    }

    /// The Ninja Slayer keys: the states the card has where it is.
    fn check_card(&self, instance: u16, name: &str, e: &NsCardKeys, out: &mut Diffs) {
        let Some(place) = locate(self, instance) else { return };
        let states = [
            ("tapped", e.tapped.map(i32::from), place.tapped.map(i32::from)),
            ("damage", e.damage, place.damage),
            ("karate", e.karate, place.karate),
            ("durability", e.durability, place.durability),
            ("face up", e.face_up.map(i32::from), place.face_up.map(i32::from)),
        ];
        for (what, want, found) in states {
            if want.is_some() && found.is_none() {
                out.push(format!("{name} {what}: the card is in {}, which has no such state", place.zone));
            } else if let Some(found) = found {
                out.diff(&format!("{name} {what}"), want, found);
            }
        }
    }

    fn check_own(&self, e: &NsExpect, out: &mut Diffs) {
        out.diff("Kotodama space items", e.space, self.space.len());
    }
}
