//! The pieces of the state that drive play: the items of the Kotodama space, priority, the
//! aisatsu in progress, the work stack's steps, entries in progress, effects being carried out
//! ([`Running`]), events waiting for a replacement choice ([`Pending`]), and pending decisions.

use crate::cards::ast::{Ability, Action, Replacement};
use crate::cards::{Card, CardIdx};
use crate::state::NsState;
use fuda_kernel::modifiers::Timestamp;
use fuda_kernel::{ObjectId, Seat};
use serde::{Deserialize, Serialize};

/// A target chosen at entry (1204.2e).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TargetRef {
    /// A character on the field.
    Character(ObjectId),
    /// A card waiting in the Kotodama space.
    SpaceCard(ObjectId),
}

/// What is chosen at entry and fixed until resolution.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chosen {
    /// The mode chosen from 「次から1つ選択」 (1204.2b); the others do not exist.
    pub mode: Option<u8>,
    /// The targets (1204.2e).
    pub targets: Vec<TargetRef>,
    /// A distribution's amount for each target, decided after the targets (1204.2f, 1305.1).
    pub shares: Vec<u8>,
    /// The card of each zone target, in text order ([`crate::legal::zone_targets`]): the card
    /// of a public zone an ambush takes (1204.2e).
    #[serde(default)]
    pub zone_cards: Vec<ObjectId>,
    /// The card an event pattern's trigger happened to ("that character"), bound as `that`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub that: Option<ObjectId>,
    /// Its numbers as last seen on the field, if the event took it off (1215).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub that_known: Option<crate::eval::Numbers>,
}

// `that` is hashed only when set, so that states without event triggers hash as they did.
impl std::hash::Hash for Chosen {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.mode.hash(h);
        self.targets.hash(h);
        self.shares.hash(h);
        self.zone_cards.hash(h);
        if let Some(that) = self.that {
            that.hash(h);
        }
        if let Some(known) = self.that_known {
            known.hash(h);
        }
    }
}

/// Which ability of a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AbilityRef {
    /// The card's ■ ability at this index.
    Printed(u8),
    /// Its サツバツ keyword (1403).
    Satsubatsu,
    /// A delayed triggered ability an effect made (1209.7), by its number in [`Delayed`].
    Delayed(u16),
}

/// A delayed triggered ability (1209.7): made by an effect of `card`'s ability, it triggers once
/// at the next turn end and does `actions` to `target`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Delayed {
    /// Its number.
    pub id: u16,
    /// Who controls it (the effect's controller, 105.3c).
    pub controller: Seat,
    /// The card whose ability made it: it is read as that card (1209.7).
    pub card: ObjectId,
    /// That card's definition.
    pub def: CardIdx,
    /// The character it acts on, if any.
    pub target: Option<ObjectId>,
    /// What it does.
    pub actions: Vec<crate::cards::ast::Action>,
    /// Whether it has triggered; it never triggers again (1209.7).
    pub fired: bool,
    /// The turn whose end it waits for; once that turn is over it never triggers.
    pub turn: u32,
}

/// The effect of a delayed triggered ability: its processes, done to its character.
pub fn delayed_effect(d: &Delayed) -> crate::cards::ast::Effect {
    let target =
        d.target.map(|_| crate::cards::ast::Target { side: crate::cards::ast::Side::Any, ..Default::default() });
    crate::cards::ast::Effect { cond: None, target, actions: d.actions.clone(), modes: Vec::new() }
}

/// A triggered ability waiting to be entered at a rule check (1209.3: one per trigger count).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingTrigger {
    /// Who controls it (105.3b).
    pub controller: Seat,
    /// The card that has it, where it is now.
    pub card: ObjectId,
    /// That card's definition.
    pub def: CardIdx,
    /// Which ability.
    pub ability: AbilityRef,
    /// Its card is in a hidden zone: it triggers only if revealed (1209.3a).
    pub hidden: bool,
    /// What the event it saw happened to, for an event pattern ("that character").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subject: Option<ObjectId>,
    /// The subject's numbers as last seen on the field, when the event took it off (1215).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub known: Option<crate::eval::Numbers>,
}

// `subject` is hashed only when set, so that states without event triggers hash as they did.
impl std::hash::Hash for PendingTrigger {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.controller.hash(h);
        self.card.hash(h);
        self.def.hash(h);
        self.ability.hash(h);
        self.hidden.hash(h);
        if let Some(subject) = self.subject {
            subject.hash(h);
        }
        if let Some(known) = self.known {
            known.hash(h);
        }
    }
}

