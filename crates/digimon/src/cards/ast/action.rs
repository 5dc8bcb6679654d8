//! What an effect does: the actions (15-1-2, in text order) and the pieces they are made of
//! (choices, replacements, look and reveal, card picks, attacks made by effects).

use super::{Amount, Buff, CardKind, Color, Condition, Duration, Icon, Side, Target};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// One process of an effect, performed in text order (15-1-2).
// `remote = "Self"`: the derived code becomes `Action::serialize`/`Action::deserialize`, which
// the impls below call, after reading the `trash` spelling as a `move`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", remote = "Self")]
pub enum Action {
    /// 《Nドロー》 (Draw N), 16-7: mandatory. The number may be an amount, read when the action
    /// is processed (15-15-7-1): `{ draw = { count = … } }`.
    Draw(Amount),
    /// メモリー+X / メモリー-X, 4-1-4; X may be an amount, read when processed.
    Memory(Amount),
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
    /// 「Xごとに」 (per X), 15-15-7: the action's number is multiplied by an amount (a count, a
    /// count divided for "per N", a size), read when the action is processed (15-15-7-1).
    ForEach {
        /// How many times: any amount. `your-tamers`, `opponents-digimon` and `deleted-digimon`
        /// are short names for the counts cards use most.
        #[serde(deserialize_with = "per_amount")]
        per: Amount,
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
    /// 「…を登場させる」: plays cards chosen from the hand, the trash or this Digimon's sources by
    /// this effect (7-1-1), paying as `pay` says.
    Play(super::PlayCard),
    /// 「…に進化させる」: one of the controller's Digimon digivolves into a chosen card by this
    /// effect, meeting the card's digivolve condition (8-1), paying as `pay` says.
    Digivolve(super::DigivolveBy),
    /// A processing condition gating the processes that follow it (15-6-2).
    If {
        /// The condition, checked at processing time (15-8-3-7).
        condition: Condition,
        /// What happens if it holds.
        then: Arc<[Action]>,
    },
    // Last, so that the variants before it keep the hashes recorded games already have.
    /// 「このカード/…のオプションカード1枚をバトルエリアに置く」: an Option card, this one or one
    /// the controller chooses from their hand or trash, is put into their battle area (or
    /// breeding area) by this effect. It is neither played nor used, and the rule check leaves
    /// it there while it stays (17-1-3-3, 17-1-3-4).
    PlaceOption(PlaceOption),
    /// 「バトルエリアを離れない」: in a "would leave" window, the 1体 about to leave does not, by
    /// whatever means it was leaving (deletion, return to the hand or deck, going under another
    /// card or as a material); the process that moved it goes on without it (15-8-5-2).
    PreventLeaving,
    /// 「…は…を登場できない」「…は進化できない」: a prohibition on a player (15-1-3) for a
    /// duration: it stops every way of doing what it names, from the hand or by effects.
    Forbid(Forbid),
    // In the place the `trash` action had before it became a `move`, so that the variants after
    // it keep their numbers (and saved states their hashes).
    /// 「アタック対象を…に変更する」 (11-2-7): the attack target becomes a Digimon the target
    /// chooses, of the attacked player's; event patterns waiting for a switched target meet it.
    SwitchTarget(Target),
    /// 「…ことで、…」 in the middle of an effect (15-7): when reached, the controller is asked
    /// whether to perform the cost; only if it is performable in full (15-7-3) and performed do
    /// the actions after it happen (15-7-2).
    By(ByCost),
    /// 「…を…に置く/加える/破棄する」: cards move from a zone, a stack or the top of a deck or
    /// security to another place, as one process (15-5-2). 「手札をX枚破棄する」 is written
    /// `{ trash = { from = "hand", count = X } }` too: a move whose `to` is the trash.
    Move(super::MoveCards),
    /// オープン (reveal), 15-15-3, in full: one card of each of several kinds, to any place, the
    /// rest to the bottom of the deck or the trash. `reveal-top` is read as the simplest form.
    Reveal(super::RevealCards),
    /// 「デジタマを孵化する」: the controller hatches a Digi-Egg into their breeding area by this
    /// effect, if it is empty (4-16).
    Hatch,
    /// 「このデジモンの【X】効果1つを発揮する」: the first effect with this timing icon written on
    /// this Digimon's top card (this card's, for an effect not of a 1体) is activated inside this
    /// one, as this Digimon's effect (15-15-9-1); if its condition is unmet, nothing happens.
    ActivateEffect(super::Timing),
    /// 「…にジョグレス進化させる」: two of the controller's Digimon DNA digivolve into a card of
    /// their hand that the filter admits, meeting its Jogress condition (8-2), paying as `pay`
    /// says; chosen card first, then the Digimon in the condition's order.
    Jogress(JogressBy),
    /// 「自分のデジモン1体でアタックする」: one of the controller's Digimon that the target
    /// chooses attacks, by this effect (11-2); the controller may decline unless `mandatory`.
    AttackWith(AttackWith),
    /// 「バトル終了時、…」: deferred processing (18-1-1) run at the end of the battle in progress
    /// (14-2-5) as this effect, like a trigger; for a [Security] effect, the battle of its check,
    /// which ends once the checked card has gone to the trash (13-1-7-4). "This card" is the
    /// card wherever the check put it. During an attack whose battle is not fought, it runs as
    /// the attack reaches its end; deferred outside any attack, it lapses with the turn.
    AtEndOfBattle(Arc<[Action]>),
}

/// A prohibition an effect puts on a player.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Forbid {
    /// Whom: `own` (the controller) or `opponent`.
    pub side: Side,
    /// What they cannot do.
    pub ban: Ban,
    /// For how long.
    #[serde(default)]
    pub until: Duration,
}

