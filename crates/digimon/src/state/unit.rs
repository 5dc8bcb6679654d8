//! 1体 (4-5): one Digimon or Tamer in an area with the cards stacked under it and linked to it,
//! and the summary of what those cards can do, kept in step with them.

use super::Card;
use super::continuous::{self, Gives};
use super::memo::Memo;
use crate::cards::CardDb;
use crate::cards::ast::{Ability, Buff, Keyword, PlayedBy, TimingSet};
use fuda_kernel::ObjectId;
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

/// The cards of a 1体, bottom first. Most 1体 hold one to three cards, kept inline so that
/// copying a state does not allocate for each 1体; a taller stack moves to the heap.
pub type Stack = SmallVec<[Card; 3]>;

/// 1体: one Digimon or Tamer in an area, with the cards stacked under it (4-5).
///
/// Its cards are read through [`Unit::stack`], [`Unit::links`] and [`Unit::face_down`] and
/// changed only through their `_mut` twins, which forget the [`CardsSummary`]: a summary can
/// never describe cards the 1体 no longer has.
#[derive(Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Unit {
    /// The 1体's identity: new when played (7-1-1), kept when digivolving (8-1-2-3).
    pub id: ObjectId,
    /// The stack, bottom first; the last card is the top card. The others are its sources (4-6-1).
    stack: Stack,
    /// レスト (suspended) or アクティブ (active), 4-11.
    pub suspended: bool,
    /// The turn it was played or moved into the battle area (7-1-2-1).
    pub entered_turn: u32,
    /// How many cards were placed under it by DigiXros when it was played (7-2-2-9/10).
    pub digixrossed: u8,
    /// リンクカード (link cards), 4-7: inserted sideways, not stacked and not in the area;
    /// oldest first.
    links: Vec<Card>,
    /// Sources lying face down (Training): they have no card information (4-5-9).
    face_down: Vec<ObjectId>,
    /// The turn the current top card was put in the area (Delay, 16-16-3).
    pub top_turn: u32,
    /// Whether an effect put it in its area (効果で置かれた), which keeps an Option there, or a
    /// Tamer or Option in the breeding area, through the rule check (17-1-3-3, 17-1-3-4). A
    /// 1体 is a new object in each area it enters, so the mark ends when it leaves.
    #[serde(default, skip_serializing_if = "PlacedByEffect::is_not")]
    placed_by_effect: PlacedByEffect,
    /// How it was played, if by an effect (7-1-1); most 1体 were not, and save and hash as if
    /// the field did not exist.
    #[serde(default, skip_serializing_if = "Played::is_not")]
    played: Played,
    /// The summary of its cards, once worked out.
    #[serde(skip)]
    summary: Memo<CardsSummary>,
}

/// Whether an effect put a 1体 in its area (17-1-3-3, 17-1-3-4). Nearly no 1体 is: an unmarked
/// one hashes and saves as if the mark did not exist, so that games without it keep their
/// hashes and saved files.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedByEffect(bool);

impl PlacedByEffect {
    fn is_not(&self) -> bool {
        !self.0
    }
}

impl std::hash::Hash for PlacedByEffect {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        if self.0 {
            h.write_u8(1);
        }
    }
}

/// How a 1体 was played, if by an effect.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played(Option<PlayedBy>);

impl Played {
    fn is_not(&self) -> bool {
        self.0.is_none()
    }
}

impl std::hash::Hash for Played {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        match self.0 {
            None => {}
            Some(PlayedBy::Effect) => h.write_u8(1),
            Some(PlayedBy::Sources) => h.write_u8(2),
        }
    }
}

// Written out because cards are `Copy`: the stack is copied in one piece, where the derived
// clone pushes card by card, which was most of the cost of copying a game.
impl Clone for Unit {
    fn clone(&self) -> Unit {
        Unit {
            id: self.id,
            stack: Stack::from_slice(&self.stack),
            suspended: self.suspended,
            entered_turn: self.entered_turn,
            digixrossed: self.digixrossed,
            links: super::copied(&self.links),
            face_down: super::copied(&self.face_down),
            top_turn: self.top_turn,
            placed_by_effect: self.placed_by_effect,
            played: self.played,
            summary: self.summary.clone(),
        }
    }
}

