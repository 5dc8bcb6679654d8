//! Costs (15-7) in words: "By trashing 1 card with the [Knight] trait from your hand and
//! suspending this Digimon"; a card move is the `move` action's phrase as a gerund.

use super::moves::{Mood, move_phrase};
use super::words::target_text;
use crate::cards::ast::{Cost, CostStep};

/// A whole cost: "By …, … and …".
pub fn cost_text(c: &Cost) -> String {
    let steps: Vec<String> = c.0.iter().map(step_text).collect();
    let text = match steps.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => steps.join(""),
    };
    format!("By {text}")
}

/// One step, as a gerund: "suspending this card".
fn step_text(step: &CostStep) -> String {
    match step {
        CostStep::SuspendThis => "suspending this card".into(),
        CostStep::TrashSources(n) => format!("trashing {n} of this Digimon's digivolution cards"),
        CostStep::TrashTopOfStack => "trashing the top card of this Digimon".into(),
        CostStep::DeleteTokenOrTrait => {
            "deleting 1 of your tokens or 1 of your other Digimon with the Overclock trait".into()
        }
        CostStep::TrashThis => "trashing this card in the battle area (not the turn it entered)".into(),
        CostStep::Move(m) => move_phrase(m, Mood::Gerund),
        CostStep::Delete(t) => format!("deleting {}", target_text(t)),
        CostStep::Suspend(t) => format!("suspending {}", target_text(t)),
        CostStep::Unsuspend(t) => format!("unsuspending {}", target_text(t)),
        CostStep::ReturnToHand(t) => format!("returning {} to the hand", target_text(t)),
        CostStep::ReturnToDeckBottom(t) => format!("returning {} to the bottom of the deck", target_text(t)),
        CostStep::PutUnder { target, .. } => format!("placing {} under this Digimon", target_text(target)),
        CostStep::Memory(x) => format!("paying {} memory", x.unsigned_abs()),
    }
}
