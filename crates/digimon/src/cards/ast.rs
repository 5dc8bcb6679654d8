//! The typed effect language of Digimon cards: colours, keywords (16), timings (15-16),
//! conditions (15-6), optional processing conditions (15-7), targets (15-10), actions and
//! durations. Card files are parsed into these types; `render` turns them back into text.

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

/// When a triggered effect triggers: the timing icons of 15-16.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Timing {
    /// 【登場時】 On Play, 15-16-2.
    OnPlay,
    /// 【進化時】 When Digivolving, 15-16-3.
    WhenDigivolving,
    /// 【消滅時】 On Deletion, 15-16-4.
    OnDeletion,
    /// 【アタック時】 When Attacking, 15-16-5.
    WhenAttacking,
    /// 【アタック終了時】 End of Attack, 15-16-15.
    EndOfAttack,
    /// 【自分のターン開始時】 Start of Your Turn, 15-16-11.
    StartOfYourTurn,
    /// 【相手のターン開始時】 Start of Opponent's Turn, 15-16-11.
    StartOfOpponentsTurn,
    /// 【自分のターン終了時】 End of Your Turn, 15-16-12.
    EndOfYourTurn,
    /// 【相手のターン終了時】 End of Opponent's Turn, 15-16-12.
    EndOfOpponentsTurn,
    /// 【自分のメインフェイズ開始時】 Start of Your Main Phase, 15-16-13.
    StartOfYourMainPhase,
    /// 【移動時】 When Moving, 15-16-16.
    WhenMoving,
    /// 自分のセキュリティが減ったとき: when security cards leave this card's controller's
    /// security. Several leaving at once trigger it once (15-5-2).
    WhenYourSecurityDecreases,
    /// 【お互いのターン】相手のデジモンが登場したとき: when one of the opponent's Digimon is
    /// played; the effect may refer to "that Digimon" (`played-level-at-least`, …).
    WhenOpponentsDigimonPlayed,
    /// 「自分の効果でこのカードが手札から破棄されたとき」: it triggers in the hand and waits in
    /// the trash (4-14-2).
    TrashedFromHandByYourEffect,
    /// 自分のセキュリティが増えたとき: when cards are added to this card's controller's security;
    /// several at once trigger it once (15-5-2).
    WhenYourSecurityIncreases,
    /// 「このカードを登場させるとき」: an immediate effect of the card being played, right after it
    /// is revealed and before its cost (and DigiXros) is paid (7-1-2-2, 7-2-2-2).
    WouldBePlayed,
    /// 【リンク時】 When Linking, 15-16-6: when this card becomes a link card.
    WhenLinking,
    /// 【カウンター】 Counter, 15-16-14: at counter timing in the opponent's turn, from the hand;
    /// one per attack (11-3-2).
    Counter,
    /// 「このデジモンが消滅するとき」: an immediate (即時型, 15-8-5) effect that interrupts
    /// just before this Digimon would be deleted.
    WouldBeDeleted,
    /// 「このデジモンがバトルエリアを離れるとき」: an immediate effect that interrupts just
    /// before this Digimon would leave the battle area in any way (Decode 16-35, Partition 16-28).
    WouldLeave,
    /// 「他の自分のデジモンが消滅するとき」: an immediate effect that interrupts just before
    /// another of your Digimon would be deleted (Decoy, 16-17).
    OtherOwnWouldBeDeleted,
    /// 【お互いのターン】相手のデジモンが消滅したとき: when one or more of the opponent's Digimon are
    /// deleted. Several deleted at once trigger it once (15-5-2); "per X" in it counts them
    /// all (15-15-7-4).
    WhenOpponentsDigimonDeleted,
    /// 「自分のデジモンが進化したとき」: after one of your battle-area Digimon digivolved, in any
    /// way. A Digimon in the breeding area cannot meet it (3-4-5-6).
    WhenYourDigimonDigivolved,
    /// 「自分のデジモンが進化するとき」: an immediate effect of your battle-area cards, right after
    /// a digivolution from your hand is revealed and its 1体 chosen, before the cost is paid
    /// (8-1-2-5).
    WhenYourDigimonWouldDigivolve,
    /// 【お互いのターン】効果で他の自分のデジモンが登場したとき: when another of your Digimon is
    /// played by an effect (a token included); the effect may refer to the level that Digimon
    /// had when it triggered (`max-level-of-that`, 15-8-3-8).
    WhenOtherOwnDigimonPlayedByEffect,
    /// 「相手のデジモンが進化するとき」: an immediate effect of your battle-area cards in the window
    /// of a digivolution your opponent declares, DNA digivolution, Burst digivolution and App
    /// Fusion included (8-2-2-5, 8-3-2-5, 8-4-2-3).
    WhenOpponentsDigimonWouldDigivolve,
    /// 「自分がオプションカードを使用するとき」: an immediate effect of your battle-area cards,
    /// right after an Option is revealed for use, before its cost is paid (9-1-6).
    WhenYouWouldUseOption,
    /// 「自分のデジモンにリンクするとき」: an immediate effect of your battle-area cards, right after
    /// a link card is revealed and its Digimon chosen, before the link cost is paid (10-1-2-3).
    WhenYourDigimonWouldLink,
    /// 「自分の効果でこのデジモンの進化元が増えたとき」: after an effect of this Digimon's
    /// controller places cards among its digivolution cards. A card placed there by that very
    /// effect may trigger its own inherited effect (15-5-3).
    WhenYourEffectAddsSources,
    /// 「効果で他の自分のデジモンの進化元を破棄するとき」: an immediate effect of your battle-area
    /// cards, just before an effect trashes digivolution cards of another of your Digimon.
    /// Usually a replacement (`trash-this-sources-instead`).
    OtherOwnSourcesWouldBeTrashed,
    /// 「自分のトラッシュにカードが置かれたとき」: when cards of this card's controller are put into
    /// their trash, once per process (15-5-2). A token that leaves the area meets it although it
    /// is removed from the game instead (15-1-9).
    WhenCardPlacedInYourTrash,
    /// 「自分のトラッシュのカードが増えたとき」: when the number of cards in this card's
    /// controller's trash increases, once per process. A token removed from the game does not
    /// increase it (15-1-10).
    WhenYourTrashIncreases,
    /// 【メイン】 Main, 15-16-7: an activated effect, or an Option's effect run by use (9-1-1).
    Main,
    /// 【セキュリティ】 Security, 15-16-10: activates at once when checked, never pending.
    Security,
}

