//! What the keyword abilities (1100) and the keyword setup steps (402.1c–e) keep in the state:
//! their work on the stack ([`KwStep`]), their decisions ([`KwDecision`]) and options
//! ([`KwChoice`]), and their records ([`KeywordState`]). [`crate::keywords`] plays them.

use super::Triggered;
use crate::cards::Card;
use fuda_kernel::{ObjectId, Seat};
use serde::{Deserialize, Serialize};

/// The keyword a card taken from the deck before the game carries (402.1c–e).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SetupKeyword {
    /// スタートカード (1102, 402.1c): face down on the player square, face up at 402.1n.
    StartCard,
    /// ゲートカード (1114, 402.1d): face up in Dynamis.
    GateCard,
    /// スタートリソース (1128, 402.1e): face up in Resource, in Reboot (E9).
    StartResource,
}

/// Keyword work on the stack.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KwStep {
    /// 402.1c–e: `seat` may take a card with the keyword from their deck.
    SetupPick {
        /// Who picks.
        seat: Seat,
        /// Which keyword.
        kind: SetupKeyword,
    },
    /// 402.1f–k once the setup keywords are done: the decks shuffled, the first player, hands.
    SetupDeal,
    /// A keyword's automatic ability in its triggered state is played (808.2).
    Triggered(Triggered),
    /// 1117.2: the Rewrite ability has resolved the chosen ability: the card is removed.
    RewriteDone {
        /// The card in the trash.
        card: ObjectId,
        /// Its owner.
        seat: Seat,
    },
}

/// A keyword's decision.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KwDecision {
    /// 402.1c–e: which card of the deck, or none.
    SetupPick(SetupKeyword),
    /// 1104.2: which Z/X on a square goes to the trash, or none.
    VoidBringer,
    /// 1110.2: the next Z/X to return to the hand, or done; `chosen` so far.
    Solitude {
        /// The card with the ability.
        source: ObjectId,
        /// Chosen so far.
        chosen: Vec<ObjectId>,
    },
    /// 910.1a: reveal the PL EX onto the Player card, or not (the condition is lost).
    Crisis,
    /// 1112.1: which opponent's Z/X the Stylish Headbutt moves, or none.
    Headbutt,
    /// 1112.1: the empty normal square the Z/X moves to.
    HeadbuttSquare(ObjectId),
    /// 1130.2: whether the Color Break Z/X `source` goes to the trash.
    ColorBreakTrash {
        /// The Z/X with Color Break, on a square.
        source: ObjectId,
    },
    /// 1130.2: which Color Break Z/X of the trash appears on `square`.
    ColorBreakPick {
        /// The square the trashed Z/X was on.
        square: crate::board::Square,
    },
    /// 1131.2: the normal square without Z/X the raiding card appears on.
    RaidSquare {
        /// The hand card.
        card: ObjectId,
    },
    /// 1123.3: the next Resource card Shouka puts into Dynamis, or done; `chosen` so far.
    ShoukaPick {
        /// The card with Shouka, as it triggered.
        source: Card,
        /// Chosen so far.
        chosen: Vec<ObjectId>,
    },
    /// 1134.2: whether the Dress Up Z/X `source` goes face up into Dynamis.
    DressUpPut {
        /// The Z/X on a square.
        source: ObjectId,
    },
    /// 1134.2: which face-down [Influencer] of Dynamis appears, or none.
    DressUpPick,
    /// 1134.2, 1121.2: the normal square without Z/X the card `card` appears on.
    AppearSquare {
        /// The card, in Dynamis or the trash.
        card: ObjectId,
        /// Which keyword brings it.
        by: AppearBy,
    },
    /// 1121.2: whether to pay Hangon's cost for the trash card `card`.
    HangonPay {
        /// The card in the trash.
        card: ObjectId,
    },
    /// 805.3 for a keyword's cost (1117.2, 1121.2): the next resource to sleep.
    Pay {
        /// What the payment is for.
        purpose: PayFor,
        /// The resources chosen so far.
        chosen: Vec<ObjectId>,
    },
    /// 1117.2: which original ability of `card` the Rewrite resolves.
    RewriteAbility {
        /// The card in the trash.
        card: Card,
    },
    /// 1116 (rulings): which of your Z/X whose name contains 「転身」 Install removes, or none.
    InstallPick {
        /// The Z/X with Install.
        source: ObjectId,
    },
    /// 1108.2–1108.3: the next trash card to become a force of `source`, or done.
    AlterForce {
        /// The card with Alter Force, on a square.
        source: ObjectId,
        /// At most this many.
        n: u8,
        /// Chosen so far.
        chosen: Vec<ObjectId>,
    },
    /// 1118.2: the next resource that pays for the Activate of `unit`.
    ActivatePay {
        /// The card with Activate, on a square.
        unit: ObjectId,
        /// Chosen so far.
        chosen: Vec<ObjectId>,
    },
    /// 1118.2: which 式神 force of `unit` appears.
    ActivatePick {
        /// The card with Activate.
        unit: ObjectId,
    },
    /// 1118.2: the normal square without Z/X the chosen force appears on.
    ActivateSquare {
        /// The force.
        card: ObjectId,
    },
    /// 1132.2: which 【TT】 Z/X of the Dynamis appears, or none.
    TrancePick,
    /// 1132.2: the normal square without Z/X the Dynamis card appears on.
    TranceSquare {
        /// The Dynamis card.
        card: ObjectId,
    },
    /// 1127.2: which 「叡智極点 ソル」 of yours sleeps to pay for the card `card`'s ability.
    GenesisSleep {
        /// The hand card whose ability is played.
        card: ObjectId,
    },
    /// 1127.2: the first of the two kinds of the hand that appear together.
    GenesisFirst {
        /// The hand card whose ability is played.
        card: ObjectId,
    },
    /// 1127.2: the half that fits `first`.
    GenesisSecond {
        /// The hand card whose ability is played.
        card: ObjectId,
        /// The half chosen first.
        first: ObjectId,
    },
}

