//! The immediate window of a declared digivolution, use or link: once the card is revealed
//! (and, for a digivolution or a link, its 1体 chosen), the player's "when … would …"
//! immediate effects interrupt before the cost is paid (8-1-2-5, 9-1-6, 10-1-2-3). Then the
//! procedure goes on if it still can; if not, it is undone: the card never left its zone and
//! memory does not move (8-1-2-7, 9-1-8).

use crate::cards::ast::{Event, Timing};
use crate::patterns::{Happened, Subject};
use crate::procedures::{burst, digivolve, jogress, link, use_option};
use crate::rules;
use crate::state::{Declared, DigimonState, EffectCtx, Step};
use crate::triggers;
use fuda_kernel::Seat;

/// Declares a procedure: reveals its card, then opens the immediate window of `seat`'s
/// battle-area cards, with the procedure waiting under it.
pub fn declare(state: &mut DigimonState, seat: Seat, declared: Declared) {
    state.cost_change = 0;
    // A digivolution's window is the "would digivolve" event's, below.
    let (timing, rule) = match declared {
        Declared::Digivolve { .. } => (None, rules::DIGIVOLVE_WINDOW),
        Declared::Jogress { .. } => (None, rules::JOGRESS_AFFECTED),
        Declared::Burst { .. } => (None, rules::BURST_AFFECTED),
        Declared::AppFusion { .. } => (None, rules::APP_FUSION_AFFECTED),
        Declared::Use { .. } => (Some(Timing::WhenYouWouldUseOption), rules::USE_WINDOW),
        Declared::Link { .. } => (Some(Timing::WhenYourDigimonWouldLink), rules::LINK_WINDOW),
    };
    state.note(rule, |s| format!("{seat} declares {}", describe(s, declared)));
    state.steps.push(Step::Declared(declared));
    // The 1体 about to digivolve; for DNA digivolution the one without sources, if any.
    let about = match declared {
        Declared::Digivolve { onto, .. } | Declared::Burst { onto, .. } | Declared::AppFusion { onto, .. } => {
            Some(onto)
        }
        Declared::Jogress { first, second, .. } => {
            let bare = |id| state.find_unit(id).is_some_and(|(_, u)| u.sources().is_empty());
            Some(if bare(first) { first } else { second })
        }
        Declared::Use { .. } | Declared::Link { .. } => None,
    };
    let mut window = Vec::new();
    let field = crate::query::Field::new(state);
    if let Some(timing) = timing {
        for unit in state.player(seat).battle().iter().filter(|u| triggers::may_have_at(&field, u, timing)) {
            let keywords = field.keywords_at(seat, unit, timing);
            triggers::each_triggered(state, unit, &keywords, timing, |card, ability| {
                window.push(EffectCtx::new(seat, card, ability, Some(unit.id)));
            });
        }
    }
    // Event patterns waiting for this digivolution, with what it would become (8-1-2-5): either
    // player's ("when one of your (opponent's) Digimon would digivolve"), for every variant.
    let card = match declared {
        Declared::Digivolve { card, .. }
        | Declared::Jogress { card, .. }
        | Declared::Burst { card, .. }
        | Declared::AppFusion { card, .. } => state.player(seat).hand.iter().find(|c| c.id == card).map(|c| c.def),
        Declared::Use { .. } | Declared::Link { .. } => None,
    };
    if let Some(id) = about {
        let owner = state.find_unit(id).map_or(seat, |(owner, _)| owner);
        let mut happened = Happened::one(Event::WouldDigivolve, owner, Subject::Unit(id));
        happened.into = card;
        window.extend(crate::patterns::window(state, &happened));
    }
    if !window.is_empty() {
        state.steps.push(Step::Immediate { items: window });
    }
    // 9-1-6: the Option's own "when this card would be used" effects, in the same window.
    if let Declared::Use { card } = declared {
        if let Some(c) = state.player(seat).hand.iter().find(|c| c.id == card).copied() {
            crate::state::runs::start_own_effects(state, seat, &c, Timing::WouldBeUsed);
        }
    }
    // 8-1-2-5: the Digimon card's own "when this card would digivolve" effects, in the same
    // window, about the 1体 it goes onto.
    if let Declared::Digivolve { card, onto, .. } = declared {
        if let Some(c) = state.player(seat).hand.iter().find(|c| c.id == card).copied() {
            let own = Timing::WhenThisCardWouldDigivolve;
            crate::state::runs::start_own_effects_about(state, seat, &c, own, Some(onto));
        }
    }
}

