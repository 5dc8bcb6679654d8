//! view(seat): what one seat may know (3-1-2): public zones in full, its own hand, counts of
//! hidden zones (3-1-3-2), never the identity of a hidden card.

use crate::cards::ast::{Buff, CardKind};
use crate::cards::render;
use crate::query;
use crate::state::{Card, DigimonState, LastingEffect, Phase, Unit};
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
    // 4-5-10: face-down sources are hidden, but their owner may look at them.
    let mut under: Vec<CardView> = unit
        .sources()
        .iter()
        .rev()
        .map(|c| {
            if !unit.face_down().contains(&c.id) {
                known(state, c, Vec::new(), Vec::new())
            } else if c.owner == viewer {
                known(state, c, vec!["face down".to_string()], Vec::new())
            } else {
                CardView::Hidden
            }
        })
        .collect();
    under.extend(unit.links().iter().map(|c| known(state, c, vec!["link card".to_string()], Vec::new())));
    known(state, unit.top(), states, under)
}

/// A card of a hidden zone (deck, security) as `viewer` sees it: revealed cards are shown to
/// every player (15-15-3-1, rules::REVEAL_PUBLIC), looked-at ones only to the player looking
/// (15-15-4-1, rules::LOOK).
fn hidden_zone_card(state: &DigimonState, c: &Card, viewer: Seat) -> CardView {
    match shown_in_hidden_zone(state, c, viewer) {
        Some(how) => known(state, c, vec![how.to_string()], Vec::new()),
        None => CardView::Hidden,
    }
}

/// How `viewer` sees a card of a deck or a security stack, or `None` if it does not.
pub fn shown_in_hidden_zone(state: &DigimonState, c: &Card, viewer: Seat) -> Option<&'static str> {
    // 3-7-4: a face-up security card is public.
    if state.player(c.owner).face_up_security.contains(&c.id) && state.player(c.owner).security.contains(c) {
        return Some("face up");
    }
    if state.revealed.contains(&c.id) {
        return Some("revealed");
    }
    match &state.looking {
        Some((seat, ids)) if *seat == viewer && ids.contains(&c.id) => Some("looked at"),
        _ => None,
    }
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
            let hidden = |cards: &[Card]| cards.iter().map(|_| CardView::Hidden).collect::<Vec<_>>();
            let hand = if seat == viewer {
                p.hand.iter().map(|c| known(state, c, hand_states(state, c), Vec::new())).collect()
            } else {
                hidden(&p.hand)
            };
            let zones = vec![
                zone("deck", p.deck.iter().map(|c| hidden_zone_card(state, c, viewer)).collect()),
                zone("digitama deck", hidden(&p.eggs)),
                zone("hand", hand),
                zone("security", p.security.iter().map(|c| hidden_zone_card(state, c, viewer)).collect()),
                zone("trash", p.trash.iter().rev().map(|c| known(state, c, Vec::new(), Vec::new())).collect()),
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
        players,
    }
}
