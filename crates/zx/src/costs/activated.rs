//! Activated abilities (起, 807) with their validity zones, costs and turn limits: which may be
//! played (803.1d, 803.1f, 807.1a, 1129.2), playing one (804.2: revealed from a hidden zone
//! (804.2b), its cost paid ([`super::pay`]), counted as played (804.2h), its effects resolved)
//! and its card hidden again after it resolved (804.3f).
//! - ターン[X] / 自分ターン[X] (803.1f): counted per card object and ability when played (rulings:
//!   a play counts at 804.2h, not at its resolution).
//! - 破天降臨 (1129): valid in any zone (1129.3) as its printed zone says; a player who played
//!   one Haten Kourin ability this turn can't play another (1129.2).

use super::Played;
use super::pay::{Paying, Then};
use crate::cards::Card;
use crate::cards::ast::costs::AbilityZone;
use crate::cards::ast::{Ability, Activated};
use crate::cards::effect::EventEffect;
use crate::rules;
use crate::state::{Choice, Step, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// The cards of `seat` whose abilities valid in `zone` may be played.
fn cards_in(state: &ZxState, seat: Seat, zone: AbilityZone) -> Vec<Card> {
    match zone {
        AbilityZone::Square => state.units().filter(|(_, u)| u.controller == seat).map(|(_, u)| u.card).collect(),
        AbilityZone::Hand => state.player(seat).hand.clone(),
        AbilityZone::Trash => state.player(seat).trash.clone(),
    }
}

/// Whether the limits let `seat` play ability `index` of `card` now (803.1f, 1129.2).
pub fn within_limits(state: &ZxState, seat: Seat, card: &Card, index: u8, a: &Activated) -> bool {
    if a.haten_kourin && state.play_costs.haten_kourin[seat.index()] {
        return false;
    }
    let Some(limit) = a.limit else { return true };
    if limit.own_turn && state.turn_player != seat {
        return false;
    }
    let times = state.play_costs.played.iter().filter(|p| p.seat == seat && p.card == card.id && p.index == index);
    times.count() < usize::from(limit.times)
}

/// The activated abilities `seat` may play now: valid where their card is (803.1d), within their
/// limits, and with a cost that can be paid (804.2f).
pub fn options(state: &ZxState, seat: Seat) -> Vec<Choice> {
    let mut out = Vec::new();
    for zone in [AbilityZone::Square, AbilityZone::Hand, AbilityZone::Trash] {
        for card in cards_in(state, seat, zone) {
            // 202.8e: a Shift's activated abilities are the card's, numbered after its own.
            for (index, ability) in state.shared_abilities(&card).enumerate() {
                let Ability::Activated(a) = ability else { continue };
                let index = index as u8;
                if a.zone == zone
                    && within_limits(state, seat, &card, index, a)
                    && super::pay::payable(state, seat, &card, &a.cost, &[])
                {
                    out.push(Choice::Activate { unit: card.id, index });
                }
            }
        }
    }
    out
}

/// The card `id` of `seat` wherever an ability of it is valid, and whether that zone is hidden.
pub fn find(state: &ZxState, seat: Seat, id: ObjectId) -> Option<(Card, bool)> {
    if let Some((_, u)) = state.unit(id) {
        return Some((u.card, false));
    }
    let p = state.player(seat);
    if let Some(c) = p.hand.iter().find(|c| c.id == id) {
        return Some((*c, true));
    }
    p.trash.iter().find(|c| c.id == id).map(|c| (*c, false))
}

/// Plays ability `index` of the card `id` (807.1c, 804.2): a hidden card is revealed (804.2b),
/// then the cost is paid.
pub fn activate(state: &mut ZxState, seat: Seat, id: ObjectId, index: u8) {
    let (card, hidden) = find(state, seat, id).expect("an offered ability's card is where it is valid");
    let Some(Ability::Activated(a)) = state.shared_abilities(&card).nth(usize::from(index)).cloned() else {
        unreachable!("an offered activated ability")
    };
    state.note(rules::ACTIVATED_PLAY, |s| format!("{seat} plays the activated ability of {}", s.name_of(&card)));
    let via = crate::state::shared::via_of(state, &card, index);
    crate::state::shared::note_via(state, card, via);
    if hidden {
        state.revealed = Some(card.id);
        state.note(rules::REVEAL_TO_PLAY, |s| format!("{seat} reveals {} from the hand", s.name_of(&card)));
    }
    let then = Then::Ability { index: Some(index), effects: a.effects, revealed: hidden };
    let paying = Paying { seat, source: card, steps: a.cost, chosen: Vec::new(), used: Vec::new(), then };
    super::pay::advance(state, paying);
}

/// 804.2h: the cost is paid and the ability counts as played; its effects resolve, then its
/// card is hidden again if it was revealed and stayed (804.3f).
pub fn paid(
    state: &mut ZxState,
    seat: Seat,
    source: Card,
    index: Option<u8>,
    effects: Vec<EventEffect>,
    revealed: bool,
) {
    // A Shift's ability whose cost took its card off the square is no longer found: that card
    // is a new object (301.4), so no limit of the old one is left to count.
    let printed = index.and_then(|i| match state.shared_abilities(&source).nth(usize::from(i)) {
        Some(Ability::Activated(a)) => Some((i, a.limit, a.haten_kourin)),
        _ => None,
    });
    if let Some((index, Some(limit), _)) = printed {
        state.play_costs.played.push(Played { seat, card: source.id, index });
        let n = state.play_costs.played.iter().filter(|p| p.card == source.id && p.index == index).count();
        state.note(rules::VALID_PERIOD, |s| {
            format!("{} {}: played {n} of {} times this turn", s.name_of(&source), limit.words(), limit.times)
        });
    }
    if printed.is_some_and(|(_, _, haten_kourin)| haten_kourin) {
        state.play_costs.haten_kourin[seat.index()] = true;
        state.note(rules::HATEN_KOURIN, |_| format!("{seat} can't play another Haten Kourin ability this turn"));
    }
    if revealed {
        state.steps.push(Step::Costs(super::CostStepWork::Rehide(source.id)));
    }
    let mut frame = crate::state::frame::Frame::new(seat, source, effects, crate::state::frame::Cite::Ability);
    crate::complement::give_cost_bound(state, &mut frame);
    state.resume(frame);
}

/// 804.3f: the card revealed to play its ability, still in the hidden zone it was revealed from
/// and not valid face up there, is hidden again.
pub fn rehide(state: &mut ZxState, card: ObjectId) {
    let still = state.players.iter().any(|p| p.hand.iter().any(|c| c.id == card));
    if still && state.revealed == Some(card) {
        state.revealed = None;
        state.note(rules::REHIDE, |s| format!("{} is hidden again in the hand", crate::costs::card_name(s, card)));
    }
}
