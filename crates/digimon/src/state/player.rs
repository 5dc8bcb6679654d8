//! One player's zones (3) and the 1体 in areas (4-2, 4-3, 4-5).

use super::Unit;
use crate::cards::CardIdx;
use fuda_kernel::ObjectId;
use fuda_kernel::objects::CardObject;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

/// A card as a game object.
pub type Card = CardObject<CardIdx>;

/// A zone that usually holds at most `N` cards: they are kept inline, so that copying a state
/// (which search does for every simulation) does not allocate for it; more move to the heap.
pub type SmallZone<const N: usize> = SmallVec<[Card; N]>;

/// One player's zones.
#[derive(Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
pub struct Player {
    /// デッキ (3-2): hidden, fixed order; the last card is the top.
    pub deck: Vec<Card>,
    /// デジタマデッキ (3-3): hidden, fixed order; the last card is the top. At most 5 (1-4-1-3).
    pub eggs: SmallZone<5>,
    /// 手札 (3-5): hidden, the owner may look.
    pub hand: SmallZone<8>,
    /// トラッシュ (3-6): public; the last card is the top.
    pub trash: Vec<Card>,
    /// セキュリティ (3-7): hidden, fixed order; the last card is the top.
    pub security: SmallZone<6>,
    /// The security cards lying face up: public information (3-7-4), and where their
    /// {セキュリティ} effects work (15-14-5-1). Ids of cards that left security are dropped.
    pub face_up_security: Vec<ObjectId>,
    /// 育成エリア (3-4-5): at most one 1体.
    pub breeding: Option<Unit>,
    /// バトルエリア (3-4-6).
    pub battle: Vec<Unit>,
    /// Whether this player has decided about the mulligan (5-2-1-4).
    pub mulligan_decided: bool,
}

// Written out for the reason `Unit`'s is: the small zones are copied in one piece.
impl Clone for Player {
    fn clone(&self) -> Player {
        Player {
            deck: self.deck.clone(),
            eggs: SmallZone::from_slice(&self.eggs),
            hand: SmallZone::from_slice(&self.hand),
            trash: self.trash.clone(),
            security: SmallZone::from_slice(&self.security),
            face_up_security: self.face_up_security.clone(),
            breeding: self.breeding.clone(),
            battle: self.battle.clone(),
            mulligan_decided: self.mulligan_decided,
        }
    }
}

impl Player {
    /// The security cards lying face up (3-7-4), bottom first.
    pub fn face_up_security(&self) -> impl Iterator<Item = &Card> {
        self.security.iter().filter(|c| self.face_up_security.contains(&c.id))
    }

    /// Calls `f` on every card this player's zones hold, including stacked cards.
    pub fn for_each_card(&self, mut f: impl FnMut(&Card)) {
        for zone in [&self.deck[..], &self.eggs, &self.hand, &self.trash, &self.security] {
            zone.iter().for_each(&mut f);
        }
        for unit in self.breeding.iter().chain(self.battle.iter()) {
            unit.stack().iter().for_each(&mut f);
            unit.links().iter().for_each(&mut f);
        }
    }
}
