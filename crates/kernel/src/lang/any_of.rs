//! "Either of several": a value a card file writes once, or as a list of which any one will do
//! (`trait = "Dragon"`, `trait = ["Dragon", "Knight"]`).

use serde::de::{DeserializeOwned, Error as _};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One or more values, any of which will do; never empty.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AnyOf<T>(pub Vec<T>);

impl<T> AnyOf<T> {
    /// Exactly this value.
    pub fn one(value: T) -> AnyOf<T> {
        AnyOf(vec![value])
    }

    /// Whether any of the values satisfies `f`.
    pub fn any(&self, f: impl FnMut(&T) -> bool) -> bool {
        self.0.iter().any(f)
    }

    /// The values, in the order written.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }
}

impl<'de, T: DeserializeOwned> Deserialize<'de> for AnyOf<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match toml::Value::deserialize(deserializer)? {
            toml::Value::Array(items) if items.is_empty() => Err(D::Error::custom("expected at least one value")),
            toml::Value::Array(items) => items
                .into_iter()
                .map(|v| T::deserialize(v).map_err(|e| D::Error::custom(e.message().trim())))
                .collect::<Result<_, _>>()
                .map(AnyOf),
            one => T::deserialize(one).map(AnyOf::one).map_err(|e| D::Error::custom(e.message().trim())),
        }
    }
}

impl<T: Serialize> Serialize for AnyOf<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0.as_slice() {
            [one] => one.serialize(serializer),
            many => many.serialize(serializer),
        }
    }
}