/// One item of the Kotodama space (310, 802.5c).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SpaceItem {
    /// An entered card (1204.2j).
    Card {
        /// The card.
        card: Card,
        /// Who entered it.
        controller: Seat,
        /// What was chosen at entry.
        chosen: Chosen,
        /// Whether its Tatsujin cost was paid (1404.2a).
        tatsujin: bool,
    },
    /// An entered ukemi ability, as a pseudo-card (1204.2j, 1211.2c).
    Ukemi {
        /// The card whose ability it is, in its owner's check zone.
        card: ObjectId,
        /// That card's definition.
        def: CardIdx,
        /// Who entered it.
        controller: Seat,
        /// What was chosen at entry.
        chosen: Chosen,
    },
    /// An entered triggered or activated ability, as a pseudo-card (1204.2j).
    Ability {
        /// The card that has it.
        card: ObjectId,
        /// That card's definition.
        def: CardIdx,
        /// Which ability.
        ability: AbilityRef,
        /// Who entered it.
        controller: Seat,
        /// What was chosen at entry.
        chosen: Chosen,
    },
    /// ダメージチェック処理 (1103): neither card nor ability.
    DamageCheck {
        /// The damaged player (1003.2a).
        controller: Seat,
    },
}

/// Priority (800): who holds it and how many passed in a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Priority {
    /// The player who may act.
    pub holder: Seat,
    /// Consecutive passes (802.5b/c).
    pub passes: u8,
}

/// What an aisatsu is aimed at (704.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AisatsuTarget {
    /// The opponent.
    Player(Seat),
    /// One of the opponent's characters.
    Character(ObjectId),
}

/// The aisatsu phase in progress (703).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Aisatsu {
    /// アイサツカード (704.6): the character that aisatsu'd.
    pub attacker: ObjectId,
    /// Its target.
    pub target: AisatsuTarget,
    /// Whether the target character has become the aisatsu target card (705.5).
    pub target_fixed: bool,
}

/// How long a continuous effect of a resolved effect lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Until {
    /// このターン: ends at 505.3b.
    ThisTurn,
    /// このイクサ: ends at 706.8a.
    ThisIkusa,
    /// Waiting for this player's next turn, when it becomes "this turn" (1213.7); it does not
    /// apply before.
    NextTurnOf(Seat),
    /// For the rest of the game (1213.8).
    Permanent,
}

/// What an effect does to a character's numbers, in layer f (1213.1f).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum StatChange {
    /// +N/+M (1303): adds to what the earlier effects made.
    Add {
        /// Karate change.
        karate: i32,
        /// Durability change.
        durability: i32,
    },
    /// 「…はNになる」: the number becomes N, losing what it was (1213.5).
    Set {
        /// The new Karate, if set.
        karate: Option<i32>,
        /// The new durability, if set.
        durability: Option<i32>,
    },
}

impl StatChange {
    /// Applies the change to Karate and durability.
    pub fn apply(self, (k, d): (i32, i32)) -> (i32, i32) {
        match self {
            StatChange::Add { karate, durability } => (k + karate, d + durability),
            StatChange::Set { karate, durability } => (karate.unwrap_or(k), durability.unwrap_or(d)),
        }
    }
}

/// A continuous effect with a duration on one character (1213).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Lasting {
    /// The character, or a character card waiting in the Kotodama space (1205.1c-3).
    pub target: ObjectId,
    /// What it does.
    pub change: StatChange,
    /// Until when.
    pub until: Until,
    /// When it began (1213.3b).
    pub timestamp: Timestamp,
}

