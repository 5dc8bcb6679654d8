//! The card language's one-shot actions (802.2a): the effects of event abilities (809) and of
//! activated and automatic abilities, resolved in printed order by the effect's controller
//! (804.3a). Actions compose: amounts are kernel [`Amount`]s read when the sentence resolves,
//! conditions are kernel [`fuda_kernel::lang::Cond`]s checked at their sentence (804.3b),
//! optional parts are all or nothing (804.3c), and a step that chooses may bind what it chose to
//! a slot later steps name ("that Z/X").

use super::ast::condition::{ZxAmount, ZxCond};
use super::ast::filter::ZxFilter;
use fuda_kernel::lang::{Amount, Slot};
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

/// A one-shot effect.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", rename_all_fields = "kebab-case", deny_unknown_fields)]
pub enum EventEffect {
    /// カードをN枚引く: draw (1005), one card at a time (1005.2).
    Draw(ZxAmount),
    /// Choose 1 Z/X of `side` on a square and deal it `amount` damage (1002.1).
    Damage {
        /// The damage dealt.
        amount: ZxAmount,
        /// Whose Z/X may be chosen.
        side: Side,
    },
    /// Put the top `n` cards of your deck into your Charge, one at a time (304.3).
    Charge(ZxAmount),
    /// 選ぶ (1023.1): choose `count` Z/X of `side` on squares that match `filter` in one
    /// choosing instruction (802.3: none twice), and do `act` to them together (301.5).
    Choose {
        /// Whose Z/X may be chosen.
        side: Side,
        /// Which of them (none: any).
        #[serde(default)]
        filter: ZxFilter,
        /// What happens to them.
        act: UnitAct,
        /// How many (1 if not written); as many as there are if fewer (102.4).
        #[serde(default = "one")]
        count: ZxAmount,
        /// "up to": the controller may stop choosing early.
        #[serde(default)]
        up_to: bool,
        /// The slot the chosen Z/X are bound to, for later steps.
        #[serde(default)]
        bind: Option<Slot>,
    },
    /// 〜場合: the condition is checked when this sentence resolves (804.3b).
    If {
        /// The condition.
        cond: ZxCond,
        /// Done if it holds.
        then: Vec<EventEffect>,
        /// Done if it doesn't.
        #[serde(default)]
        otherwise: Vec<EventEffect>,
    },
    /// 〜してもよい: the controller does all of these or none (804.3c); doing them is offered
    /// only if all can be done.
    May(Vec<EventEffect>),
    /// The effects `times` times; each resolution chooses anew (802.3).
    Repeat {
        /// How many times.
        times: ZxAmount,
        /// What is done each time.
        effects: Vec<EventEffect>,
    },
    /// Do `act` to what an earlier step bound to `slot` ("that Z/X") if it is still on a
    /// square: a card that changed zones is a new card (301.4).
    That {
        /// The slot.
        slot: Slot,
        /// What happens to it.
        act: UnitAct,
    },
    /// Choose up to `count` Z/X of `side` and distribute `damage` among them, each getting at
    /// least 1 (804.3d).
    Distribute {
        /// The damage to share out.
        damage: ZxAmount,
        /// Whose Z/X may be chosen.
        side: Side,
        /// Which of them.
        #[serde(default)]
        filter: ZxFilter,
        /// At most this many.
        count: ZxAmount,
    },
    /// Choose `count` cards of your `from` that match `filter` and put them `to` (301.5 from a
    /// zone other than the deck together; 304.3 from the deck one at a time).
    Move {
        /// Where they are.
        from: Pile,
        /// Where they go.
        to: Pile,
        /// How many (1 if not written).
        #[serde(default = "one")]
        count: ZxAmount,
        /// "up to": the controller may stop early (304.5).
        #[serde(default)]
        up_to: bool,
        /// Which cards (none: any).
        #[serde(default)]
        filter: ZxFilter,
        /// The slot the moved cards are bound to.
        #[serde(default)]
        bind: Option<Slot>,
    },
    /// Choose `pick` of the modes in one choosing instruction, none twice (802.3), and do them in
    /// the order chosen.
    Modes {
        /// How many modes.
        pick: u8,
        /// The modes, each a list of effects.
        modes: Vec<Vec<EventEffect>>,
    },
    /// ライフが減少する (1012.1): the top `n` cards of your Life go to your Charge.
    LifeDecrease(ZxAmount),
    /// 回復する (1013.1): the top card of your deck goes to your Life face down, `n` times.
    Recover(ZxAmount),
    /// イグニッションする (1011.1): reveal the top card of your deck; one with the Ignition icon
    /// may be played without paying its cost, else it goes to the trash.
    Ignite,
    /// フェイズを開始する (1028.1): the phase or battle in progress ends and this phase starts,
    /// with priority pre-processing at its start (1028.1b).
    StartPhase(Phase),
    /// "IGOB": ～を含むゼクスになる (1015.1): become a Z/X OB whose name contains the text.
    Igob(String),
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
    /// Makes a delayed automatic ability (808.4): when its event first happens, its effects.
    Delayed(super::ast::event::DelayedAbility),
    /// "ユニゾン" (1029.1): a Z/X of the hand whose name contains the text and your PL EX appear
    /// as one Z/X.
    Unison(String),
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
    /// 各プレイヤーは…選ぶ: each player chooses `count` cards of their own `from` and puts them
    /// `to`; the turn player first (102.7), hidden cards secretly, all moved together (102.8).
    EachChooses {
        /// Where each player's cards are.
        from: Pile,
        /// Where they go.
        to: Pile,
        /// How many each chooses (1 if not written).
        #[serde(default = "one")]
        count: ZxAmount,
    },
    /// "(A) 1枚はブレイクして[zone]から(B)になる" (1019.2): B appears on A's square and A goes
    /// face down into the Force zone as B's force.
    Break(super::objects::Break),
    /// 公開する (1006.1): choose 1 card of your `from` that matches `filter` and reveal it; it
    /// stays where it is (1006.1a). Still revealed in a hidden zone when the effect is over, it
    /// is hidden again, a deck then shuffled (1006.2).
    Reveal {
        /// Where it is.
        from: Pile,
        /// Which card (none: any).
        #[serde(default)]
        filter: ZxFilter,
        /// The slot the revealed card is bound to.
        #[serde(default)]
        bind: Option<Slot>,
    },
    /// デッキをシャッフルする: shuffle your deck.
    Shuffle,
    /// プレイする (804.2): play the card an earlier step bound to `slot` from the zone it is in,
    /// paying its cost, if it can be played; if it can't, it stays there (E37).
    PlayThat(Slot),
    /// 207.12: the cards bound to `slot` get `icon` (207.3–207.4); each counts as printing it
    /// in every zone from now on, whatever object it becomes.
    AddIcon {
        /// The icon.
        icon: super::Icon,
        /// The slot an earlier step bound the cards to.
        slot: Slot,
    },
}

