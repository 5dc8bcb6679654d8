//! Seats and object identities.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A player's seat at the table, counted from 0. Games have N seats, not 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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

    /// The other seats of a `seats`-player game in turn order, starting after this one.
    pub fn others(self, seats: usize) -> impl Iterator<Item = Seat> {
        std::iter::successors(Some(self.next(seats)), move |s| Some(s.next(seats))).take(seats.saturating_sub(1))
    }

    /// The seats of a `seats`-player game, in seat order.
    pub fn all(seats: usize) -> impl Iterator<Item = Seat> {
        (0..seats.min(usize::from(u8::MAX))).map(|i| Seat(i as u8))
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

/// A set of seats (at most eight, as [`Seat`] counts): the winners of a game, a team, whose turn
/// it is. Small and `Copy`, it iterates in seat order and serialises as a list of seats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "Vec<Seat>", try_from = "Vec<Seat>")]
pub struct SeatSet(u8);

impl SeatSet {
    /// The set of one seat.
    pub fn one(seat: Seat) -> SeatSet {
        SeatSet(1u8.checked_shl(u32::from(seat.0)).unwrap_or(0))
    }

    /// Whether `seat` is in the set.
    pub fn contains(self, seat: Seat) -> bool {
        self.0 & SeatSet::one(seat).0 != 0
    }

    /// The set with `seat` added.
    pub fn with(self, seat: Seat) -> SeatSet {
        SeatSet(self.0 | SeatSet::one(seat).0)
    }

    /// How many seats the set holds.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The seats, in seat order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..8u8).map(Seat).filter(move |s| self.contains(*s))
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(seats: I) -> SeatSet {
        seats.into_iter().fold(SeatSet::default(), SeatSet::with)
    }
}

impl From<SeatSet> for Vec<Seat> {
    fn from(set: SeatSet) -> Vec<Seat> {
        set.iter().collect()
    }
}

impl TryFrom<Vec<Seat>> for SeatSet {
    type Error = String;

    fn try_from(seats: Vec<Seat>) -> Result<SeatSet, String> {
        match seats.iter().find(|s| s.0 >= 8) {
            Some(s) => Err(format!("seat {} is out of range: at most 8 seats", s.0)),
            None => Ok(seats.into_iter().collect()),
        }
    }
}

impl fmt::Display for SeatSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seats: Vec<String> = self.iter().map(|s| s.to_string()).collect();
        f.write_str(&seats.join(", "))
    }
}
