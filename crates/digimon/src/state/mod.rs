//! The whole Digimon game as a value: zones, the memory gauge (1-4-2), turn and phase, the
//! queue of steps still to run, the pending decision, pending effects (15-4) and lasting
//! effects. `Clone + Serialize + PartialEq`; the card database sits behind an `Arc`.

pub mod continuous;
mod kinds;
mod lasting;
mod memo;
mod player;
pub mod runs;
mod steps;
mod unit;

pub use kinds::{EffectKinds, Shields};
pub use lasting::Lasting;
pub use memo::Memo;
pub use player::{Card, Player, Players, SmallZone};
pub use steps::{
    AbilityRef, AttackState, AttackTarget, Choice, DecisionKind, Declared, Deferred, DeleteCause, EffectCtx, EffectRun,
    Frame, LastingEffect, LastingTarget, Leave, Materials, PendingDecision, PendingEffect, Phase, RunStage, Step,
    UnitSnapshot,
};
pub use unit::{CardsSummary, Stack, Unit};

use crate::cards::ast::TimingSet;
use crate::cards::{CardDb, CardDef, CardIdx};
use fuda_kernel::lki::LastKnown;
use fuda_kernel::log::{Log, LogLine};
use fuda_kernel::modifiers::{Clock, Since};
use fuda_kernel::objects::{CardInstance, ObjectAllocator};
use fuda_kernel::pending::BatchQueue;
use fuda_kernel::replacement::ReplacementGuard;
use fuda_kernel::{GameRng, ObjectId, Outcome, Seat};
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// A copy of a list of plain values in one piece. `Vec::clone` copies element by element behind
/// a guard that counts them, which the compiler does not turn into one copy: a clone of the
/// state spent a sixth of its instructions copying decks card by card.
fn copied<T: Copy>(items: &[T]) -> Vec<T> {
    let mut copy = Vec::with_capacity(items.len());
    copy.extend_from_slice(items);
    copy
}

/// The memory gauge never goes beyond 10 on either side (1-4-2-2).
pub const MEMORY_LIMIT: i8 = 10;

/// A Digimon game in progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DigimonState {
    /// The card definitions; shared, not serialised.
    #[serde(skip)]
    pub db: Arc<CardDb>,
    /// Both players (1-1-1), by seat.
    pub players: Players,
    /// The memory gauge seen from seat 0: positive is seat 0's side (1-4-2-3).
    pub memory: i8,
    /// Whose turn it is.
    pub turn_player: Seat,
    /// Who went first (5-2-1-3).
    pub first_player: Seat,
    /// Turn number, 1 for the first turn.
    pub turn: u32,
    /// The current phase (6-1-2).
    pub phase: Phase,
    /// Whether end of turn has arrived in the current phase (6-6-1).
    pub ending: bool,
    /// The seeded RNG.
    pub rng: GameRng,
    /// Object identities.
    pub objects: ObjectAllocator,
    /// Timestamps for lasting effects.
    pub clock: Clock,
    /// Work still to do; the last step runs next.
    pub steps: Vec<Step>,
    /// The decision the game waits for.
    pub decision: Option<PendingDecision>,
    /// Pending effects in simultaneous batches (15-4-3, 15-4-5).
    pub pending: BatchQueue<PendingEffect>,
    /// Effects triggered by the process running now, not yet a batch.
    pub collected: Vec<(Seat, PendingEffect)>,
    /// Effects given by actions, with their durations.
    pub lasting: Lasting,
    /// When each continuous effect on the field began to apply (15-8-2-2/5), of those giving a
    /// modification of which the later wins: no other timestamp is read
    /// ([`crate::query::BuffKinds::LATER_WINS`]).
    pub continuous_since: Since<continuous::ContinuousKey>,
    /// The attack in progress.
    pub attack: Option<AttackState>,
    /// Deferred processing waiting for the end of the turn (18-1), with its controller.
    pub deferred: Vec<(Seat, Deferred)>,
    /// The next physical-card number, for tokens brought into the game (4-18-1).
    pub next_instance: u16,
    /// An Option card being used, in no zone (9-1-4).
    pub using: Option<Card>,
    /// Cards revealed (オープン) by the reveal being processed, 15-15-3-1: every player sees them.
    /// They stay on top of the deck until placed, so only their ids are kept here.
    pub revealed: Vec<ObjectId>,
    /// Cards a player is looking at (確認), 15-15-4: only that player sees them, and they stay
    /// in their zone meanwhile (15-15-4-3).
    pub looking: Option<(Seat, Vec<ObjectId>)>,
    /// How much the immediate window of the digivolution, use or link being declared has changed
    /// its cost: negative for a reduction (8-1-2-5, 9-1-6, 10-1-2-3).
    pub cost_change: i16,
    /// 1体 whose digivolution cards were about to be trashed by an effect when a replacement
    /// (代わりに) took its place (18-2).
    pub replaced: Vec<ObjectId>,
    /// What 1体 that left the area were like, while pending effects may still refer to them.
    pub last_known: LastKnown<UnitSnapshot>,
    /// Digimon kept from deletion by an immediate effect during the current deletion.
    pub saved: Vec<ObjectId>,
    /// Immediate effects already used on a deletion (15-8-5-4): (card, deleted 1体).
    pub interrupts: ReplacementGuard<(ObjectId, AbilityRef), ObjectId>,
    /// [Once per turn] effects used this turn (15-14-1): (card, effect index).
    pub used_this_turn: Vec<(ObjectId, AbilityRef)>,
    /// Prohibitions effects put on players, with their durations. Nearly no game has one: an
    /// empty list saves and hashes as if the field did not exist.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bans: Vec<PlayerBan>,
    /// The result, once decided.
    pub outcome: Option<Outcome>,
    /// Aliases scenarios give to physical cards, shown in labels.
    pub aliases: Vec<(CardInstance, String)>,
    /// Whether log lines are kept.
    pub logging: bool,
    /// The log.
    pub log: Log,
    /// How many answers have been given.
    pub answers: u32,
    /// What the game's cards can do at all. It follows from the two decks (from the whole card
    /// database for a state built card by card, as a scenario is), so it is neither hashed nor
    /// serialised.
    #[serde(skip)]
    pub cards_can: CardsCan,
    /// The 1体 whose being unaffected by the opponent's effects (15-15-6) is being judged right
    /// now, innermost last. A read-only query fills it for as long as it judges, so it is empty
    /// whenever the state is at rest: neither hashed nor serialised. See
    /// [`crate::query::Field::shielded`] for why.
    #[serde(skip)]
    pub judging_shields: std::cell::RefCell<Vec<ObjectId>>,
}

