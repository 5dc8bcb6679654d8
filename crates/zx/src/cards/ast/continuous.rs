//! The general permanent ability (常, 801.2c) and the continuous effects it and one-shot effects
//! make (802.2b): what they change (811.1b–c), whom (811.4), and when the ability is valid
//! (803.1b–f, 803.2a).

use super::condition::{ZxCond, cond_words};
use super::filter::{ZxFilter, noun_words};
use crate::cards::Colours;
use fuda_kernel::{ObjectId, Seat};
use serde::{Deserialize, Serialize};

/// What a continuous effect changes. The non-numeric changes apply before the numeric ones
/// (811.1b, 811.1c).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Change {
    /// パワー+N / −N (811.1c); a decrease is a "power-minus effect" (811.7).
    Power(i32),
    /// コスト+N / −N (805.2c): increases first, never below 0.
    Cost(i32),
    /// 色が…になる (811.6): the colours are replaced.
    ColoursBecome(Colours),
    /// 種族が[…]になる (811.6): the races are replaced by this one alone; a card with no race
    /// is not changed (E34).
    RaceBecomes(String),
    /// パワーは…より下がらない: a lower bound of power (811.8).
    PowerAtLeast(i32),
    /// アタックできない (102.6): wins over any "can attack".
    CantAttack,
    /// May attack even while asleep: a "can" that loses to "can't" (102.6).
    AttackWhileAsleep,
    /// チャージの上限がない: the card text that overrides the charge limit (102.2, 306.2a).
    NoChargeLimit,
    /// 相手の効果を受けない (1014.1): effects the opponent controls don't apply to it.
    Unaffected,
    /// 登場できない (1007, 102.6): an instruction to make the card appear is not done for it; the
    /// rest of the instruction is (E4).
    CantAppear,
    /// レンジ能力を失う (1105.4): the card's Range, printed or shared by a Shift, is not read.
    LoseRange,
}

impl Change {
    /// Whether the change is numeric (811.1c) rather than of another parameter (811.1b).
    pub fn is_numeric(&self) -> bool {
        matches!(self, Change::Power(_) | Change::Cost(_) | Change::PowerAtLeast(_))
    }

    /// Whether it is about a player rather than a card.
    pub fn of_player(&self) -> bool {
        matches!(self, Change::NoChargeLimit)
    }

    /// The change in words, after "get" or "gets".
    pub fn words(&self) -> String {
        match self {
            Change::Power(n) => format!("{n:+} power"),
            Change::Cost(n) => format!("{n:+} cost"),
            Change::ColoursBecome(c) => format!("colour {} instead", c.words()),
            Change::RaceBecomes(r) => format!("race [{r}] instead"),
            Change::PowerAtLeast(n) => format!("power no lower than {n}"),
            Change::CantAttack => "\"can't attack\"".to_string(),
            Change::AttackWhileAsleep => "\"may attack while asleep\"".to_string(),
            Change::NoChargeLimit => "no charge limit".to_string(),
            Change::Unaffected => "\"unaffected by the opponent's effects\"".to_string(),
            Change::CantAppear => "\"can't appear\"".to_string(),
            Change::LoseRange => "no Range".to_string(),
        }
    }
}

/// Which cards, or which player, a continuous effect applies to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Group {
    /// このカード.
    #[default]
    This,
    /// The controller's Z/X on squares.
    YourZx,
    /// The opponent's Z/X on squares.
    OpponentZx,
    /// Every Z/X on a square.
    AllZx,
    /// The cards in the controller's hand: a hidden zone (811.4).
    YourHand,
    /// The controller as a player.
    You,
}

impl Group {
    /// The group in words, with a filter's adjectives.
    pub fn words(self, filter: &ZxFilter) -> String {
        match self {
            Group::This => "this card".to_string(),
            Group::YourZx => format!("your {}", noun_words(filter, "Z/X")),
            Group::OpponentZx => format!("your opponent's {}", noun_words(filter, "Z/X")),
            Group::AllZx => format!("every {}", noun_words(filter, "Z/X")),
            Group::YourHand => format!("the {} in your hand", noun_words(filter, "cards")),
            Group::You => "you".to_string(),
        }
    }
}

/// 有効な期間 (803.1f): the turns in which the ability is valid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Period {
    /// 自分ターン.
    YourTurn,
    /// 相手ターン.
    OpponentsTurn,
}

/// 有効な領域 (803.1d, 803.1e): the zone an ability works from instead of a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ValidZone {
    /// 手札 (309).
    Hand,
    /// トラッシュ (305).
    Trash,
    /// チャージ (306).
    Charge,
    /// Dynamis, face up (803.1e).
    DynamisFaceUp,
    /// Dynamis, face down (803.1e).
    DynamisFaceDown,
}

/// 常: while valid, `changes` apply to `whom` that match `filter`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Continuous {
    /// Which cards or player.
    #[serde(default)]
    pub whom: Group,
    /// Which of them (none: all); it reads their parameters as changed so far (811.2).
    #[serde(default)]
    pub filter: ZxFilter,
    /// What changes.
    pub changes: Vec<Change>,
    /// The ability's own condition: unmet, the whole ability is invalid (803.2a).
    pub when: Option<ZxCond>,
    /// The turns it is valid in (803.1f).
    pub period: Option<Period>,
    /// The zone it works from (803.1d–e); none: a square, or Temporary for an event (803.1b–c).
    pub zone: Option<ValidZone>,
}

impl Continuous {
    /// The ability in words, as card text.
    pub fn text(&self) -> String {
        let mut head = String::from("[Permanent]");
        match self.zone {
            Some(ValidZone::Hand) => head.push_str(" [Hand]"),
            Some(ValidZone::Trash) => head.push_str(" [Trash]"),
            Some(ValidZone::Charge) => head.push_str(" [Charge]"),
            Some(ValidZone::DynamisFaceUp) => head.push_str(" [Dynamis face up]"),
            Some(ValidZone::DynamisFaceDown) => head.push_str(" [Dynamis face down]"),
            None => {}
        }
        match self.period {
            Some(Period::YourTurn) => head.push_str(" [Your turn]"),
            Some(Period::OpponentsTurn) => head.push_str(" [Opponent's turn]"),
            None => {}
        }
        if let Some(c) = &self.when {
            head.push_str(&format!(" If {},", cond_words(c)));
        }
        let changes: Vec<String> = self.changes.iter().map(Change::words).collect();
        let verb = if self.whom == Group::This { "gets" } else { "get" };
        let verb = if self.whom == Group::You { "have" } else { verb };
        format!("{head} {} {verb} {}.", self.whom.words(&self.filter), changes.join(" and "))
    }

    /// What is wrong with it, if anything: a player's change on cards or a card's on a player.
    pub fn problem(&self) -> Option<String> {
        if self.changes.is_empty() {
            return Some("expected at least one change".to_string());
        }
        let player = self.whom == Group::You;
        self.changes.iter().find(|c| c.of_player() != player).map(|c| match player {
            true => format!("{} changes a card, not a player", c.words()),
            false => format!("{} changes a player: use whom = \"you\"", c.words()),
        })
    }
}

/// A continuous effect of a one-shot effect, until end of turn (802.2b, 507.8).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Lasting {
    /// 基準時点 (811.3b).
    pub stamp: u32,
    /// Its controller.
    pub controller: Seat,
    /// Whom.
    pub whom: Group,
    /// Which of them, for the hand (811.4).
    pub filter: ZxFilter,
    /// What changes.
    pub change: Change,
    /// The cards on squares it was given to (811.4).
    pub cards: Vec<ObjectId>,
}
