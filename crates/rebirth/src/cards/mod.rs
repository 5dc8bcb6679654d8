//! Cards as printed (rule 2): the three card types (2.2.2), the parameters each carries (2.3–2.8)
//! and the keywords vanilla cards print (Blocker, 11.6). Card files are read by [`load`] and
//! written back as text by [`render`]; docs/rebirth/cards.md documents the format.

pub mod ability;
pub mod facts;
pub mod load;
pub mod render;

use fuda_kernel::catalog::{CardIdx, Definition};
use serde::{Deserialize, Serialize};

/// A card in play: a new object on every zone change (4.1.4).
pub type Card = fuda_kernel::objects::CardObject<CardIdx>;
/// The card definitions of a game.
pub type CardDb = fuda_kernel::catalog::CardDb<CardDef>;

/// 種別 (2.2.2): the card type, printed CH, RE or PA.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardType {
    /// キャラ (CH, 2.2.2.1): played to the entry or a member slot; has ATK and DEF.
    Character,
    /// Re バース (RE, 2.2.2.2): set in the Re-birth area (5.6).
    Rebirth,
    /// パートナー (PA, 2.2.2.3): prepared apart from the main deck (6.1.1.5).
    Partner,
}

impl CardType {
    /// The code the card prints.
    pub fn code(self) -> &'static str {
        match self {
            CardType::Character => "CH",
            CardType::Rebirth => "RE",
            CardType::Partner => "PA",
        }
    }
}

/// ブロッカー (11.6): the card may be discarded from the hand to block (8.3.3) while one of its
/// master's characters (with the attribute, if one is named: 11.6.3) is attacked (11.6.2).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Blocker {
    /// The attribute the attacked character must have (11.6.3); any character without one.
    pub attribute: Option<String>,
}

/// One card as printed.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardDef {
    /// The collector number: the card's id in files.
    pub id: String,
    /// カード名 (2.1).
    pub name: String,
    /// 種別 (2.2).
    pub kind: CardType,
    /// コスト (2.3): characters and Re-birth cards; a partner prints none.
    pub cost: u8,
    /// 属性 (2.5): any number; shared, as every reading of a character's information starts
    /// from them (9.10.1.1).
    pub attributes: std::sync::Arc<[String]>,
    /// ATK (2.6): characters only.
    pub atk: i32,
    /// DEF (2.7): characters only.
    pub def: i32,
    /// 作品名 (2.8).
    pub work: String,
    /// The keywords that are not condition keywords (11.4, 11.6, 11.8), Blocker among them.
    pub keywords: Vec<ability::Keyword>,
    /// フレイバー (2.10): no game meaning.
    pub flavour: Option<String>,
    /// The abilities, in printed order (9.1).
    pub abilities: Vec<ability::Ability>,
}

impl Definition for CardDef {
    fn card_id(&self) -> &str {
        &self.id
    }
}

impl CardDef {
    /// A character card (2.2.2.1).
    pub fn is_character(&self) -> bool {
        self.kind == CardType::Character
    }

    /// A Re-birth card (2.2.2.2).
    pub fn is_rebirth(&self) -> bool {
        self.kind == CardType::Rebirth
    }

    /// A partner card (2.2.2.3).
    pub fn is_partner(&self) -> bool {
        self.kind == CardType::Partner
    }

    /// ブロッカー (11.6), if the card has it.
    pub fn blocker(&self) -> Option<&Blocker> {
        self.keywords.iter().find_map(|k| match k {
            ability::Keyword::Blocker(b) => Some(b),
            _ => None,
        })
    }

    /// Whether the card has the keyword のびしろ (11.8).
    pub fn nobishiro(&self) -> bool {
        self.keywords.contains(&ability::Keyword::Nobishiro)
    }

    /// Whether a deck-construction ability (6.1.2.1) lets the main deck hold any number of
    /// cards of this name, replacing 6.1.1.2.
    pub fn deck_any_number(&self) -> bool {
        self.abilities.iter().any(|a| match &a.kind {
            ability::Kind::Continuous(c) => c.effects.contains(&ability::Static::DeckAnyNumber),
            _ => false,
        })
    }

    /// Whether the card has the attribute (2.5.3).
    pub fn has_attribute(&self, attribute: &str) -> bool {
        self.attributes.iter().any(|a| a == attribute)
    }
}
