//! Cards as data: definitions (200) loaded from TOML files, the card language of their abilities
//! ([`ast`]), and their text rendered back for people ([`render`]).

pub mod ast;
pub mod load;
pub mod render;

use ast::{Ability, Effect, Keyword, Kind, Rarity, Tatsujin, Ukemi};
use fuda_kernel::hash::stable_hash;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Index of a definition in a [`CardDb`].
pub type CardIdx = u16;

/// A card in the game: identity, physical card, definition, owner.
pub type Card = fuda_kernel::objects::CardObject<CardIdx>;

/// One card definition, validated.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardDef {
    /// カードナンバー (213): the key of errata.
    pub id: String,
    /// カード名 (201).
    pub name: String,
    /// 二つ名 (202), if any.
    pub nickname: Option<String>,
    /// 種類 (205).
    pub kind: Kind,
    /// コスト (203): the ether its entry costs (1204.2g-1).
    pub cost: u8,
    /// 属性 (204), in printed order.
    pub attributes: Vec<String>,
    /// カラテ (206): damage dealt to characters in ikusa. Characters only.
    pub karate: Option<i32>,
    /// 耐久力 (207): damage that kills it. Characters only.
    pub durability: Option<i32>,
    /// 工作力 (208): damage dealt to players in ikusa. Characters only.
    pub kousaku: Option<i32>,
    /// Keyword abilities (1400).
    pub keywords: Vec<Keyword>,
    /// ■ abilities: triggered and activated (209.2).
    pub abilities: Vec<Ability>,
    /// A kotodama card's kotodama ability (1201.1e).
    pub effect: Option<Effect>,
    /// タツジン-(cost) (1404).
    pub tatsujin: Option<Tatsujin>,
    /// ウケミ能力 (210).
    pub ukemi: Option<Ukemi>,
    /// レアリティ (213).
    pub rarity: Rarity,
}

impl CardDef {
    /// The name as printed with its nickname, `Name◆Nickname` (202).
    pub fn full_name(&self) -> String {
        match &self.nickname {
            Some(n) => format!("{}◆{n}", self.name),
            None => self.name.clone(),
        }
    }

    /// Whether the card has this keyword.
    pub fn has(&self, keyword: Keyword) -> bool {
        self.keywords.contains(&keyword)
    }
}

/// Every known definition, by index and by id.
#[derive(Clone, Debug, Default)]
pub struct CardDb {
    cards: Vec<CardDef>,
    by_id: BTreeMap<String, CardIdx>,
}

impl CardDb {
    /// Adds a definition, replacing one with the same id.
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
