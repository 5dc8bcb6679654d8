//! Filters: which objects or cards an effect means. A table's keys are the game's atoms, all of
//! which must hold; `any`, `all` and `not` combine filters; a list is any of its filters.

use super::amount::one_entry;
use super::toml_value::{atom, list};
use serde::de::{DeserializeOwned, Error as _};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use toml::Value;

/// A filter over the game's atoms `A` (what may be asked of one object).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Filter<A> {
    /// Every one matches (none: everything matches).
    All(Vec<Filter<A>>),
    /// At least one matches.
    Any(Vec<Filter<A>>),
    /// It does not match.
    Not(Box<Filter<A>>),
    /// A game atom.
    Atom(A),
}

impl<A> Default for Filter<A> {
    fn default() -> Self {
        Filter::All(Vec::new())
    }
}

impl<A> Filter<A> {
    /// Whether an object matches, `atom` answering each atom for it.
    pub fn matches(&self, atom: &mut impl FnMut(&A) -> bool) -> bool {
        match self {
            Filter::All(items) => items.iter().all(|f| f.matches(atom)),
            Filter::Any(items) => items.iter().any(|f| f.matches(atom)),
            Filter::Not(f) => !f.matches(atom),
            Filter::Atom(a) => atom(a),
        }
    }

    /// Every atom, for checks made when cards load and for rendering.
    pub fn atoms(&self) -> Vec<&A> {
        match self {
            Filter::All(items) | Filter::Any(items) => items.iter().flat_map(Filter::atoms).collect(),
            Filter::Not(f) => f.atoms(),
            Filter::Atom(a) => vec![a],
        }
    }

    /// The atoms every match must meet: those of the top-level all-of (not under any or not).
    pub fn required(&self) -> Vec<&A> {
        match self {
            Filter::All(items) => items.iter().flat_map(Filter::required).collect(),
            Filter::Atom(a) => vec![a],
            Filter::Any(_) | Filter::Not(_) => Vec::new(),
        }
    }

    /// The same filter with each atom replaced by what `f` makes of it.
    pub fn map_atoms(self, f: &mut impl FnMut(A) -> A) -> Filter<A> {
        match self {
            Filter::All(items) => Filter::All(items.into_iter().map(|i| i.map_atoms(f)).collect()),
            Filter::Any(items) => Filter::Any(items.into_iter().map(|i| i.map_atoms(f)).collect()),
            Filter::Not(inner) => Filter::Not(Box::new(inner.map_atoms(f))),
            Filter::Atom(a) => Filter::Atom(f(a)),
        }
    }

    /// This filter and `atom` both.
    pub fn and(self, atom: A) -> Filter<A> {
        match self {
            Filter::All(mut items) => {
                items.push(Filter::Atom(atom));
                Filter::All(items)
            }
            other => Filter::All(vec![other, Filter::Atom(atom)]),
        }
    }

    /// Reads a filter from a card file's value: a table of atoms (all of them), a list (any of
    /// them) or a string (one atom).
    pub fn from_toml(value: Value) -> Result<Self, String>
    where
        A: DeserializeOwned,
    {
        match value {
            Value::Table(table) => {
                let mut all = Vec::with_capacity(table.len());
                for (key, inner) in table {
                    all.push(match key.as_str() {
                        "all" => Filter::All(many(inner)?),
                        "any" => Filter::Any(many(inner)?),
                        "not" => Filter::Not(Box::new(Filter::from_toml(inner)?)),
                        _ => {
                            let single = Value::Table([(key.clone(), inner)].into_iter().collect());
                            Filter::Atom(atom(single).map_err(|e| format!("`{key}`: {e}"))?)
                        }
                    });
                }
                Ok(match <[Filter<A>; 1]>::try_from(all) {
                    Ok([one]) => one,
                    Err(all) => Filter::All(all),
                })
            }
            Value::Array(_) => Ok(Filter::Any(many(value)?)),
            other => atom(other).map(Filter::Atom),
        }
    }
}

fn many<A: DeserializeOwned>(value: Value) -> Result<Vec<Filter<A>>, String> {
    list(value, "filters")?.into_iter().map(Filter::from_toml).collect()
}

impl<'de, A: DeserializeOwned> Deserialize<'de> for Filter<A> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Filter::from_toml(Value::deserialize(deserializer)?).map_err(D::Error::custom)
    }
}

impl<A: Serialize> Serialize for Filter<A> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Filter::All(items) => one_entry(serializer, "all", items),
            Filter::Any(items) => serializer.collect_seq(items),
            Filter::Not(f) => one_entry(serializer, "not", f),
            Filter::Atom(a) => a.serialize(serializer),
        }
    }
}
