//! What a reader may do with any input: accept it, or refuse it with an error whose message
//! is not empty, whose line (when given) lies in the file and is named in the text, and which
//! has a line whenever the file is not even valid TOML or JSON.

use crate::Verdict;
use fuda_kernel::InputError;
use proptest::test_runner::TestCaseError;

/// The syntax a reader expects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// TOML: card, deck and scenario files.
    Toml,
    /// JSON: replays.
    Json,
}

/// Checks a refusal of `source`.
///
/// # Errors
/// What is wrong with the error, as a failed test case.
pub fn refusal(source: &str, syntax: Syntax, err: &InputError) -> Result<Verdict, TestCaseError> {
    let shown = err.to_string();
    if err.message.trim().is_empty() {
        return Err(TestCaseError::fail(format!("empty message: {shown:?}")));
    }
    if let Some(line) = err.location.line {
        // A file ending in a newline has one more (empty) line for an error at its end.
        let lines = source.split('\n').count();
        if line == 0 || line > lines {
            return Err(TestCaseError::fail(format!("line {line} of a {lines}-line file: {shown}")));
        }
        if !shown.contains(&format!("line {line}")) {
            return Err(TestCaseError::fail(format!("line {line} is not named: {shown}")));
        }
    }
    let well_formed = match syntax {
        Syntax::Toml => source.parse::<toml::Table>().is_ok(),
        Syntax::Json => serde_json::from_str::<serde_json::Value>(source).is_ok(),
    };
    if !well_formed && err.location.line.is_none() {
        return Err(TestCaseError::fail(format!("a syntax error without its line: {shown}")));
    }
    Ok(Verdict::Refused)
}

/// Checks any other error: its text says something.
///
/// # Errors
/// An empty message, as a failed test case.
pub fn message(err: &dyn std::fmt::Display) -> Result<Verdict, TestCaseError> {
    let shown = err.to_string();
    if shown.trim().is_empty() {
        Err(TestCaseError::fail("an error with an empty message"))
    } else {
        Ok(Verdict::Refused)
    }
}