/// A set of timings, one bit each. Trigger collection asks of every card on the field at every
/// timing whether it has an effect with it; a card's set answers without reading its effects.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TimingSet(u64);

// One bit per timing: `Security` is the last.
const _: () = assert!((Timing::Security as u32) < u64::BITS);

impl TimingSet {
    /// No timing.
    pub const EMPTY: TimingSet = TimingSet(0);

    /// This set and `timing`.
    #[must_use]
    pub const fn with(self, timing: Timing) -> TimingSet {
        TimingSet(self.0 | 1 << timing as u64)
    }

    /// The timings in either set.
    #[must_use]
    pub const fn union(self, other: TimingSet) -> TimingSet {
        TimingSet(self.0 | other.0)
    }

    /// Whether `timing` is in the set.
    pub const fn contains(self, timing: Timing) -> bool {
        self.0 & 1 << timing as u64 != 0
    }

    /// The timings of the triggered effects in `list` whose zone `from` accepts.
    pub fn of(list: &[Ability], from: impl Fn(EffectZone) -> bool) -> TimingSet {
        list.iter()
            .filter_map(Ability::as_triggered)
            .filter(|t| from(t.zone))
            .fold(TimingSet::EMPTY, |set, t| set.with(t.timing))
    }
}

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

/// One process of an effect, performed in text order (15-1-2).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// 《Nドロー》 (Draw N), 16-7: mandatory.
    Draw(u8),
    /// メモリー+X / メモリー-X, 4-1-4.
    Memory(i8),
    /// メモリーをXにする: sets memory to own-side X.
    SetMemory(i8),
    /// 消滅させる (delete), 4-13.
    Delete(Target),
    /// レストさせる (suspend).
    Suspend(Target),
    /// アクティブにする (unsuspend).
    Unsuspend(Target),
    /// 手札に戻す (return to hand; the stack is trashed, 4-5-8).
    ReturnToHand(Target),
    /// デッキの下に戻す (return to the bottom of the deck).
    ReturnToDeckBottom(Target),
    /// Gives a modification for a duration.
    Give {
        /// To whom.
        target: Target,
        /// What.
        buff: Buff,
        /// For how long.
        #[serde(default)]
        until: Duration,
    },
    /// 《リカバリー+N《デッキ》》 (Recovery +N (Deck)), 16-5: top deck cards onto security.
    RecoveryFromDeck(u8),
    /// 《退化N》 (De-Digivolve N), 16-11.
    DeDigivolve {
        /// The chosen Digimon.
        target: Target,
        /// Up to N cards from the top.
        count: u8,
    },
    /// 相手のセキュリティを上から X 枚破棄する.
    TrashOpponentsSecurity(u8),
    /// Runs this card's own 【メイン】 effect (security effects of options: "このカードの
    /// 【メイン】効果を発揮する").
    ActivateMainEffect,
    /// このカードを手札に加える (from security).
    AddThisToHand,
    /// 「このカードを表向きで自分のセキュリティの上に置く」: this card, from where it is (the hand,
    /// the trash), goes face up on top of its owner's security, where everyone may see it
    /// (3-7-4) and its {セキュリティ} effects work (15-14-5-1).
    ThisToSecurityTopFaceUp,
    /// 「このカードを自分のセキュリティの下に置く」: this card, from where it is (the trash
    /// after its deletion, the hand), goes to the bottom of its owner's security, face down as
    /// security is (3-1-3-5).
    ThisToSecurityBottom,
    /// このカードをコストを支払わずに登場させる (play this card from security or trash).
    PlayThisFree,
    /// 消滅しない: the Digimon whose deletion is being interrupted is not deleted (15-8-5-2).
    PreventDeletion,
    /// 《セーブ》 (Save, 16-19): you may place this card under one of your Tamers, at the
    /// bottom of its stack (4-3-2).
    Save,
    /// 《マインドリンク》 (Mind Link, 16-27): place this Tamer at the bottom of the sources of one
    /// of your Digimon that has no Tamer card among its sources.
    MindLink,
    /// 《進撃》 (Blitz, 16-15): if memory is opponent-side 1 or more, this Digimon may attack;
    /// never during another attack (11-2-4).
    Blitz,
    /// This Digimon may attack (Vortex 16-32, Execute 16-37 and similar effects).
    Attack(AttackSpec),
    /// トークンを登場させる (4-18-1): plays the token card with this id from outside the game
    /// into the controller's battle area.
    PlayToken(String),
    /// このターン終了時、…: deferred processing (18-1-1), run at the end of this turn as this
    /// effect, like a trigger.
    AtEndOfTurn(Arc<[Action]>),
    /// 《突進》 (Raid, 16-22): the attack target becomes the opponent's active Digimon with the
    /// highest DP (the controller chooses among ties).
    RetargetToHighestActive,
    /// 《連携》 (Alliance, 16-23): until the end of the attack, this Digimon gets +DP equal to the
    /// DP the Digimon suspended for the cost had then, and 《Sアタック+1》.
    AllianceBonus,
    /// 自分はゲームに勝利する: the controller wins when the effect resolves (1-2-6).
    WinGame,
    /// 自分はゲームに敗北する: the controller loses when the effect resolves (1-2-6).
    LoseGame,
    /// 《トレーニング》's process (16-40): the top card of your deck goes face down to the bottom
    /// of this Digimon's sources.
    TrainFaceDown,
    /// 《ブラストジョグレス》's simpler sibling 《ブラスト進化》 (16-25): you may digivolve one of
    /// your battle-area Digimon into this card in hand without paying the cost.
    BlastDigivolve,
    /// 『ブラストジョグレス』 (Blast DNA Digivolve, 16-30): you may DNA digivolve one of your
    /// battle-area Digimon and another card in your hand into this card in hand, paying the cost
    /// and meeting its Jogress condition (16-30-5).
    BlastJogress,
    /// 《マテリアルセーブN》 (16-20): place up to N of this Digimon's sources named in its
    /// DigiXros condition under one of your Tamers.
    MaterialSave(u8),
    /// 「デジクロス/アセンブリで、X からも下に置ける」: for the DigiXros or Assembly of the card
    /// being played, cards may also be taken from this place. Only in the card's own
    /// "when this card would be played" effect (7-2-2-2), which its declaration triggers; the
    /// play may be declared if the reduced cost is payable with these places counted
    /// (1-3-11-4, 「そのカードの宣言によって誘発する、それらのルールで下に置ける場所が増える
    /// 即時型効果も含め」).
    MaterialsAlsoFrom(MaterialPlace),
    /// Plays from this Digimon's sources, without paying, one card of each of these
    /// colour-and-level kinds (Decode 16-35-1: one kind; Partition 16-28-6: one of each or none).
    PlayFromSources(Vec<(Color, u8)>),
    /// オープン (reveal), 15-15-3: reveal cards from the top of your deck, add up to `take` of
    /// those that match to the hand, and return the rest to the bottom of the deck; one process
    /// until every revealed card is placed (15-15-3-5).
    RevealTop(Reveal),
    /// 代わりに (replacement), 18-2: the processes in `do` are replaced by those in `instead`
    /// when the condition holds; the controller may decline an optional one (18-2-2), a
    /// mandatory one always replaces (18-2-3).
    Replaceable(Replacement),
    /// 「Xごとに」 (per X), 15-15-7: the action's number is multiplied by the count, read when
    /// the action is processed (15-15-7-1).
    ForEach {
        /// What is counted.
        per: Count,
        /// The action whose number is multiplied.
        #[serde(rename = "do")]
        action: Box<Action>,
    },
    /// 進化元を上から/下からX枚破棄する: trashes digivolution cards of the chosen Digimon, from
    /// the top or the bottom of its sources (15-15-7-2/3).
    TrashSources {
        /// Whose sources.
        target: Target,
        /// How many cards.
        count: u8,
        /// From which end of the sources.
        #[serde(default)]
        from: StackEnd,
    },
    /// 自分のトラッシュから…手札に加える / このデジモンの進化元から…手札に戻す: the controller
    /// chooses up to `take` matching cards of their trash, or of this Digimon's face-up
    /// digivolution cards, and adds them to the hand.
    AddToHand(CardPick),
    /// 自分の手札/トラッシュから…このデジモンの進化元の下に置く: the controller chooses up to
    /// `take` matching cards of their hand (or trash) and places them face up at the bottom of
    /// this Digimon's digivolution cards.
    PlaceUnderThis(CardPick),
    /// 確認する (look), 15-15-4: the controller looks at cards that stay in their zone, then
    /// puts them back in the order they choose (15-15-4-7).
    Look(Look),
    /// お互いのプレイヤーは、自分の手札をX枚破棄する: each player chooses X cards of their
    /// hand, the turn player first and then the non-turn player, whoever controls the effect
    /// (1-3-5); then the chosen cards are trashed together.
    EachPlayerTrashesFromHand(u8),
    /// 「代わりにこのデジモンの進化元を破棄する」: in an `other-own-sources-would-be-trashed`
    /// effect, the interrupted trashing does not happen and as many of this Digimon's
    /// digivolution cards are trashed from the top instead (18-2-1). Replacements cannot
    /// interrupt this replacement (18-2-4).
    TrashThisSourcesInstead,
    /// 「そのコストを-N」: lowers the cost of the digivolution, use or link being declared, in
    /// its immediate window (8-1-2-5, 9-1-6, 10-1-2-3); costs never go below 0 (1-3-9).
    ReduceCost(u8),
    /// 「支払う進化コスト+N」: raises the cost of the digivolution being declared, in its immediate
    /// window (8-2-2-5, 8-3-2-5, 8-4-2-3).
    IncreaseCost(u8),
    /// 以下の効果から1つを発揮する: the controller picks one of the effects and it is activated
    /// inside this one (15-15-9-1); when `all-if` holds (「…なら、代わりに以下の効果全てを発揮
    /// する」), or `all` is set, every one is activated, in the order the controller picks
    /// (15-15-9-2).
    ChooseOne(ChooseOne),
    /// …デジモン1体を他の…デジモンの進化元の下か、…テイマーの下に置く: the chosen 1体, its whole
    /// stack, goes to the bottom of another chosen 1体's stack; it leaves the area, since cards
    /// under a card are not in it (4-5-7).
    PutUnder {
        /// The 1体 that goes under.
        target: Target,
        /// The 1体 it goes under (another one).
        onto: Target,
    },
    /// 自分の育成エリアのデジモンをバトルエリアに移動する: a move by an effect (4-15); its
    /// pending effects are cancelled (4-15-5) and [When Moving] triggers.
    MoveFromBreeding,
    /// 置いたカードの【進化時】効果1つをこのデジモンの効果として発揮する: the [When Digivolving]
    /// effect of the card this effect placed among the digivolution cards is activated as this
    /// Digimon's effect, inside this one (15-15-9-1).
    ActivatePlacedWhenDigivolving,
    /// 「このデジモンは手札から進化コストを-Nして進化できる」: the controller may digivolve this
    /// Digimon into a Digimon card in their hand whose digivolve condition it meets, paying that
    /// cost less N (never below 0, 1-3-9); the digivolution draws 1 as always (8-1-3-3).
    DigivolveThis {
        /// How much the digivolve cost is reduced.
        reduce: u8,
    },
    /// A processing condition gating the processes that follow it (15-6-2).
    If {
        /// The condition, checked at processing time (15-8-3-7).
        condition: Condition,
        /// What happens if it holds.
        then: Arc<[Action]>,
    },
}

