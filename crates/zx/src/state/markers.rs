//! The board objects that are not plain cards in zones (202.2b, 202.13–202.15, 210, 312): each
//! player's counters, the links on squares, the shields of cards and players, the Force zone,
//! names effects gave Player cards, and what "the force put" refers to. Behaviour lives in
//! [`crate::objects`]; this is the data, so that the state and its readers need not call it.

use crate::board::Square;
use crate::cards::ast::Ability;
use crate::cards::ast::condition::Zone;
use crate::cards::{Card, CardIdx, CardType, Icon};
use fuda_kernel::{ObjectId, Seat};
use serde::{Deserialize, Serialize};

/// カウンター (202.14): how many counters with an icon a player has (202.14b).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Counter {
    /// The player who made them (202.14b).
    pub seat: Seat,
    /// The icon the counters bear (1017.1).
    pub icon: Icon,
    /// How many; never below 0 (202.14d).
    pub count: u32,
}

/// リンク (202.15): a marker placed as a card on a square (202.15a).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Link {
    /// Its identity, for an effect of a Link card to choose it (202.15e).
    pub id: ObjectId,
    /// The name its marker shows (202.15g).
    pub name: String,
    /// The square it lies on (202.15b).
    pub square: Square,
    /// The player who made it (202.15b).
    pub seat: Seat,
}

/// シールド (210.1): the shields a card on a square has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Shields {
    /// The unit, by its identity on the square.
    pub unit: ObjectId,
    /// How many (210.1a).
    pub count: u8,
}

/// フォース (312.1): a card in the Force zone, associated with a card on a square (312.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Force {
    /// The card.
    pub card: Card,
    /// The card on a square it is associated with (312.3), by its identity there.
    pub host: ObjectId,
    /// Its controller, whose trash an invalid force goes to (908).
    pub seat: Seat,
    /// Face up (1010.1) or face down (312.2a).
    pub face_up: bool,
}

/// "置いたフォース" (1010.2a): the card the latest instruction moved out of the Force zone, with
/// the information an ability reads: the destination's, or the Force zone's when the destination
/// is hidden or the card lies face down there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ForcePut {
    /// The card as the information read shows it: `None` for a card that was face down in
    /// the Force zone and went to a hidden zone.
    pub card: Option<Card>,
}

/// What a decision of [`crate::objects`] asks.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ObjectAsk {
    /// The square a token appears on (202.13a): the token's definition.
    TokenSquare(CardIdx),
    /// The square a link is placed on (202.15b): its name.
    LinkSquare(String),
    /// The link a Link card's effect puts into the trash (202.15e, 914.2), by its square.
    LinkTrash,
    /// The Z/X of yours the top card of your deck becomes a force of (1010.1).
    ForceHost {
        /// Put face down (312.2a).
        face_down: bool,
    },
    /// The Z/X of yours whose force goes to `to` (1010.2).
    ForceAway(crate::cards::objects::ForceDest),
    /// 914.4: after a life shield vanished, whether to put the top deck card into Charge.
    ShieldCharge,
    /// 1010.2: which force of `host` goes to `to`, when it has more than one.
    ForceCard {
        /// The card on a square whose force it is.
        host: ObjectId,
        /// Where it goes.
        to: crate::cards::objects::ForceDest,
    },
    /// 1019.2: card A, then card B, of a Break.
    Break(Box<BreakAsk>),
}

/// A Break being chosen (1019.2): nothing moves until both cards are chosen, so one that
/// can't be done leaves the game as it was (1019.2a).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BreakAsk {
    /// The instruction.
    pub spec: crate::cards::objects::Break,
    /// Card A once chosen, by its identity on its square.
    pub a: Option<ObjectId>,
}

/// Every board object of the game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Markers {
    /// Counters, in the order first made.
    pub counters: Vec<Counter>,
    /// Links on squares, in the order made.
    pub links: Vec<Link>,
    /// Shields of cards on squares (210.1).
    pub shields: Vec<Shields>,
    /// ライフシールド (210.4): each player's, seat order.
    pub life_shields: [u8; 2],
    /// フォースゾーン (312), in the order put there.
    pub forces: Vec<Force>,
    /// A name an effect gave a player's Player card, virtual or not (211.3, 1206.3).
    pub player_names: [Option<String>; 2],
    /// The force put (1010.2a).
    pub force_put: Option<ForcePut>,
    /// How many tokens were made: each gets a number of its own, counted down from the top
    /// of the range so that it is no physical card's (202.13a: a token is no card).
    pub tokens_made: u16,
}

impl Markers {
    /// Nothing made yet: the state hashes as before board objects existed.
    pub fn is_empty(&self) -> bool {
        *self == Markers::default()
    }

