//! Deck files: read as text with invalid UTF-8 at its line and column, and construction problems
//! reported at the line of the card entry they name. Also the card lookup every game's card text
//! uses.

use anyhow::{Context, Result};
use fuda_kernel::deck::DeckList;
use std::path::Path;

/// A deck file's text; invalid UTF-8 is reported at its line and column.
pub fn read(path: &Path) -> Result<String> {
    let bytes = std::fs::read(path).with_context(|| format!("reading deck {}", path.display()))?;
    Ok(fuda_kernel::error::text_from_utf8(bytes).map_err(|e| e.in_file(path))?)
}

/// A deck file's construction problems as one error naming the file, and the line of the card
/// entry a problem names, where it names one.
pub fn illegal_deck(path: &Path, source: &str, deck: &DeckList, rule: &str, problems: &[String]) -> anyhow::Error {
    let lines: Vec<String> = problems
        .iter()
        .map(|p| match deck.cards.iter().find_map(|id| mentions(p, id).then(|| entry_line(source, id)).flatten()) {
            Some(line) => format!("{}:{line}: {p}", path.display()),
            None => format!("{}: {p}", path.display()),
        })
        .collect();
    anyhow::anyhow!("deck {:?} in {} is not legal ({rule}):\n  {}", deck.name, path.display(), lines.join("\n  "))
}

/// Whether `text` names the card id `id` as a whole word (`FD-02` is not in `FD-021`).
fn mentions(text: &str, id: &str) -> bool {
    let part = |c: char| c.is_alphanumeric() || c == '-' || c == '_';
    text.match_indices(id).any(|(at, _)| {
        !text[..at].chars().next_back().is_some_and(part) && !text[at + id.len()..].chars().next().is_some_and(part)
    })
}

/// The line of the deck file's entry for `id`, outside comments.
fn entry_line(source: &str, id: &str) -> Option<usize> {
    source.lines().position(|line| mentions(line.split('#').next().unwrap_or(""), id)).map(|i| i + 1)
}

/// The first card whose id is `query`, else whose name is (`name_is`), letter case aside.
pub fn lookup<'a, D: fuda_kernel::catalog::Definition + std::hash::Hash>(
    db: &'a fuda_kernel::catalog::CardDb<D>,
    query: &str,
    name_is: impl Fn(&D) -> bool,
) -> Option<&'a D> {
    let by_id = db.iter().map(|(_, d)| d).find(|d| d.card_id().eq_ignore_ascii_case(query));
    by_id.or_else(|| db.iter().map(|(_, d)| d).find(|d| name_is(d)))
}

/// The demo decks of `game` in `data`, in file-name order, each read and checked alone by
/// `catalog`.
pub fn demo_decks(data: &crate::DataSource, catalog: &dyn crate::Catalog, game: &str) -> Result<Vec<DeckList>> {
    let folder = format!("{game}/decks");
    let files = data.files(&folder)?;
    if files.is_empty() {
        anyhow::bail!("no decks in {}", data.folder(&folder).display());
    }
    files.iter().map(|(path, text)| catalog.parse_deck(path, text)).collect()
}