/// What some card of a game can do, so that the questions about the rest need not read cards.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct CardsCan {
    /// Every timing some zone-icon effect has (15-14-2..5): at any other, no hand, trash or
    /// security needs reading for triggers.
    pub zone_timings: TimingSet,
    /// Whether a card has link information (2-3-12): without one, the main phase offers no link.
    pub link: bool,
}

impl CardsCan {
    /// What these cards can do.
    pub fn of<'a>(defs: impl IntoIterator<Item = &'a crate::cards::CardDef>) -> CardsCan {
        defs.into_iter().fold(CardsCan::default(), |can, def| CardsCan {
            zone_timings: can.zone_timings.union(def.derived.zone_timings),
            link: can.link || def.link.is_some(),
        })
    }
}

impl Hash for DigimonState {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.players.hash(h);
        self.memory.hash(h);
        self.turn_player.hash(h);
        self.first_player.hash(h);
        self.turn.hash(h);
        self.phase.hash(h);
        self.ending.hash(h);
        self.rng.hash(h);
        self.objects.hash(h);
        self.clock.hash(h);
        self.steps.hash(h);
        self.decision.hash(h);
        self.pending.hash(h);
        self.collected.hash(h);
        self.lasting.hash(h);
        self.continuous_since.hash(h);
        self.attack.hash(h);
        self.deferred.hash(h);
        self.next_instance.hash(h);
        self.using.hash(h);
        self.revealed.hash(h);
        self.looking.hash(h);
        self.cost_change.hash(h);
        self.replaced.hash(h);
        self.last_known.hash(h);
        self.saved.hash(h);
        self.interrupts.hash(h);
        self.used_this_turn.hash(h);
        if !self.bans.is_empty() {
            self.bans.hash(h);
        }
        self.outcome.hash(h);
        self.answers.hash(h);
    }
}

