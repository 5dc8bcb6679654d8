//! Hostile values and random documents: numbers at and past every integer width, negative
//! numbers, other types, deep nesting, very long strings; whole TOML and JSON documents built
//! from random values under the keys the real files use.

use crate::seeds::Seed;
use proptest::collection::{btree_map, vec};
use proptest::prelude::*;

/// Scalars and structures that a reader must refuse or accept without panicking.
const EDGE: &[&str] = &[
    "-1",
    "0",
    "-0",
    "1",
    "127",
    "128",
    "-128",
    "255",
    "256",
    "32767",
    "32768",
    "65535",
    "65536",
    "2147483647",
    "2147483648",
    "-2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999",
    "1e308",
    "-1.5",
    "0.5",
    "nan",
    "inf",
    "true",
    "false",
    "null",
    "\"\"",
    "\" \"",
    "\"~\"",
    "\"-1\"",
    "\"18446744073709551615 FD-001\"",
    "\"99999999999 ST1-01\"",
    "[]",
    "{}",
    "[1, \"a\", true]",
    "[[]]",
    "{ x = 1 }",
    "{ \"x\": 1 }",
    "\"\\u0000\"",
    "\"日本語\"",
];

/// Numbers around the edges of every integer width, and any other.
pub fn number() -> BoxedStrategy<String> {
    let edges = EDGE.iter().copied().filter(|v| v.parse::<f64>().is_ok() || v.parse::<i128>().is_ok());
    let edges: Vec<&'static str> = edges.collect();
    prop_oneof![
        3 => proptest::sample::select(edges).prop_map(str::to_string),
        1 => any::<u64>().prop_map(|n| n.to_string()),
        1 => any::<i64>().prop_map(|n| n.to_string()),
        1 => (0..1000u32).prop_map(|n| n.to_string()),
    ]
    .boxed()
}

/// A value's text, good for TOML and, mostly, JSON.
pub fn value() -> BoxedStrategy<String> {
    prop_oneof![
        6 => proptest::sample::select(EDGE).prop_map(str::to_string),
        2 => any::<i64>().prop_map(|n| n.to_string()),
        1 => any::<u64>().prop_map(|n| n.to_string()),
        2 => "[A-Za-z0-9 ~_.-]{0,16}".prop_map(|s| format!("\"{s}\"")),
        1 => (1..300usize).prop_map(|n| format!("{}{}", "[".repeat(n), "]".repeat(n))),
        1 => (1..300usize).prop_map(|n| format!("{}1{}", "{ a = ".repeat(n), " }".repeat(n))),
        1 => (100..20_000usize).prop_map(|n| format!("\"{}\"", "x".repeat(n))),
        1 => toml_value(3).prop_map(|v| v.to_string()),
    ]
    .boxed()
}

/// A line to insert: an unknown or known key with a hostile value, a table header, nesting.
pub fn line(keys: Vec<String>) -> BoxedStrategy<String> {
    let keys = proptest::sample::select(keys);
    prop_oneof![
        3 => (keys.clone(), value()).prop_map(|(k, v)| format!("{k} = {v}")),
        1 => ("[a-z-]{1,12}", value()).prop_map(|(k, v)| format!("{k} = {v}")),
        1 => keys.clone().prop_map(|k| format!("[{k}]")),
        1 => keys.clone().prop_map(|k| format!("[[{k}]]")),
        1 => (keys, value()).prop_map(|(k, v)| format!("\"{k}\": {v},")),
        1 => (1..2000usize).prop_map(|n| format!("x = {}", "[".repeat(n))),
    ]
    .boxed()
}

/// The keys and table names the seed files use (`key =`, `"key":`, `[table]`, `[[table]]`).
pub fn keys(seeds: &[Seed]) -> Vec<String> {
    let mut keys = std::collections::BTreeSet::new();
    for seed in seeds {
        for line in String::from_utf8_lossy(&seed.bytes).lines() {
            let line = line.trim();
            let key = if let Some(header) = line.strip_prefix('[') {
                header.trim_matches(|c| c == '[' || c == ']')
            } else if let Some(quoted) = line.strip_prefix('"') {
                quoted.split('"').next().unwrap_or("")
            } else {
                line.split('=').next().unwrap_or("").trim()
            };
            let plain = !key.is_empty() && key.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c));
            if plain {
                keys.insert(key.to_string());
            }
        }
    }
    keys.into_iter().collect()
}

fn toml_value(depth: u32) -> BoxedStrategy<toml::Value> {
    let leaf = prop_oneof![
        any::<bool>().prop_map(toml::Value::Boolean),
        any::<i64>().prop_map(toml::Value::Integer),
        (-1.0e9..1.0e9f64).prop_map(toml::Value::Float),
        "[ -~]{0,12}".prop_map(toml::Value::String),
    ];
    leaf.prop_recursive(depth, 24, 4, |inner| {
        prop_oneof![
            vec(inner.clone(), 0..4).prop_map(toml::Value::Array),
            btree_map("[a-z-]{1,8}", inner, 0..4).prop_map(|m| toml::Value::Table(m.into_iter().collect())),
        ]
    })
    .boxed()
}

fn keyed_toml(keys: Vec<String>, depth: u32) -> BoxedStrategy<toml::Value> {
    let key = proptest::sample::select(keys);
    let leaf = prop_oneof![
        // Mapped, not filtered: a long run would reject too many values.
        value().prop_map(|v| match format!("x = {v}").parse::<toml::Table>().ok().and_then(|mut t| t.remove("x")) {
            Some(value) => value,
            None => toml::Value::String(v),
        }),
        toml_value(1),
    ];
    leaf.prop_recursive(depth, 32, 5, move |inner| {
        prop_oneof![
            vec(inner.clone(), 0..4).prop_map(toml::Value::Array),
            btree_map(key.clone(), inner, 0..5).prop_map(|m| toml::Value::Table(m.into_iter().collect())),
        ]
    })
    .boxed()
}

/// A whole TOML document whose keys come mostly from `keys`.
pub fn toml_document(keys: Vec<String>) -> BoxedStrategy<String> {
    btree_map(proptest::sample::select(keys.clone()), keyed_toml(keys, 4), 0..8)
        .prop_map(|m| toml::to_string(&m.into_iter().collect::<toml::Table>()).unwrap_or_default())
        .boxed()
}

/// A whole JSON document whose keys come mostly from `keys`.
pub fn json_document(keys: Vec<String>) -> BoxedStrategy<String> {
    let key = proptest::sample::select(keys.clone());
    let leaf = prop_oneof![
        Just(serde_json::Value::Null),
        any::<bool>().prop_map(serde_json::Value::from),
        any::<i64>().prop_map(serde_json::Value::from),
        any::<u64>().prop_map(serde_json::Value::from),
        "[ -~]{0,20}".prop_map(serde_json::Value::from),
    ];
    let value = leaf.prop_recursive(4, 32, 6, move |inner| {
        prop_oneof![
            vec(inner.clone(), 0..6).prop_map(serde_json::Value::Array),
            btree_map(key.clone(), inner, 0..6).prop_map(|m| serde_json::Value::Object(m.into_iter().collect())),
        ]
    });
    btree_map(proptest::sample::select(keys), value, 0..9)
        .prop_map(|m| serde_json::to_string_pretty(&m).expect("JSON values serialise"))
        .boxed()
}
