//! One player's zones (3) and the 1体 in areas (4-2, 4-3, 4-5).

use super::Unit;
use super::continuous::{self, AreaEffects};
use super::memo::Memo;
use crate::cards::{CardDb, CardIdx};
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
    /// バトルエリア (3-4-6): read through [`Player::battle`], changed through
    /// [`Player::battle_mut`], which forgets the area's continuous effects.
    battle: Vec<Unit>,
    /// Whether this player has decided about the mulligan (5-2-1-4).
    pub mulligan_decided: bool,
    /// The continuous effects of the cards in the battle area, once found.
    #[serde(skip)]
    area_effects: Memo<AreaEffects>,
}

// Written out for the reason `Unit`'s is: the small zones are copied in one piece, the lists of
// plain values by `copied`, and the battle area by collecting rather than by `Vec::clone`, whose
// element-counting guard cost 1% of a copy more.
impl Clone for Player {
    fn clone(&self) -> Player {
        Player {
            deck: super::copied(&self.deck),
            eggs: SmallZone::from_slice(&self.eggs),
            hand: SmallZone::from_slice(&self.hand),
            trash: super::copied(&self.trash),
            security: SmallZone::from_slice(&self.security),
            face_up_security: super::copied(&self.face_up_security),
            breeding: self.breeding.clone(),
            battle: self.battle.iter().map(Unit::clone).collect(),
            mulligan_decided: self.mulligan_decided,
            area_effects: self.area_effects.clone(),
        }
    }
}

impl Player {
    /// The 1体 in the battle area (3-4-6), in area order.
    pub fn battle(&self) -> &[Unit] {
        &self.battle
    }

    /// The battle area, to change.
    pub fn battle_mut(&mut self) -> &mut Vec<Unit> {
        self.area_effects.forget();
        &mut self.battle
    }

    /// Puts a 1体 at the end of the battle area. What the area remembers takes in its effects
    /// rather than being worked out again: 1体 enter and leave the area all game long.
    pub fn push_battle(&mut self, db: &CardDb, unit: Unit) {
        if let Some(area) = self.area_effects.known_mut() {
            area.add(db, &unit);
        }
        self.battle.push(unit);
    }

    /// Takes the 1体 at `index` out of the battle area; what the area remembers lets go of its
    /// effects rather than being worked out again.
    pub fn remove_battle(&mut self, db: &CardDb, index: usize) -> Unit {
        let unit = self.battle.remove(index);
        if let Some(area) = self.area_effects.known_mut() {
            area.remove(db, &self.battle, unit.id);
        }
        unit
    }

    /// The battle-area 1体 with this id, to change.
    pub fn battle_unit_mut(&mut self, id: ObjectId) -> Option<&mut Unit> {
        let i = self.battle.iter().position(|u| u.id == id)?;
        Some(&mut self.battle_mut()[i])
    }

    /// Suspends or makes active the battle-area 1体 with this id, if it is here: the area's
    /// continuous effects do not depend on it, so they are kept.
    pub fn set_suspended(&mut self, id: ObjectId, suspended: bool) -> bool {
        let unit = self.battle.iter_mut().find(|u| u.id == id);
        unit.map(|u| u.suspended = suspended).is_some()
    }

    /// Makes every 1体 in both areas active (6-2-2).
    pub fn unsuspend_all(&mut self) {
        for unit in self.battle.iter_mut().chain(self.breeding.iter_mut()) {
            unit.suspended = false;
        }
    }

    /// The 1体 with this id in either area, to change. The area's continuous effects are
    /// forgotten only if it is in the battle area.
    pub fn unit_mut(&mut self, id: ObjectId) -> Option<&mut Unit> {
        match self.battle.iter().position(|u| u.id == id) {
            Some(i) => Some(&mut self.battle_mut()[i]),
            None => self.breeding.as_mut().filter(|u| u.id == id),
        }
    }

    /// The continuous effects of the cards in the battle area, in area order and each 1体's in
    /// [`query::each_continuous`] order; found the first time they are asked after the area
    /// changed.
    pub fn area_effects(&self, db: &CardDb) -> &AreaEffects {
        self.area_effects.get_or(|| continuous::area_effects(db, &self.battle))
    }

    /// The security cards lying face up (3-7-4), bottom first.
    pub fn face_up_security(&self) -> impl Iterator<Item = &Card> {
        self.security.iter().filter(|c| self.face_up_security.contains(&c.id))
    }

    /// Every card of this player's zones, stacked and linked cards included, to change.
    pub fn cards_mut(&mut self) -> impl Iterator<Item = &mut Card> {
        self.area_effects.forget();
        let units = self.breeding.iter_mut().chain(self.battle.iter_mut()).flat_map(Unit::cards_mut);
        self.deck
            .iter_mut()
            .chain(self.eggs.iter_mut())
            .chain(self.hand.iter_mut())
            .chain(self.trash.iter_mut())
            .chain(self.security.iter_mut())
            .chain(units)
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

/// Both players (1-1-1), by seat. Cloned player by player straight into place: the clone of an
/// array moves each player (some 600 bytes) through temporaries, an eighth of the instructions
/// of a copy of the state.
#[derive(Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(transparent)]
pub struct Players(pub [Player; 2]);

impl Clone for Players {
    fn clone(&self) -> Players {
        let [a, b] = &self.0;
        Players([a.clone(), b.clone()])
    }
}

impl std::ops::Deref for Players {
    type Target = [Player; 2];

    fn deref(&self) -> &[Player; 2] {
        &self.0
    }
}

impl std::ops::DerefMut for Players {
    fn deref_mut(&mut self) -> &mut [Player; 2] {
        &mut self.0
    }
}
