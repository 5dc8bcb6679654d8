//! ゼクステンド・ドライブ! (1113): an ability that can be played once per game (1113.1): only
//! while no Z/Xtend Drive! ability of a card its controller controls has been played this game
//! (1113.2). Here it is an activated ability of a Z/X on a square, played with priority in the
//! main phase at no cost, whose effects resolve top to bottom.

use crate::cards::Keyword;
use crate::rules;
use crate::state::ZxState;
use crate::state::keywords::KwChoice;
use fuda_kernel::{ObjectId, Seat};

/// The Z/X of `seat` whose Z/Xtend Drive! may be played now.
pub fn options(state: &ZxState, seat: Seat) -> Vec<KwChoice> {
    if state.keywords.zxtend_played[seat.index()] {
        return Vec::new();
    }
    state
        .units()
        .filter(|(_, u)| u.controller == seat)
        .filter(|(_, u)| state.def(&u.card).keywords.iter().any(|k| matches!(k, Keyword::ZxtendDrive(_))))
        .map(|(_, u)| KwChoice::ZxtendDrive { unit: u.card.id })
        .collect()
}

/// The option's label.
pub fn label(state: &ZxState, unit: ObjectId) -> String {
    match state.unit(unit) {
        Some((sq, u)) => format!("Z/Xtend Drive! {} on {}", state.name_of(&u.card), sq.name()),
        None => String::new(),
    }
}

/// Plays it: recorded for the rest of the game (1113.2), then its effects.
pub fn play(state: &mut ZxState, seat: Seat, unit: ObjectId) {
    state.keywords.zxtend_played[seat.index()] = true;
    let (_, u) = state.unit(unit).expect("an offered unit is on a square");
    let source = u.card;
    let effects = state
        .def(&source)
        .keywords
        .iter()
        .find_map(|k| if let Keyword::ZxtendDrive(e) = k { Some(e.clone()) } else { None })
        .expect("an offered Z/Xtend Drive!");
    state.note(rules::ZXTEND_DRIVE, |s| {
        format!("{seat} plays the Z/Xtend Drive! of {}: no more this game", s.name_of(&source))
    });
    state.resume(crate::state::frame::Frame::new(seat, source, effects, crate::state::frame::Cite::Ability));
}
