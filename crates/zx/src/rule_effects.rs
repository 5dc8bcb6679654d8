//! 優先権前処理 (702) and the rule effects it checks (900), in the order of 901.2a: charge
//! overflow (906), invalid square (905), lethal damage (904), defeat (903), and player damage
//! (907), which waits while any other is pending (907.3). PPP repeats until none applies
//! (702.2a); then a triggered automatic ability is played (702.2b, [`crate::abilities`]) and PPP
//! runs again.

use crate::board::Square;
use crate::cards::CardType;
use crate::moves;
use crate::rules;
use crate::state::{Choice, DecisionKind, Step, Unit, ZxState};
use fuda_kernel::{Outcome, Seat};

/// One pass of PPP: performs the first rule effect that applies and runs PPP again after it.
pub fn ppp(state: &mut ZxState) {
    state.acting = None;
    state.steps.push(Step::Ppp);
    crate::continuous::lasting::settle(state);
    if crate::objects::force::invalid(state)
        || overflow(state)
        || invalid_square(state)
        || lethal_damage(state)
        || defeat(state)
        || player_damage(state)
        || crate::keywords::crisis::check(state)
    {
        return;
    }
    crate::triggers::state_check(state);
    if crate::abilities::play_pending(state) {
        return;
    }
    state.steps.pop();
}

/// 906.1: a player with more Charge cards than the limit chooses the excess, which goes to the
/// trash together.
fn overflow(state: &mut ZxState) -> bool {
    let tp = state.turn_player;
    for seat in [tp, ZxState::opponent(tp)] {
        let p = state.player(seat);
        // The card text only lifts the limit (306.2a): under the player's own, nothing overflows.
        let over = |limit: Option<u8>| limit.is_some_and(|limit| p.charge.len() > usize::from(limit));
        if over(p.charge_limit) && over(crate::continuous::charge_limit(state, seat)) {
            overflow_choice(state, seat, Vec::new());
            return true;
        }
    }
    false
}

/// The next card over the charge limit, or the chosen ones trashed together (906.1).
pub fn overflow_choice(state: &mut ZxState, seat: Seat, chosen: Vec<fuda_kernel::ObjectId>) {
    let p = state.player(seat);
    let limit = usize::from(crate::continuous::charge_limit(state, seat).unwrap_or(u8::MAX));
    if p.charge.len() - chosen.len() > limit {
        let options = p.charge.iter().filter(|c| !chosen.contains(&c.id)).map(|c| Choice::TrashCard(c.id)).collect();
        state.ask(seat, DecisionKind::Overflow { seat, chosen }, options);
        return;
    }
    let names = state.trash_chosen(seat, |p| &mut p.charge, &chosen);
    state.note(rules::CHARGE_OVERFLOW, |_| {
        format!("{seat}'s Charge is over the limit: {} to the trash", names.join(", "))
    });
}

/// Whether a unit counts for 905: a Z/X or an Ascension.
fn occupies(state: &ZxState, u: &Unit) -> bool {
    let kind = state.def(&u.card).kind;
    kind.is_zx() || matches!(kind, CardType::Ascension | CardType::AnEx)
}

/// 905.1–905.3: of one controller's Z/X and Ascensions on a square the newest stays; with
/// several controllers, those of the oldest one's controller stay; on a player square, only
/// the claiming player's. The others go to the trash (not destroyed).
fn invalid_square(state: &mut ZxState) -> bool {
    let mut gone: Vec<(fuda_kernel::ObjectId, crate::rules::Rule)> = Vec::new();
    // 905.4: a card of a type no square may hold (an event put there by a careless "put a card
    // onto a square") goes to its controller's trash.
    for (_, u) in state.units() {
        let kind = state.def(&u.card).kind;
        if !(occupies(state, u) || kind.is_player() || kind == CardType::Shift) {
            gone.push((u.card.id, rules::ILLEGAL_TYPE_SQUARE));
        }
    }
    for sq in Square::ALL {
        let units: Vec<Unit> = state.on(sq).iter().filter(|u| occupies(state, u)).copied().collect();
        let Some(oldest) = units.iter().min_by_key(|u| u.placed) else { continue };
        for u in &units {
            if sq.claimed_by().is_some_and(|owner| owner != u.controller) {
                gone.push((u.card.id, rules::WRONG_PLAYER_SQUARE));
            } else if u.controller != oldest.controller {
                gone.push((u.card.id, rules::MIXED_SQUARE));
            } else if units.iter().any(|o| o.controller == u.controller && o.placed > u.placed) {
                gone.push((u.card.id, rules::SAME_CONTROLLER_SQUARE));
            } else if units.iter().any(|o| o.controller == u.controller && o.placed < u.placed) {
                // 303.7: the newest is the one put there last, however its controller orders
                // the cards on the square.
                let (card, square) = (u.card, sq);
                state.note(rules::SQUARE_ORDER, |s| {
                    format!(
                        "{} stays on {}: the last put there, whatever the order of its cards",
                        s.name_of(&card),
                        square.name()
                    )
                });
            }
        }
    }
    // Every unit is seen on its square before any of them leaves (808.3a, 808.3b).
    let seen: Vec<_> = gone.iter().map(|(id, _)| crate::lki::Lki::of_unit(state, *id)).collect();
    for ((id, rule), lki) in gone.iter().zip(seen) {
        if let (Some(u), Some(lki)) = (state.take_unit(*id), lki) {
            state.note(*rule, |s| format!("{} is trashed from its square", s.name_of(&u.card)));
            moves::trash_unit_seen(state, u, lki);
        }
    }
    !gone.is_empty()
}

