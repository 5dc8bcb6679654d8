//! The engine: runs the work stack until a decision is needed or the game is over, performing
//! the immediate rule effect Reload (902) between any two steps, and applies a validated answer
//! ([`answer`]). An answer that was not offered is refused and changes nothing.

use crate::moves;
use crate::play;
use crate::rule_effects;
use crate::rules;
use crate::state::{DecisionKind, Step, ZxState};
use crate::turn;
use fuda_kernel::AnswerError;

/// Steps run without a decision after which the game is an unbreakable loop (1201.1c): far
/// more than the longest finite sequence (a turn change with its phases and PPPs).
pub const LOOP_STEPS: u32 = 2_000;

/// Runs the work stack until a decision is pending, the game is over, or nothing is left. The
/// events of each step are matched against the triggers before the next runs (701.2, 808.1).
pub fn run(state: &mut ZxState) {
    let mut steps = 0u32;
    loop {
        if !state.events.is_empty() {
            crate::triggers::flush(state);
        }
        if state.outcome.is_some() {
            state.decision = None;
            return;
        }
        steps += 1;
        if steps > LOOP_STEPS && state.decision.is_none() {
            state.note(rules::LOOP_DRAW, |_| {
                format!("{LOOP_STEPS} steps ran with no player able to end priority pre-processing: the game is a draw")
            });
            state.outcome = Some(fuda_kernel::Outcome::Draw);
            continue;
        }
        if state.decision.is_some() || reload(state) {
            return;
        }
        let Some(step) = state.steps.pop() else { return };
        match step {
            Step::Turn(t) => turn::run(state, t),
            Step::Ppp => rule_effects::ppp(state),
            Step::Mulligan(seat) => turn::mulligan(state, seat),
            Step::SetupFinish => turn::setup_finish(state),
            Step::Draw { seat, count } => moves::draw(state, seat, count),
            Step::Charge { seat, count } => moves::charge_from_deck(state, seat, count),
            Step::Reveal(seat) => turn::ignition_reveal(state, seat),
            Step::Pay(playing) => play::pay(state, playing),
            Step::Resolve(playing) => play::resolve(state, playing),
            Step::EventDone(card) => play::event_done(state, card),
            Step::BattleHit => crate::battle::hit(state),
            Step::BattleOver => crate::battle::over(state),
            Step::Frame(frame) => crate::actions::run(state, *frame),
            Step::Keyword(k) => crate::keywords::run(state, k),
            Step::Costs(crate::costs::CostStepWork::Resources(p)) => play::choose_payment(state, p, Vec::new()),
            Step::Costs(work) => crate::costs::run(state, work),
            Step::HideRevealed(card) => crate::actions::search::hide(state, card),
            Step::DynamisResolved(card) => crate::triggers::dynamis::resolved(state, card),
        }
    }
}

/// 902.1 リロード: at any moment, a player with no deck and a card in the trash puts the trash
/// into the deck and shuffles it (902.1a–b), and the opponent chooses one of that player's Life
/// cards to go to their Charge (902.1c). Returns whether a decision now waits.
fn reload(state: &mut ZxState) -> bool {
    let tp = state.turn_player;
    for seat in [tp, ZxState::opponent(tp)] {
        let p = state.player(seat);
        if !p.deck.is_empty() || p.trash.is_empty() {
            continue;
        }
        let mut cards = std::mem::take(&mut state.player_mut(seat).trash);
        for c in &mut cards {
            state.objects.renew(c);
        }
        state.rng.shuffle(&mut cards);
        let n = cards.len();
        state.player_mut(seat).deck = cards;
        state.note(rules::RELOAD, |_| format!("{seat} reloads: the {n} trash cards become the deck, shuffled"));
        let life = state.player(seat).life.len();
        if life > 0 {
            let options = (0..life).map(|i| crate::state::Choice::LifeCard(i as u8)).collect();
            state.ask(ZxState::opponent(seat), DecisionKind::ReloadLife(seat), options);
            return true;
        }
    }
    false
}

/// Applies option `index` of the pending decision, then runs on. An index that was not offered
/// is refused with the state unchanged.
pub fn answer(state: &mut ZxState, index: usize) -> Result<(), AnswerError> {
    let Some(decision) = state.decision.as_ref() else { return Err(AnswerError::GameOver) };
    if index >= decision.options.len() {
        return Err(AnswerError::NotOffered { index, offered: decision.options.len() });
    }
    let decision = state.decision.take().expect("checked above");
    let choice = decision.options[index];
    crate::apply::choice(state, decision.seat, decision.kind, choice);
    run(state);
    Ok(())
}
