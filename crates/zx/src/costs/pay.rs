//! A cost list paid step by step (804.2f, 807.1c), in printed order (rulings: 804.2f lets the
//! player order the kinds of cost; none of these steps can make a later one unpayable once the
//! whole list was found payable). What pays a step is chosen under 804.4: a card already in
//! the state asked can't pay (804.4a), a card whose move would be replaced still can (804.4b),
//! hidden cards chosen by a parameter are revealed (804.4c), and the cards of the whole list are
//! all different (804.4d). The events a cost causes are not by an effect: for a card played,
//! by no ability at all (1027.1b); for an ability, as that ability's cost (1027.1c).

use crate::cards::Card;
use crate::cards::ast::CostStep;
use crate::cards::ast::condition::Zone;
use crate::cards::effect::Pile;
use crate::lki::{By, Lki};
use crate::pay::ResourceCost;
use crate::rules;
pub use crate::state::costs::{Paying, Then};
use crate::state::reader::Reader;
use crate::state::{Choice, DecisionKind, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// How many cards a step chooses; 0 for the steps that choose none.
fn need(step: &CostStep) -> usize {
    match step {
        CostStep::Move(m) => usize::from(m.count),
        CostStep::SleepZx(c) | CostStep::Destroy(c) => usize::from(c.count),
        CostStep::SleepThis | CostStep::Resource(_) | CostStep::Counters(_) => 0,
    }
}

/// The cards of `seat` that could pay `step`, before distinctness (804.4a–b).
fn candidates(state: &ZxState, seat: Seat, step: &CostStep) -> Vec<ObjectId> {
    let reader = Reader { state, seat };
    let units = |filter, reboot_only: bool| -> Vec<ObjectId> {
        state
            .units()
            .filter(|(_, u)| u.controller == seat && state.def(&u.card).kind.is_zx())
            .filter(|(_, u)| !(reboot_only && u.sleeping))
            .filter(|(_, u)| reader.matches(filter, &u.card, Some(state.power(u))))
            .map(|(_, u)| u.card.id)
            .collect()
    };
    match step {
        CostStep::Move(m) if m.from == Pile::Square => units(&m.filter, false),
        CostStep::Move(m) => {
            pile(state, seat, m.from).iter().filter(|c| reader.matches(&m.filter, c, None)).map(|c| c.id).collect()
        }
        // 804.4a: a Z/X already asleep can't be chosen to be slept.
        CostStep::SleepZx(c) => units(&c.filter, true),
        CostStep::Destroy(c) => units(&c.filter, false),
        CostStep::SleepThis | CostStep::Resource(_) | CostStep::Counters(_) => Vec::new(),
    }
}

/// The cards of one of `seat`'s zones a cost takes from.
fn pile(state: &ZxState, seat: Seat, from: Pile) -> Vec<Card> {
    let p = state.player(seat);
    match from {
        Pile::Hand => p.hand.clone(),
        Pile::Trash => p.trash.clone(),
        Pile::Charge => p.charge.clone(),
        Pile::Remove => p.remove.clone(),
        Pile::Deck | Pile::Life | Pile::Square | Pile::Resource => Vec::new(),
    }
}

/// Whether each of `needs` can get its count of different cards none of `taken` (804.4d).
fn assignable(needs: &[(usize, Vec<ObjectId>)], taken: &mut Vec<ObjectId>) -> bool {
    let Some(((count, cands), rest)) = needs.split_first() else { return true };
    if *count == 0 {
        return assignable(rest, taken);
    }
    for (i, c) in cands.iter().enumerate() {
        if taken.contains(c) {
            continue;
        }
        taken.push(*c);
        // Later picks of the same step come after this one, so each set is tried once.
        let next = [(*count - 1, cands[i + 1..].to_vec())];
        let ok = assignable(&[&next[..], rest].concat(), taken);
        taken.pop();
        if ok {
            return true;
        }
    }
    false
}

/// Whether `seat` can pay all of `steps` for `source` now (804.2f), `taken` already taken.
pub fn payable(state: &ZxState, seat: Seat, source: &Card, steps: &[CostStep], taken: &[ObjectId]) -> bool {
    let mut taken = taken.to_vec();
    let mut needs = Vec::new();
    let mut counters: Vec<(crate::cards::Icon, u32)> = Vec::new();
    let parts: Vec<ResourceCost> = steps.iter().filter_map(resource_part).collect();
    if !crate::pay::parts::payable(state, seat, &parts) {
        return false;
    }
    for step in steps {
        match step {
            CostStep::SleepThis => match state.unit(source.id) {
                // 807.1a: a card already asleep can't pay the sleep icon.
                Some((_, u)) if !u.sleeping => taken.push(source.id),
                _ => return false,
            },
            CostStep::Resource(_) => {}
            CostStep::Counters(c) => match counters.iter_mut().find(|(i, _)| *i == c.icon) {
                Some(entry) => entry.1 += c.count,
                None => counters.push((c.icon, c.count)),
            },
            CostStep::Move(_) | CostStep::SleepZx(_) | CostStep::Destroy(_) => {
                needs.push((need(step), candidates(state, seat, step)));
            }
        }
    }
    let has = |icon| state.markers.counters.iter().find(|c| c.seat == seat && c.icon == icon).map_or(0, |c| c.count);
    counters.iter().all(|(icon, n)| has(*icon) >= *n) && assignable(&needs, &mut taken)
}

/// A step's resource cost, if it is one (805.2b).
fn resource_part(step: &CostStep) -> Option<ResourceCost> {
    match step {
        CostStep::Resource(r) => Some(ResourceCost { colours: r.colours, points: r.points }),
        CostStep::SleepThis
        | CostStep::Counters(_)
        | CostStep::Move(_)
        | CostStep::SleepZx(_)
        | CostStep::Destroy(_) => None,
    }
}

/// The cards that may be chosen next for the first step: each leaves the rest payable.
fn offered(state: &ZxState, p: &Paying) -> Vec<ObjectId> {
    let step = &p.steps[0];
    let taken: Vec<ObjectId> = p.used.iter().chain(&p.chosen).copied().collect();
    let all = candidates(state, p.seat, step);
    let left = need(step) - p.chosen.len() - 1;
    let mut needs = vec![(left, all.clone())];
    needs.extend(p.steps[1..].iter().map(|s| (need(s), candidates(state, p.seat, s))));
    all.iter()
        .copied()
        .filter(|c| !taken.contains(c))
        .filter(|c| {
            let mut with = taken.clone();
            with.push(*c);
            assignable(&needs, &mut with)
        })
        .collect()
}

/// Pays what can be paid without a choice, and asks for the next choice if one is needed.
pub fn advance(state: &mut ZxState, mut p: Paying) {
    loop {
        let Some(step) = p.steps.first().cloned() else {
            finish(state, p);
            return;
        };
        match &step {
            CostStep::SleepThis => {
                sleep_unit(state, p.source.id);
                state.note(rules::ACTIVATED, |s| format!("{} sleeps to pay", s.name_of(&p.source)));
            }
            CostStep::Counters(c) => crate::objects::counter::consume(state, p.seat, c.icon, c.count),
            CostStep::Resource(r) => {
                let cost = ResourceCost { colours: r.colours, points: r.points };
                if p.chosen.len() < usize::from(r.points) {
                    // 804.4d: the later resource parts are paid by other resources.
                    let later: Vec<ResourceCost> = p.steps[1..].iter().filter_map(resource_part).collect();
                    let next = crate::pay::parts::next_payers(state, p.seat, cost, &p.chosen, &later);
                    if let [one] = next.as_slice() {
                        p.chosen.push(*one);
                        continue;
                    }
                    let options = next.into_iter().map(Choice::PayWith).collect();
                    let seat = p.seat;
                    state.ask(seat, DecisionKind::PlayCost(Box::new(super::CostAsk::Pay(Box::new(p)))), options);
                    return;
                }
                if p.used.iter().any(|id| state.player(p.seat).resource.iter().any(|r| r.card.id == *id)) {
                    state.note(rules::COST_DISTINCT, |_| {
                        "this resource part is paid by resources other than the earlier parts'".to_string()
                    });
                }
                sleep_resources(state, p.seat, &p.chosen);
            }
            CostStep::Move(_) | CostStep::SleepZx(_) | CostStep::Destroy(_) => {
                if p.chosen.len() < need(&step) {
                    let options = offered(state, &p).into_iter().map(Choice::Target).collect();
                    let seat = p.seat;
                    state.ask(seat, DecisionKind::PlayCost(Box::new(super::CostAsk::Pay(Box::new(p)))), options);
                    return;
                }
                let by = match p.then {
                    Then::Ability { .. } => Some(By::Cost(p.source)),
                    Then::Card(_) => None,
                };
                if !p.used.is_empty() {
                    state.note(rules::COST_DISTINCT, |s| {
                        let names: Vec<String> = p.chosen.iter().map(|id| super::card_name(s, *id)).collect();
                        format!("{} pay this part: cards other than the earlier parts'", names.join(", "))
                    });
                }
                // 1205.1: a move of the cost may bind its cards for the ability's effects.
                let bind = if let CostStep::Move(m) = &step { m.bind.clone() } else { None };
                let seen = bind.as_ref().map(|_| crate::complement::see(state, &p.chosen));
                perform(state, p.seat, &step, &p.chosen, by);
                if let (Some(slot), Some(seen)) = (bind, seen) {
                    crate::complement::cost_moved(state, slot, &seen);
                }
            }
        }
        p.used.append(&mut p.chosen);
        p.steps.remove(0);
    }
}

/// Applies the answer: one more card or resource chosen.
pub fn answer(state: &mut ZxState, mut p: Paying, choice: Choice) {
    let (Choice::Target(id) | Choice::PayWith(id)) = choice else { unreachable!("only cards are offered for costs") };
    p.chosen.push(id);
    advance(state, p);
}

/// The cost is paid: what follows it.
fn finish(state: &mut ZxState, p: Paying) {
    match p.then {
        Then::Ability { index, effects, revealed } => {
            super::activated::paid(state, p.seat, p.source, index, effects, revealed)
        }
        Then::Card(playing) => state.steps.push(crate::state::Step::Costs(super::CostStepWork::Resources(playing))),
    }
}

/// Sleeps the unit `id` (1003.1).
fn sleep_unit(state: &mut ZxState, id: ObjectId) {
    let changed = match state.unit_mut(id) {
        Some(u) if !u.sleeping => {
            u.sleeping = true;
            true
        }
        _ => false,
    };
    crate::triggers::state_changed(state, id, true, changed);
}

/// 805.3d: the chosen resources are slept.
fn sleep_resources(state: &mut ZxState, seat: Seat, chosen: &[ObjectId]) {
    let mut names = Vec::new();
    for r in state.players[seat.index()].resource.iter_mut().filter(|r| chosen.contains(&r.card.id)) {
        r.sleeping = true;
        names.push(r.card);
    }
    state.note(rules::PAY_SLEEP, |s| {
        let list: Vec<String> = names.iter().map(|c| s.name_of(c)).collect();
        format!("{seat} sleeps {} to pay", list.join(", "))
    });
}

/// The chosen cards pay `step`, together (301.5).
fn perform(state: &mut ZxState, seat: Seat, step: &CostStep, chosen: &[ObjectId], by: Option<By>) {
    let status = match by {
        Some(_) => rules::COST_OF_ABILITY,
        None => rules::COST_OF_CARD,
    };
    match step {
        CostStep::SleepZx(_) => {
            for id in chosen {
                let card = state.unit(*id).map(|(_, u)| u.card);
                sleep_unit(state, *id);
                if let Some(card) = card {
                    state.note(rules::COST_STATE, |s| format!("{} sleeps to pay", s.name_of(&card)));
                }
            }
        }
        CostStep::Destroy(_) => {
            let seen: Vec<Lki> = chosen.iter().filter_map(|id| Lki::of_unit(state, *id)).collect();
            for lki in seen {
                let Some(unit) = state.take_unit(lki.card.id) else { continue };
                state.note(status, |s| format!("{} is destroyed to pay, not by an effect", s.name_of(&unit.card)));
                if crate::replace::destruction(state, &unit).is_some() {
                    state.note(rules::COST_REPLACED, |s| {
                        format!("{}'s destruction is replaced, and it still pays the cost", s.name_of(&unit.card))
                    });
                }
                crate::moves::destroy_by(state, unit, lki, by);
            }
        }
        CostStep::Move(m) if m.from == Pile::Square => {
            for id in chosen {
                let Some(unit) = state.take_unit(*id) else { continue };
                state.note(status, |s| format!("{} goes to the trash to pay", s.name_of(&unit.card)));
                crate::moves::trash_unit(state, unit);
            }
        }
        CostStep::Move(m) => move_cards(state, seat, m, chosen),
        CostStep::SleepThis | CostStep::Resource(_) | CostStep::Counters(_) => {}
    }
}

/// Moves chosen cards of `seat`'s zone `m.from` to `m.to`, revealing hidden ones a parameter
/// chose (804.4c).
fn move_cards(state: &mut ZxState, seat: Seat, m: &crate::cards::ast::costs::MovePart, chosen: &[ObjectId]) {
    let reveal = m.from.hidden() && m.filter != Default::default();
    let from_zone = m.from.trigger_zone();
    for id in chosen {
        let p = state.player_mut(seat);
        let list = match m.from {
            Pile::Hand => &mut p.hand,
            Pile::Trash => &mut p.trash,
            Pile::Charge => &mut p.charge,
            Pile::Remove => &mut p.remove,
            Pile::Deck | Pile::Life | Pile::Square | Pile::Resource => {
                unreachable!("checked when the card file was read")
            }
        };
        let Some(at) = list.iter().position(|c| c.id == *id) else { continue };
        let card = list.remove(at);
        if reveal {
            state.note(rules::COST_REVEAL, |s| format!("{seat} reveals {} to pay", s.name_of(&card)));
        }
        let card = state.renew(card);
        let owner = state.player_mut(card.owner);
        let to = match m.to {
            Pile::Trash => {
                owner.trash.push(card);
                Some(Zone::Trash)
            }
            Pile::Remove => {
                owner.remove.push(card);
                None
            }
            Pile::Charge => {
                owner.charge.push(card);
                Some(Zone::Charge)
            }
            Pile::Hand => {
                owner.hand.push(card);
                Some(Zone::Hand)
            }
            Pile::Deck => {
                owner.deck.insert(0, card);
                None
            }
            Pile::Life | Pile::Square | Pile::Resource => unreachable!("checked when the card file was read"),
        };
        let words = m.to.word();
        if m.to.hidden() && !reveal {
            state.note(rules::COST_OF_CARD, |_| format!("{seat} puts a card into their {words} to pay"));
        } else {
            state.note(rules::COST_OF_CARD, |s| format!("{seat} puts {} into their {words} to pay", s.name_of(&card)));
        }
        if let Some(zone) = to {
            crate::triggers::moved(state, Lki::of_card(card), zone, from_zone);
        }
    }
}
