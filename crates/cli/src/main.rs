//! `fuda`: play, simulate, replay and test card games by their comprehensive rules.
//!
//! Exit codes: 0 success; 1 a scenario failed, a replay diverged or a game did not end; 2 bad
//! usage or bad input.

/// `println!` that returns the error instead of panicking when stdout is closed early
/// (`fuda rules digimon | head`); `main` then exits quietly.
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        writeln!(std::io::stdout().lock(), $($arg)*)?
    }};
}

mod commands;
mod prompt;
mod show;

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// fuda: rules engines for Japanese trading card games.
///
/// The demo cards, decks and scenarios are built into the binary; `--data DIR` (or `FUDA_DATA`)
/// reads cards and decks from another folder laid out like the repository's `data/`, and
/// `--cards PATH` adds the user's own card files to them.
///
/// Exit status: 0 success; 1 a scenario failed, a replay diverged or a game reached --max-answers
/// without ending; 2 bad usage or bad input.
#[derive(Parser)]
#[command(name = "fuda", version, about, long_about = None)]
struct Cli {
    /// Read the demo cards and decks from this folder (`<game>/cards/*.toml`, `<game>/decks/*.toml`)
    /// instead of the ones built into fuda; without it, the environment variable FUDA_DATA names
    /// the folder, if set and not empty.
    #[arg(long, global = true, value_name = "DIR")]
    data: Option<PathBuf>,
    /// Add your own cards to the demo set (repeatable): a card file, a folder of card files, or a
    /// folder of folders named after games (`digimon/`, `ninjaslayer/`); a file or folder not
    /// named after a game is for the one game whose card format reads it. An id the demo set
    /// already has is an error (docs/cards.md, "Bring your own cards").
    #[arg(long, global = true, value_name = "PATH")]
    cards: Vec<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play in the terminal against the computer (reads answers from stdin: a number, a label, "help", "card NAME", "show N", "save FILE" or "concede").
    Play {
        /// The game (digimon, ninjaslayer, zx, rebirth); digimon by default, or the saved game's with --load.
        game: Option<String>,
        /// Resume a game saved with `save FILE` at the prompt.
        #[arg(long, value_name = "FILE")]
        load: Option<PathBuf>,
        /// Your seat, from 1.
        #[arg(long, default_value_t = 1)]
        seat: u8,
        /// How many seats play (default: the format's, else the game's smallest table); the
        /// computer plays every seat but yours.
        #[arg(long, visible_alias = "seats")]
        players: Option<usize>,
        /// The format: who plays whom (rebirth: two-player, rumble, rumble-elimination, circle,
        /// circle-elimination, double-team, triple-team), or the deck format (ninjaslayer).
        #[arg(long)]
        format: Option<String>,
        /// The computer's agent: random, greedy, mcts:N (N iterations a decision) or mcts:Nms (docs/ai.md).
        #[arg(long, default_value = "random")]
        opponent: String,
        /// The game's seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Your deck file (default: the first demo deck).
        #[arg(long)]
        deck: Option<PathBuf>,
        /// The computer's deck file (default: the second demo deck).
        #[arg(long)]
        opponent_deck: Option<PathBuf>,
        /// Read cards as at an event held that day, YYYY-MM-DD (games with dated errata).
        #[arg(long)]
        event_date: Option<String>,
        /// Stop at decisions whose only option is Pass (by default they are passed for you).
        #[arg(long)]
        stop_on_pass: bool,
        /// Stop a game that reaches this many answers without ending, as a failed game (exit 1).
        #[arg(long, default_value_t = commands::sim::MAX_ANSWERS, value_parser = clap::value_parser!(u32).range(1..))]
        max_answers: u32,
    },
    /// Play many games between agents and print statistics.
    Sim {
        /// The game (digimon, ninjaslayer, zx, rebirth).
        #[arg(default_value = "digimon")]
        game: String,
        /// How many games.
        #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..))]
        games: u32,
        /// Seed of the first game; game i uses seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Agent for seat 1: random, greedy, mcts:N or mcts:Nms.
        #[arg(long, default_value = "random")]
        p1: String,
        /// Agent for seat 2 and every later seat: random, greedy, mcts:N or mcts:Nms.
        #[arg(long, default_value = "random")]
        p2: String,
        /// Agent for one seat, as SEAT=KIND (`--agent 3=greedy`); repeat for more seats.
        #[arg(long = "agent", value_name = "SEAT=KIND")]
        agent: Vec<String>,
        /// How many seats play (default: the format's, else the game's smallest table).
        #[arg(long, visible_alias = "players")]
        seats: Option<usize>,
        /// The format: who plays whom (rebirth: two-player, rumble, rumble-elimination, circle,
        /// circle-elimination, double-team, triple-team), or the deck format (ninjaslayer:
        /// constructed, blitz-sealed).
        #[arg(long)]
        format: Option<String>,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
        /// Write one replay file per game into this folder.
        #[arg(long)]
        record: Option<PathBuf>,
        /// Seat 1's deck file for every game (default: the demo decks in turn).
        #[arg(long)]
        deck: Option<PathBuf>,
        /// Seat 2's deck file for every game (default: the demo decks in turn).
        #[arg(long)]
        opponent_deck: Option<PathBuf>,
        /// Read cards as at an event held that day, YYYY-MM-DD (games with dated errata).
        #[arg(long)]
        event_date: Option<String>,
        /// Threads playing games side by side, 1 to 256 (default: one a core); results do not depend on it.
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..=i64::from(commands::parallel::MAX_JOBS)))]
        jobs: Option<u16>,
        /// Stop a game that reaches this many answers without ending, as a failed game (exit 1).
        #[arg(long, default_value_t = commands::sim::MAX_ANSWERS, value_parser = clap::value_parser!(u32).range(1..))]
        max_answers: u32,
    },
    /// Measure the engine's speed on one core: random playouts a second, answers a game, and the
    /// cost of cloning a mid-game state and reading its options.
    Bench {
        /// The game (digimon, ninjaslayer, zx, rebirth).
        #[arg(default_value = "digimon")]
        game: String,
        /// How many random playouts to time, in 7 rounds.
        #[arg(long, default_value_t = 2000, value_parser = clap::value_parser!(u32).range(1..))]
        games: u32,
        /// Seed of the first game; game i uses seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
        /// How many seats play (default: the format's, else the game's smallest table).
        #[arg(long, visible_alias = "seats")]
        players: Option<usize>,
        /// The format: who plays whom (rebirth: two-player, rumble, rumble-elimination, circle,
        /// circle-elimination, double-team, triple-team), or the deck format (ninjaslayer).
        #[arg(long)]
        format: Option<String>,
    },
    /// Play a round robin between agents, seats swapped, and print scores and Elo differences.
    Ladder {
        /// The game (digimon, ninjaslayer, zx, rebirth).
        #[arg(default_value = "digimon")]
        game: String,
        /// Games per pairing.
        #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..))]
        games: u32,
        /// Seed of the first game.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The agents, comma-separated: at least two.
        #[arg(long, default_value = "random,greedy,mcts:1000", value_delimiter = ',')]
        agents: Vec<String>,
        /// How many seats play (default: the format's, else the game's smallest table); the
        /// teams, or else the seats in turn, alternate between the pairing's two agents.
        #[arg(long, visible_alias = "seats")]
        players: Option<usize>,
        /// The table format (rebirth: two-player, rumble, rumble-elimination, circle,
        /// circle-elimination, double-team, triple-team).
        #[arg(long)]
        format: Option<String>,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
        /// Threads playing games side by side, 1 to 256 (default: one a core); results do not depend on it.
        #[arg(long, value_parser = clap::value_parser!(u16).range(1..=i64::from(commands::parallel::MAX_JOBS)))]
        jobs: Option<u16>,
        /// Stop a game that reaches this many answers without ending, as a failed game (exit 1).
        #[arg(long, default_value_t = commands::sim::MAX_ANSWERS, value_parser = clap::value_parser!(u32).range(1..))]
        max_answers: u32,
    },
    /// Re-play a recorded game and verify the state hash after every answer.
    Replay {
        /// The replay file.
        file: PathBuf,
        /// Print the full log.
        #[arg(long)]
        log: bool,
        /// Save the game and load it again after every N answers (it must play on the same).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
        resume_every: Option<u32>,
    },
    /// Run scenario files or folders; the last line is `N passed, M failed`.
    Scenario {
        /// Files or folders.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// Print every scenario, not only failures, and a failing one's whole log.
        #[arg(long, short)]
        verbose: bool,
    },
    /// Serve the engine protocol: one JSON request a line on stdin, one JSON response a line on
    /// stdout, until stdin ends (docs/protocol.md).
    Engine,
    /// Check card files, or show a card.
    Cards {
        #[command(subcommand)]
        action: CardsCommand,
    },
    /// Open Blitz Sealed packs and print the deck list (402.3).
    Sealed {
        /// The game (ninjaslayer).
        game: String,
        /// The packs' seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// List a game's rule index, or its scenario coverage (`fuda rules coverage GAME`).
    Rules {
        /// The game (digimon, ninjaslayer, zx, rebirth), or `coverage`.
        game: String,
        /// With `coverage`: the game (digimon, ninjaslayer, zx, rebirth).
        coverage_game: Option<String>,
    },
}

