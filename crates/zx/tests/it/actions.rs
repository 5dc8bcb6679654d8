//! The one-shot action language: bad effects are refused with their field, old spellings still
//! load, and every effect renders to text and round-trips through serde.

use fuda_zx::cards::effect::EventEffect;
use fuda_zx::cards::load::parse_cards;
use fuda_zx::cards::render::effect_text;

fn event(effects: &str) -> String {
    format!("[[card]]\nid = \"X\"\nname = \"X\"\ntype = \"event\"\ncost = 1\neffects = {effects}\n")
}

#[test]
fn bad_effects_are_refused_naming_their_field() {
    let cases = [
        ("[{ that = { slot = \"it\", act = \"sleep\" } }]", "effects[0].slot"),
        (
            "[{ choose = { side = \"you\", act = \"sleep\", bind = \"a\" } }, { that = { slot = \"b\", act = \"sleep\" } }]",
            "effects[1].slot",
        ),
        ("[{ may = [{ that = { slot = \"it\", act = \"sleep\" } }] }]", "effects[0].may[0].slot"),
        ("[{ modes = { pick = 3, modes = [[{ draw = 1 }], [{ charge = 1 }]] } }]", "effects[0]"),
        ("[{ modes = { pick = 1, modes = [[]] } }]", "effects[0]"),
        ("[{ draw = -1 }]", "effects[0]"),
        ("[{ choose = { side = \"you\", act = \"sleep\", count = 0 } }]", "effects[0]"),
        ("[{ choose = { side = \"you\", act = { damage = 0 } } }]", "effects[0]"),
        ("[{ distribute = { damage = 0, side = \"opponent\", count = 2 } }]", "effects[0]"),
        ("[{ move = { from = \"square\", to = \"hand\" } }]", "effects[0]"),
        ("[{ move = { from = \"hand\", to = \"hand\" } }]", "effects[0]"),
        ("[{ if = { cond = \"your-turn\", then = [] } }]", "effects[0]"),
        ("[{ repeat = { times = 0, effects = [{ draw = 1 }] } }]", "effects[0]"),
        ("[{ start-phase = \"dawn\" }]", "dawn"),
        ("[{ choose = { side = \"you\", act = \"sleep\", upto = true } }]", "upto"),
    ];
    for (effects, field) in cases {
        let err = parse_cards(&event(effects)).expect_err(effects);
        let shown = err.to_string();
        assert!(shown.contains(field), "{effects}: {shown}");
        assert!(err.location.line.is_some(), "{shown} has a line");
    }
}

#[test]
fn a_slot_bound_earlier_reaches_later_and_nested_steps() {
    let ok = "[{ choose = { side = \"opponent\", act = \"sleep\", bind = \"it\" } }, { if = { cond = \"did\", then = [{ that = { slot = \"it\", act = { power = -1000 } } }] } }]";
    parse_cards(&event(ok)).expect("a bound slot may be named later, also inside an if");
}

#[test]
fn old_spellings_load_as_amounts() {
    let cards = parse_cards(&event("[{ draw = 2 }, { damage = { amount = 3000, side = \"any\" } }, { charge = 1 }]"))
        .expect("the old spellings load");
    let text: Vec<String> = cards[0].effects.iter().map(effect_text).collect();
    assert_eq!(
        text,
        [
            "Draw 2 cards.",
            "Choose 1 of a Z/X on a square, and deal it 3000 damage.",
            "Put the top card of your deck into your Charge."
        ]
    );
}

#[test]
fn every_effect_of_the_demo_set_round_trips_through_serde() {
    let set = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../data/zx/cards/actions.toml"))
        .expect("the action demo cards");
    let cards = parse_cards(&set).expect("they load");
    assert!(cards.len() >= 13);
    for card in &cards {
        for effect in &card.effects {
            let json = serde_json::to_string(effect).expect("serialises");
            let back: EventEffect = serde_json::from_str(&json).expect("deserialises");
            assert_eq!(&back, effect, "{}", card.id);
            assert!(!effect_text(effect).is_empty());
        }
    }
}
