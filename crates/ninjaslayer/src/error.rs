//! The Ninja Slayer crate's errors: the kernel's input errors plus deck construction problems.

use fuda_kernel::InputError;
use std::path::Path;

/// Anything that can go wrong building a Ninja Slayer game from untrusted input.
#[derive(Debug, thiserror::Error)]
pub enum NsError {
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
    /// Deck construction rules (402) broken; every problem is listed at once.
    #[error("deck {deck} is not legal (402):\n  {}", problems.join("\n  "))]
    IllegalDeck {
        /// The deck's name.
        deck: String,
        /// Every problem found.
        problems: Vec<String>,
    },
}

impl NsError {
    /// An I/O error on `path`.
    pub fn io(path: &Path, err: std::io::Error) -> Self {
        NsError::Io { path: path.display().to_string(), message: err.to_string() }
    }
}
