//! ヴォイドブリンガー (1104): a special ability applied when the card, played from Life by player
//! damage, resolves and appears on a square: if its controller's Life is no more than the
//! opponent's, they choose up to 1 Z/X on a square and put it into the trash (1104.2). That is
//! not destruction: nothing that watches for destruction applies (1104.2a). The choice is an
//! effect's, so Zekkai keeps a card out of it (1107.2).

use crate::cards::Card;
use crate::rules;
use crate::state::keywords::KwDecision;
use crate::state::{Choice, DecisionKind, ZxState};
use fuda_kernel::Seat;

/// 1104.2, for `card` of `seat` that just appeared from Life.
pub fn apply(state: &mut ZxState, seat: Seat, card: &Card) {
    let (mine, theirs) = (state.player(seat).life.len(), state.player(ZxState::opponent(seat)).life.len());
    if mine > theirs {
        state.note(rules::VOID_BRINGER, |s| {
            format!(
                "Void Bringer of {}: {seat}'s Life ({mine}) is more than the opponent's ({theirs})",
                s.name_of(card)
            )
        });
        return;
    }
    let mut options: Vec<Choice> = super::choosable_zx(state, |_| true).into_iter().map(Choice::Target).collect();
    state.note(rules::VOID_BRINGER, |s| format!("Void Bringer of {}: {seat} may trash a Z/X", s.name_of(card)));
    if options.is_empty() {
        return;
    }
    options.push(Choice::Pass);
    state.ask(seat, DecisionKind::Keyword(KwDecision::VoidBringer), options);
}

/// The chosen Z/X goes to its owner's trash, not destroyed (1104.2a); or none.
pub fn chosen(state: &mut ZxState, seat: Seat, choice: Choice) {
    let Choice::Target(id) = choice else {
        state.note(rules::VOID_BRINGER, |_| format!("{seat} chooses no Z/X"));
        return;
    };
    if let Some(unit) = state.take_unit(id) {
        state.note(rules::VOID_BRINGER_NOT_DESTROYED, |s| {
            format!("{} is put into the trash, not destroyed", s.name_of(&unit.card))
        });
        crate::moves::trash_unit(state, unit);
    }
}
