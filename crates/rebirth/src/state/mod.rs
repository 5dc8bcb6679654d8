//! The whole game state: each player's zones (4), the format and the seats (12), the turn, the
//! attack under way, and the work stack ([`steps`]) the engine runs. The state is `Clone` and
//! hashable; it holds no wall clock and no hash maps.

pub mod abilities;
pub mod counter;
pub mod known;
pub mod lasting;
pub mod steps;

use crate::cards::{Card, CardDb, CardDef};
use crate::format::{Format, Table};
use fuda_kernel::log::Log;
use fuda_kernel::objects::{CardInstance, ObjectAllocator};
use fuda_kernel::{GameRng, LogLine, ObjectId, Outcome, Seat, SeatSet};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
pub use steps::{Attack, Choice, DecisionKind, Destination, PendingDecision, Phase, Play, Step};

/// A character in the entry or a member slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Character {
    /// The card.
    pub card: Card,
    /// レスト (4.3.2.2); cards enter standing (4.3.2.3).
    pub rested: bool,
    /// 負っているダメージ (4.4.4): 0 on entering the entry (4.4.4.1).
    pub damage: i32,
    /// パートナーアタックを受けた (8.4.3.2).
    pub partner_attacked: bool,
    /// Face down: only the first entry card, until the game starts (6.2.1.2).
    pub face_down: bool,
    /// When it was placed: the newest stays (10.3.3, 10.3.4).
    pub placed: u32,
}

/// A card in the energy area (4.6): partners face up, the others face down (4.6.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EnergyCard {
    /// The card.
    pub card: Card,
    /// レスト (4.3.2.2).
    pub rested: bool,
}

/// One player's zones (4.1.1: every zone exists once per player).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    /// デッキ置場 (4.9): hidden and ordered; the last card is the top.
    pub deck: Vec<Card>,
    /// 手札 (4.10): hidden, its owner sees it.
    pub hand: Vec<Card>,
    /// エントリー (4.4): one character, several only until recovery (10.3.3).
    pub entry: Vec<Character>,
    /// メンバー (4.5): the member slots (4.5.3.1), each empty (空席) or holding one character
    /// (several only until recovery, 10.3.4).
    pub members: Vec<Vec<Character>>,
    /// エネルギー置場 (4.6).
    pub energy: Vec<EnergyCard>,
    /// Re バース置場 (4.7): public.
    pub rebirth: Vec<Card>,
    /// リタイア置場 (4.8): public.
    pub retire: Vec<Card>,
    /// 控え室 (4.11): public; the last card is the latest.
    pub waiting: Vec<Card>,
    /// 思い出置場 (4.12): public.
    pub memory: Vec<Card>,
    /// Removed from the game (除外, 5.20): in no zone; kept here only so every card stays
    /// accounted for.
    pub removed: Vec<Card>,
    /// The player has left the game (1.2.2).
    pub left: bool,
}

impl Player {
    /// Every card of the player's zones.
    pub fn cards(&self) -> impl Iterator<Item = &Card> {
        self.deck
            .iter()
            .chain(&self.hand)
            .chain(self.entry.iter().map(|c| &c.card))
            .chain(self.members.iter().flatten().map(|c| &c.card))
            .chain(self.energy.iter().map(|e| &e.card))
            .chain(&self.rebirth)
            .chain(&self.retire)
            .chain(&self.waiting)
            .chain(&self.memory)
            .chain(&self.removed)
    }

    /// Standing partners in the energy area (4.6.4).
    pub fn standing_partners(&self, db: &CardDb) -> usize {
        self.energy.iter().filter(|e| !e.rested && db.get(e.card.def).is_partner()).count()
    }

    /// Standing cards in the energy area: what energy may be paid with (5.14.1).
    pub fn standing_energy(&self) -> usize {
        self.energy.iter().filter(|e| !e.rested).count()
    }
}

