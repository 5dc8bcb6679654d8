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
        match digits.parse::<u32>() {
            Ok(n) if n > 0 && in_ms => Ok(AgentKind::Mcts(Budget::Millis(n))),
            Ok(n) if n > 0 => Ok(AgentKind::Mcts(Budget::Iterations(n))),
            _ => Err(format!("agent {s:?}: the budget must be a whole number above 0; {EXPECTED}")),
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
    fn bad_names_say_what_was_expected() {
        for bad in ["mcts", "mcts:", "mcts:0", "mcts:-3", "mcts:12s", "mcts:ms", "alphazero"] {
            let err = bad.parse::<AgentKind>().expect_err(bad);
            assert!(err.contains("expected one of"), "{bad}: {err}");
        }
    }
}