/// A phase an effect may start (1028.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// エンドフェイズ (507).
    End,
}

fn one() -> ZxAmount {
    Amount::Num(1)
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
    /// ダメージを与える (1002.1).
    Damage(i32),
    /// 除外する (1009.1): to its owner's Remove zone.
    Remove,
    /// 手札に戻す: to its owner's hand.
    ToHand,
    /// To its owner's trash.
    ToTrash,
    /// To its owner's Charge, not destroyed.
    ToCharge,
    /// To the bottom of its owner's deck.
    ToDeckBottom,
}

/// A player's zone an effect takes cards from or puts them into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pile {
    /// 手札 (309), hidden.
    Hand,
    /// トラッシュ (305).
    Trash,
    /// チャージ (306).
    Charge,
    /// デッキ (304), hidden: cards are taken and put one at a time (304.3, 304.5).
    Deck,
    /// リムーブゾーン (311).
    Remove,
    /// ライフ (307), hidden.
    Life,
    /// A square, the card appearing in Reboot (1007.1), on a square the controller chooses.
    Square,
    /// リソース (308), public: the cards go in Reboot (308.2a, E8); only a zone to put into.
    Resource,
}

impl Pile {
    /// Whether the zone is hidden (301.3): a choice restricted by parameters may fail to find
    /// there (102.9).
    pub fn hidden(self) -> bool {
        matches!(self, Pile::Hand | Pile::Deck | Pile::Life)
    }

    /// The zone's name after "your".
    pub fn word(self) -> &'static str {
        match self {
            Pile::Hand => "hand",
            Pile::Trash => "trash",
            Pile::Charge => "Charge",
            Pile::Deck => "deck",
            Pile::Remove => "Remove zone",
            Pile::Life => "Life",
            Pile::Square => "square",
            Pile::Resource => "Resource",
        }
    }

    /// The zone a trigger's pattern names for cards put into this pile (808.1a).
    pub fn trigger_zone(self) -> Option<crate::cards::ast::condition::Zone> {
        use crate::cards::ast::condition::Zone;
        match self {
            Pile::Hand => Some(Zone::Hand),
            Pile::Trash => Some(Zone::Trash),
            Pile::Charge => Some(Zone::Charge),
            Pile::Life => Some(Zone::Life),
            Pile::Square => Some(Zone::Squares),
            Pile::Resource => Some(Zone::Resource),
            Pile::Deck | Pile::Remove => None,
        }
    }
}