/// Where the turn is (500–700).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TurnStep {
    /// Setting up (403).
    Setup,
    /// アンタイ・オジギ・ステップ (502.2).
    Untap,
    /// ドロー・ステップ (502.3).
    Draw,
    /// エテル・ステップ (502.4).
    Ether,
    /// The ether placement is done; its trigger condition and priority follow (502.4b).
    EtherPlaced,
    /// キャラクターフェイズ (503).
    CharacterPhase,
    /// イクサ開始・ステップ (702).
    IkusaStart,
    /// アイサツ対象選択・ステップ (704): its trigger and priority.
    AisatsuSelection,
    /// 704.3: the turn player chooses a character to aisatsu, or none.
    AisatsuChoice,
    /// 704.5: what the aisatsu needs has been done (its cost paid); it is made (704.6/704.7).
    AisatsuPaid,
    /// 704.7: the aisatsu is made; its trigger and priority.
    Aisatsued,
    /// インターラプト・ステップ (705.1/2).
    InterruptStep,
    /// 705.3: the non-turn player may choose an Interrupt character.
    InterruptChoice,
    /// 705.5/6: the target is fixed; priority.
    InterruptDone,
    /// イクサダメージ・ステップ (706.1–3).
    DamageStep,
    /// 706.4: the ikusa.
    IkusaDamage,
    /// 706.6/7: the damage step's end.
    DamageStepEnd,
    /// 706.8–706.10: end of ikusa processing.
    IkusaCleanup,
    /// イクサ終了・ステップ (707).
    IkusaEnd,
    /// エンドフェイズ (505.1/2).
    EndPhase,
    /// 505.3: final turn processing.
    FinalProcessing,
}

impl TurnStep {
    /// The step's name in words, as the rulebook names its phases and steps (500, 700).
    pub fn words(self) -> &'static str {
        match self {
            TurnStep::Setup => "Setup",
            TurnStep::Untap => "Untap step",
            TurnStep::Draw => "Draw step",
            TurnStep::Ether => "Ether step",
            TurnStep::EtherPlaced => "Ether step, card placed",
            TurnStep::CharacterPhase => "Character phase",
            TurnStep::IkusaStart => "Ikusa start step",
            TurnStep::AisatsuSelection => "Aisatsu target selection step",
            TurnStep::AisatsuChoice => "Aisatsu target selection step, choosing",
            TurnStep::AisatsuPaid => "Aisatsu target selection step, paying",
            TurnStep::Aisatsued => "Aisatsu target selection step, aisatsu made",
            TurnStep::InterruptStep => "Interrupt step",
            TurnStep::InterruptChoice => "Interrupt step, choosing",
            TurnStep::InterruptDone => "Interrupt step, target fixed",
            TurnStep::DamageStep => "Ikusa damage step",
            TurnStep::IkusaDamage => "Ikusa damage step, dealing damage",
            TurnStep::DamageStepEnd => "Ikusa damage step, its end",
            TurnStep::IkusaCleanup => "End of the ikusa",
            TurnStep::IkusaEnd => "Ikusa end step",
            TurnStep::EndPhase => "End phase",
            TurnStep::FinalProcessing => "End phase, final processing",
        }
    }
}

/// A card or ability being entered (1204.2), between its choices.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Entering {
    /// What is entered.
    pub source: EntrySource,
    /// Who enters it.
    pub controller: Seat,
    /// What has been chosen so far.
    pub chosen: Chosen,
    /// The ether still to pay (1204.2i).
    pub to_pay: u8,
    /// Whether the target has been chosen (or there is none to choose).
    pub targeted: bool,
    /// The Tatsujin additional cost (1404.2): `None` until declared (1204.2c).
    pub tatsujin: Option<bool>,
    /// Entered without paying its cost (1204.2i-1); an additional cost is still paid.
    pub free: bool,
    /// Whether the Tatsujin cost's processes other than ether have been paid (1204.2i).
    #[serde(default)]
    pub extra_paid: bool,
}

/// What an entry puts onto the Kotodama space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EntrySource {
    /// A card from its controller's hand (1206, 1207).
    Hand(ObjectId),
    /// A card from the check zone that its ukemi enters itself, without paying (1211.2b).
    CheckZone(ObjectId),
    /// The ukemi ability of a card in the check zone (1211.2c).
    Ukemi(ObjectId),
    /// A triggered or activated ability of a card, wherever the card is (1209.9).
    Ability {
        /// The card.
        card: ObjectId,
        /// Its definition.
        def: CardIdx,
        /// Which ability.
        ability: AbilityRef,
    },
}

