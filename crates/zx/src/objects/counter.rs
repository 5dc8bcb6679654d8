//! カウンター (202.14): each player's counters by icon, 0 at the start (202.14b), public
//! (202.14c), gained and consumed by effects (1017), never below 0 (202.14d).

use crate::cards::Icon;
use crate::cards::objects::icon_word;
use crate::rules;
use crate::state::ZxState;
use crate::state::markers::Counter;
use fuda_kernel::Seat;

fn entry(state: &mut ZxState, seat: Seat, icon: Icon) -> &mut Counter {
    let counters = &mut state.markers.counters;
    match counters.iter().position(|c| c.seat == seat && c.icon == icon) {
        Some(at) => &mut counters[at],
        None => {
            counters.push(Counter { seat, icon, count: 0 });
            counters.last_mut().expect("just pushed")
        }
    }
}

/// 1017.1: `seat` gains `count` counters with `icon`.
pub fn gain(state: &mut ZxState, seat: Seat, icon: Icon, count: u32) {
    let c = entry(state, seat, icon);
    c.count = c.count.saturating_add(count);
    let total = c.count;
    state.note(rules::GAIN_COUNTERS, |_| format!("{seat} gains {count} {} counters ({total} in all)", icon_word(icon)));
}

/// 1017.2: `seat` consumes `count` counters with `icon`; what they have at most (202.14d).
pub fn consume(state: &mut ZxState, seat: Seat, icon: Icon, count: u32) {
    let c = entry(state, seat, icon);
    let used = count.min(c.count);
    c.count -= used;
    let total = c.count;
    state.note(rules::CONSUME_COUNTERS, |_| {
        format!("{seat} consumes {used} {} counters ({total} left)", icon_word(icon))
    });
    if used < count {
        state.note(rules::COUNTER_FLOOR, |_| format!("{seat}'s counters can't go below 0"));
    }
}

/// Every counter of `seat`'s, for the view: "Star Piece counters" and the number (202.14c).
pub fn shown(state: &ZxState, seat: Seat) -> Vec<(String, String)> {
    state
        .markers
        .counters
        .iter()
        .filter(|c| c.seat == seat)
        .map(|c| (format!("{} counters", icon_word(c.icon)), c.count.to_string()))
        .collect()
}
