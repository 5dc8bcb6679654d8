//! Where an option's cards are, in words: what tells apart two options that would otherwise
//! read the same, such as two copies of a card in the hand or two alike characters.

use crate::state::{Choice, NsState, SpaceItem, Step, TargetRef};
use fuda_kernel::{ObjectId, Seat};

/// The place of the card `choice` names.
pub fn of_choice(state: &NsState, choice: &Choice) -> String {
    let id = match *choice {
        Choice::Pass
        | Choice::NoEther
        | Choice::NoAisatsu
        | Choice::TargetPlayer
        | Choice::NoInterrupt
        | Choice::DoneTargeting
        | Choice::Mode(_)
        | Choice::NoReplacement
        | Choice::EnterUkemi
        | Choice::DeclineUkemi
        | Choice::FailToFind
        | Choice::Accept
        | Choice::Decline
        | Choice::PayTatsujin
        | Choice::NoTatsujin => None,
        Choice::Enter(id)
        | Choice::EnterFree(id)
        | Choice::PlaceEther(id)
        | Choice::AisatsuWith(id)
        | Choice::TargetCharacter(id)
        | Choice::InterruptWith(id)
        | Choice::Target(id)
        | Choice::RevealCard(id)
        | Choice::ToDeck(id)
        | Choice::TargetInSpace(id)
        | Choice::PayWith(id)
        | Choice::RecoverCard(id)
        | Choice::DiscardCard(id)
        | Choice::AmbushCard(id)
        | Choice::FoundCard(id)
        | Choice::Kill(id)
        | Choice::Activate { card: id, .. } => Some(id),
        Choice::RevealToTrigger(i) | Choice::StayHidden(i) | Choice::Trigger(i) => {
            state.triggered.get(usize::from(i)).map(|t| t.card)
        }
        Choice::Replace(i) => match state.steps.last() {
            Some(Step::Replacement(p)) => p.found.get(usize::from(i)).map(|s| s.card),
            _ => None,
        },
        Choice::Share(i) => match state.steps.last() {
            Some(Step::Entry(e)) => match e.chosen.targets.get(usize::from(i)) {
                Some(TargetRef::Character(id) | TargetRef::SpaceCard(id)) => Some(*id),
                None => None,
            },
            _ => None,
        },
    };
    id.and_then(|id| of_object(state, id)).unwrap_or_default()
}

/// Where a card is, counting from 1 in the order the view shows each zone.
fn of_object(state: &NsState, id: ObjectId) -> Option<String> {
    for seat in [Seat(0), Seat(1)] {
        let p = state.player(seat);
        let zones: [(&str, Vec<ObjectId>); 8] = [
            ("hand", p.hand.iter().map(|c| c.id).collect()),
            ("field", p.field.iter().map(|c| c.card.id).collect()),
            ("ether", p.ether.iter().map(|c| c.card.id).collect()),
            ("ohigan", p.ohigan.iter().map(|c| c.id).collect()),
            ("damage zone", p.damage_zone.iter().map(|c| c.card.id).collect()),
            ("exclusion", p.exclusion.iter().map(|c| c.id).collect()),
            ("check", p.check.iter().map(|c| c.id).collect()),
            ("deck", p.deck.iter().map(|c| c.id).collect()),
        ];
        for (zone, ids) in zones {
            if let Some(i) = ids.iter().position(|c| *c == id) {
                // A hand is only ever offered to its owner.
                let whose = if zone == "hand" { String::new() } else { format!("{seat} ") };
                return Some(format!("{whose}{zone} {}", i + 1));
            }
        }
    }
    let in_space = state.space.iter().position(|item| matches!(item, SpaceItem::Card { card, .. } if card.id == id));
    in_space.map(|i| format!("Kotodama space {}", i + 1))
}
