//! The explicit queue of work (ygopro-style processor units) and the decision the game waits
//! for. Everything an effect half-way through resolving needs lives here as plain data.

use crate::cards::CardIdx;
use crate::cards::ast::{Action, Buff, Duration, Keyword, MaterialPlace};
use crate::state::Card;
use fuda_kernel::modifiers::Timestamp;
use fuda_kernel::{ObjectId, Seat};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use std::sync::Arc;

/// フェイズ (6-1-2). End of turn is not a phase but a timing inside one (6-6-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Before the first turn (5-2).
    Setup,
    /// アクティブフェイズ (6-2).
    Active,
    /// ドローフェイズ (6-3).
    Draw,
    /// 育成フェイズ (6-4).
    Breeding,
    /// メインフェイズ (6-5).
    Main,
}

/// One unit of work. The last step of the queue runs next; a step that waits for an answer
/// stays in the queue.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// Offer `seat` its one mulligan (5-2-1-4).
    Mulligan(Seat),
    /// Security, memory 0, the first turn (5-2-1-6..8).
    FinishSetup,
    /// A new turn begins: start-of-turn triggers (6-2-1-1).
    BeginTurn,
    /// The turn player's cards become active (6-2-1-3).
    Unsuspend,
    /// ドローフェイズ (6-3).
    DrawPhase,
    /// 育成フェイズ (6-4).
    BreedingPhase,
    /// Entering the main phase (15-16-13).
    MainStart,
    /// The main phase's open decision (6-5-1).
    Main,
    /// End of turn arrives (6-6-1).
    EndOfTurn,
    /// End of turn has resolved: hand over, or stay (6-6-3, 6-6-4).
    EndTurnFinish,
    /// Rule check, then pending effects until none remain (17-1-2, 15-4).
    Settle,
    /// カウンタータイミング (11-3).
    AttackCounter,
    /// ブロックタイミング (11-4).
    AttackBlock,
    /// 成立の確認 (11-5).
    AttackConfirm,
    /// Check security while the attacker can (13-1-7).
    CheckLoop,
    /// A checked security Digimon battles (13-1-7-3).
    CheckBattle,
    /// A checked card still in no zone is trashed (13-1-7-4).
    CheckCleanup,
    /// Just before end of attack: Piercing (16-6-4), then end of attack (11-6).
    AttackEnd,
    /// The attack is over.
    AttackFinish,
    /// バトル (14-2).
    Battle {
        /// The attacking 1体.
        attacker: ObjectId,
        /// The 1体 it battles, or `None` for the checked security Digimon.
        defender: Option<ObjectId>,
    },
    /// 1体 leaving the battle area: deleted (4-13), or returned to the hand or the deck, with
    /// the immediate-effect window before it (15-8-5).
    Delete {
        /// Where they go.
        how: Leave,
        /// The 1体 to delete.
        units: Vec<ObjectId>,
        /// Why: battle (14-2-2), rule (17-1-3-1) or whose effect.
        cause: DeleteCause,
        /// Whether the immediate window has been opened.
        interrupted: bool,
    },
    /// 1体 returned together to the bottom of their deck, one at a time in the order `chooser`
    /// picks (3-1-3-4), after their immediate window.
    BottomOrder {
        /// Those still to go, each a battle-area 1体.
        units: Vec<ObjectId>,
        /// The player whose effect returns them.
        chooser: Seat,
    },
    /// After a battle: Piercing applies if the defender really was deleted (16-6-2).
    Piercing {
        /// The Digimon the attacker battled.
        defender: ObjectId,
    },
    /// After a battle: Retaliation triggers if only its Digimon was deleted (16-12-1).
    Retaliation {
        /// The loser's controller.
        seat: Seat,
        /// The Digimon with Retaliation.
        loser: ObjectId,
        /// The Digimon it battled.
        winner: ObjectId,
    },
    /// A declared play, after its "when this card would be played" window (7-1-2-2).
    Play {
        /// The hand card.
        card: ObjectId,
        /// DigiXros or Assembly, if declared.
        method: Option<Materials>,
        /// A place the card's own "when this card would be played" effect added for its
        /// materials (1-3-11-4).
        also_from: Option<MaterialPlace>,
    },
    /// Choosing DigiXros or Assembly materials for a play (7-2-3, 7-3-3).
    Materials {
        /// The hand card being played.
        card: ObjectId,
        /// DigiXros or Assembly.
        method: Materials,
        /// Materials chosen so far.
        picked: Vec<ObjectId>,
        /// A further place materials may come from (1-3-11-4).
        also_from: Option<MaterialPlace>,
    },
    /// An effect's putting of a 1体 under another, after the "would leave" window of the one that
    /// goes (4-5-7).
    PutUnder {
        /// The 1体 that goes under.
        unit: ObjectId,
        /// The 1体 it goes under.
        host: ObjectId,
    },
    /// Placing the chosen DigiXros or Assembly materials, after the "would leave" window of those
    /// in the battle area (7-2-2-7).
    PlaceMaterials {
        /// The hand card being played.
        card: ObjectId,
        /// DigiXros or Assembly.
        method: Materials,
        /// The materials chosen at declaration (7-2-2-3).
        picked: Vec<ObjectId>,
    },
    /// Digivolution cards an effect trashes, after the immediate window of replacements for it
    /// (18-2-4): nothing happens if a replacement took its place.
    TrashSources {
        /// The 1体.
        unit: ObjectId,
        /// How many.
        count: u8,
        /// From which end.
        from: crate::cards::ast::StackEnd,
    },
    /// A declared digivolution, use or link, waiting for its immediate window to close
    /// (8-1-2-5, 9-1-6, 10-1-2-3).
    Declared(Declared),
    /// The Digisorption window of a digivolution from hand (16-9).
    Digisorb {
        /// The hand card.
        card: ObjectId,
        /// The 1体 that digivolves.
        onto: ObjectId,
        /// Which digivolve condition.
        condition: u8,
        /// The reduction gained so far.
        reduction: u8,
        /// The instances still to answer.
        remaining: Vec<u8>,
    },
    /// Immediate effects waiting to interrupt one cause (15-8-5-3).
    Immediate {
        /// Their contexts, each naming the interrupted 1体.
        items: Vec<EffectCtx>,
    },
    /// An effect resolving; boxed, so that the steps around it stay small to move.
    Run(Box<EffectRun>),
    /// The used Option is trashed if still in no zone (9-1-5).
    UseCleanup,
    /// After a battle: "when this Digimon deletes the opposing Digimon in battle" patterns meet
    /// the winner if the loser was deleted and the winner stays (14-2-2, 15-5-1).
    WonBattle {
        /// The winner's controller.
        seat: Seat,
        /// The Digimon that won.
        winner: ObjectId,
        /// The Digimon it battled.
        loser: ObjectId,
    },
}

