//! The "when playing" routes of a card (804.2c, 1027): the printed cost, or one of its
//! keywords that add to or change it, only one of which may be chosen (1027.1a):
//! - 降臨条件 Advent (1020): destroy the written number of Reboot Z/X of yours whose costs total
//!   at least the card's cost, with at least that many cards in Resource; no resource cost. The
//!   destruction is by no effect (1020.3).
//! - 覚醒条件 Awakening (1021): the resource cost and then the colour kind's action (1021.2a–e),
//!   by no effect (1021.3). It adds to the cost, so a card with it is played by it only
//!   (rulings).
//! - 夢装条件 Dream Armour (1022): consume the counters; no resource cost.
//! - 憑依条件 Possession (1025): the chosen Reboot Z/X lower the cost by their costs, to no
//!   less than 1 (1025.2a); they become the Z/X EX's forces when it appears (1025.3), by no
//!   effect (1025.4); a Z/X that can't go to the Force zone can't be chosen (1025.3a).
//! - 連携 Renkei (1124): the lower cost. A lone Renkei needs no choice ([`crate::pay::renkei`]).
//! - "when playing" costs: pay the cost list, the cost is lower (1027.1).
//!
//! Events of these costs are not by an effect (1027.1b). 804.2h: a card that can't be played
//! once its costs are paid is not played and goes to the trash.

use super::{ChosenRoute, CostAsk};
use crate::cards::ast::costs::Awakening;
use crate::cards::{Card, Colour, Colours, Keyword};
use crate::lki::Lki;
use crate::pay::{ResourceCost, can_pay, cost_of, cost_on};
use crate::rules;
use crate::state::markers::Force;
use crate::state::reader::Reader;
use crate::state::{Choice, DecisionKind, Playing, ResourceCard, Step, ZxState};
use fuda_kernel::{ObjectId, Seat};

pub use crate::state::costs::Route;

/// Whether a keyword changes or adds to the cost as the card is played (1027.1).
fn is_route(k: &Keyword) -> bool {
    matches!(
        k,
        Keyword::Renkei(_)
            | Keyword::Advent(_)
            | Keyword::Awakening(_)
            | Keyword::DreamArmour(_)
            | Keyword::Possession(_)
            | Keyword::WhenPlaying(_)
    )
}

/// Whether the card is played through a choice of routes: it has a keyword that changes its
/// cost, other than one lone Renkei, which only lowers it.
pub fn uses_routes(state: &ZxState, card: &Card) -> bool {
    let kws: Vec<&Keyword> = state.def(card).keywords.iter().filter(|k| is_route(k)).collect();
    !(kws.is_empty() || matches!(kws.as_slice(), [Keyword::Renkei(_)]))
}

fn keyword(state: &ZxState, card: &Card, route: Route) -> Option<Keyword> {
    match route {
        Route::Printed => None,
        Route::Keyword(k) => state.def(card).keywords.get(usize::from(k)).cloned(),
    }
}

/// The Reboot Z/X of `seat`'s on squares a Advent or Possession may choose: by `filter`, and
/// for Possession only Z/X that can go to the Force zone: not a token (914.1, 1025.3a).
fn zx_for(
    board: &crate::continuous::Board,
    seat: Seat,
    part: &crate::cards::ast::costs::CardsPart,
) -> Vec<(ObjectId, u8)> {
    let state = board.state();
    let reader = Reader { state, seat };
    state
        .units()
        .filter(|(_, u)| u.controller == seat && state.def(&u.card).kind.is_zx() && !u.sleeping)
        .filter(|(_, u)| !state.def(&u.card).token)
        .filter(|(_, u)| reader.matches(&part.filter, &u.card, Some(board.power(&u.card))))
        .map(|(_, u)| (u.card.id, cost_on(board, &u.card).map_or(0, |c| c.points)))
        .collect()
}

