//! The continuous effects a 1体's cards carry, read from the cards alone: what a 1体's summary
//! ([`super::CardsSummary`]) and a battle area ([`AreaEffects`]) remember, and what kinds of
//! modification they can give ([`Gives`], [`BuffKinds`]). Whether an effect applies, and to
//! whom, is asked in `query`.

use super::{Card, Unit};
use crate::cards::CardDb;
use crate::cards::ast::{Ability, Affects, Buff, CardKind, Continuous, EffectZone, Keyword, TimingSet};
use crate::rules::{self, Rule};
use fuda_kernel::ObjectId;

/// As [`each_continuous`], reading the cards in `db`.
pub(crate) fn each_continuous_in<'a>(db: &'a CardDb, unit: &Unit, f: impl FnMut(ContinuousKey, &'a Continuous)) {
    // Most 1体 have no continuous effect: their summary says so without reading their cards.
    if unit.summary(db).continuous {
        read_continuous(db, unit, f);
    }
}

/// As [`each_continuous_in`], reading every card: what the 1体's summary is made from.
pub(crate) fn read_continuous<'a>(db: &'a CardDb, unit: &Unit, mut f: impl FnMut(ContinuousKey, &'a Continuous)) {
    let mut text = |card: &Card, inherited: bool, list: &'a [Ability]| {
        for (i, a) in list.iter().enumerate() {
            // A {セキュリティ} effect works only face up in security (15-14-5-1).
            if let Ability::Continuous(c @ Continuous { zone: EffectZone::Area, .. }) = a {
                f((card.id, inherited, u8::try_from(i).unwrap_or(u8::MAX)), c);
            }
        }
    };
    let top = unit.top();
    let def = db.get(top.def);
    if def.derived.continuous {
        text(top, false, &def.effects);
    }
    for source in unit.open_sources() {
        let def = db.get(source.def);
        if def.derived.inherited_continuous {
            text(source, true, &def.inherited);
        }
    }
    for link in unit.links() {
        let def = db.get(link.def);
        if let Some(info) = def.link.as_ref().filter(|_| def.derived.link_continuous) {
            text(link, true, &info.effects);
        }
    }
}

/// The continuous effects of `player`'s face-up security cards that work there (15-14-5-1), bottom
/// card first: each is its card's own, keyed by the card. A face-down card's never apply.
pub fn security_effects(db: &CardDb, player: &super::Player) -> Vec<AreaEffect> {
    let mut effects = Vec::new();
    for card in player.face_up_security().filter(|c| db.get(c.def).derived.security_continuous) {
        for (i, a) in db.get(card.def).effects.iter().enumerate() {
            if let Ability::Continuous(c @ Continuous { zone: EffectZone::Security, .. }) = a {
                let key = (card.id, false, u8::try_from(i).unwrap_or(u8::MAX));
                effects.push(AreaEffect { unit: card.id, key, effect: c.clone() });
            }
        }
    }
    effects
}

/// Whether one of `player`'s face-up security cards has a continuous effect that works there:
/// the question to ask before [`security_effects`], which most of the time is no.
pub fn has_security_effects(db: &CardDb, player: &super::Player) -> bool {
    !player.face_up_security.is_empty() && player.face_up_security().any(|c| db.get(c.def).derived.security_continuous)
}

/// A continuous effect on the field: the card, whether inherited, and its index.
pub type ContinuousKey = (ObjectId, bool, u8);

/// Whether a continuous effect adds "also treated as a Digimon" to its own 1体 (15-12-1-1).
pub fn adds_digimon(c: &Continuous) -> bool {
    c.affects == Affects::This && matches!(c.buff, Buff::AlsoDigimon(_))
}

/// What some modifications can give, read without asking whom they reach or whether they apply.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Gives {
    /// Their kinds.
    pub kinds: BuffKinds,
    /// The timings of the keywords among them.
    pub keyword_timings: TimingSet,
    /// Whether one could lower or replace a DP.
    pub lowers_dp: bool,
}

impl Gives {
    /// What these modifications give.
    pub fn of<'b>(buffs: impl IntoIterator<Item = &'b Buff>) -> Gives {
        buffs.into_iter().fold(Gives::default(), Gives::with)
    }

    /// This and `buff`.
    #[must_use]
    pub fn with(self, buff: &Buff) -> Gives {
        let timing = match buff {
            Buff::Keyword(k) => k.timing(),
            _ => None,
        };
        Gives {
            kinds: self.kinds.with(buff),
            keyword_timings: timing.map_or(self.keyword_timings, |t| self.keyword_timings.with(t)),
            lowers_dp: self.lowers_dp || lowers_dp(buff),
        }
    }

    /// What either gives.
    #[must_use]
    pub fn union(self, other: Gives) -> Gives {
        Gives {
            kinds: self.kinds.union(other.kinds),
            keyword_timings: self.keyword_timings.union(other.keyword_timings),
            lowers_dp: self.lowers_dp || other.lowers_dp,
        }
    }
}

