//! The information a battle-area 1体 has now, after 情報変更 (information change, 15-12-2: its
//! name or colours changed for a while) and 情報追加 (information added, 15-12-1-3: a level or a
//! play cost it is also treated as having). Of several changes or additions of the same
//! information the last wins (15-12-2-3, 15-12-1-3). A breeding-area 1体 has only its printed
//! information (3-4-5-3). Everything that compares a 1体's name, colours, level or play cost
//! (digivolve, Jogress, link and Burst conditions, targets, conditions, the colour requirement)
//! reads it through here; DP has its own rules in `query::dp`.

use crate::cards::CardDef;
use crate::cards::ast::{Buff, Color};
use crate::cards::def::{DigivolveCondition, SpecialFrom, contains_text};
use crate::query::{self, BuffKinds};
use crate::state::{DigimonState, Unit};
use fuda_kernel::modifiers::Latest;
use std::borrow::Cow;

/// What changes and additions give a 1体 now; `None` where it keeps its printed information.
struct Changes {
    name: Option<String>,
    colors: Option<Vec<Color>>,
    /// Colours added (15-12-1-3), had besides `colors`.
    also_colors: Vec<Color>,
    level: Option<u8>,
    play_cost: Option<u8>,
}

/// `None` where nothing can change or add information, the usual case.
#[inline] // Asked for every 1体 the main phase lists, and nearly always answered by its first check.
fn changes(state: &DigimonState, unit: &Unit) -> Option<Changes> {
    // Only `give` and the card's own continuous effect create these (the loader refuses them
    // elsewhere): most of the time none exist, and the full reading is not needed.
    let any = unit.summary(&state.db).changes_info || state.lasting.gives().kinds.intersects(BuffKinds::INFO);
    if !any {
        return None;
    }
    read_changes(state, unit)
}

/// [`changes`] past its first check: of each kind of change or addition, the latest.
fn read_changes(state: &DigimonState, unit: &Unit) -> Option<Changes> {
    let (seat, _) = state.battle_unit(unit.id)?;
    let (mut name, mut colors, mut level, mut play_cost) = (Latest::new(), Latest::new(), Latest::new(), Latest::new());
    let mut also_colors = Vec::new();
    query::Field::new(state).for_each_info_buff_at(seat, unit, |t, b| match b {
        Buff::Name(n) => name.offer(t, n.clone()),
        Buff::Colors(c) => colors.offer(t, c.clone()),
        Buff::Level(l) => level.offer(t, *l),
        Buff::PlayCost(c) => play_cost.offer(t, *c),
        Buff::AlsoColor(c) if !also_colors.contains(c) => also_colors.push(*c),
        _ => {}
    });
    Some(Changes {
        name: name.get(),
        colors: colors.get(),
        also_colors,
        level: level.get(),
        play_cost: play_cost.get(),
    })
}

/// The 1体's level now (2-3-3): the level added to it last, or its top card's (15-12-1-3).
pub fn level(state: &DigimonState, unit: &Unit) -> Option<u8> {
    changes(state, unit).and_then(|c| c.level).or(state.def(unit.top()).level)
}

/// The 1体's play cost now: the play cost added to it last, or its top card's (15-12-1-3).
pub fn play_cost(state: &DigimonState, unit: &Unit) -> Option<u8> {
    changes(state, unit).and_then(|c| c.play_cost).or(state.def(unit.top()).cost)
}

/// A 1体's information now, read once for several questions about it (the main phase asks
/// every digivolve condition in the hand of every 1体).
pub struct Info<'a> {
    def: &'a CardDef,
    /// Its level now: most conditions ask it first.
    level: Option<u8>,
    /// Boxed: most 1体 have none, and the main phase keeps one `Info` for each 1体.
    changes: Option<Box<Changes>>,
}

/// The 1体's information now.
pub fn of<'a>(state: &'a DigimonState, unit: &Unit) -> Info<'a> {
    let def = state.def(unit.top());
    let changes = changes(state, unit).map(Box::new);
    Info { def, level: changes.as_ref().and_then(|c| c.level).or(def.level), changes }
}

