//! レイド (1131): an activated ability of a hand card (1131.1). If you or your opponent took
//! damage this turn, the card appears asleep on a normal square without Z/X; until end of turn
//! you can't play Raid again (1131.2–1131.3). The cost icon of 1131.2 is garbled in the source
//! (§14.3 item 18 of the digest); it is read as no cost (rulings). It is offered only when the
//! damage condition holds and a square is free, so that playing it always does something.

use crate::board::Square;
use crate::cards::Keyword;
use crate::cards::ast::FromZone;
use crate::rules;
use crate::state::keywords::KwDecision;
use crate::state::{Choice, DecisionKind, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// 1002.3: a player took damage; Raid remembers it for the turn.
pub fn player_damaged(state: &mut ZxState) {
    state.keyword_records.damage_this_turn = true;
}

/// 507.8: the turn's damage and Raid plays are forgotten.
pub fn turn_over(state: &mut ZxState) {
    state.keyword_records.damage_this_turn = false;
    state.keyword_records.raided = [false; 2];
}

/// The normal squares (303.3b) without Z/X.
fn free_squares(state: &ZxState) -> Vec<Square> {
    Square::ALL
        .into_iter()
        .filter(|sq| !sq.is_player_square() && !state.on(*sq).iter().any(|u| state.def(&u.card).kind.is_zx()))
        .collect()
}

/// The hand cards of `seat` whose Raid may be played now.
pub fn options(state: &ZxState, seat: Seat) -> Vec<ObjectId> {
    let r = &state.keyword_records;
    if r.raided[seat.index()] || !r.damage_this_turn || free_squares(state).is_empty() {
        return Vec::new();
    }
    state.player(seat).hand.iter().filter(|c| state.def(c).keywords.contains(&Keyword::Raid)).map(|c| c.id).collect()
}

/// 1131.2: Raid is played: no more Raid this turn (1131.3); the square is chosen.
pub fn activate(state: &mut ZxState, seat: Seat, card: ObjectId) {
    state.keyword_records.raided[seat.index()] = true;
    let c = *state.player(seat).hand.iter().find(|c| c.id == card).expect("an offered hand card");
    state.revealed = Some(card);
    state.note(rules::RAID, |s| format!("{seat} plays the Raid of {}", s.name_of(&c)));
    state.note(rules::RAID_ONCE, |_| format!("{seat} can't play Raid again this turn"));
    let options = free_squares(state).into_iter().map(Choice::Square).collect();
    state.ask(seat, DecisionKind::Keyword(KwDecision::RaidSquare { card }), options);
}

/// The card appears asleep on the chosen square.
pub fn appear(state: &mut ZxState, seat: Seat, card: ObjectId, choice: Choice) {
    let Choice::Square(square) = choice else { unreachable!("only squares are offered") };
    if state.revealed == Some(card) {
        state.revealed = None;
    }
    let hand = &mut state.player_mut(seat).hand;
    let at = hand.iter().position(|c| c.id == card).expect("the raiding card is in the hand");
    let c = hand.remove(at);
    let c = state.renew(c);
    state.put_on(square, c, seat);
    if let Some(u) = state.unit_mut(c.id) {
        u.sleeping = true;
    }
    state
        .note(rules::RAID, |s| format!("{} appears on {} asleep, from the hand (Raid)", s.name_of(&c), square.words()));
    super::arrival::arrived(state, c, seat, FromZone::Hand, None);
}
