//! `fuda play`: a human against an agent in the terminal, through the common game trait.

use crate::data::DataSource;
use crate::games;
use crate::prompt;
use crate::show;
use anyhow::{Result, bail};
use fuda_ai::AgentKind;
use fuda_kernel::{Outcome, Seat};
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

/// What `fuda play` was asked.
pub struct Options<'a> {
    /// Where the cards and decks are read from.
    pub data: &'a DataSource,
    /// The game.
    pub game: &'a str,
    /// The human's seat, 1 or 2.
    pub seat: u8,
    /// The computer's agent.
    pub opponent: &'a str,
    /// The game's seed.
    pub seed: u64,
    /// The human's deck file instead of the first demo deck.
    pub deck: Option<&'a Path>,
    /// The computer's deck file instead of the second demo deck.
    pub opponent_deck: Option<&'a Path>,
    /// The event date for dated errata.
    pub event_date: Option<&'a str>,
    /// Ask even when Pass is the only option.
    pub stop_on_pass: bool,
    /// The game stops unfinished, exit code 1, once this many answers have been given.
    pub max_answers: u32,
}

/// Runs an interactive game; answers come from stdin.
pub fn run(o: &Options) -> Result<ExitCode> {
    let Options { data, game, seat, opponent, seed, deck, opponent_deck, event_date, stop_on_pass, max_answers } = *o;
    games::check_game(game)?;
    if !(1..=2).contains(&seat) {
        bail!("--seat must be 1 or 2, found {seat}");
    }
    let me = Seat(seat - 1);
    let kind: AgentKind = opponent.parse().map_err(anyhow::Error::msg)?;
    let catalog = games::catalog(data, game, event_date)?;
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
    let mut input = stdin.lock();
    let mut out = std::io::stdout();
    let mut seen = 0;
    writeln!(
        out,
        "fuda · {game} · seed {seed} · you are {me} with {}, the computer ({kind}) has {}",
        mine.name, theirs.name
    )?;
    writeln!(out, "Type \"help\" for the commands.")?;
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
            g.answer(decider, choice)?;
            continue;
        }
        let decision = g.decision().expect("a decider has a decision");
        // A stop that offers nothing but passing asks nothing (Ninja Slayer's priority, 802.4).
        if !stop_on_pass && decision.options.len() == 1 && decision.options[0] == "Pass" {
            g.answer(me, 0)?;
            continue;
        }
        // The player reads only its own lines: never another seat's draws or looks.
        let log = g.log_since(seen, Some(me));
        seen = g.log_len();
        if !log.is_empty() {
            writeln!(out, "{}", show::log(&log))?;
        }
        let view = g.view(me);
        writeln!(out, "{}", show::view(&view))?;
        loop {
            writeln!(out, "{}", show::decision(&decision))?;
            write!(out, "> ")?;
            out.flush()?;
            let line = match prompt::read(&mut input)? {
                prompt::Line::Text(line) => line,
                prompt::Line::NotText => {
                    writeln!(out, "not text: the line is not UTF-8. Type a number, a label, or \"help\".")?;
                    continue;
                }
                prompt::Line::TooLong => {
                    writeln!(
                        out,
                        "too long: a line of over {} bytes. Type a number, a label, or \"help\".",
                        prompt::LONGEST_LINE
                    )?;
                    continue;
                }
                prompt::Line::End => {
                    writeln!(out, "\nend of input: the game stops unfinished")?;
                    return Ok(ExitCode::from(2));
                }
            };
            match prompt::understand(&line, &decision) {
                prompt::Typed::Answer(i) => {
                    g.answer(me, i)?;
                    break;
                }
                prompt::Typed::Concede => {
                    g.concede(me);
                    break;
                }
                prompt::Typed::Help => writeln!(out, "{}", prompt::HELP)?,
                prompt::Typed::Card(query) => match catalog.card_text(&query) {
                    Some(text) => writeln!(out, "{text}")?,
                    None => writeln!(out, "no card of this game has the id or name {query:?}")?,
                },
                prompt::Typed::Show(i) => {
                    let ids = prompt::cards_named(&view, &decision.options[i]);
                    if ids.is_empty() {
                        writeln!(out, "option {i} names no card you can see")?;
                    }
                    for text in ids.iter().filter_map(|id| catalog.card_text(id)) {
                        writeln!(out, "{text}")?;
                    }
                }
                prompt::Typed::Unknown => writeln!(
                    out,
                    "not an option: {line:?}. Type a number from 0 to {}, a label, \"help\" or \"concede\".",
                    decision.options.len() - 1
                )?,
            }
        }
    }
    let log = g.log_since(seen, Some(me));
    if !log.is_empty() {
        writeln!(out, "{}", show::log(&log))?;
    }
    match g.outcome() {
        Some(Outcome::Won(s)) if s.contains(me) => writeln!(out, "You win ({s}) on turn {}.", g.turn())?,
        Some(Outcome::Won(s)) => writeln!(out, "The computer wins ({s}) on turn {}.", g.turn())?,
        Some(Outcome::Draw) | None => writeln!(out, "The game is a draw.")?,
    }
    Ok(ExitCode::SUCCESS)
}