/// The zone an Awakening kind takes its cards from (1021.2a–e).
fn awakening_cards(state: &ZxState, seat: Seat, a: &Awakening) -> Vec<ObjectId> {
    let p = state.player(seat);
    let cards: Vec<Card> = match a.colour {
        Colour::Red | Colour::White => p.trash.clone(),
        Colour::Blue => p.hand.clone(),
        Colour::Black => p.charge.clone(),
        Colour::Green => p.resource.iter().map(|r| r.card).collect(),
    };
    let reader = Reader { state, seat };
    cards.iter().filter(|c| reader.matches(&a.filter, c, None)).map(|c| c.id).collect()
}

/// What may be chosen for a route, and how many.
fn pickable(board: &crate::continuous::Board, seat: Seat, k: &Keyword) -> Option<(Vec<(ObjectId, u8)>, usize)> {
    match k {
        Keyword::Advent(p) | Keyword::Possession(p) => Some((zx_for(board, seat, p), usize::from(p.count))),
        Keyword::Awakening(a) => Some((
            awakening_cards(board.state(), seat, a).into_iter().map(|id| (id, 0)).collect(),
            usize::from(a.count),
        )),
        _ => None,
    }
}

/// The resource cost of `card` by `route` with `total` the costs of the chosen Z/X.
fn cost_by(
    board: &crate::continuous::Board,
    seat: Seat,
    card: &Card,
    route: Route,
    total: u32,
) -> Option<ResourceCost> {
    let state = board.state();
    let printed = cost_on(board, card)?;
    let none = ResourceCost { colours: Colours::default(), points: 0 };
    Some(match keyword(state, card, route) {
        None | Some(Keyword::Awakening(_)) => printed,
        Some(Keyword::Renkei(_)) => ResourceCost {
            points: crate::pay::cost_for_on(board, seat, card).map_or(printed.points, |c| c.points),
            ..printed
        },
        Some(Keyword::Advent(_) | Keyword::DreamArmour(_)) => none,
        // 1025.2a: never below 1 (rulings: an equal total pays 1 too).
        Some(Keyword::Possession(_)) => {
            let left = u32::from(printed.points).saturating_sub(total).max(1);
            ResourceCost { points: u8::try_from(left).unwrap_or(u8::MAX), ..printed }
        }
        Some(Keyword::WhenPlaying(w)) => ResourceCost { points: printed.points.saturating_sub(w.reduce), ..printed },
        Some(_) => printed,
    })
}

/// Whether `chosen` plus `more` of `left` can complete `route`'s pick.
fn completes(
    board: &crate::continuous::Board,
    seat: Seat,
    card: &Card,
    route: Route,
    chosen: &[(ObjectId, u8)],
    left: &[(ObjectId, u8)],
    more: usize,
) -> bool {
    let state = board.state();
    if more == 0 {
        let total: u32 = chosen.iter().map(|(_, c)| u32::from(*c)).sum();
        let Some(cost) = cost_by(board, seat, card, route, total) else { return false };
        let printed = cost_on(board, card).map_or(0, |c| c.points);
        return match keyword(state, card, route) {
            // 1020.2: the costs total at least the card's cost.
            Some(Keyword::Advent(_)) => total >= u32::from(printed),
            _ => can_pay(state, seat, cost),
        };
    }
    left.iter().enumerate().any(|(i, c)| {
        let mut with = chosen.to_vec();
        with.push(*c);
        completes(board, seat, card, route, &with, &left[i + 1..], more - 1)
    })
}

/// Whether `card` can be played by `route` now, `chosen` already chosen for it.
fn feasible(board: &crate::continuous::Board, seat: Seat, card: &Card, route: Route, chosen: &[ObjectId]) -> bool {
    let state = board.state();
    let Some(printed) = cost_on(board, card) else { return false };
    let k = keyword(state, card, route);
    match &k {
        Some(Keyword::Advent(_)) if state.player(seat).resource.len() < usize::from(printed.points) => return false,
        Some(Keyword::DreamArmour(c)) => {
            let has = state.markers.counters.iter().find(|x| x.seat == seat && x.icon == c.icon).map_or(0, |x| x.count);
            return has >= c.count;
        }
        Some(Keyword::WhenPlaying(w)) if !super::pay::payable(state, seat, card, &w.cost, &[]) => return false,
        _ => {}
    }
    match k.as_ref().and_then(|k| pickable(board, seat, k)) {
        Some((all, n)) => {
            let (took, left): (Vec<_>, Vec<_>) = all.into_iter().partition(|(id, _)| chosen.contains(id));
            took.len() == chosen.len()
                && n >= took.len()
                && completes(board, seat, card, route, &took, &left, n - took.len())
        }
        None => cost_by(board, seat, card, route, 0).is_some_and(|c| can_pay(state, seat, c)),
    }
}

