//! The card language's showcase (data/ninjaslayer/cards/language.toml): every card renders as
//! the committed text, its effects write out and read back the same, and what a card file
//! writes wrongly in the language is refused with the field and what was expected.

use fuda_ninjaslayer::cards::ast::{Ability, Effect};
use fuda_ninjaslayer::cards::load::parse_cards;
use fuda_ninjaslayer::cards::render::card_text;
use serde::Deserialize;
use std::path::Path;

fn showcase() -> Vec<fuda_ninjaslayer::cards::CardDef> {
    let cards = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/ninjaslayer/cards");
    ["language.toml", "language-2.toml", "language-3.toml"]
        .iter()
        .flat_map(|file| {
            let text = std::fs::read_to_string(cards.join(file)).expect("the showcase file");
            parse_cards(&text).expect("the showcase loads")
        })
        .collect()
}

#[test]
fn showcase_cards_render_as_the_committed_text() {
    let rendered: String = showcase().iter().map(|c| format!("{}\n\n", card_text(c))).collect();
    let snap = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/language.txt");
    if std::env::var_os("FUDA_BLESS").is_some() {
        std::fs::write(&snap, &rendered).expect("write the snapshot");
    }
    let committed = std::fs::read_to_string(&snap).unwrap_or_default();
    assert_eq!(rendered, committed, "the rendered showcase differs from {} (FUDA_BLESS=1 rewrites it)", snap.display());
}

#[test]
fn showcase_effects_write_out_and_read_back_the_same() {
    let mut effects: Vec<Effect> = Vec::new();
    for card in showcase() {
        effects.extend(card.effect.clone());
        effects.extend(card.abilities.iter().filter_map(Ability::effect).cloned());
    }
    assert!(effects.len() >= 10, "every showcase effect is checked");
    for effect in effects {
        let written = toml::Value::try_from(&effect).unwrap_or_else(|e| panic!("{effect:?}: {e}"));
        let again = Effect::deserialize(written.clone()).unwrap_or_else(|e| panic!("{written}: {e}"));
        assert_eq!(again, effect, "{written}");
    }
}

