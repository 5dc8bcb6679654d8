//! The engine: runs the work stack until a decision is needed or the game is over, and applies
//! answers. An answer not offered is refused and the state is unchanged.

use crate::state::{DecisionKind, RebirthState, Step};
use crate::{abilities, attack, check, prepare, turn};
use fuda_kernel::AnswerError;

/// Runs until a decision is pending or the game is over.
pub fn run(state: &mut RebirthState) {
    while state.outcome.is_none() && state.decision.is_none() {
        let Some(step) = state.steps.pop() else { return };
        exec(state, step);
    }
}

fn exec(state: &mut RebirthState, step: Step) {
    // 12.4.7: nothing is done by a player who has left.
    let by = match step {
        Step::FirstEntry(s)
        | Step::SecondPartner(s)
        | Step::EnergyPartner(s)
        | Step::EnergyCard(s)
        | Step::Guard(s) => Some(s),
        Step::Pay { seat, .. } => Some(seat),
        _ => None,
    };
    if by.is_some_and(|s| state.player(s).left) {
        return;
    }
    // 12.4.6: the turn of a turn player who left goes on to its end without its actions, even
    // those queued after it left (a loss while drawing in the standby phase, say).
    if skipped_turn_step(state, step) {
        return;
    }
    match step {
        Step::FirstEntry(seat) => prepare::first_entry(state, seat),
        Step::Deal => prepare::deal(state),
        Step::SecondPartner(seat) => prepare::second_partner(state, seat),
        Step::Begin => prepare::begin(state),
        Step::Standby => turn::standby(state),
        Step::EnergyStart => turn::energy_start(state),
        Step::EnergyPartner(seat) => turn::energy_partner(state, seat),
        Step::EnergyCard(seat) => turn::energy_card(state, seat),
        Step::MainStart => turn::main_start(state),
        Step::MainAction => turn::main_action(state),
        Step::Pay { seat, left } => turn::pay(state, seat, left),
        Step::Resolve(to) => turn::resolve(state, to),
        Step::MoveToSlot(slot) => turn::move_to_slot(state, slot),
        Step::StartStep => attack::start_step(state),
        Step::Declare => attack::declare(state),
        Step::PartnerAttack => attack::partner_attack(state),
        Step::BlockStep => attack::block_step(state),
        Step::Guard(seat) => attack::guard(state, seat),
        Step::DamageStep => attack::damage_step(state),
        Step::DamageDealt => attack::deal_damage(state),
        Step::CloseStep => attack::close_step(state),
        Step::CloseEnd => attack::close_end(state),
        Step::EndPhase => turn::end_phase(state),
        Step::EndRest => turn::end_rest(state),
        Step::Check => state.check_acted = check::check_timing(state),
        Step::Ability => abilities::run::advance(state),
        Step::CheckAgain => state.check_acted |= check::check_timing(state),
        Step::CounterCard => abilities::counter::open_for_card(state),
        Step::Counter => abilities::counter::advance(state),
    }
}

/// Whether `step` is an action of a turn player who has left with no teammate to go on with
/// the turn (12.4.6): all but the end phase and the check timings.
fn skipped_turn_step(state: &RebirthState, step: Step) -> bool {
    let gone = state.phase != crate::state::Phase::Setup && state.player(state.turn_player).left;
    gone && !matches!(step, Step::EndPhase | Step::EndRest | Step::Check)
}

/// Applies option `index` of the pending decision and runs on. An index not offered is refused
/// and the state is unchanged.
pub fn answer(state: &mut RebirthState, index: usize) -> Result<(), AnswerError> {
    let Some(d) = state.decision.as_ref() else { return Err(AnswerError::GameOver) };
    let Some(&choice) = d.options.get(index) else {
        return Err(AnswerError::NotOffered { index, offered: d.options.len() });
    };
    let d = state.decision.take().expect("checked above");
    match d.kind {
        DecisionKind::FirstEntry => prepare::put_first_entry(state, d.seat, choice),
        DecisionKind::SecondPartner => prepare::put_partner(state, d.seat, choice),
        DecisionKind::EnergyPartner | DecisionKind::EnergyCard => turn::put_energy(state, d.seat, choice),
        DecisionKind::Main => turn::main_answer(state, d.seat, choice),
        DecisionKind::Pay => turn::rest_energy(state, d.seat, choice),
        DecisionKind::Attack => attack::declared(state, d.seat, choice),
        DecisionKind::PartnerAttack => attack::partner_answer(state, d.seat, choice),
        DecisionKind::Block => attack::blocked(state, d.seat, choice),
        DecisionKind::AutoAbility => abilities::process::chosen(state, d.seat, choice),
        DecisionKind::OptionalCost => abilities::process::cost_answer(state, choice),
        DecisionKind::OptionalStep => abilities::run::optional_answer(state, choice),
        DecisionKind::EffectChoice => abilities::run::pick_answer(state, choice),
        DecisionKind::UpTo => abilities::run::up_to_answer(state, choice),
        DecisionKind::Counter => abilities::counter::answer(state, d.seat, choice),
        DecisionKind::Opponent => abilities::designate::answer(state, choice),
    }
    run(state);
    Ok(())
}
