//! Errors for untrusted input shared by every game: files with a location, and answers that
//! were not offered.

use serde::de::DeserializeOwned;
use std::fmt;
use std::path::{Path, PathBuf};

/// Where in an input file a problem was found.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Location {
    /// The file, when the input came from one.
    pub file: Option<PathBuf>,
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// 1-based column (in characters) on that line, when known.
    pub column: Option<usize>,
    /// The field (a dotted path such as `card[3].dp`), when known.
    pub field: Option<String>,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = self.file.as_ref().map(|p| p.display().to_string());
        let mut parts: Vec<String> = Vec::new();
        let place = match (self.line, self.column) {
            (Some(line), Some(column)) => Some(format!("{line}:{column}")),
            (Some(line), None) => Some(line.to_string()),
            (None, _) => None,
        };
        match (file, place) {
            (Some(file), Some(place)) => parts.push(format!("{file}:{place}")),
            (Some(file), None) => parts.push(file),
            (None, Some(place)) => parts.push(format!("line {place}")),
            (None, None) => {}
        }
        if let Some(field) = &self.field {
            parts.push(format!("field `{field}`"));
        }
        if parts.is_empty() { write!(f, "<input>") } else { write!(f, "{}", parts.join(", ")) }
    }
}

/// Bad input: what was expected at a location and what was found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{location}: {message}")]
pub struct InputError {
    /// Where.
    pub location: Location,
    /// What was expected and what was found.
    pub message: String,
}

impl InputError {
    /// An error with a message and no location yet.
    pub fn new(message: impl Into<String>) -> Self {
        InputError { location: Location::default(), message: message.into() }
    }

    /// Sets the file.
    pub fn in_file(mut self, file: impl Into<PathBuf>) -> Self {
        self.location.file = Some(file.into());
        self
    }

    /// Sets the line.
    pub fn at_line(mut self, line: usize) -> Self {
        self.location.line = Some(line);
        self
    }

    /// Sets the line and column of a byte offset in `source`.
    pub fn at_offset(mut self, source: &str, offset: usize) -> Self {
        let (line, column) = line_column_of(source, offset);
        self.location.line = Some(line);
        self.location.column = Some(column);
        self
    }

    /// Sets the field.
    pub fn field(mut self, field: impl Into<String>) -> Self {
        self.location.field = Some(field.into());
        self
    }

    /// Sets the file when none is set yet.
    pub fn or_file(mut self, file: &Path) -> Self {
        if self.location.file.is_none() {
            self.location.file = Some(file.to_path_buf());
        }
        self
    }
}

/// The 1-based line of a byte offset in `source`.
pub fn line_of(source: &str, offset: usize) -> usize {
    let end = offset.min(source.len());
    source.as_bytes()[..end].iter().filter(|b| **b == b'\n').count() + 1
}

/// The 1-based line and column (in characters) of a byte offset in `source`.
pub fn line_column_of(source: &str, offset: usize) -> (usize, usize) {
    let mut end = offset.min(source.len());
    while !source.is_char_boundary(end) {
        end -= 1;
    }
    let before = &source[..end];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (line_of(source, end), before[line_start..].chars().count() + 1)
}

/// Text read from a file: invalid UTF-8 is reported at the line and column of its first invalid
/// byte, since every reader (cards, decks, scenarios, replays) expects UTF-8 text.
pub fn text_from_utf8(bytes: Vec<u8>) -> Result<String, InputError> {
    String::from_utf8(bytes).map_err(|err| {
        let bytes = err.as_bytes();
        let valid = err.utf8_error().valid_up_to();
        let prefix = std::str::from_utf8(&bytes[..valid]).expect("the bytes before `valid_up_to` are UTF-8");
        InputError::new(format!(
            "invalid UTF-8 (byte 0x{:02x} at offset {valid}): expected a UTF-8 text file",
            bytes[valid]
        ))
        .at_offset(prefix, valid)
    })
}

/// Parses TOML into `T`, turning any syntax or schema error into an [`InputError`] with the
/// line and the path of the field (`card[2].effects[0].do`).
pub fn parse_toml<T: DeserializeOwned>(source: &str) -> Result<T, InputError> {
    let de = toml::Deserializer::parse(source).map_err(|err| {
        let mut e = toml_error(&err, source, None);
        if e.location.line.is_none() {
            e.location.line = first_failing_line(source, err.message());
        }
        e
    })?;
    serde_path_to_error::deserialize(de).map_err(|err| {
        // A `toml::Spanned` field shows as an inner struct in the path: the user wrote one key.
        let path = err.path().to_string().replace(".$__serde_spanned_private_value", "");
        let field = (!path.is_empty() && path != ".").then_some(path);
        toml_error(err.inner(), source, field)
    })
}

fn toml_error(err: &toml::de::Error, source: &str, field: Option<String>) -> InputError {
    let mut e = InputError::new(err.message().trim().to_string());
    if let Some(span) = err.span() {
        e = e.at_offset(source, span.start);
    }
    e.location.field = field;
    e
}

/// The line of a TOML syntax error that comes without a position (the toml crate gives none
/// for a key of 80 parts or more): the first line at which the file, cut after it, already
/// fails with the same message. A search by halves: a few parses of a file that failed anyway.
fn first_failing_line(source: &str, message: &str) -> Option<usize> {
    let ends: Vec<usize> = source.match_indices('\n').map(|(i, _)| i + 1).chain([source.len()]).collect();
    let fails = |end: usize| toml::Deserializer::parse(&source[..end]).err().is_some_and(|e| e.message() == message);
    let first = ends.partition_point(|end| !fails(*end));
    (first < ends.len()).then_some(first + 1)
}

