//! `fuda rules GAME` and `fuda rules coverage GAME`.

use super::scenario::{DemoCards, run_text};
use anyhow::{Result, bail};
use fuda_games::{DataSource, data};
use std::collections::BTreeMap;
use std::process::ExitCode;

/// Lists the rule index, or the scenarios that cover each rule.
pub fn run(data: &DataSource, first: &str, second: Option<&str>) -> Result<ExitCode> {
    match (first, second) {
        ("coverage", Some(game)) => coverage(data, game),
        ("coverage", None) => bail!("usage: fuda rules coverage GAME"),
        (game, None) => {
            let index = index(game)?;
            for r in index {
                outln!("{:<12} {}", r.number, r.title);
            }
            outln!("{} rules indexed", index.len());
            Ok(ExitCode::SUCCESS)
        }
        (_, Some(_)) => bail!("usage: fuda rules GAME, or fuda rules coverage GAME"),
    }
}

fn index(game: &str) -> Result<&'static [fuda_kernel::rules::Rule]> {
    Ok(fuda_games::find(game)?.rules())
}

fn coverage(data: &DataSource, game: &str) -> Result<ExitCode> {
    let index = index(game)?;
    let files = data::built_in_scenarios(game);
    let mut by_rule: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    // The built-in scenarios are read with the built-in cards they were written for (and any
    // the user added, which they do not name).
    let source = data.over_built_in();
    let demo = DemoCards::new(&source);
    let reports: Vec<_> = files.iter().filter_map(|(f, text)| run_text(f, text, &demo).ok().map(|r| (f, r))).collect();
    for (file, report) in &reports {
        if report.failure.is_some() {
            continue;
        }
        for rule in &report.rules {
            if let Some(r) = index.iter().find(|r| r.number == rule) {
                by_rule
                    .entry(r.number)
                    .or_default()
                    .push(file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default());
            }
        }
    }
    let mut covered = 0;
    for r in index {
        match by_rule.get(r.number) {
            Some(files) => {
                covered += 1;
                outln!("{:<12} {:<55} {}", r.number, r.title, files.join(", "));
            }
            None => outln!("{:<12} {:<55} -", r.number, r.title),
        }
    }
    outln!("{covered} of {} indexed rules cited by passing scenarios", index.len());
    Ok(ExitCode::SUCCESS)
}
