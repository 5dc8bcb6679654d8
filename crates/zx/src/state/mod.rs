//! The whole game state: the shared board of squares (303), Temporary (310), each player's zones
//! (301.2b), the turn and the battle in progress, and the work stack ([`steps`]) the engine runs.
//! The state is `Clone` and hashable; it holds no wall clock and no hash maps.

pub mod composite;
pub mod costs;
pub mod frame;
pub mod keyword_gains;
pub mod keyword_records;
pub mod keywords;
pub mod last_public;
pub mod links;
pub mod markers;
pub mod reader;
pub mod records;
pub mod shared;
pub mod steps;
pub mod sympathy;

use crate::board::Square;
use crate::cards::{Card, CardDb, CardDef};
use fuda_kernel::log::Log;
use fuda_kernel::objects::{CardInstance, ObjectAllocator};
use fuda_kernel::{GameRng, LogLine, ObjectId, Outcome, Seat};
use serde::{Deserialize, Serialize};
use std::hash::{Hash, Hasher};
use std::sync::Arc;
pub use steps::{Battle, Choice, DecisionKind, Origin, PendingDecision, Playing, Step, Target, TurnStep};

/// A card on a square (303): a Player card, Z/X or Ascension, with its controller and states.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Unit {
    /// The card.
    pub card: Card,
    /// 支配者 (302.1b).
    pub controller: Seat,
    /// スリープ (302.2); cards enter squares in Reboot (303.5a).
    pub sleeping: bool,
    /// The damage it has taken (1002.1), reset at the end of the turn (507.6).
    pub damage: i32,
    /// When it was put on the square: the newest and oldest of 905.1–905.2.
    pub placed: u32,
    /// Power changes "until end of turn" (811.3b), gone when the turn ends (507.8).
    #[serde(default)]
    pub boost: i32,
}

/// An automatic ability in its triggered state (808.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Triggered {
    /// The ability's controller (302.1c): who plays it (808.2).
    pub seat: Seat,
    /// The card with the ability, as it was when the ability triggered (808.3).
    pub source: Card,
    /// The ability's index among the card's abilities.
    pub index: u8,
    /// A delayed ability (808.4) instead, by its number among [`ZxState::delayed`].
    #[serde(default)]
    pub delayed: Option<u32>,
    /// The Shift on the source whose printed ability this is (202.8e); `index` counts among
    /// that Shift's abilities.
    #[serde(default)]
    pub via: Option<Card>,
}

impl Hash for Triggered {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.seat.hash(h);
        self.source.hash(h);
        self.index.hash(h);
        // Only when set, so that games without delayed abilities keep their fingerprints.
        if let Some(id) = self.delayed {
            id.hash(h);
        }
        if let Some(shift) = &self.via {
            shift.hash(h);
        }
    }
}

/// A card in Resource (308), Reboot or Sleep (302.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ResourceCard {
    /// The card.
    pub card: Card,
    /// Slept to pay a cost (805.3d).
    pub sleeping: bool,
}

/// A card in Dynamis (313), face down unless turned face up (313.2a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DynamisCard {
    /// The card.
    pub card: Card,
    /// Face up: public (313.2a).
    pub face_up: bool,
}

/// One player's zones (301.2b) and records.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    /// デッキゾーン (304): hidden; the last card is the top.
    pub deck: Vec<Card>,
    /// 手札 (309): hidden, its owner sees it.
    pub hand: Vec<Card>,
    /// トラッシュ (305): public; the last card is the latest.
    pub trash: Vec<Card>,
    /// チャージ (306): public.
    pub charge: Vec<Card>,
    /// ライフ (307): hidden; the last card is the top (307.2).
    pub life: Vec<Card>,
    /// リソース (308): public.
    pub resource: Vec<ResourceCard>,
    /// リムーブゾーン (311): public.
    pub remove: Vec<Card>,
    /// デュナミス (313).
    pub dynamis: Vec<DynamisCard>,
    /// The card prepared with the Player card (401.8, 402.1b): a Z/X OB bottom half or a PL EX,
    /// face down; its owner may look at it (202.7c, 202.10b).
    pub partner: Vec<Card>,
    /// The damage recorded for the player (907.1), dealt one point at a time by 907.2.
    pub damage: u32,
    /// The charge limit (306.2a); `None` when an effect removes it.
    pub charge_limit: Option<u8>,
    /// The hand limit (309.2b); `None` when an effect removes it (309.2c).
    pub hand_limit: Option<u8>,
    /// A virtual player card on the player square (1206): the player prepared no Player card.
    pub virtual_player: bool,
    /// Whether the player played an Extra card from Dynamis this turn (506.2).
    pub extra_played: bool,
}

