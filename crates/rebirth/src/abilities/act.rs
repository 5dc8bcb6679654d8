//! The keyword actions of rule 5 done to cards an effect picked: taking a card out of its zone
//! and putting it into another as a new object (4.1.4, 5.2), with the zone-move event raised
//! (9.8.4); and the picks themselves, chosen one card at a time by the chooser (1.3.5).

use super::events;
use super::scope::Scope;
use super::{Resolving, locate, placed_cards};
use crate::cards::Card;
use crate::cards::ability::{Choose, Pick, Who, Zone};
use crate::moves;
use crate::rules;
use crate::state::{Choice, DecisionKind, EnergyCard, RebirthState, distinct};
use fuda_kernel::{ObjectId, Seat};

/// Takes card object `id` out of whatever zone holds it: its master, zone and card.
pub fn take(state: &mut RebirthState, id: ObjectId) -> Option<(Seat, Zone, Card)> {
    let (seat, zone, card) = locate(state, id)?;
    let p = state.player_mut(seat);
    p.entry.retain(|c| c.card.id != id);
    for slot in &mut p.members {
        slot.retain(|c| c.card.id != id);
    }
    p.energy.retain(|e| e.card.id != id);
    for pile in [&mut p.deck, &mut p.hand, &mut p.rebirth, &mut p.retire, &mut p.waiting, &mut p.memory] {
        pile.retain(|c| c.id != id);
    }
    Some((seat, zone, card))
}

/// Moves card object `id` into `to` of its owner (4.1.1: each card goes to its owner's zones),
/// at the bottom of a deck if `bottom`, the log citing `rule`; whether it moved. A card put on the stage is standing
/// with no damage (4.3.2.3, 4.4.4.1), into the first empty member slot for `Member`; with none
/// empty, the move cannot be done (1.3.2).
pub fn put(state: &mut RebirthState, id: ObjectId, to: Zone, bottom: bool, rule: rules::Rule) -> bool {
    let Some((from_seat, from, card)) = locate(state, id) else { return false };
    // 9.11: the one interception point of replacement effects.
    let to = crate::abilities::replace::destination(state, &card, from_seat, from, to);
    let owner = card.owner;
    let slot = state.player(owner).members.iter().position(Vec::is_empty);
    if to == Zone::Member && slot.is_none() || to == Zone::Playing {
        return false;
    }
    // 9.12.1: what it was on the stage, for effects that read it once it has left.
    crate::abilities::lki::remember(state, &[id]);
    take(state, id);
    let now = land(state, card, from, to, bottom);
    let name = state.name_of(&card);
    // A card going from one hidden zone to another stays unnamed to the other players (4.10.2,
    // 4.9.2, 4.6.2.1); the face-down energy is hidden.
    let hidden = |z: Zone| matches!(z, Zone::Deck | Zone::Hand) || z == Zone::Energy && !state.def(&card).is_partner();
    if hidden(from) && hidden(to) {
        let readers = state.insiders(owner);
        state.note_to(readers, rule, |_| {
            format!("{name} of {owner} goes from the {} to the {}", from.name(), to.name())
        });
        state.note(rule, |_| format!("a card of {owner} goes from the {} to the {}", from.name(), to.name()));
    } else {
        state.note(rule, |_| format!("{name} of {owner} goes from the {} to the {}", from.name(), to.name()));
    }
    events::moved(state, card, now, owner, from, to, false);
    // 10.2.1: a deck emptied by the move is refreshed at once.
    if from == Zone::Deck {
        moves::refresh(state, from_seat);
    }
    true
}

