//! ダメージ (1100) and the moves around it: dealing damage (with the replacements that change
//! its amount as it is dealt, 1102.4c), drawing (1308), killing (1311), leaving the field, the
//! check zone's cards going to Ohigan (1104.4) and the ether placement (502.4a). The rule check's
//! damage processes are in [`crate::rule_check`], a damage check's resolution in [`crate::resolve`].

use crate::cards::Card;
use crate::cards::ast::{Ability, Instead, ReplacedEvent, Replacement};
use crate::rules;
use crate::state::{EtherCard, NsState};
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
        // 1308.2: each card drawn is a draw of its own.
        crate::events::offer(state, crate::events::Happened::Draws(seat));
    }
    note_drawn(state, seat, drawn, rules::DRAW);
}

/// 「デッキの上からN枚をオヒガンに置く」: the top `n` cards of `seat`'s deck go to their
/// Ohigan one at a time (304.3), as many as there are (104.2); returns them, new objects there.
pub fn mill(state: &mut NsState, seat: Seat, n: i32) -> Vec<ObjectId> {
    let mut milled = Vec::new();
    for _ in 0..n {
        let Some(card) = state.player_mut(seat).deck.pop() else {
            state.note(rules::DO_WHAT_YOU_CAN, |_| format!("{seat}'s deck is empty: no more cards go to Ohigan"));
            break;
        };
        let card = state.renew(card);
        crate::events::to_ohigan(state, card);
        state.note(rules::DECK_ZONE, |s| format!("{} goes from the top of {seat}'s deck to Ohigan", s.name_of(&card)));
        milled.push(card.id);
    }
    milled
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
    let (seat, amount) = player_damage_replaced(state, seat, amount);
    let n = u32::try_from(amount).unwrap_or(0);
    if n == 0 {
        state.note(rules::DO_WHAT_YOU_CAN, |_| format!("{source} would deal {amount} damage: 0 or less is not dealt"));
        return;
    }
    state.player_mut(seat).damage += n;
    state.note(rules::DEAL_DAMAGE, |_| format!("{source} deals {n} damage to {seat}"));
    state.note(rules::PLAYER_DAMAGE_COUNTER, |s| format!("{seat}'s damage is {}", s.player(seat).damage));
    crate::events::offer(state, crate::events::Happened::PlayerDamaged(seat));
}

/// The replacements of damage a player would be dealt (1214.1): each on the field that applies
/// to the event as it first was applies once (1214.3), mandatory. Doubling and sending it to the
/// other player give the same result in either order, so nobody chooses (1214.2).
fn player_damage_replaced(state: &mut NsState, seat: Seat, amount: i32) -> (Seat, i32) {
    if amount <= 0 {
        return (seat, amount);
    }
    let mut found = Vec::new();
    for owner in [Seat(0), Seat(1)] {
        for c in &state.player(owner).field {
            for a in &state.def(&c.card).abilities {
                let Ability::Replace(r) = a else { continue };
                let applies = match r.event {
                    ReplacedEvent::YouDealtDamage => owner == seat,
                    ReplacedEvent::OpponentDealtDamage => owner != seat,
                    ReplacedEvent::ThisKilled
                    | ReplacedEvent::YourOtherKilled
                    | ReplacedEvent::YourDiscard
                    | ReplacedEvent::ThisDealtDamage => false,
                };
                if applies {
                    found.push((c.card, r.instead));
                }
            }
        }
    }
    let (mut to, mut n) = (seat, amount);
    for (card, instead) in found {
        match instead {
            Instead::Double => n = n.saturating_mul(2),
            Instead::Redirect => to = NsState::opponent(to),
            Instead::ReturnToHand | Instead::Exclude | Instead::Endure | Instead::Reduce(_) => continue,
        }
        state.note(rules::REPLACEMENT, |s| {
            format!("{}'s replacement: instead of {amount} damage to {seat}, {n} damage to {to}", s.name_of(&card))
        });
    }
    (to, n)
}

/// 1102.4c: the replacements that change the amount of damage a character is about to be dealt
/// apply as it is dealt. They only take away, so every one applies, once (1214.3), and their
/// order cannot change the result (rulings).
pub fn damage_amount(state: &mut NsState, id: ObjectId, amount: i32) -> i32 {
    let Some((_, c)) = state.character(id) else { return amount };
    let card = c.card;
    let less: i32 = state
        .def(&card)
        .abilities
        .iter()
        .filter_map(|a| match a {
            Ability::Replace(Replacement {
                event: ReplacedEvent::ThisDealtDamage,
                instead: Instead::Reduce(n),
                ..
            }) => Some(i32::from(*n)),
            _ => None,
        })
        .sum();
    if less == 0 || amount <= 0 {
        return amount;
    }
    let now = amount - less;
    state.note(rules::DAMAGE_AMOUNT_REPLACED, |s| {
        format!("{}'s replacement: {amount} damage becomes {}", s.name_of(&card), now.max(0))
    });
    now
}

/// What deals damage to a character (1102.1): its source, named in the log, and whether it is
/// ikusa damage.
#[derive(Clone, Copy)]
pub struct Dealer<'a> {
    /// The source's name.
    pub name: &'a str,
    /// The source (1216.3, 1216.4).
    pub source: ObjectId,
    /// Ikusa damage (1318.1).
    pub ikusa: bool,
}

/// Deals `amount` damage to a character (1102.4b, 1317.1); 0 or less is not dealt. The damage
/// remembers its source, for "kills" (1216.5a).
pub fn to_character(state: &mut NsState, id: ObjectId, amount: i32, by: Dealer) {
    let source = by.name;
    let amount = damage_amount(state, id, amount);
    if amount <= 0 {
        state.note(rules::DO_WHAT_YOU_CAN, |_| format!("{source} would deal {amount} damage: 0 or less is not dealt"));
        return;
    }
    let Some(c) = state.character_mut(id) else { return };
    c.damage += amount;
    c.hits.push(crate::state::Hit { source: by.source, ikusa: by.ikusa, fresh: true });
    let (card, total) = (c.card, c.damage);
    state.note(rules::DEAL_DAMAGE, |s| format!("{source} deals {amount} damage to {}", s.name_of(&card)));
    state.note(rules::CHARACTER_DAMAGE_COUNTER, |s| format!("{}'s damage is {total}", s.name_of(&card)));
    // 1102.5: 1 or more damage received.
    if let Some((controller, _)) = state.character(id) {
        state.note(rules::DAMAGE_TRIGGERS, |s| format!("{} received damage", s.name_of(&card)));
        crate::triggers::fire(state, &card, controller, crate::cards::ast::Trigger::ReceivesDamage);
    }
}

/// 殺す (1311): the character goes to its owner's Ohigan (302.5), a new object (302.3).
pub fn kill(state: &mut NsState, id: ObjectId, rule: rules::Rule) -> Option<(Card, Seat)> {
    let (controller, _) = state.character(id)?;
    let card = leave_field(state, id)?;
    let card = state.renew(card);
    crate::events::to_ohigan(state, card);
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
    crate::events::to_ohigan(state, card);
    state.note(rule, |s| format!("{} goes from the check zone to Ohigan", s.name_of(&card)));
}
