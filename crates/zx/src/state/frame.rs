//! The state of one-shot actions resolving (804.3): an ability's effects still to do as a
//! [`Frame`] with the slots its earlier steps bound, and a choice in progress ([`Pick`]) that
//! carries the frame it continues. The actions themselves are `crate::actions`.

use super::{Step, ZxState};
use crate::cards::Card;
use crate::cards::effect::{EventEffect, Pile, UnitAct};
use fuda_kernel::lang::{Bindings, Slot};
use fuda_kernel::{ObjectId, Seat};
use serde::{Deserialize, Serialize};

/// Which kind of ability the effects belong to, for the log's citation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cite {
    /// An event's ability (809.2).
    Event,
    /// An activated or automatic ability of a card on a square (807.1c, 808.2).
    Ability,
}

/// The rest of one ability's effects, resolving.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frame {
    /// The effect's controller, who acts and chooses (804.3a).
    pub seat: Seat,
    /// The card whose ability it is.
    pub source: Card,
    /// The effects still to do, in printed order.
    pub effects: Vec<EventEffect>,
    /// What earlier steps bound.
    pub bindings: Bindings,
    /// For the log.
    pub cite: Cite,
    /// The public parameters of the cards this ability moved into hidden zones, by their new
    /// identities (1205.1); hashed only when not empty.
    #[serde(default)]
    pub last_public: fuda_kernel::lki::LastKnown<super::last_public::Public>,
}

impl std::hash::Hash for Frame {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.seat.hash(h);
        self.source.hash(h);
        self.effects.hash(h);
        self.bindings.hash(h);
        self.cite.hash(h);
        // Only when set, so that games without it keep their fingerprints.
        if !self.last_public.is_empty() {
            self.last_public.hash(h);
        }
    }
}

impl Frame {
    /// A frame for the whole list of `source`'s effects.
    pub fn new(seat: Seat, source: Card, effects: Vec<EventEffect>, cite: Cite) -> Frame {
        Frame { seat, source, effects, bindings: Bindings::default(), cite, last_public: Default::default() }
    }

    /// This frame with `first` done before its effects.
    pub fn before(mut self, first: Vec<EventEffect>) -> Frame {
        self.effects.splice(0..0, first);
        self
    }
}

/// What the choice is for.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Goal {
    /// Z/X that `act` is done to.
    Act(UnitAct),
    /// Z/X that share this much damage (804.3d).
    Distribute(i32),
    /// The damage each chosen Z/X gets: the shares given so far, in the order chosen.
    Share {
        /// The damage to share out.
        total: i32,
        /// The shares given.
        given: Vec<i32>,
    },
    /// Cards moved from one of the controller's zones to another.
    Move {
        /// Where they are.
        from: Pile,
        /// Where they go.
        to: Pile,
    },
    /// The squares the moved cards appear on, one card at a time, each on a different square
    /// (1007.4): the squares used so far.
    Appear(Vec<crate::board::Square>),
    /// An optional action: all of it or none (804.3c).
    May(Vec<EventEffect>),
    /// Modes, with the indices chosen so far.
    Modes(Vec<Vec<EventEffect>>, Vec<u8>),
    /// A card revealed where it is (1006.1).
    Reveal,
}

/// A choice in progress.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pick {
    /// The rest of the effect, continued once the choice is made.
    pub frame: Frame,
    /// What it is for.
    pub goal: Goal,
    /// The candidates (cards or units).
    pub offered: Vec<ObjectId>,
    /// Chosen so far, in order.
    pub chosen: Vec<ObjectId>,
    /// How many to choose.
    pub need: u8,
    /// Whether the controller may stop before `need`.
    pub may_stop: bool,
    /// The slot the chosen are bound to.
    pub bind: Option<Slot>,
}

impl Pick {
    /// A choice of up to `need` of `offered`.
    pub fn new(frame: Frame, goal: Goal, offered: Vec<ObjectId>, need: u8, may_stop: bool, bind: Option<Slot>) -> Pick {
        Pick { frame, goal, offered, chosen: Vec::new(), need, may_stop, bind }
    }
}

impl ZxState {
    /// Pushes what is left of `frame`, if anything, to resolve next.
    pub fn resume(&mut self, frame: Frame) {
        if !frame.effects.is_empty() {
            self.steps.push(Step::Frame(Box::new(frame)));
        }
    }
}

/// The simultaneous choice in progress.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EachPick {
    /// The rest of the effect, continued once both have chosen and the cards moved.
    pub frame: Frame,
    /// Where each player's cards are.
    pub from: crate::cards::effect::Pile,
    /// Where they go.
    pub to: crate::cards::effect::Pile,
    /// How many each chooses (as many as they have if fewer, 102.4).
    pub need: u8,
    /// Who chooses now.
    pub chooser: fuda_kernel::Seat,
    /// The chooser's cards chosen so far.
    pub chosen: Vec<fuda_kernel::ObjectId>,
    /// The turn player's finished choice, held until the non-turn player has chosen.
    pub held: Vec<fuda_kernel::ObjectId>,
}
