//! The card language: what a card's kotodama ability and ukemi ability do, as typed data. Each
//! action names the rule that defines it; targets are chosen at entry (1204.2e).

use super::lang::{NsAmount, NsCond};
use fuda_kernel::Seat;
use fuda_kernel::lang::Slot;
use serde::{Deserialize, Serialize};

/// 種類 (type), 205.2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// キャラクター: goes to the field when it resolves (602.2).
    Character,
    /// コトダマ: does its effect when it resolves, then goes to Ohigan (1205.1c-2).
    Kotodama,
}

/// レアリティ (rarity, 213): no game meaning, but packs are opened by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rarity {
    /// Common.
    Common,
    /// Uncommon.
    Uncommon,
    /// Rare.
    Rare,
}

/// Keyword abilities (1400) and the rule-backed "cannot be redirected" text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Keyword {
    /// インターラプト (1402.2): once per turn, an aisatsu on this card's controller may be
    /// redirected to this card.
    Interrupt,
    /// インターラプト・カイゼン (1402.3): as Interrupt, and also an aisatsu on another of the
    /// controller's characters.
    InterruptKaizen,
    /// 「これのアイサツはインターラプトやインターラプト・カイゼンによって変更されない。」
    /// (705.3a-2).
    Unredirectable,
    /// サツバツ (1403): at the end of an ikusa damage step in which this character was
    /// aisatsu'd, it kills 1 character that aisatsu'd it this turn.
    Satsubatsu,
}

impl Keyword {
    /// Every keyword ability, in the order above: what a character's view lists.
    pub const ALL: [Keyword; 4] =
        [Keyword::Interrupt, Keyword::InterruptKaizen, Keyword::Unredirectable, Keyword::Satsubatsu];
}

/// 誘発条件 (1201.1b): when a triggered ability triggers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Trigger {
    /// これがエントリーした時: this card has been entered onto the Kotodama space (1204.2k); the
    /// ability works from there, so it resolves before the card does (rulings).
    Enters,
    /// これが登場した時 (1315): this character was put onto the field from another zone.
    Appears,
    /// これがアイサツした時 (704.7).
    Aisatsus,
    /// これが殺された時 (1311): this character was killed; the ability is entered from Ohigan
    /// (1209.9), reading the character as it was on the field (1209.6b).
    Killed,
    /// これがイクサで殺された時 (1216.6): this character was dealt ikusa damage and died from it at
    /// the next rule check.
    KilledInIkusa,
    /// これがダメージを受けた時 (1102.5): this character received 1 or more damage.
    ReceivesDamage,
    /// あなたのターン開始時 (502.2b): while this character is on the turn player's field.
    YourTurnStart,
    /// あなたのターン終了時 (505.1).
    YourTurnEnd,
    /// あなたのキャラクターが殺された時 (1311): one of the controller's characters was killed.
    YourCharacterKilled,
    /// あなたの手札が0枚である時 (1209.8): a state trigger; it triggers whenever its controller
    /// has no hand cards and it is not already waiting or in the Kotodama space.
    HandEmpty,
    /// これがオジギした時 (1310.2): this character became tapped, whatever tapped it.
    Bows,
    /// これがアンタイ・オジギした時 (1310.1): this character became untapped.
    Untaps,
}

/// A triggered ability (1201.1b, 1209).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Triggered {
    /// 能力名 (209.6): a name printed as 「(名称)—」; it has no rules meaning.
    #[serde(default)]
    pub name: Option<String>,
    /// (手札): the ability works while its card is in its owner's hand, a hidden zone; it
    /// triggers only if the card is revealed (1209.3a), and the owner may keep it hidden
    /// instead (1209.3b).
    #[serde(default, rename = "from-hand")]
    pub from_hand: bool,
    /// When it triggers: a printed "when this …", or an event pattern.
    pub when: super::event::When,
    /// 「この能力は1ターンにN度しか誘発しない」: it triggers at most N times a turn.
    pub per_turn: Option<u8>,
    /// What it does.
    pub effect: Effect,
}

/// The cost of an activated ability, paid in the written order (1203.4): the bow, the ether,
/// then the processes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields, default)]
pub struct ActivationCost {
    /// Pay N ether (1312).
    pub ether: u8,
    /// これをオジギする: this character bows; impossible if it is tapped already (1310.2, 1203.2).
    pub ojigi_this: bool,
    /// The rest of the cost, processes as a Tatsujin cost has them (`discard`, `jitsu`,
    /// `reveal`, `damage-you`, `damage-chosen`, `ojigi-cards`); the ability is offered only if
    /// all of it can be paid (1203.2, 1208.1).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub pay: Vec<Action>,
}

