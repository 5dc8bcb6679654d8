//! The costs' part of the state (804.2, 807, 1027; their rules are in [`crate::costs`]): the
//! activated abilities played this turn and Haten Kourin (803.1f, 1129), the route of the card
//! being played and its Possession forces (1025.3), and the decisions and work of paying.

use crate::cards::Card;
use crate::cards::ast::CostStep;
use crate::cards::effect::EventEffect;
use crate::state::Playing;
use fuda_kernel::{ObjectId, Seat};
use serde::{Deserialize, Serialize};

/// How a card is played (804.2c).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Route {
    /// Its resource cost as it is now (805.2).
    Printed,
    /// The card's keyword number `k` (of its keywords).
    Keyword(u8),
}

/// One play of an activated ability this turn, for the turn limits (803.1f).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Played {
    /// Who played it.
    pub seat: Seat,
    /// The card with the ability, by its identity then: a card that changed zones is a new
    /// card (301.4) whose abilities were never played.
    pub card: ObjectId,
    /// The ability's index among the card's abilities.
    pub index: u8,
}

/// The route chosen for the card being played (804.2c) and the cards chosen for it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ChosenRoute {
    /// The card, by its identity in its zone, then in Temporary.
    pub card: ObjectId,
    /// The route.
    pub route: Route,
    /// The Z/X or cards chosen for it (Advent, Possession, Awakening).
    pub chosen: Vec<ObjectId>,
}

/// What the costs remember: hashed only when something is recorded.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayCostState {
    /// The activated abilities played this turn (803.1f).
    pub played: Vec<Played>,
    /// Who played a Haten Kourin ability this turn (1129.2), by seat index.
    pub haten_kourin: [bool; 2],
    /// The route of the card being played.
    pub route: Option<ChosenRoute>,
    /// 1025.3: the Z/X EX in Temporary played by Possession, and the Z/X that become its forces
    /// when it appears.
    pub possessing: Option<(ObjectId, Vec<ObjectId>)>,
}

impl PlayCostState {
    /// Whether nothing is recorded.
    pub fn is_empty(&self) -> bool {
        *self == PlayCostState::default()
    }
}

/// What a card or ability play waits for from its controller (804.2c, 804.2f).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CostAsk {
    /// 804.2c, 1027.1a: which one "when playing" route the card is played by.
    Route {
        /// The card being played.
        playing: crate::state::Playing,
        /// The routes offered, in the options' order.
        routes: Vec<Route>,
    },
    /// The Z/X or cards a route needs (1020.2, 1021.2, 1025.2), one at a time.
    RoutePick {
        /// The card being played.
        playing: crate::state::Playing,
        /// The route.
        route: Route,
        /// Chosen so far.
        chosen: Vec<ObjectId>,
    },
    /// A cost list being paid.
    Pay(Box<Paying>),
}

/// The work a cost leaves for later.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CostStepWork {
    /// 804.3f: after an ability played from the hand resolves, its card is hidden again if it
    /// is still there.
    Rehide(ObjectId),
    /// 804.2f: a card's "when playing" cost is paid; its resource cost comes next.
    Resources(crate::state::Playing),
}

/// What follows the paid cost.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Then {
    /// An activated ability: its effects resolve (807.1c).
    Ability {
        /// The ability's index among the card's abilities; none for one a keyword gave it
        /// (Install, 1116), which has no limit to count.
        index: Option<u8>,
        /// Its effects.
        effects: Vec<EventEffect>,
        /// Whether its card was revealed from a hidden zone to play it (804.2b).
        revealed: bool,
    },
    /// The card being played: its resource cost is paid next (804.2f).
    Card(Playing),
}

/// A cost list being paid.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Paying {
    /// Who pays.
    pub seat: Seat,
    /// The card with the ability, or the card being played.
    pub source: Card,
    /// The steps still to pay; the first is being paid.
    pub steps: Vec<CostStep>,
    /// What was chosen for the first step so far.
    pub chosen: Vec<ObjectId>,
    /// What earlier steps took (804.4d).
    pub used: Vec<ObjectId>,
    /// What follows.
    pub then: Then,
}
