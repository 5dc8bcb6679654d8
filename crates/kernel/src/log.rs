//! Log lines: every event a game logs cites the rule that caused it, so a log reads like a judge
//! explaining the game.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One rendered event: the rule number it cites and what happened, in plain words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogLine {
    /// The rule number, as the rulebook writes it (`"17-1-3-1"`).
    pub rule: String,
    /// What happened.
    pub text: String,
}

impl fmt::Display for LogLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.rule, self.text)
    }
}