impl Unit {
    /// A new active 1体 (3-4-3) of these cards, bottom first, that entered this turn.
    pub fn new(id: ObjectId, stack: impl IntoIterator<Item = Card>, turn: u32) -> Unit {
        Unit {
            id,
            stack: stack.into_iter().collect(),
            suspended: false,
            entered_turn: turn,
            digixrossed: 0,
            links: Vec::new(),
            face_down: Vec::new(),
            top_turn: turn,
            placed_by_effect: PlacedByEffect::default(),
            played: Played::default(),
            summary: Memo::default(),
        }
    }

    /// A new active 1体 of one card that an effect puts in an area without playing it
    /// (17-1-3-3, 17-1-3-4).
    pub fn placed_by_effect(id: ObjectId, card: Card, turn: u32) -> Unit {
        Unit { placed_by_effect: PlacedByEffect(true), ..Unit::new(id, [card], turn) }
    }

    /// Whether an effect put it in its area (17-1-3-3, 17-1-3-4).
    pub fn is_placed_by_effect(&self) -> bool {
        self.placed_by_effect.0
    }

    /// How it was played, if by an effect (7-1-1).
    pub fn played_by(&self) -> Option<PlayedBy> {
        self.played.0
    }

    /// Records that an effect played it, from its digivolution cards or not.
    pub fn mark_played_by(&mut self, by: PlayedBy) {
        self.played = Played(Some(by));
    }

    /// The stack, bottom first; the last card is the top card.
    pub fn stack(&self) -> &Stack {
        &self.stack
    }

    /// The stack, to change.
    pub fn stack_mut(&mut self) -> &mut Stack {
        self.summary.forget();
        &mut self.stack
    }

    /// The link cards, oldest first (4-7).
    pub fn links(&self) -> &[Card] {
        &self.links
    }

    /// The link cards, to change.
    pub fn links_mut(&mut self) -> &mut Vec<Card> {
        self.summary.forget();
        &mut self.links
    }

    /// The sources lying face down (4-5-9).
    pub fn face_down(&self) -> &[ObjectId] {
        &self.face_down
    }

    /// The face-down sources, to change.
    pub fn face_down_mut(&mut self) -> &mut Vec<ObjectId> {
        self.summary.forget();
        &mut self.face_down
    }

    /// Its stacked and linked cards, to change.
    pub fn cards_mut(&mut self) -> impl Iterator<Item = &mut Card> {
        self.summary.forget();
        self.stack.iter_mut().chain(self.links.iter_mut())
    }

    /// The top card, whose information the 1体 has.
    pub fn top(&self) -> &Card {
        self.stack.last().expect("a 1体 always has a top card")
    }

    /// The digivolution sources, bottom first (everything but the top card).
    pub fn sources(&self) -> &[Card] {
        &self.stack[..self.stack.len() - 1]
    }

    /// The face-up sources: those whose information can be referenced (4-5-9).
    pub fn open_sources(&self) -> impl DoubleEndedIterator<Item = &Card> {
        self.sources().iter().filter(|c| !self.face_down.contains(&c.id))
    }

    /// What its cards can do, read from `db` (the game's card database) the first time it is
    /// asked after they changed.
    #[inline]
    pub fn summary(&self, db: &CardDb) -> &CardsSummary {
        self.summary.get_or(|| CardsSummary::of(db, self))
    }
}