/// An activated ability, 「(コスト):(効果)」 (1201.1a, 1208): its controller may enter it while
/// holding priority, paying the cost.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Activated {
    /// 能力名 (209.6): a name printed as 「(名称)—」; it has no rules meaning.
    #[serde(default)]
    pub name: Option<String>,
    /// The cost.
    #[serde(default)]
    pub cost: ActivationCost,
    /// What it does.
    pub effect: Effect,
}

/// Whom a continuous ability affects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Affected {
    /// これ: this character.
    This,
    /// あなたの場の他のキャラクター: your other characters.
    YourOthers,
    /// あなたの場のキャラクター: your characters, this one included.
    Yours,
    /// 相手の場のキャラクター: your opponent's characters.
    Opponents,
}

/// What a continuous ability gives, each part in its layer (1213.1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Grant {
    /// 〈X〉を得る (1325.1): an attribute, layer b.
    Attribute(String),
    /// 「…」を得る (1325.2): a keyword ability, layer c.
    Keyword(Keyword),
    /// 「…」を失う (1327.1): every instance of a keyword ability, layer c; a gain and a loss
    /// apply in timestamp order (1213.3b).
    LoseKeyword(Keyword),
    /// 与えるダメージはN点増加する (1326.1): the damage these characters deal, in ikusa or
    /// by their abilities' effects, is N more.
    MoreDamage(u8),
    /// アイサツできない: these characters cannot aisatsu; a prohibition wins over an instruction
    /// (104.4), so they are not offered at 704.3.
    CannotAisatsu,
    /// 「プレイヤーにアイサツできない」: these characters may aisatsu only characters (704.4).
    CannotAisatsuPlayers,
    /// 「アイサツするには(コスト)が必要」: to aisatsu, a character's controller pays these
    /// processes after it bows (704.5), in the written order (1203.4); a character whose cost
    /// cannot be paid is not offered (the aisatsu could not be made, 704.5).
    AisatsuCost(Vec<Action>),
    /// +N/+M (1303): Karate and durability, layer f.
    Stats {
        /// Karate change.
        #[serde(default)]
        karate: i32,
        /// Durability change.
        #[serde(default)]
        durability: i32,
    },
}

/// A continuous ability (1201.1c, 1210): it applies while its character is on the field (1202.2).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Continuous {
    /// 能力名 (209.6): a name printed as 「(名称)—」; it has no rules meaning.
    #[serde(default)]
    pub name: Option<String>,
    /// Whom it affects.
    pub to: Affected,
    /// <X>: only affected characters whose attributes include X, read after every attribute
    /// grant (1213.3a).
    pub attribute: Option<String>,
    /// What it gives.
    pub grant: Grant,
}

/// A ■ ability of a character (209.2).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ability {
    /// 誘発能力.
    Triggered(Triggered),
    /// 起動能力.
    Activated(Activated),
    /// 常時能力.
    Continuous(Continuous),
    /// 常時能力 that changes what entering cards from the hand costs (1204.2g-4/5/6).
    Cost(CostModifier),
    /// 置換効果 (1214): a continuous ability that makes an event happen as another.
    Replace(Replacement),
}

/// 「(事象)場合、代わりに(事象)」 (1214): while its character is on the field (1202.2).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Replacement {
    /// 能力名 (209.6): no rules meaning.
    #[serde(default)]
    pub name: Option<String>,
    /// The event it replaces.
    pub event: ReplacedEvent,
    /// What happens instead.
    pub instead: Instead,
    /// 「代わりに…してもよい」: the affected player may decline it (1214.3).
    #[serde(default)]
    pub optional: bool,
}

/// An event a replacement replaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ReplacedEvent {
    /// これが殺される場合.
    ThisKilled,
    /// あなたの他のキャラクターが殺される場合.
    YourOtherKilled,
    /// あなたが手札を捨てる場合 (1309).
    YourDiscard,
    /// これがダメージを受ける場合 (1102.4c): the amount of damage this character would be
    /// dealt.
    ThisDealtDamage,
    /// あなたがダメージを受ける場合: damage the controller, a player, would be dealt (1102.4a).
    YouDealtDamage,
    /// 相手がダメージを受ける場合: damage the controller's opponent would be dealt.
    OpponentDealtDamage,
}

