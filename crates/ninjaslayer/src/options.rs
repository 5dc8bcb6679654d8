//! The legal moves of a priority decision (802.4) and every option's label and prompt. Reads only:
//! it names no module that changes the state.

use crate::cards::ast::Action;
use crate::info;
use crate::legal;
use crate::state::{Choice, DecisionKind, EntrySource, NsState, PendingDecision, SpaceItem, Step, TargetRef};
use fuda_kernel::{ObjectId, Seat};

/// What the priority holder may do: pass, or enter a hand card; only pass while a damage check
/// is the top item (802.4).
pub fn priority_options(state: &NsState, seat: Seat) -> Vec<Choice> {
    let mut out = Vec::new();
    if !matches!(state.space.last(), Some(SpaceItem::DamageCheck { .. })) {
        out.extend(legal::enterable_from_hand(state, seat).into_iter().map(Choice::Enter));
        out.extend(legal::free_enterable(state, seat).into_iter().map(Choice::EnterFree));
        out.extend(legal::activatable(state, seat).into_iter().map(|(card, index)| Choice::Activate { card, index }));
    }
    out.push(Choice::Pass);
    out
}

fn card_name(state: &NsState, id: ObjectId) -> String {
    let all = state.all_cards();
    all.iter().find(|c| c.id == id).map(|c| state.name_of(c)).unwrap_or_else(|| format!("{id}"))
}

fn character_label(state: &NsState, id: ObjectId) -> String {
    match state.character(id) {
        Some((seat, c)) => format!(
            // カラテ (206) and 耐久力 (207), named: two bare numbers do not say which is which.
            "{} ({seat}, Karate {}, Durability {}, damage {})",
            state.name_of(&c.card),
            info::karate(state, c),
            info::durability(state, c),
            c.damage
        ),
        None => card_name(state, id),
    }
}

