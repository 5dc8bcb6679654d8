//! Validated card definitions and the card database a game shares behind an `Arc`.

use super::ast::{Ability, CardKind, Color, Keyword};
use fuda_kernel::hash::stable_hash;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Index of a definition in the [`CardDb`].
pub type CardIdx = u16;

/// 進化条件 (digivolve condition), 2-3-6: which 1体 may digivolve into this card, and the cost.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DigivolveCondition {
    /// A card of this colour …
    pub color: Option<Color>,
    /// … and this level; or
    pub level: Option<u8>,
    /// a card with exactly this name (「X」, 2-3-1-2).
    pub name: Option<String>,
    /// The digivolve cost.
    pub cost: u8,
}

/// The printed information of a card (2-3 … 2-12) and its effects.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardDef {
    /// Card number (2-11): the same number is the same card.
    pub id: String,
    /// 名称 (2-3-1).
    pub name: String,
    /// Category (2-2-2).
    pub kind: CardKind,
    /// Colours (2-4); a multicolour card has all of them.
    pub colors: Vec<Color>,
    /// Lv. (2-9); `None` means no level.
    pub level: Option<u8>,
    /// DP (2-5); `None` means the card has no DP.
    pub dp: Option<i32>,
    /// Play cost (2-6) or use cost (2-7).
    pub cost: Option<u8>,
    /// 特徴 (2-3-2).
    pub traits: Vec<String>,
    /// Digivolve conditions.
    pub digivolve: Vec<DigivolveCondition>,
    /// Keyword effects in the upper text box.
    pub keywords: Vec<Keyword>,
    /// The other effects in the upper text box (2-3-3).
    pub effects: Vec<Ability>,
    /// Keywords in the inherited-effect box (2-3-4).
    pub inherited_keywords: Vec<Keyword>,
    /// Effects in the inherited-effect box.
    pub inherited: Vec<Ability>,
}

impl CardDef {
    /// Whether the card has an inherited-effect box (2-3-4-2).
    pub fn has_inherited(&self) -> bool {
        !self.inherited.is_empty() || !self.inherited_keywords.is_empty()
    }
}

/// All card definitions a game may use, in a fixed order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardDb {
    cards: Vec<CardDef>,
    by_id: BTreeMap<String, CardIdx>,
}

impl CardDb {
    /// Adds a definition, replacing one with the same id (a scenario's inline card wins).
    pub fn insert(&mut self, def: CardDef) -> CardIdx {
        if let Some(&idx) = self.by_id.get(&def.id) {
            self.cards[usize::from(idx)] = def;
            return idx;
        }
        let idx = CardIdx::try_from(self.cards.len()).expect("fewer than 65536 card definitions");
        self.by_id.insert(def.id.clone(), idx);
        self.cards.push(def);
        idx
    }

    /// The definition at `idx`.
    pub fn get(&self, idx: CardIdx) -> &CardDef {
        &self.cards[usize::from(idx)]
    }

    /// The index of the card with this id.
    pub fn find(&self, id: &str) -> Option<CardIdx> {
        self.by_id.get(id).copied()
    }

    /// All definitions in order.
    pub fn iter(&self) -> impl Iterator<Item = (CardIdx, &CardDef)> {
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
}
