//! The typed effect language of Digimon cards: colours, keywords (16), timings (15-16),
//! conditions (15-6), optional processing conditions (15-7), targets (15-10), actions and
//! durations. Card files are parsed into these types; `render` turns them back into text.

mod action;
mod condition;
mod cost;
mod event;
mod filter;
mod moves;
mod play;
mod target;
mod timing;

pub(crate) use action::per_amount;
pub use action::{
    Action, AttackSpec, AttackWith, Ban, ByCost, CardPick, ChooseOne, Forbid, JogressBy, Look, LookZone, MaterialPlace,
    OptionArea, OptionFrom, PlaceFrom, PlaceOption, Replacement, Reveal, StackEnd,
};
pub use condition::{Amount, CardsIn, CardsZone, Condition, Fact, Query};
pub use cost::{Cost, CostStep};
pub use event::{CauseIs, Event, EventPhase, Pattern, TrashedFrom};
pub use filter::{CardFilter, Is, NumRange, PlayedBy, Ref, Stat};
pub use moves::{Destination, Face, MoveCards, Origin, RevealCards, RevealRest};
pub use play::{CardZone, DigivolveBy, Pay, PlayCard, Player};
pub use target::{Target, Total};
pub use timing::{Timing, TimingSet};

use fuda_kernel::lang::PerTurn;
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
    /// 相手のターン終了まで: to the end of the first opponent's turn that ends, this one if the
    /// effect is made during the opponent's turn (the 4-21-1 and 15-15-6-4 examples).
    UntilEndOfOpponentsTurn,
    /// 自分のターン終了まで: to the end of the first turn of the controller's that ends, this one
    /// if it is the controller's turn (the 15-12-2-1 example, a [Security] effect made in the
    /// opponent's turn, lasts through the controller's next turn).
    UntilEndOfYourTurn,
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
    /// be chosen (15-15-6-3), and what the opponent gives it is not held (15-15-6-4). The
    /// spelling of [`Buff::UnaffectedBy`] with the opponent's effects of every kind.
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
    /// 「プレイヤーにアタックできない」: it may attack Digimon only.
    CannotAttackPlayers,
    /// 「アクティブにならない」: it does not become active, in the unsuspend phase or by effects.
    CannotUnsuspend,
    /// 「ブロックされない」: no Digimon can block its attacks.
    CannotBeBlocked,
    /// 「このカードは色条件を無視して使用できる」: this Option may be used without meeting its
    /// colour requirement (4-19). Read from the card in the hand, usually under an `if`.
    IgnoreColorRequirement,
    /// 「X色としても扱う」 (information added, 15-12-1-3): the 1体 has this colour besides its
    /// own (or changed) colours; colours added by several effects are all had.
    AlsoColor(Color),
    /// 「「…」の効果を得る」: the Digimon holds a written triggered effect as its own while this
    /// lasts ([`crate::cards::granted`]). Only given by `give`.
    Effect(crate::cards::granted::Granted),
    /// 「…の効果を受けない」 (15-15-6): effects of this side and kind have no effect on it
    /// ("unaffected by your opponent's Digimon effects"); [`Buff::Unaffected`] is the spelling
    /// of side = opponent, any kind.
    UnaffectedBy(UnaffectedBy),
    /// 「このデジモンは…に進化できる」: a digivolve route granted to the 1体 (8-1-1): a hand
    /// card meeting `into` may digivolve onto it for `cost`, whether or not the 1体 meets the
    /// card's own conditions. Usually an inherited effect: the route is granted by the card below.
    DigivolveRoute(DigivolveRoute),
}

/// A digivolve route a modification grants ([`Buff::DigivolveRoute`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct DigivolveRoute {
    /// The cards it may digivolve into, by their printed information.
    pub into: CardFilter,
    /// The digivolve cost (8-1-3-2).
    pub cost: u8,
}

/// 効果の種類 (kind of an effect), 15-2-1: what activated it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EffectKind {
    /// デジモンの効果 (15-2-1-1): activated by a Digimon card, a Digimon or a security Digimon,
    /// and every inherited effect (15-3-2).
    Digimon,
    /// テイマーの効果 (15-2-1-2): activated by a Tamer card or a Tamer.
    Tamer,
    /// オプションカードの効果 (15-2-1-3): activated by an Option card.
    Option,
}

