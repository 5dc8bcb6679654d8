//! One player's zones (3) and the 1体 in areas (4-2, 4-3, 4-5).

use crate::cards::CardIdx;
use fuda_kernel::ObjectId;
use fuda_kernel::objects::CardObject;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

/// A card as a game object.
pub type Card = CardObject<CardIdx>;

/// The cards of a 1体, bottom first. Most 1体 hold one to three cards, kept inline so that
/// copying a state does not allocate for each 1体; a taller stack moves to the heap.
pub type Stack = SmallVec<[Card; 3]>;

/// 1体: one Digimon or Tamer in an area, with the cards stacked under it (4-5).
#[derive(Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Unit {
    /// The 1体's identity: new when played (7-1-1), kept when digivolving (8-1-2-3).
    pub id: ObjectId,
    /// The stack, bottom first; the last card is the top card. The others are its sources (4-6-1).
    pub stack: Stack,
    /// レスト (suspended) or アクティブ (active), 4-11.
    pub suspended: bool,
    /// The turn it was played or moved into the battle area (7-1-2-1).
    pub entered_turn: u32,
    /// How many cards were placed under it by DigiXros when it was played (7-2-2-9/10).
    pub digixrossed: u8,
    /// リンクカード (link cards), 4-7: inserted sideways, not stacked and not in the area;
    /// oldest first.
    pub links: Vec<Card>,
    /// Sources lying face down (Training): they have no card information (4-5-9).
    pub face_down: Vec<ObjectId>,
    /// The turn the current top card was put in the area (Delay, 16-16-3).
    pub top_turn: u32,
}

// Written out because cards are `Copy`: the stack is copied in one piece, where the derived
// clone pushes card by card, which was most of the cost of copying a game.
impl Clone for Unit {
    fn clone(&self) -> Unit {
        Unit {
            id: self.id,
            stack: Stack::from_slice(&self.stack),
            suspended: self.suspended,
            entered_turn: self.entered_turn,
            digixrossed: self.digixrossed,
            links: self.links.clone(),
            face_down: self.face_down.clone(),
            top_turn: self.top_turn,
        }
    }
}

impl Unit {
    /// A new active 1体 (3-4-3) of these cards, bottom first, that entered this turn.
    pub fn new(id: ObjectId, stack: impl IntoIterator<Item = Card>, turn: u32) -> Unit {
        Unit {
            id,
            stack: stack.into_iter().collect(),
            suspended: false,
            entered_turn: turn,
            digixrossed: 0,
            links: Vec::new(),
            face_down: Vec::new(),
            top_turn: turn,
        }
    }
}

impl Unit {
    /// The top card, whose information the 1体 has.
    pub fn top(&self) -> &Card {
        self.stack.last().expect("a 1体 always has a top card")
    }

    /// The digivolution sources, bottom first (everything but the top card).
    pub fn sources(&self) -> &[Card] {
        &self.stack[..self.stack.len() - 1]
    }

    /// The face-up sources: those whose information can be referenced (4-5-9).
    pub fn open_sources(&self) -> impl DoubleEndedIterator<Item = &Card> {
        self.sources().iter().filter(|c| !self.face_down.contains(&c.id))
    }
}

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
            unit.stack.iter().for_each(&mut f);
            unit.links.iter().for_each(&mut f);
        }
    }
}