/// The continuous effects of a battle area's 1体, in area order and each 1体's in
/// [`super::each_continuous`] order: what [`crate::state::Player::area_effects`] remembers.
pub fn area_effects(db: &CardDb, units: &[Unit]) -> AreaEffects {
    let mut effects = Vec::new();
    for unit in units {
        each_continuous_in(db, unit, |key, effect| {
            effects.push(AreaEffect { unit: unit.id, key, effect: effect.clone() });
        });
    }
    let mut area =
        AreaEffects { effects, gives: Gives::default(), misplaced: false, linked: false, dp_above_zero: true };
    area.recount(db, units);
    area
}

/// A battle area's continuous effects, with what they can give, and what the rule check asks of
/// the area.
#[derive(Clone, Debug, PartialEq)]
pub struct AreaEffects {
    /// The effects.
    pub effects: Vec<AreaEffect>,
    /// What they can give.
    pub gives: Gives,
    /// Whether the rule check would trash one of the area's 1体 ([`crate::rule_check::misplaced`]).
    pub misplaced: bool,
    /// Whether one of them has a link card (4-7).
    pub linked: bool,
    /// Whether every 1体 there has DP above 0 while no effect changes it
    /// ([`crate::state::CardsSummary::dp_above_zero`]).
    pub dp_above_zero: bool,
}

impl AreaEffects {
    /// Works out what the effects give and what the area's 1体 `units` are, from the effects
    /// and the 1体's summaries.
    fn recount(&mut self, db: &CardDb, units: &[Unit]) {
        self.gives = Gives::of(self.effects.iter().map(|e| &e.effect.buff));
        self.misplaced = units.iter().any(|u| u.summary(db).misplaced_in_battle);
        self.dp_above_zero = units.iter().all(|u| u.summary(db).dp_above_zero);
        self.linked = units.iter().any(|u| !u.links().is_empty());
    }

    /// Takes in a 1体 put at the end of the area: its effects come last, as [`area_effects`]
    /// would list them, and add to what the area gives and is.
    pub fn add(&mut self, db: &CardDb, unit: &Unit) {
        each_continuous_in(db, unit, |key, effect| {
            self.gives = self.gives.with(&effect.buff);
            self.effects.push(AreaEffect { unit: unit.id, key, effect: effect.clone() });
        });
        let summary = unit.summary(db);
        self.misplaced |= summary.misplaced_in_battle;
        self.dp_above_zero &= summary.dp_above_zero;
        self.linked |= !unit.links().is_empty();
    }

    /// Whether the rule check and the timestamps have nothing to read here: no effect of the
    /// area is one of which the later wins, none could lower a DP, every 1体 has DP above 0,
    /// and none is misplaced or has a link card. What [`Field::active`],
    /// [`Field::surely_no_zero_dp`] and [`Field::misplaced_or_linked`] ask of one area.
    pub fn quiet(&self) -> bool {
        self.dp_above_zero && !(self.dated() || self.gives.lowers_dp || self.misplaced_or_linked())
    }

    /// Whether one of its effects gives a modification of which the later wins, so that its
    /// timestamp is read ([`BuffKinds::LATER_WINS`]).
    pub(crate) fn dated(&self) -> bool {
        self.gives.kinds.intersects(BuffKinds::LATER_WINS)
    }

    /// Whether one of its 1体 may be trashed by the rule check or has a link card.
    pub(crate) fn misplaced_or_linked(&self) -> bool {
        self.misplaced || self.linked
    }

    /// Lets go of the 1体 `left` that left the area (now `units`): the others keep their order.
    pub fn remove(&mut self, db: &CardDb, units: &[Unit], left: ObjectId) {
        self.effects.retain(|e| e.unit != left);
        self.recount(db, units);
    }
}

/// A continuous effect in a battle area: the 1体 that has it, its key and a copy of it. For an
/// effect of a face-up security card ([`security_effects`]), `unit` is that card.
#[derive(Clone, Debug, PartialEq)]
pub struct AreaEffect {
    /// The 1体.
    pub unit: ObjectId,
    /// Which effect it is, for timestamps (15-8-2-5).
    pub key: ContinuousKey,
    /// The effect.
    pub effect: Continuous,
}

/// Whether a modification lowers, replaces or adds DP, so that a DP may become 0.
pub(crate) fn lowers_dp(buff: &Buff) -> bool {
    matches!(buff, Buff::Dp(n) if *n < 0) || matches!(buff, Buff::BaseDp(_) | Buff::AlsoDigimon(_))
}

/// Kinds of modification, one bit each: whether anything on the field could give what a
/// question reads is known before reading any effect.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BuffKinds(u64);

