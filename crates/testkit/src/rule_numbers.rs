//! A game's rule index against its rulebook, with or without the rulebook at hand. Each game
//! keeps in its repository the list of the rule numbers its rulebook defines (the numbers only,
//! one a line, generated from the rulebook): the index is always checked against that list,
//! and the list against the rulebook when the rulebook file is found. The rulebooks are not in
//! the repository; they are looked for in a `shared/rules/` folder beside it or above it.
//!
//! A number is defined where a line of the rulebook (or a cell of a line, cells being split by
//! tabs) starts with it, after any heading marks (`#`) or list marks (`-`), and a full stop
//! follows it: `1-2-3-1. …`, `#### 1-2. …`, `105.3a. …`, `1500.\t…`.

use std::path::{Path, PathBuf};

/// The environment variable that, set to 1, rewrites a list from its rulebook instead of
/// comparing them.
pub const WRITE: &str = "FUDA_WRITE_RULE_NUMBERS";

/// The number a cell of the rulebook defines, if any: groups of digits joined by `-` or `.`,
/// perhaps a lower-case letter after a group, then a full stop, or a space after a number with
/// a `-` or a letter (`704.3a-1 …`; neither `2 人` nor `1.5 倍` defines one).
fn defined(cell: &str) -> Option<&str> {
    let cell = cell.trim_start_matches(['#', '-', ' ']);
    let digits = |at: usize| cell[at..].bytes().take_while(u8::is_ascii_digit).count();
    let mut end = digits(0);
    let mut spaced = false;
    if end == 0 {
        return None;
    }
    loop {
        let rest = &cell[end..];
        match rest.as_bytes().first() {
            Some(b'.') if digits(end + 1) > 0 => end += 1 + digits(end + 1),
            Some(b'-') if digits(end + 1) > 0 => (end, spaced) = (end + 1 + digits(end + 1), true),
            Some(b'a'..=b'z') if !rest[1..].starts_with(|c: char| c.is_ascii_alphabetic()) => {
                (end, spaced) = (end + 1, true);
            }
            Some(b'.') => return Some(&cell[..end]),
            _ if spaced && rest.starts_with([' ', '\u{3000}']) => return Some(&cell[..end]),
            _ => return None,
        }
    }
}

/// The rule numbers `book` defines, each once, in the order they first appear, up to the line
/// `end` (which starts, say, a revision history citing numbers of older versions), if given.
pub fn numbers_in_rulebook(book: &str, end: Option<&str>) -> Vec<String> {
    let mut seen = std::collections::BTreeSet::new();
    book.lines()
        .take_while(|line| end != Some(*line))
        .flat_map(|line| line.split('\t'))
        .filter_map(defined)
        .filter(|n| seen.insert(*n))
        .map(str::to_string)
        .collect()
}

/// The numbers of a list file: one a line; blank lines and lines starting with `#` aside.
pub fn numbers_in_list(list: &str) -> Vec<&str> {
    list.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).collect()
}

/// Every number of `index` is one of `list`'s.
pub fn check_index<'a>(index: impl IntoIterator<Item = &'a str>, list: &str) -> Result<(), String> {
    let known: std::collections::BTreeSet<&str> = numbers_in_list(list).into_iter().collect();
    if known.is_empty() {
        return Err("the list of rule numbers is empty".into());
    }
    let missing: Vec<&str> = index.into_iter().filter(|n| !known.contains(n)).collect();
    match missing.is_empty() {
        true => Ok(()),
        false => Err(format!("indexed rule numbers the rulebook does not define: {missing:?}")),
    }
}

/// A rulebook file: its name, and the line its rules end at, if a part without rules follows.
#[derive(Clone, Copy, Debug)]
pub struct Rulebook<'a> {
    /// The file's name (in `shared/rules/`).
    pub file: &'a str,
    /// The line the rules end at, if another part follows (a revision history, say).
    pub end: Option<&'a str>,
}

