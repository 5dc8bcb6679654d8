//! The `[expect]` table (and a step's `[step.expect]`): the keys every game checks the same way
//! through the common trait, and the game's own ([`ScenarioGame::Expect`]); `[expect.p1]` counts
//! and `[[expect.card]]` card expectations, whose keys the game completes.

use super::ScenarioGame;
use super::keys::{Keys, ReadTable, TableVisitor};
use crate::ids::{Seat, SeatSet};
use serde::Deserialize;
use serde::de::{self, MapAccess};
use std::fmt;
use std::marker::PhantomData;

/// What must hold at the end of a scenario, or right after a step.
#[derive(Debug)]
pub struct Expect<G: ScenarioGame> {
    /// `winner`: who won, or nobody yet.
    pub winner: Option<Winner>,
    /// `draw`: whether the game ended in a draw.
    pub draw: Option<bool>,
    /// `turn`: the turn number.
    pub turn: Option<u32>,
    /// `turn-player`: whose turn it is (1-based).
    pub turn_player: Option<u8>,
    /// `phase`: how the view names the phase or step begins (letter case aside).
    pub phase: Option<String>,
    /// `decider`: the seat (1-based) that must answer.
    pub decider: Option<u8>,
    /// `prompt`: the pending decision's prompt contains this text.
    pub prompt: Option<String>,
    /// `offered`: an option with this label is offered.
    pub offered: Option<String>,
    /// `not-offered`: no option with this label is offered.
    pub not_offered: Option<String>,
    /// `[expect.p1]`, `[expect.p2]`, …: each seat's counts, by seat (0-based).
    pub counts: Vec<(Seat, Counts<G>)>,
    /// `[[expect.card]]`: aliased cards.
    pub card: Vec<CardExpect<G>>,
    /// `log-cites`: rule numbers some log line cites.
    pub log_cites: Vec<String>,
    /// `log-contains`: texts some log line contains.
    pub log_contains: Vec<String>,
    /// `log-lacks`: texts no log line contains.
    pub log_lacks: Vec<String>,
    /// `log-order`: texts the log contains in this order, each on a line after the previous one's.
    pub log_order: Vec<String>,
    /// `illegal-deck`: the deck check refuses the decks with a problem containing this text.
    pub illegal_deck: Option<String>,
    /// The game's own keys.
    pub own: G::Expect,
}

impl<G: ScenarioGame> Default for Expect<G> {
    fn default() -> Self {
        Expect {
            winner: None,
            draw: None,
            turn: None,
            turn_player: None,
            phase: None,
            decider: None,
            prompt: None,
            offered: None,
            not_offered: None,
            counts: Vec::new(),
            card: Vec::new(),
            log_cites: Vec::new(),
            log_contains: Vec::new(),
            log_lacks: Vec::new(),
            log_order: Vec::new(),
            illegal_deck: None,
            own: G::Expect::default(),
        }
    }
}

/// The `[expect]` keys every game has.
const COMMON: &[&str] = &[
    "winner",
    "draw",
    "turn",
    "turn-player",
    "phase",
    "decider",
    "prompt",
    "offered",
    "not-offered",
    "p1",
    "p2",
    "p3",
    "p4",
    "card",
    "p5",
    "p6",
    "log-cites",
    "log-contains",
    "log-lacks",
    "log-order",
    "illegal-deck",
];

impl<G: ScenarioGame> ReadTable for Expect<G> {
    fn known() -> Vec<&'static [&'static str]> {
        vec![COMMON, G::Expect::KEYS]
    }

    fn read_key<'de, M: MapAccess<'de>>(&mut self, key: &str, map: &mut M) -> Result<(), M::Error> {
        match key {
            "winner" => self.winner = Some(map.next_value()?),
            "draw" => self.draw = Some(map.next_value()?),
            "turn" => self.turn = Some(map.next_value()?),
            "turn-player" => self.turn_player = Some(map.next_value()?),
            "phase" => self.phase = Some(map.next_value()?),
            "decider" => self.decider = Some(map.next_value()?),
            "prompt" => self.prompt = Some(map.next_value()?),
            "offered" => self.offered = Some(map.next_value()?),
            "not-offered" => self.not_offered = Some(map.next_value()?),
            "card" => self.card = map.next_value()?,
            "log-cites" => self.log_cites = map.next_value()?,
            "log-contains" => self.log_contains = map.next_value()?,
            "log-lacks" => self.log_lacks = map.next_value()?,
            "log-order" => self.log_order = map.next_value()?,
            "illegal-deck" => self.illegal_deck = Some(map.next_value()?),
            seat @ ("p1" | "p2" | "p3" | "p4" | "p5" | "p6") => {
                let n: u8 = seat[1..].parse().expect("p1 to p6 end in a digit");
                self.counts.push((Seat(n - 1), map.next_value()?));
            }
            own => self.own.read(own, map)?,
        }
        Ok(())
    }
}

impl<'de, G: ScenarioGame> Deserialize<'de> for Expect<G> {
    fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_map(TableVisitor::new("an [expect] table"))
    }
}