/// 904.1–904.3: every Z/X whose damage reaches its power, or whose power is 0 or less, and
/// every Ascension with no shield that has taken damage, is destroyed, all at once. Each is
/// seen as it stood before any left (808.3b, 808.3d); the damage marks of the action before are
/// read here once (1203.1, 1204.3, 1204.6).
fn lethal_damage(state: &mut ZxState) -> bool {
    let marks = crate::lki::take_marks(state);
    if state.units().next().is_none() {
        return false;
    }
    let board = crate::continuous::Board::new(state);
    let doomed: Vec<(fuda_kernel::ObjectId, crate::rules::Rule)> = state
        .units()
        .filter_map(|(_, u)| {
            let kind = state.def(&u.card).kind;
            if kind.is_ascension() {
                let shielded = state.markers.shields.iter().any(|s| s.unit == u.card.id && s.count > 0);
                return (u.damage > 0 && !shielded).then_some((u.card.id, rules::ASCENSION_DAMAGED));
            }
            if !kind.is_zx() {
                return None;
            }
            let power = board.power(&u.card);
            match () {
                _ if power <= 0 => Some((u.card.id, rules::NO_POWER)),
                _ if u.damage >= power => Some((u.card.id, rules::LETHAL_DAMAGE)),
                _ => None,
            }
        })
        .collect();
    drop(board);
    if !doomed.is_empty() {
        crate::triggers::look_back::capture(state);
    }
    let seen: Vec<Option<crate::lki::Lki>> =
        doomed.iter().map(|(id, _)| crate::lki::Lki::of_unit(state, *id)).collect();
    for ((id, rule), lki) in doomed.iter().zip(seen) {
        if let (Some(u), Some(lki)) = (state.take_unit(*id), lki) {
            let why = if *rule == rules::NO_POWER {
                "its power is 0 or less"
            } else if *rule == rules::ASCENSION_DAMAGED {
                "damaged with no shield"
            } else {
                "its damage reaches its power"
            };
            state.note(*rule, |s| format!("{}: {why}", s.name_of(&u.card)));
            let by = crate::lki::cause(&marks, *id).map(|m| m.by);
            if moves::destroy_by(state, u, lki, by) {
                crate::keywords::destroyed(state, lki, by);
            }
        }
    }
    !doomed.is_empty()
}

/// 903: a player with no Life (903.1), or with no deck and no trash (903.2), is defeated; the
/// other wins (101.2), or the game is drawn if both are (101.3).
fn defeat(state: &mut ZxState) -> bool {
    let lost: Vec<Seat> = [Seat(0), Seat(1)]
        .into_iter()
        .filter(|s| {
            let p = state.player(*s);
            p.life.is_empty() || (p.deck.is_empty() && p.trash.is_empty())
        })
        .collect();
    for seat in &lost {
        let p = state.player(*seat);
        let rule = if p.life.is_empty() { rules::NO_LIFE } else { rules::NO_CARDS };
        state.note(rule, |_| format!("{seat} is defeated"));
    }
    match lost.as_slice() {
        [] => return false,
        [one] => {
            let winner = ZxState::opponent(*one);
            state.note(rules::WIN, |_| format!("{winner} wins"));
            state.outcome = Some(Outcome::win(winner));
        }
        _ => {
            state.note(rules::DRAW_GAME, |_| "both players are defeated: the game is a draw".to_string());
            state.outcome = Some(Outcome::Draw);
        }
    }
    true
}

/// 907.2: the turn player's damage first (907.2a), one point (907.2b): the opponent chooses one
/// of their Life cards (907.2c).
fn player_damage(state: &mut ZxState) -> bool {
    let tp = state.turn_player;
    let Some(seat) = [tp, ZxState::opponent(tp)].into_iter().find(|s| state.player(*s).damage > 0) else {
        return false;
    };
    state.player_mut(seat).damage -= 1;
    let left = state.player(seat).damage;
    state.note(rules::DAMAGE_ONE, |_| format!("{seat} is dealt 1 point of damage ({left} more to deal)"));
    let event = crate::cards::ast::event::EventKind::PlayerDamaged;
    crate::triggers::emit(state, crate::triggers::Event { kind: event, card: None, seat, source: None });
    let life = state.player(seat).life.len();
    let options = (0..life).map(|i| Choice::LifeCard(i as u8)).collect();
    state.ask(ZxState::opponent(seat), DecisionKind::DamageLife(seat), options);
    true
}
