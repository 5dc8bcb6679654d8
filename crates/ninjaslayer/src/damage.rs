//! ダメージ (1100) and the moves around it: dealing damage, the player and character damage
//! processes of a rule check (1003, 1004), damage checks with their ukemi (1104, 1211), drawing
//! (1308), killing (1311), recovering (1319) and the ether placement (502.4a).

use crate::cards::Card;
use crate::cards::ast::Ukemi;
use crate::entry;
use crate::rules;
use crate::state::{
    Choice, DamageCard, DecisionKind, EntrySource, EtherCard, NsState, PendingDecision, SpaceItem, Step,
};
use fuda_kernel::{ObjectId, Seat};

/// Draws `n` cards one at a time (1308.2); with an empty deck nothing is drawn, and the player
/// loses at the next rule check (1002.2). Only the drawing player reads which cards (305.3); the
/// caller writes the line every seat reads.
pub fn draw(state: &mut NsState, seat: Seat, n: u8) {
    let mut drawn = 0;
    for _ in 0..n {
        let Some(card) = state.player_mut(seat).deck.pop() else { break };
        let card = state.renew(card);
        state.player_mut(seat).hand.push(card);
        drawn += 1;
    }
    note_drawn(state, seat, drawn, rules::DRAW);
}

/// The line only `seat` reads: the names of the last `n` cards of its hand, just put there.
pub fn note_drawn(state: &mut NsState, seat: Seat, n: usize, rule: rules::Rule) {
    if n > 0 {
        state.note_to(seat, rule, |s| {
            let hand = &s.player(seat).hand;
            let names: Vec<String> = hand[hand.len() - n..].iter().map(|c| s.name_of(c)).collect();
            format!("{seat} draws {}", names.join(", "))
        });
    }
}

/// 502.4a: a hand card goes to its owner's Ether zone, untapped (303.1a).
pub fn place_ether(state: &mut NsState, seat: Seat, id: ObjectId) {
    let hand = &mut state.player_mut(seat).hand;
    let Some(pos) = hand.iter().position(|c| c.id == id) else { return };
    let card = hand.remove(pos);
    let card = state.renew(card);
    state.player_mut(seat).ether.push(EtherCard { card, tapped: false });
    state.note(rules::ETHER_STEP, |s| format!("{seat} puts {} into the Ether zone", s.name_of(&card)));
}

/// Deals `amount` damage to a player (1102.4a, 1317.1); 0 or less is not dealt (1317.2).
pub fn to_player(state: &mut NsState, seat: Seat, amount: i32, source: &str) {
    let n = u32::try_from(amount).unwrap_or(0);
    if n == 0 {
        state.note(rules::DO_WHAT_YOU_CAN, |_| format!("{source} would deal {amount} damage: 0 or less is not dealt"));
        return;
    }
    state.player_mut(seat).damage += n;
    state.note(rules::DEAL_DAMAGE, |_| format!("{source} deals {n} damage to {seat}"));
    state.note(rules::PLAYER_DAMAGE_COUNTER, |s| format!("{seat}'s damage is {}", s.player(seat).damage));
}

/// Deals `amount` damage to a character (1102.4b, 1317.1); 0 or less is not dealt.
pub fn to_character(state: &mut NsState, id: ObjectId, amount: i32, source: &str) {
    let amount = crate::replace::damage_amount(state, id, amount);
    if amount <= 0 {
        state.note(rules::DO_WHAT_YOU_CAN, |_| format!("{source} would deal {amount} damage: 0 or less is not dealt"));
        return;
    }
    let Some(c) = state.character_mut(id) else { return };
    c.damage += amount;
    let (card, total) = (c.card, c.damage);
    state.note(rules::DEAL_DAMAGE, |s| format!("{source} deals {amount} damage to {}", s.name_of(&card)));
    state.note(rules::CHARACTER_DAMAGE_COUNTER, |s| format!("{}'s damage is {total}", s.name_of(&card)));
    // 1102.5: 1 or more damage received.
    if let Some((controller, _)) = state.character(id) {
        state.note(rules::DAMAGE_TRIGGERS, |s| format!("{} received damage", s.name_of(&card)));
        crate::triggers::fire(state, &card, controller, crate::cards::ast::Trigger::ReceivesDamage);
    }
}

