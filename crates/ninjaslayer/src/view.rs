//! Per-seat views: what one player may know. The deck and the opponent's hand are hidden
//! (304, 305); face-down Damage-zone cards have no information for anyone (309.1b-1). Whether a
//! card is shown is [`crate::visibility`]'s to say, for every card of every zone; the Kotodama
//! space (310) is a zone of its own, shared by both players.

use crate::cards::Card;
use crate::cards::ast::Keyword;
use crate::cards::render::keyword_text;
use crate::info;
use crate::resolve;
use crate::state::{Character, NsState, Player, SpaceItem, StatChange, Until};
use crate::visibility::{self, Place};
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

/// `card`, lying in `place`, as `viewer` sees it ([`visibility::seen`]): with `states`, or hidden.
fn shown(state: &NsState, place: Place, card: &Card, viewer: Seat, states: Vec<String>) -> CardView {
    if visibility::seen(state, place, card, viewer) { known(state, card, states) } else { CardView::Hidden }
}

/// A hand card's printed cost (203), and a character's printed numbers, named (206-208).
fn card_numbers(state: &NsState, card: &Card) -> Vec<String> {
    let def = state.def(card);
    let mut out = vec![format!("cost {}", def.cost)];
    if let (Some(k), Some(d)) = (def.karate, def.durability) {
        out.push(format!("Karate {k}, Durability {d}"));
    }
    out
}

/// A character's numbers now, named (カラテ 206, 耐久力 207, 工作力 208), its orientation and
/// damage, its keyword abilities (printed or gained, 1325.2) and the effects lasting on it.
fn character_states(state: &NsState, c: &Character) -> Vec<String> {
    let mut states = vec![format!(
        "Karate {}, Durability {}, Kousaku {}",
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
    states.extend(
        Keyword::ALL.into_iter().filter(|k| info::has_keyword(state, c, *k)).map(|k| keyword_text(k).to_string()),
    );
    let more = info::more_damage(state, c);
    if more != 0 {
        states.push(format!("deals {more:+} damage"));
    }
    for l in state.lasting.iter().filter(|l| l.target == c.card.id) {
        let change = match l.change {
            StatChange::Add { karate, durability } => format!("{karate:+}/{durability:+}"),
            StatChange::Set { karate, durability } => {
                let k = karate.map(|k| format!("Karate becomes {k}"));
                let d = durability.map(|d| format!("Durability becomes {d}"));
                k.into_iter().chain(d).collect::<Vec<_>>().join(" and ")
            }
        };
        let until = match l.until {
            Until::ThisTurn => "this turn".to_string(),
            Until::ThisIkusa => "this ikusa".to_string(),
            Until::NextTurnOf(seat) => format!("during {seat}'s next turn"),
            Until::Permanent => "for the rest of the game".to_string(),
        };
        states.push(format!("{change} {until}"));
    }
    states
}

/// A player's damage as the rules count it: the cards in the Damage zone, 10 of which lose the
/// game (1002.1); and damage dealt but not yet turned into damage checks (1102.4a, 1003), shown
/// only while there is some.
fn damage_values(p: &Player) -> Vec<(String, String)> {
    let mut out = vec![("damage zone".to_string(), format!("{} of 10 cards", p.damage_zone.len()))];
    if p.damage > 0 {
        out.push(("damage to check".into(), p.damage.to_string()));
    }
    out
}

/// The view of `viewer`.
pub fn view(state: &NsState, viewer: Seat) -> SeatView {
    let players = [Seat(0), Seat(1)]
        .into_iter()
        .map(|seat| {
            let p = state.player(seat);
            let hand = p.hand.iter().map(|c| shown(state, Place::Hand, c, viewer, card_numbers(state, c))).collect();
            let field = p
                .field
                .iter()
                .map(|c| shown(state, Place::Field, &c.card, viewer, character_states(state, c)))
                .collect();
            let ether = p
                .ether
                .iter()
                .map(|e| {
                    shown(
                        state,
                        Place::Ether,
                        &e.card,
                        viewer,
                        if e.tapped { vec!["ojigi".into()] } else { Vec::new() },
                    )
                })
                .collect();
            let damage = p
                .damage_zone
                .iter()
                .map(|d| {
                    let place = if d.face_up { Place::Damage } else { Place::DamageFaceDown };
                    shown(state, place, &d.card, viewer, Vec::new())
                })
                .collect();
            let plain = |place: Place, cards: &[Card]| -> Vec<CardView> {
                cards.iter().map(|c| shown(state, place, c, viewer, Vec::new())).collect()
            };
            PlayerView {
                seat,
                values: damage_values(p),
                zones: vec![
                    zone("deck", plain(Place::Deck, &p.deck)),
                    zone("hand", hand),
                    zone("field", field),
                    zone("ether", ether),
                    zone("ohigan", plain(Place::Ohigan, &p.ohigan)),
                    zone("damage zone", damage),
                    zone("exclusion", plain(Place::Exclusion, &p.exclusion)),
                    zone("check", plain(Place::Check, &p.check)),
                ],
            }
        })
        .collect();
    // 310.2: one Kotodama space, public, its items in order (the last is the top).
    let space = state
        .space
        .iter()
        .map(|item| match item {
            SpaceItem::Card { card, controller, .. } => {
                shown(state, Place::Space, card, viewer, vec![format!("entered by {controller}")])
            }
            SpaceItem::Ukemi { def, controller, .. } => {
                CardView::Item(format!("ukemi of {} ({controller})", state.db.get(*def).full_name()))
            }
            SpaceItem::DamageCheck { controller } => CardView::Item(format!("damage check ({controller})")),
            SpaceItem::Ability { def, controller, .. } => {
                CardView::Item(format!("ability of {} ({controller})", state.db.get(*def).full_name()))
            }
        })
        .collect();
    SeatView {
        seat: viewer,
        game: "ninjaslayer".into(),
        turn: state.turn,
        turn_players: vec![state.turn_player],
        phase: state.step.words().to_string(),
        shared: Vec::new(),
        shared_zones: vec![zone("kotodama space", space)],
        players,
    }
}
