//! Amounts: the numbers effects read (a count, a card's DP, a zone's size), combined with sums,
//! minimums, maximums, products and "for every n"; and ranges of them (「X以上」「X以下」).

use super::toml_value::{atom, int, list, one_key};
use super::{Evaluate, Slot};
use serde::de::{DeserializeOwned, Error as _};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use toml::Value;

/// A number an effect reads when it is processed. `Q` is the game's query: what it can count
/// or measure.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Amount<Q> {
    /// A number written on the card.
    Num(i32),
    /// A game query: a count of a filtered set, a card's DP, a zone's size….
    Query(Q),
    /// What an earlier step fixed: its number, or how many objects it acted on.
    NumberOf(Slot),
    /// The sum (合計).
    Sum(Vec<Amount<Q>>),
    /// The least.
    Min(Vec<Amount<Q>>),
    /// The greatest.
    Max(Vec<Amount<Q>>),
    /// The product: "N for each" (「Xごとに」, the count times N).
    Mul(Box<Amount<Q>>, Box<Amount<Q>>),
    /// Divided by a positive number, rounded down: "for every N" (「N枚ごとに」).
    Div(Box<Amount<Q>>, i32),
}

impl<Q> Amount<Q> {
    /// The amount's value now; a slot nothing bound counts 0.
    pub fn eval<A>(&self, e: &impl Evaluate<A, Q>) -> i32 {
        let fold = |items: &[Amount<Q>], f: fn(i32, i32) -> i32| items.iter().map(|a| a.eval(e)).reduce(f);
        match self {
            Amount::Num(n) => *n,
            Amount::Query(q) => e.query(q),
            Amount::NumberOf(slot) => e.bound(slot).map_or(0, |b| b.number()),
            Amount::Sum(items) => fold(items, i32::saturating_add).unwrap_or(0),
            Amount::Min(items) => fold(items, i32::min).unwrap_or(0),
            Amount::Max(items) => fold(items, i32::max).unwrap_or(0),
            Amount::Mul(a, b) => a.eval(e).saturating_mul(b.eval(e)),
            Amount::Div(a, n) => a.eval(e).div_euclid((*n).max(1)),
        }
    }

    /// Whether the amount can never be below zero, whatever the game, `query` saying it of
    /// each query (a count never is): for rules that can skip work when a change only adds.
    /// A number an earlier step fixed may be anything.
    pub fn never_negative(&self, query: &impl Fn(&Q) -> bool) -> bool {
        let all = |items: &[Amount<Q>]| items.iter().all(|a| a.never_negative(query));
        match self {
            Amount::Num(n) => *n >= 0,
            Amount::Query(q) => query(q),
            Amount::NumberOf(_) => false,
            Amount::Sum(items) | Amount::Min(items) => all(items),
            Amount::Max(items) => items.iter().any(|a| a.never_negative(query)),
            Amount::Mul(a, b) => a.never_negative(query) && b.never_negative(query),
            Amount::Div(a, _) => a.never_negative(query),
        }
    }

    /// The written number, if the amount is one.
    pub fn as_num(&self) -> Option<i32> {
        match self {
            Amount::Num(n) => Some(*n),
            _ => None,
        }
    }

    /// Every query in the amount, for checks made when cards load.
    pub fn queries(&self) -> Vec<&Q> {
        match self {
            Amount::Num(_) | Amount::NumberOf(_) => Vec::new(),
            Amount::Query(q) => vec![q],
            Amount::Sum(items) | Amount::Min(items) | Amount::Max(items) => {
                items.iter().flat_map(Amount::queries).collect()
            }
            Amount::Mul(a, b) => a.queries().into_iter().chain(b.queries()).collect(),
            Amount::Div(a, _) => a.queries(),
        }
    }

    /// Reads an amount from a card file's value.
    pub fn from_toml(value: Value) -> Result<Self, String>
    where
        Q: DeserializeOwned,
    {
        if let Value::Integer(_) = value {
            return int(&value, "a number").map(Amount::Num);
        }
        let structural = one_key(&value).map(|(k, _)| k.to_string());
        let inner = || match value.clone() {
            Value::Table(mut t) => t.remove(structural.as_deref().unwrap_or_default()).unwrap_or(Value::Boolean(false)),
            other => other,
        };
        let items = |v: Value, what: &str| -> Result<Vec<Amount<Q>>, String> {
            let items = list(v, "amounts")?;
            if items.is_empty() {
                return Err(format!("{what} of nothing: expected at least one amount"));
            }
            items.into_iter().map(Amount::from_toml).collect()
        };
        match structural.as_deref() {
            Some("sum") => items(inner(), "a sum").map(Amount::Sum),
            Some("min") => items(inner(), "a minimum").map(Amount::Min),
            Some("max") => items(inner(), "a maximum").map(Amount::Max),
            Some("mul") => match <[Value; 2]>::try_from(list(inner(), "two amounts")?) {
                Ok([a, b]) => Ok(Amount::Mul(Box::new(Amount::from_toml(a)?), Box::new(Amount::from_toml(b)?))),
                Err(items) => Err(format!("mul: expected [amount, amount], found {} items", items.len())),
            },
            Some("div") => match <[Value; 2]>::try_from(list(inner(), "an amount and a number")?) {
                Ok([a, n]) => match int(&n, "div")? {
                    n if n >= 1 => Ok(Amount::Div(Box::new(Amount::from_toml(a)?), n)),
                    n => Err(format!("div: expected a positive divisor, found {n}")),
                },
                Err(items) => Err(format!("div: expected [amount, number], found {} items", items.len())),
            },
            Some("number-of") => match inner() {
                Value::String(slot) => Ok(Amount::NumberOf(Slot(slot))),
                other => Err(format!("number-of: expected a slot name, found {}", other.type_str())),
            },
            _ => atom(value)
                .map(Amount::Query)
                .map_err(|e| format!("expected an amount (a number, sum, min, max, mul, div, number-of, or {e})")),
        }
    }
}