/// One unit of work.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// A point of the turn procedure.
    Turn(TurnStep),
    /// Priority processing (802).
    Priority,
    /// An entry in progress.
    Entry(Entering),
    /// A damage check revealed a card whose ukemi is written as a cost: its controller may enter
    /// it or decline (1104.4a).
    UkemiOffer {
        /// The card in the check zone.
        card: ObjectId,
        /// Its controller.
        seat: Seat,
    },
    /// Satsubatsu resolving: its controller chooses which of these characters it kills (1403.2).
    SatsubatsuKill {
        /// The Satsubatsu character's controller.
        seat: Seat,
        /// The Satsubatsu character: it kills (1216.5b).
        source: ObjectId,
    },
    /// An event waiting for the choice of its replacement (1214.2).
    Replacement(Pending),
    /// An effect being carried out (1205).
    Effect(Running),
    /// A resolved kotodama card, its effect done, goes to its owner's Ohigan (1205.1c-2).
    KotodamaDone(Card),
    /// A resolved ukemi ability is done: its card, still in the check zone, goes to Ohigan
    /// (1104.4c).
    UkemiDone {
        /// The card.
        card: ObjectId,
        /// Its controller.
        seat: Seat,
    },
}

/// An effect being carried out.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Running {
    /// The processes, costs paid on resolution spliced in once accepted.
    pub actions: Vec<Action>,
    /// The next process.
    pub pc: usize,
    /// Progress inside the current process (cards chosen so far; for `may`, 1 accepted, 2 not).
    pub done: u8,
    /// Who carries it out (105.3c).
    pub controller: Seat,
    /// The targets still legal when the effect started.
    pub targets: Vec<ObjectId>,
    /// The character chosen on resolution by the current `choose-then` (1204.2e-3).
    pub picked: Option<ObjectId>,
    /// Each zone target's process index and the card chosen for it at entry, if any (1204.2e);
    /// the indices move with the processes a cost paid on resolution splices in.
    pub zone_cards: Vec<(usize, Option<ObjectId>)>,
    /// What a distribution gave each legal target at entry (1204.2f-2).
    pub shares: Vec<(ObjectId, u8)>,
    /// The target the current process is done to, for processes done to each target.
    pub target: Option<ObjectId>,
    /// The source's name, for the log (1216).
    pub source: String,
    /// The card whose ability or kotodama text this is, for the abilities it makes (1209.7).
    pub source_card: (ObjectId, crate::cards::CardIdx),
    /// What its processes bound so far, for later processes to read (`bind`, `did`).
    pub bindings: fuda_kernel::lang::Bindings,
    /// The player doing the current processes of an "each player" step, if not the controller.
    #[serde(default)]
    pub acting: Option<Seat>,
    /// The numbers of the characters it acted on, as last seen on the field (1215).
    pub known: fuda_kernel::lki::LastKnown<crate::eval::Numbers>,
}

/// Why a character is being killed, for the log and for "killed in ikusa".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KillCause {
    /// 殺す (1311) in an effect: the card whose ability made it kills (1216.5b).
    Effect {
        /// The effect's source's card (1216.1, 1216.2).
        source: ObjectId,
    },
    /// The character damage process (1004.1); `ikusa` if ikusa damage brought it there (1216.6).
    Damage {
        /// Killed in ikusa.
        ikusa: bool,
    },
    /// サツバツ (1403.2): the Satsubatsu character kills (1216.5b).
    Satsubatsu {
        /// The Satsubatsu character.
        source: ObjectId,
    },
}

/// An event a replacement effect may replace.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    /// A character on the field is about to be killed.
    Kill {
        /// The character.
        id: ObjectId,
        /// Why.
        cause: KillCause,
    },
    /// A card of `seat`'s hand is about to be discarded (1309).
    Discard {
        /// The discarding player.
        seat: Seat,
        /// The card.
        card: ObjectId,
    },
}

/// A replacement ability on the field: its character and the ability's index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Source {
    /// The character with the ability.
    pub card: ObjectId,
    /// The ability's index.
    pub ability: u8,
}

/// An event waiting for the affected player to choose among its replacements (1214.2), or to
/// decline an optional one (1214.3).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pending {
    /// The event.
    pub event: Event,
    /// Who chooses: the controller of the character, or the discarding player (1214.2).
    pub seat: Seat,
    /// The replacements that apply, in field order.
    pub found: Vec<Source>,
}

/// The replacement ability a source names.
pub fn replacement(state: &NsState, source: Source) -> Option<&Replacement> {
    let (_, c) = state.character(source.card)?;
    match state.def(&c.card).abilities.get(usize::from(source.ability)) {
        Some(Ability::Replace(r)) => Some(r),
        _ => None,
    }
}

