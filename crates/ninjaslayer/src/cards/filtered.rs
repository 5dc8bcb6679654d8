//! The processes and conditions that name cards by the language's one [filter](super::lang::Is),
//! written as the filter's keys beside their own: a deck search (1307), a reveal from the hand
//! (1306), "all characters … get +N/+M" (1213.6) and entering without paying "if you have …"
//! (1204.2i-1). Their first spellings (`kind`, `attribute`, `name`, `max-cost`) are filter keys
//! already, so old card files read into the same shape.

use super::ast::{Kind, SearchTo, Side};
use super::lang::{Is, NsFilter};
use super::target::{filter_keys, write_filter};
use fuda_kernel::lang::Filter;
use serde::de::Error as _;
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use toml::{Table, Value};

/// 「デッキから(条件)を1枚探し、…、デッキをシャッフルする」 (1307, 1316): what a search looks for
/// and where the card found goes: `{ to = "hand", kind = "character", attribute = "Ninja",
/// cost = { at-most = 3 } }`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Search {
    /// Which cards of the deck: read from their printed information (1210.2).
    pub which: NsFilter,
    /// Where the card found goes.
    pub to: SearchTo,
    /// N枚まで: how many cards it may find, one at a time (1 when not written).
    pub count: u8,
    /// 「コストの合計がN以下になるように」: the costs of the cards found add up to at most N.
    pub total_cost: Option<u8>,
}

/// Which hand card a reveal shows (1306): `{ kind = "character", attribute = "Ninja" }`, read
/// from the printed information; `{}` for any card.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Reveal {
    /// Which cards.
    pub which: NsFilter,
}

/// The condition for entering a card without paying its cost (1204.2i-1): 1 or more characters
/// on your field meeting the filter, read on the field (1302.1, 1302.2): `{ name = "X" }`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FreeIf {
    /// Which characters.
    pub which: NsFilter,
}

/// このターン、(条件)のキャラクター全ては+N/+Mを得る (1213.6): `{ side = "own", attribute =
/// "Ninja", karate = 1 }`; `side` is required.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BuffAll {
    /// Whose characters.
    pub side: Side,
    /// Which of them, read on the field with the effects on them (1213).
    pub which: NsFilter,
    /// Karate change.
    pub karate: i32,
    /// Durability change.
    pub durability: i32,
}

impl Search {
    /// The card type the filter requires, if it names one.
    pub fn kind(&self) -> Option<Kind> {
        kind_of(&self.which)
    }
}

impl Reveal {
    /// The card type the filter requires, if it names one.
    pub fn kind(&self) -> Option<Kind> {
        kind_of(&self.which)
    }
}

fn kind_of(f: &NsFilter) -> Option<Kind> {
    f.required().into_iter().find_map(|is| if let Is::Kind(k) = is { Some(*k) } else { None })
}

fn table<E: serde::de::Error>(value: Value, what: &str) -> Result<Table, E> {
    match value {
        Value::Table(t) => Ok(t),
        other => Err(E::custom(format!("expected a table {{ {what} }}, found {}", other.type_str()))),
    }
}

/// A whole number key, if written.
fn number<T: TryFrom<i64>, E: serde::de::Error>(t: &mut Table, key: &str, range: &str) -> Result<Option<T>, E> {
    match t.remove(key) {
        None => Ok(None),
        Some(Value::Integer(n)) => {
            T::try_from(n).map(Some).map_err(|_| E::custom(format!("`{key}`: expected a number {range}, found {n}")))
        }
        Some(other) => Err(E::custom(format!("`{key}`: expected a number, found {}", other.type_str()))),
    }
}

impl<'de> Deserialize<'de> for Search {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let mut t = table::<D::Error>(Value::deserialize(deserializer)?, "to, count, total-cost, filters…")?;
        let to = match t.remove("to") {
            Some(v) => SearchTo::deserialize(v).map_err(|_| D::Error::custom("`to`: expected hand or ambush"))?,
            None => return Err(D::Error::custom("`to` is required: hand or ambush")),
        };
        let count = number::<u8, D::Error>(&mut t, "count", "0 to 255")?.unwrap_or(1);
        let total_cost = number::<u8, D::Error>(&mut t, "total-cost", "0 to 255")?;
        let which = filter_keys(t).map_err(D::Error::custom)?;
        Ok(Search { which, to, count, total_cost })
    }
}

impl Serialize for Search {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("to", &self.to)?;
        if self.count != 1 {
            map.serialize_entry("count", &self.count)?;
        }
        if let Some(t) = self.total_cost {
            map.serialize_entry("total-cost", &t)?;
        }
        write_filter(&mut map, &self.which)?;
        map.end()
    }
}

/// A table that is only a filter: an empty one writes as `{}`.
fn filter_only<S: Serializer>(which: &NsFilter, serializer: S) -> Result<S::Ok, S::Error> {
    let mut map = serializer.serialize_map(None)?;
    write_filter(&mut map, which)?;
    map.end()
}

impl<'de> Deserialize<'de> for Reveal {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let t = table::<D::Error>(Value::deserialize(deserializer)?, "filters…")?;
        Ok(Reveal { which: filter_keys(t).map_err(D::Error::custom)? })
    }
}

impl Serialize for Reveal {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        filter_only(&self.which, serializer)
    }
}

impl<'de> Deserialize<'de> for FreeIf {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let t = table::<D::Error>(Value::deserialize(deserializer)?, "filters…")?;
        Ok(FreeIf { which: filter_keys(t).map_err(D::Error::custom)? })
    }
}

impl Serialize for FreeIf {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        filter_only(&self.which, serializer)
    }
}

impl<'de> Deserialize<'de> for BuffAll {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let mut t = table::<D::Error>(Value::deserialize(deserializer)?, "side, karate, durability, filters…")?;
        let side = match t.remove("side") {
            Some(v) => Side::deserialize(v).map_err(|_| D::Error::custom("`side`: expected own, opponent or any"))?,
            None => return Err(D::Error::custom("`side` is required: own, opponent or any")),
        };
        let range = "of 32 bits";
        let karate = number::<i32, D::Error>(&mut t, "karate", range)?.unwrap_or(0);
        let durability = number::<i32, D::Error>(&mut t, "durability", range)?.unwrap_or(0);
        let which = filter_keys(t).map_err(D::Error::custom)?;
        Ok(BuffAll { side, which, karate, durability })
    }
}

impl Serialize for BuffAll {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("side", &self.side)?;
        map.serialize_entry("karate", &self.karate)?;
        map.serialize_entry("durability", &self.durability)?;
        write_filter(&mut map, &self.which)?;
        map.end()
    }
}

impl FreeIf {
    /// Whether the filter says nothing, which a card file may not write.
    pub fn is_empty(&self) -> bool {
        self.which == Filter::default()
    }
}
