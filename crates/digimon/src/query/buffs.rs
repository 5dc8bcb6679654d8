//! What modifies a battle-area 1体 (15-8-2, 4-2-4/5/6): DP (1-3-8, 2-5), keywords, prohibitions
//! and permissions, read through a [`Field`] over the continuous effects each battle area
//! remembers ([`area_effects`]), so that no question scans the field's cards again.

use super::{ContinuousKey, condition_holds, is_digimon, scope_applies};
use crate::cards::ast::{Affects, Buff, Keyword, Timing, UnaffectedBy, UnitFilter};
use crate::state::continuous::{
    AreaEffect, AreaEffects, BuffKinds, Gives, has_security_effects, lowers_dp, security_effects,
};
use crate::state::{DigimonState, EffectCtx, EffectKinds, LastingTarget, Shields, Unit};
use fuda_kernel::modifiers::{Latest, Permission, Timestamp, sum_then_apply};
use fuda_kernel::{ObjectId, Seat};
use smallvec::SmallVec;
use std::cell::OnceCell;

/// The continuous effects of the cards in both battle areas, as the areas remember them, with
/// the lasting effects' contribution to what they can give. Whether each applies
/// (its scope, condition and whom it reaches) is still read when asked. It borrows the state, so
/// it cannot outlive a change to it.
pub struct Field<'a> {
    state: &'a DigimonState,
    /// What each side's battle area remembers, seat 0's first: its continuous effects are in
    /// the order a scan of the field meets them.
    areas: [&'a AreaEffects; 2],
    /// What the field's continuous effects and the lasting effects can give: a question about
    /// anything else need not read them.
    gives: Gives,
    /// Whether the attacking Digimon has Collision (16-29), once asked.
    collision: OnceCell<bool>,
    /// The continuous effects of each side's face-up security cards (15-14-5-1), seat 0's
    /// first: nearly always none.
    security: [Vec<AreaEffect>; 2],
}

/// A 1体's keywords, one entry per instance: a few, kept inline, since trigger collection asks
/// for them for every 1体 at every timing.
pub type Keywords = SmallVec<[Keyword; 8]>;

/// Which sources of modifications a question about one 1体 must read ([`Field::each_buff`]).
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct BuffSources {
    /// Its printed and inherited keywords.
    printed_keywords: bool,
    /// The field's continuous effects and the lasting effects.
    given: bool,
    /// Its link cards' DP (4-2-5).
    link_dp: bool,
    /// Collision's Blocker (16-29): the 1体 is on the other side of an attacker with Collision.
    collision: bool,
}

impl<'a> Field<'a> {
    /// The field as both battle areas remember it, and the lasting effects.
    pub fn new(state: &'a DigimonState) -> Field<'a> {
        let [a, b] = [Seat(0), Seat(1)].map(|s| state.player(s).area_effects(&state.db));
        let security = [Seat(0), Seat(1)].map(|s| {
            let p = state.player(s);
            if has_security_effects(&state.db, p) { security_effects(&state.db, p) } else { Vec::new() }
        });
        let in_security = security.iter().flatten().map(|e| &e.effect.buff);
        let gives = state.lasting.gives().union(a.gives).union(b.gives).union(Gives::of(in_security));
        Field { state, areas: [a, b], gives, collision: OnceCell::new(), security }
    }

    /// The field's continuous effects with their controllers, seat 0's first; then those of
    /// face-up security cards, seat 0's first.
    fn effects(&self) -> impl Iterator<Item = (Seat, &AreaEffect)> {
        let [a, b] = &self.security;
        scan_order(self.areas.map(|area| &area.effects[..])).chain(scan_order([&a[..], &b[..]]))
    }

    /// The state it reads.
    pub fn state(&self) -> &'a DigimonState {
        self.state
    }

    /// The continuous effects on the field that apply now (scope and condition) and give a
    /// modification of which the later wins ([`BuffKinds::LATER_WINS`]), in the order a scan of
    /// the field meets them, for [`fuda_kernel::modifiers::Since`]. Only those have their
    /// timestamps read: the others are not recorded, nor their conditions read for it.
    pub fn active(&self) -> SmallVec<[ContinuousKey; 8]> {
        self.active_keys().copied().collect()
    }

