//! Processes that read rules beyond the action itself: number modifiers on deletion effects
//! (15-15-5) and choices both players make at once (1-3-5).

use super::run::Flow;
use crate::cards::ast::{Is, Target};
use crate::moves;
use crate::query;
use crate::rules;
use crate::state::{Choice, DecisionKind, DigimonState, EffectRun};
use fuda_kernel::ObjectId;

/// The target of a deletion effect of the run's controller, with its written DP limit changed by
/// the number modifiers that apply (15-15-5-1/2). A limit that is not a written number, such as
/// "this Digimon's DP", stays as it is (15-15-5-3). Noted once, before the first choice.
pub(crate) fn deletion_target(state: &mut DigimonState, run: &EffectRun, target: &Target) -> Target {
    let change = query::delete_limit_change(state, run.ctx.controller, run.ctx.unit);
    let mut t = target.clone();
    if change == 0 {
        return t;
    }
    let first = run.picked.is_empty();
    if let Some(written) = target.max_dp() {
        let limit = written.saturating_add(change);
        t.filter = t.filter.map_atoms(&mut |atom| match atom {
            Is::MaxDp(m) if m == written => Is::MaxDp(limit),
            other => other,
        });
        if first {
            let rule = if change > 0 { rules::NUMBER_PLUS } else { rules::NUMBER_MINUS };
            state.note(rule, |_| format!("the written DP limit {written} of the deletion becomes {limit}"));
        }
    } else if target.requires(|a| *a == Is::MaxDpOfThis(true)) && first {
        state.note(rules::NUMBER_UNWRITTEN, |_| {
            "the DP limit \"this Digimon's DP\" is not a written number: modifiers do not change it".to_string()
        });
    }
    t
}

/// お互いのプレイヤーは、自分の手札をN枚破棄する: the turn player chooses first, then the
/// non-turn player, whoever controls the effect (1-3-5); once both have chosen, every chosen
/// card is trashed together. A player with fewer than N cards trashes them all (1-3-2).
pub(crate) fn each_trashes_from_hand(state: &mut DigimonState, run: &EffectRun, n: u8) -> Flow {
    let order = [state.turn_player, DigimonState::opponent(state.turn_player)];
    for seat in order {
        let hand: Vec<ObjectId> = state.player(seat).hand.iter().map(|c| c.id).collect();
        let chosen = run.picked.iter().filter(|id| hand.contains(id)).count();
        if chosen < usize::from(n).min(hand.len()) {
            let options = hand.into_iter().filter(|id| !run.picked.contains(id)).map(Choice::Pick).collect();
            return Flow::AskSeat(seat, DecisionKind::HandTrash, options);
        }
    }
    let mut trashed = Vec::new();
    for seat in order {
        for id in &run.picked {
            let hand = &mut state.player_mut(seat).hand;
            if let Some(pos) = hand.iter().position(|c| c.id == *id) {
                let card = hand.remove(pos);
                trashed.push(state.card_label(&card));
                moves::trash_from_hand(state, card, run.ctx.controller);
            }
        }
    }
    state.note(rules::SIMULTANEOUS_CHOICES, |s| {
        let (tp, ntp) = (s.turn_player, DigimonState::opponent(s.turn_player));
        format!("{tp} (turn player) chose first, then {ntp}; trashed together: {}", trashed.join(", "))
    });
    Flow::Next
}
