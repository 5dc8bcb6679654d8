//! アクティベート≪色[数値]≫ (1118): an activated ability of a card on a square, played in its
//! controller's turn (1118.1). Its cost is the resource cost ≪色[数値]≫, paid by sleeping Reboot
//! resources (805.3); its effect: choose a Z/X with 「式神」 in its name among this card's forces,
//! of cost no more than the cards in your Resource, and it appears in Reboot on a normal square
//! without Z/X (1118.2). Only face-up forces can be chosen: a face-down card shows no name
//! (312.2a, rulings). It is offered only when a force can be chosen and a square is free, so that
//! playing it always does something, as Raid is (rulings). An additional condition written after
//! it (1101.2a), a turn limit such as 自分ターン1 (803.1f), counts its plays per card object from
//! the moment its cost is paid (804.2h, E41).

use crate::board::Square;
use crate::cards::ast::FromZone;
use crate::cards::keywords::ColourCost;
use crate::cards::{Card, Keyword};
use crate::rules;
use crate::state::keywords::{KwChoice, KwDecision};
use crate::state::{Choice, DecisionKind, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// The text a chosen force's name contains (1118.2).
pub const SHIKIGAMI: &str = "式神";

/// The Activate cost of the card `card`, if it has the keyword.
fn cost(state: &ZxState, card: &Card) -> Option<ColourCost> {
    numbered(state, card).map(|(_, c)| c)
}

/// The Activate of `card` with the number it is recorded by among its abilities.
fn numbered(state: &ZxState, card: &Card) -> Option<(u8, ColourCost)> {
    state.def(card).numbered_keywords().find_map(|(index, k)| match k {
        Keyword::Activate(c) => Some((index, *c)),
        _ => None,
    })
}

/// 1101.2, 803.1f: whether the additional condition of the Activate of `card`, a turn limit,
/// lets `seat` play it again: it counts the plays of this card object (E41).
fn within_limit(state: &ZxState, seat: Seat, card: &Card) -> bool {
    let Some((index, ColourCost { limit: Some(limit), .. })) = numbered(state, card) else { return true };
    let own_turn_ok = !limit.own_turn || state.turn_player == seat;
    let times = state.play_costs.played.iter().filter(|p| p.seat == seat && p.card == card.id && p.index == index);
    own_turn_ok && times.count() < usize::from(limit.times)
}

/// 804.2h: a play of an Activate with a turn limit is counted once its cost is paid.
fn count_play(state: &mut ZxState, seat: Seat, card: Card) {
    let Some((index, ColourCost { limit: Some(limit), .. })) = numbered(state, &card) else { return };
    state.play_costs.played.push(crate::costs::Played { seat, card: card.id, index });
    let n = state.play_costs.played.iter().filter(|p| p.card == card.id && p.index == index).count();
    state.note(rules::KEYWORD_CONDITION, |s| {
        format!("{} Activate {}: played {n} of {} times this turn", s.name_of(&card), limit.words(), limit.times)
    });
}

/// 805.3: the Reboot resources `seat` may sleep next to pay `cost` (one colour at most, checked
/// as the card loads), `chosen` already chosen: the last one must be of the colour if none is.
fn next_payers(state: &ZxState, seat: Seat, cost: ColourCost, chosen: &[ObjectId]) -> Vec<ObjectId> {
    let reboot: Vec<(ObjectId, crate::cards::Colours)> = state
        .player(seat)
        .resource
        .iter()
        .filter(|r| !r.sleeping && !chosen.contains(&r.card.id))
        .map(|r| (r.card.id, state.def(&r.card).colours))
        .collect();
    let left = usize::from(cost.points).saturating_sub(chosen.len());
    let needed = cost.colours.list();
    let has = |colours: crate::cards::Colours| needed.iter().all(|c| colours.has(*c));
    let covered = needed.is_empty()
        || state.player(seat).resource.iter().any(|r| chosen.contains(&r.card.id) && has(state.def(&r.card).colours));
    if reboot.len() < left || (!covered && !reboot.iter().any(|(_, c)| has(*c))) {
        return Vec::new();
    }
    reboot.into_iter().filter(|(_, c)| covered || left > 1 || has(*c)).map(|(id, _)| id).collect()
}

/// Whether `seat` can pay `cost` now.
fn can_pay(state: &ZxState, seat: Seat, cost: ColourCost) -> bool {
    cost.points == 0 || !next_payers(state, seat, cost, &[]).is_empty()
}

/// The normal squares (303.3b) without Z/X.
pub fn free_squares(state: &ZxState) -> Vec<Square> {
    Square::ALL
        .into_iter()
        .filter(|sq| !sq.is_player_square() && !state.on(*sq).iter().any(|u| state.def(&u.card).kind.is_zx()))
        .collect()
}

/// The forces of `unit` that may appear: face-up Z/X with 「式神」 in their names, of cost no more
/// than the cards in `seat`'s Resource.
fn eligible(state: &ZxState, seat: Seat, unit: ObjectId) -> Vec<ObjectId> {
    let resources = state.player(seat).resource.len();
    state
        .markers
        .forces
        .iter()
        .filter(|f| f.host == unit && f.face_up)
        .filter(|f| {
            let def = state.def(&f.card);
            def.kind.is_zx()
                && def.name.contains(SHIKIGAMI)
                && def.points().is_some_and(|points| usize::from(points) <= resources)
        })
        .map(|f| f.card.id)
        .collect()
}

/// The Activate abilities `seat` may play now: in their turn, of their cards on squares, with
/// the cost payable, a force to choose and a square free.
pub fn options(state: &ZxState, seat: Seat) -> Vec<KwChoice> {
    if state.turn_player != seat || free_squares(state).is_empty() {
        return Vec::new();
    }
    state
        .units()
        .filter(|(_, u)| u.controller == seat)
        .filter(|(_, u)| cost(state, &u.card).is_some_and(|c| can_pay(state, seat, c)))
        .filter(|(_, u)| within_limit(state, seat, &u.card))
        .filter(|(_, u)| !eligible(state, seat, u.card.id).is_empty())
        .map(|(_, u)| KwChoice::Activate { unit: u.card.id })
        .collect()
}

/// The option's label.
pub fn label(state: &ZxState, unit: ObjectId) -> String {
    let Some((sq, u)) = state.unit(unit) else { return String::new() };
    let words = cost(state, &u.card).map(|c| format!("≪{} {}≫", c.colours.words(), c.points)).unwrap_or_default();
    format!("Activate {} on {}: pay {words}", state.name_of(&u.card), sq.name())
}

/// 1118.2: the ability is played; its cost is paid first, a resource at a time.
pub fn play(state: &mut ZxState, seat: Seat, unit: ObjectId) {
    state.note(rules::ACTIVATE, |s| {
        let name = s.unit(unit).map(|(_, u)| s.name_of(&u.card)).unwrap_or_default();
        format!("{seat} plays the Activate of {name}")
    });
    pay_next(state, seat, unit, Vec::new());
}

/// Asks for the next resource, or, once enough are chosen, sleeps them and resolves.
fn pay_next(state: &mut ZxState, seat: Seat, unit: ObjectId, chosen: Vec<ObjectId>) {
    let card = state.unit(unit).map(|(_, u)| u.card).expect("the Activate card is on its square while it is paid");
    let cost = cost(state, &card).expect("an offered Activate");
    if chosen.len() < usize::from(cost.points) {
        let options = next_payers(state, seat, cost, &chosen).into_iter().map(Choice::PayWith).collect();
        state.ask(seat, DecisionKind::Keyword(KwDecision::ActivatePay { unit, chosen }), options);
        return;
    }
    for r in state.player_mut(seat).resource.iter_mut().filter(|r| chosen.contains(&r.card.id)) {
        r.sleeping = true;
    }
    state.note(rules::ACTIVATED, |_| format!("{seat} sleeps {} resource(s) to pay", chosen.len()));
    count_play(state, seat, card);
    let options: Vec<Choice> = eligible(state, seat, unit).into_iter().map(Choice::Target).collect();
    state.ask(seat, DecisionKind::Keyword(KwDecision::ActivatePick { unit }), options);
}

/// A resource chosen to pay.
pub fn paid(state: &mut ZxState, seat: Seat, unit: ObjectId, mut chosen: Vec<ObjectId>, choice: Choice) {
    let Choice::PayWith(id) = choice else { unreachable!("only resources are offered") };
    chosen.push(id);
    pay_next(state, seat, unit, chosen);
}

/// The force chosen: its square is chosen next.
pub fn picked(state: &mut ZxState, seat: Seat, choice: Choice) {
    let Choice::Target(card) = choice else { unreachable!("only forces are offered") };
    let options: Vec<Choice> = free_squares(state).into_iter().map(Choice::Square).collect();
    state.ask(seat, DecisionKind::Keyword(KwDecision::ActivateSquare { card }), options);
}

/// The chosen force appears in Reboot on the chosen square.
pub fn appear(state: &mut ZxState, seat: Seat, card: ObjectId, choice: Choice) {
    let Choice::Square(square) = choice else { unreachable!("only squares are offered") };
    let at =
        state.markers.forces.iter().position(|f| f.card.id == card).expect("the chosen force is in the Force zone");
    let force = state.markers.forces.remove(at);
    let card = state.renew(force.card);
    state.put_on(square, card, seat);
    super::alter_force::appeared(state, card, seat, square, FromZone::Force);
}
