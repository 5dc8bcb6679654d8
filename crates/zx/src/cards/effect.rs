//! The card language's first words: the one-shot effects of event abilities (802.2a, 809).
//! Each effect is a typed action; targets are chosen when the effect resolves (804.3a), by the
//! effect's controller.

use super::ast::filter::ZxFilter;
use serde::{Deserialize, Serialize};

/// Whose cards an effect may choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// The controller's own (自分の).
    You,
    /// The opponent's (相手の).
    Opponent,
    /// Either player's.
    Any,
}

/// A one-shot effect of an event ability.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum EventEffect {
    /// カードをN枚引く: draw (1005).
    Draw(u8),
    /// Choose 1 Z/X of `side` on a square and deal it `amount` damage (1002.1).
    Damage {
        /// The damage dealt.
        amount: i32,
        /// Whose Z/X may be chosen.
        side: Side,
    },
    /// Put the top `n` cards of your deck into your Charge (306).
    Charge(u8),
    /// Choose 1 Z/X of `side` on a square that matches `filter`, and do `act` to it.
    Choose {
        /// Whose Z/X may be chosen.
        side: Side,
        /// Which of them (none: any).
        #[serde(default)]
        filter: ZxFilter,
        /// What happens to it.
        act: UnitAct,
    },
    /// Until end of turn, `changes` apply to `whom` matching `filter` (802.2b, 811.3b): the
    /// cards on squares now, or the cards in the hand whenever (811.4).
    UntilEndOfTurn {
        /// Which cards.
        whom: super::ast::continuous::Group,
        /// Which of them (none: all).
        #[serde(default)]
        filter: ZxFilter,
        /// What changes.
        changes: Vec<super::ast::continuous::Change>,
    },
}

/// What an effect does to a chosen Z/X.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum UnitAct {
    /// 破壊する (1008.1): to its owner's Charge.
    Destroy,
    /// スリープする (1003.1).
    Sleep,
    /// リブートする (1003.1).
    Reboot,
    /// Power +N until end of turn (811.3b, 507.8).
    Power(i32),
}
