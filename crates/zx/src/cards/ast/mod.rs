//! The typed ability language (801): activated abilities (起, 807) with their costs, automatic
//! abilities (自, 808) with their triggers, and
//! permanent abilities (常, 801.2c) with their continuous power changes, over shared building
//! blocks from the kernel: conditions ([`condition`]), amounts and filters ([`filter`]). The
//! one-shot actions are the event effects' ([`crate::cards::effect`]): one action list for
//! every kind of ability (801.2e).

pub mod condition;
pub mod continuous;
pub mod costs;
pub mod event;
pub mod filter;
pub mod gate;

use crate::cards::effect::EventEffect;
use condition::{ZxCond, cond_words};
use filter::{ZxFilter, noun_words};
use serde::{Deserialize, Serialize};

/// One ability a card prints, in printed order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Ability {
    /// 常 (801.2c): a continuous effect while the card is on a square.
    Permanent(Permanent),
    /// 起 (801.2a, 807): played by the controller with priority, paying its cost.
    Activated(Activated),
    /// 自 (801.2b, 808): triggered by an event, played in priority pre-processing.
    Automatic(Automatic),
    /// 常: every other card in the zones named has this card name while this card is on a
    /// square (E30, E38).
    Renames(Renames),
    /// 置換 (812.1): an event that would happen happens otherwise.
    Replace(event::Replacement),
    /// 常 (801.2c) beyond power: the layered continuous effects of 811, with validity (803).
    Continuous(continuous::Continuous),
    /// シンパシー[テキスト] (1136.2): an automatic or activated ability that never works on its
    /// own; while its card is in the unison state, every Z/X of its controller with Sympathy has
    /// it ([`crate::state::sympathy`]).
    Sympathy(Box<Ability>),
}

/// 常: the cards other than this one in `zones` are named `name`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Renames {
    /// The name they get.
    pub name: String,
    /// The zones whose cards (either player's) it names.
    pub zones: Vec<condition::Zone>,
    /// 種族が[…]になる (811.6): the race they get instead of theirs, if any; a card with no
    /// race gets none (E30, E34).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub race: Option<String>,
}

/// Where a card appeared from (1007.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FromZone {
    /// The hand.
    Hand,
    /// The deck, by an ignition (505.3a).
    Deck,
    /// Life (907.2e).
    Life,
    /// Dynamis.
    Dynamis,
    /// The trash, by an effect (1007.1).
    Trash,
    /// Charge, by an effect (1007.1).
    Charge,
    /// The Force zone (312): a force brought onto a square (1118.2).
    Force,
    /// No zone: several cards appeared together as one (1007.5a).
    Composite,
}

impl FromZone {
    /// The zone's name.
    pub fn word(self) -> &'static str {
        match self {
            FromZone::Hand => "your hand",
            FromZone::Deck => "your deck",
            FromZone::Life => "your Life",
            FromZone::Dynamis => "Dynamis",
            FromZone::Trash => "your trash",
            FromZone::Charge => "your Charge",
            FromZone::Force => "the Force zone",
            FromZone::Composite => "no zone (a composite)",
        }
    }
}

/// The event an automatic ability waits for (808.1a).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Trigger {
    /// 登場した時 (1007): this card, or any Z/X of its controller, appears on a square, from
    /// `from` if given.
    Appears {
        /// Which card's appearing.
        #[serde(default)]
        whom: Whom,
        /// Only from this zone.
        from: Option<FromZone>,
    },
    /// アタックした時: this card attacks (602.1e).
    Attacks,
    /// ターン終了時: the end of each turn (507.3).
    EndOfTurn,
    /// An event pattern (808.1a, 808.3): kind, whose, which card, from and to which zone.
    Event(event::ZxPattern),
    /// 状態型 (808.5): triggers while the condition holds, one pending instance at a time.
    While(ZxCond),
}

/// 自 When [trigger], effects.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Automatic {
    /// The event.
    pub on: Trigger,
    /// The effects, resolved top to bottom.
    pub effects: Vec<EventEffect>,
    /// Valid only while this card matches (803.2a): as the card the ability grants itself while
    /// it is, say, a [Diabolos]. A destruction's trigger reads it as it was while the destroyed
    /// card was on its square (808.3d, E30).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub this_is: Option<ZxFilter>,
    /// Valid in Dynamis rather than on a square (803.1d, 803.1e); none: on a square (803.1b).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zone: Option<DynamisZone>,
}

/// 有効) デュナミス (803.1d), デュナミス(表) or デュナミス(裏) (803.1e): where in Dynamis an
/// automatic ability is valid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DynamisZone {
    /// In Dynamis, face up or face down.
    Dynamis,
    /// Face up in Dynamis.
    DynamisFaceUp,
    /// Face down in Dynamis.
    DynamisFaceDown,
}

impl DynamisZone {
    /// Whether a card in Dynamis, face up or not, has the ability valid.
    pub fn valid(self, face_up: bool) -> bool {
        match self {
            DynamisZone::Dynamis => true,
            DynamisZone::DynamisFaceUp => face_up,
            DynamisZone::DynamisFaceDown => !face_up,
        }
    }

    /// The validity as printed.
    pub fn words(self) -> &'static str {
        match self {
            DynamisZone::Dynamis => "Valid) Dynamis",
            DynamisZone::DynamisFaceUp => "Valid) Dynamis (face up)",
            DynamisZone::DynamisFaceDown => "Valid) Dynamis (face down)",
        }
    }
}

/// Which Z/X a permanent ability changes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Whom {
    /// このカード: the card with the ability.
    #[default]
    This,
    /// あなたのゼクス: every Z/X its controller controls on a square, itself included.
    YourZx,
}