    /// [`Field::active`], one by one.
    pub fn active_keys(&self) -> impl Iterator<Item = &ContinuousKey> {
        let state = self.state;
        // Most areas have no such effect: what they give says so.
        let dated = self.areas.map(|area| if area.dated() { &area.effects[..] } else { &[] });
        let [a, b] = &self.security;
        scan_order(dated)
            .chain(scan_order([&a[..], &b[..]]))
            .filter(move |(owner, e)| {
                later_wins(&e.effect.buff)
                    && scope_applies(state, *owner, e.effect.during)
                    && e.effect.condition.as_ref().is_none_or(|c| condition_holds(state, *owner, Some(e.unit), c))
            })
            .map(|(_, e)| &e.key)
    }

    /// Calls `f` with every modification that applies to the battle-area 1体 `unit` of `seat`:
    /// its own keywords, its sources' inherited keywords (4-2-4), continuous effects of cards in
    /// battle areas (15-8-2) and lasting effects given by actions. Breeding-area 1体 get none
    /// (3-4-5-3/4).
    pub fn for_each_buff(&self, seat: Seat, unit: &Unit, mut f: impl FnMut(&Buff)) {
        self.for_each_buff_at(seat, unit, |_, b| f(b));
    }

    /// As [`Field::for_each_buff`], with each modification's timestamp: printed text and
    /// continuous effects of cards count as the earliest, lasting effects carry the moment they
    /// were given.
    pub fn for_each_buff_at(&self, seat: Seat, unit: &Unit, f: impl FnMut(Timestamp, &Buff)) {
        self.each_buff(seat, unit, BuffKinds::ALL, |_| true, f);
    }

    /// As [`Field::for_each_buff_at`], for the information changes and additions only (15-12).
    /// The conditions of effects that give anything else are not read: such a condition may ask
    /// a 1体's name (`you-have-digimon-named`), and the name asks this again without end. The
    /// loader lets no information change carry a condition, so none is read here.
    pub fn for_each_info_buff_at(&self, seat: Seat, unit: &Unit, f: impl FnMut(Timestamp, &Buff)) {
        self.each_buff(seat, unit, BuffKinds::INFO, crate::state::continuous::is_info, f);
    }

    /// As [`Field::for_each_buff_at`], for a question that reads only the modifications
    /// `wanted` accepts: the others may be left out, and the continuous and lasting effects that
    /// give them are not checked (scope, whom they reach, condition), which is most of the cost.
    /// `kinds` are the kinds `wanted` may accept: printed and inherited keywords are read only
    /// for keywords, link DP only for DP, and the field's and lasting effects only if they give
    /// one of them.
    #[inline] // Most questions stop at the first check, which costs less than a call.
    fn each_buff(
        &self,
        seat: Seat,
        unit: &Unit,
        kinds: BuffKinds,
        wanted: impl Fn(&Buff) -> bool,
        f: impl FnMut(Timestamp, &Buff),
    ) {
        let state = self.state;
        let sources = BuffSources {
            // Printed keywords are read only if the 1体 prints one of a wanted kind.
            printed_keywords: kinds.intersects(unit.summary(&state.db).keywords.kinds),
            given: self.gives.kinds.intersects(kinds),
            link_dp: kinds.intersects(BuffKinds::DP) && !unit.links().is_empty(),
            // Asked last, once for the field: whether the attacker has Collision does not ask
            // for Blocker, so this does not recurse.
            collision: kinds.intersects(BuffKinds::BLOCKER)
                && state.attack.as_ref().is_some_and(|a| a.seat != seat)
                && self.attacker_has_collision(),
        };
        // Something that nothing prints or gives: there is nothing to read.
        if sources != BuffSources::default() {
            self.read_buffs(seat, unit, sources, wanted, f);
        }
    }

