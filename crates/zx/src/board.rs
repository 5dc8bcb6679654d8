//! The board of squares (303): nine squares in three rows of three, adjacent orthogonally
//! (303.2), with the two player squares above and below the centre (303.3a). Rows count from
//! player 1's side: row 0 is player 1's back row, row 2 player 2's.

use fuda_kernel::Seat;
use serde::{Deserialize, Serialize};

/// One of the nine squares, `row * 3 + column`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Square(pub u8);

impl Square {
    /// Every square, row by row from player 1's side.
    pub const ALL: [Square; 9] =
        [Square(0), Square(1), Square(2), Square(3), Square(4), Square(5), Square(6), Square(7), Square(8)];

    fn row(self) -> u8 {
        self.0 / 3
    }

    fn column(self) -> u8 {
        self.0 % 3
    }

    /// The player square `seat` claims (402.1a): the one nearer to them.
    pub fn home(seat: Seat) -> Square {
        match seat.0 {
            0 => Square(1),
            _ => Square(7),
        }
    }

    /// Whether this is a player square (303.3a); the others are normal squares (303.3b).
    pub fn is_player_square(self) -> bool {
        self.column() == 1 && self.row() != 1
    }

    /// The seat that claimed this player square, if it is one.
    pub fn claimed_by(self) -> Option<Seat> {
        match self.0 {
            1 => Some(Seat(0)),
            7 => Some(Seat(1)),
            _ => None,
        }
    }

    /// The number of adjacent steps between two squares (303.2a): 1 to an adjacent square, 2 to
    /// a diagonal one.
    pub fn distance(self, other: Square) -> u8 {
        self.row().abs_diff(other.row()) + self.column().abs_diff(other.column())
    }

    /// Orthogonally adjacent (303.2, 1018.1).
    pub fn adjacent(self, other: Square) -> bool {
        self.distance(other) == 1
    }

    /// The square's name: column a–c, row 1–3 from player 1's side ("b1" is player 1's player
    /// square, "b2" the centre).
    pub fn name(self) -> String {
        format!("{}{}", char::from(b'a' + self.column()), self.row() + 1)
    }

    /// The square's name with what it is: "b1 (P1's player square)".
    pub fn words(self) -> String {
        match self.claimed_by() {
            Some(seat) => format!("{} ({seat}'s player square)", self.name()),
            None => self.name(),
        }
    }

    /// The square named `name` ("a1" to "c3").
    pub fn parse(name: &str) -> Option<Square> {
        let b = name.as_bytes();
        match b {
            [c @ b'a'..=b'c', r @ b'1'..=b'3'] => Some(Square((r - b'1') * 3 + (c - b'a'))),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_have_names_distances_and_player_squares() {
        assert_eq!(Square::ALL.iter().filter(|s| s.is_player_square()).count(), 2, "303.3a");
        assert_eq!(Square::home(Seat(0)).name(), "b1");
        assert_eq!(Square::home(Seat(1)).name(), "b3");
        let centre = Square::parse("b2").expect("a square");
        assert_eq!(centre.distance(Square::parse("b1").expect("a square")), 1, "E6: adjacent is 1");
        assert_eq!(centre.distance(Square::parse("a1").expect("a square")), 2, "E7: diagonal is 2");
        assert!(!centre.adjacent(Square::parse("a3").expect("a square")), "diagonals are not adjacent");
        assert!(Square::ALL.iter().all(|s| Square::parse(&s.name()) == Some(*s)));
        assert_eq!(Square::parse("d1"), None);
    }
}