/// A procedure declared and revealed, to go on once its immediate window is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Declared {
    /// Digivolve the 1体 `onto` into the hand card `card` by its digivolve condition `condition`.
    Digivolve {
        /// The hand card.
        card: ObjectId,
        /// The 1体.
        onto: ObjectId,
        /// Which digivolve condition.
        condition: u8,
    },
    /// DNA digivolve `first` and `second` into the hand card `card` (8-2).
    Jogress {
        /// The hand card.
        card: ObjectId,
        /// The Digimon meeting the first half of the condition.
        first: ObjectId,
        /// The Digimon meeting the second half.
        second: ObjectId,
        /// Which Jogress condition.
        condition: u8,
    },
    /// Burst digivolve `onto` into the hand card `card`, returning the Tamer `tamer` (8-3).
    Burst {
        /// The hand card.
        card: ObjectId,
        /// The Digimon.
        onto: ObjectId,
        /// The Tamer returned to the hand.
        tamer: ObjectId,
    },
    /// App Fuse `onto` into the hand card `card` with its link card `link` (8-4).
    AppFusion {
        /// The hand card.
        card: ObjectId,
        /// The Digimon.
        onto: ObjectId,
        /// Its link card.
        link: ObjectId,
    },
    /// Use the Option `card` from the hand.
    Use {
        /// The hand card.
        card: ObjectId,
    },
    /// Link `card` (a hand card or a battle-area 1体) into the Digimon `onto`.
    Link {
        /// The card.
        card: ObjectId,
        /// The Digimon.
        onto: ObjectId,
    },
}

/// Which effect a context runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AbilityRef {
    /// Effect `index` of the card's text, or of its inherited-effect box.
    Printed {
        /// The index in the list.
        index: u8,
        /// Whether it is in the inherited-effect box.
        inherited: bool,
    },
    /// Link effect `index` of a link card (4-2-6).
    Link {
        /// The index among the card's link effects.
        index: u8,
    },
    /// The effect a keyword stands for (16); `nth` tells several instances apart (they
    /// trigger separately, e.g. 16-21-4).
    Keyword {
        /// The keyword.
        keyword: Keyword,
        /// Which instance of it on the 1体.
        nth: u8,
    },
    /// A written effect an action gave the 1体 (「「…」の効果を得る」): its text is on the giving
    /// card ([`crate::cards::granted`]).
    Granted(crate::cards::granted::GrantSource),
}