impl Player {
    /// The cards of the zone `pile` as a list, bottom first; none for the squares and Resource,
    /// which hold units and resources.
    pub fn pile_mut(&mut self, pile: crate::cards::effect::Pile) -> Option<&mut Vec<Card>> {
        use crate::cards::effect::Pile;
        match pile {
            Pile::Hand => Some(&mut self.hand),
            Pile::Trash => Some(&mut self.trash),
            Pile::Charge => Some(&mut self.charge),
            Pile::Deck => Some(&mut self.deck),
            Pile::Remove => Some(&mut self.remove),
            Pile::Life => Some(&mut self.life),
            Pile::Square | Pile::Resource => None,
        }
    }

    /// Calls `f` on every card of this player's own zones.
    pub fn for_each_card(&self, mut f: impl FnMut(&Card)) {
        for zone in [&self.deck, &self.hand, &self.trash, &self.charge, &self.life, &self.remove, &self.partner] {
            zone.iter().for_each(&mut f);
        }
        self.resource.iter().for_each(|r| f(&r.card));
        self.dynamis.iter().for_each(|d| f(&d.card));
    }

    /// Puts `card` into Dynamis face up (911.1).
    pub fn to_dynamis_face_up(&mut self, card: Card) {
        self.dynamis.push(DynamisCard { card, face_up: true });
    }

    /// How many Reboot resources the player has (805.3).
    pub fn reboot_resources(&self) -> usize {
        self.resource.iter().filter(|r| !r.sleeping).count()
    }
}

