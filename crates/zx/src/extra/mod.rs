//! Extra cards (202.2a) and the composite cards of the board, as played: what each Extra type
//! may be played through (206.2a, 506.2, 603.1b, 806.1b–c) and where it goes when it resolves
//! (806.3a, 806.3d). The links between the cards that make one card on a square, and their
//! split when it leaves the squares (912, 913), are in [`crate::state::links`].
//! - [`overboost`]: IGOB (1015);
//! - [`shift`]: shifting (1016) onto a card its 剣臨器 names (806.1c), once at a time (202.8c);
//! - [`unison`]: unison (1029);
//! - this file: the once-a-turn and once-a-game limits, the square an Ascension takes (806.1b).

pub mod overboost;
pub mod shift;
pub mod unison;

use crate::board::Square;
use crate::cards::{Card, CardType};
use crate::rules;
use crate::state::{Playing, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// Whether the limits let `seat` play the Dynamis card `card` now (506.2, 603.1b): a Z/X EX,
/// EV EX or AN EX once a turn together, an AN EX once a game (202.12b), a Shift once a turn on
/// its own; in a battle's event step only an EV EX (603.1b). A Z/X OB's top half is never
/// played: an IGOB brings it (1015.1).
pub fn allowed(state: &ZxState, seat: Seat, card: &Card, in_battle: bool) -> bool {
    let extra_played = state.player(seat).extra_played;
    match state.def(card).kind {
        CardType::EvEx => !extra_played,
        CardType::ZxEx => !in_battle && !extra_played,
        CardType::AnEx => !in_battle && !extra_played && !state.extra.an_ex_played[seat.index()],
        CardType::Shift => !in_battle && !state.extra.shift_played[seat.index()],
        CardType::Zx | CardType::Event | CardType::Player | CardType::ZxOb | CardType::PlEx | CardType::Ascension => {
            false
        }
    }
}

/// Records that `seat` plays the Dynamis card `id`: the limit its type counts against.
pub fn mark_played(state: &mut ZxState, seat: Seat, id: ObjectId) {
    let kind = state.player(seat).dynamis.iter().find(|d| d.card.id == id).map(|d| state.def(&d.card).kind);
    match kind {
        Some(CardType::Shift) => state.extra.shift_played[seat.index()] = true,
        Some(CardType::AnEx) => {
            state.extra.an_ex_played[seat.index()] = true;
            state.player_mut(seat).extra_played = true;
        }
        _ => state.player_mut(seat).extra_played = true,
    }
}

/// The squares a card that is not a Z/X is played to, if its type goes to a square: an
/// Ascension or AN EX to its player's own player square (202.11a, 202.12c, 806.1b), a Shift to
/// the square of a card its 剣臨器 names (806.1c). `None` for the other types.
pub fn squares(state: &ZxState, seat: Seat, card: &Card) -> Option<Vec<Square>> {
    let def = state.def(card);
    match def.kind {
        CardType::Ascension | CardType::AnEx => Some(vec![Square::home(seat)]),
        CardType::Shift => Some(shift::host_squares(state, seat, def)),
        CardType::Zx
        | CardType::ZxEx
        | CardType::ZxOb
        | CardType::Event
        | CardType::EvEx
        | CardType::Player
        | CardType::PlEx => None,
    }
}

/// 806.3a, 806.3d: an Ascension or AN EX is put on its square, a Shift on its host. Returns
/// whether the card was one of these (and so has resolved).
pub fn resolve(state: &mut ZxState, playing: Playing) -> bool {
    let at = state.temporary.iter().position(|(c, _)| c.id == playing.card).expect("the card is in Temporary");
    let (card, seat) = state.temporary[at];
    let kind = state.def(&card).kind;
    if !(kind.is_ascension() || kind == CardType::Shift) {
        return false;
    }
    state.temporary.remove(at);
    let legal = squares(state, seat, &card).unwrap_or_default();
    let card = state.renew(card);
    match playing.square.filter(|sq| legal.contains(sq)) {
        Some(square) if kind == CardType::Shift => shift::attach(state, seat, card, square),
        Some(square) => {
            state.put_on(square, card, seat);
            state.note(rules::ASCENSION_SQUARE, |s| {
                format!("{} appears on {} in Reboot", s.name_of(&card), square.words())
            });
        }
        None => {
            state.note(rules::RESOLVED_TO_SQUARE, |s| format!("{} can't be put there: trashed", s.name_of(&card)));
            crate::moves::to_trash(state, card);
        }
    }
    true
}
