//! 「(条件)のキャラクターを1人選び」: a target chosen at entry (1204.2e), its conditions written with
//! the same [filter](super::lang::Is) as every other part of the language, beside whose field
//! (`side`) and how many (`count`, `up-to`).

use super::ast::{AmbushZone, Kind, Side};
use super::lang::{Is, NsFilter};
use fuda_kernel::lang::Filter;
use serde::de::Error as _;
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use toml::Value;

/// One or more characters on the field (or cards waiting in the Kotodama space), chosen at
/// entry (1204.2e): `{ side = "opponent", cost = { at-most = 3 }, not = { attribute = "Ninja" } }`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Target {
    /// Whose field: required, except for `this`.
    pub side: Side,
    /// Which characters: every other key of the table, a [filter](super::lang::Is) all of whose
    /// atoms must hold, read from public information only (1204.2e-5).
    pub which: NsFilter,
    /// コトダマ空間の: a card waiting in the Kotodama space instead of a character (`side`
    /// then says whose entry it is), for `counter`.
    pub in_space: bool,
    /// N人選び: how many to choose (1 when not written), each a different one (1204.2e-2).
    pub count: Option<u8>,
    /// N人まで: the player may choose fewer, at least 1 (rulings).
    pub up_to: bool,
    /// これ: the ability's own character, taken without a choice while it is on the field; only
    /// for ■ abilities.
    pub this: bool,
}

impl Default for Target {
    fn default() -> Self {
        Target {
            side: Side::Opponent,
            which: Filter::default(),
            in_space: false,
            count: None,
            up_to: false,
            this: false,
        }
    }
}

impl Target {
    /// How many to choose.
    pub fn count(&self) -> usize {
        usize::from(self.count.unwrap_or(1))
    }

    /// The card type the filter requires, if it names one.
    pub fn kind(&self) -> Option<Kind> {
        self.which.required().into_iter().find_map(|is| if let Is::Kind(k) = is { Some(*k) } else { None })
    }

    /// Reads a target from a card file's value. The first spellings stay readable: `attribute`,
    /// `name`, `name-contains` and `kind` are filter atoms already, and `max-cost = N` reads as
    /// `cost = { at-most = N }`.
    pub fn from_toml(value: Value) -> Result<Target, String> {
        let Value::Table(mut table) = value else {
            return Err(format!("expected a table {{ side, count, filters… }}, found {}", value.type_str()));
        };
        let flag = |table: &mut toml::Table, key: &str| match table.remove(key) {
            None => Ok(false),
            Some(Value::Boolean(b)) => Ok(b),
            Some(other) => Err(format!("`{key}`: expected true or false, found {}", other.type_str())),
        };
        let this = flag(&mut table, "this")?;
        let in_space = flag(&mut table, "in-space")?;
        let up_to = flag(&mut table, "up-to")?;
        let count = match table.remove("count") {
            None => None,
            Some(Value::Integer(n)) => {
                Some(u8::try_from(n).map_err(|_| format!("`count`: expected a number 0 to 255, found {n}"))?)
            }
            Some(other) => return Err(format!("`count`: expected a number, found {}", other.type_str())),
        };
        let side = match table.remove("side") {
            Some(v) => Side::deserialize(v).map_err(|_| "`side`: expected own, opponent or any".to_string())?,
            None if this => Side::Opponent,
            None => return Err("`side` is required: own, opponent or any (or `this = true`)".into()),
        };
        let which = filter_keys(table)?;
        Ok(Target { side, which, in_space, count, up_to, this })
    }
}

/// The filter written by a table's remaining keys; the first spelling `max-cost = N` reads as
/// `cost = { at-most = N }`.
pub(super) fn filter_keys(mut table: toml::Table) -> Result<NsFilter, String> {
    if let Some(v) = table.remove("max-cost") {
        let Value::Integer(n) = v else {
            return Err(format!("`max-cost`: expected a number, found {}", v.type_str()));
        };
        table.insert("cost".into(), Value::Table([("at-most".to_string(), Value::Integer(n))].into_iter().collect()));
    }
    Filter::from_toml(Value::Table(table))
}

/// Writes a filter's keys beside the keys already written, as a designer writes them.
pub(super) fn write_filter<M: SerializeMap>(map: &mut M, which: &NsFilter) -> Result<(), M::Error> {
    match Value::try_from(which).map_err(serde::ser::Error::custom)? {
        _ if *which == Filter::default() => {}
        Value::Table(keys) => {
            for (key, value) in keys {
                map.serialize_entry(&key, &value)?;
            }
        }
        any => map.serialize_entry("any", &any)?,
    }
    Ok(())
}

/// Where an ambush takes its character from, and which (1314): `{ zone = "ohigan", attribute =
/// "Survivor", cost = { at-most = 1 } }`. From the Ohigan or the Ether zone the card is a target
/// chosen at entry (1204.2e), so it is written with the same filter as a character target; the
/// card must be a character card (1314.1).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AmbushFrom {
    /// The controller's zone.
    pub zone: AmbushZone,
    /// Which of its cards: every other key, a filter read from the printed information (1210.2).
    pub which: NsFilter,
}

impl<'de> Deserialize<'de> for AmbushFrom {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let Value::Table(mut table) = Value::deserialize(deserializer)? else {
            return Err(D::Error::custom("expected a table { zone, filters… }"));
        };
        let zone = match table.remove("zone") {
            Some(v) => {
                AmbushZone::deserialize(v).map_err(|_| D::Error::custom("`zone`: expected ohigan, hand or ether"))?
            }
            None => return Err(D::Error::custom("`zone` is required: ohigan, hand or ether")),
        };
        let which = filter_keys(table).map_err(D::Error::custom)?;
        Ok(AmbushFrom { zone, which })
    }
}

impl Serialize for AmbushFrom {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("zone", &self.zone)?;
        write_filter(&mut map, &self.which)?;
        map.end()
    }
}

impl<'de> Deserialize<'de> for Target {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Target::from_toml(Value::deserialize(deserializer)?).map_err(D::Error::custom)
    }
}

impl Serialize for Target {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        if self.this {
            map.serialize_entry("this", &true)?;
        } else {
            map.serialize_entry("side", &self.side)?;
        }
        if self.in_space {
            map.serialize_entry("in-space", &true)?;
        }
        if let Some(n) = self.count {
            map.serialize_entry("count", &n)?;
        }
        if self.up_to {
            map.serialize_entry("up-to", &true)?;
        }
        write_filter(&mut map, &self.which)?;
        map.end()
    }
}