/// 1003: every damaged player gets that many damage checks in the Kotodama space, the turn
/// player's first, so the non-turn player's resolve first (1003.2b); then damage becomes 0.
pub fn player_damage_process(state: &mut NsState) -> bool {
    let tp = state.turn_player;
    let order = [tp, NsState::opponent(tp)];
    let mut any = false;
    for seat in order {
        let n = state.player(seat).damage;
        if n == 0 {
            continue;
        }
        any = true;
        for _ in 0..n {
            state.space.push(SpaceItem::DamageCheck { controller: seat });
        }
        state.note(rules::PLAYER_DAMAGE, |_| {
            format!("{seat} has {n} damage: {n} damage check(s) enter the Kotodama space")
        });
    }
    if any {
        if state.players.iter().all(|p| p.damage > 0) {
            state.note(rules::CHECKS_ORDER, |_| {
                format!("both players are damaged: {tp}'s checks went in first, so the other's resolve first")
            });
        }
        for p in &mut state.players {
            p.damage = 0;
        }
        state.note(rules::PLAYER_DAMAGE_RESET, |_| "every player's damage becomes 0".to_string());
    }
    any
}

/// The characters whose damage is at least their durability (1004.1).
pub fn doomed(state: &NsState) -> Vec<ObjectId> {
    state
        .players
        .iter()
        .flat_map(|p| p.field.iter())
        .filter(|c| c.damage >= crate::resolve::durability(state, c))
        .map(|c| c.card.id)
        .collect()
}

/// 1004: such characters are killed. A kill waiting on a replacement choice (1214.2) stops
/// the process; the rule check runs again after the answer and finds the rest still doomed.
pub fn character_damage_process(state: &mut NsState) -> Result<bool, crate::replace::Pending> {
    let doomed = doomed(state);
    for id in &doomed {
        let ikusa = state.character(*id).is_some_and(|(_, c)| c.ikusa_hit);
        let event = crate::replace::Event::Kill { id: *id, cause: crate::replace::KillCause::Damage { ikusa } };
        if let Some(p) = crate::replace::happen(state, event) {
            return Err(p);
        }
    }
    // Ikusa damage counts only for the rule check right after it (1216.5/1216.6).
    for p in &mut state.players {
        p.field.iter_mut().for_each(|c| c.ikusa_hit = false);
    }
    Ok(!doomed.is_empty())
}

/// 殺す (1311): the character goes to its owner's Ohigan (302.5), a new object (302.3).
pub fn kill(state: &mut NsState, id: ObjectId, rule: rules::Rule) -> Option<(Card, Seat)> {
    let (controller, _) = state.character(id)?;
    let card = leave_field(state, id)?;
    let card = state.renew(card);
    state.player_mut(card.owner).ohigan.push(card);
    state.note(rule, |s| format!("{} is killed and goes to Ohigan", s.name_of(&card)));
    // 1209.6b: read as it was on the field, controlled by its field's player.
    crate::triggers::fire(state, &card, controller, crate::cards::ast::Trigger::Killed);
    crate::triggers::your_character_killed(state, controller);
    Some((card, controller))
}

/// Takes a character off its field; the effects on it end with it (302.3).
pub fn leave_field(state: &mut NsState, id: ObjectId) -> Option<Card> {
    let p = state.players.iter_mut().find(|p| p.field.iter().any(|c| c.card.id == id))?;
    let pos = p.field.iter().position(|c| c.card.id == id)?;
    let ch = p.field.remove(pos);
    state.lasting.retain(|l| l.target != id);
    Some(ch.card)
}

