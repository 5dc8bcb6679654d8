//! The typed effect language of Digimon cards: colours, keywords (16), timings (15-16),
//! conditions (15-6), optional processing conditions (15-7), targets (15-10), actions and
//! durations. Card files are parsed into these types; `render` turns them back into text.

mod action;
mod timing;

pub use action::{
    Action, AttackSpec, CardPick, ChooseOne, Count, Look, LookZone, MaterialPlace, OptionArea, OptionFrom, PlaceFrom,
    PlaceOption, Replacement, Reveal, StackEnd,
};
pub use timing::{Timing, TimingSet};

use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// 色 (colour), rule 2-4-2: the seven colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Color {
    /// 赤
    Red,
    /// 青
    Blue,
    /// 黄
    Yellow,
    /// 緑
    Green,
    /// 黒
    Black,
    /// 紫
    Purple,
    /// 白
    White,
}

/// カードの種類 (card category), rule 2-2-2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardKind {
    /// デジタマカード (Digi-Egg), 2-2-3: goes in the digitama deck.
    DigiEgg,
    /// デジモンカード, 2-2-4.
    Digimon,
    /// テイマーカード, 2-2-5.
    Tamer,
    /// オプションカード, 2-2-6.
    Option,
}

pub use super::icon::Icon;
pub use super::keyword::Keyword;

/// 【自分のターン】/【相手のターン】/【お互いのターン】: when a continuous effect applies (15-16-8/9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TurnScope {
    /// 【自分のターン】
    YourTurn,
    /// 【相手のターン】
    OpponentsTurn,
    /// 【お互いのターン】
    AllTurns,
}

/// Whose cards an effect looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// 自分の
    Own,
    /// 相手の
    #[default]
    Opponent,
    /// Either player's.
    Any,
}

/// How the objects of an action are found (15-10, 15-11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Pick {
    /// このデジモン: the Digimon (or Tamer) whose effect this is.
    This,
    /// Single-target processing (15-11-1): the controller chooses `count` objects.
    #[default]
    Choose,
    /// 全て: global processing (15-11-2), no choice.
    All,
}

/// Which kind of object in the battle area a target is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Subject {
    /// デジモン
    #[default]
    Digimon,
    /// テイマー
    Tamer,
    /// デジモン/テイマー: either (4-21-1: 「○○/△△」 means ○○ or △△).
    DigimonOrTamer,
}

/// A target description: which objects an action affects. The filter fields are conditions
/// every chosen object must meet at the moment of choice (15-11-1-3).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields, default)]
pub struct Target {
    /// This, choose or all.
    pub pick: Pick,
    /// Whose.
    pub side: Side,
    /// Digimon or Tamer.
    pub subject: Subject,
    /// How many to choose ("X体"), 1 when not written.
    pub count: Option<u8>,
    /// "X体まで": the controller may choose fewer (but at least 1, rule 1-3-6).
    pub up_to: bool,
    /// DP X以下: a written DP limit, which number modifiers of deletion effects change
    /// (15-15-5-1/2).
    pub max_dp: Option<i32>,
    /// このデジモンのDP以下: DP at most the DP this effect's Digimon has when the objects are
    /// chosen. The limit is not a written number, so number modifiers leave it alone
    /// (15-15-5-3). Nothing matches once this Digimon has left the battle area.
    pub max_dp_of_this: bool,
    /// DP X以上.
    pub min_dp: Option<i32>,
    /// Lv.X以下.
    pub max_level: Option<u8>,
    /// 登場コストX以下.
    pub max_play_cost: Option<u8>,
    /// 自分のセキュリティの枚数以下のLv.: the level limit is the controller's security count,
    /// read when the targets are chosen (15-8-3-7).
    pub max_level_your_security: bool,
    /// 登場したデジモンのLv.以下: the level limit is the level the Digimon this effect is about
    /// (the one whose play triggered it) had when the effect triggered, even if it has
    /// digivolved or left since (15-8-3-8). Nothing matches for an effect about no Digimon.
    pub max_level_of_that: bool,
    /// Only suspended (true) or only active (false) ones.
    pub suspended: Option<bool>,
    /// Only ones with this keyword.
    pub keyword: Option<Keyword>,
    /// Only ones whose top card has this icon written on it (「<X>の記述がある」, 4-20):
    /// the printed text counts, not effects gained from sources or other cards (4-20-2).
    pub written: Option<Icon>,
    /// Only ones with no digivolution sources (進化元を持たない).
    pub no_sources: bool,
    /// Only ones whose name contains this text (名称に「X」を含む, 2-3-1-3).
    pub name_contains: Option<String>,
    /// Only ones with a trait equal to this (特徴に「X」を持つ, 2-3-2-3).
    #[serde(rename = "trait")]
    pub trait_is: Option<String>,
    /// Only ones with a trait containing this (特徴に「X」を含む, 2-3-2-4).
    pub trait_contains: Option<String>,
    /// Not this Digimon itself (他の).
    pub other: bool,
    /// 最もDPの低い: only those with the lowest DP among the ones meeting the other filters.
    pub lowest_dp: bool,
    /// 進化元効果を持つ: only those whose top card has an inherited effect box; a card without
    /// one cannot be referred to for it (2-3-4-2).
    pub has_inherited_effect: bool,
    /// リンク効果を持つ: only those whose top card has link effects; a card without them cannot
    /// be referred to for them (2-3-12-7).
    pub has_link_effect: bool,
}

