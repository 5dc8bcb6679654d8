//! アイコン (207): the icons a card prints (207.3–207.4), and those an effect adds, which count
//! as printed in every zone (207.12): they belong to the physical card, not to the object it is
//! in one zone (301.4).

use crate::cards::{Card, Icon};
use crate::rules;
use crate::state::ZxState;
use fuda_kernel::ObjectId;

impl ZxState {
    /// Whether `card` has `icon`: printed, or added by an effect (207.12).
    pub fn has_icon(&self, card: &Card, icon: Icon) -> bool {
        self.def(card).icons.contains(&icon) || self.added_icons.contains(&(card.instance, icon))
    }
}

/// 207.12: the cards `ids`, wherever they are, get `icon` for the rest of the game.
pub fn add(state: &mut ZxState, ids: &[ObjectId], icon: Icon) {
    let cards: Vec<Card> = state.all_cards().into_iter().filter(|c| ids.contains(&c.id)).collect();
    for card in cards {
        if !state.has_icon(&card, icon) {
            state.added_icons.push((card.instance, icon));
        }
        state.note(rules::ADDED_ICON, |s| {
            format!("{} gets the {} icon, in every zone", s.name_of(&card), crate::cards::objects::icon_word(icon))
        });
    }
}