    /// How many counters with `icon` `seat` has.
    pub fn counters(&self, seat: Seat, icon: Icon) -> u32 {
        self.counters.iter().find(|c| c.seat == seat && c.icon == icon).map_or(0, |c| c.count)
    }

    /// 1019.1: whether the card on a square `id` is in the Break state: it has a face-down
    /// force. With none left it no longer is (1019.1a).
    pub fn broken(&self, id: ObjectId) -> bool {
        self.forces.iter().any(|f| f.host == id && !f.face_up)
    }

    /// How many shields the unit `id` has.
    pub fn shields_of(&self, id: ObjectId) -> u8 {
        self.shields.iter().find(|s| s.unit == id).map_or(0, |s| s.count)
    }
}

impl super::ZxState {
    /// P「`wanted`」 (205.4a) for `seat`: a Player card of theirs on a square whose card name
    /// contains it, or whose player name the referenced name contains (211.2), or a Z/X OB of
    /// theirs whose player name contains it. A name an effect gave the Player card is both its
    /// card name and its player name (211.3); the virtual player card has no name until then
    /// (1206.2a, 1206.3).
    pub fn player_named(&self, seat: Seat, wanted: &str) -> bool {
        if let Some(name) = &self.markers.player_names[seat.index()] {
            return name.contains(wanted) || wanted.contains(name.as_str());
        }
        self.units().filter(|(_, u)| u.controller == seat).any(|(_, u)| {
            let def = self.def(&u.card);
            let player_name = def.player_name.as_deref();
            match def.kind {
                CardType::Player | CardType::PlEx => {
                    def.name.contains(wanted) || player_name.is_some_and(|p| wanted.contains(p))
                }
                CardType::ZxOb => player_name.is_some_and(|p| p.contains(wanted)),
                _ => false,
            }
        })
    }
}

impl super::ZxState {
    /// The zone `card` lies in, as conditions and renaming abilities name zones.
    fn zone_of(&self, card: &Card) -> Option<Zone> {
        if self.unit(card.id).is_some() {
            return Some(Zone::Squares);
        }
        let p = self.player(card.owner);
        let has = |cards: &[Card]| cards.iter().any(|c| c.id == card.id);
        [(Zone::Hand, &p.hand), (Zone::Trash, &p.trash), (Zone::Charge, &p.charge), (Zone::Life, &p.life)]
            .into_iter()
            .find(|(_, cards)| has(cards))
            .map(|(z, _)| z)
            .or_else(|| p.resource.iter().any(|r| r.card.id == card.id).then_some(Zone::Resource))
    }

    /// The card name of `card` now (201): the name the newest renaming ability on a square gives
    /// the cards of its zone, other than itself, or the printed name.
    pub fn current_name(&self, card: &Card) -> std::borrow::Cow<'_, str> {
        self.name_among(card, self.renaming())
    }

    /// Whether some card on a square renames others: only then does where a card is matter to
    /// its name.
    pub fn renaming(&self) -> bool {
        self.units().any(|(_, u)| self.def(&u.card).abilities.iter().any(|a| matches!(a, Ability::Renames(_))))
    }

    /// [`Self::current_name`], with [`Self::renaming`] read once for many cards.
    pub fn name_among(&self, card: &Card, renaming: bool) -> std::borrow::Cow<'_, str> {
        if !renaming {
            return std::borrow::Cow::Borrowed(&self.def(card).name);
        }
        let zone = self.zone_of(card);
        let renamed = self.units().filter(|(_, u)| u.card.id != card.id).flat_map(|(_, u)| {
            self.def(&u.card).abilities.iter().filter_map(move |a| match a {
                Ability::Renames(r) if zone.is_some_and(|z| r.zones.contains(&z)) => Some((u.placed, &r.name)),
                _ => None,
            })
        });
        match renamed.max_by_key(|(placed, _)| *placed) {
            Some((_, name)) => std::borrow::Cow::Borrowed(name.as_str()),
            None => std::borrow::Cow::Borrowed(&self.def(card).name),
        }
    }

    /// The race the newest renaming ability on a square that sets one gives `card` (811.6, E30),
    /// read only when `renaming`.
    pub fn race_among(&self, card: &Card, renaming: bool) -> Option<&str> {
        if !renaming {
            return None;
        }
        let zone = self.zone_of(card)?;
        let set = self.units().filter(|(_, u)| u.card.id != card.id).flat_map(|(_, u)| {
            self.def(&u.card).abilities.iter().filter_map(move |a| match a {
                Ability::Renames(r) if r.zones.contains(&zone) => r.race.as_deref().map(|x| (u.placed, x)),
                _ => None,
            })
        });
        set.max_by_key(|(placed, _)| *placed).map(|(_, race)| race)
    }
}
