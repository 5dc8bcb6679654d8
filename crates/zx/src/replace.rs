//! 置換効果 (812): an event that would happen does not; what follows "instead" happens. A Z/X
//! with "when this card would be destroyed, instead …" (E13) is moved there and is not
//! destroyed, so nothing waiting for a destruction triggers (812.1). The replacement changes
//! no source (815.2b): the card that moved is still the one the effect chose, and the move that
//! replaced the destruction is by the same effect, for what reads who caused it (1204.1).

use crate::cards::ast::Ability;
use crate::cards::ast::condition::Zone;
use crate::cards::ast::event::Instead;
use crate::lki::Lki;
use crate::rules;
use crate::state::{ResourceCard, Unit, ZxState};

/// The replacement of the unit's own destruction, if its card has one, its Shifts' text
/// included (202.8e). Of several, the first printed applies (the card's before its Shifts'):
/// 812.2's choice by the turn player is not built.
pub fn destruction(state: &ZxState, unit: &Unit) -> Option<Instead> {
    state.shared_abilities(&unit.card).find_map(|a| match a {
        Ability::Replace(r) => Some(r.instead),
        Ability::Permanent(_)
        | Ability::Activated(_)
        | Ability::Automatic(_)
        | Ability::Renames(_)
        | Ability::Continuous(_)
        | Ability::Sympathy(_) => None,
    })
}

/// Moves `unit`, seen last as `lki`, where `instead` says, as a new card (301.4); the
/// destruction it replaces was attributed to `by`.
pub fn apply(state: &mut ZxState, unit: Unit, lki: Lki, instead: Instead, by: Option<crate::lki::By>) {
    let Some(card) = crate::objects::leave_square(state, &unit) else { return };
    let owner = card.owner;
    let zone = match instead {
        Instead::Resource { sleep } => {
            state.player_mut(owner).resource.push(ResourceCard { card, sleeping: sleep });
            Zone::Resource
        }
        Instead::Hand => {
            state.player_mut(owner).hand.push(card);
            Zone::Hand
        }
        Instead::Trash => {
            state.player_mut(owner).trash.push(card);
            Zone::Trash
        }
    };
    let asleep = if matches!(instead, Instead::Resource { sleep: true }) { " in Sleep" } else { "" };
    state.note(rules::REPLACEMENT, |s| {
        format!("{} would be destroyed: instead it goes to {owner}'s {}{asleep}", s.name_of(&card), zone.word())
    });
    // 815.2b: the replacing move keeps the source of the replaced destruction.
    let source = crate::triggers::effect_source(by);
    if let Some(source) = source {
        state.note(rules::REPLACEMENT_SOURCE, |s| {
            format!(
                "{} was moved by the effect of {}, as the destruction would have been",
                s.name_of(&card),
                s.name_of(&source)
            )
        });
    }
    crate::triggers::moved_by(state, lki, zone, Some(Zone::Squares), source);
}
