//! Table formats: who plays whom at a game's table, as a game with several offers them (Reバース's
//! two-player game and the multiplayer formats of its section 12), and the seats each allows.
//! They are told apart from deck formats ([`crate::GameEntry::formats`], what the decks are built
//! for): `--format` names one or the other, and [`choose`] resolves it with `--players` for every
//! tool the same way.

use crate::registry::GameEntry;
use anyhow::{Result, bail};
use std::ops::RangeInclusive;

/// One table format a game offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableFormat {
    /// The name the command line and the protocol use (`double-team`).
    pub name: &'static str,
    /// How many seats it allows.
    pub seats: RangeInclusive<usize>,
    /// The seats a game has when none are asked for.
    pub default_seats: usize,
    /// What it is, in a few words, with its rule.
    pub about: &'static str,
}

/// A new game's table: the table format by name (none for a game with one table) and its seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Table {
    /// The table format, where the game has several.
    pub format: Option<&'static str>,
    /// A deck format the command named instead (a game's [`GameEntry::formats`]).
    pub deck_format: Option<&'static str>,
    /// How many seats.
    pub seats: usize,
}

/// `players`, or the game's smallest table, checked against the seats the game allows.
fn game_seats(entry: &dyn GameEntry, players: Option<usize>) -> Result<usize> {
    let seats = players.unwrap_or(*entry.seats().start());
    if !entry.seats().contains(&seats) {
        bail!(
            "--players: {} is played by {} to {} seats, not {seats}",
            entry.name(),
            entry.seats().start(),
            entry.seats().end()
        );
    }
    Ok(seats)
}

/// The table of a new game of `entry` from `--format` and `--players` (either may be absent): a
/// table format with its seats checked, else a deck format of the game, else the game's
/// smallest table. A format the game does not offer, or seats it does not allow, is an error
/// naming what it offers.
pub fn choose(entry: &dyn GameEntry, format: Option<&str>, players: Option<usize>) -> Result<Table> {
    let game = entry.name();
    let tables = entry.tables();
    let Some(name) = format else {
        let seats = game_seats(entry, players)?;
        return Ok(Table { format: entry.default_table(seats), deck_format: None, seats });
    };
    if let Some(table) = tables.iter().find(|t| t.name == name) {
        let seats = players.unwrap_or(table.default_seats);
        if !table.seats.contains(&seats) {
            let allowed = match table.seats.start() == table.seats.end() {
                true => format!("{} seats", table.seats.start()),
                false => format!("{} to {} seats", table.seats.start(), table.seats.end()),
            };
            bail!("--players: {game}'s {name} format is played by {allowed}, not {seats}");
        }
        return Ok(Table { format: Some(table.name), deck_format: None, seats });
    }
    if let Some(&deck_format) = entry.formats().iter().find(|f| **f == name) {
        let seats = game_seats(entry, players)?;
        return Ok(Table { format: None, deck_format: Some(deck_format), seats });
    }
    let offered: Vec<&str> = tables.iter().map(|t| t.name).chain(entry.formats().iter().copied()).collect();
    match offered.is_empty() {
        true => bail!("--format: {game} has one format only, not {name:?}; it takes no --format"),
        false => bail!("--format: {game} has no format {name:?}: expected one of: {}", offered.join(", ")),
    }
}

/// The teams of a game of `seats` seats at table `format`, as seat lists (from 0) in team order;
/// every seat its own team where the format has none.
pub fn teams(entry: &dyn GameEntry, format: Option<&str>, seats: usize) -> Vec<Vec<usize>> {
    let of = entry.team_of(format, seats);
    let mut teams: Vec<Vec<usize>> = Vec::new();
    for (seat, &team) in of.iter().enumerate() {
        match teams.get_mut(team) {
            Some(members) => members.push(seat),
            None => {
                teams.resize(team + 1, Vec::new());
                teams[team].push(seat);
            }
        }
    }
    teams.retain(|t| !t.is_empty());
    teams
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::find;

    #[test]
    fn rebirth_tables_default_and_check_their_seats() {
        let rebirth = find("rebirth").expect("known");
        let t = choose(rebirth, Some("double-team"), None).expect("offered");
        assert_eq!((t.format, t.seats), (Some("double-team"), 4));
        assert_eq!(choose(rebirth, Some("triple-team"), None).expect("offered").seats, 6);
        assert_eq!(choose(rebirth, Some("circle"), None).expect("offered").seats, 3);
        assert_eq!(choose(rebirth, None, Some(4)).expect("rumble").format, Some("rumble"));
        assert_eq!(choose(rebirth, None, None).expect("two").format, Some("two-player"));
        let err = choose(rebirth, Some("double-team"), Some(5)).expect_err("4 seats").to_string();
        assert!(err.contains("played by 4 seats, not 5"), "{err}");
        let err = choose(rebirth, Some("rumble"), Some(2)).expect_err("3 or more").to_string();
        assert!(err.contains("3 to 6 seats, not 2"), "{err}");
        let err = choose(rebirth, Some("melee"), None).expect_err("no such format").to_string();
        assert!(err.contains("rumble-elimination") && err.contains("triple-team"), "{err}");
        assert_eq!(teams(rebirth, Some("triple-team"), 6), vec![vec![0, 1, 2], vec![3, 4, 5]]);
        assert_eq!(teams(rebirth, Some("rumble"), 3), vec![vec![0], vec![1], vec![2]]);
    }

    #[test]
    fn other_games_refuse_a_table_format_but_keep_their_deck_formats() {
        let zx = find("zx").expect("known");
        let err = choose(zx, Some("rumble"), None).expect_err("one format").to_string();
        assert!(err.contains("zx has one format only"), "{err}");
        let ns = find("ninjaslayer").expect("known");
        let t = choose(ns, Some("blitz-sealed"), None).expect("a deck format");
        assert_eq!((t.format, t.deck_format, t.seats), (None, Some("blitz-sealed"), 2));
        let err = choose(ns, Some("rumble"), None).expect_err("not offered").to_string();
        assert!(err.contains("expected one of: constructed, blitz-sealed"), "{err}");
        let err = choose(ns, None, Some(3)).expect_err("two seats").to_string();
        assert!(err.contains("2 to 2 seats, not 3"), "{err}");
    }
}
