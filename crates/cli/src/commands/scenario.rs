//! `fuda scenario`: runs scenario files and folders.

use anyhow::{Context, Result};
use fuda_games::Cards;
use fuda_games::DataSource;
use std::cell::OnceCell;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Every `.toml` file under `path`, sorted, each real folder read once
/// ([`fuda_kernel::scenario::collect`]).
pub fn collect(path: &Path, out: &mut Vec<PathBuf>) -> Result<()> {
    Ok(fuda_kernel::scenario::collect(path, out)?)
}

pub use fuda_kernel::scenario::ScenarioReport as Report;

/// The demo cards of each game, loaded from `data` when a scenario first needs them.
pub struct DemoCards<'a> {
    data: &'a DataSource,
    loaded: Vec<OnceCell<Box<dyn Cards>>>,
}

impl<'a> DemoCards<'a> {
    /// Nothing loaded yet: the cards of `data`, when asked.
    pub fn new(data: &'a DataSource) -> DemoCards<'a> {
        DemoCards { data, loaded: fuda_games::GAMES.iter().map(|_| OnceCell::new()).collect() }
    }

    /// The cards of the game named `name`, read once.
    fn of(&self, name: &str) -> Result<&dyn Cards> {
        let game = fuda_games::find(name)?;
        let games = fuda_games::GAMES.iter().zip(&self.loaded);
        let Some((_, cell)) = games.into_iter().find(|(g, _)| g.name() == game.name()) else {
            anyhow::bail!("{name}: not in the registry's list of games");
        };
        if cell.get().is_none() {
            let _ = cell.set(game.cards(self.data)?);
        }
        Ok(cell.get().expect("set above").as_ref())
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
    let names = fuda_games::registry::names();
    let game = fuda_kernel::scenario::game_of(text, &names).map_err(|e| e.in_file(file))?;
    Ok(demo.of(&game)?.run_scenario(text).map_err(|e| e.in_file(file))?)
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
