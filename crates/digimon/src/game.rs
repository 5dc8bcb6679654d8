//! Digimon's rules behind the kernel's game trait: [`DigimonGame`] is the kernel's
//! [`Played`] over a [`DigimonState`].

use crate::apply;
use crate::cards::CardDb;
use crate::options;
use crate::place;
use crate::state::{AttackTarget, Choice, DigimonState};
use crate::view;
use fuda_kernel::ObjectId;
use fuda_kernel::decision::OptionKind;
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

    fn refers(&self, choice: &Choice) -> (OptionKind, Vec<ObjectId>) {
        use OptionKind as K;
        match *choice {
            Choice::Mulligan(false) | Choice::Yes => (K::Accept, Vec::new()),
            Choice::Mulligan(true) | Choice::No | Choice::NoBlock => (K::Decline, Vec::new()),
            Choice::Hatch => (K::Play, Vec::new()),
            Choice::Move => (K::Move, Vec::new()),
            Choice::StayInBreeding | Choice::Pass | Choice::Done => (K::Pass, Vec::new()),
            Choice::Play(card) | Choice::Use(card) | Choice::PlayWith { card, .. } => (K::Play, vec![card]),
            Choice::Link { card, onto } => (K::Play, vec![card, onto]),
            Choice::Digivolve { card, onto, .. } => (K::Evolve, vec![card, onto]),
            Choice::Jogress { card, first, second, .. } => (K::Evolve, vec![card, first, second]),
            Choice::Burst { card, onto, tamer } => (K::Evolve, vec![card, onto, tamer]),
            Choice::AppFusion { card, onto, link } => (K::Evolve, vec![card, onto, link]),
            Choice::Attack { attacker, target: AttackTarget::Player } => (K::Attack, vec![attacker]),
            Choice::Attack { attacker, target: AttackTarget::Digimon(target) } => (K::Attack, vec![attacker, target]),
            Choice::Activate { card, .. } | Choice::ActivateFrom { card, .. } | Choice::Counter { card, .. } => {
                (K::Activate, vec![card])
            }
            Choice::Block(blocker) => (K::Block, vec![blocker]),
            Choice::Pending(_) => (K::Order, Vec::new()),
            Choice::Pick(card) => (K::Choose, vec![card]),
            Choice::Number(_) => (K::Number, Vec::new()),
            // A face-down card is named by its place, never by its id.
            Choice::End(_) => (K::Choose, Vec::new()),
        }
    }

    fn instance_of(&self, id: ObjectId) -> Option<u16> {
        self.all_cards().into_iter().find(|c| c.id == id).map(|c| c.instance.0)
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