impl DigimonState {
    /// Makes a state read back from its serialised form whole again: the fields that are not
    /// saved are the card database (shared, given here) and what follows from the cards
    /// ([`CardsCan`], worked out from the whole database: more than the decks need, which only
    /// costs time, never changes an option). Caches fill again as they are read. Without this
    /// a resumed game lost its zone-icon triggers and link options, and played on differently.
    pub fn rebuild_unsaved(&mut self, db: Arc<CardDb>) {
        self.cards_can = CardsCan::of(db.iter().map(|(_, def)| def));
        self.db = db;
    }

    /// The cost of the procedure being declared after its window's changes, never below 0 (1-3-9).
    pub fn changed_cost(&self, cost: u8) -> u8 {
        u8::try_from((i16::from(cost) + self.cost_change).clamp(0, 255)).unwrap_or(u8::MAX)
    }

    /// The same, using the changes up: they apply to one payment only.
    pub fn take_changed_cost(&mut self, cost: u8) -> u8 {
        let changed = self.changed_cost(cost);
        self.cost_change = 0;
        changed
    }

    /// The definition of a card.
    pub fn def(&self, card: &Card) -> &CardDef {
        self.db.get(card.def)
    }

    /// The definition at an index.
    pub fn def_at(&self, idx: CardIdx) -> &CardDef {
        self.db.get(idx)
    }

    /// A player.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    /// A player, mutably.
    pub fn player_mut(&mut self, seat: Seat) -> &mut Player {
        &mut self.players[seat.index()]
    }

    /// How many times this turn the effect was used (15-14-1).
    pub fn uses_this_turn(&self, card: ObjectId, ability: AbilityRef) -> usize {
        self.used_this_turn.iter().filter(|u| **u == (card, ability)).count()
    }

    /// The other player of two.
    pub fn opponent(seat: Seat) -> Seat {
        seat.next(2)
    }

    /// The non-turn player.
    pub fn non_turn_player(&self) -> Seat {
        Self::opponent(self.turn_player)
    }

    /// Turn player first, then the other (15-4-3-5, 1-3-5).
    pub fn seat_order(&self) -> [Seat; 2] {
        [self.turn_player, self.non_turn_player()]
    }

    /// Memory from `seat`'s point of view: positive is its own side (1-4-2-3).
    pub fn memory_for(&self, seat: Seat) -> i8 {
        if seat.0 == 0 { self.memory } else { -self.memory }
    }

    /// Sets memory as seen from `seat`, clamped to the gauge (1-4-2-2).
    pub fn set_memory_for(&mut self, seat: Seat, value: i8) {
        let v = value.clamp(-MEMORY_LIMIT, MEMORY_LIMIT);
        self.memory = if seat.0 == 0 { v } else { -v };
    }

    /// Whether `seat` can pay `cost` without pushing the marker past the opponent's 10.
    pub fn can_pay(&self, seat: Seat, cost: u8) -> bool {
        i16::from(cost) <= self.most_payable(seat)
    }

    /// The highest cost `seat` can pay now ([`Self::can_pay`]), for a question that compares
    /// many costs with it.
    pub fn most_payable(&self, seat: Seat) -> i16 {
        i16::from(self.memory_for(seat)) + i16::from(MEMORY_LIMIT)
    }

    /// Pays a cost: the marker moves toward the opponent's side (4-1-1).
    pub fn pay(&mut self, seat: Seat, cost: u8) {
        let m = i16::from(self.memory_for(seat)) - i16::from(cost);
        self.set_memory_for(seat, i8::try_from(m.max(-i16::from(MEMORY_LIMIT))).expect("clamped to the gauge"));
    }

    /// Adds a log line every seat reads, citing `rule`, if logging is on; `text` is only built
    /// when it is. It must name no card hidden from a seat ([`crate::visibility`]).
    pub fn note(&mut self, rule: crate::rules::Rule, text: impl FnOnce(&Self) -> String) {
        if self.logging {
            self.write_note(rule, None, text);
        }
    }

    /// [`Self::note`] for `seat` alone: a line naming cards only `seat` may identify (what it
    /// draws, what it looks at). The other seat reads the public line written beside it.
    pub fn note_to(&mut self, seat: Seat, rule: crate::rules::Rule, text: impl FnOnce(&Self) -> String) {
        if self.logging {
            self.write_note(rule, Some(fuda_kernel::SeatSet::one(seat)), text);
        }
    }