/// The label of one option.
pub fn label(state: &NsState, choice: &Choice) -> String {
    match *choice {
        Choice::Pass => "Pass".into(),
        Choice::Enter(id) => {
            let card = state.all_cards().into_iter().find(|c| c.id == id);
            // The ether it costs now, after cost modifiers (1204.2g).
            let cost = card.map(|c| legal::card_cost(state, c.owner, &c, 0).0).unwrap_or_default();
            format!("Enter {} (cost {cost})", card_name(state, id))
        }
        Choice::EnterFree(id) => format!("Enter {} without paying its cost (1204.2i-1)", card_name(state, id)),
        Choice::PlaceEther(id) => format!("Put {} into the Ether zone", card_name(state, id)),
        Choice::NoEther => "Put nothing into the Ether zone".into(),
        Choice::AisatsuWith(id) => format!("Aisatsu with {}", character_label(state, id)),
        Choice::NoAisatsu => "No aisatsu".into(),
        Choice::TargetPlayer => "Aisatsu the opponent".into(),
        Choice::TargetCharacter(id) => format!("Aisatsu {}", character_label(state, id)),
        Choice::InterruptWith(id) => format!("Interrupt with {}", character_label(state, id)),
        Choice::NoInterrupt => "Do not interrupt".into(),
        Choice::Target(id) => format!("Target {}", character_label(state, id)),
        Choice::TargetInSpace(id) => format!("Target {} in the Kotodama space", card_name(state, id)),
        Choice::DoneTargeting => "Done choosing targets".into(),
        Choice::Replace(i) => {
            let Some(Step::Replacement(p)) = state.steps.last() else { return "Apply a replacement".into() };
            let source = p.found.get(usize::from(i));
            let text = source
                .and_then(|s| crate::state::steps::replacement(state, *s))
                .map(|r| crate::cards::render::ability_text(&crate::cards::ast::Ability::Replace(r.clone())))
                .unwrap_or_default();
            let by = source.map(|s| card_name(state, s.card)).unwrap_or_default();
            format!("Apply {by}'s replacement: {text}")
        }
        Choice::NoReplacement => "Apply no replacement".into(),
        Choice::RevealToTrigger(i) | Choice::StayHidden(i) => {
            let name = state.triggered.get(usize::from(i)).map(|t| card_name(state, t.card)).unwrap_or_default();
            if matches!(choice, Choice::RevealToTrigger(_)) {
                format!("Reveal {name} to trigger its ability")
            } else {
                format!("Keep {name} hidden")
            }
        }
        Choice::Mode(i) => {
            let Some(Step::Entry(e)) = state.steps.last() else { return "Choose a mode".into() };
            let text = legal::modes_of(state, e)
                .get(usize::from(i))
                .map(crate::cards::render::effect_text)
                .unwrap_or_default();
            format!("Mode {}: {text}", i + 1)
        }
        Choice::RevealCard(id) => format!("Reveal {}", card_name(state, id)),
        Choice::ToDeck(id) => format!("Put {} on your deck now", card_name(state, id)),
        Choice::Share(i) => {
            let Some(Step::Entry(e)) = state.steps.last() else { return "Give 1 more".into() };
            let i = usize::from(i);
            let name = match e.chosen.targets.get(i) {
                Some(TargetRef::Character(id) | TargetRef::SpaceCard(id)) => character_label(state, *id),
                None => String::new(),
            };
            format!("Give 1 more to {name} ({} so far)", e.chosen.shares.get(i).copied().unwrap_or(0))
        }
        Choice::PayWith(id) => format!("Pay with {}", card_name(state, id)),
        Choice::EnterUkemi => "Enter the ukemi ability".into(),
        Choice::DeclineUkemi => "Do not enter it".into(),
        Choice::RecoverCard(id) => format!("Recover {}", card_name(state, id)),
        Choice::DiscardCard(id) => format!("Discard {}", card_name(state, id)),
        Choice::AmbushCard(id) => format!("Ambush {}", card_name(state, id)),
        Choice::FoundCard(id) => format!("Take {}", card_name(state, id)),
        Choice::FailToFind => "Find nothing".into(),
        Choice::Accept => "Pay the cost".into(),
        Choice::Decline => "Do not pay".into(),
        Choice::Activate { card, index } => {
            let text = state
                .character(card)
                .and_then(|(_, c)| state.def(&c.card).abilities.get(usize::from(index)))
                .map(crate::cards::render::ability_text)
                .unwrap_or_default();
            format!("Activate {}: {text}", card_name(state, card))
        }
        Choice::Trigger(i) => match state.triggered.get(usize::from(i)) {
            Some(t) => {
                let def = state.db.get(t.def);
                let text = match t.ability {
                    crate::state::AbilityRef::Printed(k) => {
                        def.abilities.get(usize::from(k)).map(crate::cards::render::ability_text).unwrap_or_default()
                    }
                    crate::state::AbilityRef::Satsubatsu => "■Satsubatsu".into(),
                    crate::state::AbilityRef::Delayed(id) => state
                        .delayed
                        .iter()
                        .find(|d| d.id == id)
                        .map(|d| crate::cards::render::delayed_text(&d.actions))
                        .unwrap_or_default(),
                };
                format!("Enter the ability of {}: {text}", def.full_name())
            }
            None => "Enter a triggered ability".into(),
        },
        Choice::Kill(id) => format!("Kill {}", character_label(state, id)),
        Choice::PayTatsujin => "Pay the Tatsujin cost".into(),
        Choice::NoTatsujin => "Do not pay the Tatsujin cost".into(),
    }
}

/// What an entry in progress enters (1204.2): a card, or a card's ability.
fn entering_name(state: &NsState, source: &EntrySource) -> String {
    match *source {
        EntrySource::Hand(id) | EntrySource::CheckZone(id) => card_name(state, id),
        EntrySource::Ukemi(id) => format!("the ukemi of {}", card_name(state, id)),
        EntrySource::Ability { def, .. } => format!("an ability of {}", state.db.get(def).full_name()),
    }
}

