//! Where a Reバース card is and the states it has there, for the kernel's checks of `[expect]`.

use super::format::{RebirthCardKeys, RebirthExpect};
use crate::state::{Character, RebirthState};
use fuda_kernel::Seat;
use fuda_kernel::objects::CardInstance;
use fuda_kernel::scenario::{Diffs, Place, ScenarioChecks};

/// What a card's place says of its states.
struct Found {
    place: Place,
    character: Option<Character>,
    slot: Option<u8>,
    rested: Option<bool>,
}

fn locate(state: &RebirthState, instance: u16) -> Option<Found> {
    for k in 0..state.players.len() {
        let seat = Seat(k as u8);
        let p = state.player(seat);
        let piles: [(&'static str, &Vec<crate::cards::Card>); 7] = [
            ("hand", &p.hand),
            ("deck", &p.deck),
            ("rebirth", &p.rebirth),
            ("retire", &p.retire),
            ("waiting", &p.waiting),
            ("memory", &p.memory),
            ("removed", &p.removed),
        ];
        for (zone, cards) in piles {
            if let Some(pos) = cards.iter().position(|c| c.instance.0 == instance) {
                let from_top = matches!(zone, "deck" | "waiting").then(|| cards.len() - 1 - pos);
                return Some(Found {
                    place: Place { zone, seat, from_top },
                    character: None,
                    slot: None,
                    rested: None,
                });
            }
        }
        if let Some(c) = p.entry.iter().find(|c| c.card.instance.0 == instance) {
            let place = Place { zone: "entry", seat, from_top: None };
            return Some(Found { place, character: Some(*c), slot: None, rested: Some(c.rested) });
        }
        for (i, slot) in p.members.iter().enumerate() {
            if let Some(c) = slot.iter().find(|c| c.card.instance.0 == instance) {
                let place = Place { zone: "members", seat, from_top: None };
                return Some(Found { place, character: None, slot: Some(i as u8 + 1), rested: Some(c.rested) });
            }
        }
        if let Some(e) = p.energy.iter().find(|e| e.card.instance.0 == instance) {
            let place = Place { zone: "energy", seat, from_top: None };
            return Some(Found { place, character: None, slot: None, rested: Some(e.rested) });
        }
    }
    None
}

impl ScenarioChecks for RebirthState {
    const COUNTS: &'static [&'static str] =
        &["hand", "deck", "entry", "members", "energy", "rebirth", "retire", "waiting", "memory", "removed"];
    type Expect = RebirthExpect;
    type CardKeys = RebirthCardKeys;

    fn aliases(&self) -> &[(CardInstance, String)] {
        &self.aliases
    }

    fn locate(&self, instance: u16) -> Option<Place> {
        locate(self, instance).map(|f| f.place)
    }

    fn count(&self, seat: Seat, name: &str) -> i64 {
        let Some(p) = self.players.get(seat.index()) else { return -1 };
        let n = match name {
            "hand" => p.hand.len(),
            "deck" => p.deck.len(),
            "entry" => p.entry.len(),
            "members" => p.members.iter().flatten().count(),
            "energy" => p.energy.len(),
            "rebirth" => p.rebirth.len(),
            "retire" => p.retire.len(),
            "waiting" => p.waiting.len(),
            "memory" => p.memory.len(),
            "removed" => p.removed.len(),
            other => unreachable!("{other} is not among the counts the kernel let through"),
        };
        i64::try_from(n).unwrap_or(i64::MAX)
    }

    fn check_card(&self, instance: u16, name: &str, e: &RebirthCardKeys, out: &mut Diffs) {
        let Some(found) = locate(self, instance) else { return };
        let zone = found.place.zone;
        let info = found.rested.filter(|_| matches!(zone, "entry" | "members")).and_then(|_| {
            let p = self.player(found.place.seat);
            let c = p.entry.iter().chain(p.members.iter().flatten()).find(|c| c.card.instance.0 == instance)?;
            Some(crate::abilities::info::of(self, &c.card))
        });
        let states = [
            ("rest", e.rest.map(i32::from), found.rested.map(i32::from)),
            ("damage", e.damage, found.character.map(|c| c.damage)),
            ("slot", e.slot.map(i32::from), found.slot.map(i32::from)),
            ("face down", e.face_down.map(i32::from), found.character.map(|c| i32::from(c.face_down))),
            ("ATK", e.atk, info.as_ref().map(|i| i.atk)),
            ("DEF", e.def, info.as_ref().map(|i| i.def)),
        ];
        for (what, want, have) in states {
            match (want, have) {
                (Some(_), None) => out.push(format!("{name} {what}: the card is in {zone}, which has no such state")),
                (want, Some(have)) => out.diff(&format!("{name} {what}"), want, have),
                (None, None) => {}
            }
        }
    }

    fn check_own(&self, e: &RebirthExpect, out: &mut Diffs) {
        out.diff("an attack under way", e.attacking, self.attack.is_some());
        out.diff("a partner attack", e.partner_attack, self.attack.is_some_and(|a| a.partner));
        out.diff("blocked", e.blocked, self.attack.is_some_and(|a| a.blocked));
        out.diff("first player", e.first_player, self.first_player.0 + 1);
        let present: Vec<u8> = self.table().present().map(|s| s.0 + 1).collect();
        out.diff("players in the game", e.present.clone(), present);
    }
}
