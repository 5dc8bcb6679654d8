//! Formats (12.1.1): who plays whom. The two-player game of the base rules (1.1.1) and the
//! multiplayer formats of section 12 — Rumble (12.6), Circle (12.7), Double Team (12.8) and Triple
//! Team (12.9) — with the relations the rules and the card language read: 「相手」 (opponents),
//! 「味方」 (allies), whom a player may attack and who may guard an attack. Seats are numbered in
//! turn order; in the team formats seats `0..n/2` are one team, seated left to right, and the rest
//! the other team, seated left to right facing them.

use fuda_kernel::Seat;
use serde::{Deserialize, Serialize};

/// A format of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Format {
    /// The base game: two players (1.1.1).
    TwoPlayer,
    /// ランブル (12.6): 3 or more players, anyone may attack anyone; with the optional
    /// single-elimination rule (12.6.3) or not.
    Rumble {
        /// 「1人脱落」 (12.6.3).
        single_elimination: bool,
    },
    /// サークル (12.7): 3 or more players, each attacks the next player.
    Circle {
        /// 「1人脱落」 (12.7.3).
        single_elimination: bool,
    },
    /// ダブルチーム (12.8): two teams of two.
    DoubleTeam,
    /// トリプルチーム (12.9): two teams of three.
    TripleTeam,
}

impl Format {
    /// The format's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Format::TwoPlayer => "two-player",
            Format::Rumble { .. } => "rumble",
            Format::Circle { .. } => "circle",
            Format::DoubleTeam => "double-team",
            Format::TripleTeam => "triple-team",
        }
    }

    /// How many seats the format may have.
    pub fn seats(self) -> std::ops::RangeInclusive<usize> {
        match self {
            Format::TwoPlayer => 2..=2,
            Format::Rumble { .. } | Format::Circle { .. } => 3..=6,
            Format::DoubleTeam => 4..=4,
            Format::TripleTeam => 6..=6,
        }
    }

    /// Whether players form teams (12.5).
    pub fn teams(self) -> bool {
        matches!(self, Format::DoubleTeam | Format::TripleTeam)
    }
}

/// The most seats a format has.
pub const MAX_SEATS: usize = 6;

/// The seats of a game as the relations read them: the format, how many seats, and who has left
/// (1.2.2, 12.4).
#[derive(Clone, Copy, Debug)]
pub struct Table {
    /// The format.
    pub format: Format,
    /// How many seats the game has.
    pub seats: usize,
    /// Whether each seat has left the game, in seat order.
    pub left: [bool; MAX_SEATS],
    /// Seats left during this turn: in Circle they stay in the turn order, empty, until the
    /// turn ends (12.7.7).
    pub vacant: [bool; MAX_SEATS],
}

impl Table {
    /// The table of `format` whose seats have left or not as `left` says, in seat order.
    pub fn new(format: Format, left: impl IntoIterator<Item = bool>) -> Table {
        let mut t = Table { format, seats: 0, left: [false; MAX_SEATS], vacant: [false; MAX_SEATS] };
        for (i, l) in left.into_iter().take(MAX_SEATS).enumerate() {
            t.left[i] = l;
            t.seats = i + 1;
        }
        t
    }

    /// The table with `seats` (left during this turn) kept in the turn order, empty (12.7.7).
    pub fn with_vacant(mut self, seats: impl IntoIterator<Item = Seat>) -> Table {
        for s in seats {
            self.vacant[s.index()] = true;
        }
        self
    }

    /// The seat after `seat` in the turn order of Circle, where a seat left this turn still
    /// counts (12.7.7, 12.7.7.1).
    fn seated_next(&self, seat: Seat) -> Seat {
        let n = self.seats();
        (1..=n)
            .map(|k| Seat(((seat.index() + k) % n) as u8))
            .find(|s| !self.left[s.index()] || self.vacant[s.index()])
            .unwrap_or(seat)
    }

    /// The seat before `seat` in the turn order of Circle, a seat left this turn still counting.
    fn seated_previous(&self, seat: Seat) -> Seat {
        let n = self.seats();
        (1..=n)
            .map(|k| Seat(((seat.index() + n - k) % n) as u8))
            .find(|s| !self.left[s.index()] || self.vacant[s.index()])
            .unwrap_or(seat)
    }

    fn seats(&self) -> usize {
        self.seats
    }

