//! A two-seat toy game for the runner's tests: each turn the turn player plays a card from the
//! hand to the board, removes one from the board (it leaves the game), or passes the turn.

use crate::decision::Decision;
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
    #[serde(skip)]
    cards: Arc<Vec<String>>,
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

    fn options(&self) -> Vec<String> {
        let tp = self.turn_player.index();
        let plays = self.hands[tp].iter().map(|c| format!("Play {}", self.name(*c)));
        let removes = self.boards[tp].iter().map(|c| format!("Remove {}", self.name(*c)));
        std::iter::once("Pass".to_string()).chain(plays).chain(removes).collect()
    }

    fn note(&mut self, text: String) {
        self.log.push(LogLine { rule: "1".into(), text });
    }
}

impl Rules for Toy {
    const NAME: &'static str = "toy";
    type Cards = Vec<String>;

    fn seat_count(&self) -> usize {
        2
    }
    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    fn pending(&self) -> Option<(Seat, usize)> {
        Some((self.turn_player, self.options().len()))
    }
    fn decision(&self) -> Option<Decision> {
        Some(Decision { seat: self.turn_player, prompt: "Your move".into(), options: self.options() })
    }
    fn apply(&mut self, index: usize) -> Result<(), AnswerError> {
        let offered = self.options().len();
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
    fn fingerprint(_cards: &Vec<String>) -> u64 {
        0
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