    /// [`Field::each_buff`] past its first check, reading the sources that may give one.
    fn read_buffs(
        &self,
        seat: Seat,
        unit: &Unit,
        sources: BuffSources,
        wanted: impl Fn(&Buff) -> bool,
        mut f: impl FnMut(Timestamp, &Buff),
    ) {
        let state = self.state;
        let printed = Timestamp(0);
        let BuffSources { printed_keywords, given, link_dp, collision } = sources;
        if printed_keywords {
            for k in &state.def(unit.top()).keywords {
                f(printed, &Buff::Keyword(*k));
            }
            for source in unit.open_sources() {
                for k in &state.def(source).inherited_keywords {
                    f(printed, &Buff::Keyword(*k));
                }
            }
        }
        // 15-15-6-2: while unaffected, the effects of that side and kind on it do not apply;
        // from the moment it becomes affected again, they do.
        // Asked only when such an effect would apply: it is not cheap.
        let shield = OnceCell::new();
        let blocked = |owner: Seat, kinds: &dyn Fn() -> EffectKinds| {
            // Its own side's effects are blocked only by a rare "unaffected" of their side.
            if owner == seat && !self.gives.kinds.intersects(BuffKinds::UNAFFECTED) {
                return false;
            }
            let shields = *shield.get_or_init(|| self.shields(seat, unit));
            shields != Shields::NONE && shields.block(seat, owner, kinds())
        };
        // 4-2-5: link DP. The link effects the Digimon gains (4-2-6) are among its continuous
        // effects below.
        let links = if link_dp { unit.links() } else { &[] };
        for link in links {
            if let Some(info) = &state.def(link).link {
                f(printed, &Buff::Dp(info.dp));
            }
        }
        let effects = self.effects().filter(|_| given);
        for (owner, AreaEffect { unit: other, key, effect: c }) in effects {
            if !wanted(&c.buff) || !scope_applies(state, owner, c.during) {
                continue;
            }
            let reaches = match c.affects {
                Affects::This => *other == unit.id,
                Affects::YourDigimon => owner == seat && is_digimon(state, unit),
                Affects::OpponentsDigimon => owner != seat && is_digimon(state, unit),
                // Number modifiers change effects, not Digimon (15-15-5).
                Affects::YourEffects | Affects::OpponentsEffects | Affects::ThisEffects => false,
            } && meets_filter(state, unit, c.filter.as_ref());
            if reaches
                && !blocked(owner, &|| super::unaffected::continuous_kinds(state, *other, key))
                && c.condition.as_ref().is_none_or(|cond| condition_holds(state, owner, Some(*other), cond))
            {
                // 15-8-2-5: stamped when it began to apply (see `continuous_since`), where the
                // later wins; no other timestamp is read.
                let since = if later_wins(&c.buff) { state.continuous_since.get(key) } else { None };
                // 15-15-7-1: "+N DP for each …", the count read now, never below 0.
                if let (Some(per), Buff::Dp(n)) = (&c.per, &c.buff) {
                    let times = super::Reader::new(state, owner, Some(*other)).amount(per).max(0);
                    f(since.unwrap_or(printed), &Buff::Dp(n.saturating_mul(times)));
                } else {
                    f(since.unwrap_or(printed), &c.buff);
                }
            }
        }
        // 16-29: while a Digimon with Collision attacks, the opponent's Digimon gain Blocker.
        if collision && is_digimon(state, unit) {
            f(printed, &Buff::Keyword(Keyword::Blocker));
        }
        let lasting = if given { state.lasting.as_slice() } else { &[] };
        for e in lasting.iter().filter(|e| wanted(&e.buff)) {
            let reaches = match e.target {
                LastingTarget::Unit(id) => id == unit.id,
                LastingTarget::AllOf(s) => s == seat && is_digimon(state, unit),
            };
            if reaches && !blocked(e.controller, &|| e.kinds) {
                f(e.timestamp, &e.buff);
            }
        }
    }

    /// Whether the attacking Digimon, if any, has Collision (16-29).
    fn attacker_has_collision(&self) -> bool {
        *self.collision.get_or_init(|| {
            let attacker = self.state.attack.as_ref().and_then(|a| self.state.battle_unit(a.attacker));
            attacker.is_some_and(|(s, u)| self.has_keyword(s, u, Keyword::Collision))
        })
    }

    /// Whether the battle-area 1体's DP is 0 (17-1-3-1). Most of the time
    /// [`Field::surely_not_zero_dp`] answers without reading modifiers: the rule check asks this
    /// of every Digimon after every process.
    pub fn dp_is_zero(&self, seat: Seat, unit: &Unit) -> bool {
        !self.surely_not_zero_dp(seat, unit) && self.dp(seat, unit) == Some(0)
    }