/// What a decision is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DecisionKind {
    /// Priority (802.4).
    Priority,
    /// The ether step's placement (502.4a).
    EtherPlacement,
    /// Which character aisatsus (704.3).
    AisatsuAttacker,
    /// Whom it aisatsus (704.4).
    AisatsuTarget,
    /// Which character interrupts (705.3).
    Interrupt,
    /// An entry's target (1204.2e).
    EntryTarget,
    /// Which Ether card pays next (1312.1).
    EntryPayment,
    /// Whether to enter an ukemi written as a cost (1104.4a).
    UkemiOptional,
    /// A choice an effect asks for on resolution (1319.1, 1309, 1314, 1203.6).
    Effect,
    /// Which of the player's triggered abilities is entered next (902.1b/c).
    TriggerOrder,
    /// Which character Satsubatsu kills (1403.2).
    SatsubatsuKill,
    /// Whether to pay the Tatsujin cost (1204.2c, 1404.2).
    Tatsujin,
    /// Which target a distribution gives 1 more to (1204.2f, 1305.1).
    Distribution,
    /// Which replacement applies to an event, or none if all are optional (1214.2, 1214.3).
    Replacement,
    /// Which mode of 「次から1つ選択」 (1204.2b).
    Mode,
    /// Whether to reveal a hidden card so that its ability triggers (1209.3a/b).
    HiddenTrigger,
}

/// One option of a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// Pass priority (802.4a).
    Pass,
    /// Enter this hand card (802.4b, 802.4d-1).
    Enter(ObjectId),
    /// Enter this hand card without paying its cost, as its text allows (1204.2i-1).
    EnterFree(ObjectId),
    /// Put this hand card into the Ether zone (502.4a).
    PlaceEther(ObjectId),
    /// Put nothing into the Ether zone.
    NoEther,
    /// Aisatsu with this character (704.3).
    AisatsuWith(ObjectId),
    /// Declare no aisatsu (704.3).
    NoAisatsu,
    /// Aisatsu the opponent (704.4).
    TargetPlayer,
    /// Aisatsu this character of the opponent's (704.4).
    TargetCharacter(ObjectId),
    /// Interrupt with this character (705.3).
    InterruptWith(ObjectId),
    /// Interrupt with no character.
    NoInterrupt,
    /// Choose this character as the entry's target.
    Target(ObjectId),
    /// Stop choosing targets ("up to N").
    DoneTargeting,
    /// Give 1 more of a distribution to the target at this index (1305.1).
    Share(u8),
    /// Choose the mode at this index (1204.2b).
    Mode(u8),
    /// Reveal the hidden card of the pending trigger at this index, so that it triggers (1209.3a).
    RevealToTrigger(u8),
    /// Keep it hidden: it does not trigger (1209.3b).
    StayHidden(u8),
    /// Apply the replacement at this index of the waiting event's list (1214.2).
    Replace(u8),
    /// Apply none of the optional replacements (1214.3).
    NoReplacement,
    /// Reveal this hand card (1306.1).
    RevealCard(ObjectId),
    /// Put this character on its owner's deck next; the last one put is on top (302.4).
    ToDeck(ObjectId),
    /// Choose this card in the Kotodama space as the entry's target.
    TargetInSpace(ObjectId),
    /// Tap this Ether card to pay.
    PayWith(ObjectId),
    /// Enter the ukemi ability.
    EnterUkemi,
    /// Do not enter it.
    DeclineUkemi,
    /// Move this Damage-zone card to Ohigan.
    RecoverCard(ObjectId),
    /// Discard this hand card (1309).
    DiscardCard(ObjectId),
    /// Ambush this card (1314).
    AmbushCard(ObjectId),
    /// Take this card found in a deck search (1307).
    FoundCard(ObjectId),
    /// Find nothing in a hidden zone (1307.2).
    FailToFind,
    /// Pay a cost on resolution (1203.6).
    Accept,
    /// Do not pay it.
    Decline,
    /// Enter the activated ability at this index of this character (802.4c).
    Activate {
        /// The character.
        card: ObjectId,
        /// The ability's index.
        index: u8,
    },
    /// Enter this pending triggered ability next (an index into the pending list).
    Trigger(u8),
    /// Kill this character (Satsubatsu).
    Kill(ObjectId),
    /// Pay the Tatsujin cost.
    PayTatsujin,
    /// Do not pay it.
    NoTatsujin,
}

/// The decision the engine waits for.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PendingDecision {
    /// Who decides.
    pub seat: Seat,
    /// About what.
    pub kind: DecisionKind,
    /// The legal options.
    pub options: Vec<Choice>,
}
