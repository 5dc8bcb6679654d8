//! What the card language means in a game: the players a [`Who`] names from a master's point
//! of view, through the format's table (12.5.3-12.5.5.1); whether a card matches a filter;
//! the truth of conditions (condition keywords 11.2, 11.5, 11.7 among them) and the value of
//! amounts.

use super::placed_cards;
use crate::cards::Card;
use crate::cards::ability::{CardAtom, CardFilter, CondAtom, CondKeyword, NameOrAttribute, Query, Who, Zone};
use crate::state::RebirthState;
use fuda_kernel::Seat;
use fuda_kernel::lang::{Bindings, Bound, Evaluate, Slot};

/// Everything a filter, condition or amount is read against: the state, the master of the
/// ability, its card, and what its steps bound.
pub struct Scope<'a> {
    /// The game.
    pub state: &'a RebirthState,
    /// The ability's master (自分).
    pub master: Seat,
    /// The ability's card (このカード).
    pub this: Option<Card>,
    /// What the effect's steps (and its trigger) bound.
    pub bindings: &'a Bindings,
}

impl Scope<'_> {
    /// The players `who` names, in seat order.
    pub fn seats(&self, who: &Who) -> Vec<Seat> {
        let table = self.state.table();
        match who {
            Who::You => vec![self.master],
            // 12.5.5: the one opponent designated when the ability was played, while in
            // the game; every opponent otherwise (12.5.5.1, 12.6.4, 12.7.4).
            Who::Opponent => match super::designate::designated(self.bindings) {
                Some(one) => table.opponents(self.master).into_iter().filter(|&s| s == one).collect(),
                None => table.opponents(self.master),
            },
            Who::Ally => table.allies(self.master),
            Who::Player => table.present().collect(),
            Who::MasterOf(slot) => {
                let ids = self.bindings.get(slot).map(Bound::objects).unwrap_or_default();
                let mut out: Vec<Seat> = placed_cards(self.state)
                    .into_iter()
                    .filter(|(_, _, c)| ids.contains(&c.id))
                    .map(|(s, _, _)| s)
                    .collect();
                out.sort();
                out.dedup();
                out
            }
        }
    }

    /// Whether `who` names `seat`; 「自分」 without asking the table, as filters ask it of every
    /// card they test.
    pub fn names(&self, who: &Who, seat: Seat) -> bool {
        match who {
            Who::You => seat == self.master,
            _ => self.seats(who).contains(&seat),
        }
    }

    /// Whether `card`, lying in `zone` of `seat`, matches `filter`.
    pub fn matches(&self, card: &Card, seat: Seat, zone: Zone, filter: &CardFilter) -> bool {
        filter.matches(&mut |atom| self.atom_holds(card, seat, zone, atom))
    }

    /// Whether one atom holds of `card`, lying in `zone` of `seat`: ATK, DEF and attributes of
    /// a character on the stage as continuous effects leave them (9.10.1, 9.10.3.1).
    pub(crate) fn atom_holds(&self, card: &Card, seat: Seat, zone: Zone, atom: &CardAtom) -> bool {
        let state = self.state;
        let def = state.def(card);
        let oriented = || match zone {
            Zone::Entry | Zone::Member => state.character(seat, card.id).map(|c| c.rested),
            Zone::Energy => state.player(seat).energy.iter().find(|e| e.card.id == card.id).map(|e| e.rested),
            _ => None,
        };
        let shown = || match zone.on_stage() {
            true => crate::abilities::info::of(state, card),
            false => crate::abilities::info::Info::printed(state, card),
        };
        match atom {
            CardAtom::This => self.this.is_some_and(|t| t.id == card.id),
            // 4.5.5.1: a face-down member has only the information its effect gave.
            CardAtom::Name(_) | CardAtom::Work(_) | CardAtom::Nobishiro
                if zone.on_stage() && crate::abilities::info::face_down::given(state, card).is_some() =>
            {
                false
            }
            CardAtom::Name(n) => def.name.contains(n.as_str()),
            CardAtom::Attribute(a) => shown().has_attribute(a),
            CardAtom::Work(w) => def.work == *w,
            CardAtom::Type(t) => def.kind == *t,
            CardAtom::Character => def.is_character() && zone.on_stage(),
            CardAtom::Energy => zone == Zone::Energy && !def.is_partner(),
            CardAtom::Partner => zone == Zone::Energy && def.is_partner(),
            CardAtom::Cost(r) => r.contains(i32::from(def.cost), self),
            CardAtom::Atk(r) => r.contains(shown().atk, self),
            CardAtom::Def(r) => r.contains(shown().def, self),
            CardAtom::In(z) => *z == zone,
            CardAtom::Of(who) => self.names(who, seat),
            CardAtom::Rested => oriented() == Some(true),
            CardAtom::Standing => oriented() == Some(false),
            CardAtom::Nobishiro => def.nobishiro(),
            CardAtom::Bound(slot) => self.bindings.get(slot).is_some_and(|b| b.objects().contains(&card.id)),
        }
    }

    /// Whether a condition keyword's condition holds for the master (11.2).
    pub fn keyword_holds(&self, k: &CondKeyword) -> bool {
        let p = self.state.player(self.master);
        match k {
            // 11.5.2-11.5.4: one matching Re-birth card in your Re-birth area is enough.
            CondKeyword::ReCombo { name } => p.rebirth.iter().any(|c| {
                let def = self.state.def(c);
                def.is_rebirth() && name.as_ref().is_none_or(|n| def.name.contains(n.as_str()))
            }),
            // 11.7.2, 11.7.3, 11.7.3.1: member slots and retire area, matching any listed.
            CondKeyword::Honryo { level, matching } => {
                let counted = p.members.iter().flatten().map(|c| &c.card).chain(&p.retire).filter(|c| {
                    let def = self.state.def(c);
                    matching.is_empty()
                        || matching.iter().any(|m| match m {
                            NameOrAttribute::Name(n) => def.name.contains(n.as_str()),
                            NameOrAttribute::Attribute(a) => def.has_attribute(a),
                        })
                });
                counted.count() >= usize::from(*level)
            }
        }
    }
}