impl Target {
    /// The number to choose (1 when not written).
    pub fn count(&self) -> u8 {
        self.count.unwrap_or(1)
    }
}

/// How long an effect created by an action lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Duration {
    /// このターンの間 / ターン終了時まで.
    #[default]
    ThisTurn,
    /// 次の相手のターン終了まで.
    UntilEndOfOpponentsNextTurn,
    /// このアタックの終了まで.
    ThisAttack,
}

/// 処理条件 (processing condition), 15-6: "～なら" / "～の間". Read from the point of view of
/// the effect's controller.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Condition {
    /// メモリーがX以下 (4-1-2): own-side X or further toward the opponent.
    MemoryAtMost(i8),
    /// メモリーがX以上 (4-1-2).
    MemoryAtLeast(i8),
    /// このデジモンに進化元がX枚ある (4-23-1: X or more).
    SourcesAtLeast(u8),
    /// このデジモンがレスト状態.
    ThisSuspended,
    /// 自分のテイマーがいる.
    YouHaveTamer,
    /// 相手のデジモンがいる.
    OpponentHasDigimon,
    /// 自分のセキュリティがX枚以下.
    YourSecurityAtMost(u8),
    /// 相手のセキュリティがX枚以下.
    OpponentsSecurityAtMost(u8),
    /// 名称に「X」を含む自分のデジモンがいる.
    YouHaveDigimonNamed(String),
    /// 特徴に「X」を持つ自分のデジモンがいる (2-3-2-3). Only battle-area Digimon count: the
    /// effect does not name the breeding area (3-4-5-8).
    YouHaveDigimonWithTrait(String),
    /// For "would be deleted" effects: the deletion is by battle (Barrier, 16-24).
    DeletionInBattle,
    /// For "would be deleted" effects: the deletion is not by the controller's own effect
    /// (Scapegoat, 16-31).
    DeletionNotByYourEffect,
    /// メモリーが相手側X以上 (4-1-3): at least X on the opponent's side.
    OpponentsSideMemoryAtLeast(i8),
    /// For Decoy (16-17-1): the Digimon about to be deleted has this colour, and an opponent's
    /// effect is deleting it.
    DecoyTarget(Color),
    /// For "would leave" effects: not by battle (Decode, 16-35-1).
    LeaveNotInBattle,
    /// For "would leave" effects: neither by battle nor by the controller's own effect
    /// (Partition, 16-28-1).
    LeaveNotByYouOrBattle,
    /// X枚デジクロスしていた (7-2-2-9/10): this Digimon was played with at least X DigiXros
    /// materials.
    #[serde(rename = "digixrossed-at-least", alias = "digi-xrossed-at-least")]
    DigiXrossedAtLeast(u8),
    /// 進化元を持たない…デジモンが進化するとき: in a digivolve window, the digivolving Digimon (for
    /// DNA digivolution, one of the two) has no digivolution cards.
    DigivolvingHasNoSources,
    /// そのデジモンがLv.X以上なら: the Digimon the effect is about (the one played, or the one
    /// digivolving) has a level of at least X now (15-8-3-9-3).
    ThatDigimonLevelAtLeast(u8),
    /// そのデジモンがLv.Xなら: the Digimon the effect is about has level X now.
    ThatDigimonLevelIs(u8),
    /// 他の自分のデジモンがいない: the controller has no Digimon other than this one.
    NoOtherOwnDigimon,
    /// 自分のターンの間: it is this player's turn (for 【自分のターン】 on a triggered effect).
    YourTurn,
    /// 相手プレイヤーにアタックしていたなら (11-2-7-6): this Digimon's attack in progress was
    /// declared against the opponent, whatever the target is now.
    AttackedOpponent,
    /// デジモンにアタックしていたなら (11-2-7-6): this Digimon's attack in progress was declared
    /// against a Digimon.
    AttackedDigimon,
    /// このデジモンに<X>の記述がある (4-20-1): this Digimon's top card has the icon X written on
    /// it. Its sources' inherited effects do not give it the text (4-20-2).
    ThisHasWritten(Icon),
}

