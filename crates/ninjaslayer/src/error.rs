//! The Ninja Slayer crate's errors: the kernel's, shared by every game.

/// Anything that can go wrong building a Ninja Slayer game from untrusted input.
pub type NsError = fuda_kernel::error::GameError;