/// The routes `seat` may play `card` by now (804.2c): an Awakening adds to the cost, so with one
/// the card is played by an Awakening; otherwise the printed cost or one keyword (1027.1a). A
/// Renkei that can be used makes the printed cost pointless.
pub fn routes(state: &ZxState, seat: Seat, card: &Card) -> Vec<Route> {
    routes_on(&crate::continuous::Board::new(state), seat, card)
}

/// [`routes`], read on `board`.
fn routes_on(board: &crate::continuous::Board, seat: Seat, card: &Card) -> Vec<Route> {
    let state = board.state();
    let def = state.def(card);
    let kws: Vec<(u8, &Keyword)> =
        def.keywords.iter().enumerate().filter(|(_, k)| is_route(k)).map(|(i, k)| (i as u8, k)).collect();
    let awakening = kws.iter().any(|(_, k)| matches!(k, Keyword::Awakening(_)));
    let mut out: Vec<Route> = Vec::new();
    if !awakening {
        out.push(Route::Printed);
    }
    out.extend(
        kws.iter().filter(|(_, k)| !awakening || matches!(k, Keyword::Awakening(_))).map(|(i, _)| Route::Keyword(*i)),
    );
    out.retain(|r| feasible(board, seat, card, *r, &[]));
    let renkei = out.iter().any(|r| matches!(keyword(state, card, *r), Some(Keyword::Renkei(_))));
    if renkei {
        out.retain(|r| *r != Route::Printed);
    }
    out
}

/// Whether `seat` can play `card` now, cost aside from its place (804.2c–f).
pub fn playable_on(board: &crate::continuous::Board, seat: Seat, card: &Card) -> bool {
    let state = board.state();
    if crate::expiry::expired(state, card) {
        return false;
    }
    match uses_routes(state, card) {
        true => !routes_on(board, seat, card).is_empty(),
        false => crate::pay::cost_for_on(board, seat, card).is_some_and(|cost| can_pay(state, seat, cost)),
    }
}

/// A route of the card `id` in words.
pub fn route_words(state: &ZxState, id: ObjectId, route: &Route) -> String {
    match route {
        Route::Printed => "the printed cost".to_string(),
        Route::Keyword(k) => {
            let def = state.all_cards().into_iter().find(|c| c.id == id).map(|c| state.def(&c));
            def.and_then(|d| d.keywords.get(usize::from(*k))).map(|k| k.words()).unwrap_or_default()
        }
    }
}

/// The label of route option `i` of the pending decision.
pub fn route_label(state: &ZxState, i: u8) -> String {
    let Some(DecisionKind::PlayCost(ask)) = state.decision.as_ref().map(|d| &d.kind) else { return String::new() };
    match ask.as_ref() {
        CostAsk::Route { routes, playing } => routes
            .get(usize::from(i))
            .map(|r| format!("By {}", route_words(state, playing.card, r)))
            .unwrap_or_default(),
        CostAsk::RoutePick { .. } | CostAsk::Pay(_) => String::new(),
    }
}

