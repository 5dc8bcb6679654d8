//! `fuda sim`: many games between agents, with statistics and optional replays.

use super::parallel;
use anyhow::{Context, Result, bail};
use fuda_ai::AgentKind;
use fuda_games::DataSource;
use fuda_kernel::replay::Replay;
use fuda_kernel::{Game, Outcome};
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

/// The default `--max-answers`: no demo game needs a hundredth of it, so a game that reaches it
/// is caught in a loop, and is reported as a failed game.
pub const MAX_ANSWERS: u32 = 200_000;

/// How a game played by agents stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The game is over, with this result (`None`: the game gave none, counted as a draw).
    Over(Option<Outcome>),
    /// It reached the answer cap without ending.
    AnswerCap,
}

/// A game that reached the answer cap where every game must end (`fuda bench`): exit code 1.
#[derive(Debug)]
pub struct Unfinished {
    /// The game's seed.
    pub seed: u64,
    /// The cap it reached.
    pub max_answers: u32,
}

impl std::fmt::Display for Unfinished {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the game of seed {} reached {} answers without ending", self.seed, self.max_answers)
    }
}

impl std::error::Error for Unfinished {}

/// One game played to its end or to the answer cap.
pub struct Played {
    /// How it stopped.
    pub end: End,
    /// Turns played.
    pub turns: u32,
    /// The answers given.
    pub answers: Vec<usize>,
    /// State hash after each answer.
    pub hashes: Vec<u64>,
}

/// Plays one game with one agent a seat until it ends or `max_answers` answers have been given.
pub fn play_out(
    game: &mut dyn Game,
    agents: &mut [Box<dyn fuda_ai::Agent>],
    record: bool,
    max_answers: u32,
) -> Result<Played> {
    let mut answers = Vec::new();
    let mut hashes = Vec::new();
    let mut count = 0u32;
    while let Some(seat) = game.decider() {
        if count >= max_answers {
            break;
        }
        let choice = agents[seat.index()].choose(game);
        game.answer(seat, choice)?;
        count += 1;
        if record {
            answers.push(choice);
            hashes.push(game.state_hash());
        }
    }
    if !record {
        answers.resize(count as usize, 0);
    }
    let end = if game.decider().is_some() { End::AnswerCap } else { End::Over(game.outcome()) };
    Ok(Played { end, turns: game.turn(), answers, hashes })
}

