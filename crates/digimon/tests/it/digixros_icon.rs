//! Issue 23: a DigiXros requirement by written icon (2-3-8, 4-20-1) reads, renders and is refused
//! with its field when it names both a trait and an icon, or neither.

use fuda_digimon::cards::load::parse_cards;
use fuda_digimon::cards::render::card_text;

fn card(group: &str) -> String {
    format!(
        "[[card]]\nid = \"T-1\"\nname = \"Test One\"\nkind = \"digimon\"\ncolors = [\"blue\"]\nlevel = 5\ndp = 8000\nplay-cost = 7\ndigixros = {{ reduction = 2, group = {group} }}\n"
    )
}

#[test]
fn a_group_by_written_icon_renders_as_cards_with_the_icon_written_on_them() {
    let cards = parse_cards(&card("{ written = \"blocker\", count = 2 }")).expect("reads");
    let text = card_text(&cards[0]);
    assert!(text.contains("DigiXros -2: up to 2 Digimon cards with <Blocker> written on them"), "{text}");
}

#[test]
fn a_group_names_exactly_one_of_trait_and_written() {
    for group in ["{ count = 2 }", "{ trait = \"Insect\", written = \"blocker\" }"] {
        let err = match parse_cards(&card(group)) {
            Ok(_) => panic!("accepted: {group}"),
            Err(e) => e.to_string(),
        };
        assert!(err.contains("digixros.group") && err.contains("exactly one of `trait` and `written`"), "{err}");
    }
}
