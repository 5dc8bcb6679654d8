//! Ninja Slayer's rules behind the kernel's game trait: [`NinjaSlayerGame`] is the kernel's
//! [`Played`] over an [`NsState`].

use crate::cards::CardDb;
use crate::engine;
use crate::options;
use crate::place;
use crate::state::{Choice, NsState};
use crate::view;
use fuda_kernel::ObjectId;
use fuda_kernel::decision::OptionKind;
use fuda_kernel::played::Rules;
use fuda_kernel::{AnswerError, Log, Outcome, Played, Seat, SeatView};
use std::sync::Arc;

/// A Ninja Slayer game behind the common trait.
pub type NinjaSlayerGame = Played<NsState>;

impl Rules for NsState {
    const NAME: &'static str = "ninjaslayer";
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
            Choice::Pass | Choice::DoneTargeting => (K::Pass, Vec::new()),
            Choice::Enter(card) | Choice::EnterFree(card) | Choice::PlaceEther(card) => (K::Play, vec![card]),
            Choice::EnterUkemi => (K::Play, Vec::new()),
            Choice::AisatsuWith(card) => (K::Attack, vec![card]),
            Choice::InterruptWith(card) => (K::Block, vec![card]),
            Choice::TargetPlayer => (K::Target, Vec::new()),
            Choice::TargetCharacter(card) | Choice::Target(card) | Choice::TargetInSpace(card) => {
                (K::Target, vec![card])
            }
            Choice::Mode(_) | Choice::Replace(_) => (K::Choose, Vec::new()),
            Choice::ToDeck(card)
            | Choice::RecoverCard(card)
            | Choice::DiscardCard(card)
            | Choice::AmbushCard(card)
            | Choice::FoundCard(card)
            | Choice::Kill(card) => (K::Choose, vec![card]),
            Choice::Share(_) => (K::Number, Vec::new()),
            Choice::RevealToTrigger(_) => (K::Reveal, Vec::new()),
            Choice::RevealCard(card) => (K::Reveal, vec![card]),
            Choice::PayWith(card) => (K::Pay, vec![card]),
            Choice::PayTatsujin => (K::Pay, Vec::new()),
            Choice::Activate { card, .. } => (K::Activate, vec![card]),
            Choice::Trigger(_) => (K::Order, Vec::new()),
            Choice::Accept => (K::Accept, Vec::new()),
            Choice::NoEther
            | Choice::NoAisatsu
            | Choice::NoInterrupt
            | Choice::StayHidden(_)
            | Choice::NoReplacement
            | Choice::DeclineUkemi
            | Choice::FailToFind
            | Choice::Decline
            | Choice::NoTatsujin => (K::Decline, Vec::new()),
        }
    }

    fn instance_of(&self, id: ObjectId) -> Option<u16> {
        self.all_cards().into_iter().find(|c| c.id == id).map(|c| c.instance.0)
    }

    fn place(&self, choice: &Choice) -> String {
        place::of_choice(self, choice)
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

    /// Concession (103.4): `seat` leaves the game and the opponent wins; nothing replaces it.
    fn concede(&mut self, seat: Seat) {
        self.outcome = Some(Outcome::win(NsState::opponent(seat)));
        self.decision = None;
        self.note(crate::rules::CONCEDE, |_| format!("{seat} concedes"));
    }

    /// Damage-zone cards (ten lose) and damage checks on their way, the numbers of characters
    /// on the field, what the player has entered and waits in the Kotodama space, Ether and hand.
    fn evaluate(&self, seat: Seat) -> f64 {
        let s = self;
        let side = |me: Seat| {
            let p = s.player(me);
            let field: i32 = p
                .field
                .iter()
                .map(|c| crate::resolve::karate(s, c) + crate::resolve::durability(s, c) - c.damage)
                .sum();
            let waiting: f64 = s
                .space
                .iter()
                .map(|item| match item {
                    crate::state::SpaceItem::DamageCheck { controller } if *controller == me => -8.0,
                    crate::state::SpaceItem::Card { card, controller, .. } if *controller == me => {
                        let d = s.def(card);
                        1.0 + f64::from(d.karate.unwrap_or(0) + d.durability.unwrap_or(0))
                    }
                    crate::state::SpaceItem::Ability { controller, .. }
                    | crate::state::SpaceItem::Ukemi { controller, .. }
                        if *controller == me =>
                    {
                        1.0
                    }
                    _ => 0.0,
                })
                .sum();
            let pending = -8.0 * f64::from(p.damage);
            // An aisatsu under way: the ikusa damage it is about to deal (706.4).
            let attack = match s.aisatsu {
                Some(a) => match (s.character(a.attacker), a.target) {
                    (Some((owner, c)), crate::state::AisatsuTarget::Player(_)) if owner == me => {
                        8.0 * f64::from(crate::resolve::kousaku(s, c))
                    }
                    (Some((owner, c)), crate::state::AisatsuTarget::Character(t)) if owner == me => {
                        s.character(t).map_or(0.0, |(_, t)| {
                            f64::from(
                                crate::resolve::karate(s, c).min(crate::resolve::durability(s, t) - t.damage).max(0),
                            )
                        })
                    }
                    _ => 0.0,
                },
                None => 0.0,
            };
            -10.0 * p.damage_zone.len() as f64
                + pending
                + attack
                + f64::from(field)
                + waiting
                + 0.6 * p.ether.len() as f64
                + 0.3 * p.hand.len() as f64
        };
        side(seat) - side(NsState::opponent(seat))
    }

    fn determinize(&self, observer: Seat, seed: u64) -> NsState {
        crate::determinize::determinize(self, observer, seed)
    }

    fn cards(&self) -> &Arc<CardDb> {
        &self.db
    }

    fn event_date(&self) -> Option<String> {
        self.event_date.map(String::from)
    }

    fn restore(&mut self, cards: Arc<CardDb>) {
        self.db = cards;
    }
}