impl Action {
    /// This action with its number multiplied by `k` ("per X", 15-15-7-1), or `None` when the
    /// action has no written number to multiply.
    pub fn times(&self, k: u8) -> Option<Action> {
        let k8 = i8::try_from(k).unwrap_or(i8::MAX);
        Some(match self {
            Action::Draw(n) => Action::Draw(n.saturating_mul(k)),
            Action::Memory(x) => Action::Memory(x.saturating_mul(k8)),
            Action::RecoveryFromDeck(n) => Action::RecoveryFromDeck(n.saturating_mul(k)),
            Action::TrashOpponentsSecurity(n) => Action::TrashOpponentsSecurity(n.saturating_mul(k)),
            Action::TrashSources { target, count, from } => {
                Action::TrashSources { target: target.clone(), count: count.saturating_mul(k), from: *from }
            }
            Action::Give { target, buff: Buff::Dp(x), until } => {
                Action::Give { target: target.clone(), buff: Buff::Dp(x.saturating_mul(i32::from(k))), until: *until }
            }
            _ => return None,
        })
    }
}

/// The effects of a `choose-one`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ChooseOne {
    /// The effects to choose from, each a list of processes.
    pub options: Vec<Arc<[Action]>>,
    /// When this holds, all of them are activated instead (a replacement, 18-2-1).
    #[serde(rename = "all-if")]
    pub all_if: Option<Condition>,
    /// Activate all of them, in the order the controller picks.
    #[serde(default)]
    pub all: bool,
}

