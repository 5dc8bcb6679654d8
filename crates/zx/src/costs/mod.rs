//! Costs beyond the resource cost (804.2, 804.4, 807.1, 1027): a cost list paid step by step
//! ([`pay`]), activated abilities with such costs, their turn limits and Haten Kourin (803.1f,
//! 1129, [`activated`]), and the "when playing" routes of a card: the Z/X EX play conditions
//! Advent, Awakening, Dream Armour and Possession (1020–1022, 1025), Renkei and the
//! "when playing" cost, only one of which is chosen (1027.1a, [`conditions`]).

pub mod activated;
pub mod conditions;
pub mod pay;

use crate::cards::ast::CostStep;
use crate::cards::effect::Pile;
use crate::cards::{CardType, Keyword};
use fuda_kernel::{ObjectId, Seat};
use serde::{Deserialize, Serialize};

/// One play of an activated ability this turn, for the turn limits (803.1f).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Played {
    /// Who played it.
    pub seat: Seat,
    /// The card with the ability, by its identity then: a card that changed zones is a new
    /// card (301.4) whose abilities were never played.
    pub card: ObjectId,
    /// The ability's index among the card's abilities.
    pub index: u8,
}

/// The route chosen for the card being played (804.2c) and the cards chosen for it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ChosenRoute {
    /// The card, by its identity in its zone, then in Temporary.
    pub card: ObjectId,
    /// The route.
    pub route: conditions::Route,
    /// The Z/X or cards chosen for it (Advent, Possession, Awakening).
    pub chosen: Vec<ObjectId>,
}

/// What the costs remember: hashed only when something is recorded.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayCostState {
    /// The activated abilities played this turn (803.1f).
    pub played: Vec<Played>,
    /// Who played a Haten Kourin ability this turn (1129.2), by seat index.
    pub haten_kourin: [bool; 2],
    /// The route of the card being played.
    pub route: Option<ChosenRoute>,
    /// 1025.3: the Z/X EX in Temporary played by Possession, and the Z/X that become its forces
    /// when it appears.
    pub possessing: Option<(ObjectId, Vec<ObjectId>)>,
}

impl PlayCostState {
    /// Whether nothing is recorded.
    pub fn is_empty(&self) -> bool {
        *self == PlayCostState::default()
    }
}

/// What a card or ability play waits for from its controller (804.2c, 804.2f).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CostAsk {
    /// 804.2c, 1027.1a: which one "when playing" route the card is played by.
    Route {
        /// The card being played.
        playing: crate::state::Playing,
        /// The routes offered, in the options' order.
        routes: Vec<conditions::Route>,
    },
    /// The Z/X or cards a route needs (1020.2, 1021.2, 1025.2), one at a time.
    RoutePick {
        /// The card being played.
        playing: crate::state::Playing,
        /// The route.
        route: conditions::Route,
        /// Chosen so far.
        chosen: Vec<ObjectId>,
    },
    /// A cost list being paid.
    Pay(Box<pay::Paying>),
}

/// The work a cost leaves for later.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CostStepWork {
    /// 804.3f: after an ability played from the hand resolves, its card is hidden again if it
    /// is still there.
    Rehide(ObjectId),
}

/// Runs the work a cost left.
pub fn run(state: &mut crate::state::ZxState, work: CostStepWork) {
    match work {
        CostStepWork::Rehide(card) => activated::rehide(state, card),
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

/// What is wrong with a cost list as written, if anything.
pub fn check_cost(cost: &[CostStep]) -> Option<String> {
    if cost.iter().filter(|s| matches!(s, CostStep::Resource(_))).count() > 1 {
        return Some("at most one resource cost in a cost list (805.2b)".to_string());
    }
    cost.iter().find_map(|step| match step {
        CostStep::SleepThis | CostStep::Resource(_) => None,
        CostStep::Move(m) if m.count == 0 => Some("a count of at least 1".to_string()),
        CostStep::Move(m)
            if !matches!(m.from, Pile::Hand | Pile::Trash | Pile::Charge | Pile::Remove | Pile::Square) =>
        {
            Some("from = \"hand\", \"trash\", \"charge\", \"remove\" or \"square\"".to_string())
        }
        CostStep::Move(m) if m.from == Pile::Square && m.to != Pile::Trash => {
            Some("to = \"trash\" for Z/X on squares".to_string())
        }
        CostStep::Move(m)
            if m.from == m.to
                || !matches!(m.to, Pile::Trash | Pile::Remove | Pile::Charge | Pile::Hand | Pile::Deck) =>
        {
            Some("to = \"trash\", \"remove\", \"charge\", \"hand\" or \"deck\", other than from".to_string())
        }
        CostStep::Move(_) => None,
        CostStep::SleepZx(c) | CostStep::Destroy(c) if c.count == 0 => Some("a count of at least 1".to_string()),
        CostStep::SleepZx(_) | CostStep::Destroy(_) => None,
        CostStep::Counters(c) if c.count == 0 => Some("a count of at least 1".to_string()),
        CostStep::Counters(_) => None,
    })
}

/// What is wrong with a cost keyword on a card of type `kind`, if anything.
pub fn check_keyword(kind: CardType, keyword: &Keyword) -> Option<String> {
    let ex_only =
        |name: &str| (kind != CardType::ZxEx).then(|| format!("{name} is for Z/X EX cards, not {}", kind.tag()));
    match keyword {
        Keyword::Advent(p) | Keyword::Possession(p) if p.count == 0 => Some("a count of at least 1".to_string()),
        Keyword::Advent(_) => ex_only("Advent (1020.1)"),
        Keyword::Possession(_) => ex_only("Possession (1025.1)"),
        Keyword::Awakening(a) if a.count == 0 => Some("a count of at least 1".to_string()),
        Keyword::Awakening(_) => ex_only("Awakening (1021.1)"),
        Keyword::DreamArmour(c) if c.count == 0 => Some("a count of at least 1".to_string()),
        Keyword::DreamArmour(_) => ex_only("Dream Armour (1022.1)"),
        Keyword::WhenPlaying(w) if w.cost.is_empty() => Some("at least one cost step".to_string()),
        Keyword::WhenPlaying(w) if w.cost.iter().any(|s| matches!(s, CostStep::SleepThis | CostStep::Resource(_))) => {
            Some("cost steps other than sleep-this and resource (the card is being played)".to_string())
        }
        Keyword::WhenPlaying(w) => check_cost(&w.cost),
        Keyword::StartCard
        | Keyword::LifeRecovery
        | Keyword::VoidBringer
        | Keyword::Zekkai
        | Keyword::GateCard
        | Keyword::StartResource
        | Keyword::Overdrive
        | Keyword::ZekkaiP(_)
        | Keyword::Evolseed(_)
        | Keyword::InfiniteSolitude
        | Keyword::DenEi(_)
        | Keyword::ZxtendDrive(_)
        | Keyword::Range(_)
        | Keyword::RangeInfinite
        | Keyword::Crisis(_)
        | Keyword::StylishHeadbutt
        | Keyword::Renkei(_)
        | Keyword::GravityAssist
        | Keyword::ColorBreak
        | Keyword::Raid => None,
    }
}
