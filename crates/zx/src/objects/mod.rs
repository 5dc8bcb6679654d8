//! Board objects (202.2b, 202.13–202.15, 210, 312): tokens ([`token`]), counters ([`counter`]),
//! links ([`link`]), shields and life shields ([`shield`]), forces and the Force zone
//! ([`force`]) and names given to Player cards ([`names`]). Their data is
//! [`crate::state::markers`]; here are the effects that make and use them, the decisions they
//! ask, and the marker rule effects (914), which apply at once (901.2a).

pub mod counter;
pub mod force;
pub mod link;
pub mod names;
pub mod shield;
pub mod token;

use crate::cards::effect::EventEffect;
use crate::state::markers::ObjectAsk;
use crate::state::{Choice, DecisionKind, Unit, ZxState};
use fuda_kernel::Seat;

/// Performs a board-object effect of `seat`'s; other effects are not this module's.
pub fn perform(state: &mut ZxState, seat: Seat, effect: EventEffect) {
    match effect {
        EventEffect::GainCounters { icon, count } => counter::gain(state, seat, icon, count),
        EventEffect::ConsumeCounters { icon, count } => counter::consume(state, seat, icon, count),
        EventEffect::CreateLink(name) => link::ask_square(state, seat, name),
        EventEffect::TrashLink => link::ask_trash(state, seat),
        EventEffect::LifeShield(n) => shield::gain_life(state, seat, n),
        EventEffect::ForceTop { face_down } => force::ask_host(state, seat, ObjectAsk::ForceHost { face_down }),
        EventEffect::ForceAway(to) => force::ask_host(state, seat, ObjectAsk::ForceAway(to)),
        EventEffect::RenamePlayer(name) => names::rename(state, seat, name),
        other => unreachable!("{other:?} is not a board-object effect"),
    }
}

/// Asks `seat` one of this module's questions, or notes that there is nothing to choose.
fn ask(state: &mut ZxState, seat: Seat, ask: ObjectAsk, options: Vec<Choice>) {
    if options.is_empty() {
        state.note(crate::rules::DO_WHAT_YOU_CAN, |_| "there is nothing to choose".to_string());
        return;
    }
    state.ask(seat, DecisionKind::Objects(ask), options);
}

/// Applies an offered answer to one of this module's questions.
pub fn answer(state: &mut ZxState, seat: Seat, ask: ObjectAsk, choice: Choice) {
    match (ask, choice) {
        (ObjectAsk::TokenSquare(def), Choice::Square(sq)) => token::create(state, seat, def, sq),
        (ObjectAsk::LinkSquare(name), Choice::Square(sq)) => link::create(state, seat, name, sq),
        (ObjectAsk::LinkTrash, Choice::Square(sq)) => link::trash_on(state, sq),
        (ObjectAsk::ForceHost { face_down }, Choice::Target(host)) => force::put_top(state, seat, host, face_down),
        (ObjectAsk::ForceAway(to), Choice::Target(host)) => force::put_away(state, seat, host, to),
        (ObjectAsk::ForceCard { to, .. }, Choice::Target(card)) => force::put_force(state, seat, card, to),
        (ObjectAsk::ShieldCharge, Choice::TopToCharge) => {
            state.steps.push(crate::state::Step::Charge { seat, count: 1 });
        }
        (ObjectAsk::ShieldCharge, _) => {
            state.note(crate::rules::LIFE_SHIELD_ABSORBS, |_| format!("{seat} puts no card into Charge"));
        }
        (ask, choice) => {
            unreachable!("{choice:?} is never offered for {ask:?}, or a Break's answer is keywords::breaks'")
        }
    }
}

/// The question in words.
pub fn prompt(state: &ZxState, ask: &ObjectAsk) -> String {
    match ask {
        ObjectAsk::TokenSquare(def) => {
            format!("Which square does the token {} appear on (202.13a)?", state.db.get(*def).name)
        }
        ObjectAsk::LinkSquare(name) => format!("Which square is the link “{name}” placed on (202.15b)?"),
        ObjectAsk::LinkTrash => "Which link goes to the trash (202.15e, 914.2)?".to_string(),
        ObjectAsk::ForceHost { .. } => {
            "Which Z/X of yours gets the top card of your deck as a force (1010.1)?".to_string()
        }
        ObjectAsk::ForceAway(to) => format!("Whose force goes to your {} (1010.2)?", to.word()),
        ObjectAsk::ShieldCharge => "Put the top card of your deck into Charge (914.4)?".to_string(),
        ObjectAsk::ForceCard { host, to } => {
            let name = state.unit(*host).map(|(_, u)| state.name_of(&u.card)).unwrap_or_default();
            format!("Which force of {name} goes to your {} (1010.2)?", to.word())
        }
        ObjectAsk::Break(ask) if ask.a.is_none() => "Break: which card breaks (1019.2)?".to_string(),
        ObjectAsk::Break(ask) => {
            format!("Break: which card of your {} does it become (1019.2)?", ask.spec.from.word())
        }
    }
}

/// 914.1–914.3: a unit leaves the squares. Its shields go with it (a new object, 301.4); a
/// token vanishes (914.1). Returns whether it did, so that it goes to no zone.
pub fn left_square(state: &mut ZxState, unit: &Unit) -> bool {
    state.markers.shields.retain(|s| s.unit != unit.card.id);
    token::vanishes(state, &unit.card)
}

/// `unit`, taken off its square, leaves the squares: its shields go (1026), a token vanishes
/// (914.1), its Shifts go to Dynamis (913.1), a unison or Z/X OB splits (915.1, 912.1).
/// Returns its card as a new card (301.4) if it still goes where it was sent.
pub fn leave_square(state: &mut ZxState, unit: &Unit) -> Option<crate::cards::Card> {
    let vanished = left_square(state, unit);
    if state.unlink_leaving(unit) || vanished {
        return None;
    }
    Some(state.renew(unit.card))
}

/// A unit's board-object states for views: its shields (210.1a) and forces (312.3a).
pub fn unit_states(state: &ZxState, u: &Unit) -> Vec<String> {
    let mut out = Vec::new();
    let shields = state.markers.shields_of(u.card.id);
    if shields > 0 {
        out.push(format!("shields {shields}"));
    }
    let forces = state.markers.forces.iter().filter(|f| f.host == u.card.id).count();
    if forces > 0 {
        out.push(format!("forces {forces}"));
    }
    if state.markers.broken(u.card.id) {
        out.push("break".to_string());
    }
    out
}

/// A player's board-object values for views, all public: counters (202.14c), life shields
/// (210.4) and a name given to the Player card (211.3).
pub fn player_values(state: &ZxState, seat: Seat) -> Vec<(String, String)> {
    let mut out = counter::shown(state, seat);
    let life = state.markers.life_shields[seat.index()];
    if life > 0 {
        out.push(("life shields".to_string(), life.to_string()));
    }
    if let Some(name) = &state.markers.player_names[seat.index()] {
        out.push(("player card name".to_string(), name.clone()));
    }
    out
}
