//! What the ability language's atoms mean in a game: conditions, counts and filters read from
//! the state for an ability's controller, and power with permanent abilities applied (811).

use super::{Unit, ZxState};
use crate::cards::ast::condition::{Fact, Query, Zone};
use crate::cards::ast::filter::{Is, ZxFilter};
use crate::cards::ast::{Ability, Whom};
use crate::cards::effect::Side;
use crate::cards::{Card, Cost};
use fuda_kernel::Seat;
use fuda_kernel::lang::{Bound, Evaluate, Slot};

/// Reads the language for the ability controller `seat`.
pub struct Reader<'a> {
    /// The game.
    pub state: &'a ZxState,
    /// The ability's controller: "you".
    pub seat: Seat,
}

impl Evaluate<Fact, Query> for Reader<'_> {
    fn atom(&self, atom: &Fact) -> bool {
        match atom {
            Fact::YourTurn => self.state.turn_player == self.seat,
            Fact::OpponentsTurn => self.state.turn_player != self.seat,
        }
    }

    fn query(&self, query: &Query) -> i32 {
        match query {
            Query::Count { zone, side, filter } => {
                let mut n = 0;
                for seat in [Seat(0), Seat(1)].into_iter().filter(|s| side_has(self.seat, *side, *s)) {
                    n += self.cards(seat, *zone).iter().filter(|c| self.matches(filter, c, None)).count();
                }
                i32::try_from(n).unwrap_or(i32::MAX)
            }
        }
    }

    fn bound(&self, _slot: &Slot) -> Option<&Bound> {
        None
    }
}

/// Whether `controller`'s things are on `side` as `seat` sees it.
fn side_has(seat: Seat, side: Side, controller: Seat) -> bool {
    match side {
        Side::You => controller == seat,
        Side::Opponent => controller != seat,
        Side::Any => true,
    }
}

impl Reader<'_> {
    fn cards(&self, seat: Seat, zone: Zone) -> Vec<Card> {
        let p = self.state.player(seat);
        match zone {
            Zone::Hand => p.hand.clone(),
            Zone::Trash => p.trash.clone(),
            Zone::Charge => p.charge.clone(),
            Zone::Life => p.life.clone(),
            Zone::Resource => p.resource.iter().map(|r| r.card).collect(),
            Zone::Squares => self.state.units().filter(|(_, u)| u.controller == seat).map(|(_, u)| u.card).collect(),
        }
    }

    /// Whether `card` matches; `power` is its power when it is on a square, else the printed.
    pub fn matches(&self, filter: &ZxFilter, card: &Card, power: Option<i32>) -> bool {
        let def = self.state.def(card);
        filter.matches(&mut |atom: &Is| match atom {
            Is::Cost(range) => match def.cost {
                Some(Cost::Points(n)) => range.contains(i32::from(n), self),
                Some(Cost::Infinite) | None => false,
            },
            Is::Power(range) => power.or(def.power).is_some_and(|p| range.contains(p, self)),
            other => other.printed(def).unwrap_or(false),
        })
    }
}

impl ZxState {
    /// The power of a Z/X on a square (811.1): the printed power (811.1a), then every numeric
    /// change of the permanent abilities on squares (811.1c). Additions commute, so their
    /// timestamps (811.3a) don't change the result. A permanent's filter reads the printed
    /// power of the Z/X it may change, so that no change depends on itself (811.2). Changes
    /// until end of turn (811.3b) come after, being newer than any permanent ability.
    pub fn power(&self, unit: &Unit) -> i32 {
        let printed = self.def(&unit.card).power.unwrap_or(0);
        let mut power = self.keyword_records.original_power(unit.card.id).unwrap_or(printed);
        for (_, source) in self.units() {
            for ability in &self.def(&source.card).abilities {
                let Ability::Permanent(p) = ability else { continue };
                let reader = Reader { state: self, seat: source.controller };
                let applies = match p.whom {
                    Whom::This => source.card.id == unit.card.id,
                    Whom::YourZx => {
                        unit.controller == source.controller
                            && self.def(&unit.card).kind.is_zx()
                            && reader.matches(&p.filter, &unit.card, None)
                    }
                };
                let enabled = p.gate.as_ref().is_none_or(|g| self.gate_holds(g, source));
                if applies && enabled && p.when.as_ref().is_none_or(|c| c.holds(&reader)) {
                    power = power.saturating_add(p.power);
                }
            }
        }
        power.saturating_add(unit.boost)
    }
}
