//! Pieces every game's `[setup]` is written with: a card by id, optionally named by an alias,
//! and the scenario's card set (the demo set with the file's own cards).

use crate::catalog::{CardDb, Definition};
use serde::Deserialize;
use std::hash::Hash;

/// A card by id (`"FD-001"`), or with an alias (`{ card = "FD-001", as = "alias" }`) that labels
/// and expectations name it by.
#[derive(Debug, Deserialize, Clone)]
#[serde(untagged)]
pub enum CardRef {
    /// Just the id.
    Id(String),
    /// An id and an alias.
    Named {
        /// The card id.
        card: String,
        /// The alias used in labels and expectations.
        #[serde(rename = "as")]
        alias: Option<String>,
    },
}

impl CardRef {
    /// The id and the alias.
    pub fn parts(&self) -> (&str, Option<&str>) {
        match self {
            CardRef::Id(id) => (id, None),
            CardRef::Named { card, alias } => (card, alias.as_deref()),
        }
    }
}

/// The demo cards with a scenario's own, already validated: an inline card with the id of a
/// demo card replaces it for this scenario.
pub fn with_inline<D: Definition + Hash + Clone>(demo: &CardDb<D>, inline: Vec<D>) -> CardDb<D> {
    let mut db = demo.clone();
    for def in inline {
        db.insert(def);
    }
    db
}
