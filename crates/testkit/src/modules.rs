//! Which top-level modules of a crate use which, read from its source files, and the cycles
//! among them: a lint that keeps a crate's layers layers.
//!
//! A top-level module is a file `src/x.rs` or a folder `src/x/`; `lib.rs` and `main.rs` are the
//! root, which may use anything. Module `a` uses `b` when a file of `a` names `crate::b` (also
//! as `crate::{b::…, …}`) or climbs to the root with `super::` and goes on to `b`. Comments, doc
//! comments, string and char literals and the item after each `#[cfg(test)]` are left out. It
//! reads text, it does not compile: paths built by macros, and `super::` inside an inline
//! `mod x { … }`, are not followed.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Module -> each module it uses -> the first file (relative to `src`) that shows it.
pub type Graph = BTreeMap<String, BTreeMap<String, String>>;

/// The graph of the top-level modules of the crate whose `src` folder is given.
pub fn module_graph(src: &Path) -> Graph {
    let mut files: BTreeMap<String, Vec<PathBuf>> = BTreeMap::new();
    for path in sorted_entries(src) {
        let Some(name) = path.file_stem().and_then(|s| s.to_str()).map(str::to_string) else { continue };
        if path.is_dir() {
            files.insert(name, rs_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") && name != "lib" && name != "main" {
            files.insert(name, vec![path]);
        }
    }
    let mut graph = Graph::new();
    for (module, paths) in &files {
        let uses = graph.entry(module.clone()).or_default();
        for path in paths {
            let rel = path.strip_prefix(src).unwrap_or(path);
            // How many `super::` climb from this file to the root: `a.rs` and `a/mod.rs` are 1.
            let depth = rel.components().count() - usize::from(rel.ends_with("mod.rs"));
            let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let code = without_test_items(&without_comments_and_literals(&text));
            for used in mentions(&code, depth) {
                if used != *module && files.contains_key(&used) {
                    uses.entry(used).or_insert_with(|| rel.display().to_string());
                }
            }
        }
    }
    graph
}

/// The cycles among the top-level modules: each group of modules that all reach one another
/// (a strongly connected component of more than one module), sorted by name.
pub fn module_cycles(src: &Path) -> Vec<Vec<String>> {
    let graph = module_graph(src);
    let reach: BTreeMap<&String, BTreeSet<&String>> = graph.keys().map(|m| (m, reachable(&graph, m))).collect();
    let mut cycles: Vec<Vec<String>> = Vec::new();
    for m in graph.keys().filter(|m| reach[m].contains(m)) {
        if !cycles.iter().any(|c| c.contains(m)) {
            cycles.push(graph.keys().filter(|o| reach[m].contains(o) && reach[o].contains(m)).cloned().collect());
        }
    }
    cycles
}

/// Panics if the crate has a module cycle, listing each one with the uses that close it and a
/// file that shows each use.
pub fn assert_no_module_cycles(src: &Path) {
    let cycles = module_cycles(src);
    if cycles.is_empty() {
        return;
    }
    let graph = module_graph(src);
    let mut message = format!("module cycles in {}:\n", src.display());
    for cycle in &cycles {
        message += &format!("- {}\n", cycle.join(", "));
        for (from, to, file) in graph.iter().flat_map(|(f, uses)| uses.iter().map(move |(t, file)| (f, t, file))) {
            if cycle.contains(from) && cycle.contains(to) {
                message += &format!("    {from} -> {to} ({file})\n");
            }
        }
    }
    panic!("{message}");
}

/// The modules reachable from `from` by one use or more (`from` itself only through a cycle).
fn reachable<'g>(graph: &'g Graph, from: &String) -> BTreeSet<&'g String> {
    let mut seen = BTreeSet::new();
    let mut todo: Vec<&String> = graph[from].keys().collect();
    while let Some(m) = todo.pop() {
        if let Some((m, uses)) = graph.get_key_value(m).filter(|_| !seen.contains(m)) {
            seen.insert(m);
            todo.extend(uses.keys());
        }
    }
    seen
}

fn sorted_entries(dir: &Path) -> Vec<PathBuf> {
    let entries = fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut paths: Vec<PathBuf> = entries.map(|e| e.expect("a directory entry").path()).collect();
    paths.sort();
    paths
}

