//! The card language of abilities: card-file syntax and its errors, rendered text.

use fuda_rebirth::cards::ability::{Action, EventKind, Kind, Trigger};
use fuda_rebirth::cards::load::parse_cards;
use fuda_rebirth::cards::render::card_text;

const HEAD: &str =
    "[[card]]\nid = \"X-1\"\nname = \"Probe\"\ntype = \"character\"\ncost = 0\natk = 1\ndef = 1\nwork = \"W\"\n";

fn card(abilities: &str) -> String {
    format!("{HEAD}{abilities}")
}

#[test]
fn an_auto_ability_reads_into_its_parts() {
    let text = card(
        "[[card.ability]]\nkind = \"auto\"\nonce-per-turn = true\ntrigger = { event = \"appear\", subject = \"this\" }\n\
         cost = [{ energy = \"無\" }]\neffect = [{ draw = 2, bind = \"drawn\" }]\n",
    );
    let defs = parse_cards(&text).expect("valid");
    let a = &defs[0].abilities[0];
    assert!(a.once_per_turn);
    let Kind::Auto { trigger: Trigger::On(p), cost: Some(cost), effect } = &a.kind else { panic!("an auto ability") };
    assert_eq!(p.event, vec![EventKind::Appear]);
    assert!(matches!(&cost.0[..], [Action::PayEnergy(fuda_kernel::lang::Amount::Num(0))]));
    assert_eq!(effect.0.len(), 1);
    assert_eq!(effect.0[0].bind.as_ref().map(|s| s.name()), Some("drawn"));
}

#[test]
fn ability_errors_name_the_field_and_line() {
    let cases = [
        ("[[card.ability]]\nkind = \"auto\"\neffect = [{ draw = 1 }]\n", "ability[0].trigger", "missing"),
        ("[[card.ability]]\nkind = \"sometimes\"\neffect = [{ draw = 1 }]\n", "ability[0].kind", "expected activated"),
        (
            "[[card.ability]]\nkind = \"activated\"\neffect = [{ fly = 1 }]\n",
            "ability[0].effect[0]",
            "expected one action",
        ),
        (
            "[[card.ability]]\nkind = \"activated\"\neffect = [{ draw = 1, sometimes = true }]\n",
            "ability[0].effect[0].sometimes",
            "unknown key",
        ),
        (
            "[[card.ability]]\nkind = \"activated\"\neffect = [{ retire = { choose = { zone = \"attic\" } } }]\n",
            "ability[0].effect[0].retire.choose.zone",
            "expected a zone",
        ),
        (
            "[[card.ability]]\nkind = \"activated\"\nhonryo = { names = [\"A\"] }\neffect = [{ draw = 1 }]\n",
            "ability[0].honryo.level",
            "level",
        ),
        ("cancel = \"sometimes\"\n", "cancel", "expected activated, auto, cancel"),
    ];
    for (abilities, field, message) in cases {
        let err = parse_cards(&card(abilities)).expect_err(abilities);
        assert_eq!(err.location.field.as_deref(), Some(field), "{abilities}: {err}");
        assert!(err.message.contains(message), "{abilities}: {}", err.message);
        assert_eq!(err.location.line, Some(2), "{abilities}: the card's id line");
    }
}

#[test]
fn abilities_and_keywords_render() {
    let text = card(
        "nobishiro = true\ncancel = \"auto\"\n[[card.ability]]\nkind = \"auto\"\nre-combo = \"Star\"\ntrigger = \"spark\"\neffect = [{ draw = { count = 1, who = \"opponent\" } }]\n",
    );
    let defs = parse_cards(&text).expect("valid");
    let shown = card_text(&defs[0]);
    assert!(shown.contains("Nobishiro"), "{shown}");
    assert!(shown.contains("Cancel: an auto ability"), "{shown}");
    assert!(shown.contains("[Auto] Re-combo <Star>: Spark: Each opponent draws 1 card."), "{shown}");
}
