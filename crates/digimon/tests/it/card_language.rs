//! The newer parts of the card language: 〈ルール〉 (2-3-5), icons written on a card (4-20),
//! number modifiers of deletion effects (15-15-5) and choices both players make (1-3-5). The
//! demo set uses them, and the loader refuses them where they make no sense, naming the field.

use fuda_digimon::cards::ast::{Ability, Action, Icon, Is, Target};
use fuda_digimon::cards::load::{load_cards, parse_cards};
use fuda_digimon::cards::written::has_written;
use fuda_digimon::cards::{CardDb, CardDef, CardRule};
use std::path::Path;

fn demo_db() -> CardDb {
    let mut db = CardDb::default();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/digimon/cards");
    load_cards(&dir, &mut db).unwrap_or_else(|e| panic!("the demo cards do not load: {e}"));
    db
}

/// Every target of a card's triggered effects, own and inherited, `if` actions included.
fn targets(def: &CardDef) -> Vec<&Target> {
    fn walk<'a>(actions: &'a [Action], out: &mut Vec<&'a Target>) {
        for a in actions {
            match a {
                Action::Delete(t) | Action::Suspend(t) | Action::Unsuspend(t) => out.push(t),
                Action::ReturnToHand(t) | Action::ReturnToDeckBottom(t) => out.push(t),
                Action::Give { target, .. } | Action::DeDigivolve { target, .. } => out.push(target),
                Action::If { then, .. } | Action::AtEndOfTurn(then) => walk(then, out),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    for a in def.effects.iter().chain(&def.inherited) {
        if let Ability::Triggered(t) = a {
            walk(&t.actions, &mut out);
        }
    }
    out
}

#[test]
fn the_demo_set_uses_card_rules_and_new_filters() {
    let db = demo_db();
    let cards: Vec<&CardDef> = db.iter().map(|(_, c)| c).collect();
    let rules: Vec<&CardRule> = cards.iter().flat_map(|c| c.rules.iter()).collect();
    assert!(rules.contains(&&CardRule::AnyNumberOfCopies), "no demo card may be included in any number");
    let also: Vec<&str> =
        rules.iter().filter_map(|r| if let CardRule::AlsoNamed(n) = r { Some(n.as_str()) } else { None }).collect();
    assert!(!also.is_empty(), "no demo card is also treated as another name");
    for name in also {
        assert!(cards.iter().any(|c| c.name == name), "a 〈ルール〉 name [{name}] is no demo card's own name");
    }
    let all: Vec<&Target> = cards.iter().flat_map(|c| targets(c)).collect();
    let has = |want: &dyn Fn(&Is) -> bool| all.iter().any(|t| t.filter.atoms().into_iter().any(want));
    assert!(has(&|a| matches!(a, Is::Written(_))), "no demo target filters by a written icon");
    assert!(has(&|a| *a == Is::MaxDpOfThis(true)), "no demo target is limited by this Digimon's DP");
}

fn one_card(extra: &str) -> String {
    format!(
        "[[card]]\nid = \"T-1\"\nname = \"Test One\"\nkind = \"digimon\"\ncolors = [\"red\"]\nlevel = 3\ndp = 3000\nplay-cost = 3\n{extra}"
    )
}

#[test]
fn written_icons_are_printed_text_only() {
    let cards = parse_cards(&one_card(
        "keywords = [\"alliance\"]\n[card.inherited]\n[[card.inherited.effects]]\nwhen = \"on-deletion\"\ndo = [\"save\"]\n",
    ))
    .expect("a valid card");
    let c = &cards[0];
    assert!(has_written(c, Icon::Save), "4-20-3: an inherited <Save> is written on the card");
    assert!(has_written(c, Icon::Alliance), "4-20-1: a keyword is written");
    assert!(!has_written(c, Icon::MaterialSave), "4-20-4: <Save> is not <Material Save>");
    assert!(!has_written(c, Icon::SecurityAttack), "4-20-5: Alliance's annotation holds no icon");
}

#[test]
fn bad_uses_are_refused_with_their_field() {
    let option = "[[card]]\nid = \"T-2\"\nname = \"Test Two\"\nkind = \"option\"\ncolors = [\"red\"]\nuse-cost = 1\n";
    let cases = [
        (one_card("rules = [{ also-named = \"Test One\" }]\n"), "rules[0]"),
        (one_card("rules = [\"any-number-of-copies\", \"any-number-of-copies\"]\n"), "rules[1]"),
        (one_card("rules = [{ also-named = \" \" }]\n"), "rules[0]"),
        (
            one_card("token = true\nplay-cost = 0\n").replace("play-cost = 3\n", "")
                + "rules = [\"any-number-of-copies\"]\n",
            "rules[0]",
        ),
        (one_card("rules = [\"unknown-rule\"]\n"), "unknown"),
        (one_card("[[card.effects]]\nduring = \"your-turn\"\nbuff = { delete-dp-limit = 1000 }\n"), "effects[0].to"),
        (
            one_card("[[card.effects]]\nduring = \"your-turn\"\nto = \"your-effects\"\nbuff = { dp = 1000 }\n"),
            "effects[0].buff",
        ),
        (
            one_card(
                "[[card.effects]]\nwhen = \"on-play\"\ndo = [{ give = { target = { pick = \"this\" }, buff = { delete-dp-limit = 1000 } } }]\n",
            ),
            "effects[0].do[0]",
        ),
        (
            one_card(
                "[[card.effects]]\nwhen = \"on-play\"\ndo = [{ delete = { side = \"opponent\", max-dp = 3000, max-dp-of-this = true } }]\n",
            ),
            "effects[0].do[0]",
        ),
        (
            format!(
                "{option}[[card.effects]]\nwhen = \"main\"\ndo = [{{ delete = {{ side = \"opponent\", max-dp-of-this = true }} }}]\n"
            ),
            "effects[0].do[0]",
        ),
        (
            one_card("[[card.effects]]\nwhen = \"on-play\"\ndo = [{ each-player-trashes-from-hand = 0 }]\n"),
            "effects[0].do[0]",
        ),
        (
            one_card(
                "[[card.effects]]\nwhen = \"on-play\"\ndo = [{ delete = { side = \"opponent\", written = \"saver\" } }]\n",
            ),
            "saver",
        ),
        // More than the engine numbers (MOST_PER_CARD).
        (
            one_card(&format!("digivolve = [{}]\n", vec!["{ level = 2, color = \"red\", cost = 0 }"; 65].join(", "))),
            "digivolve",
        ),
        (one_card(&"[[card.effects]]\nwhen = \"on-play\"\ndo = [{ draw = 1 }]\n".repeat(65)), "at most 64 effects"),
        (one_card("[[card.effects]]\nwhen = \"main\"\nper-turn = 0\ndo = [{ draw = 1 }]\n"), "effects[0].per-turn"),
        (
            one_card("[[card.effects]]\nwhen = \"main\"\nonce-per-turn = true\nper-turn = 2\ndo = [{ draw = 1 }]\n"),
            "not both",
        ),
        (
            one_card(
                "[[card.effects]]\nduring = \"all-turns\"\nif = { have = { side = \"own\", color = \"red\" } }\nbuff = { also-color = \"red\" }\n",
            ),
            "asks no colour",
        ),
        (
            one_card(
                "[[card.effects]]\nduring = \"all-turns\"\nto = \"your-digimon\"\nbuff = { also-color = \"red\" }\n",
            ),
            "effects[0].buff",
        ),
        (
            one_card(
                "[[card.effects]]\nwhen = \"on-play\"\ndo = [{ delete = { side = \"opponent\", total = { stat = \"dp\" } } }]\n",
            ),
            "at-most",
        ),
        (
            one_card(
                "[[card.effects]]\nwhen = \"on-play\"\ndo = [{ for-each = { per = \"your-cats\", do = { draw = 1 } } }]\n",
            ),
            "expected an amount",
        ),
        (
            one_card(
                "[[card.effects]]\nwhen = \"on-play\"\nif = { compare = [{ cards = { side = \"opponent\", zone = \"hand\" } }, \">=\", 1] }\ndo = [{ draw = 1 }]\n",
            ),
            "hidden",
        ),
        (
            one_card(
                "[[card.effects]]\nwhen = \"on-play\"\nif = { compare = [{ cards = { side = \"own\", trait = \"X\" } }, \">=\", 1] }\ndo = [{ draw = 1 }]\n",
            ),
            "missing `zone`",
        ),
        (one_card("[[card.effects]]\nwhen = \"on-play\"\ndo = [{ jogress = { optional = true } }]\n"), "pay"),
        (
            one_card(
                "[[card.effects]]\nduring = \"your-turn\"\nto = \"this-effects\"\nbuff = \"memory-gain-only-by-tamers\"\n",
            ),
            "only `delete-dp-limit`",
        ),
    ];
    for (text, field) in cases {
        let err = match parse_cards(&text) {
            Ok(_) => panic!("accepted:\n{text}"),
            Err(e) => e.to_string(),
        };
        assert!(err.contains(field), "the error names {field:?}: {err}\n{text}");
    }
}

/// Issue 23, point 3: the building blocks read like card text, the negations said the other way
/// round and the verbs agreeing with their number.
#[test]
fn building_blocks_read_like_card_text() {
    use fuda_digimon::cards::render::card_text;
    let cases = [
        (
            r#"if = { not = { compare = [{ hand = "own" }, ">=", 5] } }
do = [{ draw = 1 }]"#,
            "[On Play] If the number of cards in your hand is less than 5: <Draw 1>.",
        ),
        (
            r#"if = { all = [{ not = "your-turn" }, { not = { have = { side = "own", subject = "tamer" } } }] }
do = [{ draw = 1 }]"#,
            "[On Play] If it is not your turn and you have no Tamer: <Draw 1>.",
        ),
        (
            r#"do = [{ delete = { side = "opponent", bind = "hit" } }, { if = { condition = { not = { did = "hit" } }, then = [{ memory = 1 }] } }]"#,
            "[On Play] Delete 1 of your opponent's Digimon (the \"hit\" Digimon). If no Digimon was chosen as \"hit\", gain 1 memory.",
        ),
        (
            r#"do = [{ give = { target = { pick = "choose", side = "own", count = 2, trait-contains = "Beast", name-contains = "Pup" }, buff = { dp = 1000 } } }]"#,
            "[On Play] 2 of your Digimon with [Pup] in their name and a trait containing [Beast] get +1000 DP for the turn.",
        ),
        (
            r#"do = [{ delete = { side = "opponent", level = { at-least = 3, at-most = 5 }, sources = { at-least = 1 } } }]"#,
            "[On Play] Delete 1 of your opponent's Digimon with a level of 3 to 5 and 1 or more digivolution cards.",
        ),
        // Issue 23, point 2: one "whose" for queries and moves, both players' zones in the plural.
        (
            r#"if = { compare = [{ trash = "any" }, ">=", 10] }
do = [{ move = { from = "deck-top", side = "any", count = 2, to = "trash" } }]"#,
            "[On Play] If the number of cards in both players' trashes is 10 or more: Trash the top 2 cards of both players' decks.",
        ),
    ];
    for (effect, expected) in cases {
        let text = one_card(&format!("[[card.effects]]\nwhen = \"on-play\"\n{effect}\n"));
        let cards = parse_cards(&text).unwrap_or_else(|e| panic!("{effect}: {e}"));
        let rendered = card_text(&cards[0]);
        assert!(rendered.lines().any(|l| l == expected), "{effect}\nrendered:\n{rendered}");
    }
}

/// Issue 23, point 3: every effect of every demo card file written out reads back the same, so
/// that a saved game and `fuda cards show`'s data describe exactly the cards: every building block
/// (the voucher cards use each), event pattern, cost step and move among them.
#[test]
fn every_demo_effect_written_out_reads_back_the_same() {
    #[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Doc {
        ability: Ability,
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/digimon/cards");
    let mut files: Vec<_> =
        std::fs::read_dir(&dir).expect("the card folder").map(|e| e.expect("an entry").path()).collect();
    files.sort();
    let (mut checked, mut patterns) = (0, 0);
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
        let cards = parse_cards(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        for c in &cards {
            for ability in &c.effects {
                let doc = Doc { ability: ability.clone() };
                let written = toml::to_string(&doc).unwrap_or_else(|e| panic!("{}: {e}", c.id));
                let again: Doc = toml::from_str(&written).unwrap_or_else(|e| panic!("{}: {e}\n{written}", c.id));
                assert_eq!(again, doc, "{} written as\n{written}", c.id);
                checked += 1;
                patterns += usize::from(ability.as_triggered().is_some_and(|t| t.pattern.is_some()));
            }
        }
    }
    assert!(checked >= 300, "expected the demo cards' effects, found {checked}");
    assert!(patterns >= 15, "expected demo cards that wait for events, found {patterns} patterns");
}

/// Issue 23 (costs): a cost step with a wrong key or a missing field is refused at load with the
/// line, the effect's `cost` field and what was expected; a `by` may not remove a 1体 before
/// its last step.
#[test]
fn bad_cost_steps_are_refused_with_their_field() {
    let effect =
        |cost: &str| one_card(&format!("[[card.effects]]\nwhen = \"main\"\ncost = {cost}\ndo = [{{ draw = 1 }}]\n"));
    let cases = [
        (effect("[{ trash = { count = 1 } }]"), vec!["effects[0]", "cost", "missing `from`"]),
        (effect("[{ trash = { from = \"hand\", colour = \"red\" } }]"), vec!["cost", "colour"]),
        (effect("[\"suspend-this\", { discard = 1 }]"), vec!["cost", "step 2", "unknown cost step `discard`"]),
        (effect("[{ suspend = { other = true } }]"), vec!["cost", "missing `side`"]),
        (effect("[{ delete = { side = \"opponent\" } }]"), vec!["cost", "side = \"own\""]),
        (effect("[{ memory = 3 }]"), vec!["cost", "negative"]),
        (effect("[{ place-under = { from = \"security-top\" } }]"), vec!["cost", "cannot move"]),
        (
            one_card(
                "[[card.effects]]\nwhen = \"main\"\ndo = [{ by = { cost = [\"delete-this\", \"suspend-this\"], then = [{ draw = 1 }] } }]\n",
            ),
            vec!["effects[0].do[0].cost[0]", "comes last"],
        ),
        (
            one_card("[[card.effects]]\nwhen = \"main\"\ndo = [{ trash = { from = \"hand\", to = \"hand\" } }]\n"),
            vec!["effects[0]", "unknown key `to`"],
        ),
    ];
    for (text, words) in cases {
        let err = match parse_cards(&text) {
            Ok(_) => panic!("accepted:\n{text}"),
            Err(e) => e.to_string(),
        };
        for word in words {
            assert!(err.contains(word), "the error names {word:?}: {err}\n{text}");
        }
    }
}
