//! Known leaks, planted in any game so a test can show the oracle finds them: [`Faulty`] wraps a
//! game's [`Secrets`] and every game it makes in a game whose view or log tells a seat an
//! opponent's hand, or tells every seat which card a seat chose from its hand.

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
    /// Every answer that chooses a card of the answering seat's hand is followed by a public
    /// line naming it, even where the card goes on hidden (put face down, say).
    LogNamesChosenCard,
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
        Box::new(FaultyGame { inner, fault: self.fault, planted: Vec::new(), logging: true })
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

    fn public_reveal(&self, rule: &str) -> bool {
        self.subject.public_reveal(rule)
    }

    fn follow_other_seats(&self) -> bool {
        self.subject.follow_other_seats()
    }
}

/// A game that leaks by its `fault`, and is otherwise `inner`.
struct FaultyGame {
    inner: Box<dyn Game>,
    fault: Fault,
    /// Lines planted after answers, each after the inner log's first so many lines.
    planted: Vec<(usize, LogLine)>,
    logging: bool,
}

/// A seat's hand as `view` shows it.
fn hand_of(view: &SeatView, seat: Seat) -> Option<&ZoneView> {
    view.players.iter().find(|p| p.seat == seat).and_then(|p| p.zones.iter().find(|z| z.name == "hand"))
}

impl FaultyGame {
    /// The hand, as its owner sees it, of the first seat after `seat` whose hand `seat` does not
    /// see in full (an opponent's, not a teammate's); the next seat when none is.
    fn other_hand(&self, seat: Seat) -> (Seat, Option<ZoneView>) {
        let n = u8::try_from(self.inner.seat_count()).expect("at most 8 seats");
        let mine = self.inner.view(seat);
        let unseen = |other: &Seat| {
            hand_of(&mine, *other).is_some_and(|z| z.cards.iter().any(|c| !matches!(c, CardView::Known(_))))
        };
        let others = (1..n).map(|k| Seat((seat.0 + k) % n));
        let other = others.clone().find(unseen).unwrap_or(Seat((seat.0 + 1) % n));
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
        let chosen: Vec<String> = match (self.fault, self.logging) {
            (Fault::LogNamesChosenCard, true) => {
                let cards = self.inner.option_refs().get(index).map(|r| r.cards.clone()).unwrap_or_default();
                let view = self.inner.view(seat);
                hand_of(&view, seat)
                    .map(|z| z.cards.iter())
                    .into_iter()
                    .flatten()
                    .filter_map(|c| match c {
                        CardView::Known(k) if cards.contains(&k.instance) => Some(k.name.clone()),
                        _ => None,
                    })
                    .collect()
            }
            _ => Vec::new(),
        };
        self.inner.answer(seat, index)?;
        if !chosen.is_empty() {
            let line = LogLine::public("0", format!("{seat} chose {} from the hand", chosen.join(", ")));
            self.planted.push((self.inner.log_len(), line));
        }
        Ok(())
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
        Box::new(FaultyGame {
            inner: self.inner.clone_box(),
            fault: self.fault,
            planted: self.planted.clone(),
            logging: self.logging,
        })
    }

    fn log_since(&self, from: usize, reader: Option<Seat>) -> Vec<LogLine> {
        let mut lines = match self.planted.is_empty() {
            true => self.inner.log_since(from, reader),
            false => {
                // The inner log with the planted lines in their places, counted together.
                let mut all = Vec::new();
                let mut planted = self.planted.iter().peekable();
                for (k, line) in self.inner.log_since(0, None).into_iter().enumerate() {
                    while let Some((_, p)) = planted.next_if(|(at, _)| *at <= k) {
                        all.push(p.clone());
                    }
                    all.push(line);
                }
                all.extend(planted.map(|(_, p)| p.clone()));
                all.into_iter().skip(from).filter(|l| l.readable_by(reader)).collect()
            }
        };
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
        self.inner.log_len() + self.planted.len()
    }

    fn set_logging(&mut self, on: bool) {
        self.logging = on;
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

    /// The copy has the inner copy's log, without the planted lines.
    fn determinize(&self, observer: Seat, seed: u64) -> Box<dyn Game> {
        let inner = self.inner.determinize(observer, seed);
        Box::new(FaultyGame { inner, fault: self.fault, planted: Vec::new(), logging: self.logging })
    }
}
