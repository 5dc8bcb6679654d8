//! The kernel's game trait for Digimon.

use crate::apply;
use crate::options;
use crate::place;
use crate::state::DigimonState;
use crate::view;
use fuda_kernel::hash::stable_hash;
use fuda_kernel::{AnswerError, Decision, Game, LogLine, Outcome, Seat, SeatView};

/// A Digimon game behind the common trait.
#[derive(Clone, Debug)]
pub struct DigimonGame {
    /// The whole state.
    pub state: DigimonState,
}

impl Game for DigimonGame {
    fn game_name(&self) -> &'static str {
        "digimon"
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn decider(&self) -> Option<Seat> {
        if self.state.outcome.is_some() {
            return None;
        }
        self.state.decision.as_ref().map(|d| d.seat)
    }

    fn option_count(&self) -> usize {
        if self.state.outcome.is_some() {
            return 0;
        }
        self.state.decision.as_ref().map_or(0, |d| d.options.len())
    }

    fn decision(&self) -> Option<Decision> {
        if self.state.outcome.is_some() {
            return None;
        }
        let d = self.state.decision.as_ref()?;
        let mut labels: Vec<_> = d.options.iter().map(|c| options::label(&self.state, c)).collect();
        fuda_kernel::decision::distinguish(&mut labels, |i| place::of_choice(&self.state, &d.options[i]));
        Some(Decision { seat: d.seat, prompt: options::prompt(&self.state, d), options: labels })
    }

    fn answer(&mut self, index: usize) -> Result<(), AnswerError> {
        if self.state.outcome.is_some() {
            return Err(AnswerError::GameOver);
        }
        apply::answer(&mut self.state, index)
    }

    fn view(&self, seat: Seat) -> SeatView {
        view::view(&self.state, seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.state.outcome
    }

    fn state_hash(&self) -> u64 {
        stable_hash(&self.state)
    }

    fn turn(&self) -> u32 {
        self.state.turn
    }

    fn clone_box(&self) -> Box<dyn Game> {
        fuda_kernel::game::clone_into_box(self)
    }

    fn log_since(&self, from: usize) -> Vec<LogLine> {
        self.state.log.get(from..).map(<[LogLine]>::to_vec).unwrap_or_default()
    }

    fn log_len(&self) -> usize {
        self.state.log.len()
    }

    fn set_logging(&mut self, on: bool) {
        self.state.logging = on;
    }

    /// Security cards (the way to win), DP on the battle area, hand size and memory on one's side.
    fn evaluate(&self, seat: Seat) -> f64 {
        let s = &self.state;
        if let Some(score) = fuda_kernel::game::outcome_score(s.outcome, seat) {
            return score;
        }
        let side = |me: Seat| {
            let p = s.player(me);
            let dp: i32 = p.battle().iter().filter_map(|u| crate::query::dp(s, me, u)).sum();
            10.0 * p.security.len() as f64 + f64::from(dp) / 1000.0 + 0.5 * p.hand.len() as f64
        };
        let memory = if seat == Seat(0) { f64::from(s.memory) } else { -f64::from(s.memory) };
        side(seat) - side(Seat(1 - seat.0)) + 0.2 * memory
    }

    fn determinize(&self, observer: Seat, seed: u64) -> Box<dyn Game> {
        Box::new(DigimonGame { state: crate::determinize::determinize(&self.state, observer, seed) })
    }

    fn state_size(&self) -> usize {
        serde_json::to_vec(&self.state).map_or(0, |v| v.len())
    }

    /// Concession (1-2-4): `seat` loses at once; no effect triggers (1-2-5).
    fn concede(&mut self, seat: Seat) {
        if self.state.outcome.is_none() {
            self.state.outcome = Some(Outcome::Win(DigimonState::opponent(seat)));
            self.state.decision = None;
            self.state.note(crate::rules::CONCEDE, |_| format!("{seat} concedes"));
        }
    }
}