    /// [`Field::has_buff`] for a pass asking modifications that no card prints (neither keywords
    /// nor DP: prohibitions and permissions) of many 1体. When no effect on the field, nor a
    /// lasting one, may give any of `buffs`, no 1体 has one, and every answer is `false` without a
    /// call.
    pub fn unprinted(&self, buffs: &[Buff]) -> impl Fn(Seat, &Unit, Buff) -> bool + '_ {
        let possible = buffs.iter().any(|b| self.may_give(b));
        move |seat, unit, buff| possible && self.has_buff(seat, unit, &buff)
    }

    /// Whether an effect on the field, or a lasting one, may give a modification of this kind.
    /// For one that no card prints (a prohibition or a permission), no 1体 has it otherwise.
    pub fn may_give(&self, buff: &Buff) -> bool {
        self.gives.kinds.intersects(BuffKinds::of(buff))
    }

    /// Whether an effect on the field, or a lasting one, may give a keyword whose effect has
    /// this timing.
    pub fn may_give_keyword_at(&self, timing: Timing) -> bool {
        self.gives.keyword_timings.contains(timing)
    }

    /// Whether a battle-area 1体 may be trashed by the rule check or has a link card, as both
    /// areas remember ([`crate::rule_check::trash_misplaced`]).
    pub fn misplaced_or_linked(&self) -> bool {
        self.areas.iter().any(|area| area.misplaced_or_linked())
    }

    /// Whether no battle-area 1体 can have 0 DP: [`Field::surely_not_zero_dp`] of every one,
    /// answered from what both areas remember.
    pub fn surely_no_zero_dp(&self) -> bool {
        let [a, b] = self.areas;
        !self.gives.lowers_dp && a.dp_above_zero && b.dp_above_zero
    }

    /// Whether `seat`'s battle-area 1体 surely does not have 0 DP, without reading its
    /// modifiers: no effect on the field or given by an effect that could reach it lowers,
    /// replaces or adds DP, and its top card is printed with more than 0 DP (and no link lowers
    /// it) or with none (2-5-3: a card without DP has none, and nothing adds it).
    pub fn surely_not_zero_dp(&self, seat: Seat, unit: &Unit) -> bool {
        unit.summary(&self.state.db).dp_above_zero && !self.may_lower_dp(seat, unit)
    }

    /// Whether a modification that lowers, replaces or adds DP may reach `seat`'s 1体: one on
    /// the field that affects its side or it alone, or one given to it or to all of a side.
    fn may_lower_dp(&self, seat: Seat, unit: &Unit) -> bool {
        if !self.gives.lowers_dp {
            return false;
        }
        let on_field = self.effects().any(|(owner, e)| {
            lowers_dp(&e.effect.buff)
                && match e.effect.affects {
                    Affects::This => e.unit == unit.id,
                    Affects::YourDigimon => owner == seat,
                    Affects::OpponentsDigimon => owner != seat,
                    Affects::YourEffects | Affects::OpponentsEffects | Affects::ThisEffects => false,
                }
        });
        on_field || self.state.lasting.iter().any(|e| lowers_dp(&e.buff) && e.target.names(seat, unit.id))
    }

    /// The DP of a 1体 (2-5): the top card's DP with every modifier summed first and then applied
    /// (1-3-8), never below 0. `None` for a card without DP (2-5-3).
    pub fn dp(&self, seat: Seat, unit: &Unit) -> Option<i32> {
        let state = self.state;
        let printed = state.def(unit.top()).dp;
        if state.player(seat).breeding.as_ref().is_some_and(|b| b.id == unit.id) {
            return printed;
        }
        // Read as they come, with no list kept: DP changes are summed (1-3-8), and of the
        // original-DP changes and additions the latest is kept.
        let mut total = 0;
        let mut base = Latest::new();
        let mut added = false;
        let wanted = |b: &Buff| matches!(b, Buff::Dp(_) | Buff::BaseDp(_) | Buff::AlsoDigimon(_));
        self.each_buff(seat, unit, BuffKinds::DP, wanted, |t, b| match b {
            Buff::Dp(n) => total += n,
            Buff::BaseDp(n) => base.offer(t, *n),
            // 15-12-1-2/5: added DP is the original DP, even on a card that had none.
            Buff::AlsoDigimon(n) => {
                added = true;
                base.offer(t, *n);
            }
            Buff::Keyword(_)
            | Buff::CannotAttack
            | Buff::CannotBlock
            | Buff::CanAttackActive
            | Buff::CannotBeAttacked
            | Buff::Unaffected
            | Buff::DeleteDpLimit(_)
            | Buff::MemoryGainOnlyByTamers
            | Buff::IgnoreColorRequirement
            | Buff::Name(_)
            | Buff::Level(_)
            | Buff::PlayCost(_)
            | Buff::Colors(_)
            | Buff::CannotBeSuspended
            | Buff::CannotAttackPlayers
            | Buff::CannotUnsuspend
            | Buff::CannotBeBlocked
            | Buff::AlsoColor(_)
            | Buff::Effect(_)
            | Buff::UnaffectedBy(_)
            | Buff::DigivolveRoute(_) => {}
        });
        // 15-12-2-2: a change cannot give DP to a card that has none (unless DP was added).
        if printed.is_none() && !added {
            return None;
        }
        // 2-5-2: the original DP is the changed one; among changes and additions the latest wins
        // (15-12-2-3, 15-12-1-3).
        let base = base.get().or(printed)?;
        Some(sum_then_apply(base, [total], 0))
    }

    /// Every keyword a battle-area 1体 has, one entry per instance (printed, inherited, granted).
    pub fn keywords(&self, seat: Seat, unit: &Unit) -> Keywords {
        let mut out = Keywords::new();
        self.each_buff(
            seat,
            unit,
            BuffKinds::KEYWORD,
            |b| matches!(b, Buff::Keyword(_)),
            |_, b| {
                if let Buff::Keyword(k) = b {
                    out.push(*k);
                }
            },
        );
        out
    }

    /// Every instance the 1体 has of the keyword `like` is one of, whatever its number (Security
    /// Attack +N, Link +N): only what may give that keyword is read.
    pub fn each_keyword_like(&self, seat: Seat, unit: &Unit, like: Keyword, mut f: impl FnMut(Keyword)) {
        let kind = BuffKinds::of(&Buff::Keyword(like));
        let same = |b: &Buff| matches!(b, Buff::Keyword(k) if k.kind_index() == like.kind_index());
        self.each_buff(seat, unit, kind, same, |_, b| {
            if let Buff::Keyword(k) = b {
                if same(b) {
                    f(*k);
                }
            }
        });
    }

    /// The keywords of [`Field::keywords`] whose effect has this timing, in the same order:
    /// trigger collection needs no others, and the effects that grant only others are not read.
    pub fn keywords_at(&self, seat: Seat, unit: &Unit, timing: Timing) -> Keywords {
        let mut out = Keywords::new();
        // The field knows the timings of the keywords effects give, the 1体's summary those of
        // its printed ones (Collision gives Blocker, which has no effect).
        let printed = unit.summary(&self.state.db).keywords;
        if !self.gives.keyword_timings.contains(timing) && !printed.keyword_timings.contains(timing) {
            return out;
        }
        // Printed keywords come whether wanted or not.
        let wanted = |b: &Buff| matches!(b, Buff::Keyword(k) if k.timing() == Some(timing));
        self.each_buff(seat, unit, BuffKinds::KEYWORD, wanted, |_, b| {
            if let Buff::Keyword(k) = b
                && wanted(b)
            {
                out.push(*k);
            }
        });
        out
    }

    /// Whether a battle-area 1体 has a keyword (any instance).
    pub fn has_keyword(&self, seat: Seat, unit: &Unit, keyword: Keyword) -> bool {
        self.has_buff(seat, unit, &Buff::Keyword(keyword))
    }

    /// Whether a prohibition buff applies.
    pub fn has_buff(&self, seat: Seat, unit: &Unit, buff: &Buff) -> bool {
        let mut found = false;
        self.each_buff(seat, unit, BuffKinds::NONE.with(buff), |b| b == buff, |_, b| found |= b == buff);
        found
    }

    /// Whether the 1体 can be suspended now: it is active and nothing forbids it (1-3-3, 15-1-3).
    pub fn can_be_suspended(&self, seat: Seat, unit: &Unit) -> bool {
        !unit.suspended && !self.has_buff(seat, unit, &Buff::CannotBeSuspended)
    }

    /// Whether `attacker` (of the turn player) may attack the opponent's Digimon `target`
    /// (11-2-7-1): a suspended one, or an active one with a permission, unless a prohibition
    /// forbids it; prohibitions beat permissions (15-1-3).
    pub fn may_attack_digimon(&self, seat: Seat, attacker: &Unit, target: &Unit) -> bool {
        if !is_digimon(self.state, target) {
            return false;
        }
        let opponent = DigimonState::opponent(seat);
        attack_permitted(
            target.suspended || self.has_buff(seat, attacker, &Buff::CanAttackActive),
            self.has_buff(opponent, target, &Buff::CannotBeAttacked),
        )
    }

    /// What the 1体 is unaffected by (15-15-6): the "unaffected" modifications from its own
    /// side, and Progress while it attacks (16-38), against the opponent's effects. Only its own
    /// printed keywords, its own side's continuous effects and effects its controller gave are
    /// consulted.
    ///
    /// Their conditions may still ask a name or a colour, and a 1体's name may have been changed
    /// by the opponent, a change that applies only if the 1体 is not unaffected: "unaffected while
    /// you have a Digimon named X", renamed X by the opponent, would ask itself without end. The
    /// rules do not say; we judge (docs/digimon/rulings.md, 15-15-6) that a 1体 whose being
    /// unaffected is being judged is read, for that judgement, without the opponent's changes.
    pub fn shields(&self, seat: Seat, unit: &Unit) -> Shields {
        let state = self.state;
        if state.judging_shields.borrow().contains(&unit.id) {
            return Shields::OPPONENT;
        }
        state.judging_shields.borrow_mut().push(unit.id);
        let shields = self.judge_shields(seat, unit);
        state.judging_shields.borrow_mut().pop();
        shields
    }

    /// [`Field::shields`] once the 1体 is marked as being judged.
    fn judge_shields(&self, seat: Seat, unit: &Unit) -> Shields {
        let state = self.state;
        let attacking = state.attack.as_ref().is_some_and(|a| a.attacker == unit.id);
        let progress = |k: &Keyword| attacking && *k == Keyword::Progress;
        // An "unaffected" modification, or Progress given while it attacks.
        let shield_of = |b: &Buff| {
            if let Buff::Keyword(k) = b { progress(k).then(UnaffectedBy::default) } else { b.unaffected_by() }
        };
        let top = state.def(unit.top());
        let mut shields = Shields::NONE;
        if top.keywords.iter().any(progress)
            || unit.open_sources().any(|c| state.def(c).inherited_keywords.iter().any(progress))
        {
            shields = Shields::OPPONENT;
        }
        if !self.gives.kinds.intersects(BuffKinds::UNAFFECTED.union(BuffKinds::of(&Buff::Keyword(Keyword::Progress)))) {
            return shields;
        }
        let own_side = self.areas[seat.index()].effects.iter().chain(&self.security[seat.index()]);
        for AreaEffect { unit: other, effect: c, .. } in own_side {
            let Some(by) = shield_of(&c.buff) else { continue };
            let reaches = match c.affects {
                Affects::This => *other == unit.id,
                Affects::YourDigimon => is_digimon(state, unit),
                Affects::OpponentsDigimon | Affects::YourEffects | Affects::OpponentsEffects | Affects::ThisEffects => {
                    false
                }
            } && meets_filter(state, unit, c.filter.as_ref());
            if reaches
                && scope_applies(state, seat, c.during)
                && c.condition.as_ref().is_none_or(|cond| condition_holds(state, seat, Some(*other), cond))
            {
                shields = shields.with(by);
            }
        }
        for e in state.lasting.iter().filter(|e| e.controller == seat && e.target.names(seat, unit.id)) {
            if let Some(by) = shield_of(&e.buff) {
                shields = shields.with(by);
            }
        }
        shields
    }
}

