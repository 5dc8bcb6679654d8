//! Targets (15-10, 15-11): which objects in the battle area an action affects. A target's table
//! holds its selection keys (`pick`, `side`, `subject`, `count`, `up-to`) beside the atoms of
//! its filter, which every chosen object must meet at the moment of choice (15-11-1-3).

use super::filter::{CardFilter, Is, Ref};
use super::{Pick, Side, Subject};
use fuda_kernel::lang::{Filter, Slot};
use serde::de::Error as _;
use serde::ser::{Error as _, SerializeMap};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use toml::Value;

/// A target description.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Target {
    /// This, choose or all.
    pub pick: Pick,
    /// Whose.
    pub side: Side,
    /// Digimon or Tamer.
    pub subject: Subject,
    /// How many to choose ("X体"), 1 when not written.
    pub count: Option<u8>,
    /// "X体まで": the controller may choose fewer (but at least 1, rule 1-3-6).
    pub up_to: bool,
    /// What every chosen object must be.
    pub filter: CardFilter,
    /// A name later steps of the effect may use for the objects this target resolved to.
    pub bind: Option<Slot>,
}

impl Target {
    /// The number to choose (1 when not written).
    pub fn count(&self) -> u8 {
        self.count.unwrap_or(1)
    }

    /// The atoms every chosen object must meet (those not under an `any` or a `not`).
    pub fn required(&self) -> Vec<&Is> {
        self.filter.required()
    }

    /// Whether the filter requires `want` of every object.
    pub fn requires(&self, want: impl Fn(&Is) -> bool) -> bool {
        self.filter.required().into_iter().any(want)
    }

    /// The written DP limit (`max-dp`), which deletion effects' number modifiers change.
    pub fn max_dp(&self) -> Option<i32> {
        self.filter.required().into_iter().find_map(|a| match a {
            Is::MaxDp(m) => Some(*m),
            _ => None,
        })
    }

    /// Whether nothing is asked of the objects.
    pub fn unfiltered(&self) -> bool {
        matches!(&self.filter, Filter::All(items) if items.is_empty())
    }

    /// Every 1体 a reference names, whoever controls it.
    pub fn of(r: Ref) -> Target {
        Target {
            pick: Pick::All,
            side: Side::Any,
            subject: Subject::DigimonOrTamer,
            filter: Filter::Atom(Is::Is(r)),
            ..Target::default()
        }
    }

    /// The reference this target is, when it is one (`"that"`, a slot).
    pub fn reference(&self) -> Option<&Ref> {
        match (&self.filter, self.pick, self.side, self.subject) {
            (Filter::Atom(Is::Is(r)), Pick::All, Side::Any, Subject::DigimonOrTamer) => Some(r),
            _ => None,
        }
    }

    /// Reads a target: `"this"`, `"that"` or a slot's name, or a table of selection keys and
    /// filter atoms.
    pub fn from_toml(value: Value) -> Result<Target, String> {
        let mut table = match value {
            Value::String(s) if s == "this" => return Ok(Target { pick: Pick::This, ..Target::default() }),
            // "that Digimon", "them": what the trigger is about, or what an earlier step bound.
            Value::String(name) => return Ok(Target::of(Ref::from(name))),
            Value::Table(table) => table,
            other => return Err(format!("expected a target (\"this\" or a table), found {}", other.type_str())),
        };
        fn key<T: serde::de::DeserializeOwned>(table: &mut toml::Table, name: &str) -> Result<Option<T>, String> {
            table
                .remove(name)
                .map(|v| T::deserialize(v).map_err(|e| format!("`{name}`: {}", e.message().trim())))
                .transpose()
        }
        let pick = key(&mut table, "pick")?.unwrap_or_default();
        let side = key(&mut table, "side")?.unwrap_or_default();
        let subject = key(&mut table, "subject")?.unwrap_or_default();
        let count = key(&mut table, "count")?;
        let up_to = key(&mut table, "up-to")?.unwrap_or(false);
        let bind = key::<String>(&mut table, "bind")?.map(Slot);
        let filter = Filter::from_toml(Value::Table(table))?;
        Ok(Target { pick, side, subject, count, up_to, filter, bind })
    }
}

impl<'de> Deserialize<'de> for Target {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Target::from_toml(Value::deserialize(deserializer)?).map_err(D::Error::custom)
    }
}

impl Serialize for Target {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if let Some(r) = self.reference().filter(|_| self.bind.is_none() && self.count.is_none()) {
            return serializer.serialize_str(&String::from(r.clone()));
        }
        let mut fields = toml::Table::new();
        let mut put = |key: &str, value: Result<Value, toml::ser::Error>| -> Result<(), S::Error> {
            fields.insert(key.to_string(), value.map_err(S::Error::custom)?);
            Ok(())
        };
        put("pick", Value::try_from(self.pick))?;
        put("side", Value::try_from(self.side))?;
        put("subject", Value::try_from(self.subject))?;
        if let Some(count) = self.count {
            put("count", Ok(Value::Integer(i64::from(count))))?;
        }
        if self.up_to {
            put("up-to", Ok(Value::Boolean(true)))?;
        }
        if let Some(slot) = &self.bind {
            put("bind", Ok(Value::String(slot.0.clone())))?;
        }
        // The filter is written as files write it, so that it reads back the same: its atoms flat
        // beside the selection keys, an `any`, a `not` or an `all` under its own key; a filter
        // that would need a key twice goes whole under `all`.
        let parts: Vec<&CardFilter> = match &self.filter {
            Filter::All(items) => items.iter().collect(),
            other => vec![other],
        };
        let mut keys = toml::Table::new();
        let mut flat = true;
        for part in parts {
            let value = |key: &str, v: Result<Value, toml::ser::Error>| -> Result<Vec<(String, Value)>, S::Error> {
                Ok(vec![(key.to_string(), v.map_err(S::Error::custom)?)])
            };
            let entries = match part {
                Filter::Atom(a) => match Value::try_from(a).map_err(S::Error::custom)? {
                    Value::Table(t) => t.into_iter().collect(),
                    _ => return Err(S::Error::custom("a filter atom is written as a table")),
                },
                Filter::Any(items) => value("any", Value::try_from(items))?,
                Filter::Not(inner) => value("not", Value::try_from(&**inner))?,
                Filter::All(items) => value("all", Value::try_from(items))?,
            };
            for (key, value) in entries {
                let selection = ["pick", "side", "subject", "count", "up-to", "bind"].contains(&key.as_str());
                flat &= !selection && keys.insert(key, value).is_none();
            }
        }
        if flat {
            fields.extend(keys);
        } else {
            fields.insert("all".into(), Value::try_from(vec![&self.filter]).map_err(S::Error::custom)?);
        }
        let mut map = serializer.serialize_map(Some(fields.len()))?;
        for (k, v) in &fields {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}