/// The whole game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ZxState {
    /// The card definitions.
    #[serde(skip)]
    pub db: Arc<CardDb>,
    /// Both players, seat order.
    pub players: [Player; 2],
    /// スクエア (303): the nine squares and what lies on each, in the order it was put there.
    pub squares: [Vec<Unit>; 9],
    /// テンポラリー (310): cards being played and resolved, with their controllers.
    pub temporary: Vec<(Card, Seat)>,
    /// Turn number, 1 for the first turn.
    pub turn: u32,
    /// ターンプレイヤー (501.2).
    pub turn_player: Seat,
    /// 先攻プレイヤー (402.1i).
    pub first_player: Seat,
    /// Where the turn is.
    pub step: TurnStep,
    /// The battle in progress (600).
    pub battle: Option<Battle>,
    /// A hidden card revealed to every player (1006.1) until it moves: the card an ignition
    /// turned over (505.3a) or the Life card player damage chose (907.2c).
    pub revealed: Option<ObjectId>,
    /// The work stack: the last step runs next.
    pub steps: Vec<Step>,
    /// The decision the engine waits for.
    pub decision: Option<PendingDecision>,
    /// The automatic abilities in their triggered state (808.1), each once per trigger
    /// (808.1b), in the order they triggered.
    #[serde(default)]
    pub pending: Vec<Triggered>,
    /// The number the next card put on a square gets (905.1).
    pub placements: u32,
    /// The seeded RNG.
    pub rng: GameRng,
    /// Object identities.
    pub objects: ObjectAllocator,
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
    /// Rule-cited log: saved, not hashed.
    pub log: Log,
    /// Whether the log is kept (off for search).
    pub logging: bool,
    /// Names a scenario gave physical cards: saved, not hashed.
    pub aliases: Vec<(CardInstance, String)>,
    /// The keyword abilities' records (1100): hashed only when not empty.
    #[serde(default)]
    pub keywords: keywords::KeywordState,
    /// Z/X OB and Shifts on squares, and the Extra limits (202.7, 202.8, 202.12b): hashed only
    /// when set, so games without them keep their hashes.
    #[serde(default)]
    pub extra: links::ExtraState,
    /// Counters, links, shields, forces and given names (202.13–202.15, 210, 312).
    #[serde(default)]
    pub markers: markers::Markers,
    /// The events of the action in progress, matched against the triggers once it is over
    /// (by the triggers); empty between steps.
    #[serde(default)]
    pub events: Vec<records::Event>,
    /// The delayed automatic abilities effects made (808.4).
    #[serde(default)]
    pub delayed: Vec<records::Delayed>,
    /// Damage dealt since the last lethal damage check, by battle or by an effect (1203, 1204).
    #[serde(default)]
    pub marks: Vec<records::Mark>,
    /// The card whose effect is resolving: the source of its damage and delayed abilities (815.2).
    #[serde(default)]
    pub acting: Option<Card>,
    /// Continuous effects of one-shot effects, until end of turn (802.2b, 811.3b); hashed only
    /// when there are some.
    #[serde(default)]
    pub lasting: Vec<crate::cards::ast::continuous::Lasting>,
    /// The resource cost settled for the card being played (804.2c), kept as it moves to
    /// Temporary: its identity there, colours and points. Hashed only when set.
    #[serde(default)]
    pub settled_cost: Option<(ObjectId, crate::cards::Colours, u8)>,
    /// What the keyword abilities remember (1131, 1133); hashed only when not empty.
    #[serde(default)]
    pub keyword_records: keyword_records::KeywordRecords,
    /// The abilities keywords gave cards (1116); hashed only when not empty.
    #[serde(default)]
    pub keyword_gains: keyword_gains::KeywordGains,
    /// The "end of turn" automatic abilities that triggered in this end phase, by the object
    /// of the card that prints them (the card or its Shift) and ability index (507.3: none triggers twice a turn; 507.5: one not yet triggered sends
    /// the turn back to 507.3). `None` before 507.3 occurs; hashed only when set.
    #[serde(default)]
    pub end_of_turn_fired: Option<Vec<(ObjectId, u8)>>,
    /// What the costs remember: activated abilities' plays this turn, Haten Kourin, the route
    /// of the card being played (803.1f, 1129, 1027); hashed only when not empty.
    #[serde(default)]
    pub play_costs: costs::PlayCostState,
    /// The date of the event the game is played at, given as input (1207.1: no clock is read);
    /// `None`: no card has expired. Hashed only when set.
    #[serde(default)]
    pub date: Option<fuda_kernel::date::Date>,
    /// The cards put onto squares this turn (登場, 1007), by their identity there, for "appeared
    /// this turn" (E4); hashed only when not empty.
    #[serde(default)]
    pub appeared: Vec<Card>,
    /// Whether each automatic ability valid only while its card matches was valid just before a
    /// destruction, for its triggers (808.3d, E30): the card, the Shift it came through, its
    /// number, valid. Hashed only when not empty.
    #[serde(default)]
    pub look_back: Vec<(ObjectId, Option<ObjectId>, u8, bool)>,
    /// The actions priority players chose this turn that may bring the game back to where it
    /// was, with the state they were chosen in (1201.1b); hashed only when not empty.
    #[serde(default)]
    pub repeats: Vec<(u64, Choice)>,
    /// The icons effects added to physical cards (207.12); hashed only when not empty.
    #[serde(default)]
    pub added_icons: Vec<(fuda_kernel::objects::CardInstance, crate::cards::Icon)>,
    /// What an activated ability's cost moved and bound, until its effects start (1205.1);
    /// hashed only when set.
    #[serde(default)]
    pub cost_bound: Option<last_public::CostBound>,
    /// Whether the table lets the priority player propose loops (1201.1a); hashed only when
    /// set.
    #[serde(default)]
    pub loop_proposals: bool,
    /// The loop proposal in progress (1201.1a); hashed only when set.
    #[serde(default)]
    pub loop_proposal: Option<fuda_kernel::loops::LoopProposal>,
}

