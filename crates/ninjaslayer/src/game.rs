//! The kernel's game trait for Ninja Slayer TCG.

use crate::engine;
use crate::options;
use crate::place;
use crate::state::NsState;
use crate::view;
use fuda_kernel::hash::stable_hash;
use fuda_kernel::{AnswerError, Decision, Game, LogLine, Outcome, Seat, SeatView};

/// A Ninja Slayer game behind the common trait.
#[derive(Clone, Debug)]
pub struct NinjaSlayerGame {
    /// The whole state.
    pub state: NsState,
}

impl Game for NinjaSlayerGame {
    fn game_name(&self) -> &'static str {
        "ninjaslayer"
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
        engine::answer(&mut self.state, index)
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

    /// Damage-zone cards (ten lose) and damage checks on their way, the numbers of characters
    /// on the field, what the player has entered and waits in the Kotodama space, Ether and hand.
    fn evaluate(&self, seat: Seat) -> f64 {
        let s = &self.state;
        if let Some(score) = fuda_kernel::game::outcome_score(s.outcome, seat) {
            return score;
        }
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

    fn determinize(&self, observer: Seat, seed: u64) -> Box<dyn Game> {
        Box::new(NinjaSlayerGame { state: crate::determinize::determinize(&self.state, observer, seed) })
    }

    fn state_size(&self) -> usize {
        serde_json::to_vec(&self.state).map_or(0, |v| v.len())
    }

    /// Concession (103.4): `seat` leaves the game and the opponent wins; nothing replaces it.
    fn concede(&mut self, seat: Seat) {
        if self.state.outcome.is_none() {
            self.state.outcome = Some(Outcome::Win(NsState::opponent(seat)));
            self.state.decision = None;
            self.state.note(crate::rules::CONCEDE, |_| format!("{seat} concedes"));
        }
    }
}