/// 804.2c: at the start of paying (Step::Pay), a card played through routes first chooses its
/// route and what the route needs. Returns whether that choice is waiting.
pub fn intercept(state: &mut ZxState, playing: Playing) -> bool {
    if playing.free || state.play_costs.route.as_ref().is_some_and(|r| r.card == playing.card) {
        return false;
    }
    let Some(card) = state.all_cards().into_iter().find(|c| c.id == playing.card) else { return false };
    if !uses_routes(state, &card) {
        return false;
    }
    let routes = routes(state, playing.seat, &card);
    if let [one] = routes.as_slice() {
        begin(state, playing, card, *one);
    } else {
        let options = (0..routes.len()).map(|i| Choice::CostRoute(i as u8)).collect();
        state.ask(playing.seat, DecisionKind::PlayCost(Box::new(CostAsk::Route { playing, routes })), options);
    }
    true
}

/// The route option answered.
pub fn route_chosen(state: &mut ZxState, playing: Playing, routes: &[Route], choice: Choice) {
    let Choice::CostRoute(i) = choice else { unreachable!("only routes are offered") };
    let card = state.all_cards().into_iter().find(|c| c.id == playing.card).expect("the card being played");
    let route = routes[usize::from(i)];
    let words = route_words(state, playing.card, &route);
    let seat = playing.seat;
    state.note(rules::WHEN_PLAYING_ONE, |_| format!("{seat} chooses {words}: no other cost change applies"));
    begin(state, playing, card, route);
}

/// Starts `route`: notes it, and asks for its cards if it needs some.
fn begin(state: &mut ZxState, playing: Playing, card: Card, route: Route) {
    if let Some(k) = keyword(state, &card, route) {
        let words = k.words();
        let (rule, tail) = match k {
            Keyword::Advent(_) => (rules::ADVENT, "; no resource cost is paid"),
            Keyword::DreamArmour(_) => (rules::DREAM_ARMOUR, "; no resource cost is paid"),
            Keyword::Awakening(_) => (rules::AWAKENING, ", after its resource cost"),
            Keyword::Possession(_) => (rules::POSSESSION, ", its cost lowered by the chosen Z/X's costs"),
            Keyword::WhenPlaying(_) => (rules::WHEN_PLAYING, ", before its resource cost"),
            _ => (rules::RENKEI, ""),
        };
        state.note(rule, |s| format!("{} is played by {words}{tail}", s.name_of(&card)));
    }
    ask_pick(state, playing, card, route, Vec::new());
}

/// Asks for the next card of the route, or settles it.
fn ask_pick(state: &mut ZxState, playing: Playing, card: Card, route: Route, chosen: Vec<ObjectId>) {
    let board = crate::continuous::Board::new(state);
    let pick = keyword(state, &card, route).and_then(|k| pickable(&board, playing.seat, &k));
    match pick {
        Some((all, n)) if chosen.len() < n => {
            let options = all
                .iter()
                .filter(|(id, _)| !chosen.contains(id))
                .filter(|(id, _)| {
                    let mut with = chosen.clone();
                    with.push(*id);
                    feasible(&board, playing.seat, &card, route, &with)
                })
                .map(|(id, _)| Choice::Target(*id))
                .collect();
            drop(board);
            state.ask(
                playing.seat,
                DecisionKind::PlayCost(Box::new(CostAsk::RoutePick { playing, route, chosen })),
                options,
            );
        }
        _ => {
            drop(board);
            state.play_costs.route = Some(ChosenRoute { card: playing.card, route, chosen });
            state.steps.push(Step::Pay(playing));
        }
    }
}

/// One more card chosen for the route.
pub fn picked(state: &mut ZxState, playing: Playing, route: Route, mut chosen: Vec<ObjectId>, choice: Choice) {
    let Choice::Target(id) = choice else { unreachable!("only cards are offered") };
    chosen.push(id);
    let card = state.all_cards().into_iter().find(|c| c.id == playing.card).expect("the card being played");
    ask_pick(state, playing, card, route, chosen);
}

/// 804.2d: the cost the route settles for the card `id`, or `due` without a route.
pub fn due(state: &ZxState, id: ObjectId, due: Option<ResourceCost>) -> Option<ResourceCost> {
    let Some(r) = state.play_costs.route.as_ref().filter(|r| r.card == id) else { return due };
    let card = state.all_cards().into_iter().find(|c| c.id == id)?;
    let seat = card.owner;
    cost_by(&crate::continuous::Board::new(state), seat, &card, r.route, chosen_total(state, &r.chosen))
}

