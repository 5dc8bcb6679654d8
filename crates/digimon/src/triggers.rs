//! Trigger collection (15-4-2, 15-5): when something happens, every effect whose timing it
//! meets is collected as pending for its controller. Breeding-area cards do not trigger
//! (3-4-5-4); an exhausted [Once per turn] effect does not even trigger (15-14-1-2).

use crate::cards::ast::{EffectZone, Fact, Keyword, Timing, Triggered};
use crate::query;
use crate::state::{AbilityRef, Card, DigimonState, EffectCtx, PendingEffect, Unit};
use fuda_kernel::Seat;

/// Every keyword a battle-area 1体 has, one entry per instance (printed, inherited, granted).
pub fn keywords(state: &DigimonState, seat: Seat, unit: &Unit) -> query::Keywords {
    query::Field::new(state).keywords(seat, unit)
}

/// The keywords of a battle-area 1体 whose effect has this timing ([`query::Field::keywords_at`]).
pub fn keywords_at(state: &DigimonState, seat: Seat, unit: &Unit, timing: Timing) -> query::Keywords {
    if !Keyword::TIMINGS.contains(timing) {
        return query::Keywords::new();
    }
    query::Field::new(state).keywords_at(seat, unit, timing)
}

/// Calls `f(card, ability, effect)` for every triggered, activated or immediate effect with
/// this timing the 1体 has: its top card's (2-3-3), its sources' inherited ones (4-2-4), its
/// link cards' (4-2-6), and those its keywords stand for (held by the top card; several
/// instances are separate, e.g. 16-21-4). Each card's timing set is read before its effects.
pub fn each_ability(
    state: &DigimonState,
    unit: &Unit,
    keywords: &[Keyword],
    timing: Timing,
    mut f: impl FnMut(&Card, AbilityRef, &Triggered),
) {
    let top = unit.top();
    let granted = state.lasting.gives().kinds.intersects(query::BuffKinds::EFFECT);
    if keywords.is_empty() && !granted && !any_printed_at(state, unit, timing) {
        return;
    }
    let printed = |card: &Card, inherited: bool, f: &mut dyn FnMut(&Card, AbilityRef, &Triggered)| {
        let def = state.def(card);
        let (list, timings) = if inherited {
            (&def.inherited, def.derived.inherited_timings)
        } else {
            (&def.effects, def.derived.area_timings)
        };
        if !timings.contains(timing) {
            return;
        }
        for (i, a) in list.iter().enumerate() {
            // Zone-icon effects work only from their zone (15-14-2..4), not in the area.
            if let Some(t) = a.as_triggered().filter(|t| t.zone == EffectZone::Area && t.has(timing)) {
                let index = u8::try_from(i).expect("fewer than 256 effects");
                f(card, AbilityRef::Printed { index, inherited }, t);
            }
        }
    };
    printed(top, false, &mut f);
    for source in unit.open_sources() {
        printed(source, true, &mut f);
    }
    for link in unit.links() {
        let def = state.def(link);
        let Some(info) = def.link.as_ref().filter(|_| def.derived.link_timings.contains(timing)) else {
            continue;
        };
        for (i, a) in info.effects.iter().enumerate() {
            if let Some(t) = a.as_triggered().filter(|t| t.has(timing)) {
                let index = u8::try_from(i).expect("fewer than 256 effects");
                f(link, AbilityRef::Link { index }, t);
            }
        }
    }
    for (i, k) in keywords.iter().enumerate() {
        if k.timing() != Some(timing) {
            continue;
        }
        if let Some(t) = k.ability() {
            let nth = u8::try_from(keywords[..i].iter().filter(|other| *other == k).count()).unwrap_or(u8::MAX);
            f(top, AbilityRef::Keyword { keyword: *k, nth }, &t);
        }
    }
    // Written effects given to it, held by its top card as its own (15-15-6-4 aside).
    if let Some((seat, _)) = state.battle_unit(unit.id).filter(|_| granted) {
        query::granted::each(state, seat, unit, |source, t| {
            if t.has(timing) {
                f(top, AbilityRef::Granted(source), t);
            }
        });
    }
}

