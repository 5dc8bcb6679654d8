//! Names for what an earlier step of the same effect fixed: "that character", "them", "the card
//! added this way", "if you did". A step that chooses, moves, plays or reveals may bind what it
//! acted on to a slot; any later step may read the slot.

use crate::ids::ObjectId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A slot's name, as card files write it (`"chosen"`, `"played"`, or one the designer picks).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Slot(pub String);

impl Slot {
    /// A slot named `name`.
    pub fn new(name: &str) -> Slot {
        Slot(name.to_string())
    }

    /// The slot's name.
    pub fn name(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// What a slot holds while the effect runs.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Bound {
    /// The objects or cards the step acted on (possibly none: it was performed on nothing).
    Objects(Vec<ObjectId>),
    /// A number fixed when the step was processed ("X", "the number of cards trashed").
    Number(i32),
    /// The step was not performed: a declined "may", an unpaid cost, a failed condition.
    NotDone,
}

impl Bound {
    /// Whether the step was performed on something ("if you did", "if a card was trashed this
    /// way"): a step that found nothing to act on was not (15-3: an impossible process is not
    /// performed).
    pub fn done(&self) -> bool {
        match self {
            Bound::Objects(objects) => !objects.is_empty(),
            Bound::Number(_) => true,
            Bound::NotDone => false,
        }
    }

    /// The slot's number: a bound number, or how many objects it holds.
    pub fn number(&self) -> i32 {
        match self {
            Bound::Objects(objects) => i32::try_from(objects.len()).unwrap_or(i32::MAX),
            Bound::Number(n) => *n,
            Bound::NotDone => 0,
        }
    }

    /// The objects bound; none for a number or a step not done.
    pub fn objects(&self) -> &[ObjectId] {
        match self {
            Bound::Objects(objects) => objects,
            Bound::Number(_) | Bound::NotDone => &[],
        }
    }
}

/// The slots of one effect as it runs, in the order they were bound; binding a slot again
/// replaces what it held. Few slots per effect: a list beats a map, and iterates in a fixed order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Bindings(Vec<(Slot, Bound)>);

impl Bindings {
    /// What `slot` holds.
    pub fn get(&self, slot: &Slot) -> Option<&Bound> {
        self.0.iter().find(|(s, _)| s == slot).map(|(_, b)| b)
    }

    /// Binds `slot` to `bound`, replacing what it held.
    pub fn set(&mut self, slot: Slot, bound: Bound) {
        match self.0.iter_mut().find(|(s, _)| *s == slot) {
            Some(entry) => entry.1 = bound,
            None => self.0.push((slot, bound)),
        }
    }

    /// Whether nothing is bound.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slot_bound_again_holds_the_later_objects_and_an_empty_step_was_not_done() {
        let mut b = Bindings::default();
        let chosen = Slot::new("chosen");
        assert!(b.get(&chosen).is_none());
        b.set(chosen.clone(), Bound::Objects(vec![ObjectId(4), ObjectId(9)]));
        assert_eq!(b.get(&chosen).map(Bound::number), Some(2));
        b.set(chosen.clone(), Bound::Objects(Vec::new()));
        let held = b.get(&chosen).expect("bound");
        assert!(!held.done(), "a step performed on nothing was not done");
        assert_eq!(held.objects(), &[] as &[ObjectId]);
        b.set(Slot::new("x"), Bound::Number(0));
        assert!(b.get(&Slot::new("x")).is_some_and(Bound::done), "a fixed number, even 0, was done");
        assert!(!Bound::NotDone.done());
    }
}
