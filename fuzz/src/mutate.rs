//! Structure-aware mutations of real files: whole lines deleted, duplicated, swapped or
//! inserted, a `key = value` (or `"key": value`) given another value, a quoted string or a
//! number replaced, the file cut short, bytes flipped or inserted (not always UTF-8).

use crate::seeds::Seed;
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::Index;
use std::sync::Arc;

/// One change to a file.
#[derive(Clone, Debug)]
pub enum Mutation {
    /// Removes a line.
    DeleteLine(Index),
    /// Repeats a line.
    DuplicateLine(Index),
    /// Exchanges two lines.
    SwapLines(Index, Index),
    /// Gives the value of a line's first `=` or `:` another text.
    SetValue(Index, String),
    /// Replaces one quoted string or number of the file.
    SetToken(Index, String),
    /// Replaces one run of digits, inside a string too (the count of `"4 FD-001"`).
    SetDigits(Index, String),
    /// Inserts a line (an unknown key, a table header, deep nesting).
    InsertLine(Index, String),
    /// Cuts the file at a byte.
    Truncate(Index),
    /// Flips bits of one byte.
    FlipByte(Index, u8),
    /// Inserts raw bytes, often not UTF-8.
    InsertBytes(Index, Vec<u8>),
}

/// A mutated file: which seed it came from, and its bytes.
#[derive(Clone)]
pub struct Mutated {
    /// The seed's path.
    pub seed: String,
    /// The mutated bytes.
    pub bytes: Vec<u8>,
}

impl std::fmt::Debug for Mutated {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "mutated {}:\n{}", self.seed, String::from_utf8_lossy(&self.bytes))?;
        if std::str::from_utf8(&self.bytes).is_err() {
            write!(f, "\n(not UTF-8; bytes: {:?})", self.bytes)?;
        }
        Ok(())
    }
}

/// One mutation, with values for the value-changing ones drawn from `values`.
pub fn mutation(values: BoxedStrategy<String>, lines: BoxedStrategy<String>) -> impl Strategy<Value = Mutation> {
    prop_oneof![
        2 => any::<Index>().prop_map(Mutation::DeleteLine),
        1 => any::<Index>().prop_map(Mutation::DuplicateLine),
        1 => (any::<Index>(), any::<Index>()).prop_map(|(a, b)| Mutation::SwapLines(a, b)),
        4 => (any::<Index>(), values.clone()).prop_map(|(i, v)| Mutation::SetValue(i, v)),
        4 => (any::<Index>(), values).prop_map(|(i, v)| Mutation::SetToken(i, v)),
        2 => (any::<Index>(), crate::values::number()).prop_map(|(i, v)| Mutation::SetDigits(i, v)),
        2 => (any::<Index>(), lines).prop_map(|(i, l)| Mutation::InsertLine(i, l)),
        1 => any::<Index>().prop_map(Mutation::Truncate),
        1 => (any::<Index>(), 1..=255u8).prop_map(|(i, x)| Mutation::FlipByte(i, x)),
        1 => (any::<Index>(), vec(any::<u8>(), 1..8)).prop_map(|(i, b)| Mutation::InsertBytes(i, b)),
    ]
}

/// A seed from `seeds` changed by one mutation, or by two to four.
pub fn mutated(
    seeds: Arc<Vec<Seed>>,
    values: BoxedStrategy<String>,
    lines: BoxedStrategy<String>,
) -> impl Strategy<Value = Mutated> {
    // Mostly one change, so that many inputs still read and reach the code behind the reader.
    let one = mutation(values, lines).boxed();
    let changes = prop_oneof![2 => vec(one.clone(), 1..=1), 1 => vec(one, 2..=4)];
    (any::<Index>(), changes).prop_map(move |(pick, mutations)| {
        let seed = &seeds[pick.index(seeds.len())];
        let bytes = mutations.iter().fold(seed.bytes.clone(), |bytes, m| apply(&bytes, m));
        Mutated { seed: seed.name.clone(), bytes }
    })
}

/// `text` with `mutation` applied.
pub fn apply(text: &[u8], mutation: &Mutation) -> Vec<u8> {
    let mut lines: Vec<Vec<u8>> = text.split(|b| *b == b'\n').map(<[u8]>::to_vec).collect();
    let n = lines.len();
    match mutation {
        Mutation::DeleteLine(i) => {
            lines.remove(i.index(n));
        }
        Mutation::DuplicateLine(i) => {
            let i = i.index(n);
            lines.insert(i, lines[i].clone());
        }
        Mutation::SwapLines(a, b) => lines.swap(a.index(n), b.index(n)),
        Mutation::SetValue(i, value) => {
            let line = &mut lines[i.index(n)];
            if let Some(at) = line.iter().position(|b| *b == b'=' || *b == b':') {
                let comma = line.ends_with(b",");
                line.truncate(at + 1);
                line.push(b' ');
                line.extend_from_slice(value.as_bytes());
                if comma {
                    line.push(b',');
                }
            }
        }
        Mutation::SetToken(i, value) => {
            let tokens = tokens(text);
            if tokens.is_empty() {
                return text.to_vec();
            }
            let (start, end) = tokens[i.index(tokens.len())];
            return [&text[..start], value.as_bytes(), &text[end..]].concat();
        }
        Mutation::SetDigits(i, value) => {
            let runs = digit_runs(text);
            if runs.is_empty() {
                return text.to_vec();
            }
            let (start, end) = runs[i.index(runs.len())];
            return [&text[..start], value.as_bytes(), &text[end..]].concat();
        }
        Mutation::InsertLine(i, line) => lines.insert(i.index(n + 1), line.as_bytes().to_vec()),
        Mutation::Truncate(i) => return text[..i.index(text.len() + 1)].to_vec(),
        Mutation::FlipByte(i, x) => {
            let mut out = text.to_vec();
            if !out.is_empty() {
                out[i.index(text.len())] ^= x;
            }
            return out;
        }
        Mutation::InsertBytes(i, bytes) => {
            let at = i.index(text.len() + 1);
            return [&text[..at], bytes, &text[at..]].concat();
        }
    }
    lines.join(&b'\n')
}

/// The byte ranges of the quoted strings and the numbers of `text`.
fn tokens(text: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        let start = i;
        match text[i] {
            b'"' => {
                i += 1;
                while i < text.len() && text[i] != b'"' && text[i] != b'\n' {
                    i += if text[i] == b'\\' { 2 } else { 1 };
                }
                i = (i + 1).min(text.len());
                out.push((start, i));
            }
            b'-' | b'0'..=b'9' if text.get(i + 1).is_some_and(u8::is_ascii_digit) || text[i] != b'-' => {
                i += 1;
                while i < text.len() && text[i].is_ascii_digit() {
                    i += 1;
                }
                out.push((start, i));
            }
            _ => i += 1,
        }
    }
    out
}

/// The byte ranges of the runs of ASCII digits of `text`.
fn digit_runs(text: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < text.len() {
        if text[i].is_ascii_digit() {
            let start = i;
            while i < text.len() && text[i].is_ascii_digit() {
                i += 1;
            }
            out.push((start, i));
        } else {
            i += 1;
        }
    }
    out
}