/// Calls `f(card, ability)` for each effect of the 1体 with this timing that has not used up
/// its [Once per turn].
pub fn each_triggered(
    state: &DigimonState,
    unit: &Unit,
    keywords: &[Keyword],
    timing: Timing,
    mut f: impl FnMut(&Card, AbilityRef),
) {
    each_ability(state, unit, keywords, timing, |card, ability, t| {
        // 11-2-7-6: "if it attacked X" decides whether the effect triggers at all.
        let attack_condition_fails = t.condition.as_ref().is_some_and(|c| {
            c.required().into_iter().any(|fact| {
                matches!(fact, Fact::AttackedOpponent | Fact::AttackedDigimon)
                    && !query::attacked_as_declared(state, Some(unit.id), fact)
            })
        });
        let used_up = t.used_up(state.uses_this_turn(card.id, ability));
        if !attack_condition_fails && !used_up {
            f(card, ability);
        }
    });
}

/// Whether any card of the 1体 has an effect with this timing, not counting keywords: most
/// have none at most timings, and the field's effects need not be read for them.
fn any_printed_at(state: &DigimonState, unit: &Unit, timing: Timing) -> bool {
    unit.summary(&state.db).timings.contains(timing)
}

/// Whether the battle-area 1体 may have an effect with this timing: its cards print one, or a
/// keyword it prints or is given has one. Its summary knows the first two, the field the third,
/// so most 1体 are passed over without reading their cards or the field's effects.
pub fn may_have_at(field: &query::Field, unit: &Unit, timing: Timing) -> bool {
    let summary = unit.summary(&field.state().db);
    summary.timings.contains(timing)
        || field.state().lasting.gives().kinds.intersects(query::BuffKinds::EFFECT)
        || (Keyword::TIMINGS.contains(timing)
            && (summary.keywords.keyword_timings.contains(timing) || field.may_give_keyword_at(timing)))
}

/// Collects effects with this timing of the battle-area 1体 `unit`, controlled by `seat`.
pub fn collect_unit(state: &mut DigimonState, seat: Seat, unit: fuda_kernel::ObjectId, timing: Timing) {
    let mut collected = take_collected(state);
    let unit = state.battle_unit(unit).map(|(_, u)| u);
    if let Some(unit) = unit.filter(|u| Keyword::TIMINGS.contains(timing) || any_printed_at(state, u, timing)) {
        let field = query::Field::new(state);
        if may_have_at(&field, unit, timing) {
            find_unit(&field, seat, unit, timing, &mut collected);
        }
    }
    state.collected = collected;
}

/// The effects collected so far, taken out of the state for a collection that reads the state
/// while it adds to them, and put back after: nothing that collection reads looks at them, and
/// they keep their room.
fn take_collected(state: &mut DigimonState) -> Vec<(Seat, PendingEffect)> {
    std::mem::take(&mut state.collected)
}

/// Collects the effects with this timing of every battle-area 1体 of `seat` (but `except`), in
/// area order, reading the field once for all of them.
#[inline] // Asked at every timing, and usually answered by its first check.
pub fn collect_units(state: &mut DigimonState, seat: Seat, except: Option<fuda_kernel::ObjectId>, timing: Timing) {
    let keyword_timing = Keyword::TIMINGS.contains(timing);
    if keyword_timing || state.player(seat).battle().iter().any(|u| any_printed_at(state, u, timing)) {
        read_units(state, seat, except, timing);
    }
}

/// [`collect_units`] past its first check.
fn read_units(state: &mut DigimonState, seat: Seat, except: Option<fuda_kernel::ObjectId>, timing: Timing) {
    let mut collected = take_collected(state);
    let field = query::Field::new(state);
    let units = state.player(seat).battle().iter().filter(|u| Some(u.id) != except);
    for unit in units.filter(|u| may_have_at(&field, u, timing)) {
        find_unit(&field, seat, unit, timing, &mut collected);
    }
    state.collected = collected;
}