/// Whose effects, of which kind, a Digimon is unaffected by (15-15-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct UnaffectedBy {
    /// Whose effects, seen from the Digimon's controller: always written, as "unaffected by
    /// Digimon effects" and "by your opponent's Digimon effects" are different cards.
    pub side: Side,
    /// Which kind of effects; every kind when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<EffectKind>,
}

impl Buff {
    /// Whether this buff changes effects rather than Digimon, so it goes with `your-effects` or
    /// `opponents-effects` (15-15-5, 15-2).
    pub fn is_effect_rule(&self) -> bool {
        matches!(self, Buff::DeleteDpLimit(_) | Buff::MemoryGainOnlyByTamers)
    }

    /// Whose effects of which kind this makes a Digimon unaffected by (15-15-6), if it does.
    pub fn unaffected_by(&self) -> Option<UnaffectedBy> {
        if let Buff::UnaffectedBy(by) = self {
            Some(*by)
        } else {
            (*self == Buff::Unaffected).then(UnaffectedBy::default)
        }
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
    /// このデジモンの効果 (15-15-5): only the effects of this Digimon (its own and its inherited
    /// ones), for a number modifier such as its deletion effects' DP limit.
    ThisEffects,
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
    /// Whether it is no zone icon: the battle area.
    pub fn is_area(&self) -> bool {
        *self == EffectZone::Area
    }

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
                    | Timing::DigimonPlayed
                    | Timing::DigimonAttacks
                    | Timing::DigimonSuspended
                    | Timing::DigimonDigivolved
                    | Timing::SecurityDecreases
                    | Timing::DigimonDeleted
                    | Timing::CardsTrashed
                    | Timing::AddedToHand
                    | Timing::OptionUsed
            )
    }
}

/// A triggered, activated or immediate effect (15-8-3, 15-8-4, 15-8-5).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Triggered {
    /// The zone icon, if any (15-14-2..4).
    pub zone: EffectZone,
    /// The timing icon, or the first event of its pattern.
    pub timing: Timing,
    /// The further timing icons (or events) of the same effect, written once with it
    /// (「【登場時】【進化時】」): one effect, one [Once Per Turn] (15-14-1).
    pub also: Vec<Timing>,
    /// The event pattern the effect waits for, if it is written as one: whose subject, which,
    /// and whose turn.
    pub pattern: Option<Box<Pattern>>,
    /// [ターンに1回] / [ターンに2回] (15-14-1): how many times a turn it may be used, if limited.
    pub per_turn: Option<PerTurn>,
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    /// Where the card must be for it to apply: the battle area (no icon, 15-1-7), or face up in
    /// its owner's security ({セキュリティ}, 15-14-5-1; 3-7-4), never face down. Written out only
    /// when it is not the battle area, so that the effects before zones write out as they did.
    #[serde(default, skip_serializing_if = "EffectZone::is_area")]
    pub zone: EffectZone,
    /// 「…ごとに」 (15-15-7): a `dp` buff's number times this amount, read whenever the DP is
    /// (none below 0). It may not read DP, which it changes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per: Option<Amount>,
}

// Written out so that an effect without a zone icon or `per` hashes as it did before either was
// allowed on continuous effects: the card data hash that replays record stays the same.
impl std::hash::Hash for Continuous {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        let Continuous { during, condition, affects, filter, buff, zone, per } = self;
        during.hash(h);
        condition.hash(h);
        affects.hash(h);
        filter.hash(h);
        buff.hash(h);
        if *zone != EffectZone::Area {
            zone.hash(h);
        }
        if let Some(per) = per {
            per.hash(h);
        }
    }
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

impl Triggered {
    /// Whether an effect used `uses` times this turn may not be used again (15-14-1).
    pub fn used_up(&self, uses: usize) -> bool {
        self.per_turn.is_some_and(|PerTurn(n)| uses >= usize::from(n))
    }

    /// Whether the effect has this timing, as its first or a further one.
    pub fn has(&self, timing: Timing) -> bool {
        self.timing == timing || self.also.contains(&timing)
    }

    /// Its timings, the first first.
    pub fn timings(&self) -> impl Iterator<Item = Timing> + '_ {
        std::iter::once(self.timing).chain(self.also.iter().copied())
    }
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
