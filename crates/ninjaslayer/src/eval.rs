//! Reading the card language's conditions, amounts and filters ([`crate::cards::lang`]) against a
//! state, from an effect's point of view: its controller, its card, and what its earlier
//! processes bound. Read only.

use crate::cards::Card;
use crate::cards::ast::Side;
use crate::cards::lang::{Fact, Group, Is, NsAmount, NsCond, Query, Zone, slot};
use crate::state::NsState;
use fuda_kernel::lang::{Bindings, Bound, Evaluate, Slot};
use fuda_kernel::lki::LastKnown;
use fuda_kernel::{ObjectId, Seat};
use serde::{Deserialize, Serialize};

/// A character's Karate and durability when an effect last saw it on the field (1215), and
/// which card it was, for its printed information once it has become a new object (302.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Numbers {
    /// Karate (206).
    pub karate: i32,
    /// Durability (207).
    pub durability: i32,
    /// Its definition.
    pub def: crate::cards::CardIdx,
}

/// An effect's point of view.
pub struct Scope<'a> {
    /// The state.
    pub state: &'a NsState,
    /// The effect's controller: "you" (105.3c).
    pub me: Seat,
    /// The card whose ability or kotodama text it is.
    pub this: ObjectId,
    /// What the effect's processes bound so far.
    pub bindings: &'a Bindings,
    /// What the effect last knew of characters that have left the field.
    pub known: &'a LastKnown<Numbers>,
}

/// A card where a filter looks at it: on the field it is a character, read with the effects on
/// it; in the Ether zone it has an orientation; elsewhere only its printed information.
#[derive(Clone, Copy)]
enum Seen<'a> {
    Character(&'a crate::state::Character),
    Ether(&'a Card, bool),
    Other(&'a Card),
}

impl Seen<'_> {
    fn card(&self) -> &Card {
        match self {
            Seen::Character(c) => &c.card,
            Seen::Ether(card, _) | Seen::Other(card) => card,
        }
    }
}

impl Scope<'_> {
    /// Whether a condition holds now.
    pub fn holds(&self, cond: &NsCond) -> bool {
        cond.holds(self)
    }

    /// An amount's value now, never below 0 (104.5: a number in the game is 0 or more).
    pub fn value(&self, amount: &NsAmount) -> i32 {
        amount.eval(self).max(0)
    }

    /// The players a side means, the effect's controller first.
    pub fn seats(&self, side: Side) -> Vec<Seat> {
        let opponent = NsState::opponent(self.me);
        match side {
            Side::Own => vec![self.me],
            Side::Opponent => vec![opponent],
            Side::Any => vec![self.me, opponent],
        }
    }

    fn cards_of(&self, seat: Seat, zone: Zone) -> Vec<Seen<'_>> {
        let p = self.state.player(seat);
        match zone {
            Zone::Field => p.field.iter().map(Seen::Character).collect(),
            Zone::Ether => p.ether.iter().map(|e| Seen::Ether(&e.card, e.tapped)).collect(),
            Zone::Ohigan => p.ohigan.iter().map(Seen::Other).collect(),
            Zone::Hand => p.hand.iter().map(Seen::Other).collect(),
            Zone::Deck => p.deck.iter().map(Seen::Other).collect(),
            Zone::Damage => p.damage_zone.iter().map(|d| Seen::Other(&d.card)).collect(),
            Zone::Exclusion => p.exclusion.iter().map(Seen::Other).collect(),
        }
    }

    /// The cards of a group now, in zone order.
    pub fn group(&self, g: &Group) -> Vec<ObjectId> {
        self.seats(g.side)
            .into_iter()
            .flat_map(|seat| self.cards_of(seat, g.zone))
            .filter(|seen| g.which.matches(&mut |is| self.is(*seen, is)))
            .map(|seen| seen.card().id)
            .collect()
    }

    fn is(&self, seen: Seen, is: &Is) -> bool {
        let def = self.state.def(seen.card());
        let attributes = || match seen {
            Seen::Character(c) => crate::info::attributes(self.state, c),
            Seen::Ether(..) | Seen::Other(_) => def.attributes.clone(),
        };
        let numbers = match seen {
            Seen::Character(c) => Some(crate::info::numbers(self.state, c)),
            Seen::Ether(..) | Seen::Other(_) => def.karate.zip(def.durability),
        };
        match is {
            Is::Attribute(any) => {
                let have = attributes();
                any.all().iter().any(|a| have.contains(a))
            }
            Is::Name(any) => any.all().contains(&def.name),
            Is::NameContains(part) => def.name.contains(part.as_str()),
            Is::Kind(kind) => def.kind == *kind,
            Is::Cost(range) => range.contains(i32::from(def.cost), self),
            Is::Karate(range) => numbers.is_some_and(|(k, _)| range.contains(k, self)),
            Is::Durability(range) => numbers.is_some_and(|(_, d)| range.contains(d, self)),
            Is::Tapped(tapped) => match seen {
                Seen::Character(c) => c.tapped == *tapped,
                Seen::Ether(_, t) => t == *tapped,
                Seen::Other(_) => false,
            },
            Is::Side(side) => {
                let seat = match seen {
                    Seen::Character(c) => self.state.character(c.card.id).map_or(c.card.owner, |(s, _)| s),
                    Seen::Ether(card, _) | Seen::Other(card) => card.owner,
                };
                self.seats(*side).contains(&seat)
            }
            Is::Damaged(damaged) => match seen {
                Seen::Character(c) => (c.damage > 0) == *damaged,
                Seen::Ether(..) | Seen::Other(_) => !*damaged,
            },
            Is::Other(other) => (seen.card().id != self.this) == *other,
            Is::SameName(s) => self.def_in(s).is_some_and(|d| d.name == def.name),
            Is::Keyword(k) => match seen {
                Seen::Character(c) => crate::info::has_keyword(self.state, c, *k),
                Seen::Ether(..) | Seen::Other(_) => def.keywords.contains(k),
            },
        }
    }

    /// Whether a card, wherever it is now, matches a filter.
    pub fn card_matches(&self, id: ObjectId, filter: &crate::cards::lang::NsFilter) -> bool {
        let seen = self.state.players.iter().find_map(|p| {
            p.field
                .iter()
                .find(|c| c.card.id == id)
                .map(Seen::Character)
                .or_else(|| p.ether.iter().find(|e| e.card.id == id).map(|e| Seen::Ether(&e.card, e.tapped)))
        });
        let all = self.state.all_cards();
        let seen = match seen {
            Some(seen) => seen,
            None => match all.iter().find(|c| c.id == id) {
                Some(card) => Seen::Other(card),
                None => return false,
            },
        };
        filter.matches(&mut |is| self.is(seen, is))
    }

    /// Whether a character, as it is (or was, for a snapshot taken on the field), matches a
    /// filter.
    pub fn character_matches(&self, c: &crate::state::Character, filter: &crate::cards::lang::NsFilter) -> bool {
        filter.matches(&mut |is| self.is(Seen::Character(c), is))
    }

    /// The definition of the first card a slot names (`this`, or the first object bound),
    /// wherever it is now, or as last known once it has moved on (1215.1).
    fn def_in(&self, s: &Slot) -> Option<&crate::cards::CardDef> {
        let id = self.first(s)?;
        match self.state.all_cards().into_iter().find(|c| c.id == id) {
            Some(card) => Some(self.state.def(&card)),
            None => self.known.get(id).map(|n| self.state.db.get(n.def)),
        }
    }

    fn first(&self, s: &Slot) -> Option<ObjectId> {
        if s.name() == slot::THIS {
            return Some(self.this);
        }
        self.bindings.get(s).and_then(|b| b.objects().first().copied())
    }

    /// A character's numbers: now if it is on the field, else as last known (1215), else
    /// printed.
    fn numbers_of(&self, s: &Slot) -> Option<Numbers> {
        let id = self.first(s)?;
        if let Some((_, c)) = self.state.character(id) {
            let (karate, durability) = crate::info::numbers(self.state, c);
            return Some(Numbers { karate, durability, def: c.card.def });
        }
        if let Some(n) = self.known.get(id) {
            return Some(*n);
        }
        let card = self.state.all_cards().into_iter().find(|c| c.id == id)?;
        let def = self.state.def(&card);
        def.karate.zip(def.durability).map(|(karate, durability)| Numbers { karate, durability, def: card.def })
    }
}

