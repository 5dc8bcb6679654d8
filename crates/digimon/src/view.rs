//! view(seat): what one seat may know (3-1-2): public zones in full, its own hand, counts of
//! hidden zones (3-1-3-2), never the identity of a hidden card.

use crate::query;
use crate::state::{Card, DigimonState, Unit};
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

fn unit_view(state: &DigimonState, seat: Seat, viewer: Seat, unit: &Unit) -> CardView {
    let mut states = vec![if unit.suspended { "suspended".to_string() } else { "active".to_string() }];
    if let Some(dp) = query::dp(state, seat, unit) {
        states.push(format!("DP {dp}"));
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

/// The view of `viewer`.
pub fn view(state: &DigimonState, viewer: Seat) -> SeatView {
    let players = [Seat(0), Seat(1)]
        .into_iter()
        .map(|seat| {
            let p = state.player(seat);
            let hidden = |cards: &[Card]| cards.iter().map(|_| CardView::Hidden).collect::<Vec<_>>();
            let hand = if seat == viewer {
                p.hand.iter().map(|c| known(state, c, Vec::new(), Vec::new())).collect()
            } else {
                hidden(&p.hand)
            };
            let zones = vec![
                zone("deck", p.deck.iter().map(|c| hidden_zone_card(state, c, viewer)).collect()),
                zone("digitama deck", hidden(&p.eggs)),
                zone("hand", hand),
                zone("security", p.security.iter().map(|c| hidden_zone_card(state, c, viewer)).collect()),
                zone("trash", p.trash.iter().rev().map(|c| known(state, c, Vec::new(), Vec::new())).collect()),
                zone("breeding area", p.breeding.iter().map(|u| unit_view(state, seat, viewer, u)).collect()),
                zone("battle area", p.battle().iter().map(|u| unit_view(state, seat, viewer, u)).collect()),
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
        turn_player: state.turn_player,
        phase: format!("{:?}{}", state.phase, if state.ending { " (end of turn)" } else { "" }),
        shared,
        players,
    }
}
