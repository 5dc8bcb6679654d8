//! Per-seat views: what one player may know. Every zone's count is public (4.1.2.2). Hidden
//! cards are the deck (4.9.2), the hand, which its owner sees (4.10.2), face-down energy, which
//! its master sees (4.6.2.1), and the face-down first entry card (6.2.1.2); in the team formats a
//! player sees what its teammates see (12.5.6). Which hand cards are partners is public (4.10.4).
//! A character shows its current ATK and DEF (9.10.1), marked where an effect changed them.

use crate::abilities::info::{self, Board, Info};
use crate::cards::Card;
use crate::state::{Character, RebirthState};
use fuda_kernel::Seat;
use fuda_kernel::view::{CardView, KnownCard, PlayerView, SeatView, ZoneView};

/// What stands for a partner in a hand the viewer cannot see (4.10.4).
pub const HIDDEN_PARTNER: &str = "a partner card";

fn known(state: &RebirthState, card: &Card, states: Vec<String>) -> CardView {
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

/// A character's current ATK and DEF (9.10.1), each marked with its change from what the card
/// prints (or, face down, what the effect that put it gave, 4.5.5.1) when an effect changed it:
/// `ATK 4 (+1) / DEF 2`.
fn values(state: &RebirthState, board: &Board, card: &Card) -> String {
    let printed = Info::printed(state, card);
    let now = board.iter().find(|s| s.card.id == card.id).map_or_else(|| printed.clone(), |s| s.info.clone());
    let value = |name: &str, now: i32, printed: i32| match now - printed {
        0 => format!("{name} {now}"),
        d => format!("{name} {now} ({d:+})"),
    };
    format!("{} / {}", value("ATK", now.atk, printed.atk), value("DEF", now.def, printed.def))
}

fn character(state: &RebirthState, board: &Board, c: &Character, insider: bool) -> CardView {
    if c.face_down && !insider {
        return CardView::Hidden;
    }
    let mut states = vec![values(state, board, &c.card)];
    if c.rested {
        states.push("rest".to_string());
    }
    if c.face_down {
        states.push("face down".to_string());
    }
    if c.damage > 0 {
        states.push(format!("damage {}", c.damage));
    }
    if c.partner_attacked {
        states.push("partner-attacked".to_string());
    }
    known(state, &c.card, states)
}

/// The view of `viewer`.
pub fn view(state: &RebirthState, viewer: Seat) -> SeatView {
    let board = info::board(state);
    let players = (0..state.players.len())
        .map(|k| {
            let seat = Seat(k as u8);
            let p = state.player(seat);
            let insider = state.insiders(seat).contains(viewer);
            let public =
                |cards: &[Card]| -> Vec<CardView> { cards.iter().map(|c| known(state, c, Vec::new())).collect() };
            let hand = p
                .hand
                .iter()
                .map(|c| match (insider, state.def(c).is_partner()) {
                    (true, _) => known(state, c, Vec::new()),
                    (false, true) => CardView::Item(HIDDEN_PARTNER.to_string()),
                    (false, false) => CardView::Hidden,
                })
                .collect();
            let energy = p
                .energy
                .iter()
                .map(|e| {
                    let rest = if e.rested { vec!["rest".to_string()] } else { Vec::new() };
                    match insider || state.def(&e.card).is_partner() {
                        true => known(state, &e.card, rest),
                        false => CardView::Hidden,
                    }
                })
                .collect();
            let mut zones = vec![
                zone("deck", p.deck.iter().map(|_| CardView::Hidden).collect()),
                zone("hand", hand),
                zone("entry", p.entry.iter().map(|c| character(state, &board, c, insider)).collect()),
            ];
            for (i, slot) in p.members.iter().enumerate() {
                zones.push(zone(
                    &format!("member {}", i + 1),
                    slot.iter().map(|c| character(state, &board, c, insider)).collect(),
                ));
            }
            zones.extend([
                zone("energy", energy),
                zone("rebirth", public(&p.rebirth)),
                zone("retire", public(&p.retire)),
                zone("waiting room", public(&p.waiting)),
                zone("memory", public(&p.memory)),
            ]);
            let mut values = vec![("retired".to_string(), p.retire.len().to_string())];
            if p.left {
                values.push(("left the game".to_string(), "yes".to_string()));
            }
            PlayerView { seat, values, zones }
        })
        .collect();
    SeatView {
        seat: viewer,
        game: "rebirth".to_string(),
        turn: state.turn,
        turn_players: vec![state.turn_player],
        phase: state.phase.name().to_string(),
        shared: vec![("format".to_string(), state.format.name().to_string())],
        shared_zones: counter_zone(state),
        players,
    }
}

/// Counter processing under way (9.7.3), public: what is being played (revealed, 9.7.2.1) and
/// each cancel presented, with who presented it and whether it was negated.
fn counter_zone(state: &RebirthState) -> Vec<ZoneView> {
    use crate::state::counter::Played;
    let Some(c) = &state.counter else { return Vec::new() };
    let mut cards = Vec::new();
    match c.played {
        Played::Card { card, .. } if state.playing.is_some() => {
            cards.push(known(state, &card, vec!["being played".to_string()]))
        }
        Played::Card { .. } => {}
        Played::Ability { source, .. } => {
            cards.push(known(state, &source, vec!["its ability is being played".to_string()]))
        }
    }
    for x in &c.presented {
        let mut states = vec![format!("cancel presented by {}", x.master)];
        if x.negated {
            states.push("negated".to_string());
        }
        cards.push(known(state, &x.source, states));
    }
    vec![zone("counter processing", cards)]
}