/// What happens instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Instead {
    /// 代わりに持ち主の手札に戻す: a killed character goes to its owner's hand.
    ReturnToHand,
    /// 代わりに除外する (1324): the card goes to its owner's exclusion zone.
    Exclude,
    /// 代わりにそれのダメージを0にし、オジギする: a killed character stays, its damage 0, tapped.
    Endure,
    /// 代わりにN少ないダメージを受ける: the damage is dealt N less (1102.4c).
    Reduce(u8),
    /// 代わりに2倍のダメージを受ける: the player is dealt twice the damage.
    Double,
    /// 代わりにもう一方のプレイヤーがそのダメージを受ける: the other player is dealt it.
    Redirect,
}

/// 「(条件)のカードのコストは…」: a change to the ether a card costs to enter, applied after its
/// cost and any additional cost (1204.2g).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct CostModifier {
    /// 能力名 (209.6): no rules meaning.
    #[serde(default)]
    pub name: Option<String>,
    /// Whose entries: `own` (the controller's) or `opponent`; `any` for both.
    pub side: Side,
    /// Only cards of this type.
    pub kind: Option<Kind>,
    /// How the cost changes.
    pub change: CostChange,
}

/// How a cost modifier changes the cost, in the order of 1204.2g-4, -5 and -6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CostChange {
    /// 「…はNになる」 (1204.2g-4): applied first.
    Becomes(u8),
    /// 「…はN多くなる」 (1204.2g-5): applied second.
    Increase(u8),
    /// 「…はN少なくなる」 (1204.2g-6): applied last, never below 0.
    Decrease(u8),
}

impl Ability {
    /// 能力名 (209.6), if printed.
    pub fn name(&self) -> Option<&String> {
        match self {
            Ability::Triggered(t) => t.name.as_ref(),
            Ability::Activated(a) => a.name.as_ref(),
            Ability::Continuous(c) => c.name.as_ref(),
            Ability::Cost(c) => c.name.as_ref(),
            Ability::Replace(r) => r.name.as_ref(),
        }
    }

    /// The ability's effect, for the kinds that are entered.
    pub fn effect(&self) -> Option<&Effect> {
        match self {
            Ability::Triggered(t) => Some(&t.effect),
            Ability::Activated(a) => Some(&a.effect),
            Ability::Continuous(_) | Ability::Cost(_) | Ability::Replace(_) => None,
        }
    }
}

/// Whose cards a target may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// あなたの場の.
    Own,
    /// 相手の場の.
    #[default]
    Opponent,
    /// 場の: either player's.
    Any,
}

pub use super::target::Target;