/// Puts `card`, already taken out of `from`, into `to` of its owner as a new object (4.1.1,
/// 4.1.4): into the first empty member slot for `Member` (the entry with none), at the bottom
/// of a pile if `bottom`; the card as it now is.
pub fn land(state: &mut RebirthState, card: Card, from: Zone, to: Zone, bottom: bool) -> Card {
    let owner = card.owner;
    let slot = state.player(owner).members.iter().position(Vec::is_empty);
    match to {
        Zone::Entry | Zone::Member => {
            let c = moves::placed(state, card);
            // 9.10.2 (ruling R43): a move between the entry and a member slot keeps the
            // lasting effects on the character.
            if from.on_stage() {
                crate::abilities::info::lasting::follow(state, card.id, c.card.id);
            }
            match slot.filter(|_| to == Zone::Member) {
                Some(k) => state.player_mut(owner).members[k].push(c),
                None => state.player_mut(owner).entry.push(c),
            }
            c.card
        }
        Zone::Energy => {
            let card = moves::renew(state, card);
            state.player_mut(owner).energy.push(EnergyCard { card, rested: false });
            card
        }
        Zone::Removed => {
            state.player_mut(owner).removed.push(card);
            card
        }
        other => {
            let now = moves::renew(state, card);
            // 9.12.1: the new object keeps what the card was as it left the stage.
            if from.on_stage() {
                crate::abilities::lki::follow(state, card.id, now.id);
            }
            let card = now;
            let p = state.player_mut(owner);
            let pile = match other {
                Zone::Deck => &mut p.deck,
                Zone::Hand => &mut p.hand,
                Zone::Rebirth => &mut p.rebirth,
                Zone::Retire => &mut p.retire,
                Zone::Memory => &mut p.memory,
                _ => &mut p.waiting,
            };
            if bottom {
                pile.insert(0, card)
            } else {
                pile.push(card)
            }
            card
        }
    }
}

/// The cards a pick may still take: matching, in the zones of the players it names, not
/// picked yet.
pub fn available(state: &RebirthState, r: &Resolving, c: &Choose) -> Vec<Card> {
    let scope = Scope { state, master: r.master, this: Some(r.source), bindings: &r.bindings };
    let seats = scope.seats(&c.of);
    placed_cards(state)
        .into_iter()
        .filter(|(s, z, card)| {
            *z == c.zone && seats.contains(s) && !r.picked.contains(&card.id) && scope.matches(card, *s, *z, &c.filter)
        })
        .map(|(_, _, card)| card)
        .collect()
}

/// The options for the next card of a pick: in a hidden zone, cards of one definition stand for
/// one another.
fn candidates(state: &RebirthState, r: &Resolving, c: &Choose) -> Vec<ObjectId> {
    let cards = available(state, r, c);
    match c.zone.public() {
        true => cards.iter().map(|c| c.id).collect(),
        false => distinct(&cards, |_| true),
    }
}

/// What a pick names now, or `None` while its chooser is being asked. A choice asks for one
/// card at a time until it has `count` (as many as there are: 1.3.2), offering to stop when
/// 「まで」 allows fewer (1.3.5.1) or the zone is hidden, where a card may fail to be found
/// (9.7.4.3).
pub fn resolve_pick(state: &mut RebirthState, pick: &Pick) -> Option<Vec<ObjectId>> {
    let r = state.resolving.last().expect("an ability is being played").clone();
    let scope = Scope { state, master: r.master, this: Some(r.source), bindings: &r.bindings };
    match pick {
        Pick::This => Some(vec![r.source.id]),
        Pick::Bound(slot) => Some(r.bindings.get(slot).map(|b| b.objects().to_vec()).unwrap_or_default()),
        Pick::All(zone, who, filter) => {
            let seats = scope.seats(who);
            Some(
                placed_cards(state)
                    .into_iter()
                    .filter(|(s, z, c)| z == zone && seats.contains(s) && scope.matches(c, *s, *z, filter))
                    .map(|(_, _, c)| c.id)
                    .collect(),
            )
        }
        Pick::Top(who, n) => {
            let n = usize::try_from(n.eval(&scope)).unwrap_or(0);
            let seats = scope.seats(who);
            Some(
                seats.iter().flat_map(|s| state.player(*s).deck.iter().rev().take(n).map(|c| c.id)).collect::<Vec<_>>(),
            )
        }
        Pick::Choose(c) => {
            let count = usize::try_from(c.count.eval(&scope)).unwrap_or(0);
            let chooser = match &c.chooser {
                Who::You => r.master,
                other => scope.seats(other).first().copied().unwrap_or(r.master),
            };
            let left = candidates(state, &r, c);
            // In a hidden zone the chooser is asked even with nothing (more) to find, so that how
            // many cards matched is not told to the others by a choice being skipped (9.7.4.3).
            let nothing_to_ask = left.is_empty() && c.zone.public();
            if r.picked.len() >= count || nothing_to_ask {
                let done = std::mem::take(&mut state.resolving.last_mut().expect("checked").picked);
                return Some(done);
            }
            let mut options: Vec<Choice> = left.into_iter().map(Choice::Card).collect();
            if c.up_to || !c.zone.public() {
                options.push(Choice::Nothing);
            }
            state.ask(chooser, DecisionKind::EffectChoice, options);
            None
        }
    }
}
