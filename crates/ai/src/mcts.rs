//! Single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley and
//! Whitehouse, 2012). Each iteration samples a determinization of what the searching seat
//! cannot see (`Game::determinize`), walks the one tree of that seat's information sets with
//! UCB1 over the options the sampled world offers, adds one node, plays on at random for a
//! couple of turns and scores the end with the game's evaluation. The tree's options are told
//! apart by their labels, so the same move in two sampled worlds shares its statistics.

use crate::Agent;
use crate::guard::LoopGuard;
use fuda_kernel::hash::stable_hash;
use fuda_kernel::{Game, GameRng, Seat};
use std::time::{Duration, Instant};

/// How much an [`MctsAgent`] searches for each decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// This many iterations: the same game and seed always give the same answer.
    Iterations(u32),
    /// As many iterations as fit in this many milliseconds (at least one): depends on the
    /// machine, so not reproducible.
    Millis(u32),
}

/// UCB1's exploration constant, for rewards between 0 and 1.
const EXPLORATION: f64 = 0.7;
/// Evaluation points worth one unit of the logistic that turns an evaluation into a reward:
/// about two Digimon security cards, or two Ninja Slayer damage cards.
const EVALUATION_SCALE: f64 = 20.0;
/// A playout stops at the start of this many turns after the searched decision's turn, and the
/// evaluation scores the position: random play to the very end says little about a move.
const PLAYOUT_TURNS: u32 = 2;

/// The information-set search agent. It reads the game only through determinizations for its
/// own seat, so it never uses a card it cannot see. At a state it already answered at this turn
/// it gives another answer if it has one ([`LoopGuard`]).
pub struct MctsAgent {
    budget: Budget,
    rng: GameRng,
    iterations: u64,
    guard: LoopGuard,
}

impl MctsAgent {
    /// An agent with this budget a decision and its own seed.
    pub fn new(budget: Budget, seed: u64) -> Self {
        MctsAgent { budget, rng: GameRng::new(seed), iterations: 0, guard: LoopGuard::default() }
    }

    /// How many iterations it has run over all its decisions so far.
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    fn spent(&self, done: u32, start: Instant) -> bool {
        match self.budget {
            Budget::Iterations(n) => done >= n,
            Budget::Millis(ms) => done > 0 && start.elapsed() >= Duration::from_millis(u64::from(ms)),
        }
    }

    /// One iteration on the sampled `world`: selection and expansion in `tree`, a playout, and
    /// the rewards carried back along the path.
    fn iterate(&mut self, tree: &mut Tree, world: &mut dyn Game, horizon: u32) {
        let mut path: Vec<(usize, usize)> = Vec::new();
        let mut node = 0;
        while let Some(mover) = world.decider() {
            let n = world.option_count();
            // A forced answer is no choice: it gets no node of its own.
            if n == 1 {
                if world.answer(mover, 0).is_err() {
                    break;
                }
                continue;
            }
            let keys = option_keys(world);
            let next = tree.nodes.len();
            let edges = &mut tree.nodes[node].edges;
            for edge in edges.iter_mut().filter(|e| keys.contains(&e.key)) {
                edge.available += 1;
            }
            let untried: Vec<usize> = (0..keys.len())
                .filter(|&i| !keys[..i].contains(&keys[i]) && !edges.iter().any(|e| e.key == keys[i]))
                .collect();
            let (index, edge, expanded) = if untried.is_empty() {
                let (index, edge) = select(edges, &keys);
                (index, edge, false)
            } else {
                let index = untried[self.rng.below(untried.len())];
                edges.push(Edge { key: keys[index], mover, child: next, visits: 0, reward: 0.0, available: 1 });
                (index, edges.len() - 1, true)
            };
            if expanded {
                tree.nodes.push(Node::default());
            }
            path.push((node, edge));
            // A new node ends the selection: the playout starts from it.
            if world.answer(mover, index).is_err() || expanded {
                break;
            }
            node = tree.nodes[node].edges[edge].child;
        }
        while let Some(mover) = world.decider().filter(|_| world.turn() < horizon) {
            let n = world.option_count();
            let choice = if n <= 1 { 0 } else { self.rng.below(n) };
            if world.answer(mover, choice).is_err() {
                break;
            }
        }
        let rewards: Vec<f64> = Seat::all(world.seat_count()).map(|s| reward(world, s)).collect();
        for (node, edge) in path {
            let edge = &mut tree.nodes[node].edges[edge];
            edge.visits += 1;
            edge.reward += rewards[edge.mover.index()];
        }
    }
}

