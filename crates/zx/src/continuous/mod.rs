//! 継続効果 (802.2b, 811): the parameters of a card as the continuous effects leave them. The
//! effects come from valid abilities ([`gather`], 803) and from one-shot effects that last until
//! end of turn ([`lasting`]); they apply in the order of 811 ([`layers`]): the printed values
//! (811.1a), then the non-numeric changes (811.1b) ordered by dependency (811.2) and timestamp
//! (811.3), then the numeric ones, increases before decreases (102.12), above the largest lower
//! bound (811.8). Read only, except [`lasting`]'s writes.

pub mod gather;
pub mod lasting;
pub mod layers;
pub mod sympathy;

use crate::cards::ast::continuous::Change;
use crate::cards::{Card, CardType, Colours, Cost};
use crate::state::{Unit, ZxState};
use fuda_kernel::{ObjectId, Seat};
use std::borrow::Cow;

/// Where a card is, as far as continuous effects care.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// On a square, under this controller.
    Square(Seat),
    /// In this player's hand (a hidden zone, 811.4).
    Hand(Seat),
    /// Anywhere else: only effects on the card itself reach it.
    Elsewhere,
}

/// A card's parameters now (811.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Traits<'a> {
    /// The card's type.
    pub kind: CardType,
    /// カード名 (201).
    pub name: Cow<'a, str>,
    /// 色 (204).
    pub colours: Colours,
    /// 種族 (208): only Z/X-type cards and Shifts have one (208.1).
    pub races: Cow<'a, [String]>,
    /// パワー (209): Z/X-type cards only (209.1).
    pub power: Option<i32>,
    /// コスト (203).
    pub cost: Option<Cost>,
    /// "Can't attack" (102.6).
    pub cant_attack: bool,
    /// "May attack while asleep".
    pub attack_asleep: bool,
    /// Unaffected by the opponent's effects (1014.1).
    pub unaffected: bool,
    /// "Can't appear" (1007, 102.6).
    pub cant_appear: bool,
    /// Has lost its Range abilities (1105.4).
    pub range_lost: bool,
}

impl<'a> Traits<'a> {
    /// The printed parameters (811.1a) of `card`, `unit` if it is on a square, with
    /// [`ZxState::renaming`] read once for many cards.
    fn printed_among(state: &'a ZxState, card: &Card, unit: Option<&Unit>, renaming: bool) -> Traits<'a> {
        let def = state.def(card);
        // 202.8e–f: a card shares its Shifts' colours and races, each once; 211.3, 1010.2a: a
        // name given by an effect is its name.
        let mut colours = state.shared_colours(card);
        let mut races = state.shared_races(card);
        if let Some(u) = unit
            && let Some(partner) = state.unison_partner(u.card.id)
        {
            colours = colours.union(state.def(&partner).colours);
            races.to_mut().extend(state.def(&partner).races.iter().filter(|r| !def.races.contains(r)).cloned());
        }
        // 811.6: a race a renaming ability sets replaces them all; a card with none gets none.
        if let Some(race) = state.race_among(card, renaming)
            && (def.kind.is_zx() || def.kind == CardType::Shift)
        {
            races = Cow::Owned(vec![race.to_string()]);
        }
        Traits {
            kind: def.kind,
            name: state.name_among(card, renaming),
            colours,
            races,
            power: printed_power(state, card),
            cost: def.cost,
            cant_attack: false,
            attack_asleep: false,
            unaffected: false,
            cant_appear: false,
            range_lost: false,
        }
    }

    /// Whether the card has a race parameter at all (208.1): Z/X-type cards and Shifts.
    pub fn has_race(&self) -> bool {
        self.kind.is_zx() || self.kind == CardType::Shift
    }
}

impl crate::state::reader::Reader<'_> {
    /// Whether `card` matches, read with its parameters as continuous effects leave them (811.1);
    /// `power`, when given, is its power.
    pub fn matches(&self, filter: &crate::cards::ast::filter::ZxFilter, card: &Card, power: Option<i32>) -> bool {
        let mut traits = traits(self.state, card);
        traits.power = power.or(traits.power);
        layers::fits(self.state, self.seat, filter, &traits)
    }
}

impl ZxState {
    /// The power of a Z/X on a square (811.1): the printed power (811.1a) with every continuous
    /// effect applied in the order of 811, changes until end of turn (811.3b) among them.
    pub fn power(&self, unit: &crate::state::Unit) -> i32 {
        Board::new(self).power(&unit.card)
    }
}

