//! Reバース for you in the registry.

use crate::entry::GameSetup;
use crate::tables::TableFormat;
use fuda_kernel::Seat;
use fuda_kernel::deck::DeckList;
use fuda_kernel::error::GameError;
use fuda_kernel::files::ParseCards;
use fuda_kernel::rules::Rule;
use fuda_kernel::scenario::ScenarioReport;
use fuda_rebirth::cards::{CardDb, CardDef, load, render};
use fuda_rebirth::format::{Format, MAX_SEATS, Table};
use fuda_rebirth::state::RebirthState;
use std::ops::RangeInclusive;
use std::sync::Arc;

/// Reバース for you.
pub struct Rebirth;

impl GameSetup for Rebirth {
    const NAME: &'static str = "rebirth";
    const TITLE: &'static str = "Reバース for you";
    /// Two players (1.1.1), or 3 to 6 in a Rumble (12.6).
    const SEATS: RangeInclusive<usize> = 2..=6;
    const DECK_RULE: &'static str = "6.1";
    const RULES: &'static [Rule] = fuda_rebirth::rules::INDEX;
    const PARSE: ParseCards<CardDef> = load::parse_cards;
    type Def = CardDef;
    type State = RebirthState;
    type Deck = DeckList;

    fn check_deck(db: &CardDb, deck: &DeckList) -> Result<DeckList, GameError> {
        let problems = fuda_rebirth::setup::deck_problems(db, deck);
        match problems.is_empty() {
            true => Ok(deck.clone()),
            false => Err(GameError::IllegalDeck { deck: deck.name.clone(), rule: Self::DECK_RULE, problems }),
        }
    }

    fn new_game(db: Arc<CardDb>, decks: &[&DeckList], seed: u64, _: Option<&str>) -> Result<RebirthState, GameError> {
        let table = Self::default_table(decks.len()).unwrap_or("rumble");
        Self::new_table_game(db, decks, seed, None, table)
    }

    fn named(def: &CardDef, query: &str) -> bool {
        def.name.eq_ignore_ascii_case(query)
    }

    fn render(def: &CardDef) -> String {
        render::card_text(def)
    }

    fn run_scenario(text: &str, printed: &CardDb) -> Result<ScenarioReport, GameError> {
        fuda_rebirth::scenario::run(text, printed)
    }

    const TABLES: &'static [TableFormat] = &[
        TableFormat { name: "two-player", seats: 2..=2, default_seats: 2, about: "the base game (1.1.1)" },
        TableFormat { name: "rumble", seats: 3..=6, default_seats: 3, about: "anyone attacks anyone (12.6)" },
        TableFormat {
            name: "rumble-elimination",
            seats: 3..=6,
            default_seats: 3,
            about: "Rumble ending when the first player leaves (12.6.3)",
        },
        TableFormat { name: "circle", seats: 3..=6, default_seats: 3, about: "each attacks the next player (12.7)" },
        TableFormat {
            name: "circle-elimination",
            seats: 3..=6,
            default_seats: 3,
            about: "Circle ending when the first player leaves (12.7.3)",
        },
        TableFormat { name: "double-team", seats: 4..=4, default_seats: 4, about: "two teams of two (12.8)" },
        TableFormat { name: "triple-team", seats: 6..=6, default_seats: 6, about: "two teams of three (12.9)" },
    ];

    /// Two players play the base game; 3 or more a Rumble (12.6) without single elimination.
    fn default_table(seats: usize) -> Option<&'static str> {
        Some(if seats == 2 { "two-player" } else { "rumble" })
    }

    /// The teams as the format's table seats them (12.8.2, 12.9.2).
    fn team_of(table: Option<&str>, seats: usize) -> Vec<usize> {
        let format = table.and_then(format_named).unwrap_or(Format::TwoPlayer);
        let t = Table::new(format, std::iter::repeat_n(false, seats.min(MAX_SEATS)));
        (0..seats).map(|k| t.team(Seat(k as u8))).collect()
    }

    fn new_table_game(
        db: Arc<CardDb>,
        decks: &[&DeckList],
        seed: u64,
        _: Option<&str>,
        table: &str,
    ) -> Result<RebirthState, GameError> {
        let Some(format) = format_named(table) else {
            let names: Vec<&str> = Self::TABLES.iter().map(|t| t.name).collect();
            return Err(GameError::DecksDisagree {
                message: format!("rebirth has no format {table:?}: expected one of: {}", names.join(", ")),
            });
        };
        fuda_rebirth::setup::new_game(db, decks, seed, format)
    }
}

/// The format a table format's name stands for.
pub fn format_named(name: &str) -> Option<Format> {
    Some(match name {
        "two-player" => Format::TwoPlayer,
        "rumble" => Format::Rumble { single_elimination: false },
        "rumble-elimination" => Format::Rumble { single_elimination: true },
        "circle" => Format::Circle { single_elimination: false },
        "circle-elimination" => Format::Circle { single_elimination: true },
        "double-team" => Format::DoubleTeam,
        "triple-team" => Format::TripleTeam,
        _ => return None,
    })
}

/// The table format's name of `format`, as the command line and replays write it.
pub fn table_name(format: Format) -> &'static str {
    match format {
        Format::Rumble { single_elimination: true } => "rumble-elimination",
        Format::Circle { single_elimination: true } => "circle-elimination",
        other => other.name(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_names_a_format_and_its_seats() {
        for table in Rebirth::TABLES {
            let format = format_named(table.name).expect("a format");
            assert_eq!(table_name(format), table.name);
            assert_eq!(format.seats(), table.seats, "{}", table.name);
            assert!(table.seats.contains(&table.default_seats), "{}", table.name);
        }
    }
}