/// ダメージチェック処理 (1104): the top card of the controller's deck is revealed in the check
/// zone, then goes to the Damage zone, or its ukemi is entered.
pub fn resolve_check(state: &mut NsState, seat: Seat) {
    // The check is already off the space; what its ukemi enters goes above the rest (1104.5).
    state.note(rules::CHECK_REMOVED, |_| format!("{seat}'s damage check leaves the Kotodama space as it resolves"));
    let Some(card) = state.player_mut(seat).deck.pop() else {
        state.note(rules::CHECK_REVEAL, |_| format!("{seat}'s deck is empty: the damage check reveals nothing"));
        return;
    };
    let card = state.renew(card);
    state.player_mut(seat).check.push(card);
    state.note(rules::CHECK_REVEAL, |s| format!("{seat}'s damage check reveals {}", s.name_of(&card)));
    match state.def(&card).ukemi.clone() {
        None => {
            take_from_check(state, seat, card.id);
            state.player_mut(seat).damage_zone.push(DamageCard { card, face_up: true });
            state.note(rules::CHECK_NO_UKEMI, |s| format!("{} goes to {seat}'s Damage zone", s.name_of(&card)));
        }
        Some(Ukemi::EnterThis) => {
            if entry::can_enter(state, seat, EntrySource::CheckZone(card.id)) {
                state.note(rules::UKEMI_ENTER_THIS, |s| format!("{}'s ukemi: it enters itself", s.name_of(&card)));
                entry::begin(state, seat, EntrySource::CheckZone(card.id));
            } else {
                to_ohigan_from_check(state, seat, card.id, rules::UKEMI_CANNOT);
            }
        }
        Some(Ukemi::Ability { ether, .. }) => {
            if !entry::can_enter(state, seat, EntrySource::Ukemi(card.id)) {
                to_ohigan_from_check(state, seat, card.id, rules::UKEMI_CANNOT);
            } else if ether > 0 {
                state.steps.push(Step::UkemiOffer { card: card.id, seat });
            } else {
                state.note(rules::CHECK_UKEMI, |s| format!("{}'s ukemi ability is entered", s.name_of(&card)));
                entry::begin(state, seat, EntrySource::Ukemi(card.id));
            }
        }
    }
}

/// 1104.4a: an ukemi written as a cost may be entered or declined.
pub fn offer_ukemi(state: &mut NsState, card: ObjectId, seat: Seat) {
    state.steps.push(Step::UkemiOffer { card, seat });
    state.decision = Some(PendingDecision {
        seat,
        kind: DecisionKind::UkemiOptional,
        options: vec![Choice::EnterUkemi, Choice::DeclineUkemi],
    });
}

/// The answer to [`offer_ukemi`].
pub fn answer_ukemi(state: &mut NsState, choice: Choice) {
    let Some(Step::UkemiOffer { card, seat }) = state.steps.pop() else { return };
    if choice == Choice::EnterUkemi {
        state.note(rules::CHECK_UKEMI, |_| format!("{seat} enters the ukemi ability"));
        entry::begin(state, seat, EntrySource::Ukemi(card));
    } else {
        to_ohigan_from_check(state, seat, card, rules::UKEMI_DECLINED);
    }
}

/// Takes a card out of a check zone.
pub fn take_from_check(state: &mut NsState, seat: Seat, id: ObjectId) -> Option<Card> {
    let check = &mut state.player_mut(seat).check;
    let pos = check.iter().position(|c| c.id == id)?;
    Some(check.remove(pos))
}

/// A card of the check zone goes to its owner's Ohigan (1104.4a-c).
pub fn to_ohigan_from_check(state: &mut NsState, seat: Seat, id: ObjectId, rule: rules::Rule) {
    let Some(card) = take_from_check(state, seat, id) else { return };
    let card = state.renew(card);
    state.player_mut(card.owner).ohigan.push(card);
    state.note(rule, |s| format!("{} goes from the check zone to Ohigan", s.name_of(&card)));
}
