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
    /// トークンを作成する (202.13a): the token of this id appears on a square its creator chooses.
    CreateToken(String),
    /// [アイコン]を[N]個得る (1017.1): gain counters.
    GainCounters {
        /// The counters' icon.
        icon: super::Icon,
        /// How many.
        count: u32,
    },
    /// [アイコン]を[N]個消費する (1017.2): consume counters, never below 0 (202.14d).
    ConsumeCounters {
        /// The counters' icon.
        icon: super::Icon,
        /// How many.
        count: u32,
    },
    /// リンクを作成する (202.15b): a link with this name on a square its creator chooses.
    CreateLink(String),
    /// A Link card's effect (202.15e): choose 1 link and put it into the trash; it vanishes
    /// instead (914.2).
    TrashLink,
    /// ライフシールドを得る (210.4): you gain this many life shields.
    LifeShield(u8),
    /// 1010.1: the top card of your deck becomes a force of a Z/X of yours you choose.
    ForceTop {
        /// Put face down (312.2a).
        #[serde(default, rename = "face-down")]
        face_down: bool,
    },
    /// 1010.2: 1 force of a Z/X of yours you choose goes to this zone: "the force put" (1010.2a).
    ForceAway(super::objects::ForceDest),
    /// Your Player card's name becomes this, and its player name too (211.3, 1206.3).
    RenamePlayer(String),
    /// If the condition holds now, the effects (in order).
    If {
        /// The condition.
        cond: super::ast::condition::ZxCond,
        /// The effects.
        then: Vec<EventEffect>,
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