/// One process of an effect, performed in text order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// N枚ドロー (1308): the controller draws N, one at a time; N is read when the process is
    /// reached (1304.3).
    Draw(NsAmount),
    /// それにNダメージを与える (1317): N damage to the target character; N may be an X worked out
    /// on resolution (1304.3, 1205.1b).
    Damage(NsAmount),
    /// Nダメージを割り振って与える (1305, 1317): N damage divided among the targets as the
    /// controller decides at entry, at least 1 each (1204.2f).
    Distribute(u8),
    /// 相手にNダメージを与える (1317): N damage to the opponent.
    DamageOpponent(NsAmount),
    /// あなたにNダメージを与える (1317): N damage to the controller.
    DamageYou(NsAmount),
    /// それを殺す (1311): the target character goes to its owner's Ohigan.
    Kill,
    /// それを持ち主の手札に戻す: the target character goes to its owner's hand.
    ReturnToHand,
    /// このターン、それは+N/+Mを得る (1303): until the end of the turn, or of this ikusa.
    Buff {
        /// Karate change: a number, or an amount read when the process is reached (1304.3).
        #[serde(default = "zero")]
        karate: NsAmount,
        /// Durability change, read as Karate is.
        #[serde(default = "zero")]
        durability: NsAmount,
        /// How long it lasts.
        #[serde(default)]
        until: Duration,
    },
    /// このターン、それのカラテ/耐久力はNになる: until the end of the turn the number is N,
    /// losing what it was (1213.5); later effects still apply over it (1213.3b).
    Set {
        /// The new Karate.
        karate: Option<i32>,
        /// The new durability.
        durability: Option<i32>,
    },
    /// このターン、(条件)のキャラクター全ては+N/+Mを得る: every character meeting the conditions
    /// when the effect resolves, and only those (1213.6), gets +N/+M this turn.
    BuffAll(super::filtered::BuffAll),
    /// N回復する (1319): the controller moves N cards of their Damage zone to Ohigan.
    Recover(u8),
    /// それをオジギする (1310.2): the target character is tapped.
    Ojigi,
    /// それをアンタイ・オジギする (1310.1): the target character is untapped.
    Untap,
    /// それを打ち消す (1321): the target card leaves the Kotodama space for its owner's Ohigan without
    /// resolving; its costs are not refunded (1321.2).
    Counter,
    /// このターン、それのコントロールを得る (306.4): the controller takes control of the target
    /// until the end of the turn; it moves to their field as the same object, keeping its damage,
    /// orientation and effects (302.3b), and goes back to its owner's field when the turn's
    /// effects end (505.3b).
    TakeControl,
    /// デッキを探す (1307): the controller looks through their deck on resolution for 1 card
    /// meeting the conditions, or fails to find one (1307.2); the card found is revealed
    /// (1307.3) and goes where `to` says; then the deck is shuffled (1316).
    Search(Search),
    /// 手札をN枚選んで捨てる (1309): the controller chooses N hand cards, one at a time, and they
    /// go to their Ohigan.
    Discard(u8),
    /// それらを持ち主のデッキの上に置く: the targets go on top of their owners' decks (302.5);
    /// arriving together in an ordered zone, each owner orders their own, unseen by the
    /// opponent (302.4).
    PutOnDeck,
    /// それを除外する (1324): the target goes to its owner's exclusion zone.
    Exclude,
    /// ジツ: N (1320): the controller turns N face-up cards of their Damage zone face down;
    /// with fewer than N face up, nothing happens (1320.1a).
    Jitsu(u8),
    /// …をアンブッシュする (1314): the controller chooses a character card of their own zone
    /// meeting the conditions and puts it onto their field; not an entry.
    Ambush(AmbushFrom),
    /// 「このターン終了時、それを…」 (1209.7): a delayed triggered ability made on resolution; at
    /// the next "at turn end" it triggers once and does these processes to the same target, if
    /// it is still on the field.
    AtTurnEnd(Vec<Action>),
    /// 手札の(条件)のカードを1枚公開する (1306): the controller shows a hand card meeting the
    /// conditions to every player until the effect ends (1306.1); a card already revealed is
    /// not revealed again (1306.2).
    Reveal(Reveal),
    /// 「その後、(条件)を1人選び、…」: a target chosen on resolution, when this process is
    /// reached, not at entry (1204.2e-3); with none to choose nothing more happens, and the card
    /// or ability could be entered all the same.
    ChooseThen {
        /// What may be chosen: one character.
        target: Target,
        /// What is done to it.
        #[serde(rename = "do")]
        actions: Vec<Action>,
    },
    /// 「(コスト)して、(効果)してもよい」 (1203.6/7): a cost paid on resolution. The controller may
    /// pay `cost` to have `then`; if they decline, or the cost cannot be paid, neither happens.
    May {
        /// The cost processes.
        cost: Vec<Action>,
        /// What paying them gives.
        then: Vec<Action>,
    },
    /// 「(条件)場合、(効果)。そうでない場合、(効果)」: the condition is read when this process is
    /// reached (1205.1: the processes are done in text order), and only one branch happens.
    If(Box<IfStep>),
    /// Names what the process before acted on (the cards it chose, moved, revealed or found; a
    /// declined or impossible process binds nothing done), so that later processes can read it:
    /// "that character", "the card added this way", "if you did".
    Bind(Slot),
    /// 「それ(ら)に…」 for a slot: the processes are done to each character the slot holds that is
    /// still on the field.
    On(OnSlot),
    /// 「デッキの上からN枚をオヒガンに置く」: the top N cards of a player's deck go to their
    /// Ohigan one at a time (304.3); with fewer, as many as there are (104.2).
    Mill(Mill),
    /// 「(領域)の(条件)のカードをN枚(まで)選ぶ」: the controller chooses cards of a group on
    /// resolution, one at a time, for later processes to act on (`bind`, `on`); in a public zone a
    /// matching card must be chosen unless it says "up to".
    Choose(Pick),
    /// 「…を手札に加える」: as `choose`, and each card chosen goes to its owner's hand, a new object
    /// there (302.3): Ohigan to the hand, for one.
    PutIntoHand(Pick),
    /// 「(条件)をN人(枚)選んでオジギする」 (1310.2): the controller chooses N untapped cards of a
    /// group of the field or the Ether zone, one at a time, and each bows; as a cost, offered only
    /// with N such cards (1203.2).
    OjigiCards(Pick),
    /// 「(条件)のキャラクターをN人選び、それぞれにMダメージを与える」 (1317.1): the controller
    /// chooses N characters of a group of the field on resolution, one at a time, and each is
    /// dealt M damage from the card whose text it is (1216.3); as a cost (「あなたのキャラクター1人
    /// に1ダメージを与える:」), offered only with N such characters (1203.2).
    DamageChosen(DamageChosen),
    /// 「Nエテルを支払う」 (1312.1): the controller taps N untapped Ether-zone cards of their choice;
    /// as a `may` cost, it is offered only if they have that many.
    PayEther(u8),
    /// 「各プレイヤーは…」: each player does the processes as if they were the effect's
    /// controller ("you" is that player), the turn player first (rulings).
    EachPlayer(Vec<Action>),
    /// Who does the processes that follow: put in by `each-player` as it runs. A saved game
    /// writes it with the effect it runs in; a card file may not (the loader refuses it).
    ActAs(Option<Seat>),
}

