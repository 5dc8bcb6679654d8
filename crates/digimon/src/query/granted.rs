//! The written effects a battle-area 1体 holds because an action gave them
//! ([`crate::cards::granted`]): read for trigger collection and to check that a pending one is
//! still held.

use crate::cards::ast::{Buff, Triggered};
use crate::cards::granted::GrantSource;
use crate::query;
use crate::state::{DigimonState, LastingTarget, Shields, Unit};
use fuda_kernel::Seat;

/// Calls `f` with each granted effect `seat`'s 1体 `unit` holds now, oldest first. What the
/// opponent gave it is not held while it is unaffected by the opponent's effects of the giving
/// effect's kind (15-15-6-2, 15-15-6-4).
pub fn each(state: &DigimonState, seat: Seat, unit: &Unit, mut f: impl FnMut(GrantSource, &Triggered)) {
    if !state.lasting.gives().kinds.intersects(query::BuffKinds::EFFECT) {
        return;
    }
    let shields = std::cell::OnceCell::new();
    let blocked = |by: Seat, kinds| {
        let shields = *shields.get_or_init(|| query::shields(state, seat, unit));
        shields != Shields::NONE && shields.block(seat, by, kinds)
    };
    for e in state.lasting.iter() {
        let Buff::Effect(g) = &e.buff else { continue };
        let Some(source) = g.from else { continue };
        let reaches = match e.target {
            LastingTarget::Unit(id) => id == unit.id,
            LastingTarget::AllOf(s) => s == seat && query::is_digimon(state, unit),
        };
        if reaches && !blocked(e.controller, e.kinds) {
            f(source, &g.effect);
        }
    }
}

/// Whether the 1体 holds the granted effect `source` names.
pub fn holds(state: &DigimonState, seat: Seat, unit: &Unit, source: GrantSource) -> bool {
    let mut found = false;
    each(state, seat, unit, |s, _| found |= s == source);
    found
}
