//! `fuda sim`: many games between agents, with statistics and optional replays.

use super::parallel;
use crate::games;
use anyhow::{Context, Result, bail};
use fuda_ai::AgentKind;
use fuda_kernel::replay::Replay;
use fuda_kernel::{Game, Outcome};
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

/// No demo game needs this many answers; reaching it is reported as a failure.
const ANSWER_CAP: u32 = 200_000;

/// One finished game.
pub struct Played {
    /// How it ended.
    pub outcome: Option<Outcome>,
    /// Turns played.
    pub turns: u32,
    /// The answers given.
    pub answers: Vec<usize>,
    /// State hash after each answer.
    pub hashes: Vec<u64>,
}

/// Plays one game to its end with two agents.
pub fn play_out(game: &mut dyn Game, agents: &mut [Box<dyn fuda_ai::Agent>; 2], record: bool) -> Result<Played> {
    let mut answers = Vec::new();
    let mut hashes = Vec::new();
    let mut count = 0u32;
    while let Some(seat) = game.decider() {
        let choice = agents[seat.index()].choose(game);
        game.answer(choice)?;
        count += 1;
        if record {
            answers.push(choice);
            hashes.push(game.state_hash());
        }
        if count >= ANSWER_CAP {
            bail!("a game reached {ANSWER_CAP} answers without ending");
        }
    }
    if !record {
        answers.resize(count as usize, 0);
    }
    Ok(Played { outcome: game.outcome(), turns: game.turn(), answers, hashes })
}

/// What `fuda sim` was asked.
pub struct Options<'a> {
    /// The game.
    pub game: &'a str,
    /// How many games.
    pub games: u32,
    /// The first game's seed.
    pub seed: u64,
    /// The agents of seats 1 and 2.
    pub agents: [&'a str; 2],
    /// One JSON object instead of text.
    pub json: bool,
    /// A folder for replays.
    pub record: Option<&'a Path>,
    /// Deck files for seats 1 and 2 instead of the demo decks.
    pub decks: [Option<&'a Path>; 2],
    /// The event date for dated errata.
    pub event_date: Option<&'a str>,
    /// Threads playing games side by side; the results do not depend on it.
    pub jobs: usize,
}

/// Runs the simulation.
pub fn run(o: &Options) -> Result<ExitCode> {
    let Options { game, games, seed, agents, json, record, decks: deck_files, event_date, jobs } = *o;
    games::check_game(game)?;
    let kinds: [AgentKind; 2] =
        [agents[0].parse().map_err(anyhow::Error::msg)?, agents[1].parse().map_err(anyhow::Error::msg)?];
    let catalog = games::catalog(game, event_date)?;
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
        let d1 = chosen[0].as_ref().unwrap_or(&decks[i % decks.len()]);
        let d2 = chosen[1].as_ref().unwrap_or(&decks[(i + 1) % decks.len()]);
        let mut g = catalog.start([d1, d2], game_seed)?;
        g.set_logging(false);
        let mut agents =
            [kinds[0].build(game_seed.wrapping_mul(2)), kinds[1].build(game_seed.wrapping_mul(2).wrapping_add(1))];
        let played = play_out(g.as_mut(), &mut agents, record.is_some())?;
        let summary = (played.outcome, played.turns, played.answers.len(), g.state_hash());
        if let Some(dir) = record {
            let replay = Replay {
                engine: env!("CARGO_PKG_VERSION").to_string(),
                game: game.to_string(),
                cards_hash: Replay::hash_text(catalog.content_hash()),
                seed: game_seed,
                decks: vec![d1.cards.clone(), d2.cards.clone()],
                answers: played.answers,
                hashes: played.hashes.iter().map(|h| Replay::hash_text(*h)).collect(),
                outcome: Some(format!("{:?}", played.outcome)),
                event_date: event_date.map(str::to_string),
                card_set: Some(crate::data::source().describe()),
                format: catalog.format([d1, d2]).map(str::to_string),
            };
            let path = dir.join(format!("{game}-{game_seed}.json"));
            std::fs::write(&path, replay.to_json()).with_context(|| format!("writing {}", path.display()))?;
        }
        Ok(summary)
    })?;
    let mut wins = [0u32; 2];
    let mut draws = 0u32;
    let mut fingerprint = 0u64;
    let mut turns = 0u64;
    let mut decisions = 0u64;
    for (outcome, game_turns, answers, final_hash) in results {
        // Every game's final state, folded in order: equal runs give equal fingerprints.
        fingerprint = fuda_kernel::hash::stable_hash(&(fingerprint, final_hash));
        match outcome {
            Some(Outcome::Win(s)) => wins[s.index()] += 1,
            Some(Outcome::Draw) | None => draws += 1,
        }
        turns += u64::from(game_turns);
        decisions += answers as u64;
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    let n = f64::from(games.max(1));
    let avg_turns = turns as f64 / n;
    let avg_decisions = decisions as f64 / n;
    let per_sec = f64::from(games) / secs;
    if json {
        // Speed goes to stderr: the JSON on stdout depends only on the arguments.
        let obj = serde_json::json!({
            "games": games,
            "wins": wins,
            "draws": draws,
            "avg_turns": avg_turns,
            "avg_decisions": avg_decisions,
            "final_states": format!("{fingerprint:016x}"),
        });
        outln!("{obj}");
        eprintln!("{per_sec:.1} games/s");
    } else {
        outln!("{game}: {games} games, seed {seed}, {} vs {}", kinds[0], kinds[1]);
        outln!("wins: P1 {} · P2 {} · draws {draws}", wins[0], wins[1]);
        outln!("average turns {avg_turns:.2} · average decisions {avg_decisions:.1} · {per_sec:.1} games/s");
    }
    Ok(ExitCode::SUCCESS)
}
