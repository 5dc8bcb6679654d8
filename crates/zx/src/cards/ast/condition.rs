//! What a condition may state (the atoms of [`fuda_kernel::lang::Cond`], combined with all, any
//! and not) and what an amount may count (its queries).

use super::filter::{ZxFilter, filter_words};
use crate::cards::effect::Side;
use fuda_kernel::lang::{Amount, Cond};
use serde::{Deserialize, Serialize};

/// A condition of a Z/X ability.
pub type ZxCond = Cond<Fact, Query>;

/// An amount of a Z/X ability.
pub type ZxAmount = Amount<Query>;

/// A condition atom: a fact of the game now.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fact {
    /// It is the ability's controller's turn (501.2).
    YourTurn,
    /// It is the opponent's turn.
    OpponentsTurn,
    /// ゼロオプティマN (1109.2): the controller's Resource holds N or more cards with the
    /// Ignition icon.
    ZeroOptima(u8),
    /// P「○○」 (205.4a): the controller's face-up Player card on a square has ○○ in its card
    /// name or as its player name (211.2).
    PlayerNamed(String),
    /// "置いたフォース" (1010.2a): the force put matches the filter.
    ForcePut(Box<ZxFilter>),
}

/// A zone a count reads (301.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Zone {
    /// 手札 (309).
    Hand,
    /// トラッシュ (305).
    Trash,
    /// チャージ (306).
    Charge,
    /// リソース (308).
    Resource,
    /// ライフ (307).
    Life,
    /// The squares (303): the Z/X, Player cards and Ascensions on them.
    Squares,
    /// The face-up cards of デュナミス (313.2a): what "[Race] Lv N" counts (1111.3).
    DynamisFaceUp,
}

impl Zone {
    /// The zone's name.
    pub fn word(self) -> &'static str {
        match self {
            Zone::Hand => "hand",
            Zone::Trash => "trash",
            Zone::Charge => "Charge",
            Zone::Resource => "Resource",
            Zone::Life => "Life",
            Zone::Squares => "squares",
            Zone::DynamisFaceUp => "face-up Dynamis",
        }
    }
}

/// What an amount may count.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Query {
    /// The number of cards in a zone of a side that match a filter.
    Count {
        /// The zone.
        zone: Zone,
        /// Whose zone, from the ability's controller's point of view.
        side: Side,
        /// Which cards count (none: every card).
        #[serde(default)]
        filter: Box<ZxFilter>,
    },
    /// The counters with an icon a side has (202.14b).
    Counters {
        /// The icon.
        icon: crate::cards::Icon,
        /// Whose, from the ability's controller's point of view.
        side: Side,
    },
    /// The cards that appeared (登場した, 1007) this turn, either player's, that match a filter
    /// by their printed parameters (E4).
    Appeared {
        /// Which cards count (none: every card).
        #[serde(default)]
        filter: Box<ZxFilter>,
    },
    /// A parameter of the cards an earlier step of the effect bound ("its power", "that card's
    /// cost"), summed: read where they are public, or as they last were public when the ability
    /// moved them into a hidden zone (1205.1).
    Param {
        /// The slot.
        slot: fuda_kernel::lang::Slot,
        /// Which parameter.
        of: Param,
    },
}

/// A parameter a [`Query::Param`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Param {
    /// コスト (203), in points; ∞ or none reads 0.
    Cost,
    /// パワー (209); none reads 0.
    Power,
}

/// A side's zone in words: "your Charge", "your opponent's hand".
fn whose(side: Side, zone: Zone) -> String {
    match side {
        Side::You => format!("your {}", zone.word()),
        Side::Opponent => format!("your opponent's {}", zone.word()),
        Side::Any => format!("either player's {}", zone.word()),
    }
}

/// An amount in words.
pub fn amount_words(amount: &ZxAmount) -> String {
    match amount {
        Amount::Num(n) => n.to_string(),
        Amount::Query(Query::Count { zone, side, filter }) => {
            let what = filter_words(filter);
            let cards = if what.is_empty() { "cards".to_string() } else { format!("{what} cards") };
            format!("the number of {cards} in {}", whose(*side, *zone))
        }
        Amount::Query(Query::Counters { icon, side }) => {
            let who = match side {
                Side::You => "you have",
                Side::Opponent => "your opponent has",
                Side::Any => "both players have",
            };
            format!("the number of {} counters {who}", crate::cards::objects::icon_word(*icon))
        }
        Amount::Query(Query::Appeared { filter }) => {
            format!("the number of {} that appeared this turn", super::filter::noun_words(filter, "cards"))
        }
        Amount::Query(Query::Param { slot, of }) => {
            let what = match of {
                Param::Cost => "cost",
                Param::Power => "power",
            };
            format!("the {what} of “{slot}”")
        }
        other => format!("{other:?}"),
    }
}

/// A condition in words, to follow "if".
pub fn cond_words(cond: &ZxCond) -> String {
    match cond {
        Cond::All(items) => items.iter().map(cond_words).collect::<Vec<_>>().join(" and "),
        Cond::Any(items) => items.iter().map(cond_words).collect::<Vec<_>>().join(" or "),
        Cond::Not(inner) => format!("not ({})", cond_words(inner)),
        Cond::Compare(l, cmp, r) => format!("{} {} {}", amount_words(l), cmp_words(*cmp), amount_words(r)),
        Cond::Did(_) => "you did".to_string(),
        Cond::Atom(Fact::YourTurn) => "it is your turn".to_string(),
        Cond::Atom(Fact::OpponentsTurn) => "it is your opponent's turn".to_string(),
        Cond::Atom(Fact::ZeroOptima(n)) => format!("Zero Optima {n} (your Resource holds {n} or more Ignition cards)"),
        Cond::Atom(Fact::PlayerNamed(name)) => format!("P「{name}」"),
        Cond::Atom(Fact::ForcePut(filter)) => {
            format!("the force put is a {}", super::filter::noun_words(filter, "card"))
        }
    }
}

fn cmp_words(cmp: fuda_kernel::lang::Cmp) -> &'static str {
    use fuda_kernel::lang::Cmp;
    match cmp {
        Cmp::Eq => "is",
        Cmp::Ne => "is not",
        Cmp::Lt => "is less than",
        Cmp::Le => "is at most",
        Cmp::Gt => "is more than",
        Cmp::Ge => "is at least",
    }
}