#[derive(Subcommand)]
enum CardsCommand {
    /// Validate a card file or folder; without one, the cards added with --cards, as the games
    /// read them (ids the demo set has are refused).
    Check {
        /// A file or folder: one game's card files, or folders named after games holding them.
        path: Option<PathBuf>,
        /// The game the cards are for (digimon, ninjaslayer, zx, rebirth); default: the one game whose card
        /// format reads them.
        #[arg(long)]
        game: Option<String>,
    },
    /// Show a card's rendered text and stats: a demo card, or one added with --cards.
    Show {
        /// The card id.
        id: String,
    },
}

/// Playouts and search make and drop many small vectors. jemalloc serves them in fewer
/// instructions than the system allocator, and copies a state in 13% fewer than mimalloc, whose
/// Rust binding asks for every block aligned and so sends blocks of most sizes down its slow
/// over-allocating path (docs/performance.md, sixth pass).
#[global_allocator]
static GLOBAL: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = fuda_games::DataSource::from_args(cli.data, &cli.cards).and_then(|data| run(&data, cli.command));
    match result {
        Ok(code) => code,
        Err(err)
            if err.downcast_ref::<std::io::Error>().is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe) =>
        {
            ExitCode::SUCCESS
        }
        Err(err) if err.downcast_ref::<commands::sim::Unfinished>().is_some() => {
            eprintln!("error: {err:#}");
            ExitCode::from(1)
        }
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::from(2)
        }
    }
}

