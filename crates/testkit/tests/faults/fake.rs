//! Hands, a tiny two-seat card game to test the kit's checks on, with faults to inject. Each seat
//! owns six cards (numbered 0-5 and 6-11, worth 1 to 6): three in its deck, hidden from both
//! seats, three in its hand, seen by its owner. In turn, the seat to move plays a hand card to its
//! table (public) or draws its deck's top card; with neither, it passes. Once every card is on
//! a table, the greater table wins.

use fuda_kernel::game::{clone_into_box, outcome_score};
use fuda_kernel::hash::stable_hash;
use fuda_kernel::view::{CardView, KnownCard, PlayerView, ZoneView};
use fuda_kernel::{AnswerError, Decision, Game, GameRng, InputError, LogLine, Outcome, Seat, SeatView};
use std::sync::atomic::{AtomicU64, Ordering};

/// A fault injected into the game, each breaking what one check checks.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
pub enum Fault {
    None,
    /// Drawing copies the deck's top card into the hand and leaves it on the deck.
    DrawCopies,
    /// An unoffered answer is refused after moving the turn on.
    RefusalChangesState,
    /// An answer from any seat is taken.
    AcceptsAnySeat,
    /// Once every card is on a table, the game goes on passing.
    NeverEnds,
    /// The deal reads a counter shared by all games, not only the seed.
    DealIgnoresSeed,
    /// The save leaves the turn out; a loaded game starts at turn 1.
    SaveDropsTurn,
    /// A seat's view shows the other seat's hand.
    ViewShowsOtherHand,
    /// Determinizing deals the hidden cards from where they lie, not from a sorted list.
    DealsByPlace,
    /// Options to play read "Play a card", whichever card.
    SameLabels,
}

/// Games dealt so far, for [`Fault::DealIgnoresSeed`].
static DEALT: AtomicU64 = AtomicU64::new(0);

/// The game: decks (the last card is the top), hands and tables, by seat.
#[derive(Clone, Debug, Hash)]
pub struct Hands {
    pub fault: Fault,
    pub turn: u32,
    pub zones: [[Vec<u16>; 2]; 3],
}

const DECK: usize = 0;
const HAND: usize = 1;
const TABLE: usize = 2;

fn worth(card: u16) -> u32 {
    u32::from(card % 6) + 1
}

impl Hands {
    pub fn new(seed: u64, fault: Fault) -> Hands {
        let mut rng = match fault {
            Fault::DealIgnoresSeed => GameRng::new(DEALT.fetch_add(1, Ordering::Relaxed)),
            _ => GameRng::new(seed),
        };
        let mut zones: [[Vec<u16>; 2]; 3] = Default::default();
        let [decks, hands, _] = &mut zones;
        for (first, (deck, hand)) in [0, 6].into_iter().zip(decks.iter_mut().zip(hands)) {
            let mut cards: Vec<u16> = (first..first + 6).collect();
            rng.shuffle(&mut cards);
            *hand = cards.split_off(3);
            *deck = cards;
        }
        Hands { fault, turn: 1, zones }
    }

    fn mover(&self) -> usize {
        (self.turn as usize + 1) % 2
    }

    fn all_played(&self) -> bool {
        self.zones[DECK].iter().chain(&self.zones[HAND]).all(Vec::is_empty)
    }

    fn options(&self) -> Vec<String> {
        let seat = self.mover();
        let mut options: Vec<String> = self.zones[HAND][seat]
            .iter()
            .map(|c| if self.fault == Fault::SameLabels { "Play a card".into() } else { format!("Play card {c}") })
            .collect();
        if !self.zones[DECK][seat].is_empty() {
            options.push("Draw".into());
        }
        if options.is_empty() {
            options.push("Pass".into());
        }
        options
    }

    pub fn save_text(&self) -> String {
        let turn = if self.fault == Fault::SaveDropsTurn { String::new() } else { self.turn.to_string() };
        let zones = self.zones.iter().flatten().map(|z| z.iter().map(u16::to_string).collect::<Vec<_>>().join(","));
        std::iter::once(turn).chain(zones).collect::<Vec<_>>().join(";")
    }

    pub fn load(text: &str, fault: Fault) -> Result<Hands, InputError> {
        let parts: Vec<&str> = text.split(';').collect();
        if parts.len() != 7 {
            return Err(InputError::new("a turn and six zones"));
        }
        let number = |s: &str| s.parse::<u16>().map_err(|e| InputError::new(e.to_string()));
        let mut zones: [[Vec<u16>; 2]; 3] = Default::default();
        for (i, part) in parts[1..].iter().enumerate() {
            zones[i / 2][i % 2] = part.split(',').filter(|s| !s.is_empty()).map(number).collect::<Result<_, _>>()?;
        }
        let turn = if parts[0].is_empty() { 1 } else { u32::from(number(parts[0])?) };
        Ok(Hands { fault, turn, zones })
    }

    fn known(card: u16) -> CardView {
        CardView::Known(KnownCard {
            instance: card,
            card_id: format!("H-{}", worth(card)),
            name: format!("Worth {}", worth(card)),
            states: Vec::new(),
            under: Vec::new(),
        })
    }
}

