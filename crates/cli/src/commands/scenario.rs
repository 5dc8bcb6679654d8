//! `fuda scenario`: runs scenario files and folders.

use crate::games;
use anyhow::{Context, Result};
use std::cell::OnceCell;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

/// Every `.toml` file under `path`, sorted.
pub fn collect(path: &Path, out: &mut Vec<PathBuf>) -> Result<()> {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(path)
            .with_context(|| format!("reading {}", path.display()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        entries.sort();
        for e in entries {
            if e.is_dir() || e.extension().is_some_and(|x| x == "toml") {
                collect(&e, out)?;
            }
        }
    } else {
        out.push(path.to_path_buf());
    }
    Ok(())
}

pub use fuda_kernel::scenario::ScenarioReport as Report;

/// The demo cards of each game, loaded when a scenario first needs them.
#[derive(Default)]
pub struct DemoCards {
    digimon: OnceCell<Arc<fuda_digimon::cards::CardDb>>,
    ninjaslayer: OnceCell<Arc<fuda_ninjaslayer::cards::CardDb>>,
}

impl DemoCards {
    fn digimon(&self) -> Result<&fuda_digimon::cards::CardDb> {
        if self.digimon.get().is_none() {
            let _ = self.digimon.set(games::digimon_db()?);
        }
        Ok(self.digimon.get().expect("set above"))
    }

    fn ninjaslayer(&self) -> Result<&fuda_ninjaslayer::cards::CardDb> {
        if self.ninjaslayer.get().is_none() {
            let db = games::ninjaslayer_db()?;
            let _ = self.ninjaslayer.set(db);
        }
        Ok(self.ninjaslayer.get().expect("set above"))
    }
}

/// Runs one file against its game's demo cards: its report, or a bad-input error.
pub fn run_file(file: &Path, demo: &DemoCards) -> Result<Report> {
    let text = std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
    run_text(file, &text, demo)
}

/// Runs a scenario already read from `file`.
pub fn run_text(file: &Path, text: &str, demo: &DemoCards) -> Result<Report> {
    let game =
        text.parse::<toml::Table>().ok().and_then(|t| t.get("game").and_then(|g| g.as_str().map(str::to_string)));
    let game = game.unwrap_or_default();
    games::check_game(&game).with_context(|| format!("{}: field `game`", file.display()))?;
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

/// Runs the scenarios; exit 1 if any failed, 2 if any file is malformed.
pub fn run(paths: &[PathBuf], verbose: bool) -> Result<ExitCode> {
    let mut files = Vec::new();
    for p in paths {
        if !p.exists() {
            anyhow::bail!("{}: no such file or folder", p.display());
        }
        collect(p, &mut files)?;
    }
    let demo = DemoCards::default();
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
