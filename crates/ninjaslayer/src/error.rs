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
    /// Two decks built for different formats, when the event sets one for every player (402.2).
    #[error(
        "the decks are for different formats: {} has {} cards and {} has {}; every player builds for the event's one format (402.2), so give two Blitz Sealed decks of 40 cards (402.3a) or two Constructed decks of 50 (402.4a)",
        decks[0], sizes[0], decks[1], sizes[1]
    )]
    MixedFormats {
        /// The decks' names, seat 1 first.
        decks: [String; 2],
        /// Their sizes.
        sizes: [usize; 2],
    },
}

impl NsError {
    /// An I/O error on `path`.
    pub fn io(path: &Path, err: std::io::Error) -> Self {
        NsError::Io { path: path.display().to_string(), message: err.to_string() }
    }
}
