//! `fuda play`: a human against an agent in the terminal, through the common game trait.

use crate::games;
use crate::show;
use anyhow::{Result, bail};
use fuda_ai::AgentKind;
use fuda_kernel::{Outcome, Seat};
use std::io::{BufRead, Write};
use std::path::Path;
use std::process::ExitCode;

/// What `fuda play` was asked.
pub struct Options<'a> {
    /// The game.
    pub game: &'a str,
    /// The human's seat, 1 or 2.
    pub seat: u8,
    /// The computer's agent, by name.
    pub opponent: &'a str,
    /// The game's seed.
    pub seed: u64,
    /// Deck files for the human and the computer instead of the demo decks.
    pub decks: [Option<&'a Path>; 2],
    /// The event date for dated errata.
    pub event_date: Option<&'a str>,
    /// The game stops unfinished, exit code 1, once this many answers have been given.
    pub max_answers: u32,
}

/// Runs an interactive game; answers come from stdin.
pub fn run(o: &Options) -> Result<ExitCode> {
    let Options { game, seat, opponent, seed, decks: [deck, opponent_deck], event_date, max_answers } = *o;
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
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut out = std::io::stdout();
    let mut seen = 0;
    writeln!(
        out,
        "fuda · {game} · seed {seed} · you are {me} with {}, the computer ({kind}) has {}",
        mine.name, theirs.name
    )?;
    let mut answers = 0u32;
    while let Some(decider) = g.decider() {
        if answers >= max_answers {
            writeln!(out, "the game reached {max_answers} answers without ending: it stops unfinished")?;
            return Ok(ExitCode::from(1));
        }
        // Counted before the answer: a refused line below asks again without counting.
        answers += 1;
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
            let Some(line) = lines.next() else {
                writeln!(out, "\nend of input: the game stops unfinished")?;
                return Ok(ExitCode::from(2));
            };
            let answer = line?.trim().to_string();
            if answer == "concede" {
                g.concede(me);
                break;
            }
            let index =
                answer.parse::<usize>().ok().filter(|i| *i < decision.options.len()).or_else(|| decision.find(&answer));
            match index {
                Some(i) => {
                    g.answer(i)?;
                    break;
                }
                None => writeln!(
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