impl BuffKinds {
    /// No kind.
    pub const NONE: BuffKinds = BuffKinds(0);
    /// Every kind.
    pub const ALL: BuffKinds = BuffKinds(u64::MAX);
    /// Keywords: one bit for each kind ([`Keyword::kind_index`]).
    pub const KEYWORD: BuffKinds = BuffKinds(((1 << Keyword::KINDS) - 1) << Self::FIRST_KEYWORD);
    const FIRST_KEYWORD: u32 = 32;
    /// Blocker, which Collision gives (16-29).
    pub(crate) const BLOCKER: BuffKinds = BuffKinds(1 << Self::FIRST_KEYWORD);
    /// What DP reads: DP changes, original-DP changes and added DP (2-5, 15-12-1-2).
    pub const DP: BuffKinds = BuffKinds(1 | 1 << 6 | 1 << 14);
    /// Changed or added information: name, colours, level, play cost (15-12).
    pub const INFO: BuffKinds = BuffKinds(1 << 7 | 1 << 8 | 1 << 9 | 1 << 10 | 1 << 20);
    /// "Also treated as a Digimon" (15-12-1-1).
    pub const ALSO_DIGIMON: BuffKinds = BuffKinds(1 << 14);
    /// "Unaffected" (15-15-6), of either spelling.
    pub const UNAFFECTED: BuffKinds = BuffKinds(1 << 11);
    /// A granted written effect ([`Buff::Effect`]).
    pub const EFFECT: BuffKinds = BuffKinds(1 << 31);
    /// What the later one wins of, so that only these read timestamps (15-8-2-5): original DP
    /// and added DP (15-12-1-3, 15-8-2-5), changed and added information (15-12-2-3,
    /// 15-12-1-3). Other modifications add up or have a fixed precedence (1-3-8, 15-1-3).
    pub const LATER_WINS: BuffKinds = BuffKinds(1 << 6 | 1 << 14 | Self::INFO.0);

    /// The kind of `buff`.
    pub fn of(buff: &Buff) -> BuffKinds {
        BuffKinds::NONE.with(buff)
    }

    /// This set and the kind of `buff`.
    #[must_use]
    pub fn with(self, buff: &Buff) -> BuffKinds {
        let bit = match buff {
            Buff::Dp(_) => 0,
            Buff::Keyword(k) => Self::FIRST_KEYWORD + k.kind_index(),
            Buff::CannotAttack => 2,
            Buff::CannotBlock => 3,
            Buff::CanAttackActive => 4,
            Buff::CannotBeAttacked => 5,
            Buff::BaseDp(_) => 6,
            Buff::Name(_) => 7,
            Buff::Colors(_) => 8,
            Buff::Level(_) => 9,
            Buff::PlayCost(_) => 10,
            Buff::Unaffected | Buff::UnaffectedBy(_) => 11,
            Buff::DeleteDpLimit(_) => 12,
            Buff::CannotBeSuspended => 13,
            Buff::AlsoDigimon(_) => 14,
            Buff::MemoryGainOnlyByTamers => 15,
            Buff::IgnoreColorRequirement => 16,
            Buff::CannotAttackPlayers => 17,
            Buff::CannotUnsuspend => 18,
            Buff::CannotBeBlocked => 19,
            Buff::AlsoColor(_) => 20,
            Buff::DigivolveRoute(_) => 21,
            // High, away from the kinds added in order after 19.
            Buff::Effect(_) => 31,
        };
        BuffKinds(self.0 | 1 << bit)
    }

    /// The kinds in either set.
    #[must_use]
    pub fn union(self, other: BuffKinds) -> BuffKinds {
        BuffKinds(self.0 | other.0)
    }

    /// Whether the two sets share a kind.
    pub fn intersects(self, other: BuffKinds) -> bool {
        self.0 & other.0 != 0
    }
}

pub(crate) fn is_info(buff: &Buff) -> bool {
    matches!(buff, Buff::Name(_) | Buff::Colors(_) | Buff::AlsoColor(_) | Buff::Level(_) | Buff::PlayCost(_))
}

/// The rule by which a 1体 is trashed where it stands, if any: a card without DP in the battle
/// area (17-1-3-2), an Option there (17-1-3-3), a Tamer or Option in the breeding area
/// (17-1-3-4); the last two only if no effect put it there.
pub fn misplaced(db: &CardDb, unit: &Unit, battle: bool) -> Option<&'static Rule> {
    let top = unit.top();
    // 17-1-3-5: a face-down card in an area (a face-down source left on top, e.g. by
    // <De-Digivolve>) belongs to no zone and is trashed, not as leaving the area.
    if unit.face_down().contains(&top.id) {
        return Some(&rules::FACE_DOWN_IN_AREA);
    }
    let def = db.get(top.def);
    match (def.kind, battle) {
        (CardKind::DigiEgg, true) if def.dp.is_none() => Some(&rules::NO_DP_IN_BATTLE_AREA),
        (CardKind::Option | CardKind::Tamer, _) if unit.is_placed_by_effect() => None,
        (CardKind::Option, true) => Some(&rules::OPTION_IN_AREA),
        (CardKind::Tamer | CardKind::Option, false) => Some(&rules::TAMER_IN_BREEDING),
        (CardKind::DigiEgg | CardKind::Digimon | CardKind::Tamer, true)
        | (CardKind::DigiEgg | CardKind::Digimon, false) => None,
    }
}