/// The effects of `unit` with this timing, as [`collect_unit`] collects them.
fn find_unit(field: &query::Field, seat: Seat, unit: &Unit, timing: Timing, found: &mut Vec<(Seat, PendingEffect)>) {
    let keywords = field.keywords_at(seat, unit, timing);
    each_triggered(field.state(), unit, &keywords, timing, |card, ability| {
        found.push((seat, PendingEffect::Ability(EffectCtx::new(seat, card, ability, Some(unit.id)))));
    });
}

/// Calls `f(card, unit, ability, effect)` for each zone-icon effect (15-14-2..5) of `seat`'s
/// cards that are where their icon says: the hand, the trash, on top in the breeding area
/// (`unit` is then the breeding 1体), or face up in security.
pub fn each_zone_ability(
    state: &DigimonState,
    seat: Seat,
    mut f: impl FnMut(&Card, Option<fuda_kernel::ObjectId>, AbilityRef, &Triggered),
) {
    let p = state.player(seat);
    // Most cards have none: `derived` says so without reading their effects.
    let has_zone_effects = |card: &&Card| state.def(card).derived.zone_effects;
    let mut scan = |card: &Card, zone: EffectZone, unit: Option<fuda_kernel::ObjectId>| {
        for (i, a) in state.def(card).effects.iter().enumerate() {
            if let Some(t) = a.as_triggered().filter(|t| t.zone == zone) {
                let index = u8::try_from(i).expect("fewer than 256 effects");
                f(card, unit, AbilityRef::Printed { index, inherited: false }, t);
            }
        }
    };
    for card in p.hand.iter().filter(has_zone_effects) {
        scan(card, EffectZone::Hand, None);
    }
    for card in p.trash.iter().filter(has_zone_effects) {
        scan(card, EffectZone::Trash, None);
    }
    if let Some(unit) = p.breeding.as_ref().filter(|u| has_zone_effects(&u.top())) {
        scan(unit.top(), EffectZone::Breeding, Some(unit.id));
    }
    for card in p.face_up_security().filter(has_zone_effects) {
        scan(card, EffectZone::Security, None);
    }
}

/// Collects `seat`'s zone-icon effects with this timing (15-14-3-1, 15-14-4-1; a {手札} effect
/// is revealed when it activates, 15-14-2-1).
#[inline] // Asked at every timing, and nearly always answered by its first check.
pub fn collect_zones(state: &mut DigimonState, seat: Seat, timing: Timing) {
    if state.cards_can.zone_timings.contains(timing) {
        read_zones(state, seat, timing);
    }
}

/// [`collect_zones`] past its first check.
fn read_zones(state: &mut DigimonState, seat: Seat, timing: Timing) {
    let mut found = Vec::new();
    each_zone_ability(state, seat, |card, unit, ability, t| {
        if t.has(timing) && !t.used_up(state.uses_this_turn(card.id, ability)) {
            found.push((seat, PendingEffect::Ability(EffectCtx::new(seat, card, ability, unit))));
        }
    });
    state.collected.extend(found);
}

/// Cards of `seat` went to the trash (`increased`), or a token of theirs was put there and
/// removed from the game instead (not `increased`): their trash timings trigger, once per
/// process however many cards went (15-5-2, 15-1-9/10).
pub fn trash_placed(state: &mut DigimonState, seat: Seat, increased: bool) {
    let timings: &[Timing] = if increased {
        &[Timing::WhenCardPlacedInYourTrash, Timing::WhenYourTrashIncreases]
    } else {
        &[Timing::WhenCardPlacedInYourTrash]
    };
    for timing in timings {
        let before = state.collected.len();
        collect_units(state, seat, None, *timing);
        collect_zones(state, seat, *timing);
        // Already triggered by this process: once only.
        let fresh: Vec<(Seat, PendingEffect)> = state.collected.split_off(before);
        for item in fresh {
            if !state.collected.contains(&item) {
                state.collected.push(item);
            }
        }
    }
}

