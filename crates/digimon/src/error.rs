//! The Digimon crate's errors: the kernel's input errors plus deck construction problems.

use fuda_kernel::InputError;
use std::path::Path;

/// Anything that can go wrong building a Digimon game from untrusted input.
#[derive(Debug, thiserror::Error)]
pub enum DigimonError {
    /// A malformed file.
    #[error(transparent)]
    Input(#[from] InputError),
    /// A file that could not be read.
    #[error("{path}: {message}")]
    Io {
        /// The file.
        path: String,
        /// The OS error.
        message: String,
    },
    /// Deck construction rules (1-4-1) broken; every problem is listed at once.
    #[error("deck {deck} is not legal (1-4-1):\n  {}", problems.join("\n  "))]
    IllegalDeck {
        /// The deck's name.
        deck: String,
        /// Every problem found.
        problems: Vec<String>,
    },
}

impl DigimonError {
    /// An I/O error on `path`.
    pub fn io(path: &Path, err: std::io::Error) -> Self {
        DigimonError::Io { path: path.display().to_string(), message: err.to_string() }
    }
}
