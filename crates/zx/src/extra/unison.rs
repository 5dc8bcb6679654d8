//! ユニゾン (unison, 1029): a Z/X revealed from the hand and its player's PL EX, kept with the
//! Player card since game preparation (402.1b), appear as one Z/X (1029.1, 1029.1a), the Player
//! card travelling under the PL EX (202.10c); once a turn (1029.1b); or, if it can't be done,
//! nothing happens (1029.4). [`crate::state::links`] keeps the link, what it shares (1029.1c)
//! and its split (915); [`crate::damage`] the protection of its player (1029.3).

use super::overboost::{has_face_up_player_card, squares};
use crate::board::Square;
use crate::cards::ast::FromZone;
use crate::cards::{Card, CardType};
use crate::rules::{self, Rule};
use crate::state::links::Unison;
use crate::state::{Choice, DecisionKind, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// What a unison may use: the Z/X of the hand whose names contain the name asked (one of each
/// definition: copies are alike), the PL EX and the squares.
type Parts = (Vec<Card>, Card, Vec<Square>);

/// The parts of a unison, or why it can't be done.
fn parts(state: &ZxState, seat: Seat, name: &str) -> Result<Parts, (Rule, &'static str)> {
    if state.extra.unison_done[seat.index()] {
        return Err((rules::UNISON_ONCE, "they have already unisoned this turn"));
    }
    if !has_face_up_player_card(state, seat) {
        return Err((rules::UNISON, "there is no Player card with a PL EX"));
    }
    let p = state.player(seat);
    // Kept face down with the Player card (402.1b), or face up on it after a unison (915.1).
    let stacked = state.extra.stacked.iter().map(|(_, c)| c).filter(|c| c.owner == seat);
    let Some(pl_ex) = p.partner.iter().chain(stacked).find(|c| state.def(c).kind == CardType::PlEx).copied() else {
        return Err((rules::UNISON, "no PL EX is kept with the Player card"));
    };
    let mut zx: Vec<Card> = Vec::new();
    for c in p.hand.iter().filter(|c| state.def(c).kind.is_zx() && state.def(c).name.contains(name)) {
        if !zx.iter().any(|z| z.def == c.def) {
            zx.push(*c);
        }
    }
    if zx.is_empty() {
        return Err((rules::UNISON, "no Z/X of that name is in the hand"));
    }
    let squares = squares(state, seat);
    if squares.is_empty() {
        return Err((rules::UNISON, "there is no square without a Z/X for it"));
    }
    Ok((zx, pl_ex, squares))
}

/// Unison (1029.1) for `seat`: the player chooses which Z/X of the hand to reveal, if the hand
/// holds different ones of that name, then the square; or, if it can't be done, the game is
/// left as it was (1029.4); nothing has moved by then.
pub fn unison(state: &mut ZxState, seat: Seat, name: &str) {
    match parts(state, seat, name) {
        Ok((zx, pl_ex, squares)) if zx.len() == 1 => ask_square(state, seat, zx[0].id, pl_ex.id, squares),
        Ok((zx, pl_ex, _)) => {
            let options = zx.iter().map(|c| Choice::Target(c.id)).collect();
            state.ask(seat, DecisionKind::UnisonHand { pl_ex: pl_ex.id }, options);
        }
        Err((rule, why)) => {
            state.note(rule, |_| format!("{seat} can't unison: {why}"));
            state.note(rules::UNISON_ROLLBACK, |_| "the unison is undone: the game is as it was before it".to_string());
        }
    }
}

/// 1029.1: the player chose `zx` from the hand for the unison with `pl_ex`: it is revealed and
/// they choose the square. Nothing has changed since the unison began, so a square is left.
pub fn chosen(state: &mut ZxState, seat: Seat, zx: ObjectId, pl_ex: ObjectId) {
    ask_square(state, seat, zx, pl_ex, squares(state, seat));
}

fn ask_square(state: &mut ZxState, seat: Seat, zx: ObjectId, pl_ex: ObjectId, squares: Vec<Square>) {
    state.revealed = Some(zx);
    state.note(rules::UNISON, |s| format!("{seat} reveals {} from the hand for the unison", name_in_hand(s, seat, zx)));
    let options = squares.into_iter().map(Choice::Square).collect();
    state.ask(seat, DecisionKind::Unison { zx, pl_ex }, options);
}

fn name_in_hand(state: &ZxState, seat: Seat, zx: ObjectId) -> String {
    state.player(seat).hand.iter().find(|c| c.id == zx).map(|c| state.name_of(c)).unwrap_or_default()
}

/// 1029.1: the Z/X and the PL EX, with the Player card under it, appear together on `square`
/// in Reboot as one Z/X; 1029.2: effects on the Player card don't carry over.
pub fn appear(state: &mut ZxState, seat: Seat, zx: ObjectId, pl_ex: ObjectId, square: Square) {
    state.revealed = None;
    let player_id = state
        .units()
        .find(|(_, u)| u.controller == seat && state.def(&u.card).kind == CardType::Player)
        .map(|(_, u)| u.card.id)
        .expect("a unison was offered with a Player card on a square");
    let player = state.take_unit(player_id).expect("found above").card;
    let pl_ex = match state.extra.stacked.iter().position(|(_, c)| c.id == pl_ex) {
        Some(at) => state.extra.stacked.remove(at).1,
        None => {
            let partner = &mut state.player_mut(seat).partner;
            let at = partner.iter().position(|c| c.id == pl_ex).expect("the PL EX is kept with the Player card");
            partner.remove(at)
        }
    };
    let p = state.player_mut(seat);
    let at = p.hand.iter().position(|c| c.id == zx).expect("the Z/X is in the hand");
    let zx = p.hand.remove(at);
    let zx = state.renew(zx);
    state.put_on(square, zx, seat);
    state.extra.unisons.push(Unison { unit: zx.id, pl_ex, player });
    state.extra.unison_done[seat.index()] = true;
    state.note(rules::UNISON, |s| {
        format!(
            "{seat} unisons: {} and {} appear on {} in Reboot as one Z/X",
            s.name_of(&zx),
            s.name_of(&pl_ex),
            square.words()
        )
    });
    state.note(rules::UNISON_PLAYER_EFFECTS_LOST, |_| {
        "effects on the Player card don't apply to the unison Z/X".to_string()
    });
    crate::keywords::arrival::arrived(state, zx, seat, FromZone::Hand, None);
}
