//! A Shift's text is the card's text (202.8a, 202.8e): the card it lies on has the Shift's
//! activated and automatic abilities too, as well as its permanent ones. Each such ability is
//! numbered among the abilities of the card that prints it, and a triggered one remembers that
//! card ([`crate::state::Triggered::via`]), so it is played even after the Shift has gone back
//! to Dynamis (913.1) with the card it lay on (808.6). Shifts that left the squares in the action
//! being matched are remembered until its events are matched (808.3b): the card that left
//! still had their text.

use crate::cards::Card;
use crate::cards::ast::Ability;
use crate::state::links::Shifted;
use crate::state::{Triggered, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// One ability a card on a square has.
pub struct Held<'a> {
    /// The Shift that prints it, or none for the card's own.
    pub via: Option<Card>,
    /// Its number among the abilities of the card that prints it.
    pub index: u8,
    /// The ability.
    pub ability: &'a Ability,
}

impl Held<'_> {
    /// The triggered instance of this ability of `source`, controlled by `seat` (808.1).
    pub fn triggered(&self, seat: Seat, source: Card) -> Triggered {
        Triggered { seat, source, index: self.index, delayed: None, via: self.via }
    }
}

/// The abilities of `card`: its own in printed order, then each Shift's on it, oldest Shift
/// first (202.8e), the Shifts that left with it in this action included (808.3b).
pub fn held<'a>(state: &'a ZxState, card: &'a Card) -> impl Iterator<Item = Held<'a>> {
    let own = numbered(state, *card).map(|(index, ability)| Held { via: None, index, ability });
    let shifts = shifts_of(state, card.id)
        .flat_map(move |s| numbered(state, s).map(move |(index, ability)| Held { via: Some(s), index, ability }));
    // 1136.2: what Sympathy grants, after the card's own text and its Shifts'.
    let granted =
        state.sympathy_grants(card).into_iter().map(|(by, index, ability)| Held { via: Some(by), index, ability });
    own.chain(shifts).chain(granted)
}

fn numbered(state: &ZxState, card: Card) -> impl Iterator<Item = (u8, &Ability)> {
    state
        .def(&card)
        .abilities
        .iter()
        .enumerate()
        .map(|(i, a)| (u8::try_from(i).expect("a card prints few abilities"), a))
}

fn shifts_of(state: &ZxState, host: ObjectId) -> impl Iterator<Item = Card> + '_ {
    let on = state.extra.shifts.iter().filter(move |s| s.host == host);
    let left = state.extra.departed.iter().filter(move |s| s.host == host);
    on.chain(left).map(|s| s.card)
}

/// The ability a triggered instance plays: the printed one of its card, or of the Shift it came
/// through.
pub fn of_triggered<'a>(state: &'a ZxState, t: &Triggered) -> Option<&'a Ability> {
    match state.def(t.via.as_ref().unwrap_or(&t.source)).abilities.get(usize::from(t.index)) {
        Some(Ability::Sympathy(inner)) => Some(inner.as_ref()),
        other => other,
    }
}

/// 913.1 with 808.3b: the Shifts that left the squares with their card are remembered until the
/// action's events are matched.
pub fn remember_departed(state: &mut ZxState, gone: &[Shifted]) {
    state.extra.departed.extend_from_slice(gone);
}

/// The action's events are matched: the Shifts that left are forgotten.
pub fn forget_departed(state: &mut ZxState) {
    state.extra.departed.clear();
}

/// Logs that the ability of `source` played now is the text of the Shift `via` (202.8e).
pub fn note_via(state: &mut ZxState, source: Card, via: Option<Card>) {
    if let Some(by) = via.filter(|v| state.def(v).kind != crate::cards::CardType::Shift) {
        state.note(crate::rules::SYMPATHY, |s| {
            format!("the ability is granted to {} by the Sympathy of {}", s.name_of(&source), s.name_of(&by))
        });
        return;
    }
    if let Some(shift) = via {
        state.note(crate::rules::SHIFT_SHARED, |s| {
            format!("the ability is the text of {}, shifted onto {}", s.name_of(&shift), s.name_of(&source))
        });
    }
}

/// The Shift whose activated ability number `index` of `source` is, if a Shift's.
pub fn via_of(state: &ZxState, source: &Card, index: u8) -> Option<Card> {
    held(state, source).nth(usize::from(index)).and_then(|h| h.via)
}
