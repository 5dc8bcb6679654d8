//! The costs of the card language (804.2f, 807.1a, 1027): the steps an activated ability's cost
//! or a "when playing" cost is made of, the turn limits of activated abilities (803.1f, 1129),
//! and the play conditions of a Z/X EX (降臨条件 1020, 覚醒条件 1021, 夢装条件 1022, 憑依条件
//! 1025), each written once in [`crate::costs`] and named on cards as data.

use super::filter::{ZxFilter, noun_words};
use crate::cards::effect::Pile;
use crate::cards::objects::icon_word;
use crate::cards::{Colour, Colours, Icon};
use serde::{Deserialize, Serialize};

/// A resource cost written in a cost (805.2b): its colours and points.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ResourcePart {
    /// The colours (none: colourless, 204.7).
    #[serde(default)]
    pub colours: Colours,
    /// The points.
    pub points: u8,
}

/// `count` of your cards that match `filter`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct CardsPart {
    /// How many.
    pub count: u8,
    /// Which (none: any).
    #[serde(default)]
    pub filter: ZxFilter,
}

/// Cards of yours moved from one zone to another as a cost (804.4b–c).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct MovePart {
    /// Where they are: the hand, trash, Charge, Remove zone, or your Z/X on squares.
    pub from: Pile,
    /// Where they go: the trash, Remove zone, Charge, hand, or the bottom of the deck.
    pub to: Pile,
    /// How many.
    pub count: u8,
    /// Which (none: any).
    #[serde(default)]
    pub filter: ZxFilter,
}

/// Counters consumed as a cost (1017.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct CountersPart {
    /// Their icon.
    pub icon: Icon,
    /// How many.
    pub count: u32,
}

/// ターン[X] / 自分ターン[X] (803.1f): the ability can't be played again in a turn once it was
/// played `times` times in it; `own_turn` also keeps it to its controller's turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct TurnLimit {
    /// X.
    pub times: u8,
    /// 自分ターン: only in its controller's turn.
    #[serde(default)]
    pub own_turn: bool,
}

impl TurnLimit {
    /// The limit as printed.
    pub fn words(self) -> String {
        let turn = if self.own_turn { "Your turn" } else { "Turn" };
        format!("[{turn} {}]", self.times)
    }
}

/// Where an activated ability is valid (803.1b, 803.1d): on a square unless it says otherwise.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AbilityZone {
    /// On a square (803.1b).
    #[default]
    Square,
    /// In its owner's hand (803.1d), a hidden zone: the card is revealed to play it (804.2b).
    Hand,
    /// In its owner's trash (803.1d).
    Trash,
}

impl AbilityZone {
    /// The zone's name, as validity is printed.
    pub fn word(self) -> &'static str {
        match self {
            AbilityZone::Square => "square",
            AbilityZone::Hand => "hand",
            AbilityZone::Trash => "trash",
        }
    }
}

/// 覚醒条件"[色]" (1021.2): the colour kind of an Awakening condition and its cards.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Awakening {
    /// The kind (1021.2a–e); the uncoloured form has no definition (rulings).
    pub colour: Colour,
    /// How many cards.
    pub count: u8,
    /// Which (none: any).
    #[serde(default)]
    pub filter: ZxFilter,
}

impl Awakening {
    /// The condition as printed.
    pub fn words(&self) -> String {
        let cards = noun_words(&self.filter, "card");
        let action = match self.colour {
            Colour::Red => format!("remove {} {cards} of your trash", self.count),
            Colour::Blue => {
                format!("reveal {} {cards} of your hand, shuffle them into your deck, draw as many", self.count)
            }
            Colour::White => format!("shuffle {} {cards} of your trash into your deck", self.count),
            Colour::Black => {
                format!(
                    "put {} {cards} of your Charge into the trash, as many from the deck top into Charge",
                    self.count
                )
            }
            Colour::Green => format!(
                "shuffle {} {cards} of your Resource into your deck, as many from the deck top into Resource asleep",
                self.count
            ),
        };
        format!("Awakening \"{}\": {action}", self.colour.word())
    }
}

/// 夢装条件 (1022.2): the counters consumed instead of the resource cost.
pub fn dream_armour_words(part: &CountersPart) -> String {
    format!("Dream Armour: consume {} {} counters", part.count, icon_word(part.icon))
}

/// 降臨条件 (1020.2) or 憑依条件 (1025.2): the Reboot Z/X of yours chosen.
pub fn zx_condition_words(kind: &str, part: &CardsPart) -> String {
    format!("{kind}: {} Reboot {} of yours", part.count, noun_words(&part.filter, "Z/X"))
}

/// One step of a cost in words.
pub fn step_words(step: &super::CostStep) -> String {
    use super::CostStep;
    match step {
        CostStep::SleepThis => "Sleep this card".to_string(),
        CostStep::Resource(r) => format!("Pay [{}] {}", r.colours.words(), r.points),
        CostStep::Move(m) => {
            let noun = noun_words(&m.filter, if m.from == Pile::Square { "Z/X" } else { "card" });
            let to = if m.to == Pile::Deck {
                "the bottom of your deck".to_string()
            } else {
                format!("your {}", m.to.word())
            };
            format!("Put {} {noun} of your {} into {to}", m.count, m.from.word())
        }
        CostStep::SleepZx(c) => format!("Sleep {} Reboot {} of yours", c.count, noun_words(&c.filter, "Z/X")),
        CostStep::Destroy(c) => format!("Destroy {} {} of yours", c.count, noun_words(&c.filter, "Z/X")),
        CostStep::Counters(c) => format!("Consume {} {} counters", c.count, icon_word(c.icon)),
    }
}

/// A cost list in words.
pub fn cost_words(cost: &[super::CostStep]) -> String {
    cost.iter().map(step_words).collect::<Vec<_>>().join(", ")
}

/// "When playing" (1027.1): you may pay `cost` as this card is played; if you do, it costs
/// `reduce` less (to no less than 0, 805.2c).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct WhenPlaying {
    /// The cost added.
    pub cost: Vec<super::CostStep>,
    /// The points its resource cost is lowered by.
    #[serde(default)]
    pub reduce: u8,
}

impl WhenPlaying {
    /// The keyword as printed.
    pub fn words(&self) -> String {
        format!("When playing this card, you may {}; if you do, it costs {} less", cost_words(&self.cost), self.reduce)
    }
}
