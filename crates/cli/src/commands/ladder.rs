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
    /// How many seats (`--players`; the format's, else the game's smallest table, when `None`).
    pub seats: Option<usize>,
    /// The table format (`--format`).
    pub format: Option<&'a str>,
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
    let entry = fuda_games::find(o.game)?;
    let table = fuda_games::tables::choose(entry, o.format, o.seats)?;
    if let Some(deck_format) = table.deck_format {
        bail!("--format {deck_format}: the ladder plays the demo decks; it takes table formats only");
    }
    let sides = sides(&fuda_games::tables::teams(entry, table.format, table.seats));
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
        // Even games: `a` plays side 0 (seat 1 of two); odd games: side 1, on the same deal.
        let a_side = usize::from(g % 2 == 1);
        let pair = (g / 2) as usize;
        let dealt: Vec<_> = (0..table.seats).map(|k| &decks[(pair + k) % decks.len()]).collect();
        let mut game = catalog.start_at(&dealt, o.seed.wrapping_add(pair as u64), table.format)?;
        game.set_logging(false);
        let mut agents: Vec<_> = (0..table.seats)
            .map(|k| {
                let kind = if sides[k] == a_side { a } else { b };
                kind.build(seed.wrapping_mul(2).wrapping_add(k as u64))
            })
            .collect();
        let played = play_out(game.as_mut(), &mut agents, false, o.max_answers)?;
        // A team's or a shared win scores for every seat of it: the side of `a` wins when a seat
        // of it wins and no seat of the other side does.
        let won = |side: usize, outcome: &Outcome| {
            (0..table.seats).any(|k| sides[k] == side && outcome.won_by(Seat(k as u8)))
        };
        Ok(match played.end {
            End::Over(Some(o @ Outcome::Won(_))) => match (won(a_side, &o), won(1 - a_side, &o)) {
                (true, false) => Some(GameResult::Win),
                (false, true) => Some(GameResult::Loss),
                _ => Some(GameResult::Draw),
            },
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
        let side = |s: usize| (0..table.seats).filter(|k| sides[*k] == s).map(|k| k + 1).collect::<Vec<_>>();
        outln!(
            "{}",
            serde_json::json!({
                "game": o.game, "format": table.format, "seats": table.seats, "sides": [side(0), side(1)],
                "pairings": rows, "failed": failed,
            })
        );
    } else {
        let format = table.format.map_or(String::new(), |f| format!(", {f} with {} seats", table.seats));
        outln!(
            "{}{format}: round robin, {} games a pairing (sides swapped every game), seed {}",
            o.game,
            o.games,
            o.seed
        );
        if table.seats > 2 {
            let side = |s: usize| (0..table.seats).filter(|k| sides[*k] == s).collect::<Vec<_>>();
            outln!(
                "sides: {} against {} (each team on one side; without teams, the seats alternate)",
                super::sim::seat_names(&side(0)),
                super::sim::seat_names(&side(1))
            );
        }
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

/// The side (0 or 1) of every seat, given the game's teams in seat order: the teams alternate
/// between the sides, so without teams the seats alternate, and each team plays on one side.
fn sides(teams: &[Vec<usize>]) -> Vec<usize> {
    let seats = teams.iter().map(Vec::len).sum();
    let mut side = vec![0; seats];
    for (i, team) in teams.iter().enumerate() {
        for &k in team {
            side[k] = i % 2;
        }
    }
    side
}

/// Pairing `p`'s agents, by name.
fn kinds_pair(pairs: &[(AgentKind, AgentKind)], p: usize) -> (String, String) {
    (pairs[p].0.to_string(), pairs[p].1.to_string())
}
