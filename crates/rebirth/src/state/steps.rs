//! The work the engine has still to do, as data (a stack of [`Step`]s, the last on top), and the
//! decision it waits for ([`PendingDecision`]) with its options ([`Choice`]).

use fuda_kernel::{ObjectId, Seat};
use serde::{Deserialize, Serialize};

/// Where the game is: the phase of the turn (7.1.2), or an attack step (8.1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// ゲームの準備 (6.2).
    Setup,
    /// スタンバイフェイズ (7.2).
    Standby,
    /// エネルギーフェイズ (7.3).
    Energy,
    /// メインフェイズ (7.4).
    Main,
    /// スタートステップ (8.2).
    Start,
    /// ブロックステップ (8.3).
    Block,
    /// ダメージステップ (8.4).
    Damage,
    /// クローズステップ (8.5).
    Close,
    /// エンドフェイズ (7.6).
    End,
}

impl Phase {
    /// The phase in words.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::Standby => "standby phase",
            Phase::Energy => "energy phase",
            Phase::Main => "main phase",
            Phase::Start => "attack phase: start step",
            Phase::Block => "attack phase: block step",
            Phase::Damage => "attack phase: damage step",
            Phase::Close => "attack phase: close step",
            Phase::End => "end phase",
        }
    }
}

/// One piece of work.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// 6.2.1.2: the seat chooses its first entry card.
    FirstEntry(Seat),
    /// 6.2.1.3–6.2.1.5: shuffle, the first player, the opening hands.
    Deal,
    /// 6.2.1.6: a player of the second player's side puts a partner into the energy area.
    SecondPartner(Seat),
    /// 6.2.1.7: the first turn begins.
    Begin,
    /// 7.2: the standby phase.
    Standby,
    /// 7.3.1: the energy phase starts.
    EnergyStart,
    /// 7.3.2.1: up to one partner into the energy area.
    EnergyPartner(Seat),
    /// 7.3.2.2: up to one other card face down into the energy area.
    EnergyCard(Seat),
    /// 7.4.1: the main phase starts.
    MainStart,
    /// 7.4.2: the turn player's main-phase action.
    MainAction,
    /// 5.14.1: `left` more energy to pay, one card at a time.
    Pay {
        /// Who pays.
        seat: Seat,
        /// How many cards are still to rest.
        left: u8,
    },
    /// 9.7.4.1: the played character is put where it was played.
    Resolve(Destination),
    /// 7.4.2.2: the entry character moves to the empty slot.
    MoveToSlot(u8),
    /// 8.2.1–8.2.2: the start step, up to its check timing.
    StartStep,
    /// 8.2.3–8.2.4: end attacking or declare an attack.
    Declare,
    /// 8.2.4.4: whether the attack is also a partner attack.
    PartnerAttack,
    /// 8.3.1–8.3.2: the block step, up to its check timing.
    BlockStep,
    /// 8.3.3: `Seat` may block.
    Guard(Seat),
    /// 8.4.1–8.4.2: the damage step, up to its check timing.
    DamageStep,
    /// 8.4.3: damage.
    DamageDealt,
    /// 8.5.1–8.5.2: the close step, up to its check timing.
    CloseStep,
    /// 8.5.2–8.5.5: the rest of the close step.
    CloseEnd,
    /// 7.6.1–7.6.2: the end phase, up to its check timing.
    EndPhase,
    /// 7.6.3–7.6.6: the rest of the end phase.
    EndRest,
    /// 9.6.2: a check timing.
    Check,
    /// 9.5.2, 9.7.4.2: the next action of the ability being played.
    Ability,
    /// 9.6.2.2: the check timing starts over after an auto ability was played; what it does
    /// adds to what the check timing did (7.6.6).
    CheckAgain,
    /// 9.7.3: counter processing for the character card being played, after its cost.
    CounterCard,
    /// 9.7.3: the next piece of the counter process under way.
    Counter,
}