/// 任意処理条件 (optional processing condition), 15-7: "～ことで". Performed in full or not at
/// all (15-7-3); if it is not performed, nothing after it happens (15-7-2).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Cost {
    /// 自分の手札をX枚破棄することで.
    TrashFromHand(u8),
    /// このデジモン/テイマーをレストさせることで.
    SuspendThis,
    /// 自分のセキュリティを上から1枚破棄することで.
    TrashTopSecurity(u8),
    /// このデジモンの進化元をX枚破棄することで: the controller chooses which (16-36, 16-13).
    TrashSources(u8),
    /// このデジモンの一番上のカードを破棄することで (Armor Purge, 16-18); needs a card under it.
    TrashTopOfStack,
    /// 他の自分のデジモン1体を消滅させることで (Scapegoat, 16-31).
    DeleteOtherOwnDigimon,
    /// 他の自分のデジモン1体をレストさせることで (Alliance, 16-23).
    SuspendOtherOwnDigimon,
    /// このカードを破棄することで, not on the turn it was put in the battle area (Delay, 16-16).
    TrashThis,
    /// このデジモンを消滅させることで (Decoy, 16-17).
    DeleteThis,
    /// 自分のトークンか指定の他の自分のデジモン1体を消滅させることで (Overclock, 16-33): one of your
    /// tokens, or another of your Digimon with the card's Overclock trait.
    DeleteTokenOrTrait,
}

/// Modifications an action or a continuous effect applies to a Digimon.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Buff {
    /// DP+X / DP-X.
    Dp(i32),
    /// Gains a keyword effect.
    Keyword(Keyword),
    /// アタックできない.
    CannotAttack,
    /// ブロックできない.
    CannotBlock,
    /// アクティブ状態の相手のデジモンにもアタックできる: a permission (15-1-3).
    CanAttackActive,
    /// このデジモンはアタックされない: a prohibition, which beats permissions (15-1-3).
    CannotBeAttacked,
    /// 元のDPをXにする: changes the original DP; the later change wins (15-12-2-3, 15-8-2-5).
    BaseDp(i32),
    /// 元々の名称を「X」に変更する (information change, 15-12-2-1): the Digimon's name becomes X
    /// instead of its printed one; the change made last wins (15-12-2-3). Only given by `give`.
    Name(String),
    /// 色を…に変更する (information change, 15-12-2-1): the Digimon's colours become these.
    Colors(Vec<Color>),
    /// 「Lv.Xとしても扱う」 (information added, 15-12-1-3): the 1体 has level X, even if its card
    /// has none; of several the last added wins, over the printed one too.
    Level(u8),
    /// 「登場コストXとしても扱う」 (information added, 15-12-1-3): the 1体 has play cost X.
    PlayCost(u8),
    /// 相手の効果を受けない (15-15-6): the opponent's effects have no effect on it; it can still
    /// be chosen (15-15-6-3), and what the opponent gives it is not held (15-15-6-4).
    Unaffected,
    /// DP消滅効果の上限+X / -X (15-15-5-1/2): the written DP limit (`max-dp`) of every deletion
    /// effect of the affected player changes by X. A limit that is not a written number, such
    /// as "this Digimon's DP" (`max-dp-of-this`), does not change (15-15-5-3). Only in a
    /// continuous effect that affects `your-effects` or `opponents-effects`.
    DeleteDpLimit(i32),
    /// レストできない: it cannot be suspended, by effects, costs, attacking or blocking.
    CannotBeSuspended,
    /// 「デジモン・DP Xとしても扱う」 (information added, 15-12-1-1): a Tamer is also treated as a
    /// Digimon with DP X. It follows the rules of Digimon (15-12-1-4), stays a Tamer too
    /// (15-12-1-6), and X is its original DP (15-12-1-5); on a card that has DP already, the
    /// DP added last wins (15-12-1-3).
    AlsoDigimon(i32),
    /// 「…はテイマーの効果以外でメモリーをプラスできない」: the affected player's effects cannot
    /// add memory unless they are Tamer effects (15-2-1-2); a Tamer also treated as a Digimon
    /// counts as both (15-12-1-6). Only for `your-effects` / `opponents-effects`.
    MemoryGainOnlyByTamers,
    /// 「このカードは色条件を無視して使用できる」: this Option may be used without meeting its
    /// colour requirement (4-19). Read from the card in the hand, usually under an `if`.
    IgnoreColorRequirement,
}

