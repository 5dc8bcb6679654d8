//! Trigger conditions (誘発条件, 9.1.1.2.1) as patterns over the events the game raises. Every
//! event the engine raises is one [`Event`]; each is of one or more [`EventKind`]s (a move from
//! the hand to the entry is a move, an entering of the entry, a leaving of the hand and a 登場),
//! and a trigger's pattern (the kernel's `EventPattern`) names the kinds it waits for, whose
//! subject and in whose turn.

use super::{CardAtom, Condition};
use crate::cards::Card;
use fuda_kernel::Seat;
use fuda_kernel::lang::EventPattern;
use serde::{Deserialize, Serialize};

/// The zones of rule 4 as abilities name them (9.4.4.1 for the zone tags).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Zone {
    /// デッキ置場 (4.9).
    Deck,
    /// 手札 (4.10).
    Hand,
    /// エントリー (4.4).
    Entry,
    /// メンバー (4.5): the member slots.
    Member,
    /// エネルギー置場 (4.6).
    Energy,
    /// Re バース置場 (4.7).
    Rebirth,
    /// リタイア置場 (4.8).
    Retire,
    /// 控え室 (4.11).
    Waiting,
    /// 思い出置場 (4.12).
    Memory,
    /// 除外 (5.20): in no zone of the game.
    Removed,
    /// The card being played, held apart while its cost is paid (9.7.2).
    Playing,
}

impl Zone {
    /// The zone in words.
    pub fn name(self) -> &'static str {
        match self {
            Zone::Deck => "deck",
            Zone::Hand => "hand",
            Zone::Entry => "entry",
            Zone::Member => "member slots",
            Zone::Energy => "energy area",
            Zone::Rebirth => "Re-birth area",
            Zone::Retire => "retire area",
            Zone::Waiting => "waiting room",
            Zone::Memory => "memory",
            Zone::Removed => "removed from the game",
            Zone::Playing => "being played",
        }
    }

    /// 舞台 (9.8.4.1.2): the entry and the member slots.
    pub fn on_stage(self) -> bool {
        matches!(self, Zone::Entry | Zone::Member)
    }

    /// Whether the zone is public (4.2).
    pub fn public(self) -> bool {
        !matches!(self, Zone::Deck | Zone::Hand)
    }
}

/// A point of the turn with a start (and, for some, an end) that abilities trigger on (7.2.2,
/// 7.3.1, 7.4.1, 8.2.1, 8.3.1, 8.4.1, 8.5.1, 7.6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PhasePoint {
    /// ターン (7.2.2 starts it; 7.6.1 「ターンの終わりに」).
    Turn,
    /// スタンバイフェイズ (7.2.2).
    Standby,
    /// エネルギーフェイズ (7.3.1).
    Energy,
    /// メインフェイズ (7.4.1).
    Main,
    /// アタックフェイズ (7.5, 8.1).
    Attack,
    /// スタートステップ (8.2.1).
    StartStep,
    /// ブロックステップ (8.3.1).
    BlockStep,
    /// ダメージステップ (8.4.1).
    DamageStep,
    /// クローズステップ (8.5.1).
    CloseStep,
    /// エンドフェイズ (7.6.1).
    EndPhase,
    /// One attack, from its declaration (8.2.4) to its close step (8.5.1 「このアタックの終わりに」).
    ThisAttack,
    /// ゲーム (7.2.2: 「ゲーム開始時」 in the first turn's standby phase).
    Game,
}

/// The kinds of event a trigger may wait for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EventKind {
    /// The card moved from one zone to the other (5.2).
    Move {
        /// Where from.
        from: Zone,
        /// Where to.
        to: Zone,
    },
    /// The card was put into this zone from another.
    Enter(Zone),
    /// The card left this zone for another.
    Leave(Zone),
    /// 登場 (5.5): put into the entry or a member slot from a zone that is neither (5.5.1.1).
    Appear,
    /// Put from the deck into the entry by entry processing (10.5.1.3): what Spark waits for
    /// (11.3.2).
    EntryProcessing,
    /// A phase or step starts (開始時) or ends (終わりに).
    Start(PhasePoint),
    /// A phase point ends.
    End(PhasePoint),
    /// The card was rested (5.3); not when it already was (1.3.2.1).
    Rested,
    /// The card was stood (5.3); not when it already was.
    Stood,
    /// The character attacked (8.2.4.3, 5.18).
    Attacks,
    /// The member supported an attack (8.2.4.3, 5.18).
    Supports,
    /// The character was attacked (8.2.4.3).
    Attacked,
    /// The attack on the character was blocked (8.3.3.2).
    Blocked,
    /// The card was discarded to block (8.3.3.1, 5.18).
    Blocks,
    /// The character took damage (8.4.3).
    Damaged,
}

/// One event the game raises, for triggers to match.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Event {
    /// The card it happened to (its object after the event, 4.1.4), if any; as it was before a
    /// move, for the look-back of 9.8.4.1 the state keeps it in `before`.
    pub card: Option<Card>,
    /// The card as it was before a move (9.8.4.1.1-2).
    pub before: Option<Card>,
    /// The card's master after the event, or the player a phase point belongs to (the turn
    /// player).
    pub seat: Seat,
    /// What kinds of event it is.
    pub kinds: Vec<EventKind>,
}

/// A trigger condition (9.1.1.2.1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Trigger {
    /// 「(event)した時」, 「(phase)開始時」, 「(phase)の終わりに」: an event pattern, its whose and
    /// turn filters read from the master's point of view.
    On(EventPattern<EventKind, CardAtom>),
    /// スパーク (11.3): this card was put from the deck into the entry by entry processing
    /// (11.3.2); written once as rules.
    Spark,
    /// 状態誘発 (9.8.6): pending once when the condition comes to hold, again after resolving
    /// while it still holds (9.8.6.1).
    State(Condition),
}
