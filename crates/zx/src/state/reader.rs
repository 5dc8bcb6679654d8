//! What the ability language's atoms mean in a game: conditions and counts read from the state
//! for an ability's controller. Filters and power read the continuous effects
//! ([`crate::continuous`], 811).

use super::ZxState;
use crate::cards::Card;
use crate::cards::ast::condition::{Fact, Query, Zone};
use crate::cards::effect::Side;
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
            // 1109.2; the count reads Resource alone, never the ability's own gain (1109.1a).
            Fact::ZeroOptima(n) => {
                let p = self.state.player(self.seat);
                p.resource.iter().filter(|r| self.state.has_icon(&r.card, crate::cards::Icon::Ignition)).count()
                    >= usize::from(*n)
            }
            Fact::PlayerNamed(name) => self.state.player_named(self.seat, name),
            Fact::ForcePut(filter) => {
                self.state.markers.force_put.and_then(|p| p.card).is_some_and(|c| self.matches(filter, &c, None))
            }
        }
    }

    fn query(&self, query: &Query) -> i32 {
        match query {
            Query::Count { zone, side, filter } => {
                let mut n = 0;
                for seat in [Seat(0), Seat(1)].into_iter().filter(|s| side_has(self.seat, *side, *s)) {
                    n += self.cards(seat, *zone).iter().filter(|c| self.matches(filter, c, None)).count();
                    if *zone == Zone::Squares && names_shifts(filter) {
                        n += self.shift_cards(seat).filter(|c| self.matches(filter, c, None)).count();
                    }
                }
                i32::try_from(n).unwrap_or(i32::MAX)
            }
            Query::Counters { icon, side } => {
                let seats = [Seat(0), Seat(1)].into_iter().filter(|s| side_has(self.seat, *side, *s));
                let n: u32 = seats.map(|s| self.state.markers.counters(s, *icon)).sum();
                i32::try_from(n).unwrap_or(i32::MAX)
            }
            // Printed parameters: a continuous effect's condition may read it (803.2a).
            Query::Appeared { filter } => {
                let n = self.state.appeared.iter().filter(|c| self.printed_match(filter, c)).count();
                i32::try_from(n).unwrap_or(i32::MAX)
            }
            // Only an effect's steps bind slots (crate::actions::Scope reads them); the loader
            // refuses a slot no earlier step binds.
            Query::Param { .. } => 0,
        }
    }

    fn bound(&self, _slot: &Slot) -> Option<&Bound> {
        None
    }
}

/// Whether the filter asks for Shifts (202.8b): it names the Shift type where a match needs it.
fn names_shifts(filter: &crate::cards::ast::filter::ZxFilter) -> bool {
    use crate::cards::ast::filter::Is;
    use fuda_kernel::lang::Filter;
    match filter {
        Filter::All(items) | Filter::Any(items) => items.iter().any(names_shifts),
        Filter::Not(_) => false,
        Filter::Atom(atom) => *atom == Is::Type(crate::cards::CardType::Shift),
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
    /// Whether the printed `card` matches `filter` (203.3: ∞ is in no cost range).
    fn printed_match(&self, filter: &crate::cards::ast::filter::ZxFilter, card: &Card) -> bool {
        use crate::cards::ast::filter::Is;
        let def = self.state.def(card);
        filter.matches(&mut |atom: &Is| match atom {
            Is::Cost(range) => def.points().is_some_and(|n| range.contains(i32::from(n), self)),
            Is::Power(range) => def.power.is_some_and(|p| range.contains(p, self)),
            other => other.printed(def).unwrap_or(false),
        })
    }

    /// The cards of `seat`'s `zone` (on squares: the ones `seat` controls).
    pub fn cards(&self, seat: Seat, zone: Zone) -> Vec<Card> {
        let p = self.state.player(seat);
        match zone {
            Zone::Hand => p.hand.clone(),
            Zone::Trash => p.trash.clone(),
            Zone::Charge => p.charge.clone(),
            Zone::Life => p.life.clone(),
            Zone::Resource => p.resource.iter().map(|r| r.card).collect(),
            Zone::DynamisFaceUp => p.dynamis.iter().filter(|d| d.face_up).map(|d| d.card).collect(),
            Zone::Squares => self.state.units().filter(|(_, u)| u.controller == seat).map(|(_, u)| u.card).collect(),
        }
    }

    /// 202.8b: the Shift cards lying on `seat`'s cards on the squares, each one card when an
    /// ability refers to Shifts; every other reference sees a card and its Shifts as one (202.8a).
    fn shift_cards(&self, seat: Seat) -> impl Iterator<Item = Card> + '_ {
        self.state.extra.shifts.iter().filter(move |s| s.controller == seat).map(|s| s.card)
    }
}
