//! The user's own cards, added with `--cards PATH` to a game's demo set (docs/cards.md, "Bring
//! your own cards"): which game a card file or folder is for, read into the game's card database
//! after the demo set's, where every id is defined once (an added card never silently replaces
//! a demo card).
//!
//! A path is one of:
//! - a folder holding folders named after games (`digimon/`, `ninjaslayer/`), each with that
//!   game's card files;
//! - a folder named after a game, or a card file in one: that game's cards;
//! - any other card file or folder of card files: the cards of the one game whose card format
//!   reads them all, as `fuda cards check` decides.

use crate::registry::{GAMES, GameEntry, names};
use anyhow::{Context, Result, bail};
use fuda_kernel::catalog::Definition;
use fuda_kernel::files::{UniqueCards, toml_files};
use std::hash::Hash;
use std::path::{Path, PathBuf};

/// Card files added to one game's cards, from one `--cards` path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AddedCards {
    /// The path as the command line gave it.
    pub given: PathBuf,
    /// The game the cards are for.
    pub game: &'static str,
    /// The file or folder read: `given`, or its folder named after the game.
    pub path: PathBuf,
    /// The card files, in name order.
    pub files: Vec<PathBuf>,
}

/// The card files at `path`, by game (see the module's comment for the layouts read); `hint`
/// says how to name the game when the cards' format does not tell it.
pub fn locate(path: &Path, hint: &str) -> Result<Vec<AddedCards>> {
    if !path.exists() {
        bail!("{}: no such file or folder", path.display());
    }
    let games: Vec<&'static str> = names().into_iter().filter(|g| path.is_dir() && path.join(g).is_dir()).collect();
    if !games.is_empty() {
        let loose = card_files(path)?;
        if let Some(file) = loose.first() {
            bail!(
                "{}: {} lies beside the game folders ({}): expected card files only inside a folder named after \
                 their game",
                path.display(),
                file.display(),
                games.join(", ")
            );
        }
        return games.into_iter().map(|game| one_game(path, &path.join(game), game)).collect();
    }
    let game = match named_game(path) {
        Some(game) => game,
        None => detect(path, hint)?.0.name(),
    };
    Ok(vec![one_game(path, path, game)?])
}

/// The card files of `game` at `path` (a file, or a folder's `.toml` files), at least one.
fn one_game(given: &Path, path: &Path, game: &'static str) -> Result<AddedCards> {
    let files = card_files(path)?;
    if files.is_empty() {
        bail!("{}: no cards found: expected `.toml` card files in {}", given.display(), path.display());
    }
    Ok(AddedCards { given: given.to_path_buf(), game, path: path.to_path_buf(), files })
}

/// `path` itself, or the `.toml` files directly in the folder `path`, in name order, as
/// `fuda cards check` reads them (a `decks.toml` beside card files is not one).
pub fn card_files(path: &Path) -> Result<Vec<PathBuf>> {
    Ok(toml_files(path, Some("decks.toml"))?)
}

/// The game a folder is named after, or the folder a file lies in.
fn named_game(path: &Path) -> Option<&'static str> {
    let folder = if path.is_dir() { Some(path) } else { path.parent() };
    let name = folder?.file_name()?.to_str()?;
    names().into_iter().find(|g| *g == name)
}

/// The one game whose card format reads every card file at `path`, and how many cards it holds.
/// When none does, each game's first problem is shown, with `hint` on how to name the game.
pub fn detect(path: &Path, hint: &str) -> Result<(&'static dyn GameEntry, usize)> {
    let tries: Vec<(&'static dyn GameEntry, Result<usize>)> = GAMES.iter().map(|g| (*g, g.check_cards(path))).collect();
    let read: Vec<(&'static dyn GameEntry, usize)> =
        tries.iter().filter_map(|(g, r)| r.as_ref().ok().map(|n| (*g, *n))).filter(|(_, n)| *n > 0).collect();
    match read.as_slice() {
        [one] => Ok(*one),
        [] if tries.iter().all(|(_, r)| r.is_ok()) => Ok((GAMES[0], 0)),
        [] => {
            let problems: Vec<String> = tries
                .iter()
                .filter_map(|(g, r)| r.as_ref().err().map(|e| format!("  as {} cards: {e:#}", g.name())))
                .collect();
            bail!(
                "{}: not valid cards of any game; {hint} ({}) to see only its problems:\n{}",
                path.display(),
                names().join(", "),
                problems.join("\n")
            )
        }
        [..] => bail!("{}: valid cards of several games: {hint}", path.display()),
    }
}

/// Every card file of `added`, read from disk, into `cards` after those added before.
pub fn add_files<D: Definition + Hash>(cards: &mut UniqueCards<D>, added: &AddedCards) -> Result<()> {
    for file in &added.files {
        let text = fuda_kernel::files::read_text(file)?;
        cards
            .add(file, &text)
            .with_context(|| format!("reading the cards added with --cards {}", added.given.display()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh folder for one test.
    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("fuda-games-added-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temp folder");
        dir
    }

    /// A demo card file of `game`.
    fn card(game: &str) -> &'static str {
        match game {
            "digimon" => include_str!("../../../data/digimon/cards/tokens.toml"),
            _ => include_str!("../../../data/ninjaslayer/cards/kotodama.toml"),
        }
    }

    #[test]
    fn a_path_is_read_by_the_game_it_is_named_after_or_whose_format_reads_it() {
        let dir = temp("layouts");
        for game in ["digimon", "ninjaslayer"] {
            std::fs::create_dir_all(dir.join("both").join(game)).expect("a game folder");
            std::fs::write(dir.join("both").join(game).join("a.toml"), card(game)).expect("written");
        }
        let both = locate(&dir.join("both"), "hint").expect("a folder of game folders");
        let read: Vec<(&str, PathBuf, usize)> = both.iter().map(|a| (a.game, a.path.clone(), a.files.len())).collect();
        assert_eq!(read, [("digimon", dir.join("both/digimon"), 1), ("ninjaslayer", dir.join("both/ninjaslayer"), 1)]);
        let file = locate(&dir.join("both/ninjaslayer/a.toml"), "hint").expect("a file in a game's folder");
        assert_eq!((file[0].game, file[0].given.clone()), ("ninjaslayer", dir.join("both/ninjaslayer/a.toml")));
        std::fs::write(dir.join("flat.toml"), card("ninjaslayer")).expect("written");
        assert_eq!(locate(&dir.join("flat.toml"), "hint").expect("read by its format")[0].game, "ninjaslayer");
        std::fs::write(dir.join("both/loose.toml"), card("digimon")).expect("written");
        let loose = locate(&dir.join("both"), "hint").expect_err("a file beside game folders").to_string();
        assert!(loose.contains("loose.toml lies beside the game folders (digimon, ninjaslayer)"), "{loose}");
        std::fs::write(dir.join("bad.toml"), "[[card]]\nid = \"X-1\"\n").expect("written");
        let bad = locate(&dir.join("bad.toml"), "name the game").expect_err("no game reads it").to_string();
        assert!(
            bad.contains("not valid cards of any game; name the game (digimon, ninjaslayer, zx, rebirth)"),
            "{bad}"
        );
        std::fs::create_dir_all(dir.join("empty/digimon")).expect("a game folder");
        let empty = locate(&dir.join("empty"), "hint").expect_err("no card files").to_string();
        assert!(empty.contains("no cards found: expected `.toml` card files in"), "{empty}");
    }
}