/// The costs of the chosen Z/X on squares, added up.
fn chosen_total(state: &ZxState, chosen: &[ObjectId]) -> u32 {
    chosen
        .iter()
        .filter_map(|z| state.unit(*z))
        .map(|(_, u)| cost_of(state, &u.card).map_or(0, |c| u32::from(c.points)))
        .sum()
}

/// The card moved to Temporary as `playing` (it was `old`): the route follows it, and a "when
/// playing" cost list is paid before the resource cost. Returns whether that payment waits.
pub fn moved(state: &mut ZxState, old: ObjectId, playing: Playing) -> bool {
    let Some(r) = state.play_costs.route.as_mut().filter(|r| r.card == old) else { return false };
    r.card = playing.card;
    let route = r.route;
    let chosen = r.chosen.clone();
    let total = chosen_total(state, &chosen);
    let (card, _) = *state.temporary.iter().find(|(c, _)| c.id == playing.card).expect("in Temporary");
    if let (Some(Keyword::Possession(_)), Some((_, _, points))) = (keyword(state, &card, route), state.settled_cost) {
        let printed = cost_of(state, &card).map_or(0, |c| c.points);
        let rule = if total >= u32::from(printed) { rules::POSSESSION_FLOOR } else { rules::POSSESSION };
        state.note(rule, |s| format!("{} costs {points} instead of {printed} (Possession)", s.name_of(&card)));
    }
    let Some(Keyword::WhenPlaying(w)) = keyword(state, &card, route) else { return false };
    let then = super::pay::Then::Card(playing);
    let paying = super::pay::Paying {
        seat: playing.seat,
        source: card,
        steps: w.cost,
        chosen: Vec::new(),
        used: Vec::new(),
        then,
    };
    super::pay::advance(state, paying);
    true
}

/// 804.2h: the end of the play: the route's remaining costs are paid (after the resource cost,
/// rulings).
pub fn end_of_play(state: &mut ZxState, playing: Playing) {
    if let Some(r) = state.play_costs.route.take_if(|r| r.card == playing.card) {
        let (card, _) = *state.temporary.iter().find(|(c, _)| c.id == playing.card).expect("in Temporary");
        if let Some(k) = keyword(state, &card, r.route) {
            pay_route(state, playing, &k, &r.chosen);
        }
    }
}

/// The route's own costs, by no effect (1020.3, 1021.3, 1022.2, 1025.3).
fn pay_route(state: &mut ZxState, playing: Playing, k: &Keyword, chosen: &[ObjectId]) {
    let seat = playing.seat;
    match k {
        Keyword::Advent(_) => {
            let seen: Vec<Lki> = chosen.iter().filter_map(|id| Lki::of_unit(state, *id)).collect();
            for lki in seen {
                let Some(unit) = state.take_unit(lki.card.id) else { continue };
                state.note(rules::ADVENT_NOT_EFFECT, |s| {
                    format!("{} is destroyed for Advent, not by an effect", s.name_of(&unit.card))
                });
                crate::moves::destroy_by(state, unit, lki, None);
            }
        }
        Keyword::DreamArmour(c) => crate::objects::counter::consume(state, seat, c.icon, c.count),
        Keyword::Possession(_) => {
            state.note(rules::POSSESSION, |s| {
                let names: Vec<String> = chosen.iter().map(|id| super::card_name(s, *id)).collect();
                format!("{} will become the forces of the Z/X EX as it appears", names.join(", "))
            });
            state.play_costs.possessing = Some((playing.card, chosen.to_vec()));
        }
        Keyword::Awakening(a) => {
            awaken(state, seat, a, chosen);
            state.note(rules::AWAKENING_NOT_EFFECT, |_| {
                "the Awakening actions were by no ability or effect".to_string()
            });
        }
        _ => {}
    }
}

