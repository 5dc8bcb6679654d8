//! The state of abilities at work: auto abilities pending (9.8.2), abilities being played
//! (9.7.4.2) and once-per-turn use (9.2.2.1). [`crate::abilities`] works on them.

use crate::cards::Card;
use crate::cards::ability::Effect;
use fuda_kernel::lang::Bindings;
use fuda_kernel::{ObjectId, Seat};
use serde::{Deserialize, Serialize};

/// An auto ability waiting to be played (待機状態, 9.8.2): one entry per time its trigger
/// condition was met (9.8.2.1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pending {
    /// Its master (3.1.2), who plays it (10.4.1-2).
    pub master: Seat,
    /// The card that has it, as it was when it triggered; played even if it moved (9.8.7).
    pub source: Card,
    /// Which of the card's abilities, or the delayed trigger (9.8.5).
    pub ability: Source,
    /// The card the triggering event happened to (bound to the slot `trigger`).
    pub subject: Option<Card>,
}

/// Where the text of an ability being played comes from.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Source {
    /// The `n`th ability printed on the source card.
    Printed(u8),
    /// A delayed trigger an effect created (9.8.5): its effect travels with it.
    Delayed(Effect),
    /// The cancel ability the `n`th keyword of the source card, キャンセル, grants (11.4.2).
    Keyword(u8),
}

/// An ability whose cost or effect is being carried out (9.7.4.2).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Resolving {
    /// Its master.
    pub master: Seat,
    /// The card that has it.
    pub source: Card,
    /// Its text.
    pub ability: Source,
    /// The cost being paid, or the effect being carried out.
    pub part: Part,
    /// The next action of the part.
    pub next: u8,
    /// What the steps bound, `trigger` among them.
    pub bindings: Bindings,
    /// The cards a pick has chosen so far, one at a time.
    pub picked: Vec<ObjectId>,
    /// 入れ替える (5.12): the first side of a swap, chosen before the second is asked.
    pub swap_first: Option<Vec<ObjectId>>,
}

/// Which part of an ability is being carried out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Part {
    /// The cost (9.5.2): paid in text order.
    Cost,
    /// The effect (9.7.4.2).
    Effect,
}

/// Once-per-turn use (9.2.2.1): the card object and the ability index played this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Used {
    /// The card (a new object after a zone change, 4.1.4).
    pub card: ObjectId,
    /// The ability's index on the card.
    pub ability: u8,
}

/// An auto ability that met a trigger condition which may be met only once in a span: 「ターン
/// の終わりに」 once a turn (7.6.1), 「クローズステップ開始時」 and 「このアタックの終了時」 once a
/// close step (8.5.1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Fired {
    /// The card.
    pub card: ObjectId,
    /// The ability's index on the card.
    pub ability: u8,
    /// The event kind it met.
    pub kind: crate::cards::ability::EventKind,
}

/// 時限誘発 (9.8.5): an auto ability an effect created, waiting for its trigger; it triggers
/// once and is gone (9.8.5.1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Delayed {
    /// The master of the ability that created it.
    pub master: Seat,
    /// The card whose ability created it: its source (9.13.2).
    pub source: Card,
    /// When it triggers.
    pub trigger: crate::cards::ability::Trigger,
    /// What it does.
    pub effect: Effect,
}
