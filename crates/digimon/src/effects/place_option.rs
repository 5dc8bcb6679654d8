//! 「…をバトルエリアに置く」: an Option card put into an area by an effect, without being played
//! or used. The 1体 it makes is marked as placed by an effect, so the rule check leaves it there
//! (17-1-3-3, and 17-1-3-4 for the breeding area).

use super::placement::{picked_cards, take_from_hand_or_trash};
use super::run::Flow;
use super::special::take_this;
use crate::cards::ast::{OptionArea, PlaceOption};
use crate::rules;
use crate::state::{Card, DigimonState, EffectRun, Unit};
use fuda_kernel::Seat;

/// Puts this card, or one the controller chooses, into the controller's area. The breeding
/// area holds one 1体 (3-4-5-2): while it is taken, nothing moves.
pub(crate) fn place_option(state: &mut DigimonState, run: &EffectRun, p: &PlaceOption) -> Flow {
    let me = run.ctx.controller;
    if p.area == OptionArea::Breeding && state.player(me).breeding.is_some() {
        state.note(rules::BREEDING_ONE, |_| "the breeding area is taken: nothing is placed there".to_string());
        return Flow::Next;
    }
    let card = match p.pick() {
        None => take_this(state, run.ctx.card),
        Some(pick) => match picked_cards(state, run, &pick) {
            Err(options) => return Flow::Wait(options),
            Ok(chosen) => chosen.first().and_then(|id| take_from_hand_or_trash(state, me, *id)),
        },
    };
    if let Some(card) = card {
        put(state, me, card, p.area);
    }
    Flow::Next
}

/// The card, out of its zone, becomes a new 1体 in `seat`'s area, active (3-4-3).
fn put(state: &mut DigimonState, seat: Seat, card: Card, area: OptionArea) {
    let card = state.renew(card);
    let unit = Unit::placed_by_effect(state.fresh(), card, state.turn);
    let rule = match area {
        OptionArea::Battle => {
            state.push_battle(seat, unit);
            rules::OPTION_IN_AREA
        }
        OptionArea::Breeding => {
            state.player_mut(seat).breeding = Some(unit);
            rules::TAMER_IN_BREEDING
        }
    };
    let name = match area {
        OptionArea::Battle => "battle area",
        OptionArea::Breeding => "breeding area",
    };
    state.note(rule, |s| {
        format!("{} is put into {seat}'s {name} by an effect: the rule check leaves it there", s.card_label(&card))
    });
}
