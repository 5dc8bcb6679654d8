//! Per-seat views: exactly what one seat may know. Hidden cards appear only as
//! [`CardView::Hidden`], so a view can be sent to a client or a fair agent as it is.

use crate::ids::Seat;
use serde::{Deserialize, Serialize};

/// What one seat may see of the whole game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SeatView {
    /// The seat this view is for.
    pub seat: Seat,
    /// The game's short name.
    pub game: String,
    /// Turn number.
    pub turn: u32,
    /// Whose turn it is: one seat, or a team taking its turn together.
    pub turn_players: Vec<Seat>,
    /// The current phase or step, in words.
    pub phase: String,
    /// Shared public values (e.g. a shared gauge), as name and value.
    pub shared: Vec<(String, String)>,
    /// Zones no player owns (e.g. a shared stack of entered cards and abilities), in a fixed order
    /// chosen by the game.
    pub shared_zones: Vec<ZoneView>,
    /// One entry per seat, in seat order.
    pub players: Vec<PlayerView>,
}

/// One player's public values and zones as the viewer may see them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct PlayerView {
    /// The seat.
    pub seat: Seat,
    /// Public values (resources, counters) as name and value.
    pub values: Vec<(String, String)>,
    /// The zones, in a fixed order chosen by the game.
    pub zones: Vec<ZoneView>,
}

/// One zone: its name and cards in order. The count is always public.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ZoneView {
    /// The zone's name.
    pub name: String,
    /// The cards, known or hidden, in the zone's order.
    pub cards: Vec<CardView>,
}

/// A card as the viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum CardView {
    /// A card the viewer may not identify.
    Hidden,
    /// A card the viewer may see.
    Known(KnownCard),
    /// Something a zone holds that is no physical card (an ability waiting to resolve, a process),
    /// in words.
    Item(String),
}

/// A visible card: its identity, state and the cards under or beside it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct KnownCard {
    /// The physical card's number in this game (stable across zone changes).
    pub instance: u16,
    /// The card definition's id.
    pub card_id: String,
    /// The card's name (with the alias a scenario gave it, if any).
    pub name: String,
    /// States and computed values in words (`"suspended"`, `"DP 5000"`).
    pub states: Vec<String>,
    /// Cards stacked under it, top first.
    pub under: Vec<CardView>,
}

impl SeatView {
    /// The physical cards this view identifies, in view order.
    pub fn known_instances(&self) -> Vec<u16> {
        fn walk(cards: &[CardView], out: &mut Vec<u16>) {
            for card in cards {
                if let CardView::Known(k) = card {
                    out.push(k.instance);
                    walk(&k.under, out);
                }
            }
        }
        let mut out = Vec::new();
        for zone in self.players.iter().flat_map(|p| &p.zones).chain(&self.shared_zones) {
            walk(&zone.cards, &mut out);
        }
        out
    }
}
