//! Cards as data: definitions (200) loaded from TOML files, the card language of their abilities
//! ([`ast`]), and their text rendered back for people ([`render`]).

pub mod ast;
pub mod event;
pub mod filtered;
pub mod lang;
pub mod lang_text;
pub mod load;
mod load_lang;
pub mod render;
pub mod target;

use ast::{Ability, Effect, Keyword, Kind, Rarity, Tatsujin, Ukemi};
use serde::{Deserialize, Serialize};

pub use fuda_kernel::catalog::CardIdx;

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
    /// 「あなたの場に"X"が1人以上いれば、これのコストを支払わずにエントリーしてもよい」: the
    /// card may be entered from the hand without paying its cost (1204.2i-1) while its
    /// controller has such a character.
    pub free_if: Option<ast::FreeIf>,
    /// The ukemi ability's name (210.2): no rules meaning.
    pub ukemi_name: Option<String>,
    /// フレーバーテキスト (211): no game meaning.
    pub flavour: Option<String>,
    /// The illustrator, appended information (212, 213): no game meaning.
    pub illustrator: Option<String>,
    /// レアリティ (213).
    pub rarity: Rarity,
    /// エラッタ (1600): corrected versions, each in force from its date (1601.1).
    pub errata: Vec<Erratum>,
}

pub use fuda_kernel::date::Date;

/// One erratum (1600): from `effective` on, the card is read with these fields instead of the
/// printed ones (1601.1: the corrected text is treated as the correct printing).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Erratum {
    /// 適用日: the first day it applies.
    pub effective: Date,
    /// Corrected attributes.
    pub attributes: Option<Vec<String>>,
    /// Corrected keyword abilities.
    pub keywords: Option<Vec<Keyword>>,
    /// Corrected ■ abilities.
    pub abilities: Option<Vec<Ability>>,
    /// Corrected kotodama ability.
    pub effect: Option<Effect>,
    /// Corrected ukemi ability.
    pub ukemi: Option<Ukemi>,
}

impl CardDef {
    /// The card as read at an event held on `date` (1601.1): every erratum in force by then,
    /// in date order, over the printed card.
    pub fn as_of(&self, date: Date) -> CardDef {
        let mut def = self.clone();
        let mut errata: Vec<&Erratum> = self.errata.iter().filter(|e| e.effective <= date).collect();
        errata.sort_by_key(|e| e.effective);
        for e in errata {
            if let Some(a) = &e.attributes {
                def.attributes = a.clone();
            }
            if let Some(k) = &e.keywords {
                def.keywords = k.clone();
            }
            if let Some(a) = &e.abilities {
                def.abilities = a.clone();
            }
            if let Some(x) = &e.effect {
                def.effect = Some(x.clone());
            }
            if let Some(u) = &e.ukemi {
                def.ukemi = Some(u.clone());
            }
        }
        def
    }
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
pub type CardDb = fuda_kernel::catalog::CardDb<CardDef>;

impl fuda_kernel::catalog::Definition for CardDef {
    fn card_id(&self) -> &str {
        &self.id
    }
}

/// Every card as read at an event held on `date`, errata applied (1600).
pub fn as_of(db: &CardDb, date: Date) -> CardDb {
    db.map(|c| c.as_of(date))
}

#[cfg(test)]
mod tests {
    use super::Date;

    #[test]
    fn dates_are_calendar_dates() {
        for bad in ["2026-02-30", "2025-02-29", "2100-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "26-01-01"] {
            assert!(Date::try_from(bad.to_string()).is_err(), "{bad} is no date");
        }
        for good in ["2024-02-29", "2000-02-29", "2026-01-31", "2026-12-31", "2026-06-30"] {
            let date = Date::try_from(good.to_string()).unwrap_or_else(|e| panic!("{good}: {e}"));
            assert_eq!(String::from(date), good, "a date writes back as it was read");
        }
    }
}
