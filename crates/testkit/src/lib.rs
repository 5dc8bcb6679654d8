//! fuda-testkit: helpers for the workspace's own tests. A dev-dependency only, never published.
//!
//! - [`modules`]: the graph of a crate's top-level modules, read from its source files, and the
//!   cycles in it (the architecture tests of the game crates assert there are none).

pub mod modules;