/// `winner`: one seat (`1`), several (`[1, 3]`), or nobody (`"none"`: the game goes on or was
/// drawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Winner {
    /// Exactly these seats won.
    Seats(SeatSet),
    /// Nobody has won.
    Nobody,
}

impl<'de> Deserialize<'de> for Winner {
    fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(WinnerVisitor)
    }
}

struct WinnerVisitor;

fn seat_of<E: de::Error>(n: i64) -> Result<Seat, E> {
    match u8::try_from(n) {
        Ok(n @ 1..=8) => Ok(Seat(n - 1)),
        _ => Err(E::custom(format!("seat {n}: expected a seat from 1 to 8"))),
    }
}

impl<'de> de::Visitor<'de> for WinnerVisitor {
    type Value = Winner;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a seat (`winner = 1`), a list of seats (`winner = [1, 3]`) or \"none\"")
    }

    fn visit_i64<E: de::Error>(self, n: i64) -> Result<Winner, E> {
        Ok(Winner::Seats(SeatSet::one(seat_of(n)?)))
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Winner, E> {
        match text {
            "none" => Ok(Winner::Nobody),
            other => Err(E::custom(format!(
                "winner {other:?}: expected a seat (`winner = 1`), a list of seats (`winner = [1, 3]`) or \"none\"; a draw is `draw = true`"
            ))),
        }
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Winner, A::Error> {
        let mut seats = SeatSet::default();
        while let Some(n) = seq.next_element::<i64>()? {
            seats = seats.with(seat_of(n)?);
        }
        if seats.is_empty() {
            return Err(de::Error::custom("an empty list of winners: for no winner write `winner = \"none\"`"));
        }
        Ok(Winner::Seats(seats))
    }
}

/// `[expect.p1]`: how many cards (or other numbers) a player has, by the game's count names
/// ([`ScenarioGame::COUNTS`]), in file order.
#[derive(Debug)]
pub struct Counts<G> {
    /// Each count given: its name and the number expected.
    pub expected: Vec<(String, i64)>,
    game: PhantomData<G>,
}

impl<G> Default for Counts<G> {
    fn default() -> Self {
        Counts { expected: Vec::new(), game: PhantomData }
    }
}

impl<G: ScenarioGame> ReadTable for Counts<G> {
    fn known() -> Vec<&'static [&'static str]> {
        vec![G::COUNTS]
    }

    fn read_key<'de, M: MapAccess<'de>>(&mut self, key: &str, map: &mut M) -> Result<(), M::Error> {
        self.expected.push((key.to_string(), map.next_value()?));
        Ok(())
    }
}

impl<'de, G: ScenarioGame> Deserialize<'de> for Counts<G> {
    fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_map(TableVisitor::new("a table of counts"))
    }
}

/// `[[expect.card]]`: where an aliased card is, and what it is like there.
#[derive(Debug)]
pub struct CardExpect<G: ScenarioGame> {
    /// `alias` (required): the card.
    pub alias: String,
    /// `zone`: the zone it is in, as the game names it, or `"nowhere"` for a card that left
    /// the game (it is in no zone at all).
    pub zone: Option<String>,
    /// `owner-zone`: whose zone (1-based).
    pub owner_zone: Option<u8>,
    /// `from-top`: how many cards lie above it.
    pub from_top: Option<usize>,
    /// `seen-by`: exactly the seats (1-based) whose view identifies it.
    pub seen_by: Option<Vec<u8>>,
    /// The game's own keys.
    pub own: G::CardKeys,
}

impl<G: ScenarioGame> Default for CardExpect<G> {
    fn default() -> Self {
        CardExpect {
            alias: String::new(),
            zone: None,
            owner_zone: None,
            from_top: None,
            seen_by: None,
            own: G::CardKeys::default(),
        }
    }
}

/// The `[[expect.card]]` keys every game has.
const CARD_COMMON: &[&str] = &["alias", "zone", "owner-zone", "from-top", "seen-by"];

impl<G: ScenarioGame> ReadTable for CardExpect<G> {
    fn known() -> Vec<&'static [&'static str]> {
        vec![CARD_COMMON, G::CardKeys::KEYS]
    }

    fn read_key<'de, M: MapAccess<'de>>(&mut self, key: &str, map: &mut M) -> Result<(), M::Error> {
        match key {
            "alias" => self.alias = map.next_value()?,
            "zone" => self.zone = Some(map.next_value()?),
            "owner-zone" => self.owner_zone = Some(map.next_value()?),
            "from-top" => self.from_top = Some(map.next_value()?),
            "seen-by" => self.seen_by = Some(map.next_value()?),
            own => self.own.read(own, map)?,
        }
        Ok(())
    }

    fn finish<E: de::Error>(self) -> Result<Self, E> {
        if self.alias.is_empty() {
            return Err(E::custom("missing field `alias`: expected the alias of a card set up with `as`"));
        }
        Ok(self)
    }
}

impl<'de, G: ScenarioGame> Deserialize<'de> for CardExpect<G> {
    fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_map(TableVisitor::new("a card expectation with `alias`"))
    }
}
