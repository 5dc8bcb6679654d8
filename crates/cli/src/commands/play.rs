//! `fuda play`: a human against an agent in the terminal, through the common game trait.

use crate::prompt;
use crate::show;
use anyhow::{Context, Result, bail};
use fuda_ai::AgentKind;
use fuda_games::Catalog;
use fuda_games::DataSource;
use fuda_kernel::deck::DeckList;
use fuda_kernel::save::SaveHeader;
use fuda_kernel::{Game, Outcome, Seat};
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

/// What `fuda play` was asked.
pub struct Options<'a> {
    /// Where the cards and decks are read from.
    pub data: &'a DataSource,
    /// The game (digimon when neither it nor `load` is given).
    pub game: Option<&'a str>,
    /// A saved game to resume instead of a new one.
    pub load: Option<&'a Path>,
    /// The human's seat, from 1.
    pub seat: u8,
    /// How many seats (`--players`; the format's, else the game's smallest table, when `None`).
    pub seats: Option<usize>,
    /// The format (`--format`): a table format or a deck format of the game.
    pub format: Option<&'a str>,
    /// The computer's agent, for every other seat.
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
    let Options { data, seed, deck, opponent_deck, event_date, stop_on_pass, max_answers, .. } = *o;
    let kind: AgentKind = o.opponent.parse().map_err(anyhow::Error::msg)?;
    let Table { game: mut g, catalog, intro } = match o.load {
        Some(path) => resume(o, path)?,
        None => {
            let game = o.game.unwrap_or("digimon");
            let entry = fuda_games::find(game)?;
            let table = fuda_games::tables::choose(entry, o.format, o.seats)?;
            let seats = table.seats;
            let me = human_seat(o.seat, seats)?;
            let catalog = fuda_games::catalog(data, game, event_date)?;
            // A sealed deck format opens the packs of the human's seat and of the next one.
            let opened = table.deck_format.and_then(|f| catalog.format_decks(f, seed, seats));
            let demo = opened.as_deref().unwrap_or(catalog.decks());
            let mine = match deck {
                Some(p) => catalog.read_deck(p)?,
                None => demo[0].clone(),
            };
            let theirs = match opponent_deck {
                Some(p) => catalog.read_deck(p)?,
                None => demo[1 % demo.len()].clone(),
            };
            // The human plays their deck; every other seat the computer's.
            let decks: Vec<&DeckList> = (0..seats).map(|k| if k == me.index() { &mine } else { &theirs }).collect();
            super::sim::deck_format_kept(catalog.as_ref(), &decks, table.deck_format)?;
            let g = catalog.start_at(&decks, seed, table.format)?;
            let format = table.format.map_or(String::new(), |f| format!(" · {f}, {seats} players"));
            let intro = format!(
                "fuda · {game}{format} · seed {seed} · you are {me} with {}, the computer ({kind}) has {}",
                mine.name, theirs.name
            );
            Table { game: g, catalog, intro }
        }
    };
    let me = human_seat(o.seat, g.seat_count())?;
    let sides = sides(g.as_ref(), me);
    // Each computer seat's agent is seeded from the seed and the position it starts from, so a
    // resumed game with the same options plays on the same way every time.
    let start = fuda_kernel::hash::stable_hash(&(seed, g.state_hash()));
    let mut agents: Vec<_> =
        (0..g.seat_count()).map(|k| kind.build(start ^ 0x5eed ^ (k as u64).wrapping_mul(0x9e37_79b9))).collect();
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout();
    // A resumed game shows its log from where it was saved on.
    let mut seen = if o.load.is_some() { g.log_len() } else { 0 };
    writeln!(out, "{intro}")?;
    if let Some(sides) = &sides {
        writeln!(out, "{sides}")?;
    }
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
            let choice = agents[decider.index()].choose(g.as_ref());
            g.answer(decider, choice)?;
            continue;
        }
        let decision = g.decision().expect("a decider has a decision");
        // A stop that offers nothing but passing asks nothing (Ninja Slayer's priority, 802.4).
        if !stop_on_pass && decision.options.len() == 1 && decision.options[0] == "Pass" {
            g.answer(me, 0)?;
            continue;
        }
        // A choice in a hidden zone with nothing to find still asks (Reバース 9.7.4.3, so the
        // others learn nothing from its being skipped); its only answer is given for the player.
        if decision.options.len() == 1 && decision.options[0] == "Stop choosing" {
            writeln!(out, "{}: nothing to choose; {}", decision.prompt, decision.options[0])?;
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
        if let Some(sides) = &sides {
            writeln!(out, "{me} acts · {sides}")?;
        }
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
                prompt::Typed::Save(path) => match std::fs::write(&path, g.save()) {
                    Ok(()) => writeln!(
                        out,
                        "saved to {path}: resume with `fuda{} play --load {path}` (with the same --seat, --opponent and --seed)",
                        o.data.added_paths().iter().map(|p| format!(" --cards {p}")).collect::<String>()
                    )?,
                    Err(e) => writeln!(out, "could not save to {path}: {e}")?,
                },
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

/// The sides of a game of more than two seats, as the human's prompts name them: `team P1+P2
/// against P3+P4`, or `every player for themselves: P1, P2, P3`. The format is read from the
/// view's shared values, so a resumed game names its sides too; `None` for two seats.
fn sides(g: &dyn Game, me: Seat) -> Option<String> {
    if g.seat_count() <= 2 {
        return None;
    }
    let view = g.view(me);
    let format = view.shared.iter().find(|(k, _)| k == "format").map(|(_, v)| v.as_str());
    let entry = fuda_games::find(g.game_name()).ok()?;
    let teams = fuda_games::tables::teams(entry, format, g.seat_count());
    let format = format.map_or(String::new(), |f| format!("{f}: "));
    if teams.iter().all(|t| t.len() == 1) {
        let all: Vec<usize> = (0..g.seat_count()).collect();
        return Some(format!("{format}every player for themselves: {}", super::sim::seat_names(&all)));
    }
    let (mine, others): (Vec<_>, Vec<_>) = teams.iter().partition(|t| t.contains(&me.index()));
    let others: Vec<String> = others.iter().map(|t| super::sim::seat_names(t)).collect();
    Some(format!(
        "{format}your team {} against {}",
        mine.first().map_or(String::new(), |t| super::sim::seat_names(t)),
        others.join(" and ")
    ))
}

/// The human's seat (1-based on the command line) among `seats`.
fn human_seat(seat: u8, seats: usize) -> Result<Seat> {
    if !(1..=seats).contains(&usize::from(seat)) {
        bail!("--seat must be 1 to {seats}, found {seat}");
    }
    Ok(Seat(seat - 1))
}

/// A game ready to play: the game, the catalog of its cards, and the line that introduces it.
struct Table {
    game: Box<dyn Game>,
    catalog: Box<dyn Catalog>,
    intro: String,
}

/// A saved game read back.
fn resume(o: &Options, path: &Path) -> Result<Table> {
    let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
    let text = fuda_kernel::error::text_from_utf8(bytes).map_err(|e| e.in_file(path))?;
    let header = SaveHeader::read(&text).map_err(|e| e.in_file(path))?;
    if let Some(game) = o.game.filter(|g| *g != header.game) {
        bail!("{}: a saved {} game, not {game}", path.display(), header.game);
    }
    if o.deck.is_some()
        || o.opponent_deck.is_some()
        || o.event_date.is_some()
        || o.format.is_some()
        || o.seats.is_some()
    {
        bail!(
            "--load resumes a game as it was saved: --deck, --opponent-deck, --event-date, --format and --players do not apply"
        );
    }
    let catalog = fuda_games::catalog(o.data, &header.game, header.event_date.as_deref())
        .with_context(|| format!("{}: the game and event date it was saved with", path.display()))?;
    let g = catalog.load(&text).map_err(|e| e.in_file(path))?;
    let intro = format!("fuda · {} · resumed from {} on turn {}", header.game, path.display(), g.turn());
    Ok(Table { game: g, catalog, intro })
}
