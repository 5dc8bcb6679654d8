//! Read-only computed values: DP (1-3-8, 2-5), keywords gained from sources and effects
//! (4-2-4), check counts (4-2-9, 16-3), conditions (15-6) and target candidates (15-10).
//! Nothing here mutates the state.

mod buffs;
pub mod cost;
pub mod effect;
pub mod granted;
pub mod info;
pub mod reader;
pub mod unaffected;

pub use reader::Reader;

pub use buffs::{
    Field, Keywords, affectable, attack_permitted, can_be_suspended, check_count, dp, has_keyword, shields,
};
// What the state remembers of the cards' continuous effects, asked about here.
use crate::state::continuous::each_continuous_in;
pub use crate::state::continuous::{
    AreaEffect, AreaEffects, BuffKinds, ContinuousKey, Gives, adds_digimon, area_effects, has_security_effects,
    security_effects,
};

use crate::cards::ast::{Affects, Buff, CardKind, Condition, Continuous, Duration, Fact, Target, TurnScope};
use crate::state::{AttackTarget, DigimonState, LastingTarget, Unit};
use fuda_kernel::{ObjectId, Seat};

/// Calls `f` with the continuous effects of a 1体: its top card's, its face-up sources'
/// inherited ones (4-2-4) and its link cards' link effects (4-2-6), in that order.
#[inline]
pub fn each_continuous<'a>(state: &'a DigimonState, unit: &Unit, f: impl FnMut(ContinuousKey, &'a Continuous)) {
    each_continuous_in(&state.db, unit, f);
}

/// Whether an effect of a card controlled by `owner` with this turn scope applies now (15-16-8/9).
pub fn scope_applies(state: &DigimonState, owner: Seat, scope: TurnScope) -> bool {
    match scope {
        TurnScope::YourTurn => state.turn_player == owner,
        TurnScope::OpponentsTurn => state.turn_player != owner,
        TurnScope::AllTurns => true,
    }
}

/// Whether the 1体 is a Digimon (4-2-1/2) rather than a Tamer.
#[inline] // Asked of nearly every 1体 by nearly every question; usually one look at the top card.
pub fn is_digimon(state: &DigimonState, unit: &Unit) -> bool {
    match state.def(unit.top()).kind {
        CardKind::Digimon | CardKind::DigiEgg => true,
        // 15-12-1-4: a Tamer with Digimon added to its information is a Digimon too.
        CardKind::Tamer => digimon_added(state, unit),
        CardKind::Option => false,
    }
}

/// Whether a 1体 is a Tamer: its top card is a Tamer card, whatever was added to it (15-12-1-6).
pub fn is_tamer(state: &DigimonState, unit: &Unit) -> bool {
    state.def(unit.top()).kind == CardKind::Tamer
}

/// Whether "also treated as a Digimon" (15-12-1-1) was added to a Tamer: by its own continuous
/// effect, or given to it by an effect. Effects on "all your Digimon" cannot add it, since they
/// reach only what is already a Digimon.
fn digimon_added(state: &DigimonState, unit: &Unit) -> bool {
    let given = state.lasting.gives().kinds.intersects(BuffKinds::ALSO_DIGIMON)
        && state
            .lasting
            .iter()
            .any(|e| e.target == LastingTarget::Unit(unit.id) && matches!(e.buff, Buff::AlsoDigimon(_)));
    // Most Tamers have no such effect: their summary says so.
    if !given && !unit.summary(&state.db).adds_digimon {
        return false;
    }
    let Some((seat, _)) = state.find_unit(unit.id) else { return false };
    if state.player(seat).breeding.as_ref().is_some_and(|b| b.id == unit.id) {
        return false;
    }
    let mut own = false;
    each_continuous(state, unit, |_, c| {
        own |= adds_digimon(c)
            && scope_applies(state, seat, c.during)
            && c.condition.as_ref().is_none_or(|cond| condition_holds(state, seat, Some(unit.id), cond));
    });
    given || own
}

/// "If it attacked X" (11-2-7-6, rules::ATTACKED_MEANS_DECLARED): `unit` is attacking now and
/// the target chosen at declaration, not the current one, is of that kind. False for any other
/// condition.
pub fn attacked_as_declared(state: &DigimonState, unit: Option<ObjectId>, fact: &Fact) -> bool {
    state.attack.as_ref().filter(|a| Some(a.attacker) == unit).is_some_and(|a| {
        matches!(
            (fact, a.declared),
            (Fact::AttackedOpponent, AttackTarget::Player) | (Fact::AttackedDigimon, AttackTarget::Digimon(_))
        )
    })
}

/// Whether a processing condition holds for `controller` (15-6), referring to `unit` for
/// "this Digimon" conditions, outside a running effect (continuous effects). Breeding-area cards
/// are not referenced (3-4-5-8).
pub fn condition_holds(state: &DigimonState, controller: Seat, unit: Option<ObjectId>, cond: &Condition) -> bool {
    Reader::new(state, controller, unit).holds(cond)
}

