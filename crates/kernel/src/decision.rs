//! The decision model: the engine waits for exactly one seat to pick exactly one option from a
//! list. A multi-pick ("choose up to 3") is a sequence of single picks that ends with a "done"
//! option. The options are the legal moves; there is no second legality check.

use crate::ids::Seat;
use serde::{Deserialize, Serialize};

/// A human-readable, stable label for one option, built from card names and aliases.
pub type OptionLabel = String;

/// The pending decision as clients see it: who decides, what is asked, and the labelled options
/// in the order their indices refer to.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
}
