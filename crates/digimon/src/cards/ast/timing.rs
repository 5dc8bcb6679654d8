//! When a triggered effect triggers: the timing icons of 15-16 ([`Timing`]), and sets of them
//! ([`TimingSet`]) that let trigger collection skip a card without reading its effects.

use super::{Ability, EffectZone};
use serde::{Deserialize, Serialize};

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
    /// 【お互いのターン】効果で他の自分のデジモンが登場したとき: when another of your Digimon is
    /// played by an effect (a token included); the effect may refer to the level that Digimon
    /// had when it triggered (`max-level-of-that`, 15-8-3-8).
    WhenOtherOwnDigimonPlayedByEffect,
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
    /// An event pattern's "a Digimon is played" (by any means, 7-1-1): the effect's pattern
    /// says whose and which. Written only as `when = { event = "played", … }`.
    DigimonPlayed,
    /// An event pattern's "a Digimon attacks" (11-2).
    DigimonAttacks,
    /// An event pattern's "a Digimon or Tamer becomes suspended".
    DigimonSuspended,
    /// An event pattern's "a Digimon digivolved" (8-1), in the battle area (3-4-5-6).
    DigimonDigivolved,
    /// An event pattern's "a player's security decreased", once per process (15-5-2).
    SecurityDecreases,
    /// 【メイン】 Main, 15-16-7: an activated effect, or an Option's effect run by use (9-1-1).
    Main,
    /// 【セキュリティ】 Security, 15-16-10: activates at once when checked, never pending.
    Security,
    /// 「このカードを使用するとき」: an immediate effect of the Option being used from the hand,
    /// right after it is revealed and before its use cost is paid (9-1-6), like `would-be-played`
    /// for a play (7-1-2-2). Last, so that the timings before it keep their numbers.
    WouldBeUsed,
    // The later event timings come last, so that the ones before keep their numbers (and
    // saved states their hashes).
    /// An event pattern's "a Digimon or Tamer would digivolve" (8-1-2-5): an immediate window.
    DigimonWouldDigivolve,
    /// An event pattern's "a 1体 would leave the battle area" (15-8-5): an immediate window.
    DigimonWouldLeave,
    /// An event pattern's "a Digimon would be deleted" (15-8-5): an immediate window.
    DigimonWouldBeDeleted,
    /// An event pattern's "a Digimon was deleted" (4-13), once per process (15-5-2).
    DigimonDeleted,
    /// An event pattern's "this Digimon deleted the opposing Digimon in battle" (14-2-2).
    DeletesInBattle,
    /// An event pattern's "cards were trashed from a zone" (4-14), once per process.
    CardsTrashed,
    /// An event pattern's "cards were added to a hand by an effect", once per process.
    AddedToHand,
    /// An event pattern's "an attack target was switched" (11-2-7).
    TargetSwitched,
    /// An event pattern's "a player used an Option" (9-1).
    OptionUsed,
    /// An event pattern's "a card became linked to a Digimon" (10-1).
    DigimonLinked,
    /// An event pattern's "a Digimon or Tamer became active".
    DigimonUnsuspended,
    /// An event pattern's "a Digimon checked a security card" (13-1).
    ChecksSecurity,
    /// An event pattern's "an effect added digivolution cards to a Digimon", once per process.
    SourcesAdded,
    /// An event pattern's "a 1体 moved out of the breeding area" (4-15).
    MovedFromBreeding,
    /// 「このカードが進化するとき」: an immediate effect of the Digimon card in the hand being
    /// digivolved, right after it is revealed and the 1体 it goes onto chosen, before the cost is
    /// paid (8-1-2-5, 8-1-3-1/2); "that Digimon" is the one it digivolves from. Like
    /// `would-be-played` (7-1-2-2), a digivolution payable only as it lowers the cost may be
    /// declared (1-3-11-2).
    WhenThisCardWouldDigivolve,
}

/// A set of timings, one bit each. Trigger collection asks of every card on the field at every
/// timing whether it has an effect with it; a card's set answers without reading its effects.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TimingSet(u64);

// One bit per timing: `WhenThisCardWouldDigivolve` is the last.
const _: () = assert!((Timing::WhenThisCardWouldDigivolve as u32) < u64::BITS);

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
            .fold(TimingSet::EMPTY, |set, t| t.also.iter().fold(set.with(t.timing), |set, also| set.with(*also)))
    }
}