/// What a player is forbidden to do.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ban {
    /// 「…を登場できない」: play the cards this filter admits (their card information: a Digimon
    /// card with a play cost of 4 or less), by any means (7-1-1): from the hand, by DigiXros or
    /// Assembly, by effects, tokens.
    Play(super::CardFilter),
    /// 「進化できない」: digivolve their Digimon, in any way (8-1): from the hand, DNA, Burst, by
    /// effects.
    Digivolve,
}

/// A cost in the middle of an effect and what it pays for.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ByCost {
    /// The steps, in order.
    pub cost: super::Cost,
    /// What happens once they are performed.
    pub then: Arc<[Action]>,
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(ActionVisitor)
    }
}

/// Reads an action in any format (card files, saved games): `{ trash = … }` as a move to the
/// trash, anything else as its variant.
struct ActionVisitor;

impl<'de> serde::de::Visitor<'de> for ActionVisitor {
    type Value = Action;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("an action: a name or a table of one key")
    }

    fn visit_str<E: serde::de::Error>(self, name: &str) -> Result<Action, E> {
        Action::deserialize(serde::de::value::StrDeserializer::new(name))
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Action, A::Error> {
        use serde::de::Error as _;
        let Some(key) = map.next_key::<String>()? else {
            return Err(A::Error::custom("expected a table of one key, found an empty table"));
        };
        if key == "trash" {
            let value: toml::Value = map.next_value()?;
            return super::MoveCards::from_toml(value, Some("trash")).map(Action::Move).map_err(A::Error::custom);
        }
        let mut rekeyed = Rekeyed { key: Some(key), map };
        let action = Action::deserialize(serde::de::value::MapAccessDeserializer::new(&mut rekeyed))?;
        match rekeyed.map.next_key::<String>()? {
            Some(extra) => Err(A::Error::custom(format!("an action is a table of one key; found also `{extra}`"))),
            None => Ok(action),
        }
    }
}

/// A table whose first key was read already: it gives that key again, then the rest.
struct Rekeyed<A> {
    key: Option<String>,
    map: A,
}

impl<'de, A: serde::de::MapAccess<'de>> serde::de::MapAccess<'de> for Rekeyed<A> {
    type Error = A::Error;

    fn next_key_seed<K: serde::de::DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, A::Error> {
        match self.key.take() {
            Some(key) => seed.deserialize(serde::de::value::StringDeserializer::new(key)).map(Some),
            None => self.map.next_key_seed(seed),
        }
    }

    fn next_value_seed<V: serde::de::DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.map.next_value_seed(seed)
    }
}

impl Serialize for Action {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Action::serialize(self, serializer)
    }
}

