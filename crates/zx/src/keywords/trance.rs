//! トランス (1132): an activated ability of a face-up force, played in its controller's turn
//! (1132.1; a face-down force has none, 1019.3). Its cost puts into the trash the Reboot Z/X this
//! card is a force of; its effect: choose up to 1 Z/X of your Dynamis with 「【TT】」 in its name
//! and a race of the trashed Z/X, and it appears in Reboot on a normal square without Z/X. Until
//! end of turn you can't play the Trance of a card of the same name (同名, 201.4) again
//! (1132.2). The word after "リブートの" in 1132.2 is garbled in the source and not required
//! (rulings). The force itself, its Z/X gone, goes to the trash in the next priority
//! pre-processing (908.1).

use crate::cards::Keyword;
use crate::cards::ast::FromZone;
use crate::rules;
use crate::state::keywords::{KwChoice, KwDecision};
use crate::state::{Choice, DecisionKind, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// The text a chosen Dynamis card's name contains (1132.2).
pub const TT: &str = "【TT】";

/// The Trance abilities `seat` may play now: of their face-up forces with the keyword whose Z/X
/// is in Reboot on a square, unless one of the same name was played this turn.
pub fn options(state: &ZxState, seat: Seat) -> Vec<KwChoice> {
    if state.turn_player != seat {
        return Vec::new();
    }
    let played = |name: &str| state.keyword_records.tranced.iter().any(|(s, n)| *s == seat && n == name);
    state
        .markers
        .forces
        .iter()
        .filter(|f| f.seat == seat && f.face_up && state.def(&f.card).keywords.contains(&Keyword::Trance))
        .filter(|f| !played(&state.def(&f.card).name))
        .filter(|f| {
            state
                .unit(f.host)
                .is_some_and(|(_, u)| u.controller == seat && !u.sleeping && state.def(&u.card).kind.is_zx())
        })
        .map(|f| KwChoice::Trance { force: f.card.id })
        .collect()
}

/// The option's label.
pub fn label(state: &ZxState, force: ObjectId) -> String {
    let Some(f) = state.markers.forces.iter().find(|f| f.card.id == force) else { return String::new() };
    let host = state.unit(f.host).map(|(sq, u)| format!("{} on {}", state.name_of(&u.card), sq.name()));
    format!("Trance {}: trash {}", state.name_of(&f.card), host.unwrap_or_default())
}

/// 1132.2: the cost, then the effect's choice.
pub fn play(state: &mut ZxState, seat: Seat, force: ObjectId) {
    let f = *state.markers.forces.iter().find(|f| f.card.id == force).expect("an offered force");
    state.keyword_records.tranced.push((seat, state.def(&f.card).name.clone()));
    let unit = state.take_unit(f.host).expect("an offered force's Z/X is on a square");
    let races = state.shared_races(&unit.card).into_owned();
    state.note(rules::TRANCE, |s| {
        format!("{seat} plays the Trance of {}: {} goes to the trash", s.name_of(&f.card), s.name_of(&unit.card))
    });
    state.note(rules::TRANCE, |s| format!("{seat} can't play the Trance of {} again this turn", s.name_of(&f.card)));
    crate::moves::trash_unit(state, unit);
    let squares = super::activate::free_squares(state);
    let options: Vec<Choice> = state
        .player(seat)
        .dynamis
        .iter()
        .filter(|d| {
            let def = state.def(&d.card);
            def.kind.is_zx() && def.name.contains(TT) && def.races.iter().any(|r| races.contains(r))
        })
        .map(|d| Choice::Target(d.card.id))
        .collect();
    if options.is_empty() || squares.is_empty() {
        state.note(rules::DO_WHAT_YOU_CAN, |_| format!("{seat} has no 【TT】 Z/X of that race to bring, or no square"));
        return;
    }
    let mut options = options;
    options.push(Choice::Pass);
    state.ask(seat, DecisionKind::Keyword(KwDecision::TrancePick), options);
}

/// The Dynamis card chosen, or none ("up to 1").
pub fn picked(state: &mut ZxState, seat: Seat, choice: Choice) {
    let Choice::Target(card) = choice else {
        state.note(rules::TRANCE, |_| format!("{seat} brings no Z/X from Dynamis"));
        return;
    };
    let options = super::activate::free_squares(state).into_iter().map(Choice::Square).collect();
    state.ask(seat, DecisionKind::Keyword(KwDecision::TranceSquare { card }), options);
}

/// The chosen Dynamis card appears in Reboot on the chosen square.
pub fn appear(state: &mut ZxState, seat: Seat, card: ObjectId, choice: Choice) {
    let Choice::Square(square) = choice else { unreachable!("only squares are offered") };
    let dynamis = &mut state.player_mut(seat).dynamis;
    let at = dynamis.iter().position(|d| d.card.id == card).expect("the chosen card is in Dynamis");
    let d = dynamis.remove(at);
    let card = state.renew(d.card);
    state.put_on(square, card, seat);
    super::alter_force::appeared(state, card, seat, square, FromZone::Dynamis);
}

/// 507.8: the Trance limits of the turn end.
pub fn turn_over(state: &mut ZxState) {
    state.keyword_records.tranced.clear();
}
