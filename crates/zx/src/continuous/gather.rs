//! The continuous effects in force (802.2b) and the validity of the abilities that make them
//! (803): a permanent-type card's abilities work on a square (803.1b, 205.1a), an event's while
//! it is resolved (803.1c, 205.1b), a zone-specific ability in its zone (803.1d) or Dynamis face
//! up or down (803.1e), within its period (803.1f), and only while its own condition holds
//! (803.2a). A condition reads printed parameters, so that no parameter depends on itself.

use crate::cards::ast::Ability;
use crate::cards::ast::condition::{Fact, Query};
use crate::cards::ast::continuous::{Change, Continuous, Group, Lasting, Period, ValidZone};
use crate::cards::ast::filter::{Is, ZxFilter};
use crate::cards::ast::{Permanent, Whom};
use crate::cards::effect::Side;
use crate::cards::{Card, Cost};
use crate::state::ZxState;
use crate::state::reader::Reader;
use fuda_kernel::lang::{Bound, Evaluate, Slot};
use fuda_kernel::{ObjectId, Seat};

/// One continuous effect in force.
#[derive(Clone, Debug)]
pub struct Effect<'a> {
    /// 基準時点 (811.3a–b): when its ability became valid, or its card or ability resolved.
    pub stamp: u32,
    /// Its controller (302.1c).
    pub controller: Seat,
    /// The ability's place among its card's abilities: ties of one controller (811.3c).
    pub order: u16,
    /// The card whose ability it is, if any.
    pub source: Option<ObjectId>,
    /// Whom it may change.
    pub whom: Group,
    /// Which of them.
    pub filter: &'a ZxFilter,
    /// What it changes.
    pub change: Change,
    /// The cards in a public zone it was given to when it began (811.4), for a lasting effect.
    pub locked: Option<&'a [ObjectId]>,
}

/// Every continuous effect in force now, in no particular order.
pub fn effects(state: &ZxState) -> Vec<Effect<'_>> {
    let mut out = Vec::new();
    for (_, u) in state.units() {
        let kind = state.def(&u.card).kind;
        // 202.8e: a Shift's text is its card's too.
        for (order, ability) in state.shared_abilities(&u.card).enumerate() {
            match ability {
                // 1119.2, 1120.2, 1135.2: a keyword gate enables the ability or not.
                Ability::Permanent(p) if p.gate.as_ref().is_none_or(|g| state.gate_holds(g, u)) => {
                    out.extend(legacy(state, p, &u.card, u.controller, u.placed, order));
                }
                // 803.1b: a permanent-type card's ability works on a square; an event's doesn't.
                Ability::Continuous(c) if c.zone.is_none() && !kind.is_event() => {
                    push(state, &mut out, c, &u.card, u.controller, u.placed, order);
                }
                _ => {}
            }
        }
    }
    // 1136.2: the abilities Sympathy grants, each applying as the receiving Z/X's own.
    for (receiver, p, order) in super::sympathy::granted(state) {
        out.extend(legacy(state, p, &receiver.card, receiver.controller, receiver.placed, order));
    }
    // 312.2a: a face-up force's permanent abilities are valid, its controller's, for "your Z/X";
    // a face-down one's never are. A force is on no square, so "this card" is none of them.
    for force in state.markers.forces.iter().filter(|f| f.face_up) {
        for (order, ability) in state.def(&force.card).abilities.iter().enumerate() {
            if let Ability::Permanent(p) = ability
                && p.whom == Whom::YourZx
            {
                out.extend(legacy(state, p, &force.card, force.seat, 0, order));
            }
        }
    }
    // 803.1c: an event's ability works while it is played and resolved, in Temporary.
    for (card, seat) in &state.temporary {
        for (order, ability) in state.def(card).abilities.iter().enumerate() {
            if let Ability::Continuous(c) = ability
                && c.zone.is_none()
                && state.def(card).kind.is_event()
            {
                push(state, &mut out, c, card, *seat, state.placements, order);
            }
        }
    }
    // 803.1d–e: zone-specific abilities, their owner controlling them. They have been valid since
    // the card entered its zone, which no record keeps: they count as the oldest (ruling).
    for seat in [Seat(0), Seat(1)] {
        let p = state.player(seat);
        let zoned = p.hand.iter().map(|c| (c, ValidZone::Hand));
        let zoned = zoned.chain(p.trash.iter().map(|c| (c, ValidZone::Trash)));
        let zoned = zoned.chain(p.charge.iter().map(|c| (c, ValidZone::Charge)));
        let dynamis = p
            .dynamis
            .iter()
            .map(|d| (&d.card, if d.face_up { ValidZone::DynamisFaceUp } else { ValidZone::DynamisFaceDown }));
        for (card, zone) in zoned.chain(dynamis) {
            let abilities = &state.def(card).abilities;
            if abilities.is_empty() {
                continue;
            }
            for (order, ability) in abilities.iter().enumerate() {
                if let Ability::Continuous(c) = ability
                    && c.zone == Some(zone)
                {
                    push(state, &mut out, c, card, seat, 0, order);
                }
            }
        }
    }
    for l in &state.lasting {
        out.push(lasting(l));
    }
    out
}

