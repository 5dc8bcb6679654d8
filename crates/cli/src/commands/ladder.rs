//! `fuda ladder`: a round robin between agents, each pairing played with the seats swapped
//! half of the time, reporting each pairing's score and the Elo difference it implies with a
//! 95% interval.

use super::parallel;
use super::sim::play_out;
use crate::games;
use anyhow::Result;
use fuda_ai::AgentKind;
use fuda_kernel::Outcome;
use std::process::ExitCode;

/// What `fuda ladder` was asked.
pub struct Options<'a> {
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

/// Runs the round robin.
pub fn run(o: &Options) -> Result<ExitCode> {
    games::check_game(o.game)?;
    let kinds: Vec<AgentKind> =
        o.agents.iter().map(|a| a.parse().map_err(anyhow::Error::msg)).collect::<Result<_>>()?;
    let catalog = games::catalog(o.game, None)?;
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
        let mut game = catalog.start([d1, d2], o.seed.wrapping_add(pair as u64))?;
        game.set_logging(false);
        let (first, second) = if a_seat == 0 { (a, b) } else { (b, a) };
        let mut agents = [first.build(seed.wrapping_mul(2)), second.build(seed.wrapping_mul(2).wrapping_add(1))];
        let played = play_out(game.as_mut(), &mut agents, false)?;
        Ok(match played.outcome {
            Some(Outcome::Win(s)) if s.index() == a_seat => GameResult::Win,
            Some(Outcome::Win(_)) => GameResult::Loss,
            Some(Outcome::Draw) | None => GameResult::Draw,
        })
    })?;
    let pairings: Vec<Pairing> = pairs
        .iter()
        .zip(outcomes.chunks(per_pairing.max(1)))
        .map(|((a, b), results)| {
            let count = |r: GameResult| results.iter().filter(|&&x| x == r).count() as u32;
            Pairing {
                a: a.to_string(),
                b: b.to_string(),
                games: results.len() as u32,
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
        outln!("{}", serde_json::json!({ "game": o.game, "pairings": rows }));
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
    }
    Ok(ExitCode::SUCCESS)
}
