//! `fuda play`: a human against an agent in the terminal, through the common game trait.

use crate::games;
use crate::show;
use anyhow::{Result, bail};
use fuda_ai::AgentKind;
use fuda_kernel::{Outcome, Seat, TypedAnswer};
use std::io::{BufRead, Write};
use std::path::Path;
use std::process::ExitCode;

/// Runs an interactive game; answers come from stdin.
pub fn run(
    game: &str,
    seat: u8,
    opponent: &str,
    seed: u64,
    deck: Option<&Path>,
    opponent_deck: Option<&Path>,
    event_date: Option<&str>,
) -> Result<ExitCode> {
    games::check_game(game)?;
    if !(1..=2).contains(&seat) {
        bail!("--seat must be 1 or 2, found {seat}");
    }
    let me = Seat(seat - 1);
    let kind: AgentKind = opponent.parse().map_err(anyhow::Error::msg)?;
    let catalog = games::catalog(game, event_date)?;
    let demo = catalog.decks();
    let mine = match deck {
        Some(p) => catalog.read_deck(p)?,
        None => demo[0].clone(),
    };
    let theirs = match opponent_deck {
        Some(p) => catalog.read_deck(p)?,
        None => demo[1 % demo.len()].clone(),
    };
    let decks = if me.0 == 0 { [&mine, &theirs] } else { [&theirs, &mine] };
    let mut g = catalog.start(decks, seed)?;
    let mut agent = kind.build(seed ^ 0x5eed);
    // Lines are read as bytes: a line that is not UTF-8 is an answer not offered, not the end.
    let mut stdin = std::io::stdin().lock();
    let mut line = Vec::new();
    let mut out = std::io::stdout();
    let mut seen = 0;
    writeln!(
        out,
        "fuda · {game} · seed {seed} · you are {me} with {}, the computer ({kind}) has {}",
        mine.name, theirs.name
    )?;
    while let Some(decider) = g.decider() {
        if decider != me {
            let choice = agent.choose(g.as_ref());
            g.answer(choice)?;
            continue;
        }
        let log = g.log_since(seen);
        seen = g.log_len();
        if !log.is_empty() {
            writeln!(out, "{}", show::log(&log))?;
        }
        writeln!(out, "{}", show::view(&g.view(me)))?;
        let decision = g.decision().expect("a decider has a decision");
        loop {
            writeln!(out, "{}", show::decision(&decision))?;
            write!(out, "> ")?;
            out.flush()?;
            line.clear();
            if stdin.read_until(b'\n', &mut line)? == 0 {
                writeln!(out, "\nend of input: the game stops unfinished")?;
                return Ok(ExitCode::from(2));
            }
            match decision.read_answer(&line) {
                TypedAnswer::Concede => {
                    g.concede(me);
                    break;
                }
                TypedAnswer::Option(i) => {
                    g.answer(i)?;
                    break;
                }
                TypedAnswer::NotOffered(answer) => writeln!(
                    out,
                    "not an option: {answer:?}. Type a number from 0 to {}, a label, or \"concede\".",
                    decision.options.len() - 1
                )?,
            }
        }
    }
    let log = g.log_since(seen);
    if !log.is_empty() {
        writeln!(out, "{}", show::log(&log))?;
    }
    match g.outcome() {
        Some(Outcome::Win(s)) if s == me => writeln!(out, "You win ({s}) on turn {}.", g.turn())?,
        Some(Outcome::Win(s)) => writeln!(out, "The computer wins ({s}) on turn {}.", g.turn())?,
        Some(Outcome::Draw) | None => writeln!(out, "The game is a draw.")?,
    }
    Ok(ExitCode::SUCCESS)
}