/// The keyword that brings a card onto a square by [`KwDecision::AppearSquare`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AppearBy {
    /// ドレスアップ (1134.2), from Dynamis.
    DressUp,
    /// 反魂 (1121.2), from the trash.
    Hangon,
}

/// What a keyword's resource payment is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PayFor {
    /// リライト (1117.2): the trash card whose ability resolves once paid.
    Rewrite(ObjectId),
    /// 反魂 (1121.2): the trash card that appears once paid.
    Hangon(ObjectId),
}

/// An option a keyword adds to the main phase (506.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KwChoice {
    /// 電影 (1115.2): play the ability of hand card `card`, returning the Z/X `returned`.
    DenEi {
        /// The hand card.
        card: ObjectId,
        /// The Reboot Z/X returned to the hand as the cost.
        returned: ObjectId,
    },
    /// ゼクステンド・ドライブ! (1113): play the ability of the unit `unit`.
    ZxtendDrive {
        /// The card on a square.
        unit: ObjectId,
    },
    /// ファントム (1125.2): play the ability of the unit `unit`, putting hand card `charged`
    /// into Charge.
    Phantom {
        /// The card on a square.
        unit: ObjectId,
        /// The hand card put into Charge as the cost.
        charged: ObjectId,
    },
    /// リライト (1117.2): play the ability of trash card `card`.
    Rewrite {
        /// The card in the trash.
        card: ObjectId,
    },
    /// インストール (1116): play the activated ability the unit `unit` gained.
    Install {
        /// The card on a square.
        unit: ObjectId,
    },
    /// アクティベート (1118): play the ability of the unit `unit`.
    Activate {
        /// The card on a square.
        unit: ObjectId,
    },
    /// トランス (1132): play the ability of the face-up force `force`.
    Trance {
        /// The force.
        force: ObjectId,
    },
    /// 世界再創生 -ジェネシスリビルド- (1127): play the ability of the hand card `card`.
    GenesisRebuild {
        /// The hand card.
        card: ObjectId,
    },
}

/// The keyword records of a game. Empty in every game without these keywords, and then not
/// hashed, so those games keep their fingerprints.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct KeywordState {
    /// Start Cards face down on their owners' player squares until 402.1n.
    pub start_cards: Vec<Card>,
    /// The turn in which each seat last played Den'ei (1115.2–1115.3).
    pub den_ei_turn: [Option<u32>; 2],
    /// Whether each seat has played a Z/Xtend Drive! ability this game (1113.2).
    pub zxtend_played: [bool; 2],
    /// Whether each seat's Crisis condition is met and not yet used or declined (1024.1, 910.1a).
    pub crisis_met: [bool; 2],
    /// 世界再創生 (1127.2, 1007.5): the composite Z/X on squares and the half each carries.
    pub composites: Vec<Composite>,
}

impl KeywordState {
    /// Whether nothing is recorded.
    pub fn is_empty(&self) -> bool {
        *self == KeywordState::default()
    }
}

/// A composite Z/X (1007.5): the leading half is the card on the square, the other lies with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Composite {
    /// The leading half (top or left), the card on the square.
    pub unit: ObjectId,
    /// The other half.
    pub other: Card,
}
