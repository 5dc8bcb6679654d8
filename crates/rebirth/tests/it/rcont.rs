//! Continuous effects in card files: the syntax of `static` items and lasting-effect actions,
//! their errors, and their rendered text.

use fuda_rebirth::cards::ability::{Action, Kind, Prohibition, Static, Until};
use fuda_rebirth::cards::load::parse_cards;
use fuda_rebirth::cards::render::card_text;

const HEAD: &str =
    "[[card]]\nid = \"X-1\"\nname = \"Probe\"\ntype = \"character\"\ncost = 0\natk = 1\ndef = 1\nwork = \"W\"\n";

fn card(abilities: &str) -> String {
    format!("{HEAD}{abilities}")
}

#[test]
fn continuous_items_and_lasting_actions_read_and_render() {
    let text = card(
        "[[card.ability]]\nkind = \"continuous\"\nstatic = [{ prohibit = { of = \"this\", what = \"be-retired\" } }, \
         { add-attribute = { of = { of = \"you\" }, attribute = \"Idol\" } }, { lose-abilities = { of = { of = \"opponent\" } } }]\n\
         [[card.ability]]\nkind = \"auto\"\ntrigger = { event = \"appear\", subject = \"this\" }\n\
         effect = [{ modify = { pick = \"this\", atk = -1, until = \"attack\" } }, { set = { pick = \"this\", def = 5, until = \"turn\" } }]\n",
    );
    let defs = parse_cards(&text).expect("valid");
    let Kind::Continuous(c) = &defs[0].abilities[0].kind else { panic!("a continuous ability") };
    assert!(matches!(c.effects[0], Static::Prohibit { what: Prohibition::BeRetired, .. }));
    assert!(matches!(&c.effects[1], Static::AddAttribute { attribute, .. } if attribute == "Idol"));
    assert!(matches!(c.effects[2], Static::LoseAbilities { .. }));
    let Kind::Auto { effect, .. } = &defs[0].abilities[1].kind else { panic!("an auto ability") };
    assert!(matches!(effect.0[0].action, Action::Modify(_, _, _, Until::Attack)));
    assert!(matches!(effect.0[1].action, Action::SetValue(_, None, Some(_), Until::Turn)));
    let text = card_text(&defs[0]);
    for words in [
        "cannot be retired by effects",
        "have the attribute Idol",
        "lose their abilities",
        "gets -1/+0 during this attack",
        "has DEF 5 this turn",
    ] {
        assert!(text.contains(words), "{words} in {text}");
    }
}

#[test]
fn continuous_errors_name_the_field_and_line() {
    let lasting = |effect: &str| format!("[[card.ability]]\nkind = \"activated\"\neffect = [{effect}]\n");
    let statik = |item: &str| format!("[[card.ability]]\nkind = \"continuous\"\nstatic = [{item}]\n");
    let cases = [
        (lasting("{ modify = { pick = \"this\", atk = 1 } }"), "ability[0].effect[0].modify.until", "missing"),
        (
            lasting("{ modify = { pick = \"this\", atk = 1, until = \"dusk\" } }"),
            "ability[0].effect[0].modify.until",
            "expected \"turn\"",
        ),
        (
            lasting("{ set = { pick = \"this\", until = \"turn\" } }"),
            "ability[0].effect[0].set",
            "expected atk, def or both",
        ),
        (
            lasting("{ prohibit = { pick = \"this\", what = \"dance\", until = \"turn\" } }"),
            "ability[0].effect[0].prohibit.what",
            "expected \"attack\"",
        ),
        (lasting("{ lose-abilities = { until = \"turn\" } }"), "ability[0].effect[0].lose-abilities.pick", "missing"),
        (statik("{ glow = { of = \"this\" } }"), "ability[0].static[0]", "expected one continuous effect"),
        (statik("{ modify = { of = \"this\", speed = 1 } }"), "ability[0].static[0].modify.speed", "unknown key"),
        (statik("{ add-attribute = { of = \"this\" } }"), "ability[0].static[0].add-attribute.attribute", "missing"),
    ];
    for (abilities, field, message) in cases {
        let err = parse_cards(&card(&abilities)).expect_err(&abilities);
        assert_eq!(err.location.field.as_deref(), Some(field), "{abilities}: {err}");
        assert!(err.message.contains(message), "{abilities}: {}", err.message);
        assert_eq!(err.location.line, Some(2), "{abilities}: the card's id line");
    }
}
