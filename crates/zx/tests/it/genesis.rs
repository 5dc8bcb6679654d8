//! World Re-creation -Genesis Rebuild- (1127) where TOML scenarios can't say it: its card-file
//! form, read and rendered back, and its errors.

use fuda_zx::cards::Keyword;
use fuda_zx::cards::keywords::Half;
use fuda_zx::cards::load::parse_cards;
use fuda_zx::cards::render::card_text;

const HEAD: &str = "[[card]]\nid = \"G\"\nname = \"G\"\ntype = \"zx\"\ncost = 3\npower = 5000\n";

#[test]
fn the_halves_load_and_render_with_their_parts() {
    for (part, half) in [("top", Half::Top), ("bottom", Half::Bottom), ("left", Half::Left), ("right", Half::Right)] {
        let cards = parse_cards(&format!("{HEAD}keywords = [{{ genesis-rebuild = \"{part}\" }}]\n")).expect("valid");
        assert_eq!(cards[0].keywords[0], Keyword::GenesisRebuild(half));
        let shown = card_text(&cards[0]);
        assert!(shown.contains(&format!("World Re-creation -Genesis Rebuild- ({part})")), "{shown}");
    }
}

#[test]
fn the_halves_fit_top_with_bottom_and_left_with_right() {
    assert_eq!(Half::Top.fits(), Half::Bottom);
    assert_eq!(Half::Right.fits(), Half::Left);
    assert!(Half::Left.leads() && !Half::Bottom.leads());
}

#[test]
fn a_bad_part_or_a_non_zx_card_is_an_error_with_its_line_and_field() {
    let err = parse_cards(&format!("{HEAD}keywords = [{{ genesis-rebuild = \"middle\" }}]\n")).expect_err("no part");
    let shown = err.to_string();
    assert!(shown.contains("middle") || shown.contains("top"), "{shown}");
    assert!(err.location.line.is_some(), "{shown} has a line");
    let event =
        "[[card]]\nid = \"E\"\nname = \"E\"\ntype = \"event\"\ncost = 1\nkeywords = [{ genesis-rebuild = \"top\" }]\n";
    let err = parse_cards(event).expect_err("World Re-creation is for Z/X");
    assert!(err.to_string().contains("keywords[0]"), "{err}");
}

#[test]
fn a_sympathy_ability_of_any_kind_loads_and_a_bad_one_is_an_error() {
    let text = format!(
        "{HEAD}abilities = [{{ sympathy = {{ automatic = {{ on = \"attacks\", effects = [{{ draw = 1 }}] }} }} }}, \
         {{ sympathy = {{ activated = {{ cost = [\"sleep-this\"], effects = [{{ draw = 1 }}] }} }} }}]\n"
    );
    let cards = parse_cards(&text).expect("valid");
    let shown = card_text(&cards[0]);
    assert!(shown.contains("Sympathy [Automatic] When this card attacks"), "{shown}");
    assert!(shown.contains("Sympathy [Activated]"), "{shown}");
    let bad = format!("{HEAD}abilities = [{{ sympathy = {{ automatic = {{ on = \"attacks\", effects = [] }} }} }}]\n");
    let err = parse_cards(&bad).expect_err("no effects");
    assert!(err.to_string().contains("abilities[0].sympathy"), "{err}");
    assert!(err.location.line.is_some(), "{err} has a line");
}