/// A Digimon of `seat` was played by an effect: that player's other battle-area cards' "when
/// another of your Digimon is played by an effect" effects trigger, each knowing which Digimon it
/// was and the level it had then (15-8-3-8).
pub fn other_own_digimon_played_by_effect(state: &mut DigimonState, seat: Seat, played: fuda_kernel::ObjectId) {
    let level = state.battle_unit(played).and_then(|(_, u)| crate::query::info::level(state, u));
    let before = state.collected.len();
    collect_units(state, seat, Some(played), Timing::WhenOtherOwnDigimonPlayedByEffect);
    for (_, pending) in &mut state.collected[before..] {
        if let PendingEffect::Ability(ctx) = pending {
            ctx.about = Some(played);
            ctx.about_level = level;
        }
    }
}

/// A Digimon of `seat` was played: the other player's "when an opponent's Digimon is played"
/// effects trigger, each knowing which Digimon it was (`about`), whose information they read
/// when they are processed (15-8-3-9-3).
pub fn opponents_digimon_played(state: &mut DigimonState, seat: Seat, played: fuda_kernel::ObjectId) {
    let other = DigimonState::opponent(seat);
    let before = state.collected.len();
    let level = state.battle_unit(played).and_then(|(_, u)| crate::query::info::level(state, u));
    collect_units(state, other, None, Timing::WhenOpponentsDigimonPlayed);
    for (_, pending) in &mut state.collected[before..] {
        if let PendingEffect::Ability(ctx) = pending {
            ctx.about = Some(played);
            ctx.about_level = level;
        }
    }
}

/// Collects a timing for every battle-area 1体 of both players, mapping "your"/"opponent's"
/// timings to the right side (15-16-11/12/13).
pub fn collect_turn_timing(state: &mut DigimonState, yours: Timing, opponents: Option<Timing>) {
    for seat in state.seat_order() {
        let timing = if seat == state.turn_player { Some(yours) } else { opponents };
        let Some(timing) = timing else { continue };
        collect_units(state, seat, None, timing);
        collect_zones(state, seat, timing);
    }
}

/// Collects the [On Deletion] effects of a 1体 that was just deleted (`arrived`: each stacked
/// card's old identity and where it arrived), with the keywords it had
/// in the battle area: the former top card holds them, inherited ones included (15-8-3-5);
/// they wait in the trash (4-13-2), so the context names the card's new identity there.
pub fn collect_on_deletion(
    state: &mut DigimonState,
    seat: Seat,
    unit: &Unit,
    keywords: &[Keyword],
    top_in_trash: Card,
    arrived: &[(fuda_kernel::ObjectId, Option<Card>)],
) {
    let mut found = Vec::new();
    each_triggered(state, unit, keywords, Timing::OnDeletion, |card, ability| {
        let mut ctx = EffectCtx::new(seat, card, ability, None);
        // The effect waits with the card it is written on: an inherited one's "this card" is
        // the source card itself (15-3-3), the others' the former top card (15-8-3-5).
        ctx.card = match ability {
            AbilityRef::Printed { inherited: true, .. } => arrived
                .iter()
                .find(|(old, _)| *old == card.id)
                .and_then(|(_, new)| new.map(|c| c.id))
                .unwrap_or(top_in_trash.id),
            AbilityRef::Printed { inherited: false, .. }
            | AbilityRef::Keyword { .. }
            | AbilityRef::Link { .. }
            | AbilityRef::Granted(_) => top_in_trash.id,
        };
        ctx.left = Some(unit.id);
        found.push(PendingEffect::Ability(ctx));
    });
    state.collected.extend(found.into_iter().map(|p| (seat, p)));
}