/// 常: power +N (811.1c) for `whom` that match `filter`, while `when` holds.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Permanent {
    /// The power added (negative: taken away).
    pub power: i32,
    /// Which Z/X.
    #[serde(default)]
    pub whom: Whom,
    /// Which of them (none: all).
    #[serde(default)]
    pub filter: ZxFilter,
    /// The condition (none: always).
    pub when: Option<ZxCond>,
    /// The keyword that enables it (1119, 1120, 1135); none: always enabled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gate: Option<gate::Gate>,
}

/// One step of an activated ability's cost (807.1a) or a "when playing" cost (1027.1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CostStep {
    /// The sleep icon: sleep this card; a sleeping card can't pay it (807.1a).
    SleepThis,
    /// A resource cost (805.2b), paid by sleeping Reboot resources (805.3).
    Resource(costs::ResourcePart),
    /// Put cards of yours from one zone into another (804.4b–c).
    Move(costs::MovePart),
    /// Sleep Reboot Z/X of yours on squares (804.4a: a sleeping one can't be chosen).
    SleepZx(costs::CardsPart),
    /// Destroy Z/X of yours on squares (1008.1), not by an effect (1027.1b–c).
    Destroy(costs::CardsPart),
    /// Consume counters (1017.2); there must be as many (804.2f).
    Counters(costs::CountersPart),
}

/// 起 [cost]: effects.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Activated {
    /// The cost, paid in order (807.1c).
    pub cost: Vec<CostStep>,
    /// The effects, resolved top to bottom.
    pub effects: Vec<EventEffect>,
    /// ターン[X] / 自分ターン[X] (803.1f).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<costs::TurnLimit>,
    /// 破天降臨 (1129): once a turn among all of its controller's Haten Kourin abilities.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub haten_kourin: bool,
    /// Where it is valid (803.1d): on a square unless written.
    #[serde(default, skip_serializing_if = "is_square")]
    pub zone: costs::AbilityZone,
}

fn is_square(zone: &costs::AbilityZone) -> bool {
    *zone == costs::AbilityZone::Square
}

impl Ability {
    /// The ability in words, as card text.
    pub fn text(&self) -> String {
        match self {
            Ability::Permanent(p) => {
                let whom = match p.whom {
                    Whom::This => "this card gets".to_string(),
                    Whom::YourZx => format!("your {} get", noun_words(&p.filter, "Z/X")),
                };
                let sign = if p.power >= 0 { "+" } else { "" };
                let body = format!("{whom} {sign}{} power.", p.power);
                let text = match &p.when {
                    Some(fuda_kernel::lang::Cond::Atom(condition::Fact::YourTurn)) => {
                        format!("[Permanent] During your turn, {body}")
                    }
                    Some(c) => format!("[Permanent] If {}, {body}", cond_words(c)),
                    None => format!("[Permanent] {}", capitalise(&body)),
                };
                match &p.gate {
                    Some(g) => format!("{} {text}", g.words()),
                    None => text,
                }
            }
            Ability::Activated(a) => {
                let cost = costs::cost_words(&a.cost);
                let effects: Vec<String> = a.effects.iter().map(crate::cards::render::effect_text).collect();
                let mut head = String::from("[Activated]");
                if a.haten_kourin {
                    head = "[Haten Kourin] [Activated]".to_string();
                }
                if a.zone != costs::AbilityZone::Square {
                    head = format!("{head} (valid in the {})", a.zone.word());
                }
                if let Some(limit) = a.limit {
                    head = format!("{head} {}", limit.words());
                }
                format!("{head} {cost}: {}", effects.join(" "))
            }
            Ability::Automatic(a) => {
                let when = match a.on {
                    Trigger::Appears { whom: Whom::This, from: None } => "this card appears".to_string(),
                    Trigger::Appears { whom: Whom::YourZx, from: None } => "a Z/X of yours appears".to_string(),
                    Trigger::Appears { whom: Whom::This, from: Some(z) } => {
                        format!("this card appears from {}", z.word())
                    }
                    Trigger::Appears { whom: Whom::YourZx, from: Some(z) } => {
                        format!("a Z/X of yours appears from {}", z.word())
                    }
                    Trigger::Attacks => "this card attacks".to_string(),
                    Trigger::EndOfTurn => "the turn ends".to_string(),
                    Trigger::Event(ref p) => p.words(),
                    Trigger::While(ref c) => format!("{} (while this holds)", cond_words(c)),
                };
                let effects: Vec<String> = a.effects.iter().map(crate::cards::render::effect_text).collect();
                let mut valid = match &a.this_is {
                    Some(f) => format!(" (valid while this card is {})", filter::filter_words(f)),
                    None => String::new(),
                };
                if let Some(zone) = a.zone {
                    valid = format!(" {}{valid}", zone.words());
                }
                format!("[Automatic]{valid} When {when}, {}", lower_first(&effects.join(" ")))
            }
            Ability::Renames(r) => {
                let zones: Vec<&str> = r.zones.iter().map(|z| z.word()).collect();
                let race = r.race.as_ref().map(|x| format!(" and its race is [{x}]")).unwrap_or_default();
                format!("[Permanent] Every other card on the {} is named “{}”{race}.", zones.join(", "), r.name)
            }
            Ability::Replace(r) => r.text(),
            Ability::Continuous(c) => c.text(),
            Ability::Sympathy(inner) => format!("Sympathy {}", inner.text()),
        }
    }
}

fn lower_first(s: &str) -> String {
    let mut chars = s.chars();
    chars.next().map(|c| c.to_lowercase().chain(chars).collect()).unwrap_or_default()
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}
