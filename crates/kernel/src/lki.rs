//! Last known information: a snapshot of an object's values taken at the moment it left a zone
//! or a trigger happened, so later processing can refer to "the card that was destroyed" or
//! "the level it had when played".

use crate::ids::ObjectId;
use serde::{Deserialize, Serialize};

/// Snapshots of objects that have moved on, by their old identity.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LastKnown<T> {
    entries: Vec<(ObjectId, T)>,
}

impl<T> Default for LastKnown<T> {
    fn default() -> Self {
        LastKnown { entries: Vec::new() }
    }
}

impl<T> LastKnown<T> {
    /// Records what `object` was like; a later record for the same object replaces it.
    pub fn record(&mut self, object: ObjectId, info: T) {
        self.entries.retain(|(id, _)| *id != object);
        self.entries.push((object, info));
    }

    /// What `object` was last known to be.
    pub fn get(&self, object: ObjectId) -> Option<&T> {
        self.entries.iter().find(|(id, _)| *id == object).map(|(_, t)| t)
    }

    /// Forgets everything (for example when no pending effect can refer back any more).
    pub fn clear(&mut self) {
        self.entries.clear();
    }

    /// Whether nothing is recorded.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}
