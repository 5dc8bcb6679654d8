//! fuda-testkit: the checks every game must pass, written once and run against any game through
//! the kernel's [`Game`] trait, and the workspace's architecture lint. A dev-dependency only,
//! never published.
//!
//! - [`Subject`]: what a game crate implements in its tests (how to start a game and read a saved
//!   one) to run the kit's checks.
//! - [`leak`]: the leak oracle: a seat's view and log stay the same when the cards hidden from it
//!   are dealt again (with [`leak::Secrets`], what a game adds to its [`Subject`] for it).
//! - [`modules`]: the graph of a crate's top-level modules, read from its source files, and the
//!   cycles in it (the architecture tests of the game crates assert there are none).
#![warn(missing_docs)]

pub mod leak;
pub mod modules;

use fuda_kernel::{Game, InputError};

/// A game under test: how the kit starts games and reads saved ones.
pub trait Subject: Sync {
    /// The game's short name.
    fn name(&self) -> &'static str;
    /// A new game between demo decks chosen by `seed`, dealt from `seed`, with logging on.
    fn start(&self, seed: u64) -> Box<dyn Game>;
    /// A game saved with [`Game::save`], read back with the same card data.
    fn load(&self, saved: &str) -> Result<Box<dyn Game>, InputError>;
}
