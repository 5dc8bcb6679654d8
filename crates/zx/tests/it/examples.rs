//! The worked examples' card language: a type filter names the noun once, and cards go to
//! Resource but never come from it through `move` (308.2a, E8).

use fuda_zx::cards::load::parse_cards;
use fuda_zx::cards::render::card_text;

fn text_of(toml: &str) -> String {
    let defs = parse_cards(toml).expect("the card loads");
    card_text(defs.first().expect("one card"))
}

#[test]
fn a_type_filter_is_the_noun_not_an_adjective_before_it() {
    let event = "[[card]]\nid = \"T-1\"\nname = \"T\"\ntype = \"event\"\ncost = 0\n";
    let zx = text_of(&format!(
        "{event}effects = [{{ choose = {{ side = \"you\", filter = {{ type = \"zx\", colour = \"red\" }}, act = \"sleep\" }} }}]\n"
    ));
    assert!(zx.contains("your red Z/X on a square"), "one noun: {zx}");
    assert!(!zx.contains("Z/X Z/X"), "the type is not said twice: {zx}");
    let ex = text_of(&format!(
        "{event}effects = [{{ choose = {{ side = \"you\", filter = {{ type = \"zx-ex\" }}, act = \"sleep\" }} }}]\n"
    ));
    assert!(ex.contains("your Z/X EX on a square"), "the type is the noun: {ex}");
    let card = text_of(&format!(
        "{event}effects = [{{ move = {{ from = \"hand\", to = \"resource\", filter = {{ type = \"zx\" }} }} }}]\n"
    ));
    assert!(card.contains("Choose 1 Z/X card in your hand, and put it into your Resource."), "{card}");
}

#[test]
fn a_move_out_of_resource_is_refused_naming_the_field() {
    let event = "[[card]]\nid = \"T-1\"\nname = \"T\"\ntype = \"event\"\ncost = 0\n";
    let cases = [(format!("{event}effects = [{{ move = {{ from = \"resource\", to = \"hand\" }} }}]\n"), "effects[0]")];
    super::card_errors(&cases);
}
