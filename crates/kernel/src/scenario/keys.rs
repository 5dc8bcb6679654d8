//! Tables whose keys come from two places: the kernel's common keys and a game's own
//! (`[expect]`, `[[expect.card]]`). Serde's `flatten` would lose the line of a bad key and
//! accept unknown ones, so the table is read key by key: an unknown key is refused at its own
//! line with every key the table knows, and each value is read where it stands.

use serde::de::{self, DeserializeSeed, MapAccess};
use std::fmt;

/// A set of keys a table may hold besides the kernel's: a game's own `[expect]` or
/// `[[expect.card]]` keys. Written with [`crate::scenario_keys!`].
pub trait Keys: Default + fmt::Debug {
    /// The keys, as written in files.
    const KEYS: &'static [&'static str];
    /// Reads the value of `key`, one of [`Keys::KEYS`], from `map`.
    fn read<'de, A: MapAccess<'de>>(&mut self, key: &str, map: &mut A) -> Result<(), A::Error>;
}

/// No keys of its own: for a game that adds none to a table.
#[derive(Debug, Default)]
pub struct NoKeys;

impl Keys for NoKeys {
    const KEYS: &'static [&'static str] = &[];
    fn read<'de, A: MapAccess<'de>>(&mut self, _key: &str, _map: &mut A) -> Result<(), A::Error> {
        Ok(())
    }
}

/// Defines a game's own keys of a scenario table: a struct of optional fields and its [`Keys`]
/// impl. Each entry is `"key-in-files" => field: Type,` with its doc comment.
#[macro_export]
macro_rules! scenario_keys {
    ($(#[$meta:meta])* $vis:vis struct $name:ident {
        $($(#[$field_meta:meta])* $key:literal => $field:ident: $ty:ty,)*
    }) => {
        $(#[$meta])*
        #[derive(Debug, Default)]
        $vis struct $name {
            $($(#[$field_meta])* pub $field: Option<$ty>,)*
        }

        impl $crate::scenario::Keys for $name {
            const KEYS: &'static [&'static str] = &[$($key),*];
            fn read<'de, A: $crate::scenario::MapAccess<'de>>(
                &mut self,
                key: &str,
                map: &mut A,
            ) -> Result<(), A::Error> {
                match key {
                    $($key => self.$field = Some(map.next_value()?),)*
                    _ => {}
                }
                Ok(())
            }
        }
    };
}

/// Reads every key of a table: each must be in one of `known`, and `read` takes its value.
pub(crate) fn read_table<'de, M: MapAccess<'de>>(
    mut map: M,
    known: &[&[&str]],
    mut read: impl FnMut(&str, &mut M) -> Result<(), M::Error>,
) -> Result<(), M::Error> {
    while let Some(key) = map.next_key_seed(KnownKey(known))? {
        read(&key, &mut map)?;
    }
    Ok(())
}

/// A key that must be one of these lists'; read through the file's own deserializer, so a
/// refused key is reported at its line.
struct KnownKey<'a>(&'a [&'a [&'a str]]);

impl<'de> DeserializeSeed<'de> for KnownKey<'_> {
    type Value = String;

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<String, D::Error> {
        deserializer.deserialize_str(self)
    }
}

impl de::Visitor<'_> for KnownKey<'_> {
    type Value = String;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a key")
    }

    fn visit_str<E: de::Error>(self, key: &str) -> Result<String, E> {
        if self.0.iter().any(|keys| keys.contains(&key)) {
            return Ok(key.to_string());
        }
        let all: Vec<String> = self.0.iter().flat_map(|keys| keys.iter()).map(|k| format!("`{k}`")).collect();
        Err(E::custom(format!("unknown field `{key}`, expected one of {}", all.join(", "))))
    }
}

/// A table read with [`read_table`], for a type that reads its own keys.
pub(crate) struct TableVisitor<T>(pub(crate) std::marker::PhantomData<T>, pub(crate) &'static str);

impl<T> TableVisitor<T> {
    pub(crate) fn new(what: &'static str) -> Self {
        TableVisitor(std::marker::PhantomData, what)
    }
}

/// A type read key by key from a table.
pub(crate) trait ReadTable: Default {
    /// Every key it knows, in lists.
    fn known() -> Vec<&'static [&'static str]>;
    /// Takes `key`'s value.
    fn read_key<'de, M: MapAccess<'de>>(&mut self, key: &str, map: &mut M) -> Result<(), M::Error>;
    /// Checks what must be there once every key is read.
    fn finish<E: de::Error>(self) -> Result<Self, E> {
        Ok(self)
    }
}

impl<'de, T: ReadTable> de::Visitor<'de> for TableVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.1)
    }

    fn visit_map<M: MapAccess<'de>>(self, map: M) -> Result<T, M::Error> {
        let mut value = T::default();
        let known = T::known();
        read_table(map, &known, |key, map| value.read_key(key, map))?;
        value.finish()
    }
}
