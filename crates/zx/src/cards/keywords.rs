//! Keyword abilities (1100) as numbered abilities of a card: an automatic keyword ability in
//! its triggered state (808.1) is recorded by a number after the printed abilities, so the one
//! pending list holds both and the turn player orders them together (808.2a).

use super::{CardDef, Colours, Keyword};
use serde::{Deserialize, Serialize};

/// A resource cost written ≪色[数値]≫ (805.2): its colours and points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ColourCost {
    /// The colours.
    pub colours: Colours,
    /// The points.
    pub points: u8,
    /// An additional condition written after the keyword (1101.2, 1101.2a): a turn limit
    /// ターン[X] / 自分ターン[X] (803.1f), for an activated keyword (E41).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<super::ast::costs::TurnLimit>,
}

impl CardDef {
    /// The number a triggered keyword ability, the `k`th keyword, is recorded by.
    pub fn keyword_index(&self, k: usize) -> u8 {
        u8::try_from(self.abilities.len() + k).expect("a card prints fewer than 256 abilities")
    }

    /// The keyword recorded by `index`, if it is one: numbers after the printed abilities.
    pub fn keyword_at(&self, index: u8) -> Option<&Keyword> {
        usize::from(index).checked_sub(self.abilities.len()).and_then(|k| self.keywords.get(k))
    }

    /// The keywords, each with the number it is recorded by.
    pub fn numbered_keywords(&self) -> impl Iterator<Item = (u8, &Keyword)> {
        self.keywords.iter().enumerate().map(|(k, kw)| (self.keyword_index(k), kw))
    }
}

/// Whether the keywords suit a card of type `kind`: the ones that put the card on a square or
/// act from there are for Z/X-type cards, and an effect list is not empty. The problem is the
/// field and what was expected.
pub fn check(kind: super::CardType, keywords: &[Keyword]) -> Result<(), (String, String)> {
    for (i, k) in keywords.iter().enumerate() {
        let field = format!("keywords[{i}]");
        let on_square = matches!(
            k,
            Keyword::StartCard
                | Keyword::LifeRecovery
                | Keyword::VoidBringer
                | Keyword::Zekkai
                | Keyword::ZekkaiP(_)
                | Keyword::InfiniteSolitude
                | Keyword::DenEi(_)
                | Keyword::ZxtendDrive(_)
                | Keyword::StylishHeadbutt
                | Keyword::Install(_)
                | Keyword::Hangon(_)
                | Keyword::Shouka { .. }
                | Keyword::Phantom(_)
                | Keyword::DressUp
                | Keyword::AlterForce(_)
                | Keyword::Activate(_)
                | Keyword::GenesisRebuild(_)
        );
        if on_square && !kind.is_zx() {
            return Err((field, format!("{} is for Z/X-type cards, not {} (1102–1115)", k.words(), kind.tag())));
        }
        if matches!(k, Keyword::Crisis(_)) && kind != super::CardType::PlEx {
            return Err((field, format!("Crisis is for PL EX cards, not {} (910.1)", kind.tag())));
        }
        if let Keyword::Evolseed(e) | Keyword::ZxtendDrive(e) = k
            && e.is_empty()
        {
            return Err((field, "expected at least one effect".to_string()));
        }
        if let Keyword::Phantom(e) | Keyword::Install(crate::cards::ast::Activated { effects: e, .. }) = k
            && e.is_empty()
        {
            return Err((field, "expected at least one effect".to_string()));
        }
        if let Keyword::Install(a) = k
            && a.cost.is_empty()
        {
            return Err((format!("{field}.cost"), "expected at least one cost step (807.1a)".to_string()));
        }
        if let Keyword::Shouka { count, name } = k
            && (*count == 0 || name.trim().is_empty())
        {
            return Err((field, "expected a count of at least 1 and the text a name contains (1123.3)".to_string()));
        }
        if matches!(k, Keyword::Activate(c) if c.colours.list().len() > 1) {
            return Err((field, "expected at most one colour for Activate (1118.2)".to_string()));
        }
        if let Keyword::Activate(ColourCost { limit: Some(limit), .. }) = k
            && limit.times == 0
        {
            return Err((field, "expected a turn limit of at least 1 (803.1f)".to_string()));
        }
        if *k == Keyword::AlterForce(0) {
            return Err((field, "expected Alter Force of at least 1 card (1108.3)".to_string()));
        }
        if let Some(expected) = super::ast::costs::check_keyword(kind, k) {
            return Err((field, expected));
        }
        if let Keyword::ZekkaiP(name) = k
            && name.trim().is_empty()
        {
            return Err((field, "expected a player name for Zekkai P (1101.2a)".to_string()));
        }
    }
    Ok(())
}

/// The part of a composite Z/X a card is (1007.5): two cards of fitting parts, top and bottom or
/// left and right, appear together as one Z/X. Named on 世界再創生 (1127) as the card's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Half {
    /// 上部.
    Top,
    /// 下部.
    Bottom,
    /// 左部.
    Left,
    /// 右部.
    Right,
}

impl Half {
    /// The part that completes this one (1007.5).
    pub fn fits(self) -> Half {
        match self {
            Half::Top => Half::Bottom,
            Half::Bottom => Half::Top,
            Half::Left => Half::Right,
            Half::Right => Half::Left,
        }
    }

    /// Whether this half carries the composite's parameters: the top or the left one.
    pub fn leads(self) -> bool {
        matches!(self, Half::Top | Half::Left)
    }

    /// The part in words.
    pub fn word(self) -> &'static str {
        match self {
            Half::Top => "top",
            Half::Bottom => "bottom",
            Half::Left => "left",
            Half::Right => "right",
        }
    }
}