fn rs_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for path in sorted_entries(dir) {
        if path.is_dir() {
            files.extend(rs_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// The first segment after each `crate::` and each run of `super::` that reaches the root.
fn mentions(code: &str, depth: usize) -> Vec<String> {
    let tokens = tokens(code);
    let at = |i: usize| tokens.get(i).map_or("", String::as_str);
    let mut found = Vec::new();
    for i in (0..tokens.len()).filter(|&i| i == 0 || at(i - 1) != "::") {
        let mut head = i;
        let mut climbs = 0;
        while at(head) == "super" && at(head + 1) == "::" {
            climbs += 1;
            head += 2;
        }
        if at(i) == "crate" && at(i + 1) == "::" {
            head = i + 2;
        } else if climbs == 0 || climbs < depth {
            continue;
        }
        if at(head) != "{" {
            found.push(at(head).to_string());
            continue;
        }
        // `crate::{a::x, b, c::{…}}`: the first segment of each path in the group.
        let (mut nesting, mut expect_head) = (0, true);
        for token in &tokens[head + 1..] {
            match token.as_str() {
                "{" => nesting += 1,
                "}" if nesting == 0 => break,
                "}" => nesting -= 1,
                "," if nesting == 0 => expect_head = true,
                _ if expect_head => {
                    found.push(token.clone());
                    expect_head = false;
                }
                _ => {}
            }
        }
    }
    found
}

/// Identifiers, `::` and single punctuation characters.
fn tokens(code: &str) -> Vec<String> {
    let chars: Vec<char> = code.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let start = i;
        if chars[i].is_alphanumeric() || chars[i] == '_' {
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
        } else if chars[i] == ':' && chars.get(i + 1) == Some(&':') {
            i += 2;
        } else {
            i += 1;
            if chars[start].is_whitespace() {
                continue;
            }
        }
        tokens.push(chars[start..i].iter().collect());
    }
    tokens
}

/// The code with comments (doc comments too) and string and char literals taken out.
fn without_comments_and_literals(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let next = |i: usize| c.get(i).copied().unwrap_or('\0');
    let mut out = String::new();
    let mut i = 0;
    while i < c.len() {
        let raw_hashes = (c[i] == 'r' && (i == 0 || !(c[i - 1].is_alphanumeric() || c[i - 1] == '_')))
            .then(|| c[i + 1..].iter().take_while(|&&h| h == '#').count())
            .filter(|&n| next(i + 1 + n) == '"');
        if c[i] == '/' && next(i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if c[i] == '/' && next(i + 1) == '*' {
            let mut nesting = 0;
            while i < c.len() {
                match (c[i], next(i + 1)) {
                    ('/', '*') => (nesting, i) = (nesting + 1, i + 2),
                    ('*', '/') => (nesting, i) = (nesting - 1, i + 2),
                    _ => i += 1,
                }
                if nesting == 0 {
                    break;
                }
            }
        } else if let Some(n) = raw_hashes {
            let close: Vec<char> = std::iter::once('"').chain(std::iter::repeat_n('#', n)).collect();
            i += n + 2;
            while i < c.len() && !c[i..].starts_with(&close) {
                i += 1;
            }
            i += close.len();
            out.push_str("\"\"");
        } else if c[i] == '"' {
            i += 1;
            while i < c.len() && c[i] != '"' {
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if c[i] == '\'' && next(i + 1) == '\\' {
            // An escaped char literal ('\'', '\n', '\u{…}'): up to its closing quote.
            i += 3;
            while i < c.len() && c[i] != '\'' {
                i += 1;
            }
            i += 1;
        } else if c[i] == '\'' && next(i + 2) == '\'' {
            i += 3; // a plain char literal; a lifetime ('a) has no closing quote
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

/// The code without the item after each `#[cfg(test)]` (up to its `;` or its closing brace).
fn without_test_items(code: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let item = &rest[at..];
        let mut nesting = 0;
        let mut end = item.len();
        for (k, ch) in item.char_indices() {
            match ch {
                '{' => nesting += 1,
                '}' if nesting == 1 => {
                    end = k + 1;
                    break;
                }
                '}' => nesting -= 1,
                ';' if nesting == 0 => {
                    end = k + 1;
                    break;
                }
                _ => {}
            }
        }
        rest = &item[end..];
    }
    out + rest
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A made-up crate in a temporary folder: (path under `src`, text).
    fn crate_of(files: &[(&str, &str)]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().expect("a temporary folder");
        for (path, text) in files {
            let path = dir.path().join(path);
            fs::create_dir_all(path.parent().expect("a parent")).expect("a folder");
            fs::write(path, text).expect("a file");
        }
        dir
    }

    #[test]
    fn a_cycle_through_a_group_a_nested_file_and_super_is_found() {
        let dir = crate_of(&[
            ("lib.rs", "pub mod a; pub mod b; pub mod c; pub mod d;"),
            ("a.rs", "use crate::{d, b::inner::f};"),
            ("b/mod.rs", "pub mod inner;"),
            ("b/inner.rs", "pub fn f() { super::super::c::g() }"),
            ("c.rs", "pub fn g() { crate::a::h() }"),
            ("d.rs", "pub fn d() {}"),
        ]);
        assert_eq!(module_cycles(dir.path()), vec![vec!["a", "b", "c"]]);
        let panic = std::panic::catch_unwind(|| assert_no_module_cycles(dir.path())).expect_err("a cycle");
        let message = panic.downcast_ref::<String>().expect("a message");
        assert!(message.contains("b -> c (b/inner.rs)"), "{message}");
    }

    #[test]
    fn comments_literals_tests_and_local_super_are_not_uses() {
        let dir = crate_of(&[
            ("lib.rs", "pub mod a; pub mod b;"),
            ("a.rs", "use crate::b::X;"),
            (
                "b/mod.rs",
                "//! Used by [`crate::a`].\n/// See crate::a.\n/* crate::a /* nested */ crate::a */\n\
                 pub mod c; const S: &str = \"crate::a\"; const R: &str = r#\"crate::a\"#;\n\
                 const Q: char = '\"'; fn f<'x>(s: &'x str) -> &'x str { s }\n\
                 #[cfg(test)]\nmod tests { use crate::a; fn t() { crate::a::f(); } }\npub struct X;",
            ),
            ("b/c.rs", "use super::X; pub(super) fn g() {}"),
        ]);
        let graph = module_graph(dir.path());
        assert_eq!(graph["a"].keys().collect::<Vec<_>>(), vec!["b"]);
        assert!(graph["b"].is_empty(), "{graph:?}");
        assert!(module_cycles(dir.path()).is_empty());
        assert_no_module_cycles(dir.path());
    }
}
