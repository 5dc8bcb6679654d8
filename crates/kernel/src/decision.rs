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

    /// What a line typed by a player means for this decision: an option by its number, by its
    /// label (as [`Decision::find`] reads it, else with letter case aside), or "concede" (letter
    /// case aside); else nothing offered. The line is raw bytes, since a terminal can send
    /// anything: bytes that are not UTF-8 match no option.
    pub fn read_answer(&self, line: &[u8]) -> TypedAnswer {
        let Ok(text) = std::str::from_utf8(line) else {
            return TypedAnswer::NotOffered(String::from_utf8_lossy(line).trim().to_string());
        };
        let text = text.trim();
        if let Some(index) = text.parse::<usize>().ok().filter(|i| *i < self.options.len()) {
            return TypedAnswer::Option(index);
        }
        if text.eq_ignore_ascii_case("concede") {
            return TypedAnswer::Concede;
        }
        match self.find(text).or_else(|| self.find_ignoring_case(text)) {
            Some(index) => TypedAnswer::Option(index),
            None => TypedAnswer::NotOffered(text.to_string()),
        }
    }

    /// [`Decision::find`] with letter case aside.
    fn find_ignoring_case(&self, label: &str) -> Option<usize> {
        let label = label.to_lowercase();
        let mut labels = self.options.iter().map(|o| o.to_lowercase());
        match label.strip_prefix('~') {
            Some(part) => labels.position(|o| o.contains(part)),
            None => labels.position(|o| o == label),
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

    #[test]
    fn typed_answers_by_number_label_or_concede() {
        let d = Decision { seat: Seat(0), prompt: "?".into(), options: vec!["Pass".into(), "Play Test Agumon".into()] };
        assert_eq!(d.read_answer(b" 1 \n"), TypedAnswer::Option(1));
        assert_eq!(d.read_answer(b"~Agumon"), TypedAnswer::Option(1));
        assert_eq!(d.read_answer(b"concede\r\n"), TypedAnswer::Concede);
        assert_eq!(d.read_answer(b"CONCEDE"), TypedAnswer::Concede, "letter case aside");
        assert_eq!(d.read_answer(b"play test agumon"), TypedAnswer::Option(1), "letter case aside");
        assert_eq!(d.read_answer(b"~AGU"), TypedAnswer::Option(1), "a substring, letter case aside");
        assert_eq!(d.read_answer(b"2"), TypedAnswer::NotOffered("2".into()), "only offered numbers");
        assert_eq!(d.read_answer(b"P\xffss"), TypedAnswer::NotOffered("P\u{fffd}ss".into()), "not UTF-8");
    }
}

/// What an option does, in a word a client can act on without reading its label.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum OptionKind {
    /// Do nothing more now: pass priority, end the phase, stop choosing.
    Pass,
    /// Put a card into play: play, enter, use, place as a resource.
    Play,
    /// Put a card onto another: digivolve and its kin.
    Evolve,
    /// Attack (or challenge) with a card.
    Attack,
    /// Stop an attack with a card.
    Block,
    /// Use a card's activated ability.
    Activate,
    /// Choose a target for an effect.
    Target,
    /// Choose a card, a mode or a replacement for an effect.
    Choose,
    /// Pay a cost with a card, or pay an optional cost.
    Pay,
    /// Reveal a hidden card.
    Reveal,
    /// Move a card between one's own areas (out of a breeding area, say).
    Move,
    /// Choose which of several waiting effects goes first.
    Order,
    /// Choose a number.
    Number,
    /// Say yes: keep, accept, do the optional thing.
    Accept,
    /// Say no: decline, do not block, find nothing.
    Decline,
}

/// What one option of a pending decision is about: its kind and the physical cards it names (by
/// [`crate::view::KnownCard::instance`], as the views show them), for a client that acts on
/// cards rather than labels. It is the deciding seat's information, as the labels are.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct OptionRef {
    /// What the option does.
    pub kind: OptionKind,
    /// The cards it names, in the order the label names them.
    pub cards: Vec<u16>,
}
