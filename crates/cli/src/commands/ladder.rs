//! `fuda ladder`: a round robin between agents, each pairing played with the seats swapped
//! half of the time, reporting each pairing's score and the Elo difference it implies with a
//! 95% interval.

use super::parallel;
use super::sim::{End, play_out};
use anyhow::{Result, bail};
use fuda_ai::AgentKind;
use fuda_games::DataSource;
use fuda_kernel::{Outcome, Seat};
use std::process::ExitCode;

/// What `fuda ladder` was asked.
pub struct Options<'a> {
    /// Where the cards and decks are read from.
    pub data: &'a DataSource,
    /// The game.
    pub game: &'a str,
    /// Games per pairing.
    pub games: u32,
    /// The first game's seed.
    pub seed: u64,
    /// The agents, by name.
    pub agents: &'a [String],
    /// One JSON object instead of text.
    pub json: bool,
    /// Threads playing games side by side; the results do not depend on it.
    pub jobs: usize,
    /// A game that reaches this many answers stops as a failed game.
    pub max_answers: u32,
}

/// The Elo difference a score (0..1) implies; infinite scores are capped at ±800.
fn elo(score: f64) -> f64 {
    let s = score.clamp(0.01, 0.99);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// One game's result for the pairing's first agent.
#[derive(Clone, Copy, PartialEq, Eq)]
enum GameResult {
    Win,
    Loss,
    Draw,
}

/// One pairing's result: `a`'s score against `b` over `games` games.
struct Pairing {
    a: String,
    b: String,
    games: u32,
    wins: u32,
    losses: u32,
    draws: u32,
}

impl Pairing {
    fn score(&self) -> f64 {
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games.max(1))
    }

    /// The Elo difference and its 95% interval, from the score's standard error.
    fn elo_interval(&self) -> (f64, f64, f64) {
        let s = self.score();
        let se = (s * (1.0 - s) / f64::from(self.games.max(1))).sqrt();
        (elo(s), elo(s - 1.96 * se), elo(s + 1.96 * se))
    }
}

/// Runs the round robin. Games that reach the answer cap are listed with their pairing, index
/// and seed and left out of the scores, and the exit code is then 1.
pub fn run(o: &Options) -> Result<ExitCode> {
    fuda_games::find(o.game)?;
    let kinds: Vec<AgentKind> =
        o.agents.iter().map(|a| a.parse().map_err(anyhow::Error::msg)).collect::<Result<_>>()?;
    if kinds.len() < 2 {
        bail!(
            "--agents: a round robin needs at least two agents, comma-separated (random,greedy); found {}",
            kinds.len()
        );
    }
    let catalog = fuda_games::catalog(o.data, o.game, None)?;
    let decks = catalog.decks();
    let pairs: Vec<(AgentKind, AgentKind)> =
        kinds.iter().enumerate().flat_map(|(i, a)| kinds[i + 1..].iter().map(move |b| (*a, *b))).collect();
    let per_pairing = o.games as usize;
    let outcomes = parallel::run_indexed(pairs.len() * per_pairing, o.jobs, |job| {
        let (a, b) = pairs[job / per_pairing];
        let g = (job % per_pairing) as u64;
        let seed = o.seed.wrapping_add(g);
        // Even games: `a` in seat 1; odd games: `a` in seat 2, on the same deal.
        let a_seat = usize::from(g % 2 == 1);
        let pair = (g / 2) as usize;
        let d1 = &decks[pair % decks.len()];
        let d2 = &decks[(pair + 1) % decks.len()];
        let mut game = catalog.start(&[d1, d2], o.seed.wrapping_add(pair as u64))?;
        game.set_logging(false);
        let (first, second) = if a_seat == 0 { (a, b) } else { (b, a) };
        let mut agents = [first.build(seed.wrapping_mul(2)), second.build(seed.wrapping_mul(2).wrapping_add(1))];
        let played = play_out(game.as_mut(), &mut agents, false, o.max_answers)?;
        Ok(match played.end {
            End::Over(Some(o @ Outcome::Won(_))) if o.won_by(Seat(a_seat as u8)) => Some(GameResult::Win),
            End::Over(Some(Outcome::Won(_))) => Some(GameResult::Loss),
            End::Over(Some(Outcome::Draw) | None) => Some(GameResult::Draw),
            End::AnswerCap => None,
        })
    })?;
    // Failed games: their pairing, their index in it and the seed of their deal.
    let failed: Vec<(usize, usize, u64)> = outcomes
        .iter()
        .enumerate()
        .filter(|(_, r)| r.is_none())
        .map(|(job, _)| {
            let g = job % per_pairing;
            (job / per_pairing, g, o.seed.wrapping_add((g / 2) as u64))
        })
        .collect();
    let pairings: Vec<Pairing> = pairs
        .iter()
        .zip(outcomes.chunks(per_pairing.max(1)))
        .map(|((a, b), results)| {
            let count = |r: GameResult| results.iter().filter(|&&x| x == Some(r)).count() as u32;
            Pairing {
                a: a.to_string(),
                b: b.to_string(),
                games: results.iter().flatten().count() as u32,
                wins: count(GameResult::Win),
                losses: count(GameResult::Loss),
                draws: count(GameResult::Draw),
            }
        })
        .collect();
    if o.json {
        let rows: Vec<serde_json::Value> = pairings
            .iter()
            .map(|p| {
                let (e, lo, hi) = p.elo_interval();
                serde_json::json!({
                    "a": p.a, "b": p.b, "games": p.games, "wins": p.wins, "losses": p.losses, "draws": p.draws,
                    "score": p.score(), "elo": e, "elo_low": lo, "elo_high": hi,
                })
            })
            .collect();
        let failed: Vec<serde_json::Value> = failed
            .iter()
            .map(|&(p, g, seed)| {
                let (a, b) = kinds_pair(&pairs, p);
                serde_json::json!({ "a": a, "b": b, "game": g, "seed": seed })
            })
            .collect();
        outln!("{}", serde_json::json!({ "game": o.game, "pairings": rows, "failed": failed }));
    } else {
        outln!("{}: round robin, {} games a pairing (seats swapped every game), seed {}", o.game, o.games, o.seed);
        for p in &pairings {
            let (e, lo, hi) = p.elo_interval();
            outln!(
                "{} vs {}: {}-{}-{} (win-loss-draw), score {:.1}%, Elo {:+.0} (95%: {:+.0} to {:+.0})",
                p.a,
                p.b,
                p.wins,
                p.losses,
                p.draws,
                100.0 * p.score(),
                e,
                lo,
                hi
            );
        }
        if !failed.is_empty() {
            outln!("failed: {} games reached {} answers without ending:", failed.len(), o.max_answers);
            for &(p, g, seed) in &failed {
                let (a, b) = kinds_pair(&pairs, p);
                outln!("{a} vs {b}: game {g} (seed {seed})");
            }
        }
    }
    if failed.is_empty() {
        return Ok(ExitCode::SUCCESS);
    }
    eprintln!("error: {} games reached {} answers without ending", failed.len(), o.max_answers);
    Ok(ExitCode::from(1))
}

/// Pairing `p`'s agents, by name.
fn kinds_pair(pairs: &[(AgentKind, AgentKind)], p: usize) -> (String, String) {
    (pairs[p].0.to_string(), pairs[p].1.to_string())
}
