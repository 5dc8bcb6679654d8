//! What keyword abilities give cards for as long as they stay where they are: the activated
//! ability a Z/X gained by Install (1116, as docs/zx/rulings.md decides). Hashed only once
//! something is recorded, so that games without these keywords keep their fingerprints.

use fuda_kernel::ObjectId;
use serde::{Deserialize, Serialize};

/// The abilities keywords gave cards in one game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct KeywordGains {
    /// The Z/X on squares that gained their Install ability, by their identity there: a card
    /// that moves is a new object (301.4) and loses it.
    pub installed: Vec<ObjectId>,
}

impl KeywordGains {
    /// Whether nothing is recorded.
    pub fn is_empty(&self) -> bool {
        self.installed.is_empty()
    }
}
