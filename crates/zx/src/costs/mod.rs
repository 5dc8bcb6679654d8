//! Costs beyond the resource cost (804.2, 804.4, 807.1, 1027): a cost list paid step by step
//! ([`pay`]), activated abilities with such costs, their turn limits and Haten Kourin (803.1f,
//! 1129, [`activated`]), and the "when playing" routes of a card: the Z/X EX play conditions
//! Advent, Awakening, Dream Armour and Possession (1020–1022, 1025), Renkei and the
//! "when playing" cost, only one of which is chosen (1027.1a, [`conditions`]).

pub mod activated;
pub mod conditions;
pub mod pay;

pub use crate::state::costs::{ChosenRoute, CostAsk, CostStepWork, PlayCostState, Played};
use fuda_kernel::ObjectId;

/// Runs the work a cost left.
pub fn run(state: &mut crate::state::ZxState, work: CostStepWork) {
    match work {
        CostStepWork::Rehide(card) => activated::rehide(state, card),
        CostStepWork::Resources(_) => unreachable!("the engine runs the resource cost of a play"),
    }
}

/// Applies the answer to a cost decision.
pub fn answer(state: &mut crate::state::ZxState, ask: CostAsk, choice: crate::state::Choice) {
    match ask {
        CostAsk::Route { playing, routes } => conditions::route_chosen(state, playing, &routes, choice),
        CostAsk::RoutePick { playing, route, chosen } => conditions::picked(state, playing, route, chosen, choice),
        CostAsk::Pay(paying) => pay::answer(state, *paying, choice),
    }
}

/// A cost decision's question.
pub fn prompt(state: &crate::state::ZxState, ask: &CostAsk) -> String {
    match ask {
        CostAsk::Route { playing, .. } => format!(
            "How is {} played: which one \"when playing\" cost (804.2c, 1027.1a)?",
            card_name(state, playing.card)
        ),
        CostAsk::RoutePick { route, playing, .. } => {
            format!("Which card for {} (804.2c)?", conditions::route_words(state, playing.card, route))
        }
        CostAsk::Pay(p) => match p.steps.first() {
            Some(step) => format!("Cost: {} (804.2f)?", crate::cards::ast::costs::step_words(step)),
            None => "Cost (804.2f)?".to_string(),
        },
    }
}

/// The name of the card `id`, wherever it is.
pub fn card_name(state: &crate::state::ZxState, id: ObjectId) -> String {
    state.all_cards().iter().find(|c| c.id == id).map(|c| state.name_of(c)).unwrap_or_default()
}

/// 507.8: the turn's plays are forgotten.
pub fn turn_over(state: &mut crate::state::ZxState) {
    state.play_costs.played.clear();
    state.play_costs.haten_kourin = [false; 2];
    state.play_costs.possessing = None;
}
