//! Triggers as event patterns (808.1a): an event kind, whose card it happened to, which card (a
//! kernel filter), and for zone moves the zone it went to and came from; and replacement
//! abilities (812.1): "when this card would be destroyed, instead …".

use super::condition::Zone;
use super::filter::noun_words;
use crate::cards::effect::EventEffect;
use fuda_kernel::lang::{EventPattern, Whose};
use serde::{Deserialize, Serialize};

/// Who caused a destruction (1203, 1204).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Cause {
    /// バトルで破壊された (1203.1): battle damage, then lethal damage in the PPP right after.
    Battle,
    /// Any card's effect (1204.1–1204.4).
    Effect,
    /// The effect of the ability's own source card (815.2a: for a delayed ability, the card
    /// whose effect made it).
    ThisSource,
    /// Paid as the cost of an ability (1027.1c): by the ability, not by its effect.
    AbilityCost,
}

/// An event kind an automatic ability waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum EventKind {
    /// 破壊された時 (1008, 808.3d), however it was destroyed.
    Destroyed,
    /// Destroyed by this cause (1203.1, 1204).
    DestroyedBy(Cause),
    /// A card is put into `zone` (808.3), from `from` if given.
    PutInto {
        /// The zone it went to.
        zone: Zone,
        /// Only from this zone.
        from: Option<Zone>,
    },
    /// A Z/X is dealt damage (1002.1).
    Damaged,
    /// A Z/X becomes the target of an attack (602.1b).
    Attacked,
    /// A card on a square becomes Sleep (1003.1); one already asleep does not (102.5).
    Sleeps,
    /// A card becomes Reboot (1003.1); one already in Reboot does not (102.5).
    Reboots,
    /// A player is dealt 1 point of damage (907.2b); the subject is the player.
    PlayerDamaged,
    /// ターン終了時 (507.3).
    TurnEnds,
}

impl EventKind {
    /// Whether this pattern kind admits the event `actual`: `from` and the cause are wildcards
    /// when absent; `this_source` says whether the destruction was by the effect of the
    /// ability's own source.
    pub fn admits(self, actual: EventKind, this_source: bool) -> bool {
        match (self, actual) {
            (EventKind::Destroyed, EventKind::Destroyed | EventKind::DestroyedBy(_)) => true,
            (EventKind::DestroyedBy(Cause::ThisSource), EventKind::DestroyedBy(Cause::Effect)) => this_source,
            (EventKind::DestroyedBy(want), EventKind::DestroyedBy(got)) => want == got,
            (EventKind::PutInto { zone, from }, EventKind::PutInto { zone: to, from: came }) => {
                zone == to && from.is_none_or(|f| Some(f) == came)
            }
            (pattern, actual) => pattern == actual,
        }
    }

    /// The event in words, `subject` being what it happens to.
    fn words(self, subject: &str) -> String {
        match self {
            EventKind::Destroyed => format!("{subject} is destroyed"),
            EventKind::DestroyedBy(Cause::Battle) => format!("{subject} is destroyed in battle"),
            EventKind::DestroyedBy(Cause::Effect) => format!("{subject} is destroyed by an effect"),
            EventKind::DestroyedBy(Cause::ThisSource) => format!("{subject} is destroyed by this card's effect"),
            EventKind::DestroyedBy(Cause::AbilityCost) => format!("{subject} is destroyed to pay an ability's cost"),
            EventKind::PutInto { zone, from: None } => format!("{subject} is put into {}", zone.word()),
            EventKind::PutInto { zone, from: Some(f) } => {
                format!("{subject} is put into {} from {}", zone.word(), f.word())
            }
            EventKind::Damaged => format!("{subject} is dealt damage"),
            EventKind::Attacked => format!("{subject} is attacked"),
            EventKind::Sleeps => format!("{subject} becomes Sleep"),
            EventKind::Reboots => format!("{subject} becomes Reboot"),
            EventKind::PlayerDamaged => format!("{subject} is dealt 1 damage"),
            EventKind::TurnEnds => "the turn ends".to_string(),
        }
    }
}

/// Which card the event must have happened to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Subject {
    /// Any card the pattern's `whose` and `subject` filter admit.
    #[default]
    Any,
    /// このカード: the card with the ability itself.
    This,
    /// このカード以外: any other card.
    Other,
}

/// 自 "When EVENT happens to SUBJECT": a trigger as data.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ZxPattern {
    /// This card, another, or any.
    #[serde(default)]
    pub card: Subject,
    /// The event kinds, whose subject, which subject, in whose turn.
    pub when: EventPattern<EventKind, super::filter::Is>,
    /// Only an event an effect caused, or an effect of this controller's opponent (1204.1); a
    /// replacement keeps the replaced event's source (815.2b).
    #[serde(default)]
    pub by: Option<ByEffect>,
}

/// 〜の効果によって: whose effect must have caused the event (1204.1, 815.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ByEffect {
    /// 効果によって: any card's effect.
    Any,
    /// 相手の効果によって: an effect whose source is the opponent's card.
    Opponents,
}

impl ZxPattern {
    /// The trigger in words, after "When".
    pub fn words(&self) -> String {
        let whose = match self.when.whose {
            Whose::Any => "a",
            Whose::Yours => "your",
            Whose::Opponents => "your opponent's",
        };
        let noun = noun_words(&self.when.subject, "card");
        let subject = match self.card {
            Subject::This => "this card".to_string(),
            Subject::Other => format!("another of {whose} cards"),
            Subject::Any if self.when.event.iter().all(|e| *e == EventKind::PlayerDamaged) => match self.when.whose {
                Whose::Any => "a player".to_string(),
                Whose::Yours => "you".to_string(),
                Whose::Opponents => "your opponent".to_string(),
            },
            Subject::Any => format!("{whose} {noun}"),
        };
        let subject = if self.card == Subject::Any { subject } else { format!("{subject} ({noun})") };
        let subject = subject.replace(" (card)", "");
        let events = self.when.event.iter().map(|e| e.words(&subject)).collect::<Vec<_>>().join(" or ");
        match self.by {
            None => events,
            Some(ByEffect::Any) => format!("{events}, by an effect"),
            Some(ByEffect::Opponents) => format!("{events}, by your opponent's effect"),
        }
    }
}

/// Where a replaced destruction puts the card instead (812.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Instead {
    /// Into its owner's Resource, asleep or not (E13).
    Resource {
        /// Put there in Sleep.
        #[serde(default)]
        sleep: bool,
    },
    /// Into its owner's hand.
    Hand,
    /// Into its owner's trash.
    Trash,
}

/// 置換 (802.2c, 812.1): "[Permanent] When this card would be destroyed, instead …". The card is not destroyed:
/// nothing waiting for a destruction triggers.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Replacement {
    /// Where the card goes instead of its owner's Charge.
    pub instead: Instead,
}

impl Replacement {
    /// The ability in words.
    pub fn text(&self) -> String {
        let place = match self.instead {
            Instead::Resource { sleep: true } => "into your Resource in Sleep",
            Instead::Resource { sleep: false } => "into your Resource",
            Instead::Hand => "into your hand",
            Instead::Trash => "into your trash",
        };
        format!("[Permanent] When this card would be destroyed, instead of putting it into Charge, put it {place}.")
    }
}

/// 時限型自動能力 (808.4): the delayed automatic ability an effect makes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct DelayedAbility {
    /// When it triggers, once (808.4a).
    pub on: ZxPattern,
    /// Its effects.
    pub effects: Vec<EventEffect>,
}
