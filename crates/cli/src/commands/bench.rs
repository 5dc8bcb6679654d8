//! `fuda bench`: the engine's speed on one core, measured the same way for every game: random
//! playouts a second (the median of rounds, and over all of them), answers a game, the cost of
//! cloning and of reading the options of a mid-game state, that state's size, and how fast
//! `mcts` searches.

use super::sim::{End, MAX_ANSWERS, Unfinished, play_out};
use anyhow::Result;
use fuda_ai::{Agent, Budget, MctsAgent, RandomAgent};
use fuda_games::DataSource;
use fuda_kernel::Game;
use std::hint::black_box;
use std::process::ExitCode;
use std::time::Instant;

/// What `fuda bench` was asked.
pub struct Options<'a> {
    /// Where the cards and decks are read from.
    pub data: &'a DataSource,
    /// The game.
    pub game: &'a str,
    /// How many random playouts to time.
    pub games: u32,
    /// The first game's seed.
    pub seed: u64,
    /// One JSON object instead of text.
    pub json: bool,
    /// How many seats (`--players`; the format's, else the game's smallest table, when `None`).
    pub seats: Option<usize>,
    /// The format (`--format`): a table format or a deck format of the game.
    pub format: Option<&'a str>,
}

/// The random agents of every seat of `game`, as `fuda sim` seeds them for game `seed`.
fn random_agents(game: &dyn Game, seed: u64) -> Vec<Box<dyn Agent>> {
    (0..game.seat_count())
        .map(|k| Box::new(RandomAgent::new(seed.wrapping_mul(2).wrapping_add(k as u64))) as Box<dyn Agent>)
        .collect()
}

/// Plays a game to its end with random agents, returning the answers given; a game that
/// reaches the answer cap is an error.
fn playout(game: &mut dyn Game, seed: u64) -> Result<u64> {
    let mut agents = random_agents(game, seed);
    let played = play_out(game, &mut agents, false, MAX_ANSWERS)?;
    match played.end {
        End::Over(_) => Ok(played.answers.len() as u64),
        End::AnswerCap => Err(Unfinished { seed, max_answers: MAX_ANSWERS }.into()),
    }
}

/// Rounds the playouts and [`time_ns`] are timed in, taking the median: a round slowed down by
/// another process on the machine moves it little.
const ROUNDS: usize = 7;

/// Nanoseconds per call of `f`: the median of [`ROUNDS`] rounds, each of enough calls to take
/// about 30 ms.
fn time_ns(mut f: impl FnMut()) -> f64 {
    let mut calls = 1u64;
    loop {
        let start = Instant::now();
        for _ in 0..calls {
            f();
        }
        if start.elapsed().as_millis() >= 30 || calls >= 1 << 24 {
            break;
        }
        calls *= 2;
    }
    let mut rounds: Vec<f64> = (0..ROUNDS)
        .map(|_| {
            let start = Instant::now();
            for _ in 0..calls {
                f();
            }
            start.elapsed().as_nanos() as f64 / calls as f64
        })
        .collect();
    median(&mut rounds)
}

/// The middle one of `values` (the upper middle of an even count), 0 for none.
fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values.get(values.len() / 2).copied().unwrap_or(0.0)
}

/// Decisions of a game that `mcts:1000` is timed on.
const SEARCHED_DECISIONS: usize = 10;

/// The time `mcts:1000` takes on each of [`SEARCHED_DECISIONS`] decisions with a choice, spread
/// evenly over the random game `game`, in seconds.
fn search_times(mut game: Box<dyn Game>, seed: u64) -> Result<Vec<f64>> {
    let mut positions = Vec::new();
    let mut agents = random_agents(game.as_ref(), seed);
    while let Some(seat) = game.decider() {
        if game.option_count() > 1 {
            positions.push(game.clone_box());
        }
        let choice = agents[seat.index()].choose(game.as_ref());
        game.answer(seat, choice)?;
    }
    let step = (positions.len() / SEARCHED_DECISIONS).max(1);
    let mut agent = MctsAgent::new(Budget::Iterations(1000), seed);
    Ok(positions
        .iter()
        .step_by(step)
        .take(SEARCHED_DECISIONS)
        .map(|position| {
            let start = Instant::now();
            black_box(agent.choose(position.as_ref()));
            start.elapsed().as_secs_f64()
        })
        .collect())
}

