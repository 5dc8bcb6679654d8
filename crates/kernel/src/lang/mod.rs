//! The structure card languages share: conditions with and, or and not ([`Cond`]), comparisons
//! of amounts ([`Cmp`], [`Amount`], [`Range`]), filters with all-of, any-of and not ([`Filter`]),
//! names for what an earlier step of the same effect fixed ([`Slot`], [`Bindings`]), and
//! triggers as event patterns ([`EventPattern`]) with a whose-turn filter.
//!
//! A game supplies the atoms: what a condition may state on its own, what an amount may count,
//! what a filter may ask of an object, which events exist. The structure is written once here,
//! with its evaluation ([`Evaluate`]) and its spelling in card files:
//!
//! - a condition is a game atom (a string or a table), or one of the one-key tables
//!   `{ all = [..] }`, `{ any = [..] }`, `{ not = .. }`, `{ compare = [amount, "<=", amount] }`,
//!   or `"did"` / `{ did = "slot" }` (an earlier step was performed);
//! - an amount is an integer, a game query, or `{ sum | min | max = [..] }`, `{ mul = [a, b] }`,
//!   `{ div = [a, n] }` (rounded down, "for every n"), `{ number-of = "slot" }`;
//! - a range is an integer (exactly) or `{ at-least = a, at-most = b }`;
//! - a filter is a table whose keys are atoms, all of which must hold, with `any = [..]`,
//!   `all = [..]` and `not = ..` among them; a list is any of its filters.

mod amount;
mod any_of;
mod bind;
mod cmp;
mod cond;
mod filter;
mod toml_value;
mod when;

pub use amount::{Amount, Range};
pub use any_of::AnyOf;
pub use bind::{Bindings, Bound, Slot};
pub use cmp::Cmp;
pub use cond::Cond;
pub use filter::Filter;
pub use when::{EventPattern, PerTurn, TurnFilter, Whose};

/// What a game answers for the generic structure to be evaluated: the truth of its condition
/// atoms, the value of its queries, and what the effect's earlier steps bound.
pub trait Evaluate<A, Q> {
    /// Whether a condition atom holds.
    fn atom(&self, atom: &A) -> bool;
    /// A query's value now.
    fn query(&self, query: &Q) -> i32;
    /// What `slot` holds, if an earlier step (or the trigger) bound it.
    fn bound(&self, slot: &Slot) -> Option<&Bound>;
}

#[cfg(test)]
mod tests;
