//! Reバース's rules behind the kernel's game trait: [`RebirthGame`] is the kernel's [`Played`]
//! over a [`RebirthState`].

use crate::cards::CardDb;
use crate::state::{Choice, RebirthState};
use crate::{engine, options, rules, view};
use fuda_kernel::decision::OptionKind;
use fuda_kernel::played::Rules;
use fuda_kernel::{AnswerError, Log, ObjectId, Outcome, Played, Seat, SeatView};
use std::sync::Arc;

/// A Reバース game behind the common trait.
pub type RebirthGame = Played<RebirthState>;

impl Rules for RebirthState {
    const NAME: &'static str = "rebirth";
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
        let kind = match choice {
            Choice::Card(_) => K::Choose,
            Choice::Nothing => K::Decline,
            Choice::Play(_) => K::Play,
            Choice::MoveToSlot(_) => K::Move,
            Choice::SetRebirth(_) => K::Play,
            Choice::Proceed => K::Pass,
            Choice::Attack { .. } | Choice::PartnerAttack => K::Attack,
            Choice::Block(_) => K::Block,
            Choice::Rest(_) => K::Pay,
            Choice::HandOver(_) => K::Pass,
            Choice::Pending(_) => K::Order,
            Choice::Drop(_) => K::Decline,
            Choice::Activate(..) => K::Activate,
            Choice::Present(_) => K::Activate,
            Choice::Opponent(_) => K::Choose,
        };
        // The first entry card is chosen from the deck, which no view shows (6.2.1.2).
        let hidden = self.decision.as_ref().is_some_and(|d| d.kind == crate::state::DecisionKind::FirstEntry);
        (kind, options::named(choice).filter(|_| !hidden).into_iter().collect())
    }

    fn instance_of(&self, id: ObjectId) -> Option<u16> {
        self.all_cards().into_iter().find(|c| c.id == id).map(|c| c.instance.0)
    }

    fn place(&self, choice: &Choice) -> String {
        options::named(choice).map(|id| options::place(self, id)).unwrap_or_default()
    }

    fn apply(&mut self, index: usize) -> Result<(), AnswerError> {
        engine::answer(self, index)
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

    /// Concession (1.2.4): `seat` loses at once and leaves; nothing forces or replaces it.
    fn concede(&mut self, seat: Seat) {
        self.note(rules::CONCEDE, |_| format!("{seat} concedes"));
        crate::moves::lose(self, &[seat], rules::CONCEDE);
        crate::engine::run(self);
    }

    /// Retired cards above all (7 loses, 10.6.2); then the damage on the entry characters
    /// against their DEF, the members, the standing partners, the energy and the hand; for the
    /// seat's side (itself, or its team) against the best placed rival side.
    fn evaluate(&self, seat: Seat) -> f64 {
        let side = |me: Seat| {
            let p = self.player(me);
            let entry: f64 = p
                .entry
                .iter()
                .map(|c| {
                    let info = crate::abilities::info::of(self, &c.card);
                    f64::from(info.atk) * 0.3 - f64::from(c.damage) / f64::from(info.def.max(1))
                })
                .sum();
            -10.0 * p.retire.len() as f64
                + entry
                + 1.5 * p.members.iter().flatten().count() as f64
                + 0.5 * p.energy.len() as f64
                + 0.2 * p.hand.len() as f64
        };
        // In the team formats a side is a team: its players' scores summed (a team wins or
        // loses together, 12.8.3, 12.9.3); against the best placed rival side.
        let table = self.table();
        let team = |s: Seat| table.allies(s).into_iter().map(side).sum::<f64>();
        if table.allies(seat).is_empty() {
            // The seat has left, and no teammate plays on for it (12.4).
            return -1000.0;
        }
        let rivals = table.opponents(seat);
        let worst = rivals.iter().map(|&r| team(r)).fold(f64::NEG_INFINITY, f64::max);
        team(seat) - if worst.is_finite() { worst } else { 0.0 }
    }

    fn determinize(&self, observer: Seat, seed: u64) -> RebirthState {
        crate::determinize::determinize(self, observer, seed)
    }

    fn cards(&self) -> &Arc<CardDb> {
        &self.db
    }

    fn restore(&mut self, cards: Arc<CardDb>) {
        self.facts = Arc::new(crate::cards::facts::CardFacts::of(&cards));
        self.db = cards;
    }
}
