//! The keyword abilities of 1116–1136 (third part) where TOML scenarios can't say it: card
//! files with their parameters, read and rendered back, and their errors.

use fuda_zx::cards::load::parse_cards;
use fuda_zx::cards::render::card_text;
use fuda_zx::cards::{Colour, Keyword, KeywordCost};

const HEAD: &str = "[[card]]\nid = \"K\"\nname = \"K\"\ntype = \"zx\"\ncost = 3\npower = 5000\n";

#[test]
fn keywords_with_parameters_load_and_render() {
    let text = format!(
        "{HEAD}keywords = [{{ hangon = {{ colour = \"black\", points = 2 }} }}, {{ shouka = {{ count = 2, name = \"Elements\" }} }}, \
         {{ phantom = [{{ draw = 1 }}] }}, \"dress-up\", \
         {{ install = {{ cost = [\"sleep-this\"], effects = [{{ charge = 1 }}] }} }}, \
         {{ rewrite = {{ colour = \"black\", points = 1 }} }}]\n\
         abilities = [{{ automatic = {{ on = \"attacks\", effects = [{{ draw = 1 }}] }} }}, \
         {{ permanent = {{ power = 1000, gate = {{ sympathy = true }} }} }}]\n"
    );
    let cards = parse_cards(&text).expect("a valid card");
    let black = |points| KeywordCost { colour: Colour::Black, points };
    assert_eq!(cards[0].keywords[0], Keyword::Hangon(black(2)));
    assert_eq!(cards[0].keywords[1], Keyword::Shouka { count: 2, name: "Elements".to_string() });
    assert_eq!(cards[0].keywords[5], Keyword::Rewrite(black(1)));
    let shown = card_text(&cards[0]);
    for words in [
        "Hangon ≪black 2≫",
        "Shouka 2 \"Elements\"",
        "Phantom: Draw a card.",
        "Dress Up",
        "Install: [Activated] Sleep this card:",
        "Rewrite ≪black 1≫",
        "Sympathy [Permanent]",
    ] {
        assert!(shown.contains(words), "{words} in {shown}");
    }
}

#[test]
fn bad_keywords_are_errors_with_lines_and_fields() {
    let cases = [
        ("keywords = [{ shouka = { count = 0, name = \"Elements\" } }]", "1123.3"),
        ("keywords = [{ shouka = { count = 1, name = \" \" } }]", "1123.3"),
        ("keywords = [{ phantom = [] }]", "expected at least one effect"),
        ("keywords = [{ install = { cost = [], effects = [{ draw = 1 }] } }]", "keywords[0].cost"),
        ("keywords = [{ install = { cost = [\"sleep-this\"], effects = [] } }]", "expected at least one effect"),
        ("keywords = [{ rewrite = { colour = \"black\", points = 1 } }]", "1117.2"),
        ("keywords = [{ hangon = { colour = \"black\" } }]", "points"),
        ("keywords = [{ hangon = { colour = [\"black\", \"red\"], points = 1 } }]", "colour"),
        ("abilities = [{ permanent = { power = 1000, gate = { sympathy = false } } }]", "sympathy = true"),
        (
            "abilities = [{ permanent = { power = 1000, whom = \"your-zx\", gate = { sympathy = true } } }]",
            "abilities[0].whom",
        ),
    ];
    for (line, expected) in cases {
        let err = parse_cards(&format!("{HEAD}{line}\n")).expect_err("invalid");
        let shown = err.to_string();
        assert!(shown.contains(expected), "{expected} in {shown}");
        assert!(err.location.line.is_some(), "{shown} has a line");
    }
    let event = "[[card]]\nid = \"E\"\nname = \"E\"\ntype = \"event\"\ncost = 1\nkeywords = [\"dress-up\"]\n";
    let err = parse_cards(event).expect_err("Dress Up is for Z/X");
    assert!(err.to_string().contains("keywords[0]"), "{err}");
}
