//! What a filter may ask of a 1体 in an area or of a card in a zone (its card information): the
//! atoms of [`fuda_kernel::lang::Filter`], which combines them with all, any and not. A target's
//! table holds them beside its selection keys: `{ side = "opponent", level = { at-most = 4 },
//! trait = ["Dragon", "Knight"] }`.

use super::{CardKind, Color, Icon, Keyword};
use fuda_kernel::lang::{AnyOf, Filter, Range, Slot};
use serde::{Deserialize, Serialize};

/// A filter over Digimon objects and cards.
pub type CardFilter = Filter<Is>;

/// A range of numbers whose ends may be read from the game (`{ at-most = { dp-of = "this" } }`).
pub type NumRange = Range<super::Query>;

/// One thing a filter asks of an object.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Is {
    /// 「X」: a name equal to any of these (2-3-1-2).
    Name(AnyOf<String>),
    /// 名称に「X」を含む: a name containing any of these (2-3-1-3).
    NameContains(AnyOf<String>),
    /// 特徴に「X」を持つ: a trait equal to any of these (2-3-2-3).
    #[serde(rename = "trait")]
    Trait(AnyOf<String>),
    /// 特徴に「X」を含む: a trait containing any of these (2-3-2-4).
    TraitContains(AnyOf<String>),
    /// Any of these colours (2-4-2).
    Color(AnyOf<Color>),
    /// Any of these card categories (2-2-2); for a 1体 in an area, what it is now (a Tamer
    /// treated as a Digimon is both, 15-12-1-6).
    Kind(AnyOf<CardKind>),
    /// A level in this range; a card without a level matches no range.
    Level(NumRange),
    /// DP in this range, as the Digimon has it now (a card: its printed DP).
    Dp(NumRange),
    /// A play cost in this range.
    PlayCost(NumRange),
    /// This many digivolution cards.
    Sources(NumRange),
    /// 進化元に…がある: among its digivolution cards is one matching this (face-up cards only,
    /// a face-down card has no card information, 4-5-9).
    SourcesContain(Box<CardFilter>),
    /// Written text containing this word: its effects as printed, in their rendered words.
    TextContains(String),
    /// Suspended (true) or active (false).
    Suspended(bool),
    /// Has this keyword effect now, printed or gained.
    Keyword(Keyword),
    /// Has this icon written on its top card (4-20-1); text from sources does not count (4-20-2).
    Written(Icon),
    /// 他の: not this effect's own 1体 (`other = true`).
    Other(bool),
    /// Is the object a reference names: `"this"`, `"that"` or a slot an earlier step bound.
    Is(Ref),
    /// Has the same name as the object a reference names (同じ名称の).
    SameNameAs(Ref),
    /// A token (4-18).
    Token(bool),
    /// 最も…の低い: only those with the least of this stat among the ones meeting the rest of
    /// the filter (ties are all candidates). Only at the top of a target's filter.
    Lowest(Stat),
    /// 最も…の高い.
    Highest(Stat),
    /// DP X以下 (`max-dp`): a written DP limit, which number modifiers of deletion effects change
    /// (15-15-5-1/2).
    MaxDp(i32),
    /// このデジモンのDP以下: DP at most the DP this effect's Digimon has when the objects are
    /// chosen. Not a written number, so number modifiers leave it alone (15-15-5-3).
    MaxDpOfThis(bool),
    /// DP X以上 (the spelling before `dp` ranges).
    MinDp(i32),
    /// Lv.X以下 (the spelling before `level` ranges).
    MaxLevel(u8),
    /// 登場コストX以下 (the spelling before `play-cost` ranges).
    MaxPlayCost(u8),
    /// 自分のセキュリティの枚数以下のLv.: at most the controller's security count, read when the
    /// targets are chosen (15-8-3-7).
    MaxLevelYourSecurity(bool),
    /// 登場したデジモンのLv.以下: at most the level the Digimon this effect is about had when the
    /// effect triggered (15-8-3-8).
    MaxLevelOfThat(bool),
    /// 進化元を持たない (the spelling before `sources = 0`).
    NoSources(bool),
    /// 最もDPの低い (the spelling before `lowest = "dp"`).
    LowestDp(bool),
    /// 進化元効果を持つ: its top card has an inherited effect box (2-3-4-2).
    HasInheritedEffect(bool),
    /// リンク効果を持つ: its top card has link effects (2-3-12-7).
    HasLinkEffect(bool),
    /// 【X】効果を持つ: its top card's own text box has an effect with this timing icon (an
    /// inherited box or a source's text does not count, as with written text, 4-20-2).
    HasEffect(super::Timing),
    /// 効果で登場した / 進化元から登場した: the 1体 was played by an effect (from its
    /// digivolution cards, for `sources`); digivolving keeps the 1体, and so its history
    /// (8-1-2-3). A card has none.
    PlayedBy(PlayedBy),
}

/// How a 1体 was played (7-1-1), as filters ask it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PlayedBy {
    /// By an effect, from wherever.
    Effect,
    /// By an effect, from digivolution cards.
    Sources,
}

/// A stat filters and amounts compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stat {
    /// DP.
    Dp,
    /// Level.
    Level,
    /// Play cost.
    PlayCost,
    /// Number of digivolution cards.
    Sources,
}

/// An object an effect refers to: its own (`this`), the one its trigger is about (`that`: the
/// Digimon played, digivolving, leaving), or one an earlier step bound to a slot.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "String", into = "String")]
pub enum Ref {
    /// このデジモン / このカード.
    This,
    /// そのデジモン: the one the trigger is about.
    That,
    /// What an earlier step bound.
    Slot(Slot),
}

impl From<String> for Ref {
    fn from(name: String) -> Ref {
        match name.as_str() {
            "this" => Ref::This,
            "that" => Ref::That,
            _ => Ref::Slot(Slot(name)),
        }
    }
}

impl From<Ref> for String {
    fn from(r: Ref) -> String {
        match r {
            Ref::This => "this".into(),
            Ref::That => "that".into(),
            Ref::Slot(slot) => slot.0,
        }
    }
}

impl Is {
    /// Whether the atom picks among candidates rather than judging one object alone; such atoms
    /// belong at the top of a target's filter.
    pub fn ranks(&self) -> bool {
        matches!(self, Is::Lowest(_) | Is::Highest(_) | Is::LowestDp(true))
    }
}