impl Action {
    /// This action with its number multiplied by `k` ("per X", 15-15-7-1), or `None` when the
    /// action has no written number to multiply.
    pub fn times(&self, k: u8) -> Option<Action> {
        Some(match self {
            Action::Draw(n) => Action::Draw(scaled(n, k)),
            Action::Memory(x) => Action::Memory(scaled(x, k)),
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

/// An amount times `k`: a written number stays a number.
fn scaled(amount: &Amount, k: u8) -> Amount {
    match amount.as_num() {
        Some(n) => Amount::Num(n.saturating_mul(i32::from(k))),
        None => Amount::Mul(Box::new(amount.clone()), Box::new(Amount::Num(i32::from(k)))),
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

/// Reads a "per X" amount: an amount, or one of the short names of the counts cards use most.
pub(crate) fn per_amount<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Amount, D::Error> {
    use super::{Query, Subject};
    use serde::de::Error as _;
    let value = toml::Value::deserialize(deserializer)?;
    let count = |side, subject| {
        Amount::Query(Query::Count(Box::new(Target { pick: super::Pick::All, side, subject, ..Target::default() })))
    };
    match value.as_str() {
        // 自分のテイマー1体ごとに.
        Some("your-tamers") => Ok(count(Side::Own, Subject::Tamer)),
        // 相手のデジモン1体ごとに.
        Some("opponents-digimon") => Ok(count(Side::Opponent, Subject::Digimon)),
        // 消滅したデジモン1体ごとに: those deleted together in the triggering event (15-15-7-4).
        Some("deleted-digimon") => Ok(Amount::Query(Query::EventCount)),
        _ => Amount::from_toml(value).map_err(D::Error::custom),
    }
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

impl Reveal {
    /// The same reveal in the general form: up to `take` cards meeting its atoms go to the hand,
    /// the rest to the bottom of the deck.
    pub fn general(&self) -> super::RevealCards {
        use super::filter::Is;
        use fuda_kernel::lang::{AnyOf, Filter};
        let atoms = [
            self.kind.map(|k| Is::Kind(AnyOf::one(k))),
            self.name_contains.clone().map(|n| Is::NameContains(AnyOf::one(n))),
            self.trait_is.clone().map(|t| Is::Trait(AnyOf::one(t))),
            self.color.map(|c| Is::Color(AnyOf::one(c))),
            self.written.map(Is::Written),
        ];
        // The shape a card file's table of these atoms reads as: one atom alone, or all of them.
        let mut atoms: Vec<Filter<Is>> = atoms.into_iter().flatten().map(Filter::Atom).collect();
        let filter = if atoms.len() == 1 { atoms.remove(0) } else { Filter::All(atoms) };
        super::RevealCards {
            count: self.count,
            take: vec![filter; usize::from(self.take)],
            to: super::Destination::Hand,
            rest: super::RevealRest::Bottom,
            bind: None,
        }
    }
}

fn one() -> u8 {
    1
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

impl CardPick {
    /// Whether a card meets the conditions.
    pub fn matches(&self, def: &crate::cards::def::CardDef) -> bool {
        card_matches(def, self.kind, self.name_contains.as_deref(), self.trait_is.as_deref(), self.color)
    }
}

fn trash() -> PlaceFrom {
    PlaceFrom::Trash
}

/// Which Option card a `place-option` puts into an area, and which area.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PlaceOption {
    /// Where the card comes from.
    #[serde(default)]
    pub from: OptionFrom,
    /// Only cards whose name contains this (2-3-1-3); not for `this`.
    pub name_contains: Option<String>,
    /// Only cards with this trait (2-3-2-3); not for `this`.
    #[serde(rename = "trait")]
    pub trait_is: Option<String>,
    /// Only cards of this colour; not for `this`.
    pub color: Option<Color>,
    /// The controller's area it goes to.
    #[serde(default)]
    pub area: OptionArea,
}

impl PlaceOption {
    /// The card pick of a `place-option` that chooses: up to 1 Option card meeting its filters.
    pub fn pick(&self) -> Option<CardPick> {
        let from = match self.from {
            OptionFrom::This => return None,
            OptionFrom::Hand => PlaceFrom::Hand,
            OptionFrom::Trash => PlaceFrom::Trash,
            OptionFrom::HandOrTrash => PlaceFrom::HandOrTrash,
        };
        Some(CardPick {
            from,
            take: 1,
            kind: Some(CardKind::Option),
            name_contains: self.name_contains.clone(),
            trait_is: self.trait_is.clone(),
            color: self.color,
        })
    }
}

/// Where the Option card of a `place-option` comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum OptionFrom {
    /// このカード: this Option card, from wherever its effect finds it: in no zone while its
    /// use resolves (9-1-4, so it is not trashed after use, 9-1-5), the hand, the trash, or
    /// the security card being checked.
    #[default]
    This,
    /// 自分の手札から.
    Hand,
    /// 自分のトラッシュから.
    Trash,
    /// 自分の手札かトラッシュから.
    HandOrTrash,
}

/// The area a `place-option` puts the card into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum OptionArea {
    /// バトルエリア (17-1-3-3).
    #[default]
    Battle,
    /// 育成エリア (17-1-3-4): only while it is empty, one 1体 at most (3-4-5-2).
    Breeding,
}

fn card_matches(
    def: &crate::cards::def::CardDef,
    kind: Option<CardKind>,
    name_contains: Option<&str>,
    trait_is: Option<&str>,
    color: Option<Color>,
) -> bool {
    kind.is_none_or(|k| def.kind == k)
        && name_contains.is_none_or(|n| def.name_contains(n))
        && trait_is.is_none_or(|t| def.has_trait(t))
        && color.is_none_or(|c| def.colors.contains(&c))
}

/// An attack by another Digimon, made by an effect.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct AttackWith {
    /// Which of the controller's Digimon may attack (`side = "own"`).
    pub attacker: Target,
    /// The attack must be made if one can (「アタックさせる」); otherwise it is a "may".
    #[serde(default)]
    pub mandatory: bool,
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

/// A DNA digivolution an effect makes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct JogressBy {
    /// What the hand card must be.
    #[serde(default = "everything")]
    pub into: super::CardFilter,
    /// How its Jogress cost is paid.
    pub pay: super::Pay,
    /// 「…できる」: the controller may decline.
    #[serde(default)]
    pub optional: bool,
}

fn everything() -> super::CardFilter {
    fuda_kernel::lang::Filter::All(Vec::new())
}