    /// [`Self::note`] with logging on. Kept out of line and cold: playouts and search run with
    /// logging off, and the text's formatting would otherwise sit in every process that notes.
    #[cold]
    #[inline(never)]
    fn write_note(
        &mut self,
        rule: crate::rules::Rule,
        readers: Option<fuda_kernel::SeatSet>,
        text: impl FnOnce(&Self) -> String,
    ) {
        let line = LogLine { rule: rule.number.to_string(), text: text(self), readers };
        self.log.push(line);
    }

    /// A card's name as labels show it: with its alias, if a scenario gave one.
    pub fn card_label(&self, card: &Card) -> String {
        let name = &self.def(card).name;
        match self.aliases.iter().find(|(i, _)| *i == card.instance) {
            Some((_, alias)) => format!("{name} [{alias}]"),
            None => name.clone(),
        }
    }

    /// The label of a 1体: its top card's.
    pub fn unit_label(&self, unit: &Unit) -> String {
        self.card_label(unit.top())
    }

    /// The label of a 1体 for a log line written after it changes or leaves: empty when logging
    /// is off, so that nothing is built for a line never written.
    pub fn label_for_log(&self, unit: &Unit) -> String {
        if self.logging { self.unit_label(unit) } else { String::new() }
    }

    /// A fresh object id.
    pub fn fresh(&mut self) -> ObjectId {
        self.objects.fresh()
    }

    /// Gives a card a new identity as it changes zones (3-1-3-1).
    pub fn renew(&mut self, mut card: Card) -> Card {
        self.objects.renew(&mut card);
        card
    }

    /// The 1体 with this id, and its controller, wherever it is in an area.
    pub fn find_unit(&self, id: ObjectId) -> Option<(Seat, &Unit)> {
        for seat in [Seat(0), Seat(1)] {
            let p = self.player(seat);
            if let Some(u) = p.battle().iter().find(|u| u.id == id) {
                return Some((seat, u));
            }
            if let Some(u) = p.breeding.as_ref().filter(|u| u.id == id) {
                return Some((seat, u));
            }
        }
        None
    }

    /// The 1体 with this id in a battle area.
    pub fn battle_unit(&self, id: ObjectId) -> Option<(Seat, &Unit)> {
        [Seat(0), Seat(1)].into_iter().find_map(|s| self.player(s).battle().iter().find(|u| u.id == id).map(|u| (s, u)))
    }

    /// Puts a 1体 at the end of `seat`'s battle area ([`Player::push_battle`]).
    pub fn push_battle(&mut self, seat: Seat, unit: Unit) {
        self.players[seat.index()].push_battle(&self.db, unit);
    }

    /// Takes the 1体 at `index` out of `seat`'s battle area ([`Player::remove_battle`]).
    pub fn remove_battle(&mut self, seat: Seat, index: usize) -> Unit {
        self.players[seat.index()].remove_battle(&self.db, index)
    }

    /// The 1体 with this id in a battle area, mutably.
    pub fn battle_unit_mut(&mut self, id: ObjectId) -> Option<&mut Unit> {
        self.players.iter_mut().find_map(|p| p.battle_unit_mut(id))
    }

    /// Suspends (`true`) or makes active the battle-area 1体 with this id, if there is one (4-11).
    /// Not through [`DigimonState::battle_unit_mut`]: what the battle area remembers does not
    /// depend on it.
    pub fn set_suspended(&mut self, id: ObjectId, suspended: bool) {
        for p in self.players.iter_mut() {
            if p.set_suspended(id, suspended) {
                return;
            }
        }
    }

    /// The 1体 with this id in any area, mutably.
    pub fn unit_mut(&mut self, id: ObjectId) -> Option<&mut Unit> {
        self.players.iter_mut().find_map(|p| p.unit_mut(id))
    }

    /// Every physical card the game holds, with where it is, for invariants and views.
    pub fn all_cards(&self) -> Vec<Card> {
        let mut out = Vec::new();
        for p in self.players.iter() {
            p.for_each_card(|c| out.push(*c));
        }
        out.extend(self.using);
        if let Some(a) = &self.attack {
            out.extend(a.checked);
        }
        out
    }
}

/// A prohibition on a player, made by an effect (15-1-3), while it lasts.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerBan {
    /// The player who may not.
    pub seat: Seat,
    /// What they may not do.
    pub ban: crate::cards::ast::Ban,
    /// How long.
    pub until: crate::cards::ast::Duration,
    /// The turn it was made.
    pub turn: u32,
    /// Whose effect made it: filters are read as that player sees them.
    pub controller: Seat,
}
