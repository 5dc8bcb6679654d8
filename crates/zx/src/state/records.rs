//! Records the triggers and last known information keep in the state: a card's last known
//! information (814), the damage marks of 1203–1204, the events of the action in progress
//! (808.1) and the delayed abilities effects made (808.4). The last-known-information and
//! trigger modules read and write them.

use crate::board::Square;
use crate::cards::Card;
use crate::cards::ast::event::{DelayedAbility, EventKind};
use fuda_kernel::{ObjectId, Seat};
use serde::{Deserialize, Serialize};

/// A card's last known information.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Lki {
    /// The card, with the identity it had there.
    pub card: Card,
    /// Its controller there (its owner off the squares).
    pub controller: Seat,
    /// The square it stood on, if it was on one.
    pub square: Option<Square>,
    /// Its power on the square, continuous effects applied (811); none off the squares.
    pub power: Option<i32>,
}

/// What dealt a unit its damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum By {
    /// The battle's damage (604.3a, 1203.1); never an effect (1204.6a).
    Battle,
    /// An effect whose source is this card (1204.3, 815.2).
    Effect(Card),
    /// Paid as the cost of an ability of this card (1027.1c).
    Cost(Card),
}

/// Damage dealt to the unit `unit` since the last lethal damage check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Mark {
    /// The damaged unit.
    pub unit: ObjectId,
    /// Who dealt it.
    pub by: By,
}

/// Something that happened, as the patterns see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Event {
    /// What happened.
    pub kind: EventKind,
    /// The card it happened to, as it was when its parameters count (808.3a); none for a
    /// player or a turn.
    pub card: Option<Lki>,
    /// Whose it is: the card's controller, the player dealt damage, the turn player.
    pub seat: Seat,
    /// For an effect's destruction, the source of that effect (1204.1, 815.2).
    pub source: Option<Card>,
}

/// A delayed ability waiting for its event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Delayed {
    /// Its number, to find it once triggered.
    pub id: u32,
    /// Its controller: who resolved the effect that made it.
    pub seat: Seat,
    /// The card whose effect made it, as it was then (815.2a).
    pub source: Card,
    /// What it waits for and does.
    pub ability: DelayedAbility,
    /// Triggered already: it never triggers again (808.4a).
    pub spent: bool,
    /// What the effect that made it had bound ("the Z/X that appeared by this ability", E31).
    #[serde(default)]
    pub bindings: fuda_kernel::lang::Bindings,
}

impl std::hash::Hash for Delayed {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.id.hash(h);
        self.seat.hash(h);
        self.source.hash(h);
        self.ability.hash(h);
        self.spent.hash(h);
        // Only when set, so that games whose delayed abilities bind nothing keep their hashes.
        if !self.bindings.is_empty() {
            self.bindings.hash(h);
        }
    }
}