/// How a 1体 is being deleted, for effects that care (16-24, 16-31, 16-17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DeleteCause {
    /// Lost a battle (14-2-2).
    Battle,
    /// A rule check (17-1-3-1).
    Rule,
    /// An effect controlled by this player.
    Effect(Seat),
}

/// Where an effect comes from and who controls it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EffectCtx {
    /// The activating player.
    pub controller: Seat,
    /// The card that has the effect ("this card").
    pub card: ObjectId,
    /// That card's definition.
    pub def: CardIdx,
    /// Which of its effects.
    pub ability: AbilityRef,
    /// The 1体 the effect belongs to, if on the field.
    pub unit: Option<ObjectId>,
    /// For immediate effects: the 1体 whose deletion is being interrupted, and why it is.
    pub interrupting: Option<(ObjectId, DeleteCause)>,
    /// Whether this run is a [Security] activation from a checked card.
    pub from_security: bool,
    /// For effects that trigger on leaving the area: the 1体 that left, whose last known
    /// information its conditions read (15-8-3-9-4).
    pub left: Option<ObjectId>,
    /// How many objects the triggering event involved at once, for "per X" counts of the
    /// event (15-15-7-4); 0 when the effect was not triggered by such an event.
    pub event_count: u8,
    /// For the effects of a digivolve window: the 1体 about to digivolve (8-1-2-5).
    pub about: Option<ObjectId>,
    /// The level `about` had when the effect triggered, for references to the trigger's own
    /// situation (15-8-3-8).
    pub about_level: Option<u8>,
}

/// What a 1体 was like when it left the area (last known information).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct UnitSnapshot {
    /// How many digivolution sources it had.
    pub sources: u8,
    /// Its DP.
    pub dp: Option<i32>,
    /// Its top card's level.
    pub level: Option<u8>,
}

impl EffectCtx {
    /// The context of `ability` of `card`, controlled by `controller`, belonging to the 1体
    /// `unit` if on the field.
    pub fn new(controller: Seat, card: &Card, ability: AbilityRef, unit: Option<ObjectId>) -> Self {
        EffectCtx {
            controller,
            card: card.id,
            def: card.def,
            ability,
            unit,
            interrupting: None,
            from_security: false,
            left: None,
            event_count: 0,
            about: None,
            about_level: None,
        }
    }
}

/// A list of actions being worked through.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Frame {
    /// The actions.
    pub actions: Arc<[Action]>,
    /// The next one to run.
    pub pc: usize,
}

/// Where an effect is in its activation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RunStage {
    /// Checks and the optional/cost questions are still ahead.
    Activate,
    /// Waiting for "activate or not" (15-9-2).
    AskOptional,
    /// Waiting for "perform the optional processing condition or not" (15-7).
    AskCost,
    /// Picking the cards or Digimon the cost needs.
    PayingPicks,
    /// Running the actions.
    Running,
    /// Paying the cost's step of this index (after the first, which is `PayingPicks`).
    PayingStep(u8),
}

/// An effect in resolution.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EffectRun {
    /// Who and what.
    pub ctx: EffectCtx,
    /// Where it is.
    pub stage: RunStage,
    /// Nested action lists (a processing condition opens a frame); rarely more than two.
    pub frames: SmallVec<[Frame; 2]>,
    /// Objects chosen so far for the current action.
    pub picked: Vec<ObjectId>,
    /// A number declared for the current action (16-11-1).
    pub declared: Option<u8>,
    /// The DP of the Digimon suspended for the cost, at that moment (16-23-5).
    pub paid_dp: Option<i32>,
    /// Digimon the cost is deleting; the actions wait for that deletion (15-7-2).
    pub awaiting: Vec<ObjectId>,
    /// Cards this run placed among digivolution cards (`place-under-this`), for "the placed
    /// card's effect" (15-15-9-1).
    pub placed: Vec<ObjectId>,
    /// What the effect's steps bound: each target's objects under its `bind` name, and what the
    /// step just before acted on ([`Slot::PREVIOUS`](fuda_kernel::lang::Slot::PREVIOUS)).
    pub bindings: fuda_kernel::lang::Bindings,
    /// What the current step acted on, bound when it ends.
    pub acted: Option<Vec<ObjectId>>,
}

/// A triggered effect waiting to be activated (発揮待ち, 15-4-4).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PendingEffect {
    /// A card's triggered effect.
    Ability(EffectCtx),
    /// 保留処理 (deferred processing, 18-1) whose timing has come; handled like a trigger.
    Deferred(Deferred),
    /// 《道連れ》 (Retaliation, 16-12): delete the Digimon it battled.
    Retaliation {
        /// The player whose Digimon had Retaliation.
        seat: Seat,
        /// The Digimon it battled.
        against: ObjectId,
    },
}

