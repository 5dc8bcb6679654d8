//! Z/X's rules behind the kernel's game trait: [`ZxGame`] is the kernel's [`Played`] over a
//! [`ZxState`].

use crate::cards::CardDb;
use crate::engine;
use crate::options;
use crate::state::keywords::KwChoice;
use crate::state::{Choice, Target, ZxState};
use crate::view;
use fuda_kernel::ObjectId;
use fuda_kernel::decision::OptionKind;
use fuda_kernel::played::Rules;
use fuda_kernel::{AnswerError, Log, Outcome, Played, Seat, SeatView};
use std::sync::Arc;

/// A Z/X game behind the common trait.
pub type ZxGame = Played<ZxState>;

impl Rules for ZxState {
    const NAME: &'static str = "zx";
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
            Choice::Pass => (K::Pass, Vec::new()),
            Choice::Mulligan => (K::Choose, Vec::new()),
            Choice::ToResource(c) | Choice::Play(c) | Choice::PlayExtra(c) => (K::Play, vec![c]),
            Choice::Ignite(c) | Choice::Activate { unit: c, .. } => (K::Activate, vec![c]),
            Choice::PlayFree => (K::Play, Vec::new()),
            Choice::NoPlay => (K::Decline, Vec::new()),
            Choice::Square(_) => (K::Choose, Vec::new()),
            Choice::PayWith(c) => (K::Pay, vec![c]),
            Choice::AttackWith(c) => (K::Attack, vec![c]),
            Choice::AttackUnit(c) | Choice::Target(c) => (K::Target, vec![c]),
            Choice::AttackPlayer => (K::Target, Vec::new()),
            Choice::LifeCard(_) | Choice::Trigger(_) => (K::Choose, Vec::new()),
            Choice::TrashCard(c) => (K::Choose, vec![c]),
            Choice::Accept => (K::Play, Vec::new()),
            Choice::Mode(_) | Choice::Amount(_) => (K::Choose, Vec::new()),
            Choice::Keyword(KwChoice::DenEi { card, returned }) => (K::Activate, vec![card, returned]),
            Choice::Keyword(KwChoice::ZxtendDrive { unit }) => (K::Activate, vec![unit]),
            Choice::Keyword(KwChoice::Phantom { unit, charged }) => (K::Activate, vec![unit, charged]),
            Choice::Keyword(KwChoice::Rewrite { card: c } | KwChoice::Install { unit: c }) => (K::Activate, vec![c]),
            Choice::TopToCharge => (K::Choose, Vec::new()),
            Choice::Raid(c) => (K::Activate, vec![c]),
            Choice::Keyword(KwChoice::Activate { unit }) => (K::Activate, vec![unit]),
            Choice::Keyword(KwChoice::Trance { force }) => (K::Activate, vec![force]),
            Choice::Keyword(KwChoice::GenesisRebuild { card }) => (K::Activate, vec![card]),
            Choice::CostRoute(_) => (K::Choose, Vec::new()),
            Choice::Loop(_) => (K::Choose, Vec::new()),
        }
    }

    fn instance_of(&self, id: ObjectId) -> Option<u16> {
        self.all_cards().into_iter().find(|c| c.id == id).map(|c| c.instance.0)
    }

    fn place(&self, choice: &Choice) -> String {
        let id = match *choice {
            Choice::ToResource(c)
            | Choice::Play(c)
            | Choice::PlayExtra(c)
            | Choice::Ignite(c)
            | Choice::PayWith(c)
            | Choice::AttackWith(c)
            | Choice::AttackUnit(c)
            | Choice::Target(c)
            | Choice::TrashCard(c)
            | Choice::Activate { unit: c, .. }
            | Choice::Keyword(KwChoice::DenEi { card: c, .. })
            | Choice::Keyword(KwChoice::ZxtendDrive { unit: c })
            | Choice::Keyword(KwChoice::Phantom { unit: c, .. })
            | Choice::Keyword(KwChoice::Rewrite { card: c })
            | Choice::Keyword(KwChoice::Install { unit: c }) => c,
            Choice::Raid(c) => c,
            Choice::Keyword(KwChoice::Activate { unit: c }) | Choice::Keyword(KwChoice::Trance { force: c }) => c,
            Choice::Keyword(KwChoice::GenesisRebuild { card: c }) => c,
            Choice::Pass
            | Choice::Mulligan
            | Choice::PlayFree
            | Choice::NoPlay
            | Choice::Square(_)
            | Choice::AttackPlayer
            | Choice::LifeCard(_)
            | Choice::Trigger(_)
            | Choice::Accept
            | Choice::Mode(_)
            | Choice::Amount(_)
            | Choice::TopToCharge
            | Choice::CostRoute(_)
            | Choice::Loop(_) => return String::new(),
        };
        crate::options::place(self, id)
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

    /// Concession (101.4): `seat` loses at once; nothing forces or replaces it (101.5).
    fn concede(&mut self, seat: Seat) {
        self.outcome = Some(Outcome::win(ZxState::opponent(seat)));
        self.decision = None;
        self.note(crate::rules::CONCEDE, |_| format!("{seat} concedes"));
    }

    /// Life above all (0 loses, 903.1), less the damage waiting to be dealt; the power on the
    /// board, the resources and the hand; and the damage an attack under way is about to deal.
    fn evaluate(&self, seat: Seat) -> f64 {
        let side = |me: Seat| {
            let p = self.player(me);
            let board: f64 = self
                .units()
                .filter(|(_, u)| u.controller == me && self.def(&u.card).kind.is_zx())
                .map(|(_, u)| 1.0 + f64::from(self.power(u) - u.damage).max(0.0) / 2000.0)
                .sum();
            let attack = match self.battle.map(|b| (b, self.unit(b.attacker))) {
                Some((b, Some((_, a)))) if a.controller == me => match b.target {
                    Target::Player(_) => 6.0,
                    Target::Unit(t) => self.unit(t).map_or(0.0, |(_, t)| {
                        if self.power(a) + t.damage >= self.power(t) {
                            1.0 + f64::from(self.power(t)) / 2000.0
                        } else {
                            0.0
                        }
                    }),
                },
                _ => 0.0,
            };
            8.0 * p.life.len() as f64 - 8.0 * f64::from(p.damage)
                + board
                + attack
                + 0.5 * p.resource.len() as f64
                + 0.3 * p.hand.len() as f64
                + 0.1 * p.charge.len() as f64
        };
        side(seat) - side(ZxState::opponent(seat))
    }

    fn determinize(&self, observer: Seat, seed: u64) -> ZxState {
        crate::determinize::determinize(self, observer, seed)
    }

    fn cards(&self) -> &Arc<CardDb> {
        &self.db
    }

    fn restore(&mut self, cards: Arc<CardDb>) {
        self.db = cards;
    }

    fn loop_proposal(&mut self) -> Option<&mut Option<fuda_kernel::loops::LoopProposal>> {
        Some(&mut self.loop_proposal)
    }

    fn loop_ended(&mut self, end: fuda_kernel::loops::LoopEnd) {
        crate::proposals::ended(self, end);
    }
}