impl Scope<'_> {
    /// How many cards of `q`'s zone, of the players it names, `matching` accepts: a query's
    /// count, whoever reads the cards' information.
    pub(crate) fn count(&self, q: &Query, matching: impl Fn(&Card, Seat, Zone) -> bool) -> i32 {
        let seats = self.seats(&q.of);
        if q.empty {
            // 4.5.3.2.1: the value of 「空席のメンバー」 is the number of empty slots.
            let n: usize =
                seats.iter().map(|s| self.state.player(*s).members.iter().filter(|m| m.is_empty()).count()).sum();
            return i32::try_from(n).unwrap_or(i32::MAX);
        }
        let n = placed_cards(self.state)
            .into_iter()
            .filter(|(s, z, c)| *z == q.count && seats.contains(s) && matching(c, *s, *z))
            .count();
        i32::try_from(n).unwrap_or(i32::MAX)
    }
}

impl Scope<'_> {
    /// Whether `card` matches `filter` where it lies; once it has left the stage, as it was when
    /// it was last there (最後の情報, 9.12.1): its ATK, DEF, attributes, zone, master and
    /// placement then; its printed facts do not change. A card that left no record is read
    /// where it is, or, gone from every zone, matches nothing.
    fn was(&self, card: &Card, filter: &CardFilter) -> bool {
        let here = super::locate(self.state, card.id);
        let known = self.state.last_known.get(card.id);
        let k = match (here, known) {
            (Some((seat, zone, now)), _) if zone.on_stage() => return self.matches(&now, seat, zone, filter),
            (_, Some(k)) => k,
            (Some((seat, zone, now)), None) => return self.matches(&now, seat, zone, filter),
            (None, None) => return false,
        };
        filter.matches(&mut |atom| match atom {
            CardAtom::Atk(r) => r.contains(k.atk, self),
            CardAtom::Def(r) => r.contains(k.def, self),
            CardAtom::Attribute(a) => k.attributes.iter().any(|x| x == a),
            CardAtom::Rested => k.rested,
            CardAtom::Standing => !k.rested,
            other => self.atom_holds(card, k.seat, k.zone, other),
        })
    }
}

impl Evaluate<CondAtom, Query> for Scope<'_> {
    fn atom(&self, atom: &CondAtom) -> bool {
        match atom {
            CondAtom::Keyword(k) => self.keyword_holds(k),
            CondAtom::YourTurn => self.state.turn_team().contains(&self.master),
            CondAtom::ThisIn(z) => {
                self.this.and_then(|t| super::locate(self.state, t.id)).is_some_and(|(_, zone, _)| zone == *z)
            }
            CondAtom::ThisWas(filter) => self.this.is_some_and(|t| self.was(&t, filter)),
        }
    }

    fn query(&self, q: &Query) -> i32 {
        self.count(q, |c, s, z| self.matches(c, s, z, &q.matching))
    }

    fn bound(&self, slot: &Slot) -> Option<&Bound> {
        self.bindings.get(slot)
    }
}