/// Runs one command with the card data of the command line.
fn run(data: &fuda_games::DataSource, command: Command) -> anyhow::Result<ExitCode> {
    match command {
        Command::Play {
            game,
            load,
            seat,
            players,
            format,
            opponent,
            seed,
            deck,
            opponent_deck,
            event_date,
            stop_on_pass,
            max_answers,
        } => commands::play::run(&commands::play::Options {
            data,
            game: game.as_deref(),
            load: load.as_deref(),
            seat,
            seats: players,
            format: format.as_deref(),
            opponent: &opponent,
            seed,
            deck: deck.as_deref(),
            opponent_deck: opponent_deck.as_deref(),
            event_date: event_date.as_deref(),
            stop_on_pass,
            max_answers,
        }),
        Command::Ladder { game, games, seed, agents, players, format, json, jobs, max_answers } => {
            commands::ladder::run(&commands::ladder::Options {
                data,
                game: &game,
                games,
                seed,
                agents: &agents,
                json,
                jobs: jobs.map_or_else(commands::parallel::default_jobs, usize::from),
                max_answers,
                seats: players,
                format: format.as_deref(),
            })
        }
        Command::Bench { game, games, seed, json, players, format } => {
            commands::bench::run(&commands::bench::Options {
                data,
                game: &game,
                games,
                seed,
                json,
                seats: players,
                format: format.as_deref(),
            })
        }
        Command::Sim {
            game,
            games,
            seed,
            p1,
            p2,
            agent,
            seats,
            format,
            json,
            record,
            deck,
            opponent_deck,
            event_date,
            jobs,
            max_answers,
        } => commands::sim::run(&commands::sim::Options {
            data,
            game: &game,
            games,
            seed,
            seats,
            format: format.as_deref(),
            agents: [&p1, &p2],
            seat_agents: &agent,
            json,
            record: record.as_deref(),
            decks: [deck.as_deref(), opponent_deck.as_deref()],
            event_date: event_date.as_deref(),
            jobs: jobs.map_or_else(commands::parallel::default_jobs, usize::from),
            max_answers,
        }),
        Command::Engine => fuda_engine::serve(data.clone(), std::io::stdin().lock(), std::io::stdout().lock())
            .map(|()| std::process::ExitCode::SUCCESS)
            .map_err(anyhow::Error::from),
        Command::Replay { file, log, resume_every } => {
            commands::replay::run(data, &file, log, resume_every.map(|n| n as usize))
        }
        Command::Scenario { paths, verbose } => commands::scenario::run(data, &paths, verbose),
        Command::Cards { action: CardsCommand::Check { path, game } } => {
            commands::cards::check(data, path.as_deref(), game.as_deref())
        }
        Command::Cards { action: CardsCommand::Show { id } } => commands::cards::show(data, &id),
        Command::Sealed { game, seed } => commands::sealed::run(data, &game, seed),
        Command::Rules { game, coverage_game } => commands::rules::run(data, &game, coverage_game.as_deref()),
    }
}
