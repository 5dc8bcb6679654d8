//! The state of counter processing (対抗処理, 9.7.3): what is being played, the cancel abilities
//! presented so far in order (9.7.3.1), how far the current round of asking has gone (9.7.3.2)
//! and, once every player has passed, which presented cancel is being processed (9.7.3.3).
//! [`crate::abilities::counter`] works on it.

use crate::cards::Card;
use fuda_kernel::Seat;
use serde::{Deserialize, Serialize};

/// A counter process under way (9.7.3).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Counter {
    /// The card or ability being played (9.7.2.1).
    pub played: Played,
    /// The cancel abilities presented, in the order they were presented (9.7.3.1).
    pub presented: Vec<Presented>,
    /// The seats that have passed in the current round (9.7.3.2 starts the round over).
    pub passed: fuda_kernel::SeatSet,
    /// Once nobody presents more (9.7.3.3): how many presented cancels are still to process,
    /// the last presented first.
    pub to_process: Option<u8>,
    /// The presented cancel whose effect is being carried out.
    pub processing: Option<u8>,
    /// The play was cancelled (5.13) or negated (5.19): it does not resolve (9.7.4).
    pub voided: bool,
}

/// What is being played (9.7.2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Played {
    /// A card from the hand, held apart until it resolves (9.7.4.1).
    Card {
        /// Who plays it.
        master: Seat,
        /// The card.
        card: Card,
    },
    /// An activated or auto ability (9.7.4.2).
    Ability {
        /// Its master.
        master: Seat,
        /// The card that has it.
        source: Card,
        /// An auto ability (9.1.1.2) rather than an activated one (9.1.1.1).
        auto: bool,
    },
}

impl Played {
    /// The master of what is being played.
    pub fn master(&self) -> Seat {
        match *self {
            Played::Card { master, .. } | Played::Ability { master, .. } => master,
        }
    }
}

/// Which cancel ability of a card: a printed one (9.1.1.4) or the one a キャンセル keyword
/// grants (11.4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CancelRef {
    /// The `n`th ability printed on the card, of kind cancel.
    Printed(u8),
    /// The `n`th keyword of the card, キャンセル.
    Keyword(u8),
}

/// What a presented cancel answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Answer {
    /// The card or ability being played.
    Play,
    /// The `n`th cancel presented before it (9.7.3.2, 5.19.2.1).
    Cancel(u8),
}

/// A cancel ability presented (提示, 9.7.3.1): public.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Presented {
    /// Who presented it: its master.
    pub master: Seat,
    /// The card that has it, as it was when presented (its cost may move it).
    pub source: Card,
    /// Which cancel ability.
    pub which: CancelRef,
    /// What it answers.
    pub answers: Answer,
    /// Negated before it was processed (5.19.2.1): it is not processed.
    pub negated: bool,
}

/// One option of the counter decision: present this cancel ability against this.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Presentation {
    /// The card that has the cancel ability.
    pub card: fuda_kernel::ObjectId,
    /// Which of its cancel abilities.
    pub which: CancelRef,
    /// What it answers.
    pub answers: Answer,
}