/// `card` on a square, if it is there.
fn unit_of<'s>(state: &'s ZxState, card: &Card) -> Option<&'s Unit> {
    state.unit(card.id).map(|(_, u)| u)
}

/// Where `card` is, `unit` being it on a square if it is.
fn place_of(state: &ZxState, card: &Card, unit: Option<&Unit>) -> Place {
    if let Some(u) = unit {
        return Place::Square(u.controller);
    }
    match [Seat(0), Seat(1)].into_iter().find(|s| state.player(*s).hand.iter().any(|c| c.id == card.id)) {
        Some(seat) => Place::Hand(seat),
        None => Place::Elsewhere,
    }
}

/// The power printed on `card` (209), or the original power Overdrive sets (1133.2), which the
/// changes apply to.
fn printed_power(state: &ZxState, card: &Card) -> Option<i32> {
    state.keyword_records.original_power(card.id).or(state.def(card).power)
}

/// The continuous effects in force in one state, gathered once (803) for the several reads
/// a rule makes of it: every Z/X's power in 904, every card's cost in the main phase's options.
pub struct Board<'a> {
    state: &'a ZxState,
    effects: Vec<gather::Effect<'a>>,
    /// [`ZxState::renaming`], read when a name is first needed: a power read needs none.
    renaming: std::cell::OnceCell<bool>,
}

impl<'a> Board<'a> {
    /// The effects in force in `state` now.
    pub fn new(state: &'a ZxState) -> Self {
        Board { state, effects: gather::effects(state), renaming: std::cell::OnceCell::new() }
    }

    /// Whether some card renames others (see [`ZxState::renaming`]).
    fn renaming(&self) -> bool {
        *self.renaming.get_or_init(|| self.state.renaming())
    }

    /// The state the effects were gathered in.
    pub fn state(&self) -> &'a ZxState {
        self.state
    }

    /// The parameters of `card` with every continuous effect that reaches it applied (811.1).
    pub fn traits(&self, card: &Card) -> Traits<'a> {
        let unit = unit_of(self.state, card);
        layers::apply(self, card, unit, place_of(self.state, card, unit))
    }

    /// The power of a card now (209, 811.1).
    pub fn power(&self, card: &Card) -> i32 {
        let unit = unit_of(self.state, card);
        let at = place_of(self.state, card, unit);
        let kind = self.state.def(card).kind;
        if self.effects.iter().any(|e| layers::reaches(e, card, at, kind)) {
            return layers::apply(self, card, unit, at).power.unwrap_or(0);
        }
        // The older record of power changes until end of turn, split by sign as 811.1c reads it.
        let boost = unit.map_or(0, |u| u.boost);
        printed_power(self.state, card).map_or(0, |p| layers::power_after(p, boost.max(0), boost.min(0), None))
    }

    /// Whether the unit `id` may attack as far as continuous effects go: "can't attack" wins over
    /// "may attack while asleep" (102.6); asleep without the latter, it can't (602.1a).
    pub fn may_attack(&self, id: ObjectId) -> bool {
        let Some((_, u)) = self.state.unit(id) else { return false };
        let t = self.traits(&u.card);
        !t.cant_attack && (!u.sleeping || t.attack_asleep)
    }
}

/// The parameters of `card` with every continuous effect that reaches it applied (811.1).
pub fn traits<'a>(state: &'a ZxState, card: &Card) -> Traits<'a> {
    Board::new(state).traits(card)
}

/// Whether an effect `seat` controls leaves the card `id` alone (1014.1); it may still be
/// chosen (1014.2).
pub fn unaffected_by(state: &ZxState, id: ObjectId, seat: Seat) -> bool {
    match state.unit(id) {
        Some((_, u)) => u.controller != seat && traits(state, &u.card).unaffected,
        None => false,
    }
}

/// `seat`'s charge limit now: the card text "no charge limit" overrides the rule (102.2,
/// 306.2a); without it, the player's own limit.
pub fn charge_limit(state: &ZxState, seat: Seat) -> Option<u8> {
    let lifted = gather::effects(state).iter().any(|e| {
        e.controller == seat && e.whom == crate::cards::ast::continuous::Group::You && e.change == Change::NoChargeLimit
    });
    if lifted { None } else { state.player(seat).charge_limit }
}