/// Cards chosen on resolution from a group.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Pick {
    /// Where from, and which.
    pub from: Box<super::lang::Group>,
    /// How many (1 when not written).
    #[serde(default = "one")]
    pub count: u8,
    /// N枚まで: the player may stop before `count`, even at none.
    #[serde(default)]
    pub up_to: bool,
}

/// Characters chosen on resolution and dealt damage: `{ from = { side = "own" }, amount = 1 }`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct DamageChosen {
    /// Which characters: a group of the field.
    pub from: Box<super::lang::Group>,
    /// How many (1 when not written), each a different one.
    #[serde(default = "one")]
    pub count: u8,
    /// The damage each is dealt.
    pub amount: u8,
}

impl DamageChosen {
    /// The same choice as a pick of the group, none of it optional.
    pub fn pick(&self) -> Pick {
        Pick { from: self.from.clone(), count: self.count, up_to: false }
    }
}

fn zero() -> NsAmount {
    fuda_kernel::lang::Amount::Num(0)
}

fn one() -> u8 {
    1
}

/// A step done only if its condition holds when it is reached.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct IfStep {
    /// The condition.
    pub cond: NsCond,
    /// What happens if it holds.
    pub then: Vec<Action>,
    /// What happens if it does not.
    #[serde(default, rename = "else", skip_serializing_if = "Vec::is_empty")]
    pub otherwise: Vec<Action>,
}

/// Processes done to what a slot holds.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct OnSlot {
    /// The slot.
    pub slot: Slot,
    /// The processes, each done to one character.
    #[serde(rename = "do")]
    pub actions: Vec<Action>,
}

/// Whose deck a mill takes from, and how many.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Mill {
    /// Whose deck: `own`, `opponent` or `any` (each player's, the controller first).
    pub side: Side,
    /// How many, read when the process is reached.
    pub count: NsAmount,
}

/// How long the +N/+M of a resolved effect lasts (1213.7–1213.9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Duration {
    /// このターン: until the end of the turn (505.3b).
    #[default]
    ThisTurn,
    /// このイクサ: until the end of this ikusa (706.8a); outside an ikusa its end has passed,
    /// so it does not start (1213.9).
    ThisIkusa,
    /// あなたの次のターン: from the start of its controller's next turn to that turn's end
    /// (1213.7).
    YourNextTurn,
    /// 相手の次のターン: from the start of the controller's opponent's next turn to that turn's
    /// end (1213.7); made during that opponent's turn, it waits for their following one.
    OpponentsNextTurn,
    /// No duration written: for the rest of the game, while the character stays (1213.8).
    Permanent,
}

pub use super::filtered::{BuffAll, FreeIf, Reveal, Search};

/// Where a searched card goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SearchTo {
    /// 手札に加える.
    Hand,
    /// アンブッシュする (1314): a character card only.
    Ambush,
}

pub use super::target::AmbushFrom;

