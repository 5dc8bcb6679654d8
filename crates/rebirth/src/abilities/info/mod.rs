//! A card's current information (9.10.1): its printed ATK, DEF and attributes (9.10.1.1), then
//! the continuous effects in force applied in the order of 9.10.1.2-9.10.1.6 ([`layers`]). Every
//! reader of a character's ATK, DEF, attributes, abilities or prohibitions asks here: damage
//! (8.4.3), defeat by damage (10.3.5), filters (and so triggers, 9.10.3.1), the Blocker
//! attribute (11.6.3), the attack options (1.3.3) and scenario checks.
//!
//! Continuous effects change the information of characters on the stage (the entry and the
//! member slots); a card elsewhere shows what it prints. They are computed on demand, never
//! stored, so that an effect applies the moment its card enters its zone (9.10.3) and stops the
//! moment its condition fails (9.4.3). The effects that effects created ([`Lasting`]) live in
//! the state until their durations end (7.6.4, 8.5.2); [`lasting`] creates and ends them.

pub mod face_down;
pub mod lasting;
mod layers;

use crate::abilities::scope::Scope;
use crate::cards::Card;
use crate::cards::ability::{CardAtom, CardFilter, CondAtom, Prohibition, Query, Zone};
use crate::state::lasting::Change;
use crate::state::{Character, RebirthState};
use fuda_kernel::lang::{Bound, Evaluate, Slot};
use fuda_kernel::{ObjectId, Seat};
use std::cell::{Cell, OnceCell};
use std::sync::Arc;

/// The information of a card that effects may change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// ATK (2.6).
    pub atk: i32,
    /// DEF (2.7).
    pub def: i32,
    /// 属性 (2.5) as printed (none for a face-down character, 4.5.5.1).
    pub printed_attributes: Arc<[String]>,
    /// The attributes effects gave (9.10.1.3), in the order they did.
    pub given_attributes: Vec<String>,
    /// The card has lost its abilities (9.10.1.2).
    pub lost_abilities: bool,
    /// What it may not do (1.3.3).
    pub prohibited: Vec<Prohibition>,
}

impl Info {
    /// The information printed on `card` (9.10.1.1); for a face-down member character, the
    /// information the effect that put it gave, with no attribute and no ability (4.5.5.1).
    pub fn printed(state: &RebirthState, card: &Card) -> Info {
        match face_down::given(state, card) {
            Some(given) => Info::face_down(given),
            None => Info::as_printed(state, card),
        }
    }

    /// The information of the character `c` on the stage before any effect (9.10.1.1).
    fn on_stage(state: &RebirthState, c: &Character) -> Info {
        match c.face_down.then(|| face_down::given_to(state, c.card.id)).flatten() {
            Some(given) => Info::face_down(given),
            None => Info::as_printed(state, &c.card),
        }
    }

    fn face_down((atk, def): (i32, i32)) -> Info {
        Info {
            atk,
            def,
            printed_attributes: Arc::from([]),
            given_attributes: Vec::new(),
            lost_abilities: true,
            prohibited: Vec::new(),
        }
    }

    fn as_printed(state: &RebirthState, card: &Card) -> Info {
        let def = state.def(card);
        Info {
            atk: def.atk,
            def: def.def,
            printed_attributes: def.attributes.clone(),
            given_attributes: Vec::new(),
            lost_abilities: false,
            prohibited: Vec::new(),
        }
    }

    /// Whether the card has the attribute (2.5.3).
    pub fn has_attribute(&self, attribute: &str) -> bool {
        self.printed_attributes.iter().chain(&self.given_attributes).any(|a| a == attribute)
    }

    /// Whether the card may not do `what` (1.3.3).
    pub fn forbids(&self, what: Prohibition) -> bool {
        self.prohibited.contains(&what)
    }
}

/// A character on the stage and its current information.
#[derive(Clone, Debug)]
pub struct Shown {
    /// Its master.
    pub seat: Seat,
    /// The entry or the member slots.
    pub zone: Zone,
    /// The card.
    pub card: Card,
    /// Its information now.
    pub info: Info,
}

/// The characters on the stage with their information, in seat and zone order.
pub type Board = Vec<Shown>;

/// Whether no continuous effect can be in force: nothing created one but the information of
/// face-down members (which is their printed information, 4.5.5.1), and no card has a
/// continuous ability that works where it lies. Most games of the simulator stay here and read
/// the printed values.
fn quiet(state: &RebirthState) -> bool {
    !created(state) && !crate::abilities::any_ability_card(state, |def, zone| state.facts.continuous_in(def, zone))
}

/// Whether an effect created a continuous effect other than a face-down member's information.
fn created(state: &RebirthState) -> bool {
    state.lasting.iter().any(|l| !matches!(l.change, Change::FaceDown { .. }))
}

/// The characters on the stage with the printed information (9.10.1.1).
fn printed_board(state: &RebirthState) -> Board {
    let mut out = Vec::with_capacity(6 * state.players.len());
    for (k, p) in state.players.iter().enumerate() {
        let seat = Seat(k as u8);
        let stage =
            p.entry.iter().map(|c| (Zone::Entry, c)).chain(p.members.iter().flatten().map(|c| (Zone::Member, c)));
        for (zone, c) in stage {
            out.push(Shown { seat, zone, card: c.card, info: Info::on_stage(state, c) });
        }
    }
    out
}

