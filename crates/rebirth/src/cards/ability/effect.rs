//! Effects (9.3): a list of steps, each one keyword action of rule 5 done to what it picks.
//! A step may bind what it chose or did to a slot that later steps refer to (the kernel's
//! `Slot`); 「～してよい」 makes a step optional; 「～まで」 lets a pick take fewer, 0 included
//! (1.3.5.1). Targets are chosen by the ability's master unless a step says otherwise.

use super::{CardFilter, Condition, Num, Who, Zone};
use fuda_kernel::lang::Slot;
use serde::{Deserialize, Serialize};

/// An effect: its steps in text order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Effect(pub Vec<Step>);

/// One step of an effect.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Step {
    /// The keyword action (5).
    pub action: Action,
    /// 「～してよい」: the master may decline the step.
    pub optional: bool,
    /// 「～なら」 / 「そうしたら」: done only if this holds when the step is reached.
    pub only_if: Option<Condition>,
    /// The slot the step binds what it picked (or, for a count, how many it did).
    pub bind: Option<Slot>,
}

/// The keyword actions of rule 5 an effect or a cost performs.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// 置く / 戻す (5.2): put the cards into a zone.
    Put(Pick, Place),
    /// スタンドする (5.3).
    Stand(Pick),
    /// レストする (5.3).
    Rest(Pick),
    /// 表にする (5.4).
    FaceUp(Pick),
    /// 裏にする (5.4).
    FaceDown(Pick),
    /// 登場させる (5.5): put into the entry, or a member slot if `member`.
    Appear(Pick, bool),
    /// セットする (5.6): put a Re-birth card into the Re-birth area.
    SetRebirth(Pick),
    /// 思い出にする (5.7).
    Memory(Pick),
    /// シャッフルする (5.8): the players' decks.
    Shuffle(Who),
    /// 引く (5.9): each of the players draws `count`; up to `count` when `up_to` (5.9.3).
    Draw(Who, Num, bool),
    /// 見る (5.10): each of the players looks at the top `count` of their deck; up to `count`
    /// when `up_to` (5.10.3).
    Look(Who, Num, bool),
    /// 捨てる (5.11): from the hand to the owner's waiting room.
    Discard(Pick),
    /// 入れ替える (5.12): both or neither.
    Swap(Pick, Pick),
    /// エネルギーを支払う (5.14): rest this many standing energy-area cards; 「無」 is 0.
    PayEnergy(Num),
    /// リタイアさせる (5.15).
    Retire(Pick),
    /// 回復する (5.16): each of the players puts `count` retired cards into the waiting room.
    Recover(Who, Num),
    /// 除外する (5.20).
    Remove(Pick),
    /// 時限誘発 (9.8.5): creates an auto ability that triggers later, once (9.8.5.1).
    Delayed(Box<super::Trigger>, Effect),
    /// The players win at once (1.2.5).
    Win(Who),
    /// The players lose at once (1.2.5).
    Lose(Who),
    /// (修正A)/(修正B)する (5.17): the cards get +`atk`/+`def` (negative too) until the
    /// duration ends (9.3.1.2).
    Modify(Pick, Num, Num, super::Until),
    /// 「ATK(DEF)を N にする」 (9.10.4): the ATK and/or DEF become the values given, kept as the
    /// difference from the current value when the effect is created.
    SetValue(Pick, Option<Num>, Option<Num>, super::Until),
    /// 「～できない」 (1.3.3) until the duration ends.
    Prohibit(Pick, super::Prohibition, super::Until),
    /// 「能力を失う」 (9.10.1.2) until the duration ends.
    LoseAbilities(Pick, super::Until),
    /// 4.5.5: put the cards face down into member slots as characters with this ATK and DEF
    /// (4.5.5.1).
    FaceDownMember(Pick, Num, Num),
    /// キャンセルする (5.13.1): the play of the ability this cancel ability answers ends; its
    /// effect is not carried out. Only in a cancel ability's effect (9.7.3.3).
    CancelPlay,
    /// 取り消す (5.19): the card this cancel ability answers goes to the waiting room
    /// unresolved (5.19.1); the ability is not carried out (5.19.2); the presented cancel is not
    /// processed (5.19.2.1). Only in a cancel ability's effect (9.7.3.3).
    Negate,
}

/// What a step acts on.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pick {
    /// このカード: the ability's own card.
    This,
    /// What a slot holds: an earlier step's choice, or the card of the triggering event
    /// (`trigger`).
    Bound(Slot),
    /// 「(zone)の(filter)を(count)枚選び」: the chooser picks cards of the players' zone; 「まで」
    /// allows fewer (1.3.5.1); hidden zones may fail to find (9.7.4.3).
    Choose(Choose),
    /// 「すべての」: every matching card.
    All(Zone, Who, CardFilter),
    /// The top `count` cards of the players' deck (4.9).
    Top(Who, Num),
}

/// A choice of cards.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Choose {
    /// From which zone.
    pub zone: Zone,
    /// Whose zone.
    pub of: Who,
    /// Which cards qualify.
    pub filter: CardFilter,
    /// How many.
    pub count: Num,
    /// 「～まで」 (1.3.5.1).
    pub up_to: bool,
    /// Who chooses: the master unless the text says (1.3.4).
    pub chooser: Who,
}

/// Where a card is put (5.2): a zone of its owner (4.1.1), the top or bottom of a deck.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Place {
    /// The zone.
    pub zone: Zone,
    /// The bottom of the deck (デッキの下) rather than the top.
    pub bottom: bool,
}