impl Evaluate<Fact, Query> for Scope<'_> {
    fn atom(&self, atom: &Fact) -> bool {
        match atom {
            Fact::YourTurn => self.state.turn_player == self.me,
            Fact::OpponentsTurn => self.state.turn_player != self.me,
            Fact::Have(g) => !self.group(g).is_empty(),
            Fact::This(filter) => self.state.character(self.this).is_some_and(|(_, c)| {
                let seen = Seen::Character(c);
                filter.matches(&mut |is| self.is(seen, is))
            }),
            Fact::Is(x) => self.first(&x.slot).is_some_and(|id| self.card_matches(id, &x.which)),
        }
    }

    fn query(&self, query: &Query) -> i32 {
        let n = match query {
            Query::Count(g) => self.group(g).len(),
            Query::X(x) => self
                .seats(x.side)
                .into_iter()
                .flat_map(|s| self.state.player(s).field.iter())
                .filter(|c| x.attribute.as_ref().is_none_or(|a| crate::info::attributes(self.state, c).contains(a)))
                .count(),
            Query::KarateOf(s) => return self.numbers_of(s).map_or(0, |n| n.karate),
            Query::DurabilityOf(s) => return self.numbers_of(s).map_or(0, |n| n.durability),
            Query::CostOf(s) => return self.def_in(s).map_or(0, |d| i32::from(d.cost)),
        };
        i32::try_from(n).unwrap_or(i32::MAX)
    }

    fn bound(&self, s: &Slot) -> Option<&Bound> {
        self.bindings.get(s)
    }
}