fn describe(state: &DigimonState, declared: Declared) -> String {
    let card =
        |id| state.all_cards().into_iter().find(|c| c.id == id).map(|c| state.card_label(&c)).unwrap_or_default();
    let unit = |id| state.find_unit(id).map(|(_, u)| state.unit_label(u)).unwrap_or_default();
    match declared {
        Declared::Digivolve { card: c, onto, .. } => format!("digivolving {} into {}", unit(onto), card(c)),
        Declared::Jogress { card: c, first, second, .. } => {
            format!("DNA digivolving {} and {} into {}", unit(first), unit(second), card(c))
        }
        Declared::Burst { card: c, onto, .. } => format!("burst digivolving {} into {}", unit(onto), card(c)),
        Declared::AppFusion { card: c, onto, .. } => format!("App Fusing {} into {}", unit(onto), card(c)),
        Declared::Use { card: c } => format!("using {}", card(c)),
        Declared::Link { card: c, onto } => format!("linking {} to {}", card(c), unit(onto)),
    }
}

/// After the window: the procedure, if it can still be done.
pub fn resume(state: &mut DigimonState, declared: Declared) {
    let seat = state.turn_player;
    let in_hand = |state: &DigimonState, id| state.player(seat).hand.iter().find(|c| c.id == id).copied();
    let possible = match declared {
        Declared::Digivolve { card, onto, condition } => in_hand(state, card).is_some_and(|c| {
            let def = state.def(&c);
            let cond = def.digivolve.get(usize::from(condition));
            state.find_unit(onto).is_some_and(|(owner, u)| {
                owner == seat
                    && match cond {
                        Some(cond) => digivolve::meets(state, u, cond) && digivolve::stackable_by(state, u, cond),
                        // 8-1-1: a route granted to the 1体, while it still is.
                        None => {
                            digivolve::stackable(state, u)
                                && digivolve::condition_cost(state, def, onto, condition).is_some()
                        }
                    }
            })
        }),
        Declared::Jogress { card, first, second, condition } => in_hand(state, card).is_some_and(|c| {
            let cost = state.def(&c).jogress.get(usize::from(condition)).map_or(0, |j| j.cost);
            let mine =
                |id| state.battle_unit(id).is_some_and(|(owner, u)| owner == seat && digivolve::stackable(state, u));
            mine(first) && mine(second) && state.can_pay(seat, state.changed_cost(cost))
        }),
        Declared::Burst { card, onto, tamer } => in_hand(state, card).is_some_and(|c| {
            let cost = state.def(&c).burst.as_ref().map_or(0, |b| b.cost);
            state.find_unit(onto).is_some_and(|(owner, u)| owner == seat && digivolve::stackable(state, u))
                && state.battle_unit(tamer).is_some_and(|(owner, _)| owner == seat)
                && state.can_pay(seat, state.changed_cost(cost))
        }),
        Declared::AppFusion { card, onto, link } => in_hand(state, card).is_some_and(|c| {
            let cost = state.def(&c).app_fusion.as_ref().map_or(0, |a| a.cost);
            state.battle_unit(onto).is_some_and(|(owner, u)| owner == seat && u.links().iter().any(|l| l.id == link))
                && state.can_pay(seat, state.changed_cost(cost))
        }),
        Declared::Use { card } => in_hand(state, card).is_some_and(|c| {
            let cost = state.changed_cost(state.def(&c).cost.unwrap_or(0));
            state.can_pay(seat, cost) && use_option::colours_met(state, seat, &c)
        }),
        Declared::Link { card, onto } => link::still_possible(state, seat, card, onto),
    };
    if !possible {
        state.cost_change = 0;
        let rule = match declared {
            Declared::Digivolve { .. }
            | Declared::Jogress { .. }
            | Declared::Burst { .. }
            | Declared::AppFusion { .. } => rules::DIGIVOLVE_ROLLBACK,
            Declared::Use { .. } => rules::USE_ROLLBACK,
            Declared::Link { .. } => rules::PLAY_ROLLBACK,
        };
        state.note(rule, |_| "it can no longer be done: it is undone, and memory does not move".to_string());
        return;
    }
    match declared {
        Declared::Digivolve { card, onto, condition } => digivolve::from_hand(state, seat, card, onto, condition),
        Declared::Jogress { card, first, second, condition } => {
            jogress::perform(state, seat, card, first, second, condition)
        }
        Declared::Burst { card, onto, tamer } => burst::perform(state, seat, card, onto, tamer),
        Declared::AppFusion { card, onto, link } => link::app_fusion(state, seat, card, onto, link),
        Declared::Use { card } => use_option::from_hand(state, card),
        Declared::Link { card, onto } => link::link(state, seat, card, onto),
    }
}
