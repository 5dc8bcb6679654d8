//! The Digimon crate's errors: the kernel's, shared by every game.

/// Anything that can go wrong building a Digimon game from untrusted input.
pub type DigimonError = fuda_kernel::error::GameError;