impl Agent for MctsAgent {
    fn choose(&mut self, game: &dyn Game) -> usize {
        let Some(seat) = game.decider() else { return 0 };
        if game.option_count() <= 1 {
            return 0;
        }
        let root_keys = option_keys(game);
        // One copy without the log, from which every iteration deals its own world.
        let base = game.determinize(seat, 0);
        let horizon = game.turn() + PLAYOUT_TURNS;
        let mut tree = Tree { nodes: vec![Node::default()] };
        let start = Instant::now();
        let mut done = 0;
        while !self.spent(done, start) {
            let mut world = base.determinize(seat, self.rng.next_u64());
            self.iterate(&mut tree, world.as_mut(), horizon);
            done += 1;
        }
        self.iterations += u64::from(done);
        let visits = |key: u64| tree.nodes[0].edges.iter().find(|e| e.key == key).map_or(0, |e| e.visits);
        let visit = self.guard.visit(game);
        let mut best = None;
        for (i, &key) in root_keys.iter().enumerate().filter(|&(i, _)| visit.allows(i)) {
            if best.is_none_or(|b: usize| visits(key) > visits(root_keys[b])) {
                best = Some(i);
            }
        }
        let best = best.expect("the guard leaves at least one option open");
        self.guard.gave(visit, game, best);
        best
    }

    fn name(&self) -> String {
        crate::AgentKind::Mcts(self.budget).to_string()
    }
}

/// The search tree: node 0 is the searched decision.
struct Tree {
    nodes: Vec<Node>,
}

/// One information set of the tree: the options tried from it.
#[derive(Default)]
struct Node {
    edges: Vec<Edge>,
}

/// An option tried from a node, with its statistics.
struct Edge {
    /// The option's identity across sampled worlds ([`option_keys`]).
    key: u64,
    /// The seat that chose it: its rewards are summed.
    mover: Seat,
    /// The node it leads to.
    child: usize,
    visits: u32,
    reward: f64,
    /// How many times it was on offer when its node was reached: UCB1's parent count, since
    /// in other sampled worlds the option may not exist (ISMCTS's subset-armed bandit).
    available: u32,
}

/// The best option by UCB1 among those offered (`keys`): its index and its edge.
fn select(edges: &[Edge], keys: &[u64]) -> (usize, usize) {
    let mut best = (0, 0);
    let mut best_score = f64::NEG_INFINITY;
    for (i, key) in keys.iter().enumerate() {
        let Some(e) = edges.iter().position(|e| e.key == *key) else { continue };
        let edge = &edges[e];
        let visits = f64::from(edge.visits);
        let score = edge.reward / visits + EXPLORATION * (f64::from(edge.available).ln() / visits).sqrt();
        if score > best_score {
            best_score = score;
            best = (i, e);
        }
    }
    best
}

/// Each option's identity: a hash of the question and the option's label.
fn option_keys(game: &dyn Game) -> Vec<u64> {
    game.decision().map_or_else(Vec::new, |d| d.options.iter().map(|o| stable_hash(&(&d.prompt, o))).collect())
}

/// A position's worth to `seat`, between 0 and 1: 1 for a win, 0 for a loss, ½ for a draw, and
/// the logistic of the evaluation in between.
fn reward(world: &dyn Game, seat: Seat) -> f64 {
    1.0 / (1.0 + (-world.evaluate(seat) / EVALUATION_SCALE).exp())
}