impl Hash for ZxState {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.players.hash(h);
        self.squares.hash(h);
        self.temporary.hash(h);
        self.turn.hash(h);
        self.turn_player.hash(h);
        self.first_player.hash(h);
        self.step.hash(h);
        self.battle.hash(h);
        self.revealed.hash(h);
        self.steps.hash(h);
        self.decision.hash(h);
        self.pending.hash(h);
        self.placements.hash(h);
        self.rng.hash(h);
        self.objects.hash(h);
        self.outcome.hash(h);
        if !self.keywords.is_empty() {
            self.keywords.hash(h);
        }
        if self.extra != links::ExtraState::default() {
            self.extra.hash(h);
        }
        if !self.markers.is_empty() {
            self.markers.hash(h);
        }
        // Hashed only when set, so that games without them keep their fingerprints.
        if !self.events.is_empty() {
            self.events.hash(h);
        }
        if !self.delayed.is_empty() {
            self.delayed.hash(h);
        }
        if !self.marks.is_empty() {
            self.marks.hash(h);
        }
        if let Some(card) = &self.acting {
            card.hash(h);
        }
        if !self.lasting.is_empty() {
            self.lasting.hash(h);
        }
        if self.settled_cost.is_some() {
            self.settled_cost.hash(h);
        }
        if !self.keyword_records.is_empty() {
            self.keyword_records.hash(h);
        }
        if !self.keyword_gains.is_empty() {
            self.keyword_gains.hash(h);
        }
        if let Some(fired) = &self.end_of_turn_fired {
            fired.hash(h);
        }
        if !self.play_costs.is_empty() {
            self.play_costs.hash(h);
        }
        if let Some(date) = self.date {
            date.hash(h);
        }
        if !self.appeared.is_empty() {
            self.appeared.hash(h);
        }
        if !self.look_back.is_empty() {
            self.look_back.hash(h);
        }
        if !self.repeats.is_empty() {
            self.repeats.hash(h);
        }
        if !self.added_icons.is_empty() {
            self.added_icons.hash(h);
        }
        if let Some(bound) = &self.cost_bound {
            bound.hash(h);
        }
        if self.loop_proposals {
            self.loop_proposals.hash(h);
        }
        if let Some(p) = &self.loop_proposal {
            p.hash(h);
        }
    }
}

impl ZxState {
    /// A game about to start: these players, turn `turn` of `turn_player`, nothing pending.
    pub fn new(
        db: Arc<CardDb>,
        players: [Player; 2],
        turn_player: Seat,
        seed: u64,
        objects: ObjectAllocator,
    ) -> ZxState {
        ZxState {
            db,
            players,
            squares: Default::default(),
            temporary: Vec::new(),
            turn: 1,
            turn_player,
            first_player: turn_player,
            step: TurnStep::Setup,
            battle: None,
            revealed: None,
            steps: Vec::new(),
            decision: None,
            pending: Vec::new(),
            placements: 0,
            rng: GameRng::new(seed),
            objects,
            outcome: None,
            log: Log::default(),
            logging: true,
            aliases: Vec::new(),
            keywords: Default::default(),
            extra: Default::default(),
            markers: Default::default(),
            events: Vec::new(),
            delayed: Vec::new(),
            marks: Vec::new(),
            acting: None,
            lasting: Vec::new(),
            settled_cost: None,
            keyword_records: Default::default(),
            keyword_gains: Default::default(),
            end_of_turn_fired: None,
            play_costs: Default::default(),
            date: None,
            appeared: Vec::new(),
            look_back: Vec::new(),
            repeats: Vec::new(),
            added_icons: Vec::new(),
            cost_bound: None,
            loop_proposals: false,
            loop_proposal: None,
        }
    }

    /// The opponent of `seat` (302.1e).
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

    /// A new object identity for a card that changes zones (301.4).
    pub fn renew(&mut self, mut card: Card) -> Card {
        self.objects.renew(&mut card);
        card
    }