/// Whether the later of two such modifications wins, so that its timestamp is read
/// ([`BuffKinds::LATER_WINS`]).
fn later_wins(buff: &Buff) -> bool {
    BuffKinds::of(buff).intersects(BuffKinds::LATER_WINS)
}

/// Both sides' battle-area continuous effects with their controllers, seat 0's first.
fn scan_order([a, b]: [&[AreaEffect]; 2]) -> impl Iterator<Item = (Seat, &AreaEffect)> {
    a.iter().map(|e| (Seat(0), e)).chain(b.iter().map(|e| (Seat(1), e)))
}

/// Whether an attack on a Digimon is allowed (11-2-7-1): `permitted` if the target is suspended
/// or the attacker may attack active Digimon, `forbidden` if the target cannot be attacked;
/// prohibitions beat permissions (15-1-3).
pub fn attack_permitted(permitted: bool, forbidden: bool) -> bool {
    let permission = if permitted { Permission::Allowed } else { Permission::Default };
    let prohibition = if forbidden { Permission::Forbidden } else { Permission::Default };
    permission.and(prohibition) == Permission::Allowed
}

/// Whether a 1体 meets a continuous global effect's condition on whom it affects, read now:
/// it is affected exactly while it meets it (15-11-2-3-2/3).
fn meets_filter(state: &DigimonState, unit: &Unit, filter: Option<&UnitFilter>) -> bool {
    let Some(f) = filter else {
        return true;
    };
    let def = state.def(unit.top());
    f.name.as_ref().is_none_or(|n| crate::query::info::is_named(state, unit, n))
        && f.name_contains.as_ref().is_none_or(|n| crate::query::info::name_contains(state, unit, n))
        && (!f.no_sources || unit.sources().is_empty())
        && f.trait_is.as_ref().is_none_or(|x| def.has_trait(x))
}