/// A zone an ambush takes a character from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AmbushZone {
    /// オヒガン: public, so a matching card must be chosen if there is one (1307.1).
    Ohigan,
    /// 手札.
    Hand,
    /// エテル・ゾーン: it keeps its orientation (1314.1b).
    Ether,
}

impl Action {
    /// Whether the action is done to one character at a time, needing nothing else.
    pub fn acts_on_one(&self) -> bool {
        matches!(
            self,
            Action::Damage(_)
                | Action::Kill
                | Action::ReturnToHand
                | Action::Buff { .. }
                | Action::Set { .. }
                | Action::Ojigi
                | Action::Untap
                | Action::Exclude
                | Action::TakeControl
        )
    }

    /// Whether the action is done once for each target, rather than holding processes that are.
    pub fn per_target(&self) -> bool {
        self.uses_target() && !matches!(self, Action::May { .. } | Action::PutOnDeck | Action::If(_))
    }

    /// Whether the action is done to the chosen target.
    pub fn uses_target(&self) -> bool {
        match self {
            Action::Distribute(_) | Action::PutOnDeck | Action::Counter => true,
            Action::May { cost, then } => cost.iter().chain(then).any(Action::uses_target),
            Action::If(x) => x.then.iter().chain(&x.otherwise).any(Action::uses_target),
            // The rest act on the target exactly when they act on one character.
            _ => self.acts_on_one(),
        }
    }
}

/// 「Xは(条件)の数」: what an X counts.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct CountOf {
    /// Whose characters on the field: required, as everywhere a side is ambiguous (issue 23).
    pub side: Side,
    /// <X>: only those with this attribute.
    pub attribute: Option<String>,
}

/// An effect: an optional target chosen at entry and the processes, in text order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Effect {
    /// 「(条件)場合、」: the effect happens only if this holds when it starts resolving (1205.1);
    /// otherwise nothing of it happens, though its card or ability was entered all the same.
    #[serde(default, rename = "if", skip_serializing_if = "Option::is_none")]
    pub cond: Option<Box<NsCond>>,
    /// The target, if the text chooses one (「選び」).
    pub target: Option<Target>,
    /// The processes.
    #[serde(rename = "do", default)]
    pub actions: Vec<Action>,
    /// 「次から1つ選択」 (1204.2b): one of these is chosen at entry, and only it exists then;
    /// an effect with modes has no target or processes of its own.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub modes: Vec<Effect>,
}

impl Effect {
    /// The effect as entered: the chosen mode of a modal effect (1204.2b), or itself.
    pub fn in_mode(&self, mode: Option<u8>) -> Effect {
        match mode.and_then(|m| self.modes.get(usize::from(m))) {
            Some(m) => m.clone(),
            None => self.clone(),
        }
    }

    /// The amount a distribution divides among the targets, if the effect has one.
    pub fn distributed(&self) -> Option<u8> {
        self.actions.iter().find_map(|a| if let Action::Distribute(n) = a { Some(*n) } else { None })
    }
}

/// タツジン (1404): an additional cost the player may pay when entering the card (1204.2c), and
/// the processes that happen only if it was paid (1404.2a): after a kotodama's own, or when a
/// character resolves onto the field.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Tatsujin {
    /// The Tatsujin cost in ether, added to the card's cost (1204.2g-3).
    #[serde(default)]
    pub ether: u8,
    /// The rest of the Tatsujin cost: processes paid after the ether, in the written order
    /// (1203.4): `discard`, `jitsu`, `reveal`, `damage-you`, `ojigi-cards` on the field. The
    /// Tatsujin cost is offered only if all of it can be paid (1203.2, 1204.2i).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cost: Vec<Action>,
    /// What paying it adds; actions on "it" use the card's own target.
    #[serde(rename = "do")]
    pub actions: Vec<Action>,
}

/// ウケミ能力 (210, 1211): what a card revealed by a damage check does.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ukemi {
    /// 「これがエントリーする!」: the card itself is entered from the check zone, without paying
    /// (1211.2b).
    EnterThis,
    /// Any other ukemi: the ability itself is entered (1211.2c). With an ether cost it is written
    /// 「(コスト):(効果)」 and may be declined (1104.4a).
    Ability {
        /// The ether to pay, for the `(cost):(effect)` form.
        #[serde(default)]
        ether: u8,
        /// What it does.
        effect: Effect,
    },
}
