//! Integration tests of the Digimon crate.
mod cards;
mod invariants;
mod rules_index;
mod scenarios;
mod setup;
