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

/// Makes every label tell its option apart (a player or a scenario names an option by its
/// label, so two options must never read the same). A label several options share gets
/// `place(i)`, where option `i`'s cards are, appended in brackets; one still shared after that
/// gets its option number too. A unique label is left as it is, so labels stay stable.
pub fn distinguish(labels: &mut [OptionLabel], place: impl Fn(usize) -> String) {
    // Searches label every decision: the usual case, no twins, is one sort of borrowed labels.
    let mut sorted: Vec<&str> = labels.iter().map(String::as_str).collect();
    sorted.sort_unstable();
    if sorted.windows(2).all(|w| w[0] != w[1]) {
        return;
    }
    let shared = |labels: &[OptionLabel]| -> Vec<usize> {
        (0..labels.len()).filter(|&i| labels.iter().enumerate().any(|(j, l)| j != i && *l == labels[i])).collect()
    };
    for i in shared(labels) {
        let place = place(i);
        if !place.is_empty() {
            labels[i] = format!("{} [{place}]", labels[i]);
        }
    }
    for i in shared(labels) {
        labels[i] = format!("{} [option {i}]", labels[i]);
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

    #[test]
    fn distinguish_adds_places_then_numbers_only_to_shared_labels() {
        let mut labels: Vec<OptionLabel> =
            ["Play A", "Play A", "Play B", "Pick C", "Pick C"].iter().map(|s| s.to_string()).collect();
        let places = ["hand 1", "hand 2", "hand 3", "", ""];
        distinguish(&mut labels, |i| places[i].to_string());
        assert_eq!(labels, ["Play A [hand 1]", "Play A [hand 2]", "Play B", "Pick C [option 3]", "Pick C [option 4]"]);
    }
}
