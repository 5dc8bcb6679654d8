//! Where the keyword abilities of 1124–1133 meet the engine: their steps on the work stack
//! ([`KeywordStep`]), their choices ([`KeywordDecision`]), and their automatic abilities in the
//! pending list (808.1), played as a step. A keyword's triggered ability is numbered after the card's printed
//! abilities: index `abilities.len() + k` is the card's keyword number `k`.

use super::{color_break, gravity_assist, raid, start_resource};
use crate::cards::Keyword;
use crate::state::{Choice, Triggered, ZxState};
use fuda_kernel::Seat;

pub use crate::state::keyword::{KeywordDecision, KeywordStep};

/// Runs a keyword's step.
pub fn run(state: &mut ZxState, step: KeywordStep) {
    match step {
        KeywordStep::StartResource(seat) => start_resource::offer(state, seat),
        KeywordStep::Play(t) => play_triggered(state, t),
    }
}

/// Applies an offered choice of a keyword's decision.
pub fn answer(state: &mut ZxState, seat: Seat, decision: KeywordDecision, choice: Choice) {
    match decision {
        KeywordDecision::StartResource => start_resource::chosen(state, seat, choice),
        KeywordDecision::ColorBreakTrash { source } => color_break::trash_or_not(state, seat, source, choice),
        KeywordDecision::ColorBreakPick { square } => color_break::picked(state, seat, square, choice),
        KeywordDecision::RaidSquare { card } => raid::appear(state, seat, card, choice),
    }
}

/// A keyword decision's question.
pub fn prompt(state: &ZxState, decision: &KeywordDecision) -> String {
    match decision {
        KeywordDecision::StartResource => "Put a Start Resource card of your deck into Resource (402.1e)?".to_string(),
        KeywordDecision::ColorBreakTrash { source } => {
            let name = state.unit(*source).map(|(_, u)| state.name_of(&u.card)).unwrap_or_default();
            format!("Color Break: put {name} into the trash (1130.2)?")
        }
        KeywordDecision::ColorBreakPick { square } => {
            format!("Color Break: which Z/X of your trash appears on {} (1130.2)?", square.name())
        }
        KeywordDecision::RaidSquare { .. } => "Raid: which normal square without Z/X (1131.2)?".to_string(),
    }
}

/// The keyword a triggered ability past the printed ones stands for.
fn keyword_of(state: &ZxState, t: &Triggered) -> Option<Keyword> {
    let def = state.def(&t.source);
    let k = usize::from(t.index).checked_sub(def.abilities.len())?;
    def.keywords.get(k).cloned()
}

/// The pending entry for keyword number `k` of `card`'s keywords.
pub fn triggered(state: &ZxState, seat: Seat, source: crate::cards::Card, k: usize) -> Triggered {
    let index = state.def(&source).abilities.len() + k;
    Triggered { seat, source, index: u8::try_from(index).expect("a card prints few abilities") }
}

/// The words of a triggered keyword ability, for the order choice (808.2a).
pub fn triggered_text(state: &ZxState, t: &Triggered) -> String {
    keyword_of(state, t).map(|k| k.words()).unwrap_or_default()
}

/// 808.2: a triggered keyword ability is played.
fn play_triggered(state: &mut ZxState, t: Triggered) {
    match keyword_of(state, &t) {
        Some(Keyword::GravityAssist) => gravity_assist::play(state, t),
        Some(Keyword::ColorBreak) => color_break::play(state, t),
        other => unreachable!("{other:?} has no automatic ability"),
    }
}

/// 503.1: 'start of draw phase' triggers Gravity Assist (1126.2) and Color Break (1130.2).
pub fn draw_phase_started(state: &mut ZxState) {
    gravity_assist::trigger(state);
    color_break::trigger(state);
}

/// 507.8: what the keywords remember for a turn is forgotten when it ends.
pub fn turn_over(state: &mut ZxState) {
    raid::turn_over(state);
    super::overdrive::forget_gone(state);
}
