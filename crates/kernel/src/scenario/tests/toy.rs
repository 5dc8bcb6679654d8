//! A two-seat toy game for the runner's tests: each turn the turn player plays a card from the
//! hand to the board, removes one from the board (it leaves the game), or passes the turn.

use crate::catalog::CardData;
use crate::error::{AnswerError, InputError};
use crate::game::Outcome;
use crate::ids::Seat;
use crate::log::{Log, LogLine};
use crate::objects::CardInstance;
use crate::played::Rules;
use crate::scenario::{Diffs, NoKeys, Place, ScenarioChecks, ScenarioFile, ScenarioGame};
use crate::view::{CardView, KnownCard, PlayerView, SeatView, ZoneView};
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// The toy's state.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Toy {
    turn: u32,
    turn_player: Seat,
    hands: [Vec<u16>; 2],
    boards: [Vec<u16>; 2],
    aliases: Vec<(CardInstance, String)>,
    log: Log,
    outcome: Option<Outcome>,
    /// The turn player's moves now: pass, then each hand card to play, then each board card to
    /// remove.
    moves: Vec<Move>,
    #[serde(skip)]
    cards: Arc<Vec<String>>,
}

/// One move of the toy.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub enum Move {
    Pass,
    Play(u16),
    Remove(u16),
}

impl CardData for Vec<String> {
    fn fingerprint(&self) -> u64 {
        crate::hash::stable_hash(self)
    }
}

impl Hash for Toy {
    fn hash<H: Hasher>(&self, h: &mut H) {
        (self.turn, self.turn_player, &self.hands, &self.boards, self.outcome).hash(h);
    }
}

/// The toy's `[setup]`: each player's hand, as aliases of "Toy Token" cards.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ToySetup {
    p1: Vec<String>,
    p2: Vec<String>,
}

impl Toy {
    fn name(&self, instance: u16) -> String {
        let alias = self.aliases.iter().find(|(i, _)| i.0 == instance).map(|(_, a)| a.as_str()).unwrap_or("?");
        format!("Toy Token [{alias}]")
    }

    fn refresh(&mut self) {
        let tp = self.turn_player.index();
        let plays = self.hands[tp].iter().map(|c| Move::Play(*c));
        let removes = self.boards[tp].iter().map(|c| Move::Remove(*c));
        self.moves = std::iter::once(Move::Pass).chain(plays).chain(removes).collect();
    }

    fn note(&mut self, text: String) {
        self.log.push(LogLine::public("1", text));
    }
}

impl Rules for Toy {
    const NAME: &'static str = "toy";
    type Cards = Vec<String>;
    type Choice = Move;