/// [`Field::dp`] for a single question.
pub fn dp(state: &DigimonState, seat: Seat, unit: &Unit) -> Option<i32> {
    Field::new(state).dp(seat, unit)
}

/// [`Field::has_keyword`] for a single question.
pub fn has_keyword(state: &DigimonState, seat: Seat, unit: &Unit, keyword: Keyword) -> bool {
    Field::new(state).has_keyword(seat, unit, keyword)
}

/// [`Field::can_be_suspended`] for a single question.
pub fn can_be_suspended(state: &DigimonState, seat: Seat, unit: &Unit) -> bool {
    Field::new(state).can_be_suspended(seat, unit)
}

/// [`Field::shields`] for a single question.
pub fn shields(state: &DigimonState, seat: Seat, unit: &Unit) -> Shields {
    Field::new(state).shields(seat, unit)
}

/// How many security cards the 1体 checks: 1 (4-2-9) plus every Security Attack (16-3-3),
/// never below 0 (16-3-4).
pub fn check_count(state: &DigimonState, seat: Seat, unit: &Unit) -> u8 {
    let mut total: i32 = 1;
    Field::new(state).each_keyword_like(seat, unit, Keyword::SecurityAttack(0), |k| {
        if let Keyword::SecurityAttack(n) = k {
            total += i32::from(n);
        }
    });
    u8::try_from(total.clamp(0, 255)).expect("clamped")
}

