//! `fuda scenario`: runs scenario files and folders.

use crate::data::DataSource;
use crate::games;
use anyhow::{Context, Result};
use std::cell::OnceCell;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

/// Every `.toml` file under `path`, sorted, each real folder read once
/// ([`fuda_kernel::scenario::collect`]).
pub fn collect(path: &Path, out: &mut Vec<PathBuf>) -> Result<()> {
    Ok(fuda_kernel::scenario::collect(path, out)?)
}

pub use fuda_kernel::scenario::ScenarioReport as Report;

/// The demo cards of each game, loaded from `data` when a scenario first needs them.
pub struct DemoCards<'a> {
    data: &'a DataSource,
    digimon: OnceCell<Arc<fuda_digimon::cards::CardDb>>,
    ninjaslayer: OnceCell<Arc<fuda_ninjaslayer::cards::CardDb>>,
}

impl<'a> DemoCards<'a> {
    /// Nothing loaded yet: the cards of `data`, when asked.
    pub fn new(data: &'a DataSource) -> DemoCards<'a> {
        DemoCards { data, digimon: OnceCell::new(), ninjaslayer: OnceCell::new() }
    }

    fn digimon(&self) -> Result<&fuda_digimon::cards::CardDb> {
        if self.digimon.get().is_none() {
            let _ = self.digimon.set(games::digimon_db(self.data)?);
        }
        Ok(self.digimon.get().expect("set above"))
    }

    fn ninjaslayer(&self) -> Result<&fuda_ninjaslayer::cards::CardDb> {
        if self.ninjaslayer.get().is_none() {
            let db = games::ninjaslayer_db(self.data)?;
            let _ = self.ninjaslayer.set(db);
        }
        Ok(self.ninjaslayer.get().expect("set above"))
    }
}

/// Runs one file against its game's demo cards: its report, or a bad-input error.
pub fn run_file(file: &Path, demo: &DemoCards) -> Result<Report> {
    let bytes = std::fs::read(file).with_context(|| format!("reading {}", file.display()))?;
    let text = fuda_kernel::error::text_from_utf8(bytes).map_err(|e| e.in_file(file))?;
    run_text(file, &text, demo)
}

/// Runs a scenario already read from `file`.
pub fn run_text(file: &Path, text: &str, demo: &DemoCards) -> Result<Report> {
    let game = fuda_kernel::scenario::game_of(text, games::GAMES).map_err(|e| e.in_file(file))?;
    if game == "ninjaslayer" {
        let r = fuda_ninjaslayer::scenario::run(text, demo.ninjaslayer()?).map_err(|e| match e {
            fuda_ninjaslayer::NsError::Input(i) => anyhow::Error::from(i.in_file(file)),
            other => anyhow::Error::from(other).context(file.display().to_string()),
        })?;
        return Ok(r);
    }
    let r = fuda_digimon::scenario::run(text, demo.digimon()?).map_err(|e| match e {
        fuda_digimon::DigimonError::Input(i) => anyhow::Error::from(i.in_file(file)),
        other => anyhow::Error::from(other).context(file.display().to_string()),
    })?;
    Ok(r)
}

/// How many log lines a failing scenario shows without `-v`.
const LOG_TAIL: usize = 12;

/// The log of a failing scenario: its last lines, or with `verbose` all of them, numbered.
fn log_lines(log: &[fuda_kernel::LogLine], verbose: bool) -> String {
    if log.is_empty() {
        return "  (the log is empty)".into();
    }
    let first = if verbose { 0 } else { log.len().saturating_sub(LOG_TAIL) };
    let heading = if first == 0 {
        format!("  the whole log ({} lines):", log.len())
    } else {
        format!("  the last {} of {} log lines (-v shows them all):", log.len() - first, log.len())
    };
    let lines = log.iter().enumerate().skip(first).map(|(i, l)| format!("  {:>5}  {l}", i + 1));
    std::iter::once(heading).chain(lines).collect::<Vec<_>>().join("\n")
}

/// Runs the scenarios; exit 1 if any failed, 2 if any file is malformed.
pub fn run(data: &DataSource, paths: &[PathBuf], verbose: bool) -> Result<ExitCode> {
    let mut files = Vec::new();
    for p in paths {
        if !p.exists() {
            anyhow::bail!("{}: no such file or folder", p.display());
        }
        let before = files.len();
        collect(p, &mut files)?;
        if files.len() == before {
            anyhow::bail!("{}: no scenario files found: expected `.toml` files in the folder or below", p.display());
        }
    }
    let demo = DemoCards::new(data);
    let (mut passed, mut failed, mut bad) = (0, 0, 0);
    for file in &files {
        match run_file(file, &demo) {
            Ok(report) => match report.failure {
                None => {
                    passed += 1;
                    if verbose {
                        outln!("ok   {} — {} [{}]", file.display(), report.title, report.rules.join(", "));
                    }
                }
                Some(why) => {
                    failed += 1;
                    outln!("FAIL {} — {} [{}]\n{why}", file.display(), report.title, report.rules.join(", "));
                    outln!("{}", log_lines(&report.log, verbose));
                }
            },
            Err(e) => {
                bad += 1;
                outln!("ERROR {e:#}");
            }
        }
    }
    outln!("{passed} passed, {} failed", failed + bad);
    Ok(if bad > 0 {
        ExitCode::from(2)
    } else if failed > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
