//! Seats and object identities.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A player's seat at the table, counted from 0. Games have N seats, not 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's index into per-player arrays.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The next seat in turn order among `seats` players.
    pub fn next(self, seats: usize) -> Seat {
        let next = (self.index() + 1) % seats.max(1);
        Seat(u8::try_from(next).expect("seat counts fit in u8"))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", self.0 + 1)
    }
}

/// The identity of one game object. A card that changes zones becomes a new object with a new
/// id (the "new object" rule every game shares), so references to the old id go stale on purpose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct ObjectId(pub u32);

impl fmt::Display for ObjectId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}
