//! Object identity: a physical card keeps its [`CardInstance`] for the whole game, while each
//! zone change gives it a fresh [`ObjectId`] so that the game sees a new object.

use crate::ids::{ObjectId, Seat};
use serde::{Deserialize, Serialize};

/// The physical card: stable for the whole game, used for aliases, views and invariants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardInstance(pub u16);

/// One card as a game object: which physical card, which definition, who owns it, and its
/// current object identity.
#[derive(Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardObject<D> {
    /// Current object identity; renewed on every zone change.
    pub id: ObjectId,
    /// The physical card.
    pub instance: CardInstance,
    /// The card's definition (an index into the game's card database).
    pub def: D,
    /// The owner, who keeps the card for the whole game.
    pub owner: Seat,
}

// Written out as a plain copy: the derived clone of a generic type clones field by field, and
// then a list of cards cannot be copied in one piece.
impl<D: Copy> Clone for CardObject<D> {
    fn clone(&self) -> Self {
        *self
    }
}

/// Hands out object ids in order, so the same game always numbers its objects the same way.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ObjectAllocator {
    next: u32,
}

impl ObjectAllocator {
    /// A fresh id, never handed out before in this game.
    pub fn fresh(&mut self) -> ObjectId {
        let id = ObjectId(self.next);
        self.next += 1;
        id
    }

    /// Gives `card` a new identity: it is now a new object, unrelated to the old one.
    pub fn renew<D>(&mut self, card: &mut CardObject<D>) {
        card.id = self.fresh();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renewing_changes_identity_but_not_the_physical_card() {
        let mut alloc = ObjectAllocator::default();
        let mut card = CardObject { id: alloc.fresh(), instance: CardInstance(3), def: 7u16, owner: Seat(0) };
        let before = card;
        alloc.renew(&mut card);
        assert_ne!(before.id, card.id, "a zone change makes a new object");
        assert_eq!(before.instance, card.instance, "the physical card stays the same");
    }
}
