//! Agents as named on the command line: `random`, `greedy`, `mcts:N` (N iterations a
//! decision) and `mcts:Nms` (N milliseconds a decision).

use crate::{Agent, Budget, GreedyAgent, MctsAgent, RandomAgent};
use std::fmt;
use std::str::FromStr;

/// The agents that can be named on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AgentKind {
    /// [`RandomAgent`].
    Random,
    /// [`GreedyAgent`].
    Greedy,
    /// [`MctsAgent`] with its budget a decision.
    Mcts(Budget),
}

const EXPECTED: &str = "expected one of: random, greedy, mcts:N (N iterations a decision), mcts:Nms (N milliseconds)";

/// The largest `mcts:N`: about ten minutes a decision on a fast machine.
const MAX_ITERATIONS: u32 = 10_000_000;
/// The largest `mcts:Nms`: ten minutes a decision.
const MAX_MILLIS: u32 = 600_000;

impl FromStr for AgentKind {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "random" => return Ok(AgentKind::Random),
            "greedy" => return Ok(AgentKind::Greedy),
            _ => {}
        }
        let Some(budget) = s.strip_prefix("mcts:") else {
            return Err(format!("unknown agent {s:?}: {EXPECTED}"));
        };
        let (digits, in_ms) = match budget.strip_suffix("ms") {
            Some(digits) => (digits, true),
            None => (budget, false),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!("agent {s:?}: the budget must be a whole number above 0; {EXPECTED}"));
        }
        let (max, unit) = if in_ms { (MAX_MILLIS, " ms") } else { (MAX_ITERATIONS, " iterations") };
        // Only digits: a number too large even for u64 is too large for the bound as well.
        match digits.parse::<u64>().unwrap_or(u64::MAX) {
            0 => Err(format!("agent {s:?}: the budget must be a whole number above 0; {EXPECTED}")),
            n if n > u64::from(max) => {
                Err(format!("agent {s:?}: the budget is too large: at most {max}{unit} a decision"))
            }
            n => {
                let n = u32::try_from(n).expect("at most the bound, which is a u32");
                Ok(AgentKind::Mcts(if in_ms { Budget::Millis(n) } else { Budget::Iterations(n) }))
            }
        }
    }
}

impl fmt::Display for AgentKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentKind::Random => write!(f, "random"),
            AgentKind::Greedy => write!(f, "greedy"),
            AgentKind::Mcts(Budget::Iterations(n)) => write!(f, "mcts:{n}"),
            AgentKind::Mcts(Budget::Millis(n)) => write!(f, "mcts:{n}ms"),
        }
    }
}

impl AgentKind {
    /// A new agent of this kind with its own seed.
    pub fn build(self, seed: u64) -> Box<dyn Agent> {
        match self {
            AgentKind::Random => Box::new(RandomAgent::new(seed)),
            AgentKind::Greedy => Box::new(GreedyAgent::new(seed)),
            AgentKind::Mcts(budget) => Box::new(MctsAgent::new(budget, seed)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for name in ["random", "greedy", "mcts:1000", "mcts:250ms"] {
            let kind: AgentKind = name.parse().expect(name);
            assert_eq!(kind.to_string(), name);
        }
    }

    #[test]
    fn budgets_have_a_bound() {
        assert_eq!("mcts:10000000".parse(), Ok(AgentKind::Mcts(Budget::Iterations(MAX_ITERATIONS))));
        assert_eq!("mcts:600000ms".parse(), Ok(AgentKind::Mcts(Budget::Millis(MAX_MILLIS))));
        for (bad, bound) in [
            ("mcts:10000001", "at most 10000000 iterations"),
            ("mcts:600001ms", "at most 600000 ms"),
            ("mcts:99999999999ms", "at most 600000 ms"),
            ("mcts:99999999999999999999999", "at most 10000000 iterations"),
        ] {
            let err = bad.parse::<AgentKind>().expect_err(bad);
            assert!(err.contains("too large") && err.contains(bound), "{bad}: {err}");
        }
    }

    #[test]
    fn bad_names_say_what_was_expected() {
        for bad in ["mcts", "mcts:", "mcts:0", "mcts:00ms", "mcts:-3", "mcts:+3", "mcts:12s", "mcts:ms", "alphazero"] {
            let err = bad.parse::<AgentKind>().expect_err(bad);
            assert!(err.contains("expected one of"), "{bad}: {err}");
        }
    }
}
