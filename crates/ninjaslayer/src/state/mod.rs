//! The whole game state: both players' zones (300), the shared Kotodama space (310), the turn and
//! its step, priority, the aisatsu in progress, and the work stack ([`steps`]) that the engine
//! runs. The state is `Clone` and hashable; it holds no wall clock and no hash maps.

pub mod priority;
pub mod steps;

use crate::cards::{Card, CardDb, CardDef};
use fuda_kernel::log::Log;
use fuda_kernel::modifiers::{Clock, Timestamp};
use fuda_kernel::objects::{CardInstance, ObjectAllocator};
use fuda_kernel::{GameRng, LogLine, ObjectId, Outcome, Seat};
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};
use std::sync::Arc;
pub use steps::{
    AbilityRef, Aisatsu, AisatsuTarget, Choice, Chosen, DecisionKind, Delayed, Entering, EntrySource, Lasting,
    PendingDecision, PendingTrigger, Priority, SpaceItem, StatChange, Step, TargetRef, TurnStep, Until,
};

/// Steps run without a real choice before the game is declared a draw (1501.1c). A decision with
/// a single option, such as a priority where passing is all a player can do, does not stop a
/// loop; a turn of play holds far fewer steps than this between real choices (rulings).
pub const LOOP_STEPS: u32 = 20_000;

/// A character on the field (306): its card, orientation and the damage it has taken.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Character {
    /// The card.
    pub card: Card,
    /// オジギ (tapped) or アンタイ・オジギ (untapped), 303.1.
    pub tapped: bool,
    /// 負っているダメージ (1102.4b): cleared at the end of the turn (505.3a).
    pub damage: i32,
    /// Whether its Interrupt changed an aisatsu target this turn (705.3a-1).
    pub interrupted: bool,
    /// The characters that aisatsu'd it this turn (1403.2).
    pub aisatsued_by: Vec<ObjectId>,
    /// The damage dealt to it this turn, each with its source (1102.1), cleared with its damage
    /// (505.3a): who "kills" it (1216.5a), whether it is "killed in ikusa" (1216.6), and whom a
    /// character "this damaged" is killed for.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hits: Vec<Hit>,
    /// When it arrived on the field: the timestamp of its continuous abilities (1213.3b-1).
    pub since: Timestamp,
}

/// Damage dealt to a character, with what dealt it (1102.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hit {
    /// The source (1216.3/1216.4): the card whose ability made the effect, or the character that
    /// dealt ikusa damage.
    pub source: ObjectId,
    /// Ikusa damage (1318.1).
    pub ikusa: bool,
    /// Dealt since the last character damage process: a kill at the next one is this source's
    /// (1216.5a, 1216.6).
    pub fresh: bool,
}

impl Character {
    /// The sources whose damage since the last character damage process would kill it now
    /// (1216.5a), each once, with whether ikusa damage of theirs is among it (1216.6).
    pub fn killers(&self) -> Vec<(ObjectId, bool)> {
        let mut out: Vec<(ObjectId, bool)> = Vec::new();
        for h in self.hits.iter().filter(|h| h.fresh) {
            match out.iter_mut().find(|(s, _)| *s == h.source) {
                Some((_, ikusa)) => *ikusa |= h.ikusa,
                None => out.push((h.source, h.ikusa)),
            }
        }
        out
    }

    /// Whether ikusa damage since the last character damage process is on it (1216.6).
    pub fn ikusa_hit(&self) -> bool {
        self.hits.iter().any(|h| h.fresh && h.ikusa)
    }
}

/// A card in the Ether zone (307), with its orientation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EtherCard {
    /// The card.
    pub card: Card,
    /// Tapped to pay ether (1312).
    pub tapped: bool,
}

/// A card in the Damage zone (309), face up or face down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DamageCard {
    /// The card.
    pub card: Card,
    /// Face up (the default, 303.2a) or face down (no card information, 309.1b-1).
    pub face_up: bool,
}

/// One player's zones and damage counter.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    /// デッキ置き場 (304): hidden, ordered; the last card is the top.
    pub deck: Vec<Card>,
    /// 手札 (305): hidden, its owner may look; no size limit (305.5).
    pub hand: Vec<Card>,
    /// 場 (306): the characters.
    pub field: Vec<Character>,
    /// エテル・ゾーン (307).
    pub ether: Vec<EtherCard>,
    /// オヒガン (308): public; the last card is the latest.
    pub ohigan: Vec<Card>,
    /// ダメージ・ゾーン (309).
    pub damage_zone: Vec<DamageCard>,
    /// 除外・ゾーン (311).
    pub exclusion: Vec<Card>,
    /// チェック・ゾーン (312): the card a damage check revealed.
    pub check: Vec<Card>,
    /// 負っているダメージ (1102.4a): turned into damage checks by the next rule check (1003).
    pub damage: u32,
}