impl Buff {
    /// Whether this buff changes effects rather than Digimon, so it goes with `your-effects` or
    /// `opponents-effects` (15-15-5, 15-2).
    pub fn is_effect_rule(&self) -> bool {
        matches!(self, Buff::DeleteDpLimit(_) | Buff::MemoryGainOnlyByTamers)
    }
}

/// Which objects a continuous effect modifies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Affects {
    /// このデジモン.
    #[default]
    This,
    /// 自分のデジモン全て.
    YourDigimon,
    /// 相手のデジモン全て.
    OpponentsDigimon,
    /// 自分の発揮する効果 (15-15-5): the effects you perform, for a number modifier.
    YourEffects,
    /// 相手の発揮する効果 (15-15-5): the effects your opponent performs, for a number modifier.
    OpponentsEffects,
}

/// Where a card must be for its effect to trigger and activate: the zone icons of 15-14-2..4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum EffectZone {
    /// No icon: the card is in the battle area (15-1-7); a breeding-area card's effects are
    /// silent (3-4-5-4).
    #[default]
    Area,
    /// {手札} (15-14-2-1): while in the hand; the card is revealed to activate it.
    Hand,
    /// {トラッシュ} (15-14-3-1): while in the trash.
    Trash,
    /// {育成} (15-14-4-1): while it is the top card in the breeding area.
    Breeding,
    /// {セキュリティ} (15-14-5-1): while it lies face up in security.
    Security,
}

impl EffectZone {
    /// The timings a zone-icon effect may have: activated [Main] effects and the timings that
    /// do not depend on the card being in the area.
    pub fn allows(self, timing: Timing) -> bool {
        self == EffectZone::Area
            || matches!(
                timing,
                Timing::Main
                    | Timing::StartOfYourTurn
                    | Timing::StartOfOpponentsTurn
                    | Timing::EndOfYourTurn
                    | Timing::EndOfOpponentsTurn
                    | Timing::StartOfYourMainPhase
                    | Timing::WhenYourSecurityDecreases
                    | Timing::WhenOpponentsDigimonDeleted
                    | Timing::WhenCardPlacedInYourTrash
                    | Timing::WhenYourTrashIncreases
            )
    }
}

/// A triggered, activated or immediate effect (15-8-3, 15-8-4, 15-8-5).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Triggered {
    /// The zone icon, if any (15-14-2..4).
    pub zone: EffectZone,
    /// The timing icon.
    pub timing: Timing,
    /// [ターンに1回] (15-14-1).
    pub once_per_turn: bool,
    /// "～できる": the controller may decline when it activates (15-9-2).
    pub optional: bool,
    /// A processing condition on the whole effect: if false at activation, it cannot activate (15-6-3).
    pub condition: Option<Condition>,
    /// An optional processing condition ("～ことで", 15-7).
    pub cost: Option<Cost>,
    /// The processes, in text order.
    pub actions: Arc<[Action]>,
}

/// A continuous effect (常在型, 15-8-2).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Continuous {
    /// When it applies.
    pub during: TurnScope,
    /// Applies only while this holds (15-8-2-6).
    pub condition: Option<Condition>,
    /// What it modifies.
    pub affects: Affects,
    /// A condition on whom `your-digimon`/`opponents-digimon` affects (15-11-2-3-1).
    pub filter: Option<UnitFilter>,
    /// The modification.
    pub buff: Buff,
}

/// 「進化元を持たない相手のデジモン全て」: a condition on the objects a continuous global effect
/// affects (15-11-2-3-1). It is read continuously: an object that stops meeting it stops being
/// affected (15-11-2-3-2), one that starts meeting it is affected from then on (15-11-2-3-3).
/// Only card information and sources, never DP or keywords, which the effect itself could change.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields, default)]
pub struct UnitFilter {
    /// 「X」: a name equal to this (2-3-1-2).
    pub name: Option<String>,
    /// 名称に「X」を含む (2-3-1-3).
    pub name_contains: Option<String>,
    /// 進化元を持たない.
    pub no_sources: bool,
    /// 特徴に「X」を持つ (2-3-2-3).
    #[serde(rename = "trait")]
    pub trait_is: Option<String>,
}

/// One effect of a card, validated from its file.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ability {
    /// Triggered, activated or immediate.
    Triggered(Triggered),
    /// Continuous.
    Continuous(Continuous),
}

impl Ability {
    /// This effect, if it is triggered, activated or immediate.
    pub fn as_triggered(&self) -> Option<&Triggered> {
        match self {
            Ability::Triggered(t) => Some(t),
            Ability::Continuous(_) => None,
        }
    }
}
