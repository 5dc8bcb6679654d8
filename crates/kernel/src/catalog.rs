//! Card definitions by index and by id: every game keeps its card definitions in one
//! [`CardDb`], and a card in play names its definition by a [`CardIdx`].

use crate::hash::stable_hash;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::hash::Hash;

/// Index of a definition in a [`CardDb`].
pub type CardIdx = u16;

/// A card definition with its card number.
pub trait Definition {
    /// The card number, unique in a set.
    fn card_id(&self) -> &str;
}

/// All card definitions a game may use, in a fixed order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardDb<D> {
    cards: Vec<D>,
    by_id: BTreeMap<String, CardIdx>,
}

impl<D> Default for CardDb<D> {
    fn default() -> Self {
        CardDb { cards: Vec::new(), by_id: BTreeMap::new() }
    }
}

impl<D: Definition + Hash> CardDb<D> {
    /// Adds a definition, replacing one with the same id (a scenario's inline card wins).
    pub fn insert(&mut self, def: D) -> CardIdx {
        if let Some(&idx) = self.by_id.get(def.card_id()) {
            self.cards[usize::from(idx)] = def;
            return idx;
        }
        let idx = CardIdx::try_from(self.cards.len()).expect("fewer than 65536 card definitions");
        self.by_id.insert(def.card_id().to_string(), idx);
        self.cards.push(def);
        idx
    }

    /// The definition at `idx`.
    pub fn get(&self, idx: CardIdx) -> &D {
        &self.cards[usize::from(idx)]
    }

    /// The index of the card with this id.
    pub fn find(&self, id: &str) -> Option<CardIdx> {
        self.by_id.get(id).copied()
    }

    /// All definitions in order.
    pub fn iter(&self) -> impl Iterator<Item = (CardIdx, &D)> {
        self.cards.iter().enumerate().map(|(i, c)| (CardIdx::try_from(i).expect("checked on insert"), c))
    }

    /// How many definitions.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// A stable hash of every definition, recorded in replays.
    pub fn content_hash(&self) -> u64 {
        stable_hash(&self.cards)
    }

    /// The same database with every definition rewritten by `f`, indexes and ids unchanged
    /// (a game reading its cards as of a date, for instance).
    pub fn map(&self, f: impl Fn(&D) -> D) -> CardDb<D> {
        CardDb { cards: self.cards.iter().map(f).collect(), by_id: self.by_id.clone() }
    }
}

/// Card data a saved game is checked against: loading refuses other data.
pub trait CardData: Send + Sync {
    /// A stable hash of the data.
    fn fingerprint(&self) -> u64;
}

impl<D: Definition + Hash + Send + Sync> CardData for CardDb<D> {
    fn fingerprint(&self) -> u64 {
        self.content_hash()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Hash)]
    struct Def(String, u8);

    impl Definition for Def {
        fn card_id(&self) -> &str {
            &self.0
        }
    }

    #[test]
    fn insert_replaces_by_id_and_keeps_indexes() {
        let mut db = CardDb::default();
        let a = db.insert(Def("A".into(), 1));
        let b = db.insert(Def("B".into(), 2));
        assert_eq!(db.insert(Def("A".into(), 3)), a, "same id, same index");
        assert_eq!((db.len(), db.find("B")), (2, Some(b)));
        assert_eq!(db.get(a).1, 3, "the later definition wins");
        assert_eq!(db.map(|d| Def(d.0.clone(), d.1 + 1)).get(b).1, 3);
    }
}
