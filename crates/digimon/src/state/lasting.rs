//! The effects given by actions that last for a while (15-8-1-2: until the end of the turn, of
//! the attack, and so on), with what they can give kept up to date as they come and go, so that
//! a question about a kind of modification none of them gives does not read them.

use super::LastingEffect;
use super::continuous::Gives;
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};

/// The lasting effects in the order they were given, and what they can give. Serialized, compared
/// and hashed as the list alone.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(from = "Vec<LastingEffect>", into = "Vec<LastingEffect>")]
pub struct Lasting {
    effects: Vec<LastingEffect>,
    gives: Gives,
}

impl Lasting {
    /// The effects, oldest first.
    pub fn as_slice(&self) -> &[LastingEffect] {
        &self.effects
    }

    /// The effects, oldest first.
    pub fn iter(&self) -> std::slice::Iter<'_, LastingEffect> {
        self.effects.iter()
    }

    /// What they can give, without asking whom they reach.
    pub fn gives(&self) -> Gives {
        self.gives
    }

    /// Adds an effect given now.
    pub fn push(&mut self, effect: LastingEffect) {
        self.gives = self.gives.with(&effect.buff);
        self.effects.push(effect);
    }

    /// Keeps the effects `keep` accepts (the others have ended).
    pub fn retain(&mut self, keep: impl FnMut(&LastingEffect) -> bool) {
        self.effects.retain(keep);
        self.gives = Gives::of(self.effects.iter().map(|e| &e.buff));
    }
}

impl From<Vec<LastingEffect>> for Lasting {
    fn from(effects: Vec<LastingEffect>) -> Lasting {
        let gives = Gives::of(effects.iter().map(|e| &e.buff));
        Lasting { effects, gives }
    }
}

impl From<Lasting> for Vec<LastingEffect> {
    fn from(lasting: Lasting) -> Vec<LastingEffect> {
        lasting.effects
    }
}

// `gives` follows from the list.
impl PartialEq for Lasting {
    fn eq(&self, other: &Lasting) -> bool {
        self.effects == other.effects
    }
}

impl Eq for Lasting {}

impl Hash for Lasting {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.effects.hash(h);
    }
}
