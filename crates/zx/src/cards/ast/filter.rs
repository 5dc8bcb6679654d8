//! What a filter may ask of a card (its parameters, 200): the atoms of
//! [`fuda_kernel::lang::Filter`], which combines them with all, any and not.

use super::condition::Query;
use crate::cards::{CardDef, CardType, Colour};
use fuda_kernel::lang::{Filter, Range};
use serde::{Deserialize, Serialize};

/// A filter over Z/X cards.
pub type ZxFilter = Filter<Is>;

/// One thing a filter asks of a card.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Is {
    /// Has this colour (204.5: each colour is tested on its own).
    Colour(Colour),
    /// Has this race (208).
    Race(String),
    /// Its cost in points is in the range (203; ∞ is in none, 203.3).
    Cost(Range<Query>),
    /// Its power now is in the range (209).
    Power(Range<Query>),
    /// Is of this card type, as the game treats it (202.6a: a Z/X EX is a Z/X).
    Type(CardType),
    /// Its name contains the text (201.2).
    NameContains(String),
    /// [色]だけの (816.3): has this colour and no other.
    ColourOnly(Colour),
}

/// The range in words: "3", "3 or more", "at most 3", "3 to 5".
pub fn range_words(range: &Range<Query>) -> String {
    let n = |a: &Option<fuda_kernel::lang::Amount<Query>>| a.as_ref().and_then(|a| a.as_num());
    match (n(&range.at_least), n(&range.at_most)) {
        (Some(a), Some(b)) if a == b => format!("{a}"),
        (Some(a), Some(b)) => format!("{a} to {b}"),
        (Some(a), None) => format!("{a} or more"),
        (None, Some(b)) => format!("{b} or less"),
        (None, None) => "any".to_string(),
    }
}

impl Is {
    /// Whether the definition has the colour, race, type or name asked; `None` for the
    /// numbers, which need the game to read.
    pub fn printed(&self, def: &CardDef) -> Option<bool> {
        match self {
            Is::Colour(c) => Some(def.colours.has(*c)),
            Is::Race(r) => Some(def.races.iter().any(|x| x == r)),
            Is::Type(t) => Some(match t {
                CardType::Zx => def.kind.is_zx(),
                CardType::Event => def.kind.is_event(),
                CardType::Player => def.kind.is_player(),
                other => def.kind == *other,
            }),
            Is::NameContains(text) => Some(def.name.contains(text.as_str())),
            Is::ColourOnly(c) => Some(def.colours.only(*c)),
            Is::Cost(_) | Is::Power(_) => None,
        }
    }

    /// Whether the atom reads as a phrase after the noun ("with power 6000 or less").
    fn is_phrase(&self) -> bool {
        matches!(self, Is::Cost(_) | Is::Power(_) | Is::NameContains(_))
    }

    /// The atom in words, as an adjective or a phrase after "Z/X".
    pub fn words(&self) -> String {
        match self {
            Is::Colour(c) => c.word().to_string(),
            Is::Race(r) => format!("[{r}]"),
            Is::Cost(r) => format!("with cost {}", range_words(r)),
            Is::Power(r) => format!("with power {}", range_words(r)),
            Is::Type(t) => t.tag().to_string(),
            Is::NameContains(n) => format!("with “{n}” in its name"),
            Is::ColourOnly(c) => format!("{}-only", c.word()),
        }
    }
}

/// `noun` with the filter's words: adjectives before it, phrases ("with power 6000 or less")
/// after it.
pub fn noun_words(filter: &ZxFilter, noun: &str) -> String {
    let items: Vec<&ZxFilter> = match filter {
        Filter::All(items) => items.iter().collect(),
        one => vec![one],
    };
    let (mut before, mut after) = (Vec::new(), Vec::new());
    let mut noun = noun.to_string();
    for item in items {
        match item {
            // Every type a filter names is a kind of Z/X or a kind of card: as the noun "Z/X"
            // it takes the noun's place ("Z/X EX", not "Z/X EX Z/X"; "Z/X", not "Z/X Z/X").
            Filter::Atom(Is::Type(t)) if noun == "Z/X" => noun = t.tag().to_string(),
            Filter::Atom(a) if a.is_phrase() => after.push(a.words()),
            Filter::Not(inner) => match inner.as_ref() {
                Filter::Atom(a) if a.is_phrase() => after.push(a.words().replacen("with ", "without ", 1)),
                other => before.push(format!("non-{}", filter_words(other))),
            },
            other => before.push(filter_words(other)),
        }
    }
    before.push(noun);
    before.extend(after);
    before.join(" ")
}

/// A filter in words: its atoms joined, "any of" and "not" spelled out.
pub fn filter_words(filter: &ZxFilter) -> String {
    match filter {
        Filter::All(items) => items.iter().map(filter_words).filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" "),
        Filter::Any(items) => items.iter().map(filter_words).collect::<Vec<_>>().join(" or "),
        Filter::Not(inner) => format!("non-{}", filter_words(inner)),
        Filter::Atom(a) => a.words(),
    }
}
