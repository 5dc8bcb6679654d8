//! The questions an effect's choices ask, in words.

use super::{Goal, Pick};
use crate::cards::effect::UnitAct;
use crate::cards::render::{act_words, effect_text};
use crate::state::{DecisionKind, ZxState};

/// The prompt of a choice in progress.
pub fn prompt(state: &ZxState, pick: &Pick) -> String {
    let source = state.name_of(&pick.frame.source);
    let left = usize::from(pick.need).saturating_sub(pick.chosen.len());
    let stop = if pick.may_stop { ", or pass to stop" } else { "" };
    match &pick.goal {
        Goal::Act(UnitAct::Damage(n)) => format!("Which Z/X takes {n} damage?{}", more(pick)),
        Goal::Act(act) => format!("Which Z/X: {}?{}", act_words(*act), more(pick)),
        Goal::Distribute(total) => {
            format!("{source}: choose a Z/X to share {total} damage ({left} left{stop}) (804.3d)")
        }
        Goal::Share { total, given } => {
            let used: i32 = given.iter().sum();
            let target =
                pick.chosen.get(given.len()).and_then(|id| state.unit(*id)).map(|(_, u)| state.name_of(&u.card));
            format!(
                "{source}: how much of the {} damage left goes to {}? (804.3d)",
                total - used,
                target.unwrap_or_default()
            )
        }
        Goal::Move { from, to } => format!(
            "{source}: choose a card of your {} to put into your {} ({left} left{stop}) (1023.1)",
            from.word(),
            to.word()
        ),
        Goal::Reveal => format!("{source}: choose a card to reveal{stop} (1006.1)"),
        Goal::Appear(used) => {
            let name = pick
                .chosen
                .get(used.len())
                .and_then(|id| state.all_cards().into_iter().find(|c| c.id == *id))
                .map(|c| state.name_of(&c))
                .unwrap_or_default();
            format!("{source}: which square does {name} appear on (1007.1)?")
        }
        Goal::May(effects) => {
            let text: Vec<String> = effects.iter().map(effect_text).collect();
            format!("{source}: you may {} (804.3c)", text.join(" "))
        }
        Goal::Modes(_, chosen) => {
            format!("{source}: choose a mode ({} of {}) (802.3)", chosen.len() + 1, pick.need)
        }
    }
}

/// How many are left to choose, when more than one may be or the choosing may stop.
fn more(pick: &Pick) -> String {
    let left = usize::from(pick.need).saturating_sub(pick.chosen.len());
    match (pick.need, pick.may_stop) {
        (1, false) => String::new(),
        (_, false) => format!(" ({left} left)"),
        (_, true) => format!(" (up to {left} more, or pass to stop)"),
    }
}

/// The label of a mode of the modal effect being chosen.
pub fn mode_label(state: &ZxState, i: u8) -> String {
    let text = match state.decision.as_ref().map(|d| &d.kind) {
        Some(DecisionKind::Pick(pick)) => match &pick.goal {
            Goal::Modes(modes, _) => {
                modes.get(usize::from(i)).map(|m| m.iter().map(effect_text).collect::<Vec<_>>().join(" "))
            }
            _ => None,
        },
        Some(DecisionKind::Keyword(crate::state::keywords::KwDecision::RewriteAbility { card })) => {
            Some(crate::keywords::rewrite::ability_text(state, card, i))
        }
        _ => None,
    };
    format!("Mode {}: {}", i + 1, text.unwrap_or_default())
}
