//! Reading an effect's conditions (15-6), amounts (15-15-7) and filters (15-11-1-3) against the
//! game, as its controller sees it: the one place the atoms of the card language get their
//! meaning. The structure that combines them (all, any, not, comparisons, sums) is the kernel's.

use super::{Field, is_digimon, is_tamer};
use crate::cards::ast::{CardFilter, CardKind, CardsZone, Fact, Is, PlayedBy, Query, Ref, Side, Stat, Subject, Target};
use crate::cards::def::CardDef;
use crate::cards::written::has_written;
use crate::state::{DeleteCause, DigimonState, EffectCtx, Unit};
use fuda_kernel::lang::{Bindings, Bound, Evaluate, Slot};
use fuda_kernel::{ObjectId, Seat};
use std::cell::OnceCell;

/// What an effect's words read: the game, whose effect it is, its own 1体, the running effect
/// (for the Digimon its trigger is about and why an interrupted deletion happens), and what its
/// steps bound.
pub struct Reader<'a> {
    state: &'a DigimonState,
    controller: Seat,
    this: Option<ObjectId>,
    ctx: Option<&'a EffectCtx>,
    bindings: Option<&'a Bindings>,
    /// One reading of the field for every DP and keyword asked, made at the first.
    field: OnceCell<Field<'a>>,
}