impl<'de, Q: DeserializeOwned> Deserialize<'de> for Amount<Q> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Amount::from_toml(Value::deserialize(deserializer)?).map_err(D::Error::custom)
    }
}

impl<Q: Serialize> Serialize for Amount<Q> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Amount::Num(n) => n.serialize(serializer),
            Amount::Query(q) => q.serialize(serializer),
            Amount::NumberOf(slot) => one_entry(serializer, "number-of", &slot.0),
            Amount::Sum(items) => one_entry(serializer, "sum", items),
            Amount::Min(items) => one_entry(serializer, "min", items),
            Amount::Max(items) => one_entry(serializer, "max", items),
            Amount::Mul(a, b) => one_entry(serializer, "mul", &(a, b)),
            Amount::Div(a, n) => one_entry(serializer, "div", &(a, n)),
        }
    }
}

/// A table of one key, as the structural forms are written.
pub(crate) fn one_entry<S: Serializer, T: Serialize + ?Sized>(s: S, key: &str, value: &T) -> Result<S::Ok, S::Error> {
    let mut map = s.serialize_map(Some(1))?;
    map.serialize_entry(key, value)?;
    map.end()
}

/// 「X以上」「X以下」, both, or exactly X.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Range<Q> {
    /// The least value admitted.
    pub at_least: Option<Amount<Q>>,
    /// The greatest value admitted.
    pub at_most: Option<Amount<Q>>,
}

impl<Q> Range<Q> {
    /// Exactly `n`.
    pub fn exactly(n: i32) -> Range<Q> {
        Range { at_least: Some(Amount::Num(n)), at_most: Some(Amount::Num(n)) }
    }

    /// `n` or more.
    pub fn at_least(n: i32) -> Range<Q> {
        Range { at_least: Some(Amount::Num(n)), at_most: None }
    }

    /// `n` or less.
    pub fn at_most(n: i32) -> Range<Q> {
        Range { at_least: None, at_most: Some(Amount::Num(n)) }
    }

    /// Whether `value` lies in the range, its ends read now.
    pub fn contains<A>(&self, value: i32, e: &impl Evaluate<A, Q>) -> bool {
        self.at_least.as_ref().is_none_or(|a| value >= a.eval(e))
            && self.at_most.as_ref().is_none_or(|a| value <= a.eval(e))
    }

    /// Reads a range: an integer (exactly), or `{ at-least = a, at-most = b }` with one or both.
    pub fn from_toml(value: Value) -> Result<Self, String>
    where
        Q: DeserializeOwned,
    {
        match value {
            Value::Integer(_) => Ok(Range::exactly(int(&value, "a number")?)),
            Value::Table(mut table) => {
                let mut end = |key: &str| table.remove(key).map(Amount::from_toml).transpose();
                let (at_least, at_most) = (end("at-least")?, end("at-most")?);
                if let Some(key) = table.keys().next() {
                    return Err(format!("unknown key `{key}` in a range: expected at-least, at-most"));
                }
                if at_least.is_none() && at_most.is_none() {
                    return Err("an empty range: expected at-least, at-most or both".into());
                }
                Ok(Range { at_least, at_most })
            }
            other => Err(format!("expected a number or {{ at-least, at-most }}, found {}", other.type_str())),
        }
    }
}

impl<'de, Q: DeserializeOwned> Deserialize<'de> for Range<Q> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Range::from_toml(Value::deserialize(deserializer)?).map_err(D::Error::custom)
    }
}

impl<Q: Serialize> Serialize for Range<Q> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match (&self.at_least, &self.at_most) {
            (Some(Amount::Num(a)), Some(Amount::Num(b))) if a == b => a.serialize(serializer),
            (least, most) => {
                let mut map = serializer.serialize_map(None)?;
                if let Some(least) = least {
                    map.serialize_entry("at-least", least)?;
                }
                if let Some(most) = most {
                    map.serialize_entry("at-most", most)?;
                }
                map.end()
            }
        }
    }
}