    fn seat_count(&self) -> usize {
        2
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    fn pending(&self) -> Option<(Seat, &[Move])> {
        Some((self.turn_player, &self.moves))
    }
    fn prompt(&self) -> String {
        "Your move".into()
    }
    fn label(&self, choice: &Move) -> String {
        match choice {
            Move::Pass => "Pass".into(),
            Move::Play(c) => format!("Play {}", self.name(*c)),
            Move::Remove(c) => format!("Remove {}", self.name(*c)),
        }
    }
    fn place(&self, _: &Move) -> String {
        String::new()
    }
    fn refers(&self, choice: &Move) -> (crate::decision::OptionKind, Vec<crate::ids::ObjectId>) {
        use crate::decision::OptionKind as K;
        match *choice {
            Move::Pass => (K::Pass, Vec::new()),
            Move::Play(c) => (K::Play, vec![crate::ids::ObjectId(u32::from(c))]),
            Move::Remove(c) => (K::Choose, vec![crate::ids::ObjectId(u32::from(c))]),
        }
    }
    fn instance_of(&self, id: crate::ids::ObjectId) -> Option<u16> {
        u16::try_from(id.0).ok()
    }
    fn apply(&mut self, index: usize) -> Result<(), AnswerError> {
        let offered = self.moves.len();
        let tp = self.turn_player.index();
        let hand = self.hands[tp].len();
        if index == 0 {
            self.note(format!("{} passes", self.turn_player));
            self.turn += 1;
            self.turn_player = self.turn_player.next(2);
        } else if index <= hand {
            let card = self.hands[tp].remove(index - 1);
            self.boards[tp].push(card);
            self.note(format!("{} is played", self.name(card)));
        } else if index < offered {
            let card = self.boards[tp].remove(index - 1 - hand);
            self.note(format!("{} leaves the game", self.name(card)));
        } else {
            return Err(AnswerError::NotOffered { index, offered });
        }
        self.refresh();
        Ok(())
    }
    fn view(&self, seat: Seat) -> SeatView {
        let known = |c: &u16| {
            CardView::Known(KnownCard {
                instance: *c,
                card_id: "T".into(),
                name: self.name(*c),
                states: Vec::new(),
                under: Vec::new(),
            })
        };
        let players = Seat::all(2)
            .map(|s| PlayerView {
                seat: s,
                values: Vec::new(),
                zones: vec![
                    ZoneView {
                        name: "hand".into(),
                        cards: self.hands[s.index()]
                            .iter()
                            .map(|c| if s == seat { known(c) } else { CardView::Hidden })
                            .collect(),
                    },
                    ZoneView { name: "board".into(), cards: self.boards[s.index()].iter().map(known).collect() },
                ],
            })
            .collect();
        SeatView {
            seat,
            game: "toy".into(),
            turn: self.turn,
            turn_players: vec![self.turn_player],
            phase: "Main phase".into(),
            shared: Vec::new(),
            shared_zones: Vec::new(),
            players,
        }
    }
    fn turn(&self) -> u32 {
        self.turn
    }
    fn log(&self) -> &Log {
        &self.log
    }
    fn set_logging(&mut self, _on: bool) {}
    fn concede(&mut self, seat: Seat) {
        self.outcome = Some(Outcome::win(seat.next(2)));
    }
    fn evaluate(&self, _seat: Seat) -> f64 {
        0.0
    }
    fn determinize(&self, _observer: Seat, _seed: u64) -> Self {
        self.clone()
    }
    fn cards(&self) -> &Arc<Vec<String>> {
        &self.cards
    }
    fn restore(&mut self, cards: Arc<Vec<String>>) {
        self.cards = cards;
    }
}

impl ScenarioGame for Toy {
    const TITLE: &'static str = "Toy";
    const SEATS: usize = 2;
    const RULES: &'static [crate::rules::Rule] = &[crate::rules::Rule { number: "1", title: "Toy rule" }];
    const DEFAULT_SEED: u64 = 0;
    const CARD_VERBS: &'static [&'static str] = &["Play", "Remove"];
    type RawCard = String;
    type Setup = ToySetup;
    type Error = InputError;

    fn scenario_cards(
        demo: &Vec<String>,
        file: &ScenarioFile<Self>,
        _source: &str,
    ) -> Result<Arc<Vec<String>>, InputError> {
        Ok(Arc::new(demo.iter().chain(&file.card).cloned().collect()))
    }
    fn card_words(cards: &Vec<String>) -> Vec<String> {
        cards.to_vec()
    }
    fn build(cards: Arc<Vec<String>>, file: &ScenarioFile<Self>) -> Result<Self, InputError> {
        let setup = file.setup.as_ref().ok_or_else(|| InputError::new("missing [setup]").field("setup"))?;
        let mut toy = Toy {
            turn: 1,
            turn_player: Seat(0),
            hands: Default::default(),
            boards: Default::default(),
            aliases: Vec::new(),
            log: Log::default(),
            outcome: None,
            moves: Vec::new(),
            cards,
        };
        let mut next = 0;
        for (seat, hand) in [&setup.p1, &setup.p2].into_iter().enumerate() {
            for alias in hand {
                toy.aliases.push((CardInstance(next), alias.clone()));
                toy.hands[seat].push(next);
                next += 1;
            }
        }
        toy.refresh();
        Ok(toy)
    }
    fn refused_decks(_error: &InputError) -> Option<Vec<String>> {
        None
    }
}

impl ScenarioChecks for Toy {
    const COUNTS: &'static [&'static str] = &["hand", "board"];
    type Expect = NoKeys;
    type CardKeys = NoKeys;

    fn aliases(&self) -> &[(CardInstance, String)] {
        &self.aliases
    }
    fn locate(&self, instance: u16) -> Option<Place> {
        Seat::all(2).find_map(|seat| {
            let zones = [("hand", &self.hands[seat.index()]), ("board", &self.boards[seat.index()])];
            zones.into_iter().find(|(_, cards)| cards.contains(&instance)).map(|(zone, _)| Place {
                zone,
                seat,
                from_top: None,
            })
        })
    }
    fn count(&self, seat: Seat, name: &str) -> i64 {
        let cards = if name == "hand" { &self.hands } else { &self.boards };
        i64::try_from(cards[seat.index()].len()).unwrap_or(i64::MAX)
    }
    fn check_card(&self, _instance: u16, _name: &str, _keys: &NoKeys, _out: &mut Diffs) {}
    fn check_own(&self, _keys: &NoKeys, _out: &mut Diffs) {}
}
