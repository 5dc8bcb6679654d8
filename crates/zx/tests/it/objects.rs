//! Board objects (202.13–202.15, 210, 211, 312, 1010, 1017): what the scenarios can't show —
//! the views (301.3, 312.2b, 202.14c), determinization of face-down forces, and card-file errors.

use super::demo;
use fuda_kernel::Seat;
use fuda_kernel::view::{CardView, SeatView};
use fuda_zx::board::Square;
use fuda_zx::cards::Icon;
use fuda_zx::setup::new_game;
use fuda_zx::state::ZxState;
use fuda_zx::state::markers::Force;

/// A new game between the first two demo decks with Player cards, with a face-down force of P1's (its top deck
/// card) under P1's Player card.
fn with_face_down_force() -> ZxState {
    let (db, decks) = demo();
    let is_player = |id: &String| db.get(db.find(id).expect("known")).kind.is_player();
    let with_player: Vec<_> = decks.iter().filter(|d| d.cards.iter().any(is_player)).collect();
    let mut state = new_game(db.clone(), [with_player[0], with_player[1]], 3).expect("legal");
    let host = state.on(Square::home(Seat(0)))[0].card.id;
    let card = state.player_mut(Seat(0)).deck.pop().expect("a deck");
    state.markers.forces.push(Force { card, host, seat: Seat(0), face_up: false });
    state
}

fn force_zone(view: &SeatView, seat: Seat) -> &[CardView] {
    let player = view.players.iter().find(|p| p.seat == seat).expect("the seat");
    &player.zones.iter().find(|z| z.name == "force").expect("a Force zone").cards
}

#[test]
fn a_face_down_force_is_hidden_from_the_opponent_but_its_count_is_public() {
    let state = with_face_down_force();
    let name = state.name_of(&state.markers.forces[0].card);
    let own = fuda_zx::view::view(&state, Seat(0));
    let theirs = fuda_zx::view::view(&state, Seat(1));
    // 312.2b, 301.3b: its owner may look; 301.3d: both know the zone holds one card.
    assert!(matches!(force_zone(&own, Seat(0)), [CardView::Known(k)] if k.name == name));
    assert!(matches!(force_zone(&theirs, Seat(0)), [CardView::Hidden]));
}

#[test]
fn counters_are_in_both_players_views() {
    let (db, decks) = demo();
    let is_player = |id: &String| db.get(db.find(id).expect("known")).kind.is_player();
    let with_player: Vec<_> = decks.iter().filter(|d| d.cards.iter().any(is_player)).collect();
    let mut state = new_game(db.clone(), [with_player[0], with_player[1]], 3).expect("legal");
    fuda_zx::objects::counter::gain(&mut state, Seat(0), Icon::StarPiece, 3);
    for viewer in [Seat(0), Seat(1)] {
        let view = fuda_zx::view::view(&state, viewer);
        let p1 = view.players.iter().find(|p| p.seat == Seat(0)).expect("P1");
        assert!(p1.values.contains(&("Star Piece counters".to_string(), "3".to_string())), "202.14c: {viewer}");
    }
}

#[test]
fn a_searching_copy_deals_a_face_down_force_again_for_the_opponent_only() {
    let state = with_face_down_force();
    let original = state.markers.forces[0].card.instance;
    let own = fuda_zx::determinize::determinize(&state, Seat(0), 1);
    assert_eq!(own.markers.forces[0].card.instance, original, "its owner knows it");
    let moved = (0..20).any(|seed| {
        fuda_zx::determinize::determinize(&state, Seat(1), seed).markers.forces[0].card.instance != original
    });
    assert!(moved, "the opponent's copies stand any hidden card of P1's in for it");
}

#[test]
fn the_demo_set_makes_its_tokens_from_token_definitions() {
    let (db, _) = demo();
    for (_, def) in db.iter() {
        let effects = def.effects.iter().chain(def.abilities.iter().flat_map(|a| match a {
            fuda_zx::cards::ast::Ability::Automatic(a) => a.effects.iter(),
            fuda_zx::cards::ast::Ability::Activated(a) => a.effects.iter(),
            fuda_zx::cards::ast::Ability::Permanent(_)
            | fuda_zx::cards::ast::Ability::Renames(_)
            | fuda_zx::cards::ast::Ability::Replace(_)
            | fuda_zx::cards::ast::Ability::Continuous(_) => [].iter(),
            fuda_zx::cards::ast::Ability::Sympathy(inner) => match inner.as_ref() {
                fuda_zx::cards::ast::Ability::Automatic(a) => a.effects.iter(),
                fuda_zx::cards::ast::Ability::Activated(a) => a.effects.iter(),
                _ => [].iter(),
            },
        }));
        for e in effects {
            if let fuda_zx::cards::effect::EventEffect::CreateToken(id) = e {
                let token = db.find(id).map(|i| db.get(i));
                assert!(token.is_some_and(|t| t.token), "{}: {id} is a token's definition", def.id);
            }
        }
    }
}

#[test]
fn bad_board_object_cards_are_errors_with_fields() {
    let head = "[[card]]\nid = \"X\"\nname = \"X\"\n";
    let event = format!("{head}type = \"event\"\ncost = 1\n");
    let cases = [
        (format!("{event}token = true\n"), "token"),
        (format!("{head}type = \"player\"\nshield = 1\n"), "shield"),
        (format!("{event}effects = [{{ gain-counters = {{ icon = \"star-piece\", count = 0 }} }}]\n"), "effects[0]"),
        (format!("{event}effects = [{{ life-shield = 0 }}]\n"), "effects[0]"),
        (format!("{event}effects = [{{ create-link = \" \" }}]\n"), "effects[0]"),
        (format!("{event}effects = [{{ if = {{ cond = \"your-turn\", then = [] }} }}]\n"), "effects[0]"),
        (format!("{event}effects = [{{ if = {{ cond = \"your-turn\", then = [{{ draw = 0 }}] }} }}]\n"), "then[0]"),
        (format!("{event}effects = [{{ force-away = \"moon\" }}]\n"), "moon"),
        (
            format!(
                "{head}type = \"zx\"\ncost = 1\npower = 1000\nabilities = [{{ renames = {{ name = \"A\", zones = [] }} }}]\n"
            ),
            "abilities[0]",
        ),
    ];
    super::card_errors(&cases);
}
