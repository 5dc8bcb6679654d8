//! fuda-games: the one registry of the games fuda plays. The CLI (and later the server and the
//! Python bindings) loop over [`GAMES`] and reach a game only by its name, through the kernel's
//! [`fuda_kernel::Game`] trait and the [`GameEntry`], [`Cards`] and [`Catalog`] traits here:
//! seat counts and formats, cards and decks, starting and loading games, scenarios, the rule
//! index and card text.
//!
//! - [`registry`]: the traits and the list of games, looked up by name;
//! - [`data`]: where demo cards, decks and scenarios come from (built in, or a data folder);
//! - [`added`]: the user's own cards, added with `--cards`, each id defined once;
//! - [`decks`]: deck files, read and checked with errors at their lines;
//! - [`tables`]: table formats (who plays whom, with how many seats) and `--format`/`--players`;
//! - [`entry`]: the traits written once over what a game tells the registry ([`entry::GameSetup`]);
//! - one module per game ([`digimon`], [`ninjaslayer`], [`zx`], [`rebirth`]): its `GameSetup`, a few dozen lines.
#![warn(missing_docs)]

pub mod added;
pub mod data;
pub mod decks;
pub mod digimon;
pub mod entry;
pub mod ninjaslayer;
pub mod rebirth;
pub mod registry;
pub mod tables;
pub mod zx;

pub use data::DataSource;
pub use registry::{CardEntry, Cards, Catalog, GAMES, GameEntry, catalog, find, load_saved};

#[cfg(test)]
mod rendered_tests;
