//! Log lines: every event a game logs cites the rule that caused it, so a log reads like a judge
//! explaining the game.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::Deref;
use std::sync::Arc;

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

/// A game's log: its lines in order, shared between copies of the game until one of them adds a
/// line. Search copies a state thousands of times with logging off, so a copy must not copy the
/// lines (copy on write: the copy that writes next gets its own). It serialises as a plain list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Log {
    lines: Arc<Vec<LogLine>>,
}

impl Log {
    /// Adds a line at the end.
    pub fn push(&mut self, line: LogLine) {
        Arc::make_mut(&mut self.lines).push(line);
    }
}

impl Deref for Log {
    type Target = [LogLine];

    fn deref(&self) -> &[LogLine] {
        &self.lines
    }
}

impl Serialize for Log {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.lines.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Log {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Log, D::Error> {
        Ok(Log { lines: Arc::new(Vec::deserialize(d)?) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(text: &str) -> LogLine {
        LogLine { rule: "1-1".into(), text: text.into() }
    }

    #[test]
    fn a_copy_shares_lines_until_it_writes() {
        let mut log = Log::default();
        log.push(line("a"));
        let mut copy = log.clone();
        copy.push(line("b"));
        assert_eq!(log.len(), 1, "writing to a copy leaves the original as it was");
        assert_eq!(copy.len(), 2);
        assert_eq!(copy[1], line("b"));
    }

    #[test]
    fn serialises_as_a_plain_list() {
        let mut log = Log::default();
        log.push(line("a"));
        let json = serde_json::to_string(&log).expect("serialises");
        assert_eq!(json, r#"[{"rule":"1-1","text":"a"}]"#);
        let back: Log = serde_json::from_str(&json).expect("deserialises");
        assert_eq!(back, log);
    }
}
