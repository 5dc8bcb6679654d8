//! Integration tests of the Digimon crate.
mod architecture;
mod card_docs;
mod card_language;
mod card_moves;
mod card_rules;
mod cards;
mod decks;
mod event_patterns;
mod invariants;
mod kit;
mod leak;
mod rules_index;
mod scenarios;
mod setup;
mod shortcuts;
mod unaffected;
mod view;
