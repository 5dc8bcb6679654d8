//! Builds the demo data into the binary: every `.toml` file under the repository's `data/` and
//! `scenarios/` becomes an `include_str!` entry, so that `fuda` needs no checkout to run.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut out = String::new();
    for (name, folder) in [("DATA", "data"), ("SCENARIOS", "scenarios")] {
        let dir = root.join(folder);
        // A folder makes cargo rerun this script when any file under it changes or is added.
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files = Vec::new();
        collect(&dir, &mut files);
        files.sort();
        writeln!(out, "/// Every `.toml` file under `{folder}/`, as (its path in the repository, text), by path.")
            .unwrap();
        writeln!(out, "pub static {name}: &[(&str, &str)] = &[").unwrap();
        for file in files {
            let relative = file.strip_prefix(&dir).expect("collected under dir");
            let mut key = vec![folder.to_string()];
            key.extend(relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned()));
            let absolute = file.canonicalize().expect("a collected file exists");
            writeln!(out, "    ({:?}, include_str!({:?})),", key.join("/"), absolute.display().to_string()).unwrap();
        }
        writeln!(out, "];").unwrap();
    }
    let dest = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("built_in.rs");
    std::fs::write(&dest, out).expect("OUT_DIR is writable");
}

/// Every `.toml` file under `dir`, at any depth.
fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a readable folder entry").path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|x| x == "toml") {
            out.push(path);
        }
    }
}
