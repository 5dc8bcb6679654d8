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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    /// The slot the moved cards are bound to, for an activated ability's effects (1205.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bind: Option<fuda_kernel::lang::Slot>,
}

impl std::hash::Hash for MovePart {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.from.hash(h);
        self.to.hash(h);
        self.count.hash(h);
        self.filter.hash(h);
        // Only when set, so that games without it keep their fingerprints.
        if let Some(slot) = &self.bind {
            slot.hash(h);
        }
    }
}

/// Why a keyword's cost may not bind: only a printed activated ability's effects read it.
const NO_BIND: &str = "no bind: only an activated ability's cost binds a slot for its effects";

/// The slots the moves of an activated ability's `cost` bind (1205.1).
pub fn cost_slots(cost: &[super::CostStep]) -> Vec<fuda_kernel::lang::Slot> {
    cost.iter()
        .filter_map(|step| match step {
            super::CostStep::Move(m) => m.bind.clone(),
            _ => None,
        })
        .collect()
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

/// What is wrong with a cost list as written, if anything.
pub fn check_cost(cost: &[super::CostStep]) -> Option<String> {
    cost.iter().find_map(|step| match step {
        super::CostStep::SleepThis | super::CostStep::Resource(_) => None,
        super::CostStep::Move(m) if m.count == 0 => Some("a count of at least 1".to_string()),
        super::CostStep::Move(m)
            if !matches!(m.from, Pile::Hand | Pile::Trash | Pile::Charge | Pile::Remove | Pile::Square) =>
        {
            Some("from = \"hand\", \"trash\", \"charge\", \"remove\" or \"square\"".to_string())
        }
        super::CostStep::Move(m) if m.from == Pile::Square && m.to != Pile::Trash => {
            Some("to = \"trash\" for Z/X on squares".to_string())
        }
        super::CostStep::Move(m)
            if m.from == m.to
                || !matches!(m.to, Pile::Trash | Pile::Remove | Pile::Charge | Pile::Hand | Pile::Deck) =>
        {
            Some("to = \"trash\", \"remove\", \"charge\", \"hand\" or \"deck\", other than from".to_string())
        }
        super::CostStep::Move(_) => None,
        super::CostStep::SleepZx(c) | super::CostStep::Destroy(c) if c.count == 0 => {
            Some("a count of at least 1".to_string())
        }
        super::CostStep::SleepZx(_) | super::CostStep::Destroy(_) => None,
        super::CostStep::Counters(c) if c.count == 0 => Some("a count of at least 1".to_string()),
        super::CostStep::Counters(_) => None,
    })
}

/// What is wrong with a cost keyword on a card of type `kind`, if anything.
pub fn check_keyword(kind: crate::cards::CardType, keyword: &crate::cards::Keyword) -> Option<String> {
    let ex_only = |name: &str| {
        (kind != crate::cards::CardType::ZxEx).then(|| format!("{name} is for Z/X EX cards, not {}", kind.tag()))
    };
    match keyword {
        crate::cards::Keyword::Advent(p) | crate::cards::Keyword::Possession(p) if p.count == 0 => {
            Some("a count of at least 1".to_string())
        }
        crate::cards::Keyword::Advent(_) => ex_only("Advent (1020.1)"),
        crate::cards::Keyword::Possession(_) => ex_only("Possession (1025.1)"),
        crate::cards::Keyword::Awakening(a) if a.count == 0 => Some("a count of at least 1".to_string()),
        crate::cards::Keyword::Awakening(_) => ex_only("Awakening (1021.1)"),
        crate::cards::Keyword::DreamArmour(c) if c.count == 0 => Some("a count of at least 1".to_string()),
        crate::cards::Keyword::DreamArmour(_) => ex_only("Dream Armour (1022.1)"),
        crate::cards::Keyword::WhenPlaying(w) if w.cost.is_empty() => Some("at least one cost step".to_string()),
        crate::cards::Keyword::WhenPlaying(w)
            if w.cost.iter().any(|s| matches!(s, super::CostStep::SleepThis | super::CostStep::Resource(_))) =>
        {
            Some("cost steps other than sleep-this and resource (the card is being played)".to_string())
        }
        crate::cards::Keyword::WhenPlaying(w) if !cost_slots(&w.cost).is_empty() => Some(NO_BIND.to_string()),
        crate::cards::Keyword::Install(a) if !cost_slots(&a.cost).is_empty() => Some(NO_BIND.to_string()),
        crate::cards::Keyword::WhenPlaying(w) => check_cost(&w.cost),
        crate::cards::Keyword::Install(a) => check_cost(&a.cost),
        crate::cards::Keyword::StartCard
        | crate::cards::Keyword::LifeRecovery
        | crate::cards::Keyword::VoidBringer
        | crate::cards::Keyword::Zekkai
        | crate::cards::Keyword::GateCard
        | crate::cards::Keyword::StartResource
        | crate::cards::Keyword::Overdrive
        | crate::cards::Keyword::ZekkaiP(_)
        | crate::cards::Keyword::Evolseed(_)
        | crate::cards::Keyword::InfiniteSolitude
        | crate::cards::Keyword::DenEi(_)
        | crate::cards::Keyword::ZxtendDrive(_)
        | crate::cards::Keyword::Range(_)
        | crate::cards::Keyword::RangeInfinite
        | crate::cards::Keyword::Crisis(_)
        | crate::cards::Keyword::StylishHeadbutt
        | crate::cards::Keyword::Renkei(_)
        | crate::cards::Keyword::GravityAssist
        | crate::cards::Keyword::ColorBreak
        | crate::cards::Keyword::Raid
        | crate::cards::Keyword::Rewrite(_)
        | crate::cards::Keyword::Hangon(_)
        | crate::cards::Keyword::Shouka { .. }
        | crate::cards::Keyword::Phantom(_)
        | crate::cards::Keyword::DressUp
        | crate::cards::Keyword::AlterForce(_)
        | crate::cards::Keyword::Activate(_)
        | crate::cards::Keyword::Trance
        | crate::cards::Keyword::GenesisRebuild(_) => None,
    }
}
