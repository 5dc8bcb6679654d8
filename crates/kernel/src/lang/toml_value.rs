//! Reading the structure from card files: the value is read whole, then split into the
//! structural keys this module knows and the atoms the game reads. Errors name what was
//! expected; the file reader adds the line and the field path.

use serde::de::DeserializeOwned;
use toml::Value;

/// The key and value of a table with exactly one key.
pub(crate) fn one_key(value: &Value) -> Option<(&str, &Value)> {
    match value {
        Value::Table(table) if table.len() == 1 => table.iter().next().map(|(k, v)| (k.as_str(), v)),
        _ => None,
    }
}

/// A game atom read from `value`.
pub(crate) fn atom<T: DeserializeOwned>(value: Value) -> Result<T, String> {
    T::deserialize(value).map_err(|e| e.message().trim().to_string())
}

/// The items of a list.
pub(crate) fn list(value: Value, what: &str) -> Result<Vec<Value>, String> {
    match value {
        Value::Array(items) => Ok(items),
        other => Err(format!("expected a list of {what}, found {}", other.type_str())),
    }
}

/// An integer that fits an `i32`.
pub(crate) fn int(value: &Value, what: &str) -> Result<i32, String> {
    match value {
        Value::Integer(n) => i32::try_from(*n).map_err(|_| format!("{what}: {n} is out of range")),
        other => Err(format!("{what}: expected an integer, found {}", other.type_str())),
    }
}