/// The whole game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RebirthState {
    /// The card data (not saved; restored on load).
    #[serde(skip)]
    pub db: Arc<CardDb>,
    /// The format (12.1.1).
    pub format: Format,
    /// The players, in seat order (turn order, 12.6.2).
    pub players: Vec<Player>,
    /// The turn player.
    pub turn_player: Seat,
    /// The first player (6.2.1.4).
    pub first_player: Seat,
    /// The turn number (1 for the first turn).
    pub turn: u32,
    /// The phase or step.
    pub phase: Phase,
    /// The move to the attack phase was declared (7.4.2.5).
    pub to_attack: bool,
    /// The attack under way.
    pub attack: Option<Attack>,
    /// Whether the last check timing performed anything (7.6.6).
    pub check_acted: bool,
    /// The seats that have had a turn (12.3.1).
    pub had_turn: SeatSet,
    /// The seats that left during this turn (12.7.7).
    pub left_this_turn: SeatSet,
    /// Each team's points in Triple Team (12.9.3).
    pub points: [u8; 2],
    /// The work still to do; the last runs first.
    pub steps: Vec<Step>,
    /// The character being played, held apart while its cost is paid (9.7.2).
    pub playing: Option<Card>,
    /// The decision the engine waits for.
    pub decision: Option<PendingDecision>,
    /// The result.
    pub outcome: Option<Outcome>,
    /// The seeded generator.
    pub rng: GameRng,
    /// Fresh object ids (4.1.4).
    pub objects: ObjectAllocator,
    /// A counter for placement order (10.3.3).
    pub clock: u32,
    /// The partners each seat prepared (6.1.1.5), before they reach the hand (6.2.1.5).
    pub partners: Vec<Vec<Card>>,
    /// Names a scenario gave physical cards.
    pub aliases: Vec<(CardInstance, String)>,
    /// The log.
    pub log: Log,
    /// Whether the log is written.
    pub logging: bool,
    /// Auto abilities waiting to be played (9.8.2).
    pub pending: Vec<abilities::Pending>,
    /// Abilities being played, the last innermost (9.7.4.2).
    pub resolving: Vec<abilities::Resolving>,
    /// Once-per-turn abilities played this turn (9.2.2.1).
    pub used: Vec<abilities::Used>,
    /// Abilities that met a once-a-span trigger condition in the span (7.6.1, 8.5.1).
    pub fired: Vec<abilities::Fired>,
    /// Delayed triggers waiting (9.8.5).
    pub delayed: Vec<abilities::Delayed>,
    /// Continuous effects that effects created, until their durations end (9.3.1.2).
    pub lasting: Vec<lasting::Lasting>,
    /// Facts read once from `db` (not saved; restored with it).
    #[serde(skip)]
    pub facts: Arc<crate::cards::facts::CardFacts>,
    /// The counter process under way (9.7.3).
    pub counter: Option<counter::Counter>,
    /// 最後の情報 (9.12.1): what characters were as they left the stage, by the object that left.
    #[serde(default, skip_serializing_if = "fuda_kernel::lki::LastKnown::is_empty")]
    pub last_known: fuda_kernel::lki::LastKnown<known::Known>,
}

impl std::hash::Hash for RebirthState {
    /// Everything that affects play: not the card data, the log or the aliases.
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.format.hash(h);
        self.players.hash(h);
        self.turn_player.hash(h);
        self.first_player.hash(h);
        self.turn.hash(h);
        self.phase.hash(h);
        self.to_attack.hash(h);
        self.attack.hash(h);
        self.check_acted.hash(h);
        self.had_turn.hash(h);
        self.left_this_turn.hash(h);
        self.points.hash(h);
        self.steps.hash(h);
        self.playing.hash(h);
        self.decision.hash(h);
        self.outcome.hash(h);
        self.rng.hash(h);
        self.objects.hash(h);
        self.clock.hash(h);
        self.partners.hash(h);
        // Only when in use, so that games without abilities hash as before they existed.
        if !(self.pending.is_empty()
            && self.resolving.is_empty()
            && self.used.is_empty()
            && self.fired.is_empty()
            && self.delayed.is_empty())
        {
            self.pending.hash(h);
            self.resolving.hash(h);
            self.used.hash(h);
            self.fired.hash(h);
            self.delayed.hash(h);
        }
        if !self.lasting.is_empty() {
            self.lasting.hash(h);
        }
        if self.counter.is_some() {
            self.counter.hash(h);
        }
        if !self.last_known.is_empty() {
            self.last_known.hash(h);
        }
    }
}

impl RebirthState {
    /// An empty game of `players` with `format`, dealt from `seed`; nothing is run.
    pub fn new(db: Arc<CardDb>, format: Format, players: Vec<Player>, seed: u64, objects: ObjectAllocator) -> Self {
        let seats = players.len();
        RebirthState {
            facts: Arc::new(crate::cards::facts::CardFacts::of(&db)),
            db,
            format,
            players,
            turn_player: Seat(0),
            first_player: Seat(0),
            turn: 0,
            phase: Phase::Setup,
            to_attack: false,
            attack: None,
            check_acted: false,
            had_turn: SeatSet::default(),
            left_this_turn: SeatSet::default(),
            points: [0; 2],
            steps: Vec::new(),
            playing: None,
            decision: None,
            outcome: None,
            rng: GameRng::new(seed),
            objects,
            clock: 0,
            partners: vec![Vec::new(); seats],
            aliases: Vec::new(),
            log: Log::default(),
            logging: true,
            pending: Vec::new(),
            resolving: Vec::new(),
            used: Vec::new(),
            fired: Vec::new(),
            delayed: Vec::new(),
            lasting: Vec::new(),
            counter: None,
            last_known: Default::default(),
        }
    }

    /// The definition of a card.
    pub fn def(&self, card: &Card) -> &CardDef {
        self.db.get(card.def)
    }