    /// Moves the chosen cards of one of `seat`'s zones to their owners' trash together, as new
    /// cards (302.4, 301.4); returns their names for the log.
    pub fn trash_chosen(
        &mut self,
        seat: Seat,
        zone: fn(&mut Player) -> &mut Vec<Card>,
        chosen: &[ObjectId],
    ) -> Vec<String> {
        let cards = std::mem::take(zone(self.player_mut(seat)));
        let (gone, kept): (Vec<_>, Vec<_>) = cards.into_iter().partition(|c| chosen.contains(&c.id));
        *zone(self.player_mut(seat)) = kept;
        let names = gone.iter().map(|c| self.name_of(c)).collect();
        for c in gone {
            let c = self.renew(c);
            self.player_mut(c.owner).trash.push(c);
            let kind = crate::cards::ast::event::EventKind::PutInto {
                zone: crate::cards::ast::condition::Zone::Trash,
                from: None,
            };
            let card = Some(records::Lki { card: c, controller: c.owner, square: None, power: None });
            self.events.push(records::Event { kind, card, seat: c.owner, source: None });
        }
        names
    }

    /// What lies on a square.
    pub fn on(&self, square: Square) -> &[Unit] {
        &self.squares[usize::from(square.0)]
    }

    /// The unit with identity `id` and its square.
    pub fn unit(&self, id: ObjectId) -> Option<(Square, &Unit)> {
        Square::ALL.into_iter().find_map(|s| self.on(s).iter().find(|u| u.card.id == id).map(|u| (s, u)))
    }

    /// The unit with identity `id`, mutably.
    pub fn unit_mut(&mut self, id: ObjectId) -> Option<&mut Unit> {
        self.squares.iter_mut().find_map(|sq| sq.iter_mut().find(|u| u.card.id == id))
    }

    /// Every unit on the board with its square, square by square.
    pub fn units(&self) -> impl Iterator<Item = (Square, &Unit)> {
        Square::ALL.into_iter().flat_map(move |s| self.on(s).iter().map(move |u| (s, u)))
    }

    /// Puts `card` on `square` under `controller`, in Reboot (303.5a), as the newest card there.
    pub fn put_on(&mut self, square: Square, card: Card, controller: Seat) {
        let placed = self.placements;
        self.placements += 1;
        self.appeared.push(card);
        self.squares[usize::from(square.0)].push(Unit {
            card,
            controller,
            sleeping: false,
            damage: 0,
            placed,
            boost: 0,
        });
    }

    /// Takes the unit `id` off its square.
    pub fn take_unit(&mut self, id: ObjectId) -> Option<Unit> {
        let sq = self.squares.iter_mut().find(|sq| sq.iter().any(|u| u.card.id == id))?;
        let at = sq.iter().position(|u| u.card.id == id)?;
        Some(sq.remove(at))
    }

    /// Waits for `seat` to choose among `options` for `kind`.
    pub fn ask(&mut self, seat: Seat, kind: DecisionKind, options: Vec<Choice>) {
        self.decision = Some(PendingDecision { seat, kind, options });
    }

    /// A card's name, and a scenario's alias if it has one.
    pub fn name_of(&self, card: &Card) -> String {
        let name = &self.def(card).name;
        match self.aliases.iter().find(|(i, _)| *i == card.instance) {
            Some((_, alias)) => format!("{name} [{alias}]"),
            None => name.clone(),
        }
    }

    /// Whether `seat` has a player card on their player square: a Player-type card, or the
    /// virtual player card (1206).
    pub fn has_player_card(&self, seat: Seat) -> bool {
        self.player(seat).virtual_player
            || self.on(Square::home(seat)).iter().any(|u| self.def(&u.card).kind.is_player() && u.controller == seat)
    }

    /// Adds a log line every seat reads, citing `rule`, if logging is on. It must name no card
    /// hidden from a seat.
    pub fn note(&mut self, rule: crate::rules::Rule, text: impl FnOnce(&Self) -> String) {
        if self.logging {
            let text = text(self);
            self.log.push(LogLine::public(rule.number, text));
        }
    }

    /// A log line for `seat` alone (a card only that seat may identify); the other seat reads
    /// the public line written beside it.
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
        out.extend(self.units().map(|(_, u)| u.card));
        out.extend(self.temporary.iter().map(|(c, _)| *c));
        out.extend(self.keywords.start_cards.iter().copied());
        out.extend(self.extra.cards());
        out.extend(self.markers.forces.iter().map(|f| f.card));
        out.extend(self.keywords.composites.iter().map(|c| c.other));
        out
    }
}