/// A replacement process (置換処理), 18-2-1.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Replacement {
    /// The processes as written before 「代わりに」.
    #[serde(rename = "do")]
    pub normally: Arc<[Action]>,
    /// When the replacement applies, checked at processing time.
    #[serde(rename = "if")]
    pub condition: Condition,
    /// The processes after 「代わりに」.
    pub instead: Arc<[Action]>,
    /// 「代わりに…できる」: the controller chooses whether to replace (18-2-2).
    #[serde(default)]
    pub optional: bool,
}

/// A place DigiXros or Assembly materials may also come from (1-3-11-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MaterialPlace {
    /// 「自分のテイマーの下」: the face-up cards under your Tamers in the battle area, such as
    /// those 《マテリアルセーブ》 put there (16-20).
    UnderYourTamers,
}

/// What a "per X" (ごとに) action counts, 15-15-7-1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Count {
    /// 自分のテイマー1体ごとに.
    YourTamers,
    /// 相手のデジモン1体ごとに.
    OpponentsDigimon,
    /// 消滅したデジモン1体ごとに: the Digimon deleted together in the event that triggered the
    /// effect (15-15-7-4).
    DeletedDigimon,
}

/// Which end of a Digimon's sources.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum StackEnd {
    /// 上から: from the card right under the top card downwards (15-15-7-2).
    #[default]
    Top,
    /// 下から: from the bottom card upwards (15-15-7-3).
    Bottom,
}

