//! Digimon's rules behind the kernel's game trait: [`DigimonGame`] is the kernel's
//! [`Played`] over a [`DigimonState`].

use crate::apply;
use crate::cards::CardDb;
use crate::options;
use crate::place;
use crate::state::{Choice, DigimonState};
use crate::view;
use fuda_kernel::played::Rules;
use fuda_kernel::{AnswerError, Log, Outcome, Played, Seat, SeatView};
use std::sync::Arc;

/// A Digimon game behind the common trait.
pub type DigimonGame = Played<DigimonState>;

impl Rules for DigimonState {
    const NAME: &'static str = "digimon";
    type Cards = CardDb;
    type Choice = Choice;

    fn seat_count(&self) -> usize {
        self.players.len()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn pending(&self) -> Option<(Seat, &[Choice])> {
        self.decision.as_ref().map(|d| (d.seat, d.options.as_slice()))
    }

    fn prompt(&self) -> String {
        self.decision.as_ref().map(|d| options::prompt(self, d)).unwrap_or_default()
    }

    fn label(&self, choice: &Choice) -> String {
        options::label(self, choice)
    }

    fn place(&self, choice: &Choice) -> String {
        place::of_choice(self, choice)
    }

    fn apply(&mut self, index: usize) -> Result<(), AnswerError> {
        apply::answer(self, index)
    }

    fn view(&self, seat: Seat) -> SeatView {
        view::view(self, seat)
    }

    fn turn(&self) -> u32 {
        self.turn
    }

    fn log(&self) -> &Log {
        &self.log
    }

    fn set_logging(&mut self, on: bool) {
        self.logging = on;
    }

    /// Concession (1-2-4): `seat` loses at once; no effect triggers (1-2-5).
    fn concede(&mut self, seat: Seat) {
        self.outcome = Some(Outcome::win(DigimonState::opponent(seat)));
        self.decision = None;
        self.note(crate::rules::CONCEDE, |_| format!("{seat} concedes"));
    }

    /// Security cards (the way to win), DP on the battle area, hand size and memory on one's side.
    fn evaluate(&self, seat: Seat) -> f64 {
        let side = |me: Seat| {
            let p = self.player(me);
            let dp: i32 = p.battle().iter().filter_map(|u| crate::query::dp(self, me, u)).sum();
            10.0 * p.security.len() as f64 + f64::from(dp) / 1000.0 + 0.5 * p.hand.len() as f64
        };
        let memory = if seat == Seat(0) { f64::from(self.memory) } else { -f64::from(self.memory) };
        side(seat) - side(DigimonState::opponent(seat)) + 0.2 * memory
    }

    fn determinize(&self, observer: Seat, seed: u64) -> DigimonState {
        crate::determinize::determinize(self, observer, seed)
    }

    fn cards(&self) -> &Arc<CardDb> {
        &self.db
    }

    fn restore(&mut self, cards: Arc<CardDb>) {
        self.rebuild_unsaved(cards);
    }
}
