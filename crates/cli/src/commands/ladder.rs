//! `fuda ladder`: a round robin between agents, each pairing played with the seats swapped
//! half of the time, reporting each pairing's score and the Elo difference it implies with a
//! 95% interval.

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
}

/// The Elo difference a score (0..1) implies; infinite scores are capped at ±800.
fn elo(score: f64) -> f64 {
    let s = score.clamp(0.01, 0.99);
    -400.0 * (1.0 / s - 1.0).log10()
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
    let mut pairings = Vec::new();
    for (i, a) in kinds.iter().enumerate() {
        for b in kinds.iter().skip(i + 1) {
            let mut p = Pairing { a: a.to_string(), b: b.to_string(), games: 0, wins: 0, losses: 0, draws: 0 };
            for g in 0..o.games {
                let seed = o.seed.wrapping_add(u64::from(g));
                // Even games: `a` in seat 1; odd games: `a` in seat 2, on the same decks.
                let a_seat = usize::from(g % 2 == 1);
                let pair = g / 2;
                let d1 = &decks[pair as usize % decks.len()];
                let d2 = &decks[(pair as usize + 1) % decks.len()];
                let mut game = catalog.start([d1, d2], o.seed.wrapping_add(u64::from(pair)))?;
                game.set_logging(false);
                let mut agents = if a_seat == 0 {
                    [a.build(seed.wrapping_mul(2)), b.build(seed.wrapping_mul(2).wrapping_add(1))]
                } else {
                    [b.build(seed.wrapping_mul(2)), a.build(seed.wrapping_mul(2).wrapping_add(1))]
                };
                let played = play_out(game.as_mut(), &mut agents, false)?;
                p.games += 1;
                match played.outcome {
                    Some(Outcome::Win(s)) if s.index() == a_seat => p.wins += 1,
                    Some(Outcome::Win(_)) => p.losses += 1,
                    Some(Outcome::Draw) | None => p.draws += 1,
                }
            }
            pairings.push(p);
        }
    }
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