/// Which zone a look (確認) shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LookZone {
    /// デッキの上から.
    Deck,
    /// セキュリティの上から.
    Security,
}

/// A look (確認), 15-15-4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Look {
    /// Whose zone.
    #[serde(default = "own")]
    pub side: Side,
    /// Which zone.
    pub zone: LookZone,
    /// How many cards from the top; every card of the zone when absent (「全て」).
    pub count: Option<u8>,
    /// 「その中のX枚まで手札に加える」: up to this many of them may be added to the hand
    /// (own zones only). They leave the zone, so its count decreases (15-15-4-4).
    #[serde(default)]
    pub take: u8,
}

fn own() -> Side {
    Side::Own
}

/// What a reveal looks for.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Reveal {
    /// How many cards from the top of the deck.
    pub count: u8,
    /// How many matching cards may be added to the hand ("X枚まで" when `up-to`).
    #[serde(default = "one")]
    pub take: u8,
    /// Only cards of this category.
    pub kind: Option<CardKind>,
    /// Only cards whose name contains this (2-3-1-3).
    pub name_contains: Option<String>,
    /// Only cards with this trait (特徴, 2-3-2-3).
    #[serde(rename = "trait")]
    pub trait_is: Option<String>,
    /// Only cards of this colour.
    pub color: Option<Color>,
    /// Only cards with this icon written on them (4-20-1), in any text box: a card counts even
    /// where its effect could not work, e.g. an inherited <Save> in the deck (4-20-3).
    pub written: Option<Icon>,
}

