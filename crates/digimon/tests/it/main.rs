//! Integration tests of the Digimon crate.
mod architecture;
mod card_language;
mod cards;
mod invariants;
mod rules_index;
mod scenarios;
mod setup;
mod shortcuts;
mod view;
