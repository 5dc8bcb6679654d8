//! Targets (15-10, 15-11): which objects in the battle area an action affects. A target's table
//! holds its selection keys (`pick`, `side`, `subject`, `count`, `up-to`) beside the atoms of
//! its filter, which every chosen object must meet at the moment of choice (15-11-1-3).

use super::filter::{CardFilter, Is, Ref, Stat};
use super::{Pick, Side, Subject};
use fuda_kernel::lang::{Filter, Slot};
use serde::de::Error as _;
use serde::ser::Error as _;
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
    /// 「…の合計がX以下になるように」: the chosen objects' stat, summed, stays within a limit;
    /// without a written count the controller chooses as many as fit.
    pub total: Option<Total>,
}

/// A limit on the sum of a stat over the objects chosen together (「DPの合計が6000以下になるよう
/// に」), read when they are chosen.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Total {
    /// What is summed.
    pub stat: Stat,
    /// The greatest sum allowed.
    pub at_most: super::Amount,
}

impl Target {
    /// The number to choose: 1 when not written, or as many as fit a `total`.
    pub fn count(&self) -> u8 {
        match (self.count, &self.total) {
            (Some(n), _) => n,
            (None, Some(_)) => u8::MAX,
            (None, None) => 1,
        }
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

    /// このデジモン / このテイマー: the effect's own 1体.
    pub fn this() -> Target {
        Target { pick: Pick::This, ..Target::default() }
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
            Value::String(s) if s == "this" => return Ok(Target::this()),
            // "that Digimon", "them": what the trigger is about, or what an earlier step bound.
            Value::String(name) => return Ok(Target::of(Ref::from(name))),
            Value::Table(table) => table,
            other => return Err(format!("expected a target (\"this\" or a table), found {}", other.type_str())),
        };
        let pick = take(&mut table, "pick")?.unwrap_or_default();
        // Whose objects is never guessed: a target that could mean either player's must say.
        let side = match (take(&mut table, "side")?, pick) {
            (Some(side), _) => side,
            (None, Pick::This) => Side::default(),
            (None, _) => {
                return Err(
                    "missing `side`: whose objects, \"own\", \"opponent\" or \"any\" (it is never assumed)".into()
                );
            }
        };
        let subject = take(&mut table, "subject")?.unwrap_or_default();
        let count = take(&mut table, "count")?;
        let up_to = take(&mut table, "up-to")?.unwrap_or(false);
        let bind = take::<String>(&mut table, "bind")?.map(Slot);
        let total = take(&mut table, "total")?;
        let filter = Filter::from_toml(Value::Table(table))?;
        Ok(Target { pick, side, subject, count, up_to, filter, bind, total })
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
        if let Some(total) = &self.total {
            put("total", Value::try_from(total))?;
        }
        flatten_filter(&self.filter, &mut fields).map_err(S::Error::custom)?;
        fields.serialize(serializer)
    }
}

/// The value of key `name`, taken out of a table of selection keys and filter atoms (what is left
/// is the filter).
pub(crate) fn take<T: serde::de::DeserializeOwned>(table: &mut toml::Table, name: &str) -> Result<Option<T>, String> {
    table.remove(name).map(|v| T::deserialize(v).map_err(|e| format!("`{name}`: {}", e.message().trim()))).transpose()
}

/// Writes a filter into a table beside selection keys, as files write it: its atoms flat, or,
/// when it is more than atoms, under `all`.
pub(crate) fn flatten_filter(filter: &CardFilter, fields: &mut toml::Table) -> Result<(), toml::ser::Error> {
    match filter {
        Filter::Atom(atom) => {
            if let Value::Table(t) = Value::try_from(atom)? {
                fields.extend(t);
            }
        }
        Filter::All(items) if items.iter().all(|f| matches!(f, Filter::Atom(_))) => {
            let mut flat = toml::Table::new();
            for item in items {
                flatten_filter(item, &mut flat)?;
            }
            // Two atoms of one key (`all = [{ trait = "A" }, { trait = "B" }]`) cannot lie flat.
            if flat.len() == items.len() && flat.keys().all(|k| !fields.contains_key(k)) {
                fields.extend(flat);
            } else {
                fields.insert("all".into(), Value::try_from(items)?);
            }
        }
        // Read back as exactly this structure: `all = [..]` is the all-of its items.
        Filter::All(items) => {
            fields.insert("all".into(), Value::try_from(items)?);
        }
        Filter::Any(items) => {
            fields.insert("any".into(), Value::try_from(items)?);
        }
        Filter::Not(inner) => {
            fields.insert("not".into(), Value::try_from(inner.as_ref())?);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A saved game writes its running effects' targets and reads them back: the same target,
    /// which hashes the same, whatever its filter's shape.
    #[test]
    fn a_target_written_out_reads_back_as_the_same_target() {
        for text in [
            r#"t = { side = "own", trait = "A", level = { at-most = 4 }, bind = "x" }"#,
            r#"t = { side = "any", all = [{ trait = "A" }, { trait = "B" }] }"#,
            r#"t = { pick = "all", side = "opponent", not = { name = "Z" }, any = [{ color = "red" }, { dp = 3000 }] }"#,
            r#"t = { count = 2, side = "own", up-to = true, not = { name = "Z" } }"#,
            r#"t = { side = "opponent", total = { stat = "dp", at-most = 6000 } }"#,
            r#"t = "that""#,
            r#"t = "this""#,
        ] {
            #[derive(Debug, PartialEq, Serialize, Deserialize)]
            struct Doc {
                t: Target,
            }
            let doc: Doc = toml::from_str(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            let json = serde_json::to_string(&doc).expect("writes");
            let again: Doc = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"));
            assert_eq!(again, doc, "{text} → {json}");
        }
    }

    /// Issue 23: whose objects is never assumed; only "this" needs no side.
    #[test]
    fn a_target_without_a_side_is_refused() {
        let err = Target::from_toml(toml::from_str::<toml::Table>("max-dp = 3000").expect("toml").into())
            .expect_err("no side");
        assert!(err.contains("missing `side`"), "{err}");
        let this = Target::from_toml(toml::from_str::<toml::Table>("pick = \"this\"").expect("toml").into());
        assert_eq!(this.map(|t| t.pick), Ok(Pick::This));
    }
}