impl Player {
    /// Calls `f` on every card this player's zones hold.
    pub fn for_each_card(&self, mut f: impl FnMut(&Card)) {
        for zone in [&self.deck, &self.hand, &self.ohigan, &self.exclusion, &self.check] {
            zone.iter().for_each(&mut f);
        }
        self.field.iter().for_each(|c| f(&c.card));
        self.ether.iter().for_each(|c| f(&c.card));
        self.damage_zone.iter().for_each(|c| f(&c.card));
    }

    /// How many untapped Ether-zone cards can pay (1312.1).
    pub fn untapped_ether(&self) -> usize {
        self.ether.iter().filter(|e| !e.tapped).count()
    }
}

/// The whole game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct NsState {
    /// The card definitions.
    #[serde(skip)]
    pub db: Arc<CardDb>,
    /// Both players, seat order.
    pub players: [Player; 2],
    /// コトダマ空間 (310): one, shared; the last item is the top.
    pub space: Vec<SpaceItem>,
    /// Turn number, 1 for the first turn.
    pub turn: u32,
    /// ターンプレイヤー.
    pub turn_player: Seat,
    /// Where the turn is, for views and labels.
    pub step: TurnStep,
    /// Who holds priority and how many passed in a row (802).
    pub priority: Priority,
    /// The aisatsu phase in progress (704–706).
    pub aisatsu: Option<Aisatsu>,
    /// The work stack: the last step runs next.
    pub steps: Vec<Step>,
    /// The decision the engine waits for.
    pub decision: Option<PendingDecision>,
    /// Continuous effects of resolved effects with a duration (1213).
    pub lasting: Vec<Lasting>,
    /// Triggered abilities waiting for a rule check (1209.3), one per count.
    pub triggered: Vec<PendingTrigger>,
    /// How many times each limited ability triggered this turn: card, ability index, count.
    pub triggers_this_turn: Vec<(ObjectId, u8, u8)>,
    /// Characters controlled this turn by a player other than their owner (306.4).
    pub borrowed: Vec<ObjectId>,
    /// Hidden cards revealed so that their abilities trigger, until those resolve (1209.3c).
    pub trigger_revealed: Vec<ObjectId>,
    /// Delayed triggered abilities made by effects (1209.7), until they resolve.
    pub delayed: Vec<Delayed>,
    /// Cards of hidden zones revealed to every player (1306.1) until the revealing effect ends;
    /// a card that moves is a new object and so no longer among them.
    pub revealed: Vec<ObjectId>,
    /// The characters the character damage process under way has killed (1004.1), by their
    /// identity on the field, with their card in Ohigan and their controller: a source killed in
    /// the same process still sees the kills it made, read as it was on the field (rulings).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub departed: Vec<(ObjectId, Card, Seat)>,
    /// Steps run since a player last had a real choice (a decision with two or more options):
    /// only a loop no player can stop runs up [`LOOP_STEPS`] of them (1501.1c).
    pub forced_steps: u32,
    /// Timestamps for continuous effects (1213.3b).
    pub clock: Clock,
    /// The seeded RNG.
    pub rng: GameRng,
    /// Object identities.
    pub objects: ObjectAllocator,
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
    /// Rule-cited log: saved, not hashed (a record of play, not a part of it).
    pub log: Log,
    /// Whether the log is kept (off for search).
    pub logging: bool,
    /// Names a scenario gave physical cards, shown in labels and logs: saved, not hashed (they
    /// name cards, they change no play).
    pub aliases: Vec<(CardInstance, String)>,
    /// The day of the event the cards were read at (1600), if one was given: saved so a saved
    /// game loads with the same cards, not hashed (the card fingerprint covers it).
    pub event_date: Option<crate::cards::Date>,
}

impl Hash for NsState {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.players.hash(h);
        self.space.hash(h);
        self.turn.hash(h);
        self.turn_player.hash(h);
        self.step.hash(h);
        self.priority.hash(h);
        self.aisatsu.hash(h);
        self.steps.hash(h);
        self.decision.hash(h);
        self.lasting.hash(h);
        self.triggered.hash(h);
        self.triggers_this_turn.hash(h);
        self.borrowed.hash(h);
        self.forced_steps.hash(h);
        self.revealed.hash(h);
        self.delayed.hash(h);
        self.trigger_revealed.hash(h);
        if !self.departed.is_empty() {
            self.departed.hash(h);
        }
        self.clock.hash(h);
        self.rng.hash(h);
        self.objects.hash(h);
        self.outcome.hash(h);
    }
}

