//! No agent loops (issue 20): a game whose best-looking move changes nothing is still left.
//! `Standoff` is such a game: the player to move may wait, which changes nothing, or pass,
//! which costs them a life and hands the turn over; whoever has no life left loses. Waiting
//! always scores better than passing, so an agent that only scores options would wait for ever.

use fuda_ai::{Agent, AgentKind, Budget, GreedyAgent, MctsAgent};
use fuda_kernel::game::{clone_into_box, outcome_score};
use fuda_kernel::hash::stable_hash;
use fuda_kernel::{AnswerError, Decision, Game, LogLine, Outcome, Seat, SeatView};

#[derive(Clone, Hash)]
struct Standoff {
    turn: u32,
    lives: [u8; 2],
    /// Offers "Win" too, for the test of a state seen twice.
    winnable: bool,
}

const WAIT: usize = 0;
const PASS: usize = 1;
const WIN: usize = 2;

impl Standoff {
    fn new(lives: u8) -> Self {
        Standoff { turn: 1, lives: [lives; 2], winnable: false }
    }

    fn mover(&self) -> Seat {
        Seat(u8::from(self.turn.is_multiple_of(2)))
    }
}

impl Game for Standoff {
    fn game_name(&self) -> &'static str {
        "standoff"
    }
    fn seat_count(&self) -> usize {
        2
    }
    fn decider(&self) -> Option<Seat> {
        self.outcome().is_none().then(|| self.mover())
    }
    fn option_count(&self) -> usize {
        match self.decider() {
            None => 0,
            Some(_) if self.winnable => 3,
            Some(_) => 2,
        }
    }
    fn decision(&self) -> Option<Decision> {
        let seat = self.decider()?;
        let mut options = vec!["Wait".to_string(), "Pass".to_string()];
        if self.winnable {
            options.push("Win".into());
        }
        Some(Decision { seat, prompt: "Wait or pass?".into(), options })
    }
    fn option_refs(&self) -> Vec<fuda_kernel::decision::OptionRef> {
        use fuda_kernel::decision::{OptionKind, OptionRef};
        let kinds = [OptionKind::Pass, OptionKind::Decline, OptionKind::Accept];
        kinds[..self.option_count()].iter().map(|&kind| OptionRef { kind, cards: Vec::new() }).collect()
    }
    fn answer(&mut self, seat: Seat, index: usize) -> Result<(), AnswerError> {
        let offered = self.option_count();
        if offered == 0 {
            return Err(AnswerError::GameOver);
        }
        if seat != self.mover() {
            return Err(AnswerError::NotDeciding { seat, decider: self.mover() });
        }
        let mover = self.mover().index();
        match index {
            WAIT => {}
            PASS => {
                self.lives[mover] -= 1;
                self.turn += 1;
            }
            WIN if self.winnable => self.lives[1 - mover] = 0,
            _ => return Err(AnswerError::NotOffered { index, offered }),
        }
        Ok(())
    }
    fn view(&self, seat: Seat) -> SeatView {
        SeatView {
            seat,
            game: "standoff".into(),
            turn: self.turn,
            turn_players: vec![self.mover()],
            phase: "main".into(),
            shared: vec![("lives".into(), format!("{} and {}", self.lives[0], self.lives[1]))],
            shared_zones: vec![],
            players: Vec::new(),
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        self.lives.iter().position(|&l| l == 0).map(|loser| Outcome::win(Seat(u8::from(loser == 0))))
    }
    fn state_hash(&self) -> u64 {
        stable_hash(self)
    }
    fn turn(&self) -> u32 {
        self.turn
    }
    fn clone_box(&self) -> Box<dyn Game> {
        clone_into_box(self)
    }
    fn log_since(&self, _from: usize, _reader: Option<Seat>) -> Vec<LogLine> {
        Vec::new()
    }
    fn log_len(&self) -> usize {
        0
    }
    fn set_logging(&mut self, _on: bool) {}
    fn concede(&mut self, seat: Seat) {
        self.lives[seat.index()] = 0;
    }
    fn save(&self) -> String {
        format!("{:?}", (self.lives, self.turn, self.winnable))
    }
    fn evaluate(&self, seat: Seat) -> f64 {
        let other = 1 - seat.index();
        outcome_score(self.outcome(), seat)
            .unwrap_or_else(|| f64::from(self.lives[seat.index()]) - f64::from(self.lives[other]))
    }
    fn determinize(&self, _observer: Seat, _seed: u64) -> Box<dyn Game> {
        clone_into_box(self)
    }
}

/// Plays `game` with `agents` for at most `cap` answers; the answers given, if it ended.
fn play(game: &mut Standoff, agents: &mut [Box<dyn Agent>; 2], cap: usize) -> Option<usize> {
    for answers in 0..cap {
        let Some(seat) = game.decider() else { return Some(answers) };
        let choice = agents[seat.index()].choose(game);
        game.answer(seat, choice).expect("agents answer with offered options");
    }
    None
}

#[test]
fn waiting_scores_better_than_passing() {
    // The premise of the other tests: a one-ply search prefers the move that changes nothing.
    let game = Standoff::new(3);
    let score = |i| {
        let mut copy = game.clone();
        copy.answer(copy.decider().expect("a decision is pending"), i).expect("offered");
        copy.evaluate(Seat(0))
    };
    assert!(score(WAIT) > score(PASS), "wait {} against pass {}", score(WAIT), score(PASS));
}

#[test]
fn every_agent_leaves_a_loop_that_changes_nothing() {
    for kind in [AgentKind::Greedy, AgentKind::Mcts(Budget::Iterations(50)), AgentKind::Random] {
        let mut game = Standoff::new(3);
        let mut agents = [kind.build(1), kind.build(2)];
        let answers = play(&mut game, &mut agents, 10_000);
        assert!(answers.is_some(), "{kind}: the game did not end in 10000 answers");
        assert!(game.outcome().is_some(), "{kind}: the game has a result");
    }
}

#[test]
fn greedy_waits_once_a_turn_then_passes() {
    let mut game = Standoff::new(3);
    let mut agents: [Box<dyn Agent>; 2] = [Box::new(GreedyAgent::new(1)), Box::new(GreedyAgent::new(2))];
    // Each turn: one wait (scored best), then the state repeats and the wait is ruled out, so
    // a pass; the first player's third pass, the fifth in all, ends the game.
    assert_eq!(play(&mut game, &mut agents, 100), Some(2 * 5), "a wait and a pass a turn");
}

#[test]
fn a_state_seen_again_gets_another_answer() {
    let game = Standoff { winnable: true, ..Standoff::new(3) };
    let agents: [Box<dyn Agent>; 2] =
        [Box::new(GreedyAgent::new(5)), Box::new(MctsAgent::new(Budget::Iterations(100), 5))];
    for mut agent in agents {
        let first = agent.choose(&game);
        assert_eq!(first, WIN, "{}: winning at once is best", agent.name());
        let second = agent.choose(&game);
        assert_ne!(second, first, "{}: the same state this turn gets another answer", agent.name());
        let third = agent.choose(&game);
        assert!(![first, second].contains(&third), "{}: a third answer, the last one open", agent.name());
        // Every option given here: none is ruled out any more, and the best comes back.
        assert_eq!(agent.choose(&game), WIN, "{}: with every option tried, the best again", agent.name());
    }
}
