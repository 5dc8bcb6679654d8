//! The pending decision in words: its prompt, each option's label and where the card an option
//! names lies (read only).

use crate::state::{Choice, DecisionKind, Destination, PendingDecision, RebirthState};
use fuda_kernel::ObjectId;

/// The question of a pending decision.
pub fn prompt(state: &RebirthState, d: &PendingDecision) -> String {
    let seat = d.seat;
    match d.kind {
        DecisionKind::FirstEntry => format!("{seat}: choose a card of cost 2 or less for the entry (6.2.1.2)"),
        DecisionKind::SecondPartner => format!("{seat}: choose a partner for the energy area (6.2.1.6)"),
        DecisionKind::EnergyPartner => format!("{seat}: put up to 1 partner into the energy area (7.3.2.1)"),
        DecisionKind::EnergyCard => format!("{seat}: put up to 1 card face down into the energy area (7.3.2.2)"),
        DecisionKind::Main => format!("{seat}: main phase, turn {} (7.4.2)", state.turn),
        DecisionKind::Pay => format!("{seat}: rest an energy card to pay (5.14.1)"),
        DecisionKind::Attack => format!("{seat}: attack or end attacking (8.2.3)"),
        DecisionKind::PartnerAttack => format!("{seat}: make it a partner attack? (8.2.4.4)"),
        DecisionKind::Block => format!("{seat}: block with a Blocker? (8.3.3)"),
        DecisionKind::AutoAbility => format!("{seat}: choose a pending auto ability to play (9.8.3)"),
        DecisionKind::OptionalCost => format!("{seat}: pay the optional cost? (9.8.3.1.1)"),
        DecisionKind::OptionalStep => format!("{seat}: do the optional step? (「～してよい」)"),
        DecisionKind::EffectChoice => format!("{seat}: choose a card for the effect"),
        DecisionKind::UpTo => format!("{seat}: one more card? (5.9.3, 5.10.3)"),
        DecisionKind::Counter => format!("{seat}: present a cancel ability? (9.7.3.1)"),
        DecisionKind::Opponent => format!("{seat}: designate the opponent 「相手」 names (12.5.5)"),
    }
}

/// The card object `id` wherever it is.
fn card(state: &RebirthState, id: ObjectId) -> Option<crate::cards::Card> {
    state.all_cards().into_iter().find(|c| c.id == id)
}

fn name(state: &RebirthState, id: ObjectId) -> String {
    card(state, id).map(|c| state.name_of(&c)).unwrap_or_default()
}

/// An option's label.
pub fn label(state: &RebirthState, choice: &Choice) -> String {
    let kind = state.decision.as_ref().map(|d| d.kind);
    match *choice {
        Choice::Card(id) => match kind {
            Some(DecisionKind::FirstEntry) => format!("Put {} in the entry", name(state, id)),
            Some(DecisionKind::EnergyCard) => format!("Put {} face down into energy", name(state, id)),
            Some(DecisionKind::EffectChoice) => format!("Choose {}", name(state, id)),
            _ => format!("Put {} into energy", name(state, id)),
        },
        Choice::Nothing => match kind {
            Some(DecisionKind::Block) => "No block".to_string(),
            Some(DecisionKind::OptionalCost) => "Do not pay".to_string(),
            Some(DecisionKind::OptionalStep) => "Do not".to_string(),
            Some(DecisionKind::EffectChoice) => "Stop choosing".to_string(),
            Some(DecisionKind::UpTo) => "Stop".to_string(),
            Some(DecisionKind::PartnerAttack) => "No partner attack".to_string(),
            Some(DecisionKind::Counter) => "Present nothing".to_string(),
            _ => "None".to_string(),
        },
        Choice::Play(p) => match p.to {
            Destination::Entry => format!("Play {} to the entry", name(state, p.card)),
            Destination::Slot(k) => format!("Play {} to member slot {}", name(state, p.card), k + 1),
        },
        Choice::MoveToSlot(k) => format!("Move the entry character to member slot {}", k + 1),
        Choice::SetRebirth(id) => format!("Set {} and draw", name(state, id)),
        Choice::Proceed => match kind {
            Some(DecisionKind::Main) => "Go to the attack phase".to_string(),
            Some(DecisionKind::OptionalCost) => "Pay".to_string(),
            Some(DecisionKind::OptionalStep) => "Do it".to_string(),
            Some(DecisionKind::UpTo) => "One more".to_string(),
            _ => "End attacking".to_string(),
        },
        Choice::Attack { member, target } => match state.format {
            crate::format::Format::TwoPlayer => format!("Attack with {} supporting", name(state, member)),
            _ => format!("Attack {target} with {} supporting", name(state, member)),
        },
        Choice::PartnerAttack => "Partner attack".to_string(),
        Choice::Block(id) => format!("Block with {}", name(state, id)),
        Choice::HandOver(seat) => format!("Let {seat} act"),
        Choice::Pending(i) => match state.pending.get(usize::from(i)) {
            Some(p) => match p.ability {
                // Told apart when the card has several abilities.
                crate::state::abilities::Source::Printed(k) if state.def(&p.source).abilities.len() > 1 => {
                    format!("Play the auto ability {} of {}", k + 1, state.name_of(&p.source))
                }
                _ => format!("Play the auto ability of {}", state.name_of(&p.source)),
            },
            None => "Play".to_string(),
        },
        Choice::Activate(id, k) => format!("Play the activated ability {} of {}", k + 1, name(state, id)),
        Choice::Drop(i) => match state.pending.get(usize::from(i)) {
            Some(p) => format!("Drop the once-per-turn auto ability of {}", state.name_of(&p.source)),
            None => "Drop".to_string(),
        },
        Choice::Present(p) => crate::abilities::counter::label(state, &p),
        Choice::Opponent(seat) => format!("Designate {seat}"),
        Choice::Rest(id) => match card(state, id).is_some_and(|c| state.def(&c).is_partner()) {
            true => format!("Rest partner {}", name(state, id)),
            false => format!("Rest energy {}", name(state, id)),
        },
    }
}

/// Where the card object `id` lies, in words.
pub fn place(state: &RebirthState, id: ObjectId) -> String {
    for (k, p) in state.players.iter().enumerate() {
        if p.hand.iter().any(|c| c.id == id) {
            return format!("in P{}'s hand", k + 1);
        }
        if p.deck.iter().any(|c| c.id == id) {
            return format!("in P{}'s deck", k + 1);
        }
        if p.energy.iter().any(|c| c.card.id == id) {
            return format!("in P{}'s energy area", k + 1);
        }
        for (slot, s) in p.members.iter().enumerate() {
            if s.iter().any(|c| c.card.id == id) {
                return format!("in P{}'s member slot {}", k + 1, slot + 1);
            }
        }
    }
    String::new()
}

/// The card an option names, if any.
pub fn named(choice: &Choice) -> Option<ObjectId> {
    match *choice {
        Choice::Card(id) | Choice::SetRebirth(id) | Choice::Block(id) | Choice::Rest(id) => Some(id),
        Choice::Play(p) => Some(p.card),
        Choice::Activate(id, _) => Some(id),
        Choice::Present(p) => Some(p.card),
        Choice::Attack { member, .. } => Some(member),
        Choice::Pending(_) | Choice::Drop(_) => None,
        Choice::Nothing | Choice::MoveToSlot(_) | Choice::Proceed | Choice::PartnerAttack | Choice::HandOver(_) => None,
        Choice::Opponent(_) => None,
    }
}
