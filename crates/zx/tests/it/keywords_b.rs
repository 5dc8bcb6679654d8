//! The keyword abilities of 1119–1135 where TOML scenarios can't say it: card files with keyword
//! parameters, and the state of a Start Resource card after game preparation (E9).

use super::demo;
use fuda_zx::cards::Keyword;
use fuda_zx::cards::load::parse_cards;
use fuda_zx::cards::render::card_text;
use fuda_zx::state::Choice;

#[test]
fn keywords_with_parameters_load_and_render() {
    let text = "[[card]]\nid = \"K\"\nname = \"K\"\ntype = \"zx\"\ncost = 3\npower = 5000\n\
                keywords = [\"raid\", { renkei = \"Starfall\" }, \"gravity-assist\", \"color-break\"]\n";
    let cards = parse_cards(text).expect("a valid card");
    assert_eq!(
        cards[0].keywords,
        vec![Keyword::Raid, Keyword::Renkei("Starfall".to_string()), Keyword::GravityAssist, Keyword::ColorBreak]
    );
    let shown = card_text(&cards[0]);
    for words in ["Raid", "Renkei \"Starfall\"", "Gravity Assist", "Color Break"] {
        assert!(shown.contains(words), "{words} in {shown}");
    }
}

#[test]
fn bad_keywords_are_errors_with_lines_and_fields() {
    let head = "[[card]]\nid = \"K\"\nname = \"K\"\ntype = \"zx\"\ncost = 3\npower = 5000\n";
    for (keywords, expected) in
        [("[{ renkei = \"  \" }]", "keywords[0].renkei"), ("[\"warp\"]", "warp"), ("[{ renkei = 3 }]", "keywords")]
    {
        let err = parse_cards(&format!("{head}keywords = {keywords}\n")).expect_err("invalid");
        let shown = err.to_string();
        assert!(shown.contains(expected), "{expected} in {shown}");
        assert!(err.location.line.is_some(), "{shown} has a line");
    }
    for (gate, expected) in [
        ("{ session = false }", "session = true"),
        ("{ symbol = \"\" }", "1120.2"),
        ("{ voltage = { race = \"Undine\", kinds = 0 } }", "kinds"),
        ("{ voltage = { race = \" \", kinds = 2 } }", "a race"),
    ] {
        let text = format!("{head}abilities = [{{ permanent = {{ power = 1000, gate = {gate} }} }}]\n");
        let err = parse_cards(&text).expect_err("invalid");
        let shown = err.to_string();
        assert!(shown.contains("abilities[0].gate") && shown.contains(expected), "{expected} in {shown}");
    }
}

/// E9 (308.2a): a multicolour card put into Resource during preparation is in Reboot.
#[test]
fn a_start_resource_card_starts_in_reboot() {
    let (db, decks) = demo();
    let deck = decks.iter().find(|d| d.name == "Prism Raid").expect("the keyword demo deck");
    let other = decks.iter().find(|d| d.name != "Prism Raid").expect("another deck");
    let mut state = fuda_zx::setup::new_game(db, [deck, other], 3).expect("legal decks");
    let decision = state.decision.clone().expect("the Start Resource choice");
    assert_eq!(decision.seat.index(), 0, "P1 holds the Start Resource cards");
    let at = decision.options.iter().position(|c| matches!(c, Choice::Target(_))).expect("a card offered");
    let Choice::Target(id) = decision.options[at] else { unreachable!("found above") };
    fuda_zx::engine::answer(&mut state, at).expect("an offered option");
    let r = state.players[0].resource.iter().find(|r| state.def(&r.card).keywords.contains(&Keyword::StartResource));
    let r = r.expect("the chosen card is in Resource");
    assert!(!r.sleeping, "308.2a, E9: in Reboot");
    assert!(state.def(&r.card).colours.list().len() > 1, "the demo card is multicolour");
    assert!(state.players[0].deck.iter().all(|c| c.id != id), "it left the deck");
}