/// 1021.2a–e: the Awakening kind's action, by no effect (1021.3).
fn awaken(state: &mut ZxState, seat: Seat, a: &Awakening, chosen: &[ObjectId]) {
    let n = chosen.len();
    let names: Vec<String> = chosen.iter().map(|id| super::card_name(state, *id)).collect();
    let list = names.join(", ");
    let p = state.player_mut(seat);
    let take = |zone: &mut Vec<Card>| -> Vec<Card> {
        let (gone, kept): (Vec<Card>, Vec<Card>) =
            std::mem::take(zone).into_iter().partition(|c| chosen.contains(&c.id));
        *zone = kept;
        gone
    };
    let gone = match a.colour {
        Colour::Red | Colour::White => take(&mut p.trash),
        Colour::Blue => take(&mut p.hand),
        Colour::Black => take(&mut p.charge),
        Colour::Green => {
            let (gone, kept): (Vec<ResourceCard>, Vec<ResourceCard>) =
                std::mem::take(&mut p.resource).into_iter().partition(|r| chosen.contains(&r.card.id));
            p.resource = kept;
            gone.into_iter().map(|r| r.card).collect()
        }
    };
    let gone: Vec<Card> = gone.into_iter().map(|c| state.renew(c)).collect();
    let rule = match a.colour {
        Colour::Red => rules::AWAKENING_RED,
        Colour::Blue => rules::AWAKENING_BLUE,
        Colour::White => rules::AWAKENING_WHITE,
        Colour::Black => rules::AWAKENING_BLACK,
        Colour::Green => rules::AWAKENING,
    };
    match a.colour {
        Colour::Red => {
            state.player_mut(seat).remove.extend(gone);
            state.note(rule, |_| format!("{seat} removes {list} from the trash (Awakening, not by an effect)"));
        }
        Colour::Blue | Colour::White | Colour::Green => {
            let verb = if a.colour == Colour::Blue { "reveals" } else { "returns" };
            state.note(rule, |_| {
                format!("{seat} {verb} {list} and shuffles them into the deck (Awakening, not by an effect)")
            });
            let mut deck = std::mem::take(&mut state.player_mut(seat).deck);
            deck.extend(gone);
            state.rng.shuffle(&mut deck);
            state.player_mut(seat).deck = deck;
            for _ in 0..n {
                if a.colour == Colour::Blue {
                    crate::moves::draw(state, seat, 1);
                } else if a.colour == Colour::Green {
                    let Some(card) = state.player_mut(seat).deck.pop() else { break };
                    let card = state.renew(card);
                    state.player_mut(seat).resource.push(ResourceCard { card, sleeping: true });
                    state.note(rule, |s| {
                        format!("{seat} puts {} from the deck top into Resource asleep", s.name_of(&card))
                    });
                }
            }
        }
        Colour::Black => {
            for c in &gone {
                state.player_mut(c.owner).trash.push(*c);
            }
            state
                .note(rule, |_| format!("{seat} puts {list} from Charge into the trash (Awakening, not by an effect)"));
            for _ in 0..n {
                crate::moves::charge_from_deck(state, seat, 1);
            }
        }
    }
}

/// 1025.3: the Z/X EX `card` (in Temporary as `was`) appeared: the Z/X chosen for its
/// Possession go to the Force zone as its forces, face up, by no effect (1025.4).
pub fn appeared(state: &mut ZxState, was: ObjectId, card: Card) {
    let Some((_, chosen)) = state.play_costs.possessing.take_if(|(id, _)| *id == was) else { return };
    for id in chosen {
        let Some(unit) = state.take_unit(id) else { continue };
        let moved = crate::objects::left_square(state, &unit);
        if state.unlink_leaving(&unit) || moved {
            continue;
        }
        let force = state.renew(unit.card);
        state.markers.forces.push(Force { card: force, host: card.id, seat: unit.controller, face_up: true });
        state.note(rules::POSSESSION_FORCE, |s| {
            format!("{} becomes a force of {}", s.name_of(&force), s.name_of(&card))
        });
        state.note(rules::POSSESSION_NOT_EFFECT, |s| {
            format!("{} moves to the Force zone by no effect", s.name_of(&force))
        });
    }
}
