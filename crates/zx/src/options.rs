//! The legal moves and their words: the main phase's options (506.2), and each option's label
//! and each decision's prompt, built from card names. Read only.

use crate::state::{Choice, DecisionKind, PendingDecision, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// 506.2: play a hand card that can be played and paid for, declare a battle, or pass.
pub fn main(state: &ZxState) -> Vec<Choice> {
    let tp = state.turn_player;
    let board = crate::continuous::Board::new(state);
    let mut out: Vec<Choice> = state
        .player(tp)
        .hand
        .iter()
        .filter(|c| crate::play::playable_on(&board, tp, c))
        .map(|c| Choice::Play(c.id))
        .collect();
    out.extend(crate::play::extras(&board, tp).into_iter().map(Choice::PlayExtra));
    out.extend(crate::costs::activated::options(state, tp));
    out.extend(crate::battle::attackers(&board).into_iter().map(Choice::AttackWith));
    out.extend(crate::keywords::main_options(state, tp).into_iter().map(Choice::Keyword));
    out.extend(crate::keywords::raid::options(state, tp).into_iter().map(Choice::Raid));
    out.push(Choice::Pass);
    out
}

/// The name of the card `id`, wherever it is.
fn name(state: &ZxState, id: ObjectId) -> String {
    if let Some((sq, u)) = state.unit(id) {
        return format!("{} on {}", state.name_of(&u.card), sq.name());
    }
    state.all_cards().iter().find(|c| c.id == id).map(|c| state.name_of(c)).unwrap_or_default()
}

/// Where the card `id` lies, to tell apart options that read the same: "hand 2", "b2".
pub fn place(state: &ZxState, id: ObjectId) -> String {
    if let Some((sq, _)) = state.unit(id) {
        return sq.name();
    }
    for seat in [Seat(0), Seat(1)] {
        let p = state.player(seat);
        let zones: [(&str, Vec<ObjectId>); 5] = [
            ("hand", p.hand.iter().map(|c| c.id).collect()),
            ("resource", p.resource.iter().map(|r| r.card.id).collect()),
            ("charge", p.charge.iter().map(|c| c.id).collect()),
            ("dynamis", p.dynamis.iter().map(|d| d.card.id).collect()),
            ("life", p.life.iter().map(|c| c.id).collect()),
        ];
        for (zone, ids) in zones {
            if let Some(i) = ids.iter().position(|x| *x == id) {
                return format!("{seat} {zone} {}", i + 1);
            }
        }
    }
    String::new()
}

/// An option's label.
pub fn label(state: &ZxState, choice: &Choice) -> String {
    match *choice {
        Choice::Pass => match state.decision.as_ref().map(|d| &d.kind) {
            Some(DecisionKind::Mulligan) => "Keep the hand".to_string(),
            _ => "Pass".to_string(),
        },
        Choice::Mulligan => "Mulligan".to_string(),
        Choice::ToResource(id) => format!("Put {} into Resource", name(state, id)),
        Choice::Ignite(id) => format!("Ignite with {}", name(state, id)),
        Choice::PlayFree => match state.decision.as_ref().map(|d| &d.kind) {
            Some(DecisionKind::FreePlay { card, .. }) => format!("Play {} free", name(state, *card)),
            _ => "Play it free".to_string(),
        },
        Choice::NoPlay => "Don't play it".to_string(),
        Choice::Play(id) => format!("Play {}", name(state, id)),
        Choice::PlayExtra(id) => format!("Play {} from Dynamis", name(state, id)),
        Choice::Square(sq) => format!("Square {}", sq.words()),
        Choice::PayWith(id) => format!("Sleep {}", name(state, id)),
        Choice::AttackWith(id) => format!("Attack with {}", name(state, id)),
        Choice::AttackUnit(id) => format!("Attack {}", name(state, id)),
        Choice::AttackPlayer => "Attack the opponent".to_string(),
        Choice::LifeCard(i) => format!("Life card {}", i + 1),
        Choice::TrashCard(id) => format!("Trash {}", name(state, id)),
        Choice::Target(id) => format!("Target {}", name(state, id)),
        Choice::Trigger(at) => match state.pending.get(usize::from(at)) {
            Some(t) => {
                let def = state.def(&t.source);
                let keyword = || def.keyword_at(t.index).filter(|_| t.via.is_none()).map(|k| k.words());
                let printed = crate::state::shared::of_triggered(state, t).map(|a| a.text());
                let text = printed.or_else(keyword).unwrap_or_default();
                format!("First {} ({}): {text}", state.name_of(&t.source), t.seat)
            }
            None => String::new(),
        },
        Choice::Activate { unit, index } => {
            let text = state
                .all_cards()
                .iter()
                .find(|c| c.id == unit)
                .copied()
                .and_then(|c| state.shared_abilities(&c).nth(usize::from(index)))
                .map(|a| a.text())
                .unwrap_or_default();
            format!("Activate {}: {text}", name(state, unit))
        }
        Choice::Accept => "Do it".to_string(),
        Choice::Mode(i) => crate::actions::words::mode_label(state, i),
        Choice::Amount(n) => format!("Give {n}"),
        Choice::Keyword(k) => crate::keywords::label(state, k),
        Choice::TopToCharge => "Put the top card of the deck into Charge".to_string(),
        Choice::Raid(id) => format!("Raid with {}", name(state, id)),
        Choice::CostRoute(i) => crate::costs::conditions::route_label(state, i),
        Choice::Loop(c) => crate::proposals::label(state, c),
    }
}

/// The decision's question.
pub fn prompt(state: &ZxState, d: &PendingDecision) -> String {
    match &d.kind {
        DecisionKind::Mulligan => "Keep this hand, or mulligan once (402.1k)?".to_string(),
        DecisionKind::ResourcePlace => "Put a hand card into Resource (504.3)?".to_string(),
        DecisionKind::IgnitionChoice => "Ignite with a Charge card, or pass to the main phase (505.3)?".to_string(),
        DecisionKind::FreePlay { card, .. } => format!("Play {} without paying its cost?", name(state, *card)),
        DecisionKind::Main => "Main phase: play a card, declare a battle, or pass (506.2)".to_string(),
        DecisionKind::Square(p) => format!("Which square for {} (806.1a)?", name(state, p.card)),
        DecisionKind::Pay { playing, .. } => format!("Which resource pays for {} (805.3)?", name(state, playing.card)),
        DecisionKind::AttackTarget(a) => format!("What does {} attack (602.1b)?", name(state, *a)),
        DecisionKind::BattleEvents => "Battle event step: play an event, or pass (603.1b)".to_string(),
        DecisionKind::DamageLife(p) => format!("Which of {p}'s Life cards takes the damage (907.2c)?"),
        DecisionKind::ReloadLife(p) => format!("Which of {p}'s Life cards goes to Charge (902.1c)?"),
        DecisionKind::Overflow { .. } => "Which Charge card over the limit goes to the trash (906.1)?".to_string(),
        DecisionKind::HandLimit(_) => "Which hand card over the hand limit goes to the trash (507.7)?".to_string(),
        DecisionKind::TriggerOrder => "Which triggered automatic ability is played first (808.2a)?".to_string(),
        DecisionKind::Pick(pick) => crate::actions::words::prompt(state, pick),
        DecisionKind::Keyword(k) => crate::keywords::prompt(state, k),
        DecisionKind::Igob { top, .. } => format!("IGOB: which square for {} (1015.1)?", name(state, *top)),
        DecisionKind::Objects(ask) => crate::objects::prompt(state, ask),
        DecisionKind::Unison { zx, .. } => format!("Unison: which square for {} (1029.1)?", name(state, *zx)),
        DecisionKind::UnisonHand { .. } => "Unison: which Z/X of your hand is revealed (1029.1)?".to_string(),
        DecisionKind::Each(pick) => crate::actions::each::prompt(state, pick),
        DecisionKind::PlayCost(ask) => crate::costs::prompt(state, ask),
        DecisionKind::Loop => match state.loop_proposal.as_ref().and_then(|p| p.proposed()) {
            Some(n) => format!("Loop proposal: let the loop unit be played {n} more times, or fewer (1201.1a)?"),
            None => "Loop proposal: how many more times is the loop unit played (1201.1a)?".to_string(),
        },
    }
}
