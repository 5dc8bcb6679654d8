//! Finding scenario files: every `.toml` file under a folder, in name order, each real folder
//! read once.

use std::collections::BTreeSet;
use std::io;
use std::path::{Path, PathBuf};

/// Every `.toml` file under `path` (or `path` itself when it is not a folder), sorted. Each real
/// folder is read once, so a symbolic link back to a folder above (a cycle) or to one already
/// read adds nothing. An error names the folder that could not be read.
pub fn collect(path: &Path, out: &mut Vec<PathBuf>) -> io::Result<()> {
    walk(path, &mut BTreeSet::new(), out)
}

fn walk(path: &Path, seen: &mut BTreeSet<PathBuf>, out: &mut Vec<PathBuf>) -> io::Result<()> {
    if !path.is_dir() {
        out.push(path.to_path_buf());
        return Ok(());
    }
    let named = |e: io::Error| io::Error::new(e.kind(), format!("reading {}: {e}", path.display()));
    if !seen.insert(path.canonicalize().map_err(named)?) {
        return Ok(());
    }
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(path).map_err(named)?.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for e in entries {
        if e.is_dir() || e.extension().is_some_and(|x| x == "toml") {
            walk(&e, seen, out)?;
        }
    }
    Ok(())
}