fn one() -> u8 {
    1
}

impl Reveal {
    /// Whether a card's information meets the reveal's conditions.
    pub fn matches(&self, def: &super::def::CardDef) -> bool {
        card_matches(def, self.kind, self.name_contains.as_deref(), self.trait_is.as_deref(), self.color)
            && self.written.is_none_or(|i| super::written::has_written(def, i))
    }
}

/// Where a `CardPick` takes cards from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PlaceFrom {
    /// 自分の手札から.
    Hand,
    /// 自分のトラッシュから.
    Trash,
    /// 自分の手札かトラッシュから.
    HandOrTrash,
    /// このデジモンの進化元から: this Digimon's face-up digivolution cards (a face-down one has
    /// no card information to match, 4-5-9).
    ThisSources,
}

/// Which of the controller's hand or trash cards an action takes, and how many:
/// `add-to-hand` (from the trash or this Digimon's sources) and `place-under-this` (from the
/// hand or trash).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct CardPick {
    /// Where the cards come from.
    #[serde(default = "trash")]
    pub from: PlaceFrom,
    /// How many ("X枚"); the controller may stop before ("Done").
    #[serde(default = "one")]
    pub take: u8,
    /// Only cards of this category.
    pub kind: Option<CardKind>,
    /// Only cards whose name contains this (2-3-1-3).
    pub name_contains: Option<String>,
    /// Only cards with this trait (2-3-2-3).
    #[serde(rename = "trait")]
    pub trait_is: Option<String>,
    /// Only cards of this colour.
    pub color: Option<Color>,
}

fn trash() -> PlaceFrom {
    PlaceFrom::Trash
}

impl CardPick {
    /// Whether a card meets the conditions.
    pub fn matches(&self, def: &super::def::CardDef) -> bool {
        card_matches(def, self.kind, self.name_contains.as_deref(), self.trait_is.as_deref(), self.color)
    }
}

fn card_matches(
    def: &super::def::CardDef,
    kind: Option<CardKind>,
    name_contains: Option<&str>,
    trait_is: Option<&str>,
    color: Option<Color>,
) -> bool {
    kind.is_none_or(|k| def.kind == k)
        && name_contains.is_none_or(|n| def.name_contains(n))
        && trait_is.is_none_or(|t| def.traits.iter().any(|x| x == t))
        && color.is_none_or(|c| def.colors.contains(&c))
}

/// Whom an effect-granted attack may target, and how it is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct AttackSpec {
    /// Only the opponent's Digimon (Vortex), not the player.
    #[serde(default)]
    pub digimon_only: bool,
    /// Only the opponent player (Overclock).
    #[serde(default)]
    pub player_only: bool,
    /// Without suspending the attacker (Overclock, 16-33-1).
    #[serde(default)]
    pub without_suspending: bool,
    /// The attack must be made if it can (Overclock, 16-33-3); otherwise it is a "may".
    #[serde(default)]
    pub mandatory: bool,
    /// May also attack active Digimon (Execute).
    #[serde(default)]
    pub active_too: bool,
    /// Even on the turn it was played (Vortex).
    #[serde(default)]
    pub ignore_played_this_turn: bool,
    /// Deleted at the end of that attack, as deferred processing (Execute, 16-37-4).
    #[serde(default)]
    pub delete_after: bool,
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