/// The battle-area 1体 that `target` may choose for an effect of `controller` whose own 1体 is
/// `this`, outside a running effect ([`Reader::candidates`]).
pub fn candidates(state: &DigimonState, controller: Seat, this: Option<ObjectId>, target: &Target) -> Vec<ObjectId> {
    Reader::new(state, controller, this).candidates(target)
}

/// Whether a prohibition stops `seat` playing a card of this definition now (15-1-3), by any
/// means: its card information is read as the effect that made the ban sees it.
pub fn banned_play(state: &DigimonState, seat: Seat, def: &crate::cards::CardDef) -> bool {
    state.bans.iter().any(|b| {
        b.seat == seat
            && matches!(&b.ban, crate::cards::ast::Ban::Play(filter) if Reader::new(state, b.controller, None).card_is(def, filter))
    })
}

/// Whether a prohibition stops `seat`'s Digimon digivolving now (15-1-3), in any way.
pub fn banned_digivolve(state: &DigimonState, seat: Seat) -> bool {
    state.bans.iter().any(|b| b.seat == seat && b.ban == crate::cards::ast::Ban::Digivolve)
}

/// Whether a lasting effect created on `created_turn` by `controller` with duration `until`
/// has ended now that `ending_turn_player`'s turn ends.
pub fn expires_at_turn_end(
    until: Duration,
    controller: Seat,
    created_turn: u32,
    current_turn: u32,
    ending_turn_player: Seat,
) -> bool {
    match until {
        Duration::ThisTurn | Duration::ThisAttack => true,
        Duration::UntilEndOfOpponentsNextTurn => ending_turn_player != controller && current_turn > created_turn,
        Duration::UntilEndOfOpponentsTurn => ending_turn_player != controller,
        Duration::UntilEndOfYourTurn => ending_turn_player == controller,
    }
}

/// The sum of the number modifiers on `controller`'s deletion effects' DP limits that apply now
/// (15-15-5-1/2): `delete-dp-limit` continuous effects of battle-area cards, their own side's
/// for `your-effects`, the other side's for `opponents-effects`.
pub fn delete_limit_change(state: &DigimonState, controller: Seat, unit: Option<ObjectId>) -> i32 {
    let mut total = 0;
    each_effect_rule(state, controller, unit, |b| {
        if let Buff::DeleteDpLimit(n) = b {
            total += n;
        }
    });
    total
}

/// Whether an effect may add memory for its controller: not when a `memory-gain-only-by-tamers`
/// rule reaches that player's effects and the effect is not a Tamer effect (15-2-1-2). An effect
/// of a Tamer is one, even when the Tamer is also treated as a Digimon (15-12-1-6).
pub fn may_gain_memory(state: &DigimonState, ctx: &crate::state::EffectCtx) -> bool {
    let mut restricted = false;
    each_effect_rule(state, ctx.controller, ctx.unit, |b| restricted |= *b == Buff::MemoryGainOnlyByTamers);
    !restricted || state.def_at(ctx.def).kind == CardKind::Tamer
}

/// Calls `f` with each buff of a continuous effect that applies now to an effect of
/// `controller`'s whose 1体 is `unit`: battle-area cards' `your-effects` rules for their own side,
/// `opponents-effects` for the other, `this-effects` for that 1体's own.
fn each_effect_rule(state: &DigimonState, controller: Seat, effect_unit: Option<ObjectId>, mut f: impl FnMut(&Buff)) {
    for owner in [Seat(0), Seat(1)] {
        // 15-14-5-1: a face-up security card's rules for effects, as a battle-area card's.
        let p = state.player(owner);
        let in_security = if has_security_effects(&state.db, p) { security_effects(&state.db, p) } else { Vec::new() };
        for AreaEffect { unit: card, effect: c, .. } in &in_security {
            let reaches = match c.affects {
                Affects::YourEffects => owner == controller,
                Affects::OpponentsEffects => owner != controller,
                Affects::This | Affects::ThisEffects | Affects::YourDigimon | Affects::OpponentsDigimon => false,
            };
            if reaches
                && c.buff.is_effect_rule()
                && scope_applies(state, owner, c.during)
                && c.condition.as_ref().is_none_or(|cond| condition_holds(state, owner, Some(*card), cond))
            {
                f(&c.buff);
            }
        }
        for unit in state.player(owner).battle() {
            each_continuous(state, unit, |_, c| {
                if !c.buff.is_effect_rule() {
                    return;
                }
                let reaches = match c.affects {
                    Affects::YourEffects => owner == controller,
                    Affects::OpponentsEffects => owner != controller,
                    Affects::ThisEffects => owner == controller && effect_unit == Some(unit.id),
                    Affects::This | Affects::YourDigimon | Affects::OpponentsDigimon => false,
                };
                if reaches
                    && scope_applies(state, owner, c.during)
                    && c.condition.as_ref().is_none_or(|cond| condition_holds(state, owner, Some(unit.id), cond))
                {
                    f(&c.buff);
                }
            });
        }
    }
}