/// A character played from the hand (9.7.2.1): the card and where it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Play {
    /// The card, held apart while its cost is paid.
    pub card: ObjectId,
    /// The entry, or member slot 0, 1 or 2.
    pub to: Destination,
}

/// Where a character is played (9.7.2.1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Destination {
    /// エントリー.
    Entry,
    /// A member slot (メンバー枠), from 0.
    Slot(u8),
}

/// One option of a pending decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// 6.2.1.2 / 6.2.1.6 / 7.3.2: this card (by object).
    Card(ObjectId),
    /// Choose none ("up to 1", 1.3.5.1), or decline (no block).
    Nothing,
    /// 7.4.2.1: play the character.
    Play(Play),
    /// 7.4.2.2: move the entry character to the empty slot.
    MoveToSlot(u8),
    /// 7.4.2.4: set the Re-birth card and draw.
    SetRebirth(ObjectId),
    /// 7.4.2.5 / 8.2.3: go to the attack phase, or end attacking.
    Proceed,
    /// 8.2.4: attack `target`, resting the member.
    Attack {
        /// The supporting member.
        member: ObjectId,
        /// The attacked player.
        target: Seat,
    },
    /// 8.2.4.4: rest 3 partners too.
    PartnerAttack,
    /// 8.3.3: discard this card to block.
    Block(ObjectId),
    /// 5.14.1: rest this energy card.
    Rest(ObjectId),
    /// 12.5.7.2.3, 12.5.7.2.4: another player of the turn team acts next.
    HandOver(Seat),
    /// 9.8.3: play this pending auto ability (its index among the pending).
    Pending(u16),
    /// 9.2.2.2: drop this pending once-per-turn auto ability instead of playing it.
    Drop(u16),
    /// 7.4.2.3: play activated ability `.1` of card `.0`.
    Activate(ObjectId, u8),
    /// 9.7.3.1: present a cancel ability and pay its cost.
    Present(super::counter::Presentation),
    /// 12.5.5: designate this player as 「相手」 for the ability being played.
    Opponent(Seat),
}

/// What a pending decision asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DecisionKind {
    /// 6.2.1.2.
    FirstEntry,
    /// 6.2.1.6.
    SecondPartner,
    /// 7.3.2.1.
    EnergyPartner,
    /// 7.3.2.2.
    EnergyCard,
    /// 7.4.2.
    Main,
    /// 5.14.1.
    Pay,
    /// 8.2.3–8.2.4.
    Attack,
    /// 8.2.4.4.
    PartnerAttack,
    /// 8.3.3.
    Block,
    /// 10.4.1-2, 9.8.3: which pending auto ability to play.
    AutoAbility,
    /// 9.8.3.1.1: pay an auto ability's optional cost, or not play it.
    OptionalCost,
    /// 「～してよい」: do an optional step or not.
    OptionalStep,
    /// One more card for an effect's pick, or stop (1.3.5.1, 9.7.4.3).
    EffectChoice,
    /// One more card drawn or looked at, or stop (5.9.3, 5.10.3).
    UpTo,
    /// 9.7.3.1: present a cancel ability, or pass.
    Counter,
    /// 12.5.5: which opponent 「相手」 names for the ability being played.
    Opponent,
}

/// The decision the engine waits for.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PendingDecision {
    /// Who decides.
    pub seat: Seat,
    /// What is asked.
    pub kind: DecisionKind,
    /// The legal options.
    pub options: Vec<Choice>,
}

/// The attack under way (8.2.4.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Attack {
    /// The attacking player.
    pub attacker: Seat,
    /// The attacking character (the attacker's entry).
    pub attacking: Option<ObjectId>,
    /// The attacked player.
    pub target: Seat,
    /// The attacked character (the target's entry).
    pub attacked: Option<ObjectId>,
    /// The supporting member.
    pub supporter: ObjectId,
    /// A partner attack (8.2.4.4).
    pub partner: bool,
    /// Blocked (8.3.3.2).
    pub blocked: bool,
}