/// 保留処理 (deferred processing, 18-1): a process postponed until the end of the turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Deferred {
    /// Burst digivolution's end-of-turn trash of the top card (8-3-2-1).
    BurstTrash(ObjectId),
    /// Execute's deletion of the attacker at the end of its attack (16-37-4).
    ExecuteDelete(ObjectId),
    /// An effect's "at the end of this turn, …" (18-1-1), run as that effect.
    Actions(EffectCtx, Arc<[Action]>),
    /// An effect's "at the end of the battle, …" (18-1-1, 14-2-5), run as that effect.
    BattleEnd(EffectCtx, Arc<[Action]>),
}

/// Where 1体 that leave the battle area go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Leave {
    /// 消滅 (deleted), 4-13: to the trash.
    Delete,
    /// 手札に戻す: the top card to its owner's hand.
    ToHand,
    /// デッキの下に戻す: the top card to the bottom of its owner's deck.
    ToDeckBottom,
}

impl Step {
    /// A deletion of these 1体, its immediate window still to open.
    pub fn delete(units: Vec<ObjectId>, cause: DeleteCause) -> Step {
        Step::Delete { how: Leave::Delete, units, cause, interrupted: false }
    }
}

/// Which cost reduction a play uses (7-2, 7-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Materials {
    /// デジクロス (7-2): named cards from hand and battle area, −N each.
    DigiXros,
    /// アセンブリ (7-3): exactly the named cards from the trash, one total reduction.
    Assembly,
}

/// Whom a lasting effect modifies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LastingTarget {
    /// One 1体 (single-target processing, 15-11-1).
    Unit(ObjectId),
    /// Every Digimon of a player, including later ones (global processing, 15-11-2-2).
    AllOf(Seat),
}

impl LastingTarget {
    /// Whether it names `seat`'s 1体 `id`, alone or with the rest of its side.
    pub fn names(self, seat: Seat, id: ObjectId) -> bool {
        match self {
            LastingTarget::Unit(unit) => unit == id,
            LastingTarget::AllOf(side) => side == seat,
        }
    }
}

/// An effect given by an action, with its duration and timestamp.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LastingEffect {
    /// When it began (15-8-2-5).
    pub timestamp: Timestamp,
    /// Whom it modifies.
    pub target: LastingTarget,
    /// The modification.
    pub buff: Buff,
    /// How long.
    pub until: Duration,
    /// The turn it was created.
    pub turn: u32,
    /// Its controller.
    pub controller: Seat,
    /// The kinds of the effect that made it (15-2-1), as they were then: an unaffected 1体
    /// is judged against them even once that effect's card has left (last known information).
    pub kinds: super::EffectKinds,
}

/// What an attack is aimed at (11-2-7-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AttackTarget {
    /// The opponent player.
    Player,
    /// A Digimon (which may have vanished, 11-2-6).
    Digimon(ObjectId),
}

/// The attack in progress (11).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AttackState {
    /// The attacking 1体.
    pub attacker: ObjectId,
    /// The attacking player.
    pub seat: Seat,
    /// The current target.
    pub target: AttackTarget,
    /// The target chosen at declaration (11-2-7-6).
    pub declared: AttackTarget,
    /// Whether a block happened (12-1-2).
    pub blocked: bool,
    /// Checks done so far (13-1-7-5).
    pub checks_done: u8,
    /// The checked card, in no zone (13-1-5).
    pub checked: Option<Card>,
    /// Piercing is waiting for just before end of attack (16-6-4).
    pub pierce: bool,
    /// The attacker is deleted at the end of the attack (Execute, 16-37-4).
    pub delete_after: bool,
    /// For an attack made by an effect: the pending batches that were there before it, which
    /// wait until that effect ends (15-8-3-2); only the attack's own triggers resolve meanwhile.
    pub pending_floor: usize,
}