/// Every character on the stage with its current information (9.10.1).
pub fn board(state: &RebirthState) -> Board {
    let base = printed_board(state);
    if quiet(state) {
        return base;
    }
    layers::apply(state, base, 4)
}

/// The current information of the cards of one state, the board computed at most once: for a
/// reader that asks about several cards before anything changes.
pub struct Current<'a> {
    state: &'a RebirthState,
    /// The board, or `None` while no continuous effect can be in force.
    board: OnceCell<Option<Board>>,
}

impl<'a> Current<'a> {
    /// Nothing computed yet.
    pub fn new(state: &'a RebirthState) -> Current<'a> {
        Current { state, board: OnceCell::new() }
    }

    /// The current information of `card`: computed for a character on the stage, printed
    /// elsewhere.
    pub fn of(&self, card: &Card) -> Info {
        let state = self.state;
        let on_stage = state
            .players
            .iter()
            .any(|p| p.entry.iter().chain(p.members.iter().flatten()).any(|c| c.card.id == card.id));
        if !on_stage {
            return Info::printed(state, card);
        }
        let board = self.board.get_or_init(|| (!quiet(state)).then(|| layers::apply(state, printed_board(state), 4)));
        board
            .as_ref()
            .and_then(|b| b.iter().find(|s| s.card.id == card.id))
            .map(|s| s.info.clone())
            .unwrap_or_else(|| Info::printed(state, card))
    }

    /// Whether `damage` reaches the current DEF of the character `card` (10.3.5). While no
    /// effect in force can lower a DEF, damage below the printed DEF reaches no current one,
    /// and the board is not computed: recovery asks at every check timing.
    pub fn damage_reaches_def(&self, card: &Card, damage: i32) -> bool {
        let state = self.state;
        let may_lower = || {
            state.lasting.iter().any(|l| matches!(l.change, Change::Modify { def, .. } if def < 0))
                || crate::abilities::any_ability_card(state, |def, zone| state.facts.lowers_def_in(def, zone))
        };
        if damage < Info::printed(state, card).def && !may_lower() {
            return false;
        }
        damage >= self.of(card).def
    }
}

/// The current information of `card`: computed for a character on the stage, printed
/// elsewhere.
pub fn of(state: &RebirthState, card: &Card) -> Info {
    Current::new(state).of(card)
}

/// The cards on the stage that have lost their abilities (9.10.1.2): their abilities trigger,
/// are played and apply no more.
pub fn without_abilities(state: &RebirthState) -> Vec<ObjectId> {
    // Only a created effect (a face-down member's included, 4.5.5.1) or a continuous ability
    // that takes abilities can (9.10.1.2): this is asked at every event, and computing the
    // board is the costly part of a playout.
    let takes = crate::abilities::any_ability_card(state, |def, zone| state.facts.takes_abilities_in(def, zone));
    if state.lasting.is_empty() && !takes {
        return Vec::new();
    }
    let board = match takes || created(state) {
        true => layers::apply(state, printed_board(state), 2),
        false => printed_board(state),
    };
    board.into_iter().filter(|s| s.info.lost_abilities).map(|s| s.card.id).collect()
}

/// Filters, conditions and amounts read while continuous effects are being applied: a
/// character on the stage shows the information applied so far (`board`), so that an effect
/// sees what the effects before it did (9.10.1.5) and the computation never starts over.
pub(crate) struct Partial<'a> {
    /// The rest of the language, as usual.
    pub scope: Scope<'a>,
    /// The information so far.
    pub board: &'a [Shown],
    /// Whether a character's information so far was read: an effect that read none cannot
    /// depend on another one's changes to it (9.10.1.5).
    pub read: Cell<bool>,
}

impl Partial<'_> {
    /// Whether `card`, lying in `zone` of `seat`, matches `filter` with the information so far.
    pub fn matches(&self, card: &Card, seat: Seat, zone: Zone, filter: &CardFilter) -> bool {
        let shown = self.board.iter().find(|s| s.card.id == card.id).map(|s| &s.info);
        filter.matches(&mut |atom| match (atom, shown) {
            (CardAtom::Atk(r), Some(i)) => {
                self.read.set(true);
                r.contains(i.atk, self)
            }
            (CardAtom::Def(r), Some(i)) => {
                self.read.set(true);
                r.contains(i.def, self)
            }
            (CardAtom::Attribute(a), Some(i)) => {
                self.read.set(true);
                i.has_attribute(a)
            }
            _ => self.scope.atom_holds(card, seat, zone, atom),
        })
    }
}

impl Evaluate<CondAtom, Query> for Partial<'_> {
    fn atom(&self, atom: &CondAtom) -> bool {
        self.scope.atom(atom)
    }

    fn query(&self, q: &Query) -> i32 {
        self.scope.count(q, |c, s, z| self.matches(c, s, z, &q.matching))
    }

    fn bound(&self, slot: &Slot) -> Option<&Bound> {
        self.scope.bound(slot)
    }
}
