//! Known leaks, planted in any game so a test can show the oracle finds them: [`Faulty`] wraps a
//! game's [`Secrets`] and every game it makes in a game whose view or log tells a seat the
//! other seat's hand.

use super::Secrets;
use crate::Subject;
use fuda_kernel::view::{CardView, SeatView, ZoneView};
use fuda_kernel::{AnswerError, Decision, Game, InputError, LogLine, Outcome, Seat};

/// A leak to plant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// A seat's view shows the other seat's hand as that seat sees it.
    ViewShowsHand,
    /// A seat's log ends with a public-looking line naming the cards of the other seat's hand.
    LogNamesHand,
}

/// A game's [`Secrets`] whose games all carry `fault`.
pub struct Faulty<'a> {
    /// The game.
    pub subject: &'a dyn Secrets,
    /// The leak planted.
    pub fault: Fault,
}

impl Faulty<'_> {
    fn wrap(&self, inner: Box<dyn Game>) -> Box<dyn Game> {
        Box::new(FaultyGame { inner, fault: self.fault })
    }
}

impl Subject for Faulty<'_> {
    fn name(&self) -> &'static str {
        self.subject.name()
    }

    fn start(&self, seed: u64) -> Box<dyn Game> {
        self.wrap(self.subject.start(seed))
    }

    fn load(&self, saved: &str) -> Result<Box<dyn Game>, InputError> {
        self.subject.load(saved).map(|g| self.wrap(g))
    }

    fn physical_cards(&self, game: &dyn Game) -> Vec<u16> {
        let any: &dyn std::any::Any = game;
        let inner = any.downcast_ref::<FaultyGame>().map_or(game, |f| f.inner.as_ref());
        self.subject.physical_cards(inner)
    }
}

impl Secrets for Faulty<'_> {
    fn at_rest(&self, game: &dyn Game) -> bool {
        self.subject.at_rest(game)
    }

    fn redeal_standing(&self, game: &dyn Game, observer: Seat, seed: u64) -> Box<dyn Game> {
        self.wrap(self.subject.redeal_standing(game, observer, seed))
    }
}

/// A game that leaks by its `fault`, and is otherwise `inner`.
struct FaultyGame {
    inner: Box<dyn Game>,
    fault: Fault,
}

impl FaultyGame {
    /// The other seat's hand as that seat sees it.
    fn other_hand(&self, seat: Seat) -> (Seat, Option<ZoneView>) {
        let n = u8::try_from(self.inner.seat_count()).expect("at most 8 seats");
        let other = Seat((seat.0 + 1) % n);
        let view = self.inner.view(other);
        let hand = view
            .players
            .into_iter()
            .find(|p| p.seat == other)
            .and_then(|p| p.zones.into_iter().find(|z| z.name == "hand"));
        (other, hand)
    }
}

impl Game for FaultyGame {
    fn game_name(&self) -> &'static str {
        self.inner.game_name()
    }

    fn seat_count(&self) -> usize {
        self.inner.seat_count()
    }

    fn decider(&self) -> Option<Seat> {
        self.inner.decider()
    }

    fn option_count(&self) -> usize {
        self.inner.option_count()
    }

    fn decision(&self) -> Option<Decision> {
        self.inner.decision()
    }

    fn option_refs(&self) -> Vec<fuda_kernel::decision::OptionRef> {
        self.inner.option_refs()
    }

    fn answer(&mut self, seat: Seat, index: usize) -> Result<(), AnswerError> {
        self.inner.answer(seat, index)
    }

    fn view(&self, seat: Seat) -> SeatView {
        let mut view = self.inner.view(seat);
        if self.fault == Fault::ViewShowsHand {
            let (other, hand) = self.other_hand(seat);
            let zones = view.players.iter_mut().filter(|p| p.seat == other).flat_map(|p| p.zones.iter_mut());
            for zone in zones.filter(|z| z.name == "hand") {
                *zone = hand.clone().expect("the other seat sees its own hand");
            }
        }
        view
    }

    fn outcome(&self) -> Option<Outcome> {
        self.inner.outcome()
    }

    fn state_hash(&self) -> u64 {
        self.inner.state_hash()
    }

    fn turn(&self) -> u32 {
        self.inner.turn()
    }

    fn clone_box(&self) -> Box<dyn Game> {
        Box::new(FaultyGame { inner: self.inner.clone_box(), fault: self.fault })
    }

    fn log_since(&self, from: usize, reader: Option<Seat>) -> Vec<LogLine> {
        let mut lines = self.inner.log_since(from, reader);
        if let (Fault::LogNamesHand, Some(seat)) = (self.fault, reader) {
            let (other, hand) = self.other_hand(seat);
            let names: Vec<String> = hand
                .map(|z| z.cards)
                .unwrap_or_default()
                .iter()
                .filter_map(|c| match c {
                    CardView::Known(k) => Some(k.name.clone()),
                    CardView::Hidden | CardView::Item(_) => None,
                })
                .collect();
            lines.push(LogLine::public("0", format!("{other} holds {}", names.join(", "))));
        }
        lines
    }

    fn log_len(&self) -> usize {
        self.inner.log_len()
    }

    fn set_logging(&mut self, on: bool) {
        self.inner.set_logging(on);
    }

    fn concede(&mut self, seat: Seat) {
        self.inner.concede(seat);
    }

    fn save(&self) -> String {
        self.inner.save()
    }

    fn evaluate(&self, seat: Seat) -> f64 {
        self.inner.evaluate(seat)
    }

    fn determinize(&self, observer: Seat, seed: u64) -> Box<dyn Game> {
        Box::new(FaultyGame { inner: self.inner.determinize(observer, seed), fault: self.fault })
    }
}