/// Whether the effect `ctx` can affect the battle-area 1体 `id` (15-15-6-1): not if the 1体 is
/// unaffected by effects of its controller's side and of one of its kinds (15-2-1).
pub fn affectable(state: &DigimonState, ctx: &EffectCtx, id: ObjectId) -> bool {
    let Some((seat, unit)) = state.battle_unit(id) else { return true };
    let field = Field::new(state);
    let own = seat == ctx.controller;
    if own && !field.gives.kinds.intersects(BuffKinds::UNAFFECTED) {
        return true;
    }
    let shields = field.shields(seat, unit);
    shields == Shields::NONE || !shields.block(seat, ctx.controller, super::unaffected::effect_kinds(state, ctx))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_named_kinds_are_the_kinds_of_their_buffs() {
        let kinds = |buffs: &[Buff]| buffs.iter().fold(BuffKinds::NONE, |k, b| k.with(b));
        let blocker = kinds(&[Buff::Keyword(Keyword::Blocker)]);
        assert_eq!(blocker, BuffKinds::BLOCKER);
        assert!(BuffKinds::KEYWORD.intersects(blocker) && !blocker.intersects(kinds(&[Buff::Keyword(Keyword::Rush)])));
        let last = kinds(&[Buff::Keyword(Keyword::Partition(
            crate::cards::ast::Color::Red,
            3,
            crate::cards::ast::Color::Blue,
            3,
        ))]);
        assert!(BuffKinds::KEYWORD.intersects(last));
        assert_eq!(BuffKinds::DP, kinds(&[Buff::Dp(-1000), Buff::BaseDp(3000), Buff::AlsoDigimon(2000)]));
        assert!(!BuffKinds::DP.intersects(kinds(&[Buff::CannotAttack, Buff::Level(3)])));
    }
}
