//! 継続効果 (802.2b, 811): the parameters of a card as the continuous effects leave them. The
//! effects come from valid abilities ([`gather`], 803) and from one-shot effects that last until
//! end of turn ([`lasting`]); they apply in the order of 811 ([`layers`]): the printed values
//! (811.1a), then the non-numeric changes (811.1b) ordered by dependency (811.2) and timestamp
//! (811.3), then the numeric ones, increases before decreases (102.12), above the largest lower
//! bound (811.8). Read only, except [`lasting`]'s writes.

pub mod gather;
pub mod lasting;
pub mod layers;

use crate::cards::ast::continuous::Change;
use crate::cards::{Card, CardType, Colours, Cost};
use crate::state::ZxState;
use fuda_kernel::{ObjectId, Seat};

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
pub struct Traits {
    /// The card's type.
    pub kind: CardType,
    /// カード名 (201).
    pub name: String,
    /// 色 (204).
    pub colours: Colours,
    /// 種族 (208): only Z/X-type cards and Shifts have one (208.1).
    pub races: Vec<String>,
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
}

impl Traits {
    /// The printed parameters (811.1a).
    pub fn printed(state: &ZxState, card: &Card) -> Traits {
        let def = state.def(card);
        // 202.8e–f: a card shares its Shifts' colours and races, each once; 211.3, 1010.2a: a
        // name given by an effect is its name.
        let mut colours = state.shared_colours(card).list();
        let mut races = state.shared_races(card);
        if let Some((_, u)) = state.unit(card.id)
            && let Some(partner) = state.unison_partner(u.card.id)
        {
            colours.extend(state.def(&partner).colours.list());
            races.extend(state.def(&partner).races.iter().filter(|r| !def.races.contains(r)).cloned());
        }
        Traits {
            kind: def.kind,
            name: state.current_name(card),
            colours: colours.into(),
            races,
            // 1133.2: Overdrive sets the original power the changes apply to.
            power: state.keyword_records.original_power(card.id).or(def.power),
            cost: def.cost,
            cant_attack: false,
            attack_asleep: false,
            unaffected: false,
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
        power(self, &unit.card)
    }
}

/// Where `card` is.
pub fn place(state: &ZxState, card: &Card) -> Place {
    if let Some((_, u)) = state.unit(card.id) {
        return Place::Square(u.controller);
    }
    match [Seat(0), Seat(1)].into_iter().find(|s| state.player(*s).hand.iter().any(|c| c.id == card.id)) {
        Some(seat) => Place::Hand(seat),
        None => Place::Elsewhere,
    }
}

/// The parameters of `card` with every continuous effect that reaches it applied (811.1).
pub fn traits(state: &ZxState, card: &Card) -> Traits {
    let at = place(state, card);
    let effects = gather::effects(state);
    let boost = state.unit(card.id).map_or(0, |(_, u)| u.boost);
    layers::apply(state, card, at, &effects, boost)
}

/// The power of a card now (209, 811.1).
pub fn power(state: &ZxState, card: &Card) -> i32 {
    traits(state, card).power.unwrap_or(0)
}

/// The cost of a card now (203, 805.2c).
pub fn cost(state: &ZxState, card: &Card) -> Option<Cost> {
    traits(state, card).cost
}

/// Whether the unit `id` may attack as far as continuous effects go: "can't attack" wins over
/// "may attack while asleep" (102.6); asleep without the latter, it can't (602.1a).
pub fn may_attack(state: &ZxState, id: ObjectId) -> bool {
    let Some((_, u)) = state.unit(id) else { return false };
    let t = traits(state, &u.card);
    !t.cant_attack && (!u.sleeping || t.attack_asleep)
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
