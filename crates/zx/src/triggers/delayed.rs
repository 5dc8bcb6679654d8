//! 時限型自動能力 (808.4): automatic abilities an effect makes. Each triggers once, at the first
//! event its pattern admits (808.4a), even if the card whose effect made it has left its zone
//! since (808.4b): it is kept here, apart from any card. Its source is that card (815.2a).

use super::Event;
use crate::cards::Card;
use crate::cards::ast::event::DelayedAbility;
use crate::rules;
pub use crate::state::records::Delayed;
use crate::state::{Triggered, ZxState};
use fuda_kernel::Seat;
use fuda_kernel::lang::Bindings;

/// An effect of `seat`'s, whose source is `source`, makes the delayed ability `ability`.
pub fn make(state: &mut ZxState, seat: Seat, source: Card, ability: DelayedAbility) {
    make_bound(state, seat, source, ability, Bindings::default());
}

/// [`make`], the delayed ability's effects naming what the making effect had bound (E31).
pub fn make_bound(state: &mut ZxState, seat: Seat, source: Card, ability: DelayedAbility, bindings: Bindings) {
    let id = state.delayed.iter().map(|d| d.id + 1).max().unwrap_or(0);
    state.note(rules::DELAYED, |s| {
        format!("{} makes a delayed ability: when {}", s.name_of(&source), ability.on.words())
    });
    state.delayed.push(Delayed { id, seat, source, ability, spent: false, bindings });
}

/// The delayed abilities `event` triggers, each marked spent.
pub fn matching(state: &mut ZxState, event: &Event) -> Vec<Triggered> {
    let hits: Vec<usize> = (0..state.delayed.len())
        .filter(|&i| {
            let d = &state.delayed[i];
            !d.spent && super::admits(state, &d.ability.on, event, d.source, d.seat)
        })
        .collect();
    hits.into_iter()
        .map(|i| {
            let d = &mut state.delayed[i];
            d.spent = true;
            Triggered { seat: d.seat, source: d.source, index: 0, delayed: Some(d.id), via: None }
        })
        .collect()
}

/// Plays the triggered delayed ability `id` (808.2): its effects resolve top to bottom, and it
/// is gone.
pub fn play(state: &mut ZxState, t: Triggered, id: u32) {
    let at = state.delayed.iter().position(|d| d.id == id).expect("a triggered delayed ability is kept until played");
    let d = state.delayed.remove(at);
    state.note(rules::AUTOMATIC_PLAY, |s| format!("{} plays the delayed ability of {}", t.seat, s.name_of(&d.source)));
    let mut frame =
        crate::state::frame::Frame::new(t.seat, d.source, d.ability.effects, crate::state::frame::Cite::Ability);
    frame.bindings = d.bindings;
    state.resume(frame);
}
