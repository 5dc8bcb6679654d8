//! ブレイク (1019): the Break state of a card with a face-down force (1019.1, 1019.1a), and the
//! instruction "(A) 1枚はブレイクして[zone]から(B)になる" (1019.2). The controller chooses card A on
//! a square, then card B in the zone, revealing it if the zone is hidden; B moves to A's square,
//! A goes face down into the Force zone associated with B, and B appears in Reboot. If A was the
//! target of the battle in progress, B becomes the target and the battle goes on. Nothing moves
//! until both are chosen, so a Break that can't be done leaves the game as it was just before
//! it (1019.2a), but for a deck looked at, which is shuffled (804.3e). A face-down force has no abilities (1019.3): the continuous effects and the
//! Force-zone abilities read face-up forces only.

use crate::cards::Card;
use crate::cards::ast::filter::ZxFilter;
use crate::cards::ast::{FromZone, Whom};
use crate::cards::effect::Pile;
use crate::cards::objects::Break;
use crate::rules;
use crate::state::markers::{BreakAsk, Force, ObjectAsk};
use crate::state::reader::Reader;
use crate::state::{Choice, Target, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// The cards that may be card A: this card, or `seat`'s Z/X on squares matching the filter. A
/// Z/X OB splits as it leaves its square (912.1), so it can't go to the Force zone as one card.
fn a_candidates(state: &ZxState, seat: Seat, source: &Card, spec: &Break) -> Vec<ObjectId> {
    let reader = Reader { state, seat };
    let whole = |id: &ObjectId| !state.extra.overboosts.iter().any(|o| o.unit == *id);
    let mine = super::choosable_zx(state, |s| s == seat).into_iter().filter(whole);
    match spec.card {
        Whom::This => mine.filter(|id| *id == source.id).collect(),
        Whom::YourZx => mine
            .filter(|id| {
                state.unit(*id).is_some_and(|(_, u)| reader.matches(&spec.filter, &u.card, Some(state.power(u))))
            })
            .collect(),
    }
}

/// The cards of `seat`'s zone that may be card B: Z/X matching `into`, top of the deck first.
fn b_candidates(state: &ZxState, seat: Seat, from: Pile, into: &ZxFilter) -> Vec<ObjectId> {
    let reader = Reader { state, seat };
    let p = state.player(seat);
    let mut cards = match from {
        Pile::Hand => p.hand.clone(),
        Pile::Trash => p.trash.clone(),
        Pile::Charge => p.charge.clone(),
        Pile::Deck => p.deck.clone(),
        Pile::Life => p.life.clone(),
        Pile::Remove => p.remove.clone(),
        Pile::Square | Pile::Resource => Vec::new(),
    };
    cards.reverse();
    cards.into_iter().filter(|c| state.def(c).kind.is_zx() && reader.matches(into, c, None)).map(|c| c.id).collect()
}

/// 1019.2a: the Break is not done, and the game is as it was before it started; a deck looked
/// at for card B is shuffled all the same (804.3e), so that it is hidden again.
fn rolled_back(state: &mut ZxState, seat: Seat, looked: Option<Pile>, why: &str) {
    state.note(rules::BREAK_ROLLBACK, |_| format!("{why}: the Break can't be done, and nothing of it is done"));
    if looked == Some(Pile::Deck) {
        shuffle(state, seat);
    }
}

/// 804.3e: `seat`'s deck, looked at, is shuffled.
fn shuffle(state: &mut ZxState, seat: Seat) {
    let mut deck = std::mem::take(&mut state.player_mut(seat).deck);
    state.rng.shuffle(&mut deck);
    state.player_mut(seat).deck = deck;
    state.note(rules::RE_HIDE, |_| format!("{seat}'s deck, looked at, is shuffled"));
}

/// Starts the Break `spec` of `seat`'s effect from `source`: card A is chosen, or is this card.
pub fn start(state: &mut ZxState, seat: Seat, source: Card, spec: Break) {
    let candidates = a_candidates(state, seat, &source, &spec);
    match (spec.card, candidates.as_slice()) {
        (_, []) => rolled_back(state, seat, None, "no card on a square can break"),
        (Whom::This, [a]) => ask_b(state, seat, BreakAsk { spec, a: Some(*a) }),
        _ => {
            let options = candidates.into_iter().map(Choice::Target).collect();
            state.ask(
                seat,
                crate::state::DecisionKind::Objects(ObjectAsk::Break(Box::new(BreakAsk { spec, a: None }))),
                options,
            );
        }
    }
}

/// Asks for card B; in a hidden zone the controller may fail to find it (102.9).
fn ask_b(state: &mut ZxState, seat: Seat, ask: BreakAsk) {
    let mut options: Vec<Choice> =
        b_candidates(state, seat, ask.spec.from, &ask.spec.into).into_iter().map(Choice::Target).collect();
    if options.is_empty() {
        let zone = ask.spec.from.word();
        rolled_back(state, seat, Some(ask.spec.from), &format!("{seat} has no card to become in their {zone}"));
        return;
    }
    if ask.spec.from.hidden() {
        options.push(Choice::Pass);
    }
    state.ask(seat, crate::state::DecisionKind::Objects(ObjectAsk::Break(Box::new(ask))), options);
}

/// The answer to a Break's question: card A chosen, then card B (or none found).
pub fn answer(state: &mut ZxState, seat: Seat, mut ask: BreakAsk, choice: Choice) {
    match (ask.a, choice) {
        (None, Choice::Target(a)) => {
            ask.a = Some(a);
            ask_b(state, seat, ask);
        }
        (Some(a), Choice::Target(b)) => perform(state, seat, a, b, ask.spec.from),
        (Some(_), _) => {
            state.note(rules::FAIL_TO_FIND, |_| format!("{seat} finds no card to become"));
            rolled_back(state, seat, Some(ask.spec.from), "card B was not chosen");
        }
        (None, other) => unreachable!("{other:?} is never offered for card A"),
    }
}

/// `seat`'s zone `pile`, bottom first.
fn zone_mut(state: &mut ZxState, seat: Seat, pile: Pile) -> &mut Vec<Card> {
    state
        .player_mut(seat)
        .pile_mut(pile)
        .expect("card B is never chosen on a square or in Resource (checked as the card loads)")
}

/// The zone a pile is, for what an appearing card came from (1007.2).
fn from_zone(pile: Pile) -> FromZone {
    match pile {
        Pile::Hand => FromZone::Hand,
        Pile::Trash => FromZone::Trash,
        Pile::Charge => FromZone::Charge,
        Pile::Deck => FromZone::Deck,
        Pile::Life => FromZone::Life,
        Pile::Remove | Pile::Square | Pile::Resource => {
            unreachable!("a Break takes card B from a zone of the hand, deck, trash, Charge or Life")
        }
    }
}

/// 1019.2: both cards chosen, the Break is done at once.
fn perform(state: &mut ZxState, seat: Seat, a: ObjectId, b: ObjectId, from: Pile) {
    let (square, _) = state.unit(a).expect("card A was chosen on a square just now");
    let zone = zone_mut(state, seat, from);
    let at = zone.iter().position(|c| c.id == b).expect("card B was chosen in its zone just now");
    let b = zone.remove(at);
    if from.hidden() {
        state.note(rules::REVEAL, |s| format!("{seat} reveals {} from their {}", s.name_of(&b), from.word()));
    }
    let unit = state.take_unit(a).expect("card A is on its square");
    crate::objects::left_square(state, &unit);
    state.unlink_leaving(&unit);
    let a_card = state.renew(unit.card);
    let b_card = state.renew(b);
    state.put_on(square, b_card, seat);
    // 908.2: the forces of card A stay associated with it, now a face-down card.
    for f in state.markers.forces.iter_mut().filter(|f| f.host == unit.card.id) {
        f.host = a_card.id;
    }
    state.markers.forces.push(Force { card: a_card, host: b_card.id, seat, face_up: false });
    state.note(rules::BREAK, |s| {
        format!(
            "{} breaks: it goes face down into the Force zone as a force of {}, which appears on {} in Reboot",
            s.name_of(&unit.card),
            s.name_of(&b_card),
            square.words()
        )
    });
    state.note(rules::BREAK_STATE, |s| format!("{} is in the Break state", s.name_of(&b_card)));
    retarget(state, unit.card.id, b_card);
    if from == Pile::Deck {
        shuffle(state, seat);
    }
    super::alter_force::appeared(state, b_card, seat, square, from_zone(from));
}

/// 1019.2: if card A was attacked in the battle in progress, the battle's target is card B.
fn retarget(state: &mut ZxState, a: ObjectId, b: Card) {
    let Some(battle) = state.battle.as_mut() else { return };
    if battle.target == Target::Unit(a) {
        battle.target = Target::Unit(b.id);
        state.note(rules::BREAK, |s| format!("the battle's target is now {}, and the battle goes on", s.name_of(&b)));
    }
}