/// What `fuda sim` was asked.
pub struct Options<'a> {
    /// Where the cards and decks are read from.
    pub data: &'a DataSource,
    /// The game.
    pub game: &'a str,
    /// How many games.
    pub games: u32,
    /// The first game's seed.
    pub seed: u64,
    /// How many seats play (`--players`; the format's or the game's smallest table when `None`).
    pub seats: Option<usize>,
    /// The format (`--format`): a table format (who plays whom) or a deck format of the game.
    pub format: Option<&'a str>,
    /// The agents of seats 1 and 2 (`--p1`, `--p2`), the default for every seat.
    pub agents: [&'a str; 2],
    /// Agents for named seats, as `SEAT=KIND` (1-based), over the defaults.
    pub seat_agents: &'a [String],
    /// One JSON object instead of text.
    pub json: bool,
    /// A folder for replays.
    pub record: Option<&'a Path>,
    /// Deck files for seats 1 and 2 instead of the demo decks (other seats play the demo decks).
    pub decks: [Option<&'a Path>; 2],
    /// The event date for dated errata.
    pub event_date: Option<&'a str>,
    /// Threads playing games side by side; the results do not depend on it.
    pub jobs: usize,
    /// A game that reaches this many answers stops as a failed game.
    pub max_answers: u32,
}

/// Runs the simulation. Games that reach the answer cap are listed with their index and seed,
/// the others are counted as usual, and the exit code is then 1.
pub fn run(o: &Options) -> Result<ExitCode> {
    let Options { data, game, games, seed, json, record, decks: deck_files, event_date, jobs, max_answers, .. } = *o;
    let entry = fuda_games::find(game)?;
    let table = fuda_games::tables::choose(entry, o.format, o.seats)?;
    let seats = table.seats;
    let kinds = seat_agents(seats, o.agents, o.seat_agents)?;
    let catalog = fuda_games::catalog(data, game, event_date)?;
    let decks = catalog.decks();
    let chosen = [
        deck_files[0].map(|p| catalog.read_deck(p)).transpose()?,
        deck_files[1].map(|p| catalog.read_deck(p)).transpose()?,
    ];
    if let Some(dir) = record {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    let start = Instant::now();
    let results = parallel::run_indexed(games as usize, jobs, |i| {
        let game_seed = seed.wrapping_add(i as u64);
        // Seat k plays its deck file, else the demo decks in turn from game i's.
        let opened = table.deck_format.and_then(|f| catalog.format_decks(f, game_seed, seats));
        let dealt: Vec<&fuda_kernel::deck::DeckList> = (0..seats)
            .map(|k| match (chosen.get(k).and_then(Option::as_ref), &opened) {
                (Some(file), _) => file,
                (None, Some(opened)) => &opened[k],
                (None, None) => &decks[(i + k) % decks.len()],
            })
            .collect();
        deck_format_kept(catalog.as_ref(), &dealt, table.deck_format)?;
        let mut g = catalog.start_at(&dealt, game_seed, table.format)?;
        g.set_logging(false);
        let mut agents: Vec<_> = kinds
            .iter()
            .enumerate()
            .map(|(k, kind)| kind.build(game_seed.wrapping_mul(2).wrapping_add(k as u64)))
            .collect();
        let played = play_out(g.as_mut(), &mut agents, record.is_some(), max_answers)?;
        let summary = (played.end, played.turns, played.answers.len(), g.state_hash(), winners(g.outcome()));
        if let Some(dir) = record {
            let replay = Replay {
                engine: env!("CARGO_PKG_VERSION").to_string(),
                game: game.to_string(),
                cards_hash: Replay::hash_text(catalog.content_hash()),
                seed: game_seed,
                decks: dealt.iter().map(|d| d.cards.clone()).collect(),
                answers: played.answers,
                hashes: played.hashes.iter().map(|h| Replay::hash_text(*h)).collect(),
                outcome: Some(crate::show::outcome(g.outcome())),
                event_date: event_date.map(str::to_string),
                card_set: Some(data.describe()),
                added_cards: data.added_paths(),
                format: table.format.or_else(|| catalog.format(&dealt)).map(str::to_string),
            };
            let path = dir.join(format!("{game}-{game_seed}.json"));
            std::fs::write(&path, replay.to_json()).with_context(|| format!("writing {}", path.display()))?;
        }
        Ok(summary)
    })?;
    let mut wins = vec![0u32; seats];
    let mut draws = 0u32;
    let mut failed: Vec<(usize, u64)> = Vec::new();
    let mut fingerprint = 0u64;
    let mut turns = 0u64;
    let mut decisions = 0u64;
    let mut seat_lists: Vec<Vec<usize>> = Vec::with_capacity(results.len());
    for (i, (end, game_turns, answers, final_hash, won)) in results.into_iter().enumerate() {
        seat_lists.push(won);
        // Every game's final state, folded in order: equal runs give equal fingerprints.
        fingerprint = fuda_kernel::hash::stable_hash(&(fingerprint, final_hash));
        match end {
            End::Over(Some(Outcome::Won(winners))) => winners.iter().for_each(|s| wins[s.index()] += 1),
            End::Over(Some(Outcome::Draw) | None) => draws += 1,
            End::AnswerCap => {
                failed.push((i, seed.wrapping_add(i as u64)));
                continue;
            }
        }
        turns += u64::from(game_turns);
        decisions += answers as u64;
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    // The averages are over the games that ended: a failed one stopped at an arbitrary count.
    let n = f64::from((games - failed.len() as u32).max(1));
    let avg_turns = turns as f64 / n;
    let avg_decisions = decisions as f64 / n;
    let per_sec = f64::from(games) / secs;
    if json {
        // Speed goes to stderr: the JSON on stdout depends only on the arguments.
        let obj = serde_json::json!({
            "games": games,
            "format": table.format.or(table.deck_format),
            "seats": seats,
            "teams": teams_from_one(&fuda_games::tables::teams(entry, table.format, seats)),
            "wins": wins,
            "winners": seat_lists,
            "draws": draws,
            "avg_turns": avg_turns,
            "avg_decisions": avg_decisions,
            "final_states": format!("{fingerprint:016x}"),
            "failed": failed.iter().map(|&(i, s)| serde_json::json!({ "game": i, "seed": s })).collect::<Vec<_>>(),
        });
        outln!("{obj}");
        eprintln!("{per_sec:.1} games/s");
    } else {
        let agents: Vec<String> = kinds.iter().map(ToString::to_string).collect();
        let format = table.format.or(table.deck_format).map_or(String::new(), |f| format!(", {f}"));
        outln!("{game}{format}: {games} games, seed {seed}, {}", agents.join(" vs "));
        let teams = fuda_games::tables::teams(entry, table.format, seats);
        if teams.iter().any(|t| t.len() > 1) {
            let named: Vec<String> = teams.iter().map(|t| seat_names(t)).collect();
            outln!("teams: {} (a team's win counts for each of its seats)", named.join(" vs "));
        }
        let wins: Vec<String> = wins.iter().enumerate().map(|(k, w)| format!("P{} {w}", k + 1)).collect();
        outln!("wins: {} · draws {draws}", wins.join(" · "));
        outln!("average turns {avg_turns:.2} · average decisions {avg_decisions:.1} · {per_sec:.1} games/s");
        if !failed.is_empty() {
            outln!("failed: {} games reached {max_answers} answers without ending:", failed.len());
            outln!("{}", failed_list(&failed));
        }
    }
    if failed.is_empty() {
        return Ok(ExitCode::SUCCESS);
    }
    eprintln!("error: {} of {games} games reached {max_answers} answers without ending", failed.len());
    Ok(ExitCode::from(1))
}

/// The seats (from 1) a game's result names as winners: every winner of a team's or shared win,
/// none for a draw or an unfinished game.
pub fn winners(outcome: Option<Outcome>) -> Vec<usize> {
    match outcome {
        Some(Outcome::Won(seats)) => seats.iter().map(|s| s.index() + 1).collect(),
        Some(Outcome::Draw) | None => Vec::new(),
    }
}

/// Teams as seat lists from 1.
fn teams_from_one(teams: &[Vec<usize>]) -> Vec<Vec<usize>> {
    teams.iter().map(|t| t.iter().map(|s| s + 1).collect()).collect()
}

/// Seats (from 0) as `P1+P2`.
pub fn seat_names(seats: &[usize]) -> String {
    seats.iter().map(|s| format!("P{}", s + 1)).collect::<Vec<_>>().join("+")
}

/// A deck format asked for must be the one the decks are built for.
pub fn deck_format_kept(
    catalog: &dyn fuda_games::Catalog,
    dealt: &[&fuda_kernel::deck::DeckList],
    asked: Option<&str>,
) -> Result<()> {
    let Some(asked) = asked else { return Ok(()) };
    match catalog.format(dealt) {
        Some(played) if played == asked => Ok(()),
        played => bail!("--format {asked}: these decks are built for {}", played.unwrap_or("no format")),
    }
}

/// Failed games as `game I (seed S)`, comma-separated.
fn failed_list(failed: &[(usize, u64)]) -> String {
    failed.iter().map(|(i, s)| format!("game {i} (seed {s})")).collect::<Vec<_>>().join(", ")
}

/// The agent of every seat: `--p1` for seat 1, `--p2` for the others, then each `SEAT=KIND` of
/// `--agent` over them. A seat out of range or named twice is an error.
fn seat_agents(seats: usize, defaults: [&str; 2], named: &[String]) -> Result<Vec<AgentKind>> {
    let parse = |kind: &str| kind.parse::<AgentKind>().map_err(anyhow::Error::msg);
    let mut kinds: Vec<AgentKind> = (0..seats).map(|k| parse(defaults[usize::from(k > 0)])).collect::<Result<_>>()?;
    let mut given = Vec::new();
    for entry in named {
        let Some((seat, kind)) = entry.split_once('=') else {
            bail!("--agent {entry:?}: expected SEAT=KIND, e.g. 3=greedy");
        };
        let seat: usize = match seat.trim().parse() {
            Ok(n) if (1..=seats).contains(&n) => n,
            _ => bail!("--agent {entry:?}: expected a seat from 1 to {seats}"),
        };
        if given.contains(&seat) {
            bail!("--agent: seat {seat} is named twice");
        }
        given.push(seat);
        kinds[seat - 1] = parse(kind.trim())?;
    }
    Ok(kinds)
}
