//! Per-seat views: what one player may know. The deck and the opponent's hand are hidden
//! (304, 305); face-down Damage-zone cards have no information for anyone (309.1b-1).

use crate::cards::Card;
use crate::resolve;
use crate::state::{NsState, SpaceItem};
use fuda_kernel::Seat;
use fuda_kernel::view::{CardView, KnownCard, PlayerView, SeatView, ZoneView};

fn known(state: &NsState, card: &Card, states: Vec<String>) -> CardView {
    CardView::Known(KnownCard {
        instance: card.instance.0,
        card_id: state.def(card).id.clone(),
        name: state.name_of(card),
        states,
        under: Vec::new(),
    })
}

fn zone(name: &str, cards: Vec<CardView>) -> ZoneView {
    ZoneView { name: name.to_string(), cards }
}

/// Whether every player sees this card of a hidden zone (1306.1, 1209.3c).
pub fn revealed(state: &NsState, card: &Card) -> bool {
    state.revealed.contains(&card.id) || state.trigger_revealed.contains(&card.id)
}

/// The view of `viewer`.
pub fn view(state: &NsState, viewer: Seat) -> SeatView {
    let players = [Seat(0), Seat(1)]
        .into_iter()
        .map(|seat| {
            let p = state.player(seat);
            let hand = p
                .hand
                .iter()
                .map(|c| {
                    // 305.3: the owner sees the hand; everyone sees a revealed card (1306.1).
                    if seat == viewer || revealed(state, c) { known(state, c, Vec::new()) } else { CardView::Hidden }
                })
                .collect();
            let field = p
                .field
                .iter()
                .map(|c| {
                    let mut states = vec![format!(
                        "{}/{} kousaku {}",
                        resolve::karate(state, c),
                        resolve::durability(state, c),
                        resolve::kousaku(state, c)
                    )];
                    if c.tapped {
                        states.push("ojigi".into());
                    }
                    if c.damage > 0 {
                        states.push(format!("damage {}", c.damage));
                    }
                    known(state, &c.card, states)
                })
                .collect();
            let ether = p
                .ether
                .iter()
                .map(|e| known(state, &e.card, if e.tapped { vec!["ojigi".into()] } else { Vec::new() }))
                .collect();
            let damage = p
                .damage_zone
                .iter()
                .map(|d| if d.face_up { known(state, &d.card, Vec::new()) } else { CardView::Hidden })
                .collect();
            PlayerView {
                seat,
                values: vec![("damage".into(), p.damage.to_string())],
                zones: vec![
                    zone(
                        "deck",
                        p.deck
                            .iter()
                            .map(|c| if revealed(state, c) { known(state, c, Vec::new()) } else { CardView::Hidden })
                            .collect(),
                    ),
                    zone("hand", hand),
                    zone("field", field),
                    zone("ether", ether),
                    zone("ohigan", p.ohigan.iter().map(|c| known(state, c, Vec::new())).collect()),
                    zone("damage", damage),
                    zone("exclusion", p.exclusion.iter().map(|c| known(state, c, Vec::new())).collect()),
                    zone("check", p.check.iter().map(|c| known(state, c, Vec::new())).collect()),
                ],
            }
        })
        .collect();
    let space: Vec<String> = state
        .space
        .iter()
        .map(|item| match item {
            SpaceItem::Card { card, controller, .. } => format!("{} ({controller})", state.name_of(card)),
            SpaceItem::Ukemi { def, controller, .. } => {
                format!("ukemi of {} ({controller})", state.db.get(*def).full_name())
            }
            SpaceItem::DamageCheck { controller } => format!("damage check ({controller})"),
            SpaceItem::Ability { def, controller, .. } => {
                format!("ability of {} ({controller})", state.db.get(*def).full_name())
            }
        })
        .collect();
    SeatView {
        seat: viewer,
        game: "ninjaslayer".into(),
        turn: state.turn,
        turn_player: state.turn_player,
        phase: format!("{:?}", state.step),
        shared: vec![("kotodama space".into(), space.join(" < "))],
        players,
    }
}