impl Info<'_> {
    /// Whether it meets a condition written as a name, or as a colour and a level: a digivolve
    /// condition (2-3-6), a Jogress component (8-2) or a link condition (2-3-12-2).
    #[inline] // The main phase asks it for every digivolve condition against every 1体.
    pub fn fits(&self, name: Option<&str>, color: Option<Color>, level: Option<u8>) -> bool {
        if let Some(name) = name {
            return self.any_name(|n| n == name);
        }
        // The level first: most 1体 fail on it, and it is one comparison.
        level.is_some_and(|l| self.level == Some(l))
            && color.is_some_and(|c| {
                let changes = self.changes.as_deref();
                changes.and_then(|c| c.colors.as_deref()).unwrap_or(&self.def.colors).contains(&c)
                    || changes.is_some_and(|ch| ch.also_colors.contains(&c))
            })
    }

    /// Whether it meets a digivolve condition with parts beyond a name, a colour and a level
    /// (2-3-6-1): each part written must hold. Whether it is the kind of 1体 the condition
    /// takes (a Digimon, or a Tamer) is the caller's to ask.
    pub fn fits_special(&self, cond: &DigivolveCondition, special: &SpecialFrom) -> bool {
        let colors = self.changes.as_ref().and_then(|c| c.colors.as_deref()).unwrap_or(&self.def.colors);
        cond.name.as_ref().is_none_or(|n| self.any_name(|x| x == n))
            && cond.level.is_none_or(|l| self.level == Some(l))
            && (cond.color.is_none() || cond.colors().any(|c| colors.contains(&c)))
            && special.name_contains.as_ref().is_none_or(|t| self.any_name(|x| contains_text(x, t)))
            && special.trait_is.as_ref().is_none_or(|t| self.def.has_trait(t))
            && special.written.is_none_or(|i| crate::cards::written::has_written(self.def, i))
    }

    /// Whether one of its names now passes `test`: its original name, changed or not, then
    /// those its top card's 〈ルール〉 give it, which is card text and still applies (2-3-5-1).
    fn any_name(&self, test: impl Fn(&str) -> bool) -> bool {
        let mut names = self.def.names();
        let own = names.next().expect("a card has its own name");
        test(self.changes.as_ref().and_then(|c| c.name.as_deref()).unwrap_or(own)) || names.any(test)
    }
}

/// Whether the 1体 meets a condition written as a name, or as a colour and a level
/// ([`Info::fits`]).
pub fn fits(state: &DigimonState, unit: &Unit, name: Option<&str>, color: Option<Color>, level: Option<u8>) -> bool {
    of(state, unit).fits(name, color, level)
}

/// The 1体's colours now (2-4-2, 15-12-2-1).
pub fn colors<'a>(state: &'a DigimonState, unit: &Unit) -> Cow<'a, [Color]> {
    let printed = state.def(unit.top()).colors.as_slice();
    match changes(state, unit) {
        Some(Changes { colors, also_colors, .. }) if colors.is_some() || !also_colors.is_empty() => {
            let mut all = colors.unwrap_or_else(|| printed.to_vec());
            for c in also_colors {
                if !all.contains(&c) {
                    all.push(c);
                }
            }
            Cow::Owned(all)
        }
        _ => Cow::Borrowed(printed),
    }
}

/// Whether the 1体 has this colour now.
pub fn has_color(state: &DigimonState, unit: &Unit, color: Color) -> bool {
    colors(state, unit).contains(&color)
}

/// Whether one of the names the 1体 has now passes `test` ([`Info::any_name`]).
fn any_name(state: &DigimonState, unit: &Unit, test: impl Fn(&str) -> bool) -> bool {
    of(state, unit).any_name(test)
}

/// 「X」 (2-3-1-2): one of the 1体's names now is exactly `name`.
pub fn is_named(state: &DigimonState, unit: &Unit, name: &str) -> bool {
    any_name(state, unit, |n| n == name)
}

/// 名称に「X」を含む (2-3-1-3): one of the 1体's names now contains `text`.
pub fn name_contains(state: &DigimonState, unit: &Unit, text: &str) -> bool {
    any_name(state, unit, |n| crate::cards::def::contains_text(n, text))
}

/// The 1体's name now (its original name, changed or not), for labels.
pub fn name(state: &DigimonState, unit: &Unit) -> String {
    changes(state, unit).and_then(|c| c.name).unwrap_or_else(|| state.def(unit.top()).name.clone())
}
