//! The atoms the kernel's filters, conditions and amounts are built from in Reバース: what a
//! filter may ask of a card ([`CardAtom`]), what a condition may state ([`CondAtom`]), what an
//! amount may count ([`Query`]), and whose zones or which players a phrase means ([`Who`]).

use super::{CondKeyword, Zone};
use crate::cards::CardType;
use fuda_kernel::lang::{Amount, Cond, Filter, Range, Slot};
use serde::{Deserialize, Serialize};

/// A filter over cards.
pub type CardFilter = Filter<CardAtom>;
/// A condition.
pub type Condition = Cond<CondAtom, Query>;
/// An amount.
pub type Num = Amount<Query>;

/// 「自分」「味方」「相手」「プレイヤー」 and the like: players, from the ability's master's
/// point of view, read through the format's table (12.5.3-12.5.5.1) so that one card means the
/// right seats in every format.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Who {
    /// 自分 / あなた: the master (3.1.2).
    #[default]
    You,
    /// 相手: the master's opponents as the format defines them (12.5.4, 12.6, 12.7).
    Opponent,
    /// 味方: the master and its teammates (12.5.3).
    Ally,
    /// プレイヤー: every player still in the game (12.5.5).
    Player,
    /// The master of the card bound to the slot (3.1.2).
    MasterOf(Slot),
}

/// What a filter may ask of one card.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardAtom {
    /// このカード / このキャラ: the ability's own card.
    This,
    /// 《name》: the card name contains this (2.1.2).
    Name(String),
    /// The card has this attribute (2.5.3).
    Attribute(String),
    /// The card's work title is this (2.8.2).
    Work(String),
    /// The card is of this type (2.2.2).
    Type(CardType),
    /// 「キャラ」 (2.2.3.1): a character card in the entry or a member slot.
    Character,
    /// 「エネルギー」 (4.6.3): a card in the energy area that is not a partner.
    Energy,
    /// 「パートナー」 (4.6.4): a partner card in the energy area.
    Partner,
    /// The cost is in the range (2.3).
    Cost(Range<Query>),
    /// The ATK is in the range (2.6).
    Atk(Range<Query>),
    /// The DEF is in the range (2.7).
    Def(Range<Query>),
    /// The card lies in this zone.
    In(Zone),
    /// The card's master is among these players (3.1.2).
    Of(Who),
    /// The card is rested (4.3.2.2).
    Rested,
    /// The card is standing (4.3.2.1).
    Standing,
    /// The card has のびしろ (11.8.2).
    Nobishiro,
    /// The card is one the slot holds (what an earlier step chose, or the trigger's card).
    Bound(Slot),
}

/// What a condition may state on its own.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CondAtom {
    /// A condition keyword's condition (11.2), usable inside any condition.
    Keyword(CondKeyword),
    /// It is the master's turn (or, in the team formats, the master's team's: 12.5.7.1.1).
    YourTurn,
    /// The ability's card is in this zone.
    ThisIn(Zone),
    /// 「このカードが(filter)なら」 read of the ability's card where it is, or, once it has left
    /// the stage, as it was when it was last there (最後の情報, 9.12.1).
    ThisWas(CardFilter),
}

/// What an amount may count now.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Query {
    /// The zone counted.
    pub count: Zone,
    /// Whose zone.
    #[serde(default)]
    pub of: Who,
    /// Only the cards matching this (boxed: a filter may hold a query).
    #[serde(default)]
    pub matching: Box<CardFilter>,
    /// 「空席のメンバー」 (4.5.3.2.1): count the empty member slots (空席, 4.5.3.2) of the players
    /// instead of cards; only with `count = "member"` and no `matching`.
    #[serde(default)]
    pub empty: bool,
}
