//! Costs (15-7) in words: "By trashing 1 card with the [Knight] trait from your hand and
//! suspending this Digimon", and the card moves they share with the `trash` action.

use super::words::{cards_phrase, target_text};
use crate::cards::ast::{CardMove, Cost, CostStep, MoveFrom, MoveTo};

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
        CostStep::Move(m) => move_text(m, true),
        CostStep::Delete(t) => format!("deleting {}", target_text(t)),
        CostStep::Suspend(t) => format!("suspending {}", target_text(t)),
        CostStep::Unsuspend(t) => format!("unsuspending {}", target_text(t)),
        CostStep::ReturnToHand(t) => format!("returning {} to the hand", target_text(t)),
        CostStep::ReturnToDeckBottom(t) => format!("returning {} to the bottom of the deck", target_text(t)),
        CostStep::PutUnder { target, .. } => format!("placing {} under this Digimon", target_text(target)),
        CostStep::Memory(x) => format!("paying {} memory", x.unsigned_abs()),
    }
}

/// A card move: "trash 1 card with the [Knight] trait from your hand" (or "trashing …").
pub fn move_text(m: &CardMove, gerund: bool) -> String {
    let verb = |base: &str, ing: &str| if gerund { ing.to_string() } else { base.to_string() };
    // "1 card", as cards count what is paid, rather than "a card".
    let cards = || {
        let phrase = cards_phrase(&m.filter, Some(m.count), m.up_to, "card");
        phrase.strip_prefix("a ").map_or(phrase.clone(), |rest| format!("1 {rest}"))
    };
    let security = |end: &str| match m.count {
        1 => format!("the {end} card of your security"),
        n => format!("the {end} {n} cards of your security"),
    };
    let what = match m.from {
        MoveFrom::Hand => format!("{} from your hand", cards()),
        MoveFrom::Trash => format!("{} from your trash", cards()),
        MoveFrom::ThisSources => format!("{} from this Digimon's digivolution cards", cards()),
        MoveFrom::SecurityTop => security("top"),
        MoveFrom::SecurityBottom => security("bottom"),
        MoveFrom::SecurityTopOrBottom => security("top or bottom"),
    };
    let text = match m.to {
        MoveTo::Trash => format!("{} {what}", verb("trash", "trashing")),
        MoveTo::Hand => format!("{} {what} to your hand", verb("add", "adding")),
        MoveTo::DeckBottom => format!("{} {what} to the bottom of your deck", verb("return", "returning")),
        MoveTo::UnderThis => {
            let face = if m.face_down { " face down" } else { "" };
            format!("{} {what}{face} under this card", verb("place", "placing"))
        }
    };
    match &m.bind {
        Some(slot) => format!("{text} (the \"{slot}\" cards)"),
        None => text,
    }
}
