//! `fuda replay`: re-plays a recorded game and proves it with the state hashes.

use crate::show;
use anyhow::{Context, Result, bail};
use fuda_games::DataSource;
use fuda_kernel::deck::DeckList;
use fuda_kernel::replay::Replay;
use std::path::Path;
use std::process::ExitCode;

/// Re-plays `file`; exit 1 at the first divergence, 2 for a malformed file. With `resume_every`
/// N, the game is saved and loaded again after every N answers, and must play on the same.
pub fn run(data: &DataSource, file: &Path, log: bool, resume_every: Option<usize>) -> Result<ExitCode> {
    let bytes = std::fs::read(file).with_context(|| format!("reading {}", file.display()))?;
    let text = fuda_kernel::error::text_from_utf8(bytes).map_err(|e| e.in_file(file))?;
    let replay = Replay::parse(&text).map_err(|e| e.in_file(file))?;
    replay.check_engine(&text, env!("CARGO_PKG_VERSION")).map_err(|e| e.in_file(file))?;
    let catalog = fuda_games::catalog(data, &replay.game, replay.event_date.as_deref())
        .with_context(|| format!("{}: the game and event date it records", file.display()))?;
    let hash = Replay::hash_text(catalog.content_hash());
    if hash != replay.cards_hash {
        let date = replay.event_date.as_deref().map_or(String::new(), |d| format!(" as at {d}"));
        bail!(
            "{}: field `cards_hash`: recorded with the cards of {}{date}, which hash to {}, but the cards of {}{date} \
             hash to {hash}: {}",
            file.display(),
            cards_named(replay.card_set.as_deref().unwrap_or("an unrecorded card set"), &replay.added_cards),
            replay.cards_hash,
            cards_named(&data.describe(), &data.added_paths()),
            hint(data, &replay)
        );
    }
    let seats = fuda_games::find(&replay.game)?.seats();
    if !seats.contains(&replay.decks.len()) {
        bail!(
            "{}: field `decks`: expected one deck a seat, {} to {}, found {}",
            file.display(),
            seats.start(),
            seats.end(),
            replay.decks.len()
        );
    }
    let decks: Vec<DeckList> = replay
        .decks
        .iter()
        .enumerate()
        .map(|(i, cards)| DeckList { name: format!("deck {}", i + 1), cards: cards.clone() })
        .collect();
    let decks: Vec<&DeckList> = decks.iter().collect();
    let entry = fuda_games::find(&replay.game)?;
    // A game with table formats records the one it was played at; a replay without one was
    // played at the game's table for its seats.
    let table = match (&replay.format, entry.tables()) {
        (_, []) => None,
        (Some(name), tables) => match tables.iter().find(|t| t.name == name) {
            Some(t) if t.seats.contains(&decks.len()) => Some(t.name),
            Some(t) => bail!(
                "{}: field `decks`: the {name} format is played by {} to {} seats, found {} decks",
                file.display(),
                t.seats.start(),
                t.seats.end(),
                decks.len()
            ),
            None => bail!(
                "{}: field `format`: {} has no format {name:?}: expected one of: {}",
                file.display(),
                replay.game,
                tables.iter().map(|t| t.name).collect::<Vec<_>>().join(", ")
            ),
        },
        (None, _) => entry.default_table(decks.len()),
    };
    if table.is_none() {
        let format = catalog.format(&decks);
        if replay.format.is_some() && replay.format.as_deref() != format {
            bail!(
                "{}: field `format`: recorded as {:?}, but these decks play as {:?}",
                file.display(),
                replay.format.clone().unwrap_or_default(),
                format.unwrap_or("the game's only format")
            );
        }
    }
    let mut g = catalog
        .start_at(&decks, replay.seed, table)
        .with_context(|| format!("{}: starting the game", file.display()))?;
    for (i, (&answer, expected)) in replay.answers.iter().zip(&replay.hashes).enumerate() {
        let offered = g.option_count();
        if answer >= offered {
            outln!("replay diverged at answer {}: option {answer} is not offered ({offered} options)", i + 1);
            return Ok(ExitCode::from(1));
        }
        let seat = g.decider().expect("a game with options has a decider");
        g.answer(seat, answer)?;
        if resume_every.is_some_and(|n| (i + 1) % n == 0) {
            g = catalog.load(&g.save()).with_context(|| format!("resuming after answer {}", i + 1))?;
        }
        let found = Replay::hash_text(g.state_hash());
        if &found != expected {
            outln!("replay diverged at answer {}: state hash {found}, recorded {expected}", i + 1);
            return Ok(ExitCode::from(1));
        }
    }
    if log {
        outln!("{}", show::log(&g.log_since(0, None)));
    }
    let outcome = show::outcome(g.outcome());
    if replay.outcome.as_ref().is_some_and(|o| *o != outcome && *o != legacy_outcome(g.outcome())) {
        outln!("replay diverged at the end: outcome {outcome}, recorded {}", replay.outcome.unwrap_or_default());
        return Ok(ExitCode::from(1));
    }
    outln!("replay ok: {} answers, every state hash matches; {}", replay.answers.len(), show::outcome(g.outcome()));
    Ok(ExitCode::SUCCESS)
}

/// A card set as messages name it: the demo set, and the paths added to it.
fn cards_named(set: &str, added: &[String]) -> String {
    match added {
        [] => set.to_string(),
        added => format!("{set} with --cards {}", added.join(", ")),
    }
}

/// What to give to re-play with the cards `replay` was recorded with.
fn hint(data: &DataSource, replay: &Replay) -> String {
    let now = data.describe();
    let mut hints = Vec::new();
    match replay.card_set.as_deref() {
        Some(set) if set != now && set != "built-in" => hints.push(format!("give its card folder: --data {set}")),
        Some(set) if set != now => hints.push("run without --data and FUDA_DATA".to_string()),
        _ => {}
    }
    if replay.added_cards != data.added_paths() {
        hints.push(match replay.added_cards.as_slice() {
            [] => "run without --cards".to_string(),
            added => format!(
                "pass the cards it added: {}",
                added.iter().map(|p| format!("--cards {p}")).collect::<Vec<_>>().join(" ")
            ),
        });
    }
    match hints.is_empty() {
        true => "the cards changed since it was recorded".to_string(),
        false => hints.join("; "),
    }
}

/// How replays recorded before games could have several winners wrote an outcome (`Some(Win(Seat(1)))`).
fn legacy_outcome(outcome: Option<fuda_kernel::Outcome>) -> String {
    match outcome {
        Some(fuda_kernel::Outcome::Won(w)) if w.len() == 1 => {
            w.iter().map(|s| format!("Some(Win(Seat({})))", s.0)).collect()
        }
        Some(fuda_kernel::Outcome::Draw) => "Some(Draw)".to_string(),
        other => format!("{other:?}"),
    }
}