impl Game for Hands {
    fn game_name(&self) -> &'static str {
        "hands"
    }
    fn seat_count(&self) -> usize {
        2
    }
    fn decider(&self) -> Option<Seat> {
        self.outcome().is_none().then(|| Seat(self.mover() as u8))
    }
    fn option_count(&self) -> usize {
        self.decision().map_or(0, |d| d.options.len())
    }
    fn decision(&self) -> Option<Decision> {
        let seat = self.decider()?;
        Some(Decision { seat, prompt: "Play, draw or pass".into(), options: self.options() })
    }
    fn option_refs(&self) -> Vec<fuda_kernel::decision::OptionRef> {
        use fuda_kernel::decision::{OptionKind, OptionRef};
        let Some(seat) = self.decider() else { return Vec::new() };
        let plays =
            self.zones[HAND][seat.index()].iter().map(|c| OptionRef { kind: OptionKind::Play, cards: vec![*c] });
        let rest = self.options().len() - self.zones[HAND][seat.index()].len();
        let other = if self.zones[DECK][seat.index()].is_empty() { OptionKind::Pass } else { OptionKind::Play };
        plays.chain(std::iter::repeat_n(OptionRef { kind: other, cards: Vec::new() }, rest)).collect()
    }
    fn answer(&mut self, seat: Seat, index: usize) -> Result<(), AnswerError> {
        let Some(decider) = self.decider() else { return Err(AnswerError::GameOver) };
        if seat != decider && self.fault != Fault::AcceptsAnySeat {
            return Err(AnswerError::NotDeciding { seat, decider });
        }
        let offered = self.options().len();
        if index >= offered {
            if self.fault == Fault::RefusalChangesState {
                self.turn += 1;
            }
            return Err(AnswerError::NotOffered { index, offered });
        }
        let s = self.mover();
        let hand = self.zones[HAND][s].len();
        if index < hand {
            let card = self.zones[HAND][s].remove(index);
            self.zones[TABLE][s].push(card);
        } else if let Some(&top) = self.zones[DECK][s].last() {
            if self.fault != Fault::DrawCopies {
                self.zones[DECK][s].pop();
            }
            self.zones[HAND][s].push(top);
        }
        self.turn += 1;
        Ok(())
    }
    fn view(&self, seat: Seat) -> SeatView {
        let players = (0..2)
            .map(|owner| {
                let shown = owner == seat.index() || self.fault == Fault::ViewShowsOtherHand;
                let hand =
                    self.zones[HAND][owner].iter().map(|&c| if shown { Hands::known(c) } else { CardView::Hidden });
                let zones = vec![
                    ZoneView { name: "deck".into(), cards: vec![CardView::Hidden; self.zones[DECK][owner].len()] },
                    ZoneView { name: "hand".into(), cards: hand.collect() },
                    ZoneView {
                        name: "table".into(),
                        cards: self.zones[TABLE][owner].iter().map(|&c| Hands::known(c)).collect(),
                    },
                ];
                PlayerView { seat: Seat(owner as u8), values: Vec::new(), zones }
            })
            .collect();
        SeatView {
            seat,
            game: "hands".into(),
            turn: self.turn,
            turn_players: vec![Seat(self.mover() as u8)],
            phase: "main".into(),
            shared: Vec::new(),
            shared_zones: Vec::new(),
            players,
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        if !self.all_played() || self.fault == Fault::NeverEnds {
            return None;
        }
        let sums: Vec<u32> = self.zones[TABLE].iter().map(|t| t.iter().copied().map(worth).sum()).collect();
        Some(match sums[0].cmp(&sums[1]) {
            std::cmp::Ordering::Greater => Outcome::win(Seat(0)),
            std::cmp::Ordering::Less => Outcome::win(Seat(1)),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
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
    fn concede(&mut self, _seat: Seat) {}
    fn save(&self) -> String {
        self.save_text()
    }
    fn evaluate(&self, seat: Seat) -> f64 {
        let (me, other) = (seat.index(), 1 - seat.index());
        let sum = |zone: usize, s: usize| f64::from(self.zones[zone][s].iter().copied().map(worth).sum::<u32>());
        outcome_score(self.outcome(), seat).unwrap_or_else(|| sum(TABLE, me) - sum(TABLE, other) + 0.5 * sum(HAND, me))
    }
    fn determinize(&self, observer: Seat, seed: u64) -> Box<dyn Game> {
        let mut copy = self.clone();
        let other = 1 - observer.index();
        let slots = [(DECK, 0), (DECK, 1), (HAND, other)];
        let mut cards: Vec<u16> = slots.iter().flat_map(|&(z, s)| self.zones[z][s].clone()).collect();
        if self.fault != Fault::DealsByPlace {
            cards.sort_unstable();
        }
        GameRng::new(seed).shuffle(&mut cards);
        let mut dealt = cards.into_iter();
        for (z, s) in slots {
            let n = copy.zones[z][s].len();
            copy.zones[z][s] = dealt.by_ref().take(n).collect();
        }
        Box::new(copy)
    }
}
