//! Activated abilities (起, 807): which ones the player with priority may play (506.2, 603.1b),
//! and playing one: its cost paid (807.1a, 807.1c), then its effects resolved top to bottom on
//! the same action list as an event's (809.2).

use crate::cards::ast::{Ability, Activated, CostStep};
use crate::rules;
use crate::state::{Choice, Step, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// The activated abilities of `seat`'s Z/X on squares whose cost can be paid now: a card
/// already sleeping can't pay the sleep icon (807.1a).
pub fn options(state: &ZxState, seat: Seat) -> Vec<Choice> {
    let mut out = Vec::new();
    for (_, u) in state.units().filter(|(_, u)| u.controller == seat) {
        for (index, ability) in state.def(&u.card).abilities.iter().enumerate() {
            let Ability::Activated(a) = ability else { continue };
            if payable(a, u.sleeping) {
                out.push(Choice::Activate { unit: u.card.id, index: index as u8 });
            }
        }
    }
    out
}

fn payable(a: &Activated, sleeping: bool) -> bool {
    a.cost.iter().all(|c| match c {
        CostStep::SleepThis => !sleeping,
    })
}

/// Plays the activated ability number `index` of the unit `unit` (807.1c, 804.2): the cost is
/// paid step by step, then the effects resolve top to bottom.
pub fn activate(state: &mut ZxState, seat: Seat, unit: ObjectId, index: u8) {
    let (_, u) = state.unit(unit).expect("an offered unit is on a square");
    let card = u.card;
    let Some(Ability::Activated(a)) = state.def(&card).abilities.get(usize::from(index)).cloned() else {
        unreachable!("an offered activated ability")
    };
    state.note(rules::ACTIVATED_PLAY, |s| format!("{seat} plays the activated ability of {}", s.name_of(&card)));
    for step in &a.cost {
        match step {
            CostStep::SleepThis => {
                if let Some(u) = state.unit_mut(unit) {
                    u.sleeping = true;
                }
                state.note(rules::ACTIVATED, |s| format!("{} sleeps to pay", s.name_of(&card)));
            }
        }
    }
    for effect in a.effects.into_iter().rev() {
        state.steps.push(Step::Act { seat, source: card, effect });
    }
}
