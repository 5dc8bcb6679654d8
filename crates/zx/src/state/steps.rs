//! The work the engine has still to do (a stack of [`Step`]s, the last runs next), the decision
//! it waits for ([`PendingDecision`]), and the options of decisions ([`Choice`]).

use crate::board::Square;
use fuda_kernel::{ObjectId, Seat};
use serde::{Deserialize, Serialize};

/// Where the turn is (501.3): each phase and the parts of it that follow one another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TurnStep {
    /// Before the first turn (402).
    Setup,
    /// リブートフェイズ (502).
    Reboot,
    /// ドローフェイズ (503): its start event.
    DrawStart,
    /// 503.3: the turn player draws.
    Draw,
    /// リソースフェイズ (504): its start event.
    ResourceStart,
    /// 504.3: a hand card may go to Resource.
    ResourcePlace,
    /// イグニッションフェイズ (505): its start event.
    IgnitionStart,
    /// 505.3: a Charge card is chosen, or the turn player passes.
    IgnitionChoice,
    /// メインフェイズ (506): its start event.
    MainStart,
    /// 506.2: the turn player has priority.
    Main,
    /// 603: the battle event step, priority alternating.
    BattleEvents,
    /// 604: the battle damage step.
    BattleDamage,
    /// 605: the battle end step.
    BattleEnd,
    /// エンドフェイズ (507): its start event.
    EndStart,
    /// 507.3: 'end of turn'.
    EndOfTurn,
    /// 507.6–507.7: damage reset and the hand limit.
    Cleanup,
    /// 507.8: the turn ends.
    TurnOver,
    /// 507.8: after the hand limit, anything left to do sends the turn back to 507.3.
    EndCheck,
}

impl TurnStep {
    /// The phase or step in words, for views.
    pub fn words(self) -> &'static str {
        match self {
            TurnStep::Setup => "game preparation",
            TurnStep::Reboot => "reboot phase",
            TurnStep::DrawStart | TurnStep::Draw => "draw phase",
            TurnStep::ResourceStart | TurnStep::ResourcePlace => "resource phase",
            TurnStep::IgnitionStart | TurnStep::IgnitionChoice => "ignition phase",
            TurnStep::MainStart | TurnStep::Main => "main phase",
            TurnStep::BattleEvents => "main phase: battle event step",
            TurnStep::BattleDamage => "main phase: battle damage step",
            TurnStep::BattleEnd => "main phase: battle end step",
            TurnStep::EndStart | TurnStep::EndOfTurn | TurnStep::Cleanup | TurnStep::TurnOver | TurnStep::EndCheck => {
                "end phase"
            }
        }
    }
}

/// Where a card is played from (1007.2: it appears from that zone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Origin {
    /// The hand (506.2, 603.1b).
    Hand,
    /// The top of the deck, revealed by an ignition (505.3a).
    Ignition,
    /// Life, revealed by player damage (907.2e).
    Life,
    /// Dynamis: an Extra card (506.2).
    Dynamis,
    /// The deck, by an effect that plays a card revealed there (E37).
    Deck,
}

/// What an attack targets (602.1b).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Target {
    /// A Z/X or Ascension on a square, by its identity there.
    Unit(ObjectId),
    /// The opponent.
    Player(Seat),
}

/// The battle in progress (600).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Battle {
    /// The attacking Z/X (602.1a), by its identity on the square.
    pub attacker: ObjectId,
    /// The target (602.1b); it does not change when either moves (604.3e).
    pub target: Target,
    /// Who holds priority in the event step (603.1a).
    pub holder: Seat,
    /// How many passed in a row (603.1c).
    pub passes: u8,
}

/// A card being played (804.2): its identity in Temporary once moved there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Playing {
    /// The card (in its zone of origin until 804.2e, then in Temporary).
    pub card: ObjectId,
    /// Its controller.
    pub seat: Seat,
    /// Where it was played from.
    pub origin: Origin,
    /// Played without paying its cost (505.3a, 907.2e).
    pub free: bool,
    /// The square chosen for a Z/X (806.1a).
    pub square: Option<Square>,
}

/// Work still to do.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// A part of the turn.
    Turn(TurnStep),
    /// 優先権前処理 (702).
    Ppp,
    /// 402.1k: `seat` may mulligan.
    Mulligan(Seat),
    /// 402.1l–p: Life, Resource, damage 0, then the first turn.
    SetupFinish,
    /// `seat` draws `count` cards, one at a time (1005.2).
    Draw {
        /// Who draws.
        seat: Seat,
        /// How many are left to draw.
        count: u8,
    },
    /// The top `count` cards of `seat`'s deck go to their Charge, one at a time (304.3).
    Charge {
        /// Whose deck.
        seat: Seat,
        /// How many are left.
        count: u8,
    },
    /// 505.3a: the top card of `seat`'s deck is revealed by an ignition.
    Reveal(Seat),
    /// 804.2e–f: the card moves to Temporary and its cost is paid.
    Pay(Playing),
    /// 806.3: the played card resolves.
    Resolve(Playing),
    /// 806.3b: the resolved event goes to its owner's trash.
    EventDone(ObjectId),
    /// 604.2–604.3: the battle damage is dealt.
    BattleHit,
    /// 605.5–605.6: the battle is over.
    BattleOver,
    /// The rest of an ability's effects resolve (804.3a).
    Frame(Box<super::frame::Frame>),
    /// A keyword ability's or keyword setup step's work (1100, 402.1c–e).
    Keyword(super::keywords::KwStep),
    /// Work a cost left for later (804.3f).
    Costs(super::costs::CostStepWork),
    /// 1006.2: the effect that revealed this card is over: still revealed in its hidden zone,
    /// it is hidden again, and a deck is shuffled.
    HideRevealed(ObjectId),
    /// 804.3f: the automatic ability of this Dynamis card has resolved (E22).
    DynamisResolved(ObjectId),
}