/// Runs the benchmark.
pub fn run(o: &Options) -> Result<ExitCode> {
    let table = fuda_games::tables::choose(fuda_games::find(o.game)?, o.format, o.seats)?;
    let seats = table.seats;
    let catalog = fuda_games::catalog(o.data, o.game, None)?;
    let decks = catalog.decks();
    let start_game = |i: u64| -> Result<Box<dyn Game>> {
        let opened = table.deck_format.and_then(|f| catalog.format_decks(f, o.seed.wrapping_add(i), seats));
        let dealt: Vec<_> = match &opened {
            Some(opened) => opened.iter().collect(),
            None => (0..seats).map(|k| &decks[(i as usize + k) % decks.len()]).collect(),
        };
        super::sim::deck_format_kept(catalog.as_ref(), &dealt, table.deck_format)?;
        let mut g = catalog.start_at(&dealt, o.seed.wrapping_add(i), table.format)?;
        g.set_logging(false);
        Ok(g)
    };
    // The games are timed in consecutive rounds; the rate is the median of the rounds' rates.
    let mut answers = 0u64;
    let mut all_secs = 0.0;
    let mut round_rates = Vec::with_capacity(ROUNDS);
    let games = u64::from(o.games);
    for round in 0..ROUNDS as u64 {
        let (first, end) = (games * round / ROUNDS as u64, games * (round + 1) / ROUNDS as u64);
        let start = Instant::now();
        for i in first..end {
            let mut g = start_game(i)?;
            answers += playout(g.as_mut(), o.seed.wrapping_add(i))?;
        }
        let secs = start.elapsed().as_secs_f64().max(1e-9);
        all_secs += secs;
        if end > first {
            round_rates.push((end - first) as f64 / secs);
        }
    }
    let playouts_per_sec = median(&mut round_rates);
    let playouts_per_sec_overall = f64::from(o.games) / all_secs.max(1e-9);
    let answers_per_game = answers as f64 / f64::from(o.games.max(1));
    // A mid-game state: the first game, stopped halfway through its answers.
    let mut mid = start_game(0)?;
    let half = playout(start_game(0)?.as_mut(), o.seed)? / 2;
    let mut agents = random_agents(mid.as_ref(), o.seed);
    for _ in 0..half {
        let Some(seat) = mid.decider() else { break };
        let choice = agents[seat.index()].choose(mid.as_ref());
        mid.answer(seat, choice)?;
    }
    let clone_ns = time_ns(|| {
        black_box(mid.clone_box());
    });
    let options_ns = time_ns(|| {
        black_box(mid.option_count());
    });
    let labels_ns = time_ns(|| {
        black_box(mid.decision());
    });
    let state_bytes = mid.save().len();
    let searches = search_times(start_game(0)?, o.seed)?;
    let search_secs: f64 = searches.iter().sum();
    let mcts_iterations_per_sec = 1000.0 * searches.len() as f64 / search_secs.max(1e-9);
    let mcts_1000_ms = 1000.0 * search_secs / searches.len().max(1) as f64;
    let mcts_1000_max_ms = 1000.0 * searches.iter().copied().fold(0.0, f64::max);
    if o.json {
        let obj = serde_json::json!({
            "game": o.game,
            "format": table.format.or(table.deck_format),
            "seats": seats,
            "playouts": o.games,
            "playouts_per_sec": playouts_per_sec,
            "playouts_per_sec_overall": playouts_per_sec_overall,
            "playout_rounds": round_rates.len(),
            "answers_per_game": answers_per_game,
            "clone_ns": clone_ns,
            "options_ns": options_ns,
            "labelled_options_ns": labels_ns,
            "state_bytes": state_bytes,
            "mcts_decisions": searches.len(),
            "mcts_iterations_per_sec": mcts_iterations_per_sec,
            "mcts_1000_ms": mcts_1000_ms,
            "mcts_1000_max_ms": mcts_1000_max_ms,
        });
        outln!("{obj}");
    } else {
        let format = table.format.or(table.deck_format).map_or(String::new(), |f| format!(" ({f}, {seats} seats)"));
        outln!("{}{format}: {} random playouts on one core, seed {}", o.game, o.games, o.seed);
        outln!(
            "playouts a second      {playouts_per_sec:.0} (median of {} rounds; {playouts_per_sec_overall:.0} over all)",
            round_rates.len()
        );
        outln!("answers a game         {answers_per_game:.1}");
        outln!("clone a mid-game state {clone_ns:.0} ns");
        outln!("count its options      {options_ns:.0} ns");
        outln!("label its options      {labels_ns:.0} ns");
        outln!("its size               {state_bytes} bytes (serialised)");
        outln!("mcts iterations a sec. {mcts_iterations_per_sec:.0}");
        outln!(
            "mcts:1000 a decision   {mcts_1000_ms:.0} ms on average, {mcts_1000_max_ms:.0} ms at most ({} decisions)",
            searches.len()
        );
    }
    Ok(ExitCode::SUCCESS)
}
