//! IGOB (1015): a Z/X OB (202.7) appears from its two halves (202.7b), the Player card face
//! down behind it, or, if it can't, nothing happens (1015.3). [`crate::state::links`] keeps
//! the link, the player name it takes (202.7d) and its split when it leaves the squares (912);
//! [`crate::damage`] the protection of its player (202.7e, 604.3d).

use crate::board::Square;
use crate::cards::ast::FromZone;
use crate::cards::subtext::{Half, Subtext};
use crate::cards::{Card, CardType};
use crate::rules::{self, Rule};
use crate::state::links::Overboost;
use crate::state::{Choice, DecisionKind, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// What an IGOB uses, found before anything moves.
struct Parts {
    /// The bottom half kept with the Player card.
    bottom: Card,
    /// The top half of the same name, face down in Dynamis.
    top: Card,
    /// The squares it may appear on.
    squares: Vec<Square>,
}

/// Whether `card` is a Z/X OB half of kind `half`.
fn is_half(state: &ZxState, card: &Card, half: Half) -> bool {
    let def = state.def(card);
    def.kind == CardType::ZxOb && def.subtext == Some(Subtext::Overboost(half))
}

/// 1015.1: finds the halves and the squares of an IGOB "becoming a Z/X whose name contains
/// `name`", or why it can't be done.
fn parts(state: &ZxState, seat: Seat, name: &str) -> Result<Parts, (Rule, &'static str)> {
    if state.controls_overboost(seat) {
        return Err((rules::ONE_OB, "a Z/X OB of theirs is already on a square"));
    }
    if !has_face_up_player_card(state, seat) {
        return Err((rules::IGOB, "there is no Player card to turn face down"));
    }
    let p = state.player(seat);
    let Some(bottom) = p.partner.iter().find(|c| is_half(state, c, Half::Bottom)).copied() else {
        return Err((rules::IGOB, "no Z/X OB bottom half is kept with the Player card"));
    };
    if !state.def(&bottom).name.contains(name) {
        return Err((rules::IGOB, "the bottom half's name does not contain the name asked"));
    }
    let bottom_name = &state.def(&bottom).name;
    let Some(top) = p
        .dynamis
        .iter()
        .find(|d| !d.face_up && is_half(state, &d.card, Half::Top) && state.def(&d.card).name == *bottom_name)
        .map(|d| d.card)
    else {
        return Err((rules::IGOB, "no face-down top half of that name is in Dynamis"));
    };
    let squares = squares(state, seat);
    if squares.is_empty() {
        return Err((rules::IGOB, "there is no square without a Z/X for it"));
    }
    Ok(Parts { bottom, top, squares })
}

/// Whether `seat`'s own Player card lies face up on a square (not the virtual one, 1206).
pub(crate) fn has_face_up_player_card(state: &ZxState, seat: Seat) -> bool {
    state.units().any(|(_, u)| u.controller == seat && state.def(&u.card).kind == CardType::Player)
}

/// 1015.1, 202.11b: not the opponent's player square, and no Z/X or Ascension there.
pub(crate) fn squares(state: &ZxState, seat: Seat) -> Vec<Square> {
    let opponent = ZxState::opponent(seat);
    Square::ALL
        .into_iter()
        .filter(|s| s.claimed_by() != Some(opponent))
        .filter(|s| {
            state.on(*s).iter().all(|u| !(state.def(&u.card).kind.is_zx() || state.def(&u.card).kind.is_ascension()))
        })
        .collect()
}

/// IGOB (1015.1) for `seat`: asks for the square, or, if it can't be done, leaves the game as
/// it was before it started (1015.3); nothing has moved by then.
pub fn igob(state: &mut ZxState, seat: Seat, name: &str) {
    match parts(state, seat, name) {
        Ok(parts) => {
            // 1015.1: the top half is revealed from Dynamis while its square is chosen.
            state.revealed = Some(parts.top.id);
            let options = parts.squares.into_iter().map(Choice::Square).collect();
            state.ask(seat, DecisionKind::Igob { top: parts.top.id, bottom: parts.bottom.id }, options);
        }
        Err((rule, why)) => {
            state.note(rule, |_| format!("{seat} can't IGOB: {why}"));
            state.note(rules::IGOB_ROLLBACK, |_| "the IGOB is undone: the game is as it was before it".to_string());
        }
    }
}

/// 1015.1: the Player card turns face down, and the two halves appear together on `square` in
/// Reboot; 1015.2: effects on the Player card don't carry over to the new card.
pub fn appear(state: &mut ZxState, seat: Seat, top: ObjectId, bottom: ObjectId, square: Square) {
    let player_id = state
        .units()
        .find(|(_, u)| u.controller == seat && state.def(&u.card).kind == CardType::Player)
        .map(|(_, u)| u.card.id)
        .expect("an IGOB was offered with a Player card on a square");
    state.revealed = None;
    let player = state.take_unit(player_id).expect("found above").card;
    let p = state.player_mut(seat);
    let at = p.partner.iter().position(|c| c.id == bottom).expect("the bottom half is kept with the Player card");
    let bottom = p.partner.remove(at);
    let at = p.dynamis.iter().position(|d| d.card.id == top).expect("the top half is in Dynamis");
    let top = p.dynamis.remove(at).card;
    let top = state.renew(top);
    state.put_on(square, top, seat);
    state.extra.overboosts.push(Overboost { unit: top.id, bottom, player });
    state.note(rules::IGOB, |s| {
        format!(
            "{seat} IGOBs: {} turns face down; {} appears on {} in Reboot",
            s.name_of(&player),
            s.name_of(&top),
            square.words()
        )
    });
    if let Some(name) = state.overboost_player_name(top.id) {
        state.note(rules::OB_PLAYER_NAME, |s| format!("{} has the player name {name}", s.name_of(&top)));
    }
    state.note(rules::IGOB_EFFECTS_LOST, |_| "effects on the Player card don't apply to the Z/X OB".to_string());
    crate::keywords::arrival::arrived(state, top, seat, FromZone::Dynamis, None);
}