fn lasting(l: &Lasting) -> Effect<'_> {
    Effect {
        stamp: l.stamp,
        controller: l.controller,
        order: 0,
        source: None,
        whom: l.whom,
        filter: &l.filter,
        change: l.change.clone(),
        locked: (l.whom != Group::YourHand).then_some(l.cards.as_slice()),
    }
}

/// The effects of a valid [`Continuous`] of `card`: its period (803.1f) and its own condition
/// (803.2a) hold, or none of its changes apply.
fn push<'a>(
    state: &'a ZxState,
    out: &mut Vec<Effect<'a>>,
    c: &'a Continuous,
    card: &Card,
    seat: Seat,
    stamp: u32,
    order: usize,
) {
    let period = match c.period {
        None => true,
        Some(Period::YourTurn) => state.turn_player == seat,
        Some(Period::OpponentsTurn) => state.turn_player != seat,
    };
    let reader = Printed(Reader { state, seat });
    if !period || !c.when.as_ref().is_none_or(|w| w.holds(&reader)) {
        return;
    }
    for change in &c.changes {
        out.push(Effect {
            stamp,
            controller: seat,
            order: u16::try_from(order).unwrap_or(u16::MAX),
            source: Some(card.id),
            whom: c.whom,
            filter: &c.filter,
            change: change.clone(),
            locked: None,
        });
    }
}

/// The power change of the first permanent abilities (801.2c), a numeric change like any other.
fn legacy<'a>(
    state: &'a ZxState,
    p: &'a Permanent,
    card: &Card,
    seat: Seat,
    stamp: u32,
    order: usize,
) -> Option<Effect<'a>> {
    let reader = Printed(Reader { state, seat });
    p.when.as_ref().is_none_or(|w| w.holds(&reader)).then(|| Effect {
        stamp,
        controller: seat,
        order: u16::try_from(order).unwrap_or(u16::MAX),
        source: Some(card.id),
        whom: match p.whom {
            Whom::This => Group::This,
            Whom::YourZx => Group::YourZx,
        },
        filter: &p.filter,
        change: Change::Power(p.power),
        locked: None,
    })
}

/// Reads conditions and counts with printed parameters.
pub struct Printed<'a>(pub Reader<'a>);

impl Evaluate<Fact, Query> for Printed<'_> {
    fn atom(&self, atom: &Fact) -> bool {
        self.0.atom(atom)
    }

    fn query(&self, query: &Query) -> i32 {
        let Query::Count { zone, side, filter } = query else {
            return self.0.query(query);
        };
        let mut n = 0usize;
        for seat in [Seat(0), Seat(1)].into_iter().filter(|s| match side {
            Side::You => *s == self.0.seat,
            Side::Opponent => *s != self.0.seat,
            Side::Any => true,
        }) {
            let cards = self.0.cards(seat, *zone);
            n += cards.iter().filter(|c| self.printed_match(filter, c)).count();
        }
        i32::try_from(n).unwrap_or(i32::MAX)
    }

    fn bound(&self, _slot: &Slot) -> Option<&Bound> {
        None
    }
}

impl Printed<'_> {
    /// Whether the printed card matches (203.3: ∞ is in no cost range).
    pub fn printed_match(&self, filter: &ZxFilter, card: &Card) -> bool {
        let def = self.0.state.def(card);
        filter.matches(&mut |atom: &Is| match atom {
            Is::Cost(range) => match def.cost {
                Some(Cost::Points(n)) => range.contains(i32::from(n), self),
                Some(Cost::Infinite) | None => false,
            },
            Is::Power(range) => def.power.is_some_and(|p| range.contains(p, self)),
            other => other.printed(def).unwrap_or(false),
        })
    }
}