    /// The seats still in the game, in turn order.
    pub fn present(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.seats()).filter(|&i| !self.left[i]).map(|i| Seat(i as u8))
    }

    /// The team of `seat` (0 or 1) in the team formats; every seat is its own team otherwise.
    pub fn team(&self, seat: Seat) -> usize {
        match self.format.teams() {
            true => usize::from(seat.index() >= self.seats() / 2),
            false => seat.index(),
        }
    }

    /// Teammates (12.5.1.1): the other players of `seat`'s team, still in the game.
    pub fn teammates(&self, seat: Seat) -> Vec<Seat> {
        self.present().filter(|&s| s != seat && self.team(s) == self.team(seat)).collect()
    }

    /// 「味方」 (12.5.4): `seat` and its teammates.
    pub fn allies(&self, seat: Seat) -> Vec<Seat> {
        self.present().filter(|&s| self.team(s) == self.team(seat)).collect()
    }

    /// The player after `seat` in turn order, still in the game.
    pub fn next(&self, seat: Seat) -> Seat {
        let n = self.seats();
        (1..=n).map(|k| Seat(((seat.index() + k) % n) as u8)).find(|s| !self.left[s.index()]).unwrap_or(seat)
    }

    /// The player before `seat` in turn order, still in the game.
    pub fn previous(&self, seat: Seat) -> Seat {
        let n = self.seats();
        (1..=n).map(|k| Seat(((seat.index() + n - k) % n) as u8)).find(|s| !self.left[s.index()]).unwrap_or(seat)
    }

    /// 正面 (12.8.2.1, 12.9.2.1): the player facing `seat` in a team format: the right-hand
    /// player of one team faces the left-hand player of the other, and the centres face.
    pub fn facing(&self, seat: Seat) -> Option<Seat> {
        match self.format.teams() {
            true => Some(Seat((self.seats() - 1 - seat.index()) as u8)),
            false => None,
        }
    }

    /// 「相手」 (opponents) of `seat` as a continuous effect reads it: the other player (1.1.1);
    /// every other player in Rumble (12.6.4); the players just before and after in Circle
    /// (12.7.4); every player outside the team (12.5.5.1).
    pub fn opponents(&self, seat: Seat) -> Vec<Seat> {
        match self.format {
            Format::TwoPlayer | Format::Rumble { .. } => self.present().filter(|&s| s != seat).collect(),
            Format::Circle { .. } => {
                // 12.7.7.1: nothing reaches past a neighbour who left this turn.
                let mut out: Vec<Seat> = vec![self.seated_previous(seat), self.seated_next(seat)];
                out.retain(|&s| s != seat && !self.left[s.index()]);
                out.sort();
                out.dedup();
                out
            }
            Format::DoubleTeam | Format::TripleTeam => {
                self.present().filter(|&s| self.team(s) != self.team(seat)).collect()
            }
        }
    }

    /// The players `seat` may attack, before 12.3.1 is applied: the other player; any other
    /// player in Rumble (12.6.1); the next player in Circle (12.7.6); the facing player in the
    /// team formats (12.8.5, 12.9.5), while that player is in the game.
    pub fn attackable(&self, seat: Seat) -> Vec<Seat> {
        match self.format {
            Format::TwoPlayer | Format::Rumble { .. } => self.opponents(seat),
            // 12.7.6, 12.7.7.1: the next seat, even one left empty this turn, which cannot be attacked.
            Format::Circle { .. } => {
                let next = self.seated_next(seat);
                if next == seat || self.left[next.index()] { Vec::new() } else { vec![next] }
            }
            Format::DoubleTeam | Format::TripleTeam => {
                self.facing(seat).filter(|s| !self.left[s.index()]).into_iter().collect()
            }
        }
    }

    /// Who may guard (block) an attack on `target`'s character: the target alone (8.3.3,
    /// 12.6.6.1, 12.7.6.1), or the target and its teammates (12.8.5.1, 12.9.5.1).
    pub fn guards(&self, target: Seat) -> Vec<Seat> {
        match self.format.teams() {
            true => self.allies(target),
            false => vec![target],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(format: Format, left: &[bool]) -> Table {
        Table::new(format, left.iter().copied())
    }

    #[test]
    fn two_players_oppose_and_attack_each_other() {
        let t = table(Format::TwoPlayer, &[false, false]);
        assert_eq!(t.opponents(Seat(0)), vec![Seat(1)]);
        assert_eq!(t.attackable(Seat(1)), vec![Seat(0)]);
        assert_eq!(t.guards(Seat(0)), vec![Seat(0)]);
        assert_eq!(t.allies(Seat(0)), vec![Seat(0)]);
    }

    #[test]
    fn circle_opponents_are_the_neighbours_and_the_next_is_attacked() {
        let left = [false, false, false, false, false];
        let t = table(Format::Circle { single_elimination: false }, &left);
        assert_eq!(t.opponents(Seat(0)), vec![Seat(1), Seat(4)], "12.7.4");
        assert_eq!(t.attackable(Seat(4)), vec![Seat(0)], "12.7.6");
        let gone = [false, true, false, false, false];
        let t = table(Format::Circle { single_elimination: false }, &gone);
        assert_eq!(t.attackable(Seat(0)), vec![Seat(2)], "12.7.7: after the turn the seats close up");
        let t = t.with_vacant([Seat(1)]);
        assert!(t.attackable(Seat(0)).is_empty(), "12.7.7.1: not past the empty seat this turn");
        assert_eq!(t.opponents(Seat(0)), vec![Seat(4)], "12.7.7.1");
    }

    #[test]
    fn teams_face_and_guard_together() {
        let four = [false; 4];
        let t = table(Format::DoubleTeam, &four);
        assert_eq!(t.facing(Seat(1)), Some(Seat(2)), "12.8.2.1: right faces left");
        assert_eq!(t.opponents(Seat(0)), vec![Seat(2), Seat(3)], "12.5.5.1");
        assert_eq!(t.guards(Seat(2)), vec![Seat(2), Seat(3)], "12.8.5.1");
        assert_eq!(t.teammates(Seat(0)), vec![Seat(1)], "12.5.1.1");
        let six = [false; 6];
        let t = table(Format::TripleTeam, &six);
        assert_eq!(t.facing(Seat(1)), Some(Seat(4)), "12.9.2.1: centre faces centre");
        assert_eq!(t.facing(Seat(2)), Some(Seat(3)));
    }

    #[test]
    fn rumble_opponents_are_everyone_else() {
        let t = table(Format::Rumble { single_elimination: true }, &[false, true, false, false]);
        assert_eq!(t.opponents(Seat(0)), vec![Seat(2), Seat(3)], "12.6.4");
    }
}
