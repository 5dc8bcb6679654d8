//! Per-seat views: what one player may know. The deck and the opponent's hand are hidden
//! (304, 305); face-down Damage-zone cards have no information for anyone (309.1b-1).

use crate::cards::Card;
use crate::cards::ast::Keyword;
use crate::cards::render::keyword_text;
use crate::info;
use crate::resolve;
use crate::state::{Character, NsState, Player, SpaceItem, StatChange, Until};
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
            let hand = p
                .hand
                .iter()
                .map(|c| {
                    // 305.3: the owner sees the hand; everyone sees a revealed card (1306.1).
                    if seat == viewer || revealed(state, c) {
                        known(state, c, card_numbers(state, c))
                    } else {
                        CardView::Hidden
                    }
                })
                .collect();
            let field = p.field.iter().map(|c| known(state, &c.card, character_states(state, c))).collect();
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
                values: damage_values(p),
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
                    zone("damage zone", damage),
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
        turn_players: vec![state.turn_player],
        phase: state.step.words().to_string(),
        shared: vec![("kotodama space".into(), if space.is_empty() { "empty".into() } else { space.join(" < ") })],
        players,
    }
}