/// `list` holds exactly the numbers `book` defines (up to `end`), in its order.
pub fn check_list(list: &str, book: &str, end: Option<&str>) -> Result<(), String> {
    let listed = numbers_in_list(list);
    let defined = numbers_in_rulebook(book, end);
    if listed == defined {
        return Ok(());
    }
    let unlisted: Vec<&String> = defined.iter().filter(|n| !listed.contains(&n.as_str())).collect();
    let undefined: Vec<&&str> = listed.iter().filter(|n| !defined.iter().any(|d| d == **n)).collect();
    Err(format!(
        "the list is not the rulebook's numbers (set {WRITE}=1 to write it again): not listed {unlisted:?}, \
         not defined {undefined:?}{}",
        if unlisted.is_empty() && undefined.is_empty() { ", or in another order" } else { "" }
    ))
}

/// The rulebook file `name` in a `shared/rules/` folder beside or above `repo`, if there is one.
pub fn find_rulebook(repo: &Path, name: &str) -> Option<PathBuf> {
    repo.ancestors().map(|dir| dir.join("shared/rules").join(name)).find(|path| path.is_file())
}

/// A game's rule index checked against the list file `list` and, when `book` is found from
/// `repo`, the list against the rulebook (with [`WRITE`] set, the list is written from the
/// rulebook first). Without the rulebook that comparison is skipped, with a note.
pub fn check_rule_numbers<'a>(
    index: impl IntoIterator<Item = &'a str>,
    list: &Path,
    repo: &Path,
    book: Rulebook,
) -> Result<(), String> {
    let read = |path: &Path| std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()));
    match find_rulebook(repo, book.file) {
        Some(path) => {
            let text = read(&path)?;
            if std::env::var(WRITE).is_ok_and(|v| v == "1") {
                let numbers = numbers_in_rulebook(&text, book.end).join("\n");
                std::fs::write(list, numbers + "\n").map_err(|e| format!("{}: {e}", list.display()))?;
            }
            check_list(&read(list)?, &text, book.end).map_err(|e| format!("{}: {e}", list.display()))?;
        }
        None => println!("note: the rulebook {} is not here; {} is not compared with it", book.file, list.display()),
    }
    check_index(index, &read(list)?).map_err(|e| format!("{}: {e}", list.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOOK: &str = "# Rules\n\n1. Overview\t1\n#### 1-2. Winning\n1-2-3-1. When a player…\n\
                        - 1-2-4. A player may concede.\n2 人のプレイヤー\n1.5 times\n105.3a. The owner.\n\
                        704.3a-1 A character.\n1500.\tOther\t38\n## History\n1-9. was removed.\n";

    #[test]
    fn numbers_are_read_where_a_line_or_cell_defines_them() {
        let numbers = ["1", "1-2", "1-2-3-1", "1-2-4", "105.3a", "704.3a-1", "1500"];
        assert_eq!(numbers_in_rulebook(BOOK, Some("## History")), numbers);
        assert_eq!(numbers_in_rulebook(BOOK, None).last().map(String::as_str), Some("1-9"), "to the end");
    }

    #[test]
    fn the_index_must_be_in_the_list() {
        let list = "# numbers\n1-2\n1-2-3-1\n";
        assert_eq!(check_index(["1-2-3-1", "1-2"], list), Ok(()));
        let err = check_index(["1-2-3-1", "1-2-9"], list).expect_err("1-2-9 is not listed");
        assert!(err.contains("\"1-2-9\""), "{err}");
        assert!(check_index(["1-2"], "# nothing\n").is_err(), "an empty list is refused");
    }

    #[test]
    fn the_list_must_be_the_rulebooks() {
        let end = Some("## History");
        assert_eq!(check_list("1\n1-2\n1-2-3-1\n1-2-4\n105.3a\n704.3a-1\n1500\n", BOOK, end), Ok(()));
        let err = check_list("1\n1-2\n1-2-3-1\n1-2-5\n105.3a\n704.3a-1\n1500\n", BOOK, end).expect_err("1-2-5");
        assert!(err.contains("not listed [\"1-2-4\"]") && err.contains("not defined [\"1-2-5\"]"), "{err}");
    }
}
