//! エヴォルシード (1106): an automatic ability whose event is this card going from the deck
//! zone into the trash (1106.1–1106.2). A card that goes by Temporary or any other zone on the
//! way (an Ignition card played free, 505.3a) does not trigger it (1106.3).

use crate::cards::{Card, Keyword};
use crate::rules;
use crate::state::{Triggered, ZxState};

/// `card` (in the trash now) was put there straight from its owner's deck: its Evolseed
/// abilities trigger (808.1).
pub fn from_deck_to_trash(state: &mut ZxState, card: Card) {
    let fired: Vec<u8> = state
        .def(&card)
        .numbered_keywords()
        .filter(|(_, k)| matches!(k, Keyword::Evolseed(_)))
        .map(|(index, _)| index)
        .collect();
    for index in fired {
        state.note(rules::EVOLSEED, |s| format!("the Evolseed ability of {} triggers", s.name_of(&card)));
        state.pending.push(Triggered { seat: card.owner, source: card, index, delayed: None, via: None });
    }
}
