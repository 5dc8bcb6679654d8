//! Per-seat views: what one player may know ([`crate::visibility`] decides each card). The board
//! of squares and Temporary are shared zones; every zone's count is public (301.3d).

use crate::board::Square;
use crate::cards::Card;
use crate::state::{Unit, ZxState};
use crate::visibility::{self, Place};
use fuda_kernel::Seat;
use fuda_kernel::view::{CardView, KnownCard, PlayerView, SeatView, ZoneView};

fn known(state: &ZxState, card: &Card, states: Vec<String>) -> CardView {
    CardView::Known(KnownCard {
        instance: card.instance.0,
        card_id: state.def(card).id.clone(),
        name: state.name_of(card),
        states,
        under: Vec::new(),
    })
}

fn shown(state: &ZxState, place: Place, card: &Card, viewer: Seat, states: Vec<String>) -> CardView {
    if visibility::seen(state, place, card, viewer) { known(state, card, states) } else { CardView::Hidden }
}

fn zone(name: &str, cards: Vec<CardView>) -> ZoneView {
    ZoneView { name: name.to_string(), cards }
}

/// A unit's states: controller, orientation, power and damage.
fn unit_states(state: &ZxState, u: &Unit) -> Vec<String> {
    let mut out = vec![format!("controlled by {}", u.controller)];
    if u.sleeping {
        out.push("sleep".into());
    }
    if state.def(&u.card).kind.is_zx() {
        out.push(format!("power {}", state.power(u)));
    }
    if u.damage > 0 {
        out.push(format!("damage {}", u.damage));
    }
    out.extend(crate::objects::unit_states(state, u));
    out
}

/// The view of `viewer`.
pub fn view(state: &ZxState, viewer: Seat) -> SeatView {
    let players = [Seat(0), Seat(1)]
        .into_iter()
        .map(|seat| {
            let p = state.player(seat);
            let plain = |place: Place, cards: &[Card]| -> Vec<CardView> {
                cards.iter().map(|c| shown(state, place, c, viewer, Vec::new())).collect()
            };
            let resource = p
                .resource
                .iter()
                .map(|r| {
                    shown(
                        state,
                        Place::Public,
                        &r.card,
                        viewer,
                        if r.sleeping { vec!["sleep".into()] } else { Vec::new() },
                    )
                })
                .collect();
            let dynamis = p
                .dynamis
                .iter()
                .map(|d| {
                    let states = if d.face_up { vec!["face up".into()] } else { vec!["face down".into()] };
                    shown(state, Place::Dynamis { face_up: d.face_up }, &d.card, viewer, states)
                })
                .collect();
            let mut values = vec![
                ("life".to_string(), p.life.len().to_string()),
                ("damage to deal".to_string(), p.damage.to_string()),
            ];
            if p.virtual_player {
                values.push(("player card".into(), "virtual (1206)".into()));
            }
            values.extend(crate::objects::player_values(state, seat));
            let forces = state
                .markers
                .forces
                .iter()
                .filter(|f| f.seat == seat)
                .map(|f| {
                    let states = crate::objects::force::states(state, f);
                    shown(state, Place::Force { face_up: f.face_up }, &f.card, viewer, states)
                })
                .collect();
            PlayerView {
                seat,
                values,
                zones: vec![
                    zone("deck", plain(Place::Deck, &p.deck)),
                    zone("hand", plain(Place::Hand, &p.hand)),
                    zone("life", plain(Place::Life, &p.life)),
                    zone("resource", resource),
                    zone("charge", plain(Place::Public, &p.charge)),
                    zone("trash", plain(Place::Public, &p.trash)),
                    zone("remove", plain(Place::Public, &p.remove)),
                    zone("dynamis", dynamis),
                    zone("with the player card", plain(Place::Partner, &p.partner)),
                    zone("force", forces),
                ],
            }
        })
        .collect();
    let mut shared_zones: Vec<ZoneView> = Square::ALL
        .into_iter()
        .map(|sq| {
            let cards = state
                .on(sq)
                .iter()
                .map(|u| {
                    let mut card = known(state, &u.card, unit_states(state, u));
                    if let CardView::Known(k) = &mut card {
                        // 202.7b, 202.8a: the cards that make one card with it.
                        k.under = state
                            .linked(u.card.id)
                            .into_iter()
                            .map(|(c, words)| known(state, &c, vec![words.to_string()]))
                            .collect();
                    }
                    card
                })
                .collect();
            zone(&format!("square {}", sq.words()), cards)
        })
        .collect();
    let temporary = state.temporary.iter().map(|(c, s)| known(state, c, vec![format!("played by {s}")])).collect();
    shared_zones.push(zone("temporary", temporary));
    SeatView {
        seat: viewer,
        game: "zx".into(),
        turn: state.turn,
        turn_players: vec![state.turn_player],
        phase: state.step.words().to_string(),
        shared: crate::objects::link::shown(state),
        shared_zones,
        players,
    }
}
