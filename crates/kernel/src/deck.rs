//! Deck files, the same for every game: a `name` and `cards`, a list of `"COUNT ID"` or `"ID"`
//! entries. Each game checks its own construction rules on the list this returns.

use crate::error::{InputError, line_of, parse_toml};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckFile {
    name: Option<String>,
    cards: Vec<String>,
}

/// The most cards a deck file may list: far more than any game's deck holds, so the game's own
/// check names the problem, and few enough that a mistyped count ("99999999999 ID") is refused
/// here instead of filling the memory.
pub const MAX_DECK_CARDS: usize = 1000;

/// A deck as card ids, repeated by count, with a name for messages. Each game checks its own
/// construction rules on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckList {
    /// The deck's name.
    pub name: String,
    /// Card ids, repeated by count.
    pub cards: Vec<String>,
}

/// Parses a deck file into a [`DeckList`]: its name (`"deck"` when none is given) and its card
/// ids, each repeated by its count. `known` says whether an id names a card; an unknown one is an
/// error with its line and field.
pub fn parse_deck(source: &str, known: impl Fn(&str) -> bool) -> Result<DeckList, InputError> {
    let deck: DeckFile = parse_toml(source)?;
    let mut ids = Vec::new();
    for (i, entry) in deck.cards.iter().enumerate() {
        let line = source.find(entry.as_str()).map_or(1, |o| line_of(source, o));
        let (count, id) = match entry.trim().split_once(' ') {
            Some((n, id)) => match n.parse::<usize>() {
                Ok(n) => (n, id.trim()),
                Err(_) => {
                    return Err(InputError::new(format!("expected \"COUNT ID\" or \"ID\", found {entry:?}"))
                        .field(format!("cards[{i}]"))
                        .at_line(line));
                }
            },
            None => (1, entry.trim()),
        };
        if !known(id) {
            return Err(InputError::new(format!(
                "unknown card id {id:?}: expected a card of the demo set or of those added with --cards"
            ))
            .field(format!("cards[{i}]"))
            .at_line(line));
        }
        if count > MAX_DECK_CARDS - ids.len() {
            return Err(InputError::new(format!(
                "expected at most {MAX_DECK_CARDS} cards in a deck, found {count} more after {}",
                ids.len()
            ))
            .field(format!("cards[{i}]"))
            .at_line(line));
        }
        ids.extend(std::iter::repeat_n(id.to_string(), count));
    }
    Ok(DeckList { name: deck.name.unwrap_or_else(|| "deck".into()), cards: ids })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_repeat_ids_and_unknown_ids_are_errors_with_lines() {
        let text = "name = \"d\"\ncards = [\n  \"2 A\",\n  \"B\",\n]\n";
        let deck = parse_deck(text, |id| id == "A" || id == "B").expect("valid");
        assert_eq!(deck.name, "d");
        assert_eq!(deck.cards, ["A", "A", "B"]);
        let err = parse_deck(text, |id| id == "A").expect_err("B is unknown");
        assert_eq!(err.location.line, Some(4));
        assert!(err.to_string().contains("cards[1]"), "{err}");
    }

    #[test]
    fn a_count_past_any_deck_is_an_error_with_its_line() {
        // Found by the decks fuzz target: these counts overflowed the capacity or the memory.
        for count in ["18446744073709551615", "99999999999", "1001"] {
            let text = format!("name = \"d\"\ncards = [\n  \"A\",\n  \"{count} A\",\n]\n");
            let err = parse_deck(&text, |id| id == "A").expect_err("too many cards");
            assert_eq!(err.location.line, Some(4), "{err}");
            assert!(err.to_string().contains("cards[1]") && err.to_string().contains("at most 1000"), "{err}");
        }
        let text = "cards = [\"999 A\", \"A\"]";
        assert_eq!(parse_deck(text, |id| id == "A").expect("1000 cards").cards.len(), 1000);
    }
}