/// Parses JSON into `T`, with the line and the path of the field on failure. Anything after
/// the value but white space is an error too.
pub fn parse_json<T: DeserializeOwned>(source: &str) -> Result<T, InputError> {
    let mut de = serde_json::Deserializer::from_str(source);
    let value = serde_path_to_error::deserialize(&mut de).map_err(|err| {
        let path = err.path().to_string();
        let field = (!path.is_empty() && path != ".").then_some(path);
        json_error(err.inner(), field)
    })?;
    de.end().map_err(|err| json_error(&err, None))?;
    Ok(value)
}

fn json_error(err: &serde_json::Error, field: Option<String>) -> InputError {
    let mut e = InputError::new(err.to_string());
    if err.line() > 0 {
        e.location.line = Some(err.line());
        e.location.column = (err.column() > 0).then_some(err.column());
    }
    e.location.field = field;
    e
}

/// Anything that can go wrong building a game from untrusted input, in every game: a malformed
/// file, a file that could not be read, or decks the construction rules refuse.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
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
    /// A deck breaks the construction rules; every problem is listed at once.
    #[error("deck {deck} is not legal ({rule}):\n  {}", problems.join("\n  "))]
    IllegalDeck {
        /// The deck's name.
        deck: String,
        /// The rule the problems break.
        rule: &'static str,
        /// Every problem found.
        problems: Vec<String>,
    },
    /// Decks that are legal alone but cannot play together (built for different formats).
    #[error("{message}")]
    DecksDisagree {
        /// What differs, and what to give instead.
        message: String,
    },
}

impl GameError {
    /// An I/O error on `path`.
    pub fn io(path: &Path, err: std::io::Error) -> Self {
        GameError::Io { path: path.display().to_string(), message: err.to_string() }
    }

    /// The problems of decks the construction rules refused, for a scenario that expects the
    /// refusal; `None` for any other error.
    pub fn refused_decks(&self) -> Option<Vec<String>> {
        match self {
            GameError::IllegalDeck { problems, .. } => Some(problems.clone()),
            disagree @ GameError::DecksDisagree { .. } => Some(vec![disagree.to_string()]),
            GameError::Input(_) | GameError::Io { .. } => None,
        }
    }
}

/// An answer that the engine refused; the state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnswerError {
    /// The game is over; nothing is asked.
    #[error("the game is over: no decision is pending")]
    GameOver,
    /// The answer came from a seat that is not deciding.
    #[error("{seat} may not answer: {decider} is deciding")]
    NotDeciding {
        /// The seat that answered.
        seat: crate::ids::Seat,
        /// The seat that must answer.
        decider: crate::ids::Seat,
    },
    /// The index is not one of the offered options.
    #[error("option {index} is not offered: there are {offered} options (0 to {last})", last = offered.saturating_sub(1))]
    NotOffered {
        /// The refused index.
        index: usize,
        /// How many options were offered.
        offered: usize,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_utf8_is_reported_at_its_first_bad_byte() {
        let bytes = b"id = \"a\"\nname = \"\xc3\xa9t\xff\xfe\"\n".to_vec();
        let err = text_from_utf8(bytes).expect_err("0xff is never UTF-8");
        // Line 2: `name = "` is 8 characters, then `é` and `t`, so the bad byte is the 11th.
        assert_eq!((err.location.line, err.location.column), (Some(2), Some(11)), "{err}");
        assert!(err.message.contains("0xff") && err.message.contains("UTF-8"), "{err}");
        assert_eq!(text_from_utf8(b"ok\n".to_vec()), Ok("ok\n".to_string()), "valid text passes through");
    }

    #[test]
    fn columns_count_characters_from_the_line_start() {
        assert_eq!(line_column_of("ab\ncdé f", 0), (1, 1));
        assert_eq!(line_column_of("ab\ncdé f", 3), (2, 1));
        // `é` is two bytes: the space after it is the fourth character of line 2.
        assert_eq!(line_column_of("ab\ncdé f", 7), (2, 4));
    }

    #[test]
    fn a_key_nested_too_deep_names_its_line() {
        // The toml crate refuses a key of 80 parts or more without saying where.
        let deep = ["a"; 100].join(".");
        for (text, line) in [(format!("x = 1\n\n[{deep}]\na = 1\n"), 3), (format!("x = 1\n{deep} = 1\ny = 2\n"), 2)] {
            let err = parse_toml::<toml::Table>(&text).expect_err("too deep");
            assert_eq!(err.location.line, Some(line), "{err}");
            assert!(err.to_string().contains(&format!("line {line}")), "{err}");
        }
    }

    #[test]
    fn json_after_the_value_is_an_error_with_its_line() {
        // Found by the replays fuzz target: a line added after a replay's object was ignored.
        let err = parse_json::<serde_json::Value>("{\n  \"a\": 1\n}\n0 = -1\n").expect_err("trailing text");
        assert_eq!(err.location.line, Some(4), "{err}");
        assert!(parse_json::<serde_json::Value>("{\"a\": 1}\n\n").is_ok(), "white space may follow");
    }
}
