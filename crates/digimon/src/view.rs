//! view(seat): what one seat may know (3-1-2): public zones in full, its own hand, counts of
//! hidden zones (3-1-3-2), never the identity of a hidden card. Whether a card is shown is
//! [`crate::visibility`]'s to say, for every card of every zone.

use crate::cards::ast::{Buff, CardKind};
use crate::cards::render;
use crate::query;
use crate::state::{Card, DigimonState, LastingEffect, Phase, Unit};
use crate::visibility::{self, Place, Seen};
use fuda_kernel::Seat;
use fuda_kernel::view::{CardView, KnownCard, PlayerView, SeatView, ZoneView};

fn known(state: &DigimonState, card: &Card, states: Vec<String>, under: Vec<CardView>) -> CardView {
    let def = state.def(card);
    CardView::Known(KnownCard {
        instance: card.instance.0,
        card_id: def.id.clone(),
        name: state.card_label(card),
        states,
        under,
    })
}

fn zone(name: &str, cards: Vec<CardView>) -> ZoneView {
    ZoneView { name: name.to_string(), cards }
}

/// A hand card's level and cost (2-4, 2-7), or an Option card's use cost.
fn hand_states(state: &DigimonState, card: &Card) -> Vec<String> {
    let def = state.def(card);
    let level = def.level.map(|l| format!("Lv.{l}"));
    let cost = def.cost.map(|c| match def.kind {
        CardKind::Option => format!("use cost {c}"),
        CardKind::Digimon | CardKind::Tamer | CardKind::DigiEgg => format!("play cost {c}"),
    });
    let digivolve = def.digivolve.iter().map(|d| format!("digivolve cost {}", d.cost));
    level.into_iter().chain(cost).chain(digivolve).collect()
}

/// What a battle-area 1体 has beyond its card text: its keywords (printed, inherited or given,
/// 16), the other modifications it has now, and the lasting effects on it with how long each
/// lasts (15-8-2).
fn battle_states(state: &DigimonState, seat: Seat, unit: &Unit, field: &query::Field) -> Vec<String> {
    let lasting: Vec<&LastingEffect> = state.lasting.iter().filter(|e| e.target.names(seat, unit.id)).collect();
    let mut out: Vec<String> = Vec::new();
    field.for_each_buff(seat, unit, |buff| {
        // DP is shown as a number; a lasting effect is shown with its duration below.
        let shown = matches!(buff, Buff::Dp(_) | Buff::BaseDp(_)) || lasting.iter().any(|e| e.buff == *buff);
        let text = render::buff_text(buff);
        if !shown && !out.contains(&text) {
            out.push(text);
        }
    });
    out.extend(lasting.iter().map(|e| format!("{} {}", render::buff_text(&e.buff), render::duration_text(e.until))));
    out
}

fn unit_view(state: &DigimonState, seat: Seat, viewer: Seat, unit: &Unit, field: Option<&query::Field>) -> CardView {
    let mut states = vec![if unit.suspended { "suspended".to_string() } else { "active".to_string() }];
    if let Some(dp) = query::dp(state, seat, unit) {
        states.push(format!("DP {dp}"));
    }
    if let Some(field) = field {
        states.extend(battle_states(state, seat, unit, field));
    }
    let place = |c: &Card| if unit.face_down().contains(&c.id) { Place::FaceDownSource } else { Place::Area };
    let mut under: Vec<CardView> =
        unit.sources().iter().rev().map(|c| shown(state, place(c), c, viewer, Vec::new())).collect();
    under.extend(unit.links().iter().map(|c| shown(state, Place::Area, c, viewer, vec!["link card".to_string()])));
    match shown(state, Place::Area, unit.top(), viewer, Vec::new()) {
        CardView::Known(top) => CardView::Known(KnownCard { states, under, ..top }),
        other => other,
    }
}

/// `card`, lying in `place`, as `viewer` sees it ([`visibility::seen`]): with `states` and
/// why it is seen where that is not plain (a face-up security card, a face-down stacked card its
/// owner looks at, a revealed or looked-at card), or hidden.
fn shown(state: &DigimonState, place: Place, card: &Card, viewer: Seat, mut states: Vec<String>) -> CardView {
    let Some(seen) = visibility::seen(state, place, card, viewer) else {
        return CardView::Hidden;
    };
    let why = match (seen, place) {
        (Seen::Revealed, _) => Some("revealed"),
        (Seen::LookedAt, _) => Some("looked at"),
        (Seen::Standing, Place::SecurityFaceUp) => Some("face up"),
        (Seen::Standing, Place::FaceDownSource) => Some("face down"),
        (Seen::Standing, _) => None,
    };
    states.extend(why.map(str::to_string));
    known(state, card, states, Vec::new())
}

/// A phase as the rulebook names it (6).
fn phase_words(phase: Phase) -> &'static str {
    match phase {
        Phase::Setup => "setup",
        Phase::Active => "active phase",
        Phase::Draw => "draw phase",
        Phase::Breeding => "breeding phase",
        Phase::Main => "main phase",
    }
}

/// The view of `viewer`.
pub fn view(state: &DigimonState, viewer: Seat) -> SeatView {
    let field = query::Field::new(state);
    let players = [Seat(0), Seat(1)]
        .into_iter()
        .map(|seat| {
            let p = state.player(seat);
            let hand = p.hand.iter().map(|c| {
                let states = if seat == viewer { hand_states(state, c) } else { Vec::new() };
                shown(state, Place::Hand, c, viewer, states)
            });
            let security = p.security.iter().map(|c| {
                let place = if p.face_up_security.contains(&c.id) { Place::SecurityFaceUp } else { Place::Security };
                shown(state, place, c, viewer, Vec::new())
            });
            let zones = vec![
                zone("deck", p.deck.iter().map(|c| shown(state, Place::Deck, c, viewer, Vec::new())).collect()),
                zone(
                    "digitama deck",
                    p.eggs.iter().map(|c| shown(state, Place::DigitamaDeck, c, viewer, Vec::new())).collect(),
                ),
                zone("hand", hand.collect()),
                zone("security", security.collect()),
                zone(
                    "trash",
                    p.trash.iter().rev().map(|c| shown(state, Place::Trash, c, viewer, Vec::new())).collect(),
                ),
                // 3-4-5-4: effects in the breeding area are silent; only the battle area's are read.
                zone("breeding area", p.breeding.iter().map(|u| unit_view(state, seat, viewer, u, None)).collect()),
                zone(
                    "battle area",
                    p.battle().iter().map(|u| unit_view(state, seat, viewer, u, Some(&field))).collect(),
                ),
            ];
            PlayerView { seat, values: vec![("memory".into(), state.memory_for(seat).to_string())], zones }
        })
        .collect();
    let mut shared = vec![("memory (P1 side +)".to_string(), state.memory.to_string())];
    if let Some(card) = state.using {
        shared.push(("in use".into(), state.card_label(&card)));
    }
    if let Some(card) = state.attack.as_ref().and_then(|a| a.checked) {
        shared.push(("checked".into(), state.card_label(&card)));
    }
    SeatView {
        seat: viewer,
        game: "digimon".into(),
        turn: state.turn,
        turn_players: vec![state.turn_player],
        phase: format!("{}{}", phase_words(state.phase), if state.ending { " (end of turn)" } else { "" }),
        shared,
        shared_zones: Vec::new(),
        players,
    }
}
