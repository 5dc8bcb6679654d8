//! The card language's first words: the one-shot effects of event abilities (802.2a, 809).
//! Each effect is a typed action; targets are chosen when the effect resolves (804.3a), by the
//! effect's controller.

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
}