    /// A player.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    /// A player, to change.
    pub fn player_mut(&mut self, seat: Seat) -> &mut Player {
        &mut self.players[seat.index()]
    }

    /// The seats as the format's relations read them.
    pub fn table(&self) -> Table {
        Table::new(self.format, self.players.iter().map(|p| p.left)).with_vacant(self.left_this_turn.iter())
    }

    /// The players taking this turn: the turn player, or in the team formats every player of
    /// the turn team still in the game (12.5.7.1.1), in seat order.
    pub fn turn_team(&self) -> Vec<Seat> {
        match self.format.teams() {
            true => self.table().allies(self.turn_player),
            false => vec![self.turn_player],
        }
    }

    /// Who takes the next turn: the next player in the turn order (12.6.2), or in the team
    /// formats the first player still in the game of the other team (12.5.7.2).
    pub fn next_turn_player(&self) -> Seat {
        let table = self.table();
        match self.format.teams() {
            true => table.opponents(self.turn_player).first().copied().unwrap_or(self.turn_player),
            false => table.next(self.turn_player),
        }
    }

    /// The seats still in the game, in turn order from the turn player (12.2.1). In the team
    /// formats every player of the turn team is a turn player (12.5.7.2), whichever of them is
    /// acting: the turn team first, left to right, then the other team (ruling R32).
    pub fn from_turn_player(&self) -> Vec<Seat> {
        let n = self.players.len();
        let first = match self.format.teams() {
            true => self.turn_team().first().copied().unwrap_or(self.turn_player),
            false => self.turn_player,
        };
        let mut out = Vec::with_capacity(n);
        out.extend((0..n).map(|k| Seat(((first.index() + k) % n) as u8)).filter(|s| !self.player(*s).left));
        out
    }

    /// A card's name, with the alias a scenario gave it.
    pub fn name_of(&self, card: &Card) -> String {
        let name = &self.def(card).name;
        match self.aliases.iter().find(|(i, _)| *i == card.instance) {
            Some((_, alias)) => format!("{name} [{alias}]"),
            None => name.clone(),
        }
    }

    /// The next placement time.
    pub fn tick(&mut self) -> u32 {
        self.clock += 1;
        self.clock
    }

    /// A public log line citing `rule`.
    pub fn note(&mut self, rule: crate::rules::Rule, text: impl FnOnce(&Self) -> String) {
        if self.logging {
            let text = text(self);
            self.log.push(LogLine::public(rule.number, text));
        }
    }

    /// A log line only `readers` (and the judge) read: a hidden card named.
    pub fn note_to(&mut self, readers: SeatSet, rule: crate::rules::Rule, text: impl FnOnce(&Self) -> String) {
        if self.logging {
            let text = text(self);
            self.log.push(LogLine::private(rule.number, text, readers));
        }
    }

    /// The seats that may see `seat`'s hidden cards: itself and, in the team formats, its
    /// teammates (12.5.6).
    pub fn insiders(&self, seat: Seat) -> SeatSet {
        let mut set = SeatSet::one(seat);
        for mate in self.table().teammates(seat) {
            set = set.with(mate);
        }
        set
    }

    /// Every card in the game, wherever it is.
    pub fn all_cards(&self) -> Vec<Card> {
        let mut out: Vec<Card> = self.players.iter().flat_map(Player::cards).copied().collect();
        out.extend(self.partners.iter().flatten().copied());
        out.extend(self.playing);
        out
    }

    /// Asks `seat` to choose one of `options`.
    pub fn ask(&mut self, seat: Seat, kind: DecisionKind, options: Vec<Choice>) {
        debug_assert!(!options.is_empty(), "a decision offers something");
        self.decision = Some(PendingDecision { seat, kind, options });
    }

    /// Takes card `id` out of `seat`'s hand.
    ///
    /// # Panics
    /// When the card is not there: only offered cards are taken.
    pub fn take_from_hand(&mut self, seat: Seat, id: ObjectId) -> Card {
        let hand = &mut self.player_mut(seat).hand;
        let i = hand.iter().position(|c| c.id == id).expect("an offered card is in the hand");
        hand.remove(i)
    }

    /// The character with object id `id` in `seat`'s entry or member slots.
    pub fn character(&self, seat: Seat, id: ObjectId) -> Option<&Character> {
        let p = self.player(seat);
        p.entry.iter().chain(p.members.iter().flatten()).find(|c| c.card.id == id)
    }
}

/// One card of each definition among `cards` that `keep` accepts, in order: cards of one
/// definition stand for one another in a choice.
pub fn distinct(cards: &[Card], keep: impl Fn(&Card) -> bool) -> Vec<ObjectId> {
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for c in cards.iter().filter(|c| keep(c)) {
        if !seen.contains(&c.def) {
            seen.push(c.def);
            out.push(c.id);
        }
    }
    out
}
