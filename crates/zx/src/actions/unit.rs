//! What actions do to cards: to Z/X on squares (damage 1002, sleep and reboot 1003, destroy
//! 1008, remove 1009, back to a zone), to cards moved between a player's zones (301.5 together,
//! 304.3 and 304.5 one at a time for the deck), appearing (1007), and Life (1012, 1013). Every
//! move but square to square makes a new card (301.4), which is why a unit's damage and power
//! changes stay behind.

use crate::board::Square;
use crate::cards::Card;
use crate::cards::ast::FromZone;
use crate::cards::ast::condition::Zone;
use crate::cards::effect::{Phase, Pile, UnitAct};
use crate::rules;
use crate::state::{Step, TurnStep, Unit, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// The cards of `seat`'s `pile`, bottom first (for the deck and Life, the last is the top).
pub fn pile(state: &ZxState, seat: Seat, pile: Pile) -> Vec<Card> {
    let p = state.player(seat);
    match pile {
        Pile::Hand => p.hand.clone(),
        Pile::Trash => p.trash.clone(),
        Pile::Charge => p.charge.clone(),
        Pile::Deck => p.deck.clone(),
        Pile::Remove => p.remove.clone(),
        Pile::Life => p.life.clone(),
        Pile::Square => state.units().filter(|(_, u)| u.controller == seat).map(|(_, u)| u.card).collect(),
        Pile::Resource => p.resource.iter().map(|r| r.card).collect(),
    }
}

fn pile_mut(state: &mut ZxState, seat: Seat, pile: Pile) -> &mut Vec<Card> {
    // Cards on squares are units; the loader refuses moves from Resource (cards go there by `put`).
    state.player_mut(seat).pile_mut(pile).expect("a move from a zone of cards")
}

/// Puts `card`, a new card, into its owner's `pile` (302.4): the bottom of the deck (304.5), the
/// top of Life; an Extra card goes to Dynamis instead (911.1). The move is an event (808.1),
/// `seen` as the card was where it came from (808.3a).
fn put(state: &mut ZxState, card: Card, pile: Pile, seen: crate::lki::Lki, from: Option<Zone>) {
    if matches!(state.def(&card).kind, crate::cards::CardType::ZxEx | crate::cards::CardType::AnEx) {
        crate::moves::to_trash(state, card);
        return;
    } else if pile == Pile::Deck {
        state.player_mut(card.owner).deck.insert(0, card);
    } else if pile == Pile::Resource {
        to_resource(state, card);
        return;
    } else {
        pile_mut(state, card.owner, pile).push(card);
    }
    if let Some(zone) = pile.trigger_zone() {
        crate::triggers::moved(state, seen, zone, from);
    }
}

/// 308.2a: `card` goes into its owner's Resource in Reboot, whatever its colours (E8; 308.2b is
/// missing, docs/zx/rulings.md); each card put there is its own event (808.3c).
fn to_resource(state: &mut ZxState, card: Card) {
    let owner = card.owner;
    state.player_mut(owner).resource.push(crate::state::ResourceCard { card, sleeping: false });
    state.note(rules::RESOURCE_REBOOT, |s| format!("{} goes into {owner}'s Resource in Reboot", s.name_of(&card)));
    let zone = crate::cards::ast::condition::Zone::Resource;
    crate::triggers::moved(state, crate::lki::Lki::of_card(card), zone, None);
}

/// `act` is done to the units `ids` together (301.5).
/// A unit unaffected by the effects of `seat` (1014.1) is left as it is, though it was chosen
/// (1014.2).
pub fn act_on_all(state: &mut ZxState, seat: Seat, ids: &[ObjectId], act: UnitAct) {
    let mut affected = Vec::with_capacity(ids.len());
    for id in ids {
        if crate::continuous::unaffected_by(state, *id, seat) {
            state.note(rules::UNAFFECTED, |_| "the chosen Z/X is unaffected by the effect".to_string());
        } else {
            affected.push(*id);
        }
    }
    let ids = &affected[..];
    let to = match act {
        UnitAct::Destroy => None,
        UnitAct::Remove => Some((Pile::Remove, rules::REMOVE)),
        UnitAct::ToHand => Some((Pile::Hand, rules::NEW_OBJECT)),
        UnitAct::ToTrash => Some((Pile::Trash, rules::NEW_OBJECT)),
        UnitAct::ToCharge => Some((Pile::Charge, rules::NEW_OBJECT)),
        UnitAct::ToDeckBottom => Some((Pile::Deck, rules::NEW_OBJECT)),
        UnitAct::Sleep | UnitAct::Reboot | UnitAct::Power(_) | UnitAct::Damage(_) => {
            for id in ids {
                act_on(state, seat, *id, act);
            }
            return;
        }
    };
    // Every unit is seen as it was on its square before any of them leaves (808.3b).
    if to.is_none() {
        crate::triggers::look_back::capture(state);
    }
    let seen: Vec<_> = ids.iter().map(|id| (*id, crate::lki::Lki::of_unit(state, *id))).collect();
    let units: Vec<(Unit, Option<crate::lki::Lki>)> =
        seen.into_iter().filter_map(|(id, lki)| state.take_unit(id).map(|u| (u, lki))).collect();
    for (unit, lki) in units {
        match (to, lki) {
            // 1204.2: destroyed by the effect, whose source is the card acting.
            (None, Some(lki)) => {
                let by = state.acting.map(crate::lki::By::Effect);
                if crate::moves::destroy_by(state, unit, lki, by) {
                    crate::keywords::destroyed(state, lki, by);
                }
            }
            (None, None) => crate::moves::destroy(state, unit),
            (Some((pile, rule)), lki) => {
                let seen = lki.unwrap_or_else(|| crate::lki::Lki::of_taken(state, &unit));
                let Some(card) = crate::objects::leave_square(state, &unit) else {
                    // A token vanishes, a Z/X OB splits, only once put there (914.1, 912.1).
                    if let Some(zone) = pile.trigger_zone() {
                        crate::triggers::moved(state, seen, zone, Some(Zone::Squares));
                    }
                    continue;
                };
                state.note(rule, |s| {
                    format!("{} goes from its square to {}'s {}", s.name_of(&card), card.owner, pile.word())
                });
                put(state, card, pile, seen, Some(Zone::Squares));
            }
        }
    }
}

/// 1003.1, 1002.1, 811.3b: what an action does to one unit that stays on its square.
fn act_on(state: &mut ZxState, seat: Seat, id: ObjectId, act: UnitAct) {
    let Some(u) = state.unit_mut(id) else { return };
    let card = u.card;
    match act {
        UnitAct::Sleep | UnitAct::Reboot => {
            let sleep = act == UnitAct::Sleep;
            if u.sleeping == sleep {
                // 102.5: already in that state, it does not become so again: no change, and
                // nothing waiting for it to change triggers.
                let state_word = if sleep { "asleep" } else { "in Reboot" };
                state.note(rules::SAME_STATE, |s| format!("{} is already {state_word}: no change", s.name_of(&card)));
                return;
            }
            u.sleeping = sleep;
            let word = if sleep { "sleeps" } else { "reboots" };
            state.note(rules::REBOOT_SLEEP, |s| format!("{} {word}", s.name_of(&card)));
            crate::triggers::state_changed(state, id, sleep, true);
        }
        UnitAct::Power(n) => {
            u.boost = u.boost.saturating_add(n);
            state.note(rules::UNTIL_END_OF_TURN, |s| {
                let power = s.unit(id).map(|(_, u)| s.power(u)).unwrap_or(0);
                format!("{} gets {n:+} power until end of turn ({power})", s.name_of(&card))
            });
        }
        UnitAct::Damage(n) => crate::damage::to_unit(state, id, n, rules::DEAL_DAMAGE),
        UnitAct::Destroy
        | UnitAct::Remove
        | UnitAct::ToHand
        | UnitAct::ToTrash
        | UnitAct::ToCharge
        | UnitAct::ToDeckBottom => {
            act_on_all(state, seat, &[id], act);
        }
    }
}

/// Moves the chosen cards of `seat`'s `from` to `to`: together from a zone other than the deck
/// (301.5), one at a time from or to the deck (304.3, 304.5). Cards seen in the deck are hidden
/// again and the deck shuffled (804.3e).
pub fn move_cards(state: &mut ZxState, seat: Seat, from: Pile, to: Pile, chosen: &[ObjectId]) {
    let mut moved = Vec::new();
    for id in chosen {
        let zone = pile_mut(state, seat, from);
        let Some(at) = zone.iter().position(|c| c.id == *id) else { continue };
        let card = zone.remove(at);
        moved.push(state.renew(card));
    }
    let public = !(to.hidden() && from.hidden()) && to != Pile::Deck && to != Pile::Life && to != Pile::Hand;
    let rule = match (from, to) {
        (Pile::Deck, _) => rules::DECK_ONE_AT_A_TIME,
        (_, Pile::Deck) => rules::DECK_IN_ONE_AT_A_TIME,
        _ => rules::SIMULTANEOUS_MOVE,
    };
    let names = |s: &ZxState| moved.iter().map(|c| s.name_of(c)).collect::<Vec<_>>().join(", ");
    let (f, t, n) = (from.word(), to.word(), moved.len());
    if public {
        state.note(rule, |s| format!("{seat} puts {} from their {f} into their {t}", names(s)));
    } else {
        state.note_to(seat, rule, |s| format!("{seat} puts {} from their {f} into their {t}", names(s)));
        state.note_to(ZxState::opponent(seat), rule, |_| {
            format!("{seat} puts {n} card(s) from their {f} into their {t}")
        });
    }
    for card in moved {
        put(state, card, to, crate::lki::Lki::of_card(card), from.trigger_zone());
    }
    if from == Pile::Deck {
        let mut deck = std::mem::take(&mut state.player_mut(seat).deck);
        state.rng.shuffle(&mut deck);
        state.player_mut(seat).deck = deck;
        state.note(rules::RE_HIDE, |_| format!("{seat}'s deck, looked at, is shuffled"));
    }
}

/// 1007.1: the chosen cards of the controller's zones appear each on its square in Reboot
/// (303.5a), together (301.5): every card is put on its square before any triggers, and each
/// is an event of its own (808.3b, 808.3c). Returns the new cards' identities on the squares.
pub fn appear_together(state: &mut ZxState, seat: Seat, pairs: &[(ObjectId, Square)]) -> Vec<ObjectId> {
    let placed: Vec<(Card, FromZone)> =
        pairs.iter().filter_map(|&(id, square)| appear(state, seat, id, square)).collect();
    for &(card, from) in &placed {
        crate::keywords::arrival::arrived(state, card, seat, from, None);
    }
    placed.into_iter().map(|(card, _)| card.id).collect()
}

/// 1007.1: the chosen card of the controller's zone is put on `square` in Reboot (303.5a);
/// returns it and where it came from, for the triggers. A card that can't appear now stays
/// where it is (102.6), read after the cards before it appeared (E4).
fn appear(state: &mut ZxState, seat: Seat, id: ObjectId, square: Square) -> Option<(Card, FromZone)> {
    if super::appearing::cant_appear(state, id) {
        return None;
    }
    let p = state.player(seat);
    let zones = [
        (Pile::Hand, FromZone::Hand),
        (Pile::Trash, FromZone::Trash),
        (Pile::Charge, FromZone::Charge),
        (Pile::Deck, FromZone::Deck),
        (Pile::Life, FromZone::Life),
    ];
    let (pile, from) = zones.into_iter().find(|(pile, _)| match pile {
        Pile::Hand => p.hand.iter().any(|c| c.id == id),
        Pile::Trash => p.trash.iter().any(|c| c.id == id),
        Pile::Charge => p.charge.iter().any(|c| c.id == id),
        Pile::Deck => p.deck.iter().any(|c| c.id == id),
        _ => p.life.iter().any(|c| c.id == id),
    })?;
    let zone = pile_mut(state, seat, pile);
    let at = zone.iter().position(|c| c.id == id).expect("found above");
    let card = zone.remove(at);
    let card = state.renew(card);
    state.put_on(square, card, seat);
    state.note(rules::APPEAR, |s| {
        format!("{} appears on {} in Reboot, from {}", s.name_of(&card), square.words(), from.word())
    });
    Some((card, from))
}

/// 1012.1: `seat`'s Life decreases by `n`: its top cards go to their Charge, as many as there
/// are (102.4).
pub fn life_decrease(state: &mut ZxState, seat: Seat, n: u8) {
    for _ in 0..n {
        let Some(card) = state.player_mut(seat).life.pop() else {
            state.note(rules::AS_MANY_AS_POSSIBLE, |_| format!("{seat} has no Life card left"));
            return;
        };
        let card = state.renew(card);
        state.player_mut(card.owner).charge.push(card);
        crate::triggers::moved(state, crate::lki::Lki::of_card(card), Zone::Charge, Some(Zone::Life));
        state.note(rules::LIFE_DECREASE, |s| format!("{seat}'s Life decreases: {} goes to Charge", s.name_of(&card)));
    }
}

/// 1013.1a–b: `seat` recovers `n`: the top card of their deck goes to Life face down, `n` times.
pub fn recover(state: &mut ZxState, seat: Seat, n: u8) {
    for _ in 0..n {
        let Some(card) = state.player_mut(seat).deck.pop() else {
            state.note(rules::AS_MANY_AS_POSSIBLE, |_| format!("{seat} has no deck card to recover with"));
            return;
        };
        let card = state.renew(card);
        state.player_mut(seat).life.push(card);
        state.note(rules::RECOVER, |_| format!("{seat} recovers 1: the top card of the deck goes to Life face down"));
    }
}

/// 1028.1: the phase or battle in progress ends: its remaining steps are dropped, and `phase`
/// starts once the effect has resolved, after a PPP (1028.1b).
pub fn start_phase(state: &mut ZxState, phase: Phase) {
    state.steps.retain(|s| !matches!(s, Step::Turn(_) | Step::Ppp | Step::BattleHit | Step::BattleOver));
    state.battle = None;
    let next = match phase {
        Phase::End => TurnStep::EndStart,
    };
    state.steps.insert(0, Step::Turn(next));
    state.steps.insert(1, Step::Ppp);
    state.note(rules::START_PHASE, |_| format!("the current phase ends: {} starts", next.words()));
}
