//! Triggers as event patterns: which events, happening to what, in whose turn; and how often an
//! effect may be used in a turn.

use super::Filter;
use serde::{Deserialize, Serialize};

/// 【自分のターン】/【相手のターン】/【お互いのターン】: in whose turn a trigger or a continuous
/// effect works, from its controller's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TurnFilter {
    /// In every turn.
    #[default]
    Any,
    /// In its controller's turns.
    Yours,
    /// In the other players' turns.
    Opponents,
}

impl TurnFilter {
    /// Whether it works now, `yours` saying whether the turn is its controller's.
    pub fn admits(self, yours: bool) -> bool {
        match self {
            TurnFilter::Any => true,
            TurnFilter::Yours => yours,
            TurnFilter::Opponents => !yours,
        }
    }
}

/// Whose subject an event must have happened to, from the trigger's controller's point of view
/// (「自分の」「相手の」, or either).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Whose {
    /// Anyone's.
    #[default]
    Any,
    /// The controller's own.
    Yours,
    /// Another player's.
    Opponents,
}

impl Whose {
    /// Whether a subject of the controller's own (`yours`) or another player's is admitted.
    pub fn admits(self, yours: bool) -> bool {
        match self {
            Whose::Any => true,
            Whose::Yours => yours,
            Whose::Opponents => !yours,
        }
    }
}

/// "When EVENT happens to SUBJECT of WHOSE, in TURN": a trigger written as data. `E` is the game's event
/// kinds, `A` its filter atoms.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
#[serde(bound(
    serialize = "E: Serialize, A: Serialize",
    deserialize = "E: serde::de::DeserializeOwned, A: serde::de::DeserializeOwned"
))]
pub struct EventPattern<E, A> {
    /// The events, any of which triggers it (「登場したとき、進化したとき」 is two).
    #[serde(deserialize_with = "one_or_many")]
    pub event: Vec<E>,
    /// Whose subject: the controller's, another player's, or anyone's (the default).
    #[serde(default)]
    pub whose: Whose,
    /// What the event happened to; anything when absent.
    #[serde(default = "Filter::default", skip_serializing_if = "is_everything")]
    pub subject: Filter<A>,
    /// In whose turn.
    #[serde(default)]
    pub turn: TurnFilter,
}

fn is_everything<A>(filter: &Filter<A>) -> bool {
    matches!(filter, Filter::All(items) if items.is_empty())
}

impl<E: PartialEq, A> EventPattern<E, A> {
    /// Whether `event`, happening to a subject of the controller's own (`own_subject`) or not,
    /// which `subject` answers the atoms for, in a turn that is (`your_turn`) or is not the
    /// controller's, matches.
    pub fn matches(&self, event: &E, own_subject: bool, subject: &mut impl FnMut(&A) -> bool, your_turn: bool) -> bool {
        self.event.contains(event)
            && self.whose.admits(own_subject)
            && self.turn.admits(your_turn)
            && self.subject.matches(subject)
    }
}

fn one_or_many<'de, D, E>(deserializer: D) -> Result<Vec<E>, D::Error>
where
    D: serde::Deserializer<'de>,
    E: serde::de::DeserializeOwned,
{
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum OneOrMany<E> {
        One(E),
        Many(Vec<E>),
    }
    match OneOrMany::deserialize(deserializer) {
        Ok(OneOrMany::One(e)) => Ok(vec![e]),
        Ok(OneOrMany::Many(events)) if !events.is_empty() => Ok(events),
        Ok(OneOrMany::Many(_)) => Err(serde::de::Error::custom("expected at least one event")),
        Err(_) => Err(serde::de::Error::custom("expected an event name or a list of event names")),
    }
}

/// [ターンに1回] and its kin: an effect may be used at most this many times a turn (15-14-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PerTurn(pub u8);
