//! Abilities at work: where a card lies and whether its ability is valid there (9.4.4), what
//! filters, conditions and amounts mean in a game ([`scope`]), the events the game raises and
//! the auto abilities they make pending (9.8, [`events`]), auto-ability processing at a check
//! timing (10.4, [`process`]) and the running of costs and effects (9.5, 9.7.4.2, [`run`]).

pub mod act;
pub mod activate;
pub mod events;
pub mod process;
pub mod replace;
pub mod run;
pub mod scope;

pub use crate::state::abilities::{Delayed, Fired, Part, Pending, Resolving, Source, Used};

use crate::cards::ability::{Ability, Trigger, Zone};
use crate::cards::{Card, CardDef, CardType};
use crate::state::RebirthState;
use fuda_kernel::{ObjectId, Seat};

/// Where each card of the game lies: its master and its zone (4).
pub fn placed_cards(state: &RebirthState) -> Vec<(Seat, Zone, Card)> {
    let mut out = Vec::new();
    for (k, p) in state.players.iter().enumerate() {
        let seat = Seat(k as u8);
        let mut add = |zone: Zone, cards: &mut dyn Iterator<Item = &Card>| {
            out.extend(cards.map(|c| (seat, zone, *c)));
        };
        add(Zone::Entry, &mut p.entry.iter().map(|c| &c.card));
        add(Zone::Member, &mut p.members.iter().flatten().map(|c| &c.card));
        add(Zone::Energy, &mut p.energy.iter().map(|e| &e.card));
        add(Zone::Rebirth, &mut p.rebirth.iter());
        add(Zone::Retire, &mut p.retire.iter());
        add(Zone::Waiting, &mut p.waiting.iter());
        add(Zone::Memory, &mut p.memory.iter());
        add(Zone::Hand, &mut p.hand.iter());
        add(Zone::Deck, &mut p.deck.iter());
    }
    out
}

/// The master and zone of card object `id`.
pub fn locate(state: &RebirthState, id: ObjectId) -> Option<(Seat, Zone, Card)> {
    placed_cards(state).into_iter().find(|(_, _, c)| c.id == id)
}

/// Whether `ability` of a card of `def` works in `zone`: its zone tag's zone (9.4.4); without
/// a tag, a character's in the entry and member slots, a Re-birth card's in the Re-birth area,
/// a partner's in the energy area (ruling R28). Spark works where it triggers: the entry.
pub fn valid_in(def: &CardDef, ability: &Ability, zone: Zone) -> bool {
    if let Some(tag) = ability.zone {
        return tag == zone;
    }
    if let crate::cards::ability::Kind::Auto { trigger: Trigger::Spark, .. } = ability.kind {
        return zone == Zone::Entry;
    }
    match def.kind {
        CardType::Character => zone.on_stage(),
        CardType::Rebirth => zone == Zone::Rebirth,
        CardType::Partner => zone == Zone::Energy,
    }
}
