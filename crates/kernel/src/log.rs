//! Log lines: every event a game logs cites the rule that caused it, so a log reads like a judge
//! explaining the game. A line that names a card hidden from some seat has an audience: only the
//! seats that may see the card read it ([`LogLine::readers`]); the others read a public line
//! that says the same without the card ("P1 draws 1"). A judge reads every line.

use crate::ids::{Seat, SeatSet};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::Deref;
use std::sync::Arc;

/// One rendered event: the rule number it cites, what happened, in plain words, and who may read
/// it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogLine {
    /// The rule number, as the rulebook writes it (`"17-1-3-1"`).
    pub rule: String,
    /// What happened.
    pub text: String,
    /// The seats that may read the line, or `None` for every seat. A line naming a card hidden
    /// from a seat leaves that seat out. Omitted from JSON when `None`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub readers: Option<SeatSet>,
}

impl LogLine {
    /// A line every seat reads.
    pub fn public(rule: impl Into<String>, text: impl Into<String>) -> LogLine {
        LogLine { rule: rule.into(), text: text.into(), readers: None }
    }

    /// A line only `readers` read.
    pub fn private(rule: impl Into<String>, text: impl Into<String>, readers: SeatSet) -> LogLine {
        LogLine { rule: rule.into(), text: text.into(), readers: Some(readers) }
    }

    /// Whether `reader` may read the line; `None` is a judge, who reads every line.
    pub fn readable_by(&self, reader: Option<Seat>) -> bool {
        match (reader, self.readers) {
            (None, _) | (_, None) => true,
            (Some(seat), Some(readers)) => readers.contains(seat),
        }
    }
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

impl Log {
    /// The lines from `from` on (counting every line) that `reader` may read (`None`: all).
    pub fn since(&self, from: usize, reader: Option<Seat>) -> Vec<LogLine> {
        let lines = self.lines.get(from..).unwrap_or_default();
        lines.iter().filter(|line| line.readable_by(reader)).cloned().collect()
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
        LogLine::public("1-1", text)
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

    #[test]
    fn a_private_line_goes_to_its_readers_and_the_judge_only() {
        let mut log = Log::default();
        log.push(line("P1 draws 1"));
        log.push(LogLine::private("1-1", "P1 draws Test Card", SeatSet::one(Seat(0))));
        log.push(line("P2 passes"));
        let texts = |reader| log.since(0, reader).into_iter().map(|l| l.text).collect::<Vec<_>>();
        assert_eq!(texts(Some(Seat(0))), ["P1 draws 1", "P1 draws Test Card", "P2 passes"]);
        assert_eq!(texts(Some(Seat(1))), ["P1 draws 1", "P2 passes"], "the other seat reads the public line only");
        assert_eq!(texts(None), ["P1 draws 1", "P1 draws Test Card", "P2 passes"], "a judge reads every line");
        assert_eq!(log.since(2, Some(Seat(1))).len(), 1, "indices count every line, read or not");
        let json = serde_json::to_string(&log).expect("serialises");
        assert!(json.contains(r#""readers":[0]"#), "the audience is saved: {json}");
        assert_eq!(serde_json::from_str::<Log>(&json).expect("deserialises"), log);
    }
}