impl<'a> Reader<'a> {
    /// A reader for an effect of `controller` whose own 1体 is `this`, outside any running effect
    /// (continuous effects, costs offered).
    pub fn new(state: &'a DigimonState, controller: Seat, this: Option<ObjectId>) -> Reader<'a> {
        Reader { state, controller, this, ctx: None, bindings: None, field: OnceCell::new() }
    }

    /// A reader for a running effect.
    pub fn of_effect(state: &'a DigimonState, ctx: &'a EffectCtx, bindings: Option<&'a Bindings>) -> Reader<'a> {
        Reader { state, controller: ctx.controller, this: ctx.unit, ctx: Some(ctx), bindings, field: OnceCell::new() }
    }

    fn field(&self) -> &Field<'a> {
        self.field.get_or_init(|| Field::new(self.state))
    }

    fn opponent(&self) -> Seat {
        DigimonState::opponent(self.controller)
    }

    /// The seats a side names, the controller's first (the order options are offered in).
    fn seats(&self, side: Side) -> impl Iterator<Item = Seat> + use<> {
        let (first, second) = match side {
            Side::Own => (self.controller, None),
            Side::Opponent => (self.opponent(), None),
            Side::Any => (self.controller, Some(self.opponent())),
        };
        std::iter::once(first).chain(second)
    }

    /// The 1体 a reference names, where it is now: in an area, or (for `that`) as the trigger
    /// last knew it.
    fn unit_of(&self, r: &Ref) -> Option<(Seat, &'a Unit)> {
        let id = self.object_of(r)?;
        self.state.find_unit(id)
    }

    fn object_of(&self, r: &Ref) -> Option<ObjectId> {
        match r {
            Ref::This => self.this,
            Ref::That => self.ctx.and_then(|c| c.about.or(c.left).or(c.interrupting.map(|(id, _)| id))),
            Ref::Slot(slot) => self.bound(slot).and_then(|b| b.objects().first().copied()),
        }
    }

    /// The level the Digimon this effect is about had when it triggered (15-8-3-8).
    fn about_level(&self) -> Option<u8> {
        self.ctx
            .and_then(|c| c.about)
            .and_then(|id| self.state.find_unit(id))
            .and_then(|(_, u)| super::info::level(self.state, u))
    }

    /// A stat of a 1体 now.
    fn stat(&self, seat: Seat, unit: &Unit, stat: Stat) -> Option<i32> {
        match stat {
            Stat::Dp => self.field().dp(seat, unit),
            Stat::Level => super::info::level(self.state, unit).map(i32::from),
            Stat::PlayCost => super::info::play_cost(self.state, unit).map(i32::from),
            Stat::Sources => Some(i32::try_from(unit.sources().len()).unwrap_or(i32::MAX)),
        }
    }

    /// A stat of the battle-area 1体 `id` now (0 when it has none or is gone).
    pub fn stat_now(&self, id: ObjectId, stat: Stat) -> i32 {
        self.state.battle_unit(id).and_then(|(seat, unit)| self.stat(seat, unit, stat)).unwrap_or(0)
    }

    /// A stat of what a reference names; a 1体 that left the area is read as it last was
    /// (15-8-3-9-4).
    fn stat_of(&self, r: &Ref, stat: Stat) -> i32 {
        if let Some((seat, unit)) = self.unit_of(r) {
            return self.stat(seat, unit, stat).unwrap_or(0);
        }
        let was = self.object_of(r).and_then(|id| self.state.last_known.get(id));
        match (was, stat) {
            (Some(w), Stat::Dp) => w.dp.unwrap_or(0),
            (Some(w), Stat::Level) => w.level.map_or(0, i32::from),
            (Some(w), Stat::Sources) => i32::from(w.sources),
            (Some(_), Stat::PlayCost) | (None, _) => 0,
        }
    }

    /// Whether the 1体 `unit` of `seat` is what `filter` asks.
    pub fn matches(&self, seat: Seat, unit: &Unit, filter: &CardFilter) -> bool {
        filter.matches(&mut |atom| self.is(seat, unit, atom))
    }

    fn is(&self, seat: Seat, unit: &Unit, atom: &Is) -> bool {
        let state = self.state;
        let def = state.def(unit.top());
        let in_range =
            |value: Option<i32>, range: &crate::cards::ast::NumRange| value.is_some_and(|v| range.contains(v, self));
        match atom {
            Is::Name(names) => names.any(|n| super::info::is_named(state, unit, n)),
            Is::NameContains(texts) => texts.any(|t| super::info::name_contains(state, unit, t)),
            Is::Trait(traits) => traits.any(|t| def.has_trait(t)),
            Is::TraitContains(texts) => texts.any(|t| def.trait_contains(t)),
            Is::Color(colors) => colors.any(|c| super::info::has_color(state, unit, *c)),
            Is::Kind(kinds) => kinds.any(|k| match k {
                CardKind::Digimon => is_digimon(state, unit),
                CardKind::Tamer => is_tamer(state, unit),
                other => def.kind == *other,
            }),
            Is::Level(range) => in_range(self.stat(seat, unit, Stat::Level), range),
            Is::Dp(range) => in_range(self.stat(seat, unit, Stat::Dp), range),
            Is::PlayCost(range) => in_range(self.stat(seat, unit, Stat::PlayCost), range),
            Is::Sources(range) => in_range(self.stat(seat, unit, Stat::Sources), range),
            Is::SourcesContain(inner) => unit.open_sources().any(|c| self.card_is(state.def(c), inner)),
            Is::TextContains(word) => text_contains(def, word),
            Is::Suspended(s) => unit.suspended == *s,
            Is::Keyword(k) => self.field().has_keyword(seat, unit, *k),
            Is::Written(icon) => has_written(def, *icon),
            Is::Other(other) => !*other || Some(unit.id) != self.this,
            Is::Is(Ref::Slot(slot)) => self.bound(slot).is_some_and(|b| b.objects().contains(&unit.id)),
            Is::Is(r) => self.object_of(r) == Some(unit.id),
            Is::SameNameAs(r) => self
                .unit_of(r)
                .is_some_and(|(_, them)| super::info::is_named(state, unit, &super::info::name(state, them))),
            Is::Token(token) => def.token == *token,
            // Ranking atoms choose among candidates ([`Reader::candidates`]); alone they admit all.
            Is::Lowest(_) | Is::Highest(_) | Is::LowestDp(_) => true,
            Is::MaxDp(m) => self.stat(seat, unit, Stat::Dp).is_some_and(|d| d <= *m),
            Is::MaxDpOfThis(on) => {
                !*on || {
                    let this = self.this.and_then(|id| state.battle_unit(id));
                    let this_dp = this.and_then(|(s, u)| self.field().dp(s, u));
                    this_dp.zip(self.stat(seat, unit, Stat::Dp)).is_some_and(|(m, d)| d <= m)
                }
            }
            Is::MinDp(m) => self.stat(seat, unit, Stat::Dp).is_some_and(|d| d >= *m),
            Is::MaxLevel(m) => super::info::level(state, unit).is_some_and(|l| l <= *m),
            Is::MaxPlayCost(m) => super::info::play_cost(state, unit).is_some_and(|c| c <= *m),
            // The limit is a count of the controller's, read now (15-8-3-7).
            Is::MaxLevelYourSecurity(on) => {
                !*on || super::info::level(state, unit)
                    .is_some_and(|l| usize::from(l) <= state.player(self.controller).security.len())
            }
            // 15-8-3-8: the level the played Digimon had when this effect triggered.
            // Outside a running effect there is no trigger to read the level of: nothing is
            // ruled out (as asking whether the effect could have a target at all).
            Is::MaxLevelOfThat(on) => match self.ctx {
                Some(ctx) if *on => {
                    ctx.about_level.zip(super::info::level(state, unit)).is_some_and(|(limit, level)| level <= limit)
                }
                _ => true,
            },
            Is::NoSources(on) => !*on || unit.sources().is_empty(),
            Is::HasInheritedEffect(on) => !*on || def.has_inherited(),
            Is::HasLinkEffect(on) => !*on || def.link.as_ref().is_some_and(|l| !l.effects.is_empty()),
            Is::HasEffect(timing) => has_effect(def, *timing),
            Is::PlayedBy(by) => match (by, unit.played_by()) {
                (PlayedBy::Effect, played) => played.is_some(),
                (PlayedBy::Sources, played) => played == Some(PlayedBy::Sources),
            },
        }
    }

    /// Whether a card's information (in a hand, a trash, among sources) is what `filter` asks:
    /// its printed information, since nothing changes a card outside the areas.
    pub fn card_is(&self, def: &CardDef, filter: &CardFilter) -> bool {
        filter.matches(&mut |atom| self.card_atom(def, atom))
    }

    /// Whether a card is what `filter` asks: its information, and for `is = "slot"` whether an
    /// earlier step of the effect moved it there ("the revealed card", "the cards added").
    pub fn card_matches(&self, card: &crate::state::Card, filter: &CardFilter) -> bool {
        let def = self.state.def(card);
        filter.matches(&mut |atom| match atom {
            Is::Is(Ref::Slot(slot)) => {
                self.bindings.and_then(|b| b.get(slot)).is_some_and(|bound| bound.objects().contains(&card.id))
            }
            _ => self.card_atom(def, atom),
        })
    }

    fn card_atom(&self, def: &CardDef, atom: &Is) -> bool {
        let in_range =
            |value: Option<i32>, range: &crate::cards::ast::NumRange| value.is_some_and(|v| range.contains(v, self));
        match atom {
            Is::Name(names) => names.any(|n| def.is_named(n)),
            Is::NameContains(texts) => texts.any(|t| def.name_contains(t)),
            Is::Trait(traits) => traits.any(|t| def.has_trait(t)),
            Is::TraitContains(texts) => texts.any(|t| def.trait_contains(t)),
            Is::Color(colors) => colors.any(|c| def.colors.contains(c)),
            Is::Kind(kinds) => kinds.any(|k| def.kind == *k),
            Is::Level(range) => in_range(def.level.map(i32::from), range),
            Is::Dp(range) => in_range(def.dp, range),
            Is::PlayCost(range) => in_range(def.cost.map(i32::from), range),
            Is::TextContains(word) => text_contains(def, word),
            Is::Keyword(k) => def.keywords.contains(k),
            Is::Written(icon) => has_written(def, *icon),
            Is::Token(token) => def.token == *token,
            Is::MaxDp(m) => def.dp.is_some_and(|d| d <= *m),
            Is::MinDp(m) => def.dp.is_some_and(|d| d >= *m),
            Is::MaxLevel(m) => def.level.is_some_and(|l| l <= *m),
            Is::MaxPlayCost(m) => def.cost.is_some_and(|c| c <= *m),
            Is::HasInheritedEffect(on) => !*on || def.has_inherited(),
            Is::HasLinkEffect(on) => !*on || def.link.as_ref().is_some_and(|l| !l.effects.is_empty()),
            Is::HasEffect(timing) => has_effect(def, *timing),
            Is::SameNameAs(r) => {
                self.unit_of(r).is_some_and(|(_, them)| def.is_named(&super::info::name(self.state, them)))
            }
            // What a card alone cannot have: a stack, a state, a place among objects.
            Is::Sources(range) => range.contains(0, self),
            Is::NoSources(_) | Is::Other(_) | Is::Lowest(_) | Is::Highest(_) | Is::LowestDp(_) => true,
            Is::SourcesContain(_) | Is::Suspended(_) | Is::Is(_) | Is::PlayedBy(_) => false,
            Is::MaxDpOfThis(on) | Is::MaxLevelYourSecurity(on) | Is::MaxLevelOfThat(on) => !*on,
        }
    }

    /// The battle-area 1体 `target` may choose (15-1-7: the battle area is the default zone),
    /// ranked by its `lowest`/`highest` atoms. `pick = "this"` yields the effect's own 1体 if it
    /// is in the battle area.
    pub fn candidates(&self, target: &Target) -> Vec<ObjectId> {
        let state = self.state;
        if target.pick == crate::cards::ast::Pick::This {
            return self.this.filter(|id| state.battle_unit(*id).is_some()).into_iter().collect();
        }
        let mut out = Vec::new();
        for seat in self.seats(target.side) {
            for unit in state.player(seat).battle() {
                if self.subject_is(unit, target.subject) && self.matches(seat, unit, &target.filter) {
                    out.push(unit.id);
                }
            }
        }
        for atom in target.required() {
            let (stat, least) = match atom {
                Is::Lowest(stat) => (*stat, true),
                Is::Highest(stat) => (*stat, false),
                Is::LowestDp(true) => (Stat::Dp, true),
                _ => continue,
            };
            // Among those meeting the rest; ties are all candidates.
            let value = |id: &ObjectId| state.battle_unit(*id).and_then(|(s, u)| self.stat(s, u, stat));
            let best = if least { out.iter().filter_map(value).min() } else { out.iter().filter_map(value).max() };
            out.retain(|id| value(id) == best);
        }
        out
    }

    fn subject_is(&self, unit: &Unit, subject: Subject) -> bool {
        let tamer = || self.state.def(unit.top()).kind == CardKind::Tamer;
        match subject {
            Subject::Digimon => is_digimon(self.state, unit),
            Subject::Tamer => tamer(),
            // 4-21-1: "Digimon/Tamer" is either.
            Subject::DigimonOrTamer => is_digimon(self.state, unit) || tamer(),
        }
    }

    /// How many 1体 of the battle area `target` describes, its pick and count aside.
    fn count(&self, target: &Target) -> usize {
        let all = Target { pick: crate::cards::ast::Pick::All, ..target.clone() };
        self.candidates(&all).len()
    }

    fn zone_size(&self, side: Side, size: impl Fn(&crate::state::Player) -> usize) -> i32 {
        let n: usize = self.seats(side).map(|s| size(self.state.player(s))).sum();
        i32::try_from(n).unwrap_or(i32::MAX)
    }

    /// Whether a fact holds. Conditions read the situation at processing time (15-8-3-7), but a
    /// leave-zone trigger's condition about its own 1体 reads how it last was (15-8-3-9-4).
    fn fact(&self, fact: &Fact) -> bool {
        let state = self.state;
        let controller = self.controller;
        let this = || self.this.and_then(|id| state.find_unit(id)).map(|(_, u)| u);
        let left = self.ctx.and_then(|c| c.left).and_then(|id| state.last_known.get(id));
        let cause = self.ctx.and_then(|c| c.interrupting).map(|(_, cause)| cause);
        let that_level = || self.about_level();
        match fact {
            Fact::YourTurn => state.turn_player == controller,
            Fact::OpponentsTurn => state.turn_player != controller,
            Fact::Have(target) => self.count(target) > 0,
            Fact::This(filter) => self
                .this
                .and_then(|id| state.find_unit(id))
                .is_some_and(|(seat, unit)| self.matches(seat, unit, filter)),
            Fact::That(filter) => self.unit_of(&Ref::That).is_some_and(|(seat, unit)| self.matches(seat, unit, filter)),
            Fact::MemoryAtMost(x) => state.memory_for(controller) <= *x,
            Fact::MemoryAtLeast(x) => state.memory_for(controller) >= *x,
            Fact::SourcesAtLeast(n) => match left {
                Some(was) => was.sources >= *n,
                None => this().is_some_and(|u| u.sources().len() >= usize::from(*n)),
            },
            Fact::ThisSuspended => this().is_some_and(|u| u.suspended),
            // 15-12-1-6: a Tamer also treated as a Digimon is still a Tamer.
            Fact::YouHaveTamer => state.player(controller).battle().iter().any(|u| is_tamer(state, u)),
            Fact::OpponentHasDigimon => state.player(self.opponent()).battle().iter().any(|u| is_digimon(state, u)),
            Fact::YourSecurityAtMost(n) => state.player(controller).security.len() <= usize::from(*n),
            Fact::OpponentsSecurityAtMost(n) => state.player(self.opponent()).security.len() <= usize::from(*n),
            Fact::OpponentsSideMemoryAtLeast(x) => state.memory_for(controller) <= -*x,
            Fact::DigiXrossedAtLeast(n) => this().is_some_and(|u| u.digixrossed >= *n),
            Fact::AttackedOpponent | Fact::AttackedDigimon => super::attacked_as_declared(state, self.this, fact),
            Fact::NoOtherOwnDigimon => {
                state.player(controller).battle().iter().all(|u| Some(u.id) == self.this || !is_digimon(state, u))
            }
            Fact::DigivolvingHasNoSources => self
                .ctx
                .and_then(|c| c.about)
                .and_then(|id| state.find_unit(id))
                .is_some_and(|(_, u)| u.sources().is_empty()),
            Fact::ThatDigimonLevelAtLeast(n) => that_level().is_some_and(|l| l >= *n),
            Fact::ThatDigimonLevelIs(n) => that_level() == Some(*n),
            Fact::Attacking => self.this.is_some_and(|id| state.attack.as_ref().is_some_and(|a| a.attacker == id)),
            Fact::Attacked => self.this.is_some_and(|id| {
                state.attack.as_ref().is_some_and(|a| a.target == crate::state::AttackTarget::Digimon(id))
            }),
            Fact::ThisHasWritten(icon) => this().is_some_and(|u| has_written(state.def(u.top()), *icon)),
            Fact::YouHaveDigimonNamed(text) => state
                .player(controller)
                .battle()
                .iter()
                .any(|u| is_digimon(state, u) && super::info::name_contains(state, u, text)),
            Fact::YouHaveDigimonWithTrait(name) => state
                .player(controller)
                .battle()
                .iter()
                .any(|u| is_digimon(state, u) && state.def(u.top()).has_trait(name)),
            // Only an interrupted deletion has a cause: the running effect knows it.
            Fact::DeletionInBattle => cause == Some(DeleteCause::Battle),
            Fact::LeaveNotInBattle => cause.is_some_and(|c| c != DeleteCause::Battle),
            Fact::LeaveNotByYouOrBattle => {
                cause.is_some_and(|c| c != DeleteCause::Battle && c != DeleteCause::Effect(controller))
            }
            Fact::DeletionNotByYourEffect => cause.is_some_and(|c| c != DeleteCause::Effect(controller)),
            Fact::DecoyTarget(color) => self.ctx.and_then(|c| c.interrupting).is_some_and(|(id, cause)| {
                cause == DeleteCause::Effect(self.opponent())
                    && state.battle_unit(id).is_some_and(|(_, u)| super::info::has_color(state, u, *color))
            }),
        }
    }

    fn value(&self, query: &Query) -> i32 {
        let state = self.state;
        match query {
            Query::Memory => i32::from(state.memory_for(self.controller)),
            Query::Hand(side) => self.zone_size(*side, |p| p.hand.len()),
            Query::Deck(side) => self.zone_size(*side, |p| p.deck.len()),
            Query::Security(side) => self.zone_size(*side, |p| p.security.len()),
            Query::Trash(side) => self.zone_size(*side, |p| p.trash.len()),
            Query::Count(target) => i32::try_from(self.count(target)).unwrap_or(i32::MAX),
            Query::Cards(cards) => {
                let n: usize = self
                    .seats(cards.side)
                    .map(|seat| {
                        let p = state.player(seat);
                        let admits = |c: &&crate::state::Card| self.card_is(state.def(c), &cards.filter);
                        match cards.zone {
                            CardsZone::Trash => p.trash.iter().filter(admits).count(),
                            CardsZone::Hand => p.hand.iter().filter(admits).count(),
                            CardsZone::FaceUpSecurity => p.face_up_security().filter(admits).count(),
                        }
                    })
                    .sum();
                i32::try_from(n).unwrap_or(i32::MAX)
            }
            Query::DpOf(r) => self.stat_of(r, Stat::Dp),
            Query::LevelOf(r) => self.stat_of(r, Stat::Level),
            Query::SourcesOf(r) => self.stat_of(r, Stat::Sources),
            Query::PlayCostOf(r) => self.stat_of(r, Stat::PlayCost),
            Query::EventCount => self.ctx.map_or(0, |c| i32::from(c.event_count)),
        }
    }

    /// Whether a condition holds.
    pub fn holds(&self, condition: &crate::cards::ast::Condition) -> bool {
        condition.holds(self)
    }

    /// An amount's value now.
    pub fn amount(&self, amount: &crate::cards::ast::Amount) -> i32 {
        amount.eval(self)
    }
}

impl Evaluate<Fact, Query> for Reader<'_> {
    fn atom(&self, atom: &Fact) -> bool {
        self.fact(atom)
    }

    fn query(&self, query: &Query) -> i32 {
        self.value(query)
    }

    fn bound(&self, slot: &Slot) -> Option<&Bound> {
        self.bindings.and_then(|b| b.get(slot))
    }
}

/// Whether the card's own text box has an effect with this timing.
fn has_effect(def: &CardDef, timing: crate::cards::ast::Timing) -> bool {
    def.effects.iter().filter_map(crate::cards::ast::Ability::as_triggered).any(|t| t.has(timing))
}

/// Whether the card's written text, as rendered, contains `word` (letter case aside).
fn text_contains(def: &CardDef, word: &str) -> bool {
    crate::cards::render::card_text(def).to_lowercase().contains(&word.to_lowercase())
}