/// What a 1体's cards can do in the area, as far as their definitions tell: enough to pass over a
/// 1体 that has nothing a question looks for, without reading its cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardsSummary {
    /// The timings of its top card's area effects, its face-up sources' inherited effects
    /// (4-2-4) and its link cards' link effects (4-2-6).
    pub timings: TimingSet,
    /// Whether one of those boxes holds a continuous effect.
    pub continuous: bool,
    /// What its top card's keywords and its face-up sources' inherited keywords give: their
    /// kinds and the timings of their effects.
    pub keywords: Gives,
    /// Whether its top card's own continuous effects change or add information (15-12): only
    /// they and `give` can (the loader refuses them elsewhere).
    pub changes_info: bool,
    /// Whether one of its continuous effects adds "also treated as a Digimon" to it (15-12-1-1).
    pub adds_digimon: bool,
    /// Whether its DP is above 0 while no effect changes it: its top card is printed with more
    /// than 0 DP and no link card lowers it, or with none (2-5-3).
    pub dp_above_zero: bool,
    /// Whether the rule check would trash it in a battle area ([`continuous::misplaced`]).
    pub misplaced_in_battle: bool,
    /// Whether the rule check would trash it in a breeding area.
    pub misplaced_in_breeding: bool,
}

impl CardsSummary {
    /// Reads the 1体's cards.
    pub fn of(db: &CardDb, unit: &Unit) -> CardsSummary {
        let top = db.get(unit.top().def);
        let mut summary = CardsSummary {
            timings: top.derived.area_timings,
            continuous: top.derived.continuous,
            keywords: keywords(&top.keywords),
            dp_above_zero: match top.dp {
                Some(dp) => dp > 0 && unit.links.iter().all(|l| db.get(l.def).link.as_ref().is_none_or(|i| i.dp >= 0)),
                None => true,
            },
            changes_info: top.derived.continuous
                && top.effects.iter().any(|a| matches!(a, Ability::Continuous(c) if continuous::is_info(&c.buff))),
            adds_digimon: false,
            misplaced_in_battle: continuous::misplaced(db, unit, true).is_some(),
            misplaced_in_breeding: continuous::misplaced(db, unit, false).is_some(),
        };
        for source in unit.open_sources() {
            let def = db.get(source.def);
            summary.timings = summary.timings.union(def.derived.inherited_timings);
            summary.continuous |= def.derived.inherited_continuous;
            summary.keywords = summary.keywords.union(keywords(&def.inherited_keywords));
        }
        for link in &unit.links {
            let def = db.get(link.def);
            summary.timings = summary.timings.union(def.derived.link_timings);
            summary.continuous |= def.derived.link_continuous;
        }
        if summary.continuous {
            continuous::read_continuous(db, unit, |_, c| summary.adds_digimon |= continuous::adds_digimon(c));
        }
        summary
    }
}

/// What these keywords give.
fn keywords(keywords: &[Keyword]) -> Gives {
    keywords.iter().fold(Gives::default(), |gives, k| gives.with(&Buff::Keyword(*k)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use fuda_kernel::Seat;
    use fuda_kernel::hash::stable_hash;
    use fuda_kernel::objects::CardInstance;

    fn card() -> Card {
        Card { id: ObjectId(7), instance: CardInstance(3), def: 5, owner: Seat(0) }
    }

    /// 17-1-3-3: the mark tells two otherwise equal 1体 apart in hashes and saved files, and an
    /// unmarked 1体 saves without it, as before the mark existed.
    #[test]
    fn the_placed_by_effect_mark_is_hashed_and_saved_only_when_set() {
        let plain = Unit::new(ObjectId(9), [card()], 2);
        let placed = Unit::placed_by_effect(ObjectId(9), card(), 2);
        assert!(!plain.is_placed_by_effect() && placed.is_placed_by_effect(), "only the effect's 1体 is marked");
        assert_ne!(stable_hash(&plain), stable_hash(&placed), "a replay tells the two apart");
        let saved = serde_json::to_string(&plain).expect("a 1体 serialises");
        assert!(!saved.contains("placed_by_effect"), "an unmarked 1体 saves as before: {saved}");
        let back: Unit =
            serde_json::from_str(&serde_json::to_string(&placed).expect("serialises")).expect("deserialises");
        assert!(back.is_placed_by_effect(), "the mark survives a save");
    }
}