/// The prompt of a decision, with the rule that asks it.
pub fn prompt(state: &NsState, d: &PendingDecision) -> String {
    match d.kind {
        DecisionKind::Priority => {
            let top = match state.space.last() {
                None => "the Kotodama space is empty".to_string(),
                Some(SpaceItem::DamageCheck { controller }) => format!("top: a damage check of {controller}"),
                Some(SpaceItem::Card { card, controller, .. }) => {
                    format!("top: {} ({controller})", state.name_of(card))
                }
                Some(SpaceItem::Ukemi { def, controller, .. }) => {
                    format!("top: the ukemi of {} ({controller})", state.db.get(*def).full_name())
                }
                Some(SpaceItem::Ability { def, controller, .. }) => {
                    format!("top: an ability of {} ({controller})", state.db.get(*def).full_name())
                }
            };
            format!("Priority, {} ({top}) (802.4)", state.step.words())
        }
        DecisionKind::EtherPlacement => "Ether step: put up to 1 card into the Ether zone (502.4a)".into(),
        DecisionKind::AisatsuAttacker => "Choose a character to aisatsu, or none (704.3)".into(),
        DecisionKind::AisatsuTarget => "Choose the aisatsu target (704.4)".into(),
        DecisionKind::Interrupt => "Interrupt: change the aisatsu target? (705.3)".into(),
        DecisionKind::EntryTarget => match d.options.first() {
            Some(Choice::AmbushCard(_)) => "Choose the card to ambush: a target, chosen at entry (1204.2e)".into(),
            _ => "Choose a target (1204.2e)".into(),
        },
        DecisionKind::EntryPayment => match state.steps.last() {
            Some(Step::Entry(e)) => {
                format!("Choose an Ether card to pay with, for {} (1312.1)", entering_name(state, &e.source))
            }
            _ => "Choose an Ether card to pay with (1312.1)".into(),
        },
        DecisionKind::UkemiOptional => "Enter the ukemi ability, paying its cost? (1104.4a)".into(),
        DecisionKind::Effect => match d.options.first() {
            Some(Choice::RecoverCard(_)) => "Choose a Damage-zone card to recover (1319.1)".into(),
            Some(Choice::DiscardCard(_)) => "Choose a hand card to discard (1309.1)".into(),
            Some(Choice::AmbushCard(_)) => "Choose a character to ambush (1314.1)".into(),
            Some(Choice::FoundCard(_)) => match state.steps.last() {
                Some(Step::Effect(r)) if matches!(r.actions.get(r.pc), Some(Action::OjigiCards(_))) => {
                    "Choose a card to ojigi (1310.2)".into()
                }
                Some(Step::Effect(r)) if matches!(r.actions.get(r.pc), Some(Action::DamageChosen(_))) => {
                    "Choose a character to deal damage to (1317.1)".into()
                }
                Some(Step::Effect(r))
                    if matches!(r.actions.get(r.pc), Some(Action::Choose(_) | Action::PutIntoHand(_))) =>
                {
                    "Choose a card on resolution".into()
                }
                _ => "Search your deck: choose a card, or find nothing (1307.2)".into(),
            },
            Some(Choice::PayWith(_)) => "Choose an Ether-zone card to pay with (1312.1)".into(),
            Some(Choice::Target(_)) => "Choose a character on resolution (1204.2e-3)".into(),
            Some(Choice::RevealCard(_)) => "Choose a hand card to reveal (1306.1)".into(),
            Some(Choice::ToDeck(_)) => {
                "Order your cards: choose the next to go on your deck; the last is on top (302.4)".into()
            }
            _ => match state.steps.last() {
                Some(Step::Effect(running)) => {
                    format!("Pay the cost on resolution of {}'s ability? (1203.6)", running.source)
                }
                _ => "Pay the cost on resolution? (1203.6)".into(),
            },
        },
        DecisionKind::TriggerOrder => "Choose which triggered ability to enter next (902.1b)".into(),
        DecisionKind::SatsubatsuKill => "Satsubatsu: choose the character to kill (1403.2)".into(),
        DecisionKind::Tatsujin => match state.steps.last() {
            Some(Step::Entry(e)) => {
                format!("Pay the Tatsujin additional cost of {}? (1204.2c, 1404.2)", entering_name(state, &e.source))
            }
            _ => "Pay the Tatsujin additional cost? (1204.2c, 1404.2)".into(),
        },
        DecisionKind::Mode => "Choose one mode (1204.2b)".into(),
        DecisionKind::HiddenTrigger => "Reveal the hidden card so that its ability triggers? (1209.3a)".into(),
        DecisionKind::Replacement => {
            let what = match state.steps.last() {
                Some(Step::Replacement(p)) => match p.event {
                    crate::state::steps::Event::Kill { id, .. } => format!("{} would be killed", card_name(state, id)),
                    crate::state::steps::Event::Discard { card, .. } => {
                        format!("{} would be discarded", card_name(state, card))
                    }
                },
                _ => "an event".into(),
            };
            format!("Replacement: {what}; choose what happens (1214.2)")
        }
        DecisionKind::Distribution => "Distribute: give 1 more to a target (1204.2f, 1305.1)".into(),
    }
}
