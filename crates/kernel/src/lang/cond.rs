//! Conditions (処理条件): a game's atoms combined with all, any and not, comparisons of amounts,
//! and whether an earlier step of the same effect was performed.

use super::amount::one_entry;
use super::toml_value::{atom, list, one_key};
use super::{Amount, Cmp, Evaluate, Slot};
use serde::de::{DeserializeOwned, Error as _};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use toml::Value;

/// A condition over the game's atoms `A` and queries `Q`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Cond<A, Q> {
    /// Every one holds (and; none: true).
    All(Vec<Cond<A, Q>>),
    /// At least one holds (or; none: false).
    Any(Vec<Cond<A, Q>>),
    /// It does not hold.
    Not(Box<Cond<A, Q>>),
    /// Two amounts compare so, both read now.
    Compare(Amount<Q>, Cmp, Amount<Q>),
    /// The step bound to the slot was performed on something ("if you did", "if a card was
    /// trashed this way"); `"did"` alone reads the step just before ([`Slot::PREVIOUS`]).
    Did(Slot),
    /// A game atom.
    Atom(A),
}

impl Slot {
    /// The slot a game binds each step's outcome to as the effect runs, which `"did"` reads.
    pub const PREVIOUS: &'static str = "previous";
}

impl<A, Q> Cond<A, Q> {
    /// Whether the condition holds now.
    pub fn holds(&self, e: &impl Evaluate<A, Q>) -> bool {
        match self {
            Cond::All(items) => items.iter().all(|c| c.holds(e)),
            Cond::Any(items) => items.iter().any(|c| c.holds(e)),
            Cond::Not(c) => !c.holds(e),
            Cond::Compare(left, cmp, right) => cmp.holds(left.eval(e), right.eval(e)),
            Cond::Did(slot) => e.bound(slot).is_some_and(|b| b.done()),
            Cond::Atom(a) => e.atom(a),
        }
    }

    /// Every atom of the condition, for checks made when cards load.
    pub fn atoms(&self) -> Vec<&A> {
        match self {
            Cond::All(items) | Cond::Any(items) => items.iter().flat_map(Cond::atoms).collect(),
            Cond::Not(c) => c.atoms(),
            Cond::Compare(..) | Cond::Did(_) => Vec::new(),
            Cond::Atom(a) => vec![a],
        }
    }

    /// Every query its comparisons read, for checks made when cards load.
    pub fn queries(&self) -> Vec<&Q> {
        match self {
            Cond::All(items) | Cond::Any(items) => items.iter().flat_map(Cond::queries).collect(),
            Cond::Not(c) => c.queries(),
            Cond::Compare(l, _, r) => l.queries().into_iter().chain(r.queries()).collect(),
            Cond::Did(_) | Cond::Atom(_) => Vec::new(),
        }
    }

    /// The atoms that must hold for the condition to: an atom, or those of a top-level all-of.
    pub fn required(&self) -> Vec<&A> {
        match self {
            Cond::All(items) => items.iter().flat_map(Cond::required).collect(),
            Cond::Atom(a) => vec![a],
            Cond::Any(_) | Cond::Not(_) | Cond::Compare(..) | Cond::Did(_) => Vec::new(),
        }
    }

    /// Every slot the condition reads, for checks that a slot is bound before it is read.
    pub fn slots(&self) -> Vec<&Slot> {
        fn amount<Q>(a: &Amount<Q>) -> Vec<&Slot> {
            match a {
                Amount::NumberOf(slot) => vec![slot],
                _ => Vec::new(),
            }
        }
        match self {
            Cond::All(items) | Cond::Any(items) => items.iter().flat_map(Cond::slots).collect(),
            Cond::Not(c) => c.slots(),
            Cond::Compare(l, _, r) => amount(l).into_iter().chain(amount(r)).collect(),
            Cond::Did(slot) => vec![slot],
            Cond::Atom(_) => Vec::new(),
        }
    }

    /// Reads a condition from a card file's value.
    pub fn from_toml(value: Value) -> Result<Self, String>
    where
        A: DeserializeOwned,
        Q: DeserializeOwned,
    {
        if value.as_str() == Some("did") {
            return Ok(Cond::Did(Slot::new(Slot::PREVIOUS)));
        }
        let Some((key, inner)) = one_key(&value).map(|(k, v)| (k.to_string(), v.clone())) else {
            return atom(value).map(Cond::Atom).map_err(|e| expected(&e));
        };
        let many = |v: Value| -> Result<Vec<Cond<A, Q>>, String> {
            list(v, "conditions")?.into_iter().map(Cond::from_toml).collect()
        };
        match key.as_str() {
            "all" => many(inner).map(Cond::All),
            "any" => many(inner).map(Cond::Any),
            "not" => Ok(Cond::Not(Box::new(Cond::from_toml(inner)?))),
            "did" => match inner {
                Value::String(slot) => Ok(Cond::Did(Slot(slot))),
                other => Err(format!("did: expected a slot name, found {}", other.type_str())),
            },
            "compare" => match <[Value; 3]>::try_from(list(inner, "an amount, a comparison and an amount")?) {
                Ok([left, cmp, right]) => {
                    let cmp: Cmp = atom(cmp).map_err(|_| "compare: expected one of =, !=, <, <=, >, >=".to_string())?;
                    Ok(Cond::Compare(Amount::from_toml(left)?, cmp, Amount::from_toml(right)?))
                }
                Err(items) => Err(format!("compare: expected [amount, \"<=\", amount], found {} items", items.len())),
            },
            _ => atom(value).map(Cond::Atom).map_err(|e| expected(&e)),
        }
    }
}

fn expected(atom_error: &str) -> String {
    format!("expected a condition (all, any, not, compare, did, or {atom_error})")
}

impl<'de, A: DeserializeOwned, Q: DeserializeOwned> Deserialize<'de> for Cond<A, Q> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Cond::from_toml(Value::deserialize(deserializer)?).map_err(D::Error::custom)
    }
}

impl<A: Serialize, Q: Serialize> Serialize for Cond<A, Q> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Cond::All(items) => one_entry(serializer, "all", items),
            Cond::Any(items) => one_entry(serializer, "any", items),
            Cond::Not(c) => one_entry(serializer, "not", c),
            Cond::Compare(l, cmp, r) => one_entry(serializer, "compare", &(l, cmp, r)),
            Cond::Did(slot) if slot.0 == Slot::PREVIOUS => serializer.serialize_str("did"),
            Cond::Did(slot) => one_entry(serializer, "did", &slot.0),
            Cond::Atom(a) => a.serialize(serializer),
        }
    }
}
