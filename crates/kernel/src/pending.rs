//! Pending triggered effects kept in simultaneous batches, for games without a stack.
//!
//! Effects that trigger during one process form one batch. While a batch is being worked
//! through, effects that trigger form a new batch on top, which is finished first (derived
//! triggers). Within a batch the players pick their own pending effects one at a time, in an
//! order of seats the game gives (turn player first, then the others).

use crate::ids::Seat;
use serde::{Deserialize, Serialize};

/// One batch: the pending items of each seat.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Batch<T> {
    items: Vec<(Seat, T)>,
}

/// A stack of batches; the top batch is worked first.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BatchQueue<T> {
    batches: Vec<Batch<T>>,
}

impl<T> Default for BatchQueue<T> {
    fn default() -> Self {
        BatchQueue { batches: Vec::new() }
    }
}

impl<T> BatchQueue<T> {
    /// Whether nothing is pending.
    pub fn is_empty(&self) -> bool {
        self.batches.iter().all(|b| b.items.is_empty())
    }

    /// Adds a new batch on top of the others; an empty batch is not added.
    pub fn push_batch(&mut self, items: Vec<(Seat, T)>) {
        if !items.is_empty() {
            self.batches.push(Batch { items });
        }
    }

    /// Drops empty batches from the top.
    fn settle(&mut self) {
        while self.batches.last().is_some_and(|b| b.items.is_empty()) {
            self.batches.pop();
        }
    }

    /// The seat that picks next: the first seat of `order` with an item in the top batch.
    pub fn next_seat(&mut self, order: &[Seat]) -> Option<Seat> {
        self.next_seat_above(0, order)
    }

    /// As [`Self::next_seat`], considering only batches from position `floor` up: the batches
    /// below belong to a process that is still running and must wait until it ends.
    pub fn next_seat_above(&mut self, floor: usize, order: &[Seat]) -> Option<Seat> {
        self.settle();
        if self.batches.len() <= floor {
            return None;
        }
        let top = self.batches.last()?;
        order.iter().copied().find(|seat| top.items.iter().any(|(s, _)| s == seat))
    }

    /// How many batches there are (a floor for [`Self::next_seat_above`]).
    pub fn depth(&mut self) -> usize {
        self.settle();
        self.batches.len()
    }

    /// The top batch's items that belong to `seat`, with their indices for [`Self::take`].
    pub fn choices(&self, seat: Seat) -> impl Iterator<Item = (usize, &T)> {
        let top = self.batches.last().map_or(&[][..], |b| b.items.as_slice());
        top.iter().enumerate().filter(move |(_, (s, _))| *s == seat).map(|(i, (_, t))| (i, t))
    }

    /// Removes item `index` of the top batch.
    ///
    /// # Panics
    /// If `index` is not an item of the top batch (a bug in the caller).
    pub fn take(&mut self, index: usize) -> T {
        let top = self.batches.last_mut().expect("take is only called on a non-empty queue");
        let item = top.items.remove(index).1;
        self.settle();
        item
    }

    /// Removes every item for which `keep` is false (cancelled pending effects).
    pub fn retain(&mut self, mut keep: impl FnMut(&T) -> bool) {
        for batch in &mut self.batches {
            batch.items.retain(|(_, t)| keep(t));
        }
        self.settle();
    }

    /// All pending items, bottom batch first.
    pub fn iter(&self) -> impl Iterator<Item = &(Seat, T)> {
        self.batches.iter().flat_map(|b| b.items.iter())
    }

    /// How many items are pending.
    pub fn len(&self) -> usize {
        self.batches.iter().map(|b| b.items.len()).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turn_player_first_then_derived_batch_first() {
        let order = [Seat(0), Seat(1)];
        let mut q = BatchQueue::default();
        q.push_batch(vec![(Seat(1), "b1"), (Seat(0), "a1"), (Seat(0), "a2")]);
        assert_eq!(q.next_seat(&order), Some(Seat(0)), "turn player picks first");
        let (i, _) = q.choices(Seat(0)).next().expect("seat 0 has one");
        assert_eq!(q.take(i), "a1");
        q.push_batch(vec![(Seat(1), "derived")]);
        assert_eq!(
            q.next_seat(&order),
            Some(Seat(1)),
            "a derived trigger goes before older ones, even the non-turn player's"
        );
        let (i, _) = q.choices(Seat(1)).next().expect("seat 1 has one");
        assert_eq!(q.take(i), "derived");
        assert_eq!(q.next_seat(&order), Some(Seat(0)));
        assert_eq!(q.len(), 2);
        let floor = q.depth();
        assert_eq!(q.next_seat_above(floor, &order), None, "older batches wait for the running process");
        q.push_batch(vec![(Seat(1), "inner")]);
        assert_eq!(q.next_seat_above(floor, &order), Some(Seat(1)), "its own triggers resolve");
    }
}