impl NsState {
    /// A game about to start: these players, turn `turn` of `turn_player`, nothing pending.
    pub fn new(
        db: Arc<CardDb>,
        players: [Player; 2],
        turn: u32,
        turn_player: Seat,
        seed: u64,
        objects: ObjectAllocator,
    ) -> NsState {
        NsState {
            db,
            players,
            space: Vec::new(),
            turn,
            turn_player,
            step: TurnStep::Setup,
            priority: Priority { holder: turn_player, passes: 0 },
            aisatsu: None,
            steps: Vec::new(),
            decision: None,
            lasting: Vec::new(),
            triggered: Vec::new(),
            triggers_this_turn: Vec::new(),
            borrowed: Vec::new(),
            forced_steps: 0,
            revealed: Vec::new(),
            delayed: Vec::new(),
            trigger_revealed: Vec::new(),
            departed: Vec::new(),
            clock: Clock::default(),
            rng: GameRng::new(seed),
            objects,
            outcome: None,
            log: Log::default(),
            logging: true,
            aliases: Vec::new(),
            event_date: None,
        }
    }

    /// The opponent of `seat`.
    pub fn opponent(seat: Seat) -> Seat {
        seat.next(2)
    }

    /// A player.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    /// A player, mutably.
    pub fn player_mut(&mut self, seat: Seat) -> &mut Player {
        &mut self.players[seat.index()]
    }

    /// The definition of a card.
    pub fn def(&self, card: &Card) -> &CardDef {
        self.db.get(card.def)
    }

    /// A new object identity for a card that changes zones (302.3).
    pub fn renew(&mut self, mut card: Card) -> Card {
        self.objects.renew(&mut card);
        card
    }

    /// A character on either field, with its controller.
    pub fn character(&self, id: ObjectId) -> Option<(Seat, &Character)> {
        [Seat(0), Seat(1)]
            .into_iter()
            .find_map(|s| self.player(s).field.iter().find(|c| c.card.id == id).map(|c| (s, c)))
    }

    /// A character arriving on `seat`'s field now: untapped unless said, no damage, and its
    /// continuous abilities timestamped from now (1213.3b-1).
    pub fn arrive(&mut self, seat: Seat, card: Card, tapped: bool) {
        let since = self.clock.tick();
        self.player_mut(seat).field.push(Character {
            card,
            tapped,
            damage: 0,
            interrupted: false,
            aisatsued_by: Vec::new(),
            hits: Vec::new(),
            since,
        });
    }

    /// A character on either field, mutably.
    pub fn character_mut(&mut self, id: ObjectId) -> Option<&mut Character> {
        self.players.iter_mut().find_map(|p| p.field.iter_mut().find(|c| c.card.id == id))
    }

    /// A card's printed name with its nickname, and a scenario's alias if it has one.
    pub fn name_of(&self, card: &Card) -> String {
        let name = self.def(card).full_name();
        match self.aliases.iter().find(|(i, _)| *i == card.instance) {
            Some((_, alias)) => format!("{name} [{alias}]"),
            None => name,
        }
    }

    /// The name of a character on the field or a card waiting in the Kotodama space, for logs.
    pub fn name_of_object(&self, id: ObjectId) -> String {
        let in_space = self.space.iter().find_map(|item| match item {
            SpaceItem::Card { card, .. } if card.id == id => Some(card),
            _ => None,
        });
        match (self.character(id), in_space) {
            (Some((_, c)), _) => self.name_of(&c.card),
            (None, Some(card)) => self.name_of(card),
            (None, None) => String::new(),
        }
    }

    /// Adds a log line every seat reads, citing `rule`, if logging is on. It must name no card
    /// hidden from a seat ([`crate::visibility`]).
    pub fn note(&mut self, rule: crate::rules::Rule, text: impl FnOnce(&Self) -> String) {
        if self.logging {
            let text = text(self);
            self.log.push(LogLine::public(rule.number, text));
        }
    }

    /// [`Self::note`] for `seat` alone: a line naming cards only `seat` may identify (what it
    /// draws). The other seat reads the public line written beside it.
    pub fn note_to(&mut self, seat: Seat, rule: crate::rules::Rule, text: impl FnOnce(&Self) -> String) {
        if self.logging {
            let text = text(self);
            self.log.push(LogLine::private(rule.number, text, fuda_kernel::SeatSet::one(seat)));
        }
    }

    /// Every card in the game, wherever it is.
    pub fn all_cards(&self) -> Vec<Card> {
        let mut out = Vec::new();
        for p in &self.players {
            p.for_each_card(|c| out.push(*c));
        }
        for item in &self.space {
            if let SpaceItem::Card { card, .. } = item {
                out.push(*card);
            }
        }
        // A kotodama whose effect is being carried out is in no zone until it goes to Ohigan.
        for step in &self.steps {
            if let Step::KotodamaDone(card) = step {
                out.push(*card);
            }
        }
        out
    }
}