/// One option of a decision; its label is built from it (see `options`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// Mulligan or keep (5-2-1-4).
    Mulligan(bool),
    /// 孵化 (4-16).
    Hatch,
    /// 移動 (4-15).
    Move,
    /// Do nothing in the breeding phase (6-4-1-3).
    StayInBreeding,
    /// Play this hand card (7-1).
    Play(ObjectId),
    /// Digivolve (8-1).
    Digivolve {
        /// The hand card.
        card: ObjectId,
        /// The 1体 it digivolves.
        onto: ObjectId,
        /// Which digivolve condition.
        condition: u8,
    },
    /// Use this Option (9-1).
    Use(ObjectId),
    /// Attack (11-2).
    Attack {
        /// The attacker.
        attacker: ObjectId,
        /// The target.
        target: AttackTarget,
    },
    /// Play this hand card with DigiXros or Assembly (7-2, 7-3).
    PlayWith {
        /// The hand card.
        card: ObjectId,
        /// Which.
        method: Materials,
    },
    /// DNA digivolve (8-2): two of your Digimon into the hand card.
    Jogress {
        /// The hand card.
        card: ObjectId,
        /// The Digimon that goes on top (the left-hand component).
        first: ObjectId,
        /// The other.
        second: ObjectId,
        /// Which Jogress condition.
        condition: u8,
    },
    /// Burst digivolve (8-3): return the Tamer, digivolve the Digimon into the hand card.
    Burst {
        /// The hand card.
        card: ObjectId,
        /// The Digimon.
        onto: ObjectId,
        /// The Tamer returned to hand.
        tamer: ObjectId,
    },
    /// Link a hand card, or a battle-area card, into a Digimon (10-1).
    Link {
        /// The hand card, or the battle-area 1体.
        card: ObjectId,
        /// The Digimon it links to.
        onto: ObjectId,
    },
    /// App Fusion (8-4).
    AppFusion {
        /// The hand card.
        card: ObjectId,
        /// The Digimon.
        onto: ObjectId,
        /// Its link card that goes on top first.
        link: ObjectId,
    },
    /// Activate a [Main] effect (15-8-4).
    Activate {
        /// The 1体.
        unit: ObjectId,
        /// The card with the effect.
        card: ObjectId,
        /// Which effect.
        ability: AbilityRef,
    },
    /// Activate a [Main] effect of a card in the hand or the trash by its zone icon
    /// (15-14-2-1, 15-14-3-1).
    ActivateFrom {
        /// The card with the effect.
        card: ObjectId,
        /// Which effect.
        ability: AbilityRef,
    },
    /// Pass (6-5-1-7-1).
    Pass,
    /// Block with this Digimon (12-1).
    Block(ObjectId),
    /// Do not block.
    NoBlock,
    /// Activate the [Counter] effect `index` of the hand card `card` (11-3).
    Counter {
        /// The hand card.
        card: ObjectId,
        /// Its effect index.
        index: u8,
    },
    /// Activate pending item `i` of the top batch (15-4-3-4).
    Pending(usize),
    /// Choose this object.
    Pick(ObjectId),
    /// Stop choosing.
    Done,
    /// Declare this number (16-11-1).
    Number(u8),
    /// Yes.
    Yes,
    /// No.
    No,
    /// This end of the player's security: which card "the top or bottom card of your
    /// security" takes (`security-top-or-bottom`).
    End(crate::cards::ast::StackEnd),
}

/// What a decision is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DecisionKind {
    /// 5-2-1-4.
    Mulligan,
    /// 6-4-1.
    Breeding,
    /// 6-5-1.
    Main,
    /// 11-4.
    Block,
    /// 15-4-3-4.
    PendingOrder,
    /// Choosing objects for an action.
    Target,
    /// Activate an optional effect?
    Optional,
    /// Perform an optional processing condition?
    Cost,
    /// Choosing hand cards to trash as a cost.
    CostCards,
    /// Declaring a number (16-11-1).
    Number,
    /// Choosing DigiXros or Assembly materials (7-2-3-2, 7-3-3-2).
    Materials,
    /// Ordering one's own immediate effects on one cause (15-8-5-3).
    ImmediateOrder,
    /// Digisorption: a Digimon to suspend, or decline (16-9).
    Digisorption,
    /// [Counter] timing: an effect to activate, or none (11-3).
    Counter,
    /// The order in which revealed cards go to the bottom of the deck (15-15-3-7).
    RevealOrder,
    /// The order in which looked-at cards go back on top of their zone (15-15-4-7).
    LookOrder,
    /// Replace the written process with the one after 「代わりに」? (18-2-2)
    Replace,
    /// Which of the listed effects to activate (next) (15-15-9).
    ChooseEffect,
    /// A card of one's own hand to trash, when both players choose at once (1-3-5).
    HandTrash,
    /// The 1体 to put on the bottom of its deck next, of several returned together (3-1-3-4).
    BottomOrder,
}

/// The decision the game waits for, with the legal options.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PendingDecision {
    /// Who answers.
    pub seat: Seat,
    /// About what.
    pub kind: DecisionKind,
    /// The legal options.
    pub options: Vec<Choice>,
}