/// What the pending decision is for: how its answer continues the game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DecisionKind {
    /// 402.1k.
    Mulligan,
    /// 504.3.
    ResourcePlace,
    /// 505.3.
    IgnitionChoice,
    /// 505.3a / 907.2e: play the revealed card free or not.
    FreePlay {
        /// The revealed card.
        card: ObjectId,
        /// Where it lies.
        origin: Origin,
    },
    /// 506.2.
    Main,
    /// 806.1a: the square for a Z/X being played.
    Square(Playing),
    /// 805.3: the resources that pay, chosen one at a time.
    Pay {
        /// The card being played, in Temporary.
        playing: Playing,
        /// The resources chosen so far.
        chosen: Vec<ObjectId>,
    },
    /// 602.1b: the attacker's target.
    AttackTarget(ObjectId),
    /// 603.1b.
    BattleEvents,
    /// 907.2c: the opponent chooses a Life card of the damage player.
    DamageLife(Seat),
    /// 902.1: the opponent chooses a Life card of the reloading player.
    ReloadLife(Seat),
    /// 906.1: the cards over the charge limit, chosen one at a time, trashed together.
    Overflow {
        /// Whose Charge.
        seat: Seat,
        /// Chosen so far.
        chosen: Vec<ObjectId>,
    },
    /// 507.7: the hand cards over the limit, chosen one at a time, trashed together.
    HandLimit(Vec<ObjectId>),
    /// 808.2a: the turn player chooses which triggered automatic ability is played next.
    TriggerOrder,
    /// A choice made while an effect resolves (1023.1, 804.3c, 804.3d).
    Pick(Box<super::frame::Pick>),
    /// A keyword ability's or keyword setup step's decision (1100, 402.1c–e).
    Keyword(super::keywords::KwDecision),
    /// 1029.1: the square a unison Z/X appears on.
    Unison {
        /// The Z/X revealed from the hand.
        zx: ObjectId,
        /// The PL EX kept with the Player card.
        pl_ex: ObjectId,
    },
    /// 1015.1: the square a Z/X OB appears on by IGOB.
    Igob {
        /// The top half, in Dynamis.
        top: ObjectId,
        /// The bottom half, kept with the Player card.
        bottom: ObjectId,
    },
    /// A board object's question ([`crate::objects`]).
    Objects(crate::state::markers::ObjectAsk),
    /// 1029.1: which Z/X of the hand a unison reveals, when the hand holds different ones of
    /// the name asked.
    UnisonHand {
        /// The PL EX kept with the Player card.
        pl_ex: ObjectId,
    },
    /// Both players choose at once (102.7–102.8).
    Each(Box<super::frame::EachPick>),
    /// A play's cost: its route and what pays it (804.2c, 804.2f, 1027).
    PlayCost(Box<super::costs::CostAsk>),
    /// A loop proposal's count or its answer (1201.1a).
    Loop,
}

/// One option of a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// Pass (505.3, 506.2, 603.1b), or keep the hand (402.1k).
    Pass,
    /// Mulligan (402.1k).
    Mulligan,
    /// Put this hand card into Resource (504.3).
    ToResource(ObjectId),
    /// Ignite with this Charge card (505.3a).
    Ignite(ObjectId),
    /// Play the revealed card without paying its cost (505.3a, 907.2e).
    PlayFree,
    /// Don't play it: it goes to the trash or Charge.
    NoPlay,
    /// Play this card from the hand (806).
    Play(ObjectId),
    /// Play this Extra card from Dynamis, once a turn (506.2).
    PlayExtra(ObjectId),
    /// This square (806.1a).
    Square(Square),
    /// Sleep this resource to pay (805.3).
    PayWith(ObjectId),
    /// Declare a battle with this Z/X (602.1a).
    AttackWith(ObjectId),
    /// Attack this Z/X or Ascension (602.1b).
    AttackUnit(ObjectId),
    /// Attack the opponent (602.1b).
    AttackPlayer,
    /// The Life card this many from the top (907.2c, 902.1c).
    LifeCard(u8),
    /// Trash this card (906.1, 507.7).
    TrashCard(ObjectId),
    /// Choose this Z/X for an effect.
    Target(ObjectId),
    /// Play this triggered automatic ability first (808.2a): its place in the pending list.
    Trigger(u8),
    /// Play this unit's activated ability number `index` (807).
    Activate {
        /// The Z/X on a square.
        unit: ObjectId,
        /// The ability's index among the card's abilities.
        index: u8,
    },
    /// Do the optional action (804.3c).
    Accept,
    /// This mode of a modal effect.
    Mode(u8),
    /// Give this much of a distributed amount (804.3d).
    Amount(i32),
    /// Play a keyword ability (1100).
    Keyword(super::keywords::KwChoice),
    /// Put the top card of the deck into Charge (914.4).
    TopToCharge,
    /// Play the Raid ability of this hand card (1131).
    Raid(ObjectId),
    /// Play the card by this route of the pending decision (804.2c, 1027.1a).
    CostRoute(u8),
    /// A step of a loop proposal (1201.1a).
    Loop(fuda_kernel::loops::LoopChoice),
}

/// The decision the engine waits for.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PendingDecision {
    /// Who decides.
    pub seat: Seat,
    /// What for.
    pub kind: DecisionKind,
    /// The legal options.
    pub options: Vec<Choice>,
}
