//! docs/cards.md: its card and deck examples are the demo files, and the card language refuses
//! what serde alone cannot check, naming the field.

use crate::cards::{card, demo_db};

use fuda_digimon::cards::render::card_text;
use std::path::Path;
/// The fenced blocks of docs/cards.md with their info string (`toml`, or empty).
fn doc_blocks() -> Vec<(String, String)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/cards.md");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut blocks = Vec::new();
    let mut open: Option<(String, String)> = None;
    for line in text.lines() {
        match (&mut open, line.strip_prefix("```")) {
            (None, Some(info)) => open = Some((info.trim().to_string(), String::new())),
            (Some(_), Some(_)) => blocks.extend(open.take()),
            (Some((_, body)), None) => {
                body.push_str(line);
                body.push('\n');
            }
            (None, None) => {}
        }
    }
    blocks
}

#[test]
fn the_card_examples_in_the_docs_are_the_demo_cards() {
    use fuda_digimon::cards::load::parse_cards;
    let db = demo_db();
    let mut checked = 0;
    for (info, body) in doc_blocks() {
        if info == "toml" && body.trim_start().starts_with("[[card]]") {
            let cards = parse_cards(&body).unwrap_or_else(|e| panic!("a card example of docs/cards.md: {e}\n{body}"));
            for c in cards {
                assert_eq!(&c, card(&db, &c.id), "docs/cards.md shows {} otherwise than the demo set", c.id);
                checked += 1;
            }
        } else if info.is_empty() && body.starts_with("FD-") {
            let id = body.split_whitespace().next().expect("starts with an id");
            assert_eq!(body.trim_end(), card_text(card(&db, id)), "docs/cards.md renders {id} otherwise than fuda");
            checked += 1;
        }
    }
    assert!(checked >= 30, "expected many card examples in docs/cards.md, found {checked}");
}

#[test]
fn effect_language_serde_cannot_check_is_refused_with_its_field() {
    use fuda_digimon::cards::load::parse_cards;
    let card = |action: &str| {
        format!(
            "[[card]]\nid = \"T-BAD\"\nname = \"Bad\"\nkind = \"option\"\ncolors = [\"red\"]\nuse-cost = 1\n\
             [[card.effects]]\nwhen = \"main\"\ndo = [{{ if = {{ condition = \"you-have-tamer\", then = [{action}] }} }}]\n"
        )
    };
    let cases = [
        // 15-15-7-1: "per X" multiplies a written number; a deletion has none.
        (
            "{ for-each = { per = \"your-tamers\", do = { delete = { side = \"opponent\" } } } }",
            "effects[0].do[0].then[0].for-each.do",
        ),
        ("{ look = { side = \"any\", zone = \"deck\" } }", "look.side"),
        ("{ look = { side = \"opponent\", zone = \"deck\", take = 1 } }", "look.take"),
        ("{ add-to-hand = { from = \"hand\" } }", "add-to-hand.from"),
        ("{ place-under-this = { from = \"this-sources\" } }", "place-under-this.from"),
        // Filters choose among hand or trash cards; "this card" is one card already.
        ("{ place-option = { from = \"this\", trait = \"Gear\" } }", "place-option"),
        // A ranking among the candidates means nothing under `any`.
        (
            "{ delete = { side = \"opponent\", any = [{ lowest = \"dp\" }, { token = true }] } }",
            "effects[0].do[0].then[0]",
        ),
    ];
    for (action, field) in cases {
        let err = parse_cards(&card(action)).expect_err("refused");
        assert!(err.to_string().contains(field), "the error names {field:?}: {err}");
    }
    // 15-14-2..4: zone icons go with timings that do not need the card in the area, and only
    // on the card's own effects.
    let digimon = "[[card]]\nid = \"T-Z\"\nname = \"Z\"\nkind = \"digimon\"\ncolors = [\"red\"]\nlevel = 3\n\
                   dp = 1000\nplay-cost = 1\n";
    let zone_cases = [
        ("[[card.effects]]\nzone = \"trash\"\nwhen = \"on-play\"\ndo = [{ draw = 1 }]\n", "effects[0].zone"),
        (
            "[card.inherited]\n[[card.inherited.effects]]\nzone = \"hand\"\nwhen = \"main\"\ndo = [{ draw = 1 }]\n",
            "inherited.effects[0].zone",
        ),
        // 17-1-3-3: only an Option card is put in an area by `place-option`; a Digimon places none
        // of itself.
        ("[[card.effects]]\nwhen = \"on-play\"\ndo = [{ place-option = { from = \"this\" } }]\n", "place-option.from"),
        // 15-12-1: an addition that depends on a condition could depend on another one forever.
        (
            "[[card.effects]]\nduring = \"your-turn\"\nif = \"you-have-tamer\"\nbuff = { also-digimon = 3000 }\n",
            "effects[0].buff",
        ),
    ];
    for (effects, field) in zone_cases {
        let err = parse_cards(&format!("{digimon}{effects}")).expect_err("refused");
        assert!(err.to_string().contains(field), "the error names {field:?}: {err}");
    }
}

/// Issue 20: the deck example of docs/cards.md was not the file its first line names. A TOML
/// example opening with `# data/…` is that file, whole.
#[test]
fn issue_20_a_doc_example_that_names_a_data_file_is_that_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut checked = 0;
    for (info, body) in doc_blocks() {
        let Some((first, rest)) = body.split_once('\n') else { continue };
        let Some(named) = first.strip_prefix("# ").filter(|n| info == "toml" && n.starts_with("data/")) else {
            continue;
        };
        let file =
            std::fs::read_to_string(root.join(named)).unwrap_or_else(|e| panic!("docs/cards.md names {named}: {e}"));
        assert_eq!(rest, file, "docs/cards.md shows {named} otherwise than the file");
        checked += 1;
    }
    assert!(checked >= 1, "docs/cards.md shows a demo deck file");
}
