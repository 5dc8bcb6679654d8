//! The decision model: the engine waits for exactly one seat to pick exactly one option from a
//! list. A multi-pick ("choose up to 3") is a sequence of single picks that ends with a "done"
//! option. The options are the legal moves; there is no second legality check.

use crate::ids::Seat;
use serde::{Deserialize, Serialize};

/// A human-readable, stable label for one option, built from card names and aliases.
pub type OptionLabel = String;

/// The pending decision as clients see it: who decides, what is asked, and the labelled options
/// in the order their indices refer to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    /// The seat that must answer.
    pub seat: Seat,
    /// What is being asked, in plain words.
    pub prompt: String,
    /// The options; an answer is an index into this list.
    pub options: Vec<OptionLabel>,
}

impl Decision {
    /// The index of the option whose label is exactly `label`, or, when `label` starts with `~`,
    /// the first option whose label contains the rest.
    pub fn find(&self, label: &str) -> Option<usize> {
        match label.strip_prefix('~') {
            Some(part) => self.options.iter().position(|o| o.contains(part)),
            None => self.options.iter().position(|o| o == label),
        }
    }

    /// What a line typed by a player means for this decision: an option by number or by label
    /// (as [`Decision::find`] reads it), "concede", or nothing offered. The line is raw bytes,
    /// since a terminal can send anything: bytes that are not UTF-8 match no option.
    pub fn read_answer(&self, line: &[u8]) -> TypedAnswer {
        let Ok(text) = std::str::from_utf8(line) else {
            return TypedAnswer::NotOffered(String::from_utf8_lossy(line).trim().to_string());
        };
        let text = text.trim();
        if text == "concede" {
            return TypedAnswer::Concede;
        }
        let by_number = text.parse::<usize>().ok().filter(|i| *i < self.options.len());
        match by_number.or_else(|| self.find(text)) {
            Some(index) => TypedAnswer::Option(index),
            None => TypedAnswer::NotOffered(text.to_string()),
        }
    }
}

/// A typed answer line, read by [`Decision::read_answer`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypedAnswer {
    /// The option with this index, which the decision offers.
    Option(usize),
    /// The player gives up.
    Concede,
    /// Nothing offered matches; the text is the line as read, trimmed, for the message.
    NotOffered(String),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn find_exact_and_substring() {
        let d = Decision { seat: Seat(0), prompt: "?".into(), options: vec!["Pass".into(), "Play Test Agumon".into()] };
        assert_eq!(d.find("Pass"), Some(0));
        assert_eq!(d.find("~Agumon"), Some(1));
        assert_eq!(d.find("Agumon"), None, "without ~ the label must match exactly");
    }

    #[test]
    fn typed_answers_by_number_label_or_concede() {
        let d = Decision { seat: Seat(0), prompt: "?".into(), options: vec!["Pass".into(), "Play Test Agumon".into()] };
        assert_eq!(d.read_answer(b" 1 \n"), TypedAnswer::Option(1));
        assert_eq!(d.read_answer(b"~Agumon"), TypedAnswer::Option(1));
        assert_eq!(d.read_answer(b"concede\r\n"), TypedAnswer::Concede);
        assert_eq!(d.read_answer(b"2"), TypedAnswer::NotOffered("2".into()), "only offered numbers");
        assert_eq!(d.read_answer(b"P\xffss"), TypedAnswer::NotOffered("P\u{fffd}ss".into()), "not UTF-8");
    }
}
