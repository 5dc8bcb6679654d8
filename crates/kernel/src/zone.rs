//! Zone visibility and card states shared by the games.

use crate::ids::Seat;
use serde::{Deserialize, Serialize};

/// Who may see the cards of a zone (the count is always public).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Visibility {
    /// Everyone sees contents and order.
    Public,
    /// Only the owner sees the contents (a hand).
    Owner,
    /// Nobody sees the contents (a deck, face-down cards).
    Hidden,
}

impl Visibility {
    /// Whether `viewer` may see a card of a zone owned by `owner`.
    pub fn visible_to(self, owner: Seat, viewer: Seat) -> bool {
        match self {
            Visibility::Public => true,
            Visibility::Owner => owner == viewer,
            Visibility::Hidden => false,
        }
    }
}

/// Upright or turned sideways.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Orientation {
    /// Upright: active, untapped, stand.
    #[default]
    Upright,
    /// Sideways: suspended, tapped, rest.
    Sideways,
}

/// Face up or face down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub enum Face {
    /// Its information can be seen and referenced.
    #[default]
    Up,
    /// Its information is hidden.
    Down,
}