#[test]
fn what_the_language_writes_wrongly_is_refused_with_field_and_expectation() {
    let kotodama = |effect: &str| {
        format!(
            "[[card]]\nid = \"X\"\nname = \"X\"\nkind = \"kotodama\"\ncost = 1\nrarity = \"common\"\neffect = {effect}\n"
        )
    };
    for (effect, field, expected) in [
        (
            r#"{ do = [{ damage-opponent = { karate-of = "gone" } }] }"#,
            "effect.do[0]",
            "the slot \"gone\" is read before a `bind` names it",
        ),
        (r#"{ do = [{ draw = -1 }] }"#, "effect.do[0]", "expected a number 0 or more, found -1"),
        (r#"{ do = [{ draw = 1 }, { bind = "this" }] }"#, "effect.do[1].bind", "expected a name of your own"),
        (r#"{ do = [{ bind = "x" }] }"#, "effect.do[0].bind", "names what the process before it acted on"),
        (
            r#"{ do = [{ draw = 1 }, { bind = "x" }, { on = { slot = "x", do = [{ draw = 1 }] } }] }"#,
            "effect.do[2].on.do",
            "only such processes",
        ),
        (
            r#"{ do = [{ discard = 1 }, { if = { cond = "did", then = [{ draw = 1 }, { bind = "y" }] } }, { if = { cond = { did = "y" }, then = [{ draw = 1 }] } }] }"#,
            "effect.do[2].if.cond",
            "the slot \"y\" is read before",
        ),
        (
            r#"{ if = { have = { zone = "ether" } }, do = [{ draw = 1 }] }"#,
            "effect",
            "`side` is required: own, opponent or any",
        ),
        (
            r#"{ if = { have = { side = "own", zone = "graveyard" } }, do = [{ draw = 1 }] }"#,
            "effect",
            "expected field, ether, ohigan",
        ),
        (r#"{ if = { have = { side = "own", colour = "red" } }, do = [{ draw = 1 }] }"#, "effect", "`colour`"),
        (r#"{ if = "my-turn", do = [{ draw = 1 }] }"#, "effect", "expected a condition (all, any, not, compare, did"),
    ] {
        let err = parse_cards(&kotodama(effect)).expect_err(effect);
        let shown = err.to_string();
        assert!(shown.contains(field) && shown.contains(expected), "{effect}: {shown}");
        assert!(err.location.line.is_some(), "{shown} has a line");
    }
    let character = |when: &str| {
        format!(
            "[[card]]\nid = \"X\"\nname = \"X\"\nkind = \"character\"\ncost = 1\nkarate = 1\ndurability = 1\nkousaku = 1\nrarity = \"common\"\nabilities = [{{ triggered = {{ when = {when}, effect = {{ do = [{{ draw = 1 }}] }} }} }}]\n"
        )
    };
    for (when, field, expected) in [
        (
            r#"{ event = { draws = "opponent" }, subject = { kind = "character" } }"#,
            "abilities[0].triggered.when.subject",
            "takes no `subject`",
        ),
        (r#"{ event = "explodes" }"#, "abilities[0]", "expected an event name or a list of event names"),
        (r#"{ event = "appears", subjet = { other = true } }"#, "abilities[0]", "unknown field `subjet`"),
        (r#""appear""#, "abilities[0]", "unknown variant `appear`"),
    ] {
        let err = parse_cards(&character(when)).expect_err(when);
        let shown = err.to_string();
        assert!(shown.contains(field) && shown.contains(expected), "{when}: {shown}");
    }
}

#[test]
fn targets_and_costs_written_wrongly_are_refused_with_field_and_expectation() {
    let kotodama = |rest: &str| {
        format!("[[card]]\nid = \"X\"\nname = \"X\"\nkind = \"kotodama\"\ncost = 1\nrarity = \"common\"\n{rest}\n")
    };
    let character = |ability: &str| {
        format!(
            "[[card]]\nid = \"X\"\nname = \"X\"\nkind = \"character\"\ncost = 1\nkarate = 1\ndurability = 1\nkousaku = 1\nrarity = \"common\"\nabilities = [{ability}]\n"
        )
    };
    for (text, field, expected) in [
        (kotodama(r#"effect = { target = { count = 1 }, do = ["kill"] }"#), "effect", "`side` is required"),
        (kotodama(r#"effect = { target = { side = "own", colour = "red" }, do = ["kill"] }"#), "effect", "`colour`"),
        (
            kotodama(r#"effect = { target = { side = "own", max-cost = "low" }, do = ["kill"] }"#),
            "effect",
            "`max-cost`: expected a number",
        ),
        (
            kotodama(r#"effect = { target = { side = "own", same-name = "gone" }, do = ["kill"] }"#),
            "effect.target",
            "the slot \"gone\" is read before a `bind` names it",
        ),
        (
            kotodama("effect = { do = [{ draw = 1 }] }\ntatsujin = { do = [{ draw = 1 }] }"),
            "tatsujin",
            "expected a Tatsujin cost: `ether`, `cost` or both",
        ),
        (
            kotodama("effect = { do = [{ draw = 1 }] }\ntatsujin = { cost = [{ draw = 1 }], do = [{ draw = 1 }] }"),
            "tatsujin.cost[0]",
            "a cost is made of discard, jitsu, reveal, damage-you, damage-chosen and ojigi-cards",
        ),
        (
            kotodama(
                "effect = { do = [{ draw = 1 }] }\ntatsujin = { cost = [{ pay-ether = 1 }], do = [{ draw = 1 }] }",
            ),
            "tatsujin.cost[0]",
            "a cost is made of discard",
        ),
        (
            kotodama(
                "effect = { do = [{ draw = 1 }] }\ntatsujin = { cost = [{ ojigi-cards = { from = { side = \"own\", zone = \"ether\" } } }], do = [{ draw = 1 }] }",
            ),
            "tatsujin.cost[0]",
            "ojigi-cards (on the field, not up-to)",
        ),
        (
            kotodama(r#"effect = { do = [{ ojigi-cards = { from = { side = "own", zone = "hand" } } }] }"#),
            "effect.do[0]",
            "`ojigi-cards` bows 1 or more cards of the field or the Ether zone",
        ),
        (
            character(r#"{ continuous = { to = "this", grant = { aisatsu-cost = [] } } }"#),
            "abilities[0].continuous.grant.aisatsu-cost",
            "expected at least one cost process",
        ),
        (
            character(r#"{ continuous = { to = "this", grant = { aisatsu-cost = [{ kill = 1 }] } } }"#),
            "abilities[0]",
            "aisatsu-cost",
        ),
        (kotodama("effect = { do = [{ draw = 1 }, { act-as = 1 }] }"), "effect.do[1]", "`act-as` is the engine's"),
        // Issue 23: "if it is …" reads a slot bound before it.
        (
            kotodama(
                r#"effect = { do = [{ if = { cond = { is = { slot = "gone", kind = "character" } }, then = [{ draw = 1 }] } }] }"#,
            ),
            "effect.do[0].if.cond",
            "the slot \"gone\" is read before a `bind` names it",
        ),
        (
            kotodama(
                r#"effect = { do = [{ if = { cond = { is = { kind = "character" } }, then = [{ draw = 1 }] } }] }"#,
            ),
            "effect",
            "`slot` is required",
        ),
        // Issue 23: a side is required wherever it would be ambiguous.
        (
            kotodama(
                r#"effect = { target = { side = "opponent" }, do = [{ damage = { x = { attribute = "Ninja" } } }] }"#,
            ),
            "effect",
            "side",
        ),
        // Issue 23: search, reveal, buff-all and free-if read the language's filter.
        (kotodama(r#"effect = { do = [{ buff-all = { karate = 1 } }] }"#), "effect", "`side` is required"),
        (kotodama(r#"effect = { do = [{ search = { kind = "character" } }] }"#), "effect", "`to` is required"),
        (
            kotodama(r#"effect = { do = [{ search = { to = "hand", same-name = "gone" } }] }"#),
            "effect.do[0].search",
            "the slot \"gone\" is read before a `bind` names it",
        ),
        (
            kotodama(r#"effect = { do = [{ search = { to = "ambush", attribute = "Ninja" } }] }"#),
            "effect.do",
            "a search that ambushes needs `kind = \"character\"`",
        ),
        (kotodama(r#"effect = { do = [{ reveal = { colour = "red" } }] }"#), "effect", "`colour`"),
        (
            character(r#"{ triggered = { when = "appears", effect = { do = [{ draw = 1 }] } } }"#)
                .replace("abilities = ", "free-if = {}\nabilities = "),
            "free-if",
            "expected a filter",
        ),
        // Damage to a character of yours, as a cost (1203.2).
        (
            kotodama(
                r#"effect = { do = [{ damage-chosen = { from = { side = "own", zone = "ohigan" }, amount = 1 } }] }"#,
            ),
            "effect.do[0]",
            "`damage-chosen` deals damage to 1 or more characters of the field",
        ),
        (
            character(r#"{ activated = { cost = { pay = [{ draw = 1 }] }, effect = { do = [{ draw = 1 }] } } }"#),
            "abilities[0].activated.cost.pay[0]",
            "a cost is made of discard",
        ),
        // Whose subject: the side is written in the subject filter.
        (
            character(
                r#"{ triggered = { when = { event = "character-kills", whose = "yours" }, effect = { do = [{ draw = 1 }] } } }"#,
            ),
            "abilities[0].triggered.when.whose",
            "`subject = { side = \"own\" }`",
        ),
        (
            character(r#"{ triggered = { when = { event = "kill" }, effect = { do = [{ draw = 1 }] } } }"#),
            "abilities[0]",
            "expected an event name",
        ),
    ] {
        let err = parse_cards(&text).expect_err(&text);
        let shown = err.to_string();
        assert!(shown.contains(field) && shown.contains(expected), "{text}: {shown}");
        assert!(err.location.line.is_some(), "{shown} has a line");
    }
}

/// Issue 23: the first spellings of search, reveal, buff-all and free-if read into the same
/// filter the language writes, so old card files keep working and render as before.
#[test]
fn old_spellings_read_into_the_shared_filter() {
    use fuda_ninjaslayer::cards::ast::Action;
    let action = |text: &str| -> Action {
        let table: toml::Value = toml::from_str(&format!("a = {text}")).expect("toml");
        Action::deserialize(table["a"].clone()).unwrap_or_else(|e| panic!("{text}: {e}"))
    };
    for (old, new) in [
        (
            r#"{ search = { kind = "character", attribute = "Ninja", max-cost = 3, to = "hand" } }"#,
            r#"{ search = { to = "hand", all = [{ attribute = "Ninja" }, { cost = { at-most = 3 } }, { kind = "character" }] } }"#,
        ),
        (
            r#"{ reveal = { kind = "character", attribute = "Ninja" } }"#,
            r#"{ reveal = { all = [{ attribute = "Ninja" }, { kind = "character" }] } }"#,
        ),
        (
            r#"{ buff-all = { side = "own", attribute = "Ninja", damaged = true, karate = 1 } }"#,
            r#"{ buff-all = { side = "own", karate = 1, durability = 0, all = [{ attribute = "Ninja" }, { damaged = true }] } }"#,
        ),
    ] {
        assert_eq!(action(old), action(new), "{old} reads as {new}");
    }
    let card = |free_if: &str| {
        let text = format!(
            "[[card]]\nid = \"X\"\nname = \"X\"\nkind = \"character\"\ncost = 1\nkarate = 1\ndurability = 1\nkousaku = 1\nrarity = \"common\"\nfree-if = {free_if}\n"
        );
        parse_cards(&text).unwrap_or_else(|e| panic!("{text}: {e}")).remove(0)
    };
    let (old, new) = (card(r#"{ name = "Bulwark Sensei" }"#), card(r#"{ any = [{ name = "Bulwark Sensei" }] }"#));
    assert!(card_text(&old).contains("If you have 1 or more \"Bulwark Sensei\" on your field"), "{}", card_text(&old));
    assert_eq!(
        card(r#"{ name = "Bulwark Sensei", attribute = "Ninja" }"#).free_if,
        card(r#"{ all = [{ attribute = "Ninja" }, { name = "Bulwark Sensei" }] }"#).free_if,
        "two keys read as all of them"
    );
    assert!(card_text(&new).contains("characters"), "another filter renders generally: {}", card_text(&new));
}
