//! Continuous effects (811) read through the engine's API: "becomes" and cards without the
//! parameter (811.6, E33, E34), ties of timestamps (811.3c), and card files that misuse the
//! continuous-effect language.

use fuda_kernel::Seat;
use fuda_kernel::objects::{CardInstance, ObjectAllocator};
use fuda_zx::board::Square;
use fuda_zx::cards::load::parse_cards;
use fuda_zx::cards::{Card, CardDb, Colour};
use fuda_zx::continuous::traits;
use fuda_zx::state::ZxState;
use std::sync::Arc;

const CARDS: &str = r#"
[[card]]
id = "T-ZX"
name = "Test Shifter"
type = "zx"
cost = 2
colours = ["red"]
power = 4000
races = ["Beast", "Sylvan"]
abilities = [{ continuous = { changes = [{ race-becomes = "Dragon" }] } }]

[[card]]
id = "T-PL"
name = "Test Pilot"
type = "player"
colours = ["red"]
abilities = [{ continuous = { changes = [{ race-becomes = "Dragon" }] } }]

[[card]]
id = "T-TWICE"
name = "Test Twice Dyed"
type = "zx"
cost = 2
colours = ["red"]
power = 4000
abilities = [
  { continuous = { changes = [{ colours-become = ["blue"] }] } },
  { continuous = { changes = [{ colours-become = ["white"] }] } },
]

[[card]]
id = "T-GREEN"
name = "Test Green Banner"
type = "zx"
cost = 2
colours = ["green"]
power = 4000
abilities = [{ continuous = { whom = "all-zx", changes = [{ colours-become = ["green"] }] } }]

[[card]]
id = "T-BLACK"
name = "Test Black Banner"
type = "zx"
cost = 2
colours = ["black"]
power = 4000
abilities = [{ continuous = { whom = "all-zx", changes = [{ colours-become = ["black"] }] } }]
"#;

/// A state with the test cards and nothing else.
fn state(turn_player: Seat) -> ZxState {
    let mut db = CardDb::default();
    for def in parse_cards(CARDS).expect("the test cards load") {
        db.insert(def);
    }
    ZxState::new(Arc::new(db), Default::default(), turn_player, 1, ObjectAllocator::default())
}

/// Puts a new card `id` of `seat` on `square`.
fn put(state: &mut ZxState, id: &str, seat: Seat, square: &str) -> Card {
    let def = state.db.find(id).expect("a test card");
    let card =
        Card { id: state.objects.fresh(), instance: CardInstance(state.placements as u16 + 1), def, owner: seat };
    state.put_on(Square::parse(square).expect("a square"), card, seat);
    card
}

#[test]
fn becomes_replaces_the_races_and_skips_a_card_without_one() {
    let mut s = state(Seat(0));
    let zx = put(&mut s, "T-ZX", Seat(0), "a1");
    let pilot = put(&mut s, "T-PL", Seat(0), "b1");
    // E33 (811.6): the old races are lost; only the new one is left.
    assert_eq!(traits(&s, &zx).races, vec!["Dragon".to_string()]);
    // E34 (811.6, 208.1): a Player card has no race, so the effect doesn't apply.
    assert!(traits(&s, &pilot).races.is_empty());
}

#[test]
fn equal_timestamps_go_by_printed_order_then_the_turn_player_first() {
    let mut s = state(Seat(0));
    // 811.3c: one card's two abilities share a timestamp and a controller: printed order.
    let twice = put(&mut s, "T-TWICE", Seat(0), "a1");
    assert_eq!(traits(&s, &twice).colours.list(), vec![Colour::White]);
    // Two controllers, one timestamp: the turn player's effect first, so the other's last.
    let green = put(&mut s, "T-GREEN", Seat(0), "c1");
    let black = put(&mut s, "T-BLACK", Seat(1), "a3");
    for unit in s.squares.iter_mut().flatten().filter(|u| u.card.id == green.id || u.card.id == black.id) {
        unit.placed = 7;
    }
    assert_eq!(traits(&s, &green).colours.list(), vec![Colour::Black], "P1's turn: P2's effect applies last");
    s.turn_player = Seat(1);
    assert_eq!(traits(&s, &green).colours.list(), vec![Colour::Green], "P2's turn: P1's effect applies last");
}

#[test]
fn misused_continuous_language_is_an_error_naming_the_field() {
    let head = "[[card]]\nid = \"X\"\nname = \"X\"\ntype = \"zx\"\ncost = 1\npower = 1000\n";
    let cases = [
        (
            format!("{head}abilities = [{{ continuous = {{ changes = [\"no-charge-limit\"] }} }}]\n"),
            "abilities[0].changes",
        ),
        (
            format!("{head}abilities = [{{ continuous = {{ whom = \"you\", changes = [{{ power = 1000 }}] }} }}]\n"),
            "abilities[0].changes",
        ),
        (format!("{head}abilities = [{{ continuous = {{ changes = [] }} }}]\n"), "abilities[0].changes"),
        (
            "[[card]]\nid = \"E\"\nname = \"E\"\ntype = \"event\"\ncost = 0\neffects = [{ until-end-of-turn = { changes = [{ power = 1000 }] } }]\n"
                .to_string(),
            "effects[0]",
        ),
    ];
    for (text, field) in cases {
        let err = parse_cards(&text).expect_err("a misused ability");
        assert!(err.to_string().contains(field), "{field} in {err}");
    }
}
