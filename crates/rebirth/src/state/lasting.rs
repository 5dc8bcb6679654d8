//! Continuous effects that effects created (9.3.1.2): each is fixed on the card objects it was
//! created for, with its timestamp and its duration. [`crate::abilities::info`] applies them; the turn and
//! the attack end them (7.6.4, 8.5.2).

use crate::cards::Card;
use crate::cards::ability::{Prohibition, Until};
use fuda_kernel::{ObjectId, Seat};
use serde::{Deserialize, Serialize};

/// One continuous effect an effect created, on one card.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Lasting {
    /// Its master: the master of the ability that created it.
    pub master: Seat,
    /// The card whose ability created it.
    pub source: Card,
    /// The card object it applies to: a card that leaves the stage is a new object it does not
    /// follow (9.10.2, 4.1.4).
    pub target: ObjectId,
    /// Its timestamp (9.10.1.6.2): drawn from the object counter, so that it orders with the
    /// zone-entry times of the cards (9.10.1.6.1).
    pub stamp: ObjectId,
    /// How long it lasts.
    pub until: Until,
    /// What it does.
    pub change: Change,
}

/// What a lasting effect does to its card.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Change {
    /// Adds to ATK and DEF (5.17.1, 9.10.1.4); a set value is kept this way too (9.10.4).
    Modify {
        /// Added to ATK.
        atk: i32,
        /// Added to DEF.
        def: i32,
    },
    /// Forbids an action (1.3.3, 9.10.1.3).
    Prohibit(Prohibition),
    /// Takes the card's abilities away (9.10.1.2).
    LoseAbilities,
    /// The information an effect gave a card it put face down into a member slot (4.5.5.1):
    /// read as printed while the card is face down.
    FaceDown {
        /// Its ATK.
        atk: i32,
        /// Its DEF.
        def: i32,
    },
}
