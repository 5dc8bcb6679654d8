//! The constructs of worked examples E4, E30, E37 and E41: their card text loads, renders, and
//! refuses bad input naming the field.

use fuda_zx::cards::load::parse_cards;
use fuda_zx::cards::render::effect_text;

fn zx(extra: &str) -> String {
    format!("[[card]]\nid = \"X\"\nname = \"X\"\ntype = \"zx\"\ncost = 1\npower = 1000\nraces = [\"R\"]\n{extra}\n")
}

#[test]
fn searching_steps_render_and_a_play_needs_a_bound_slot() {
    let ok = "effects = [{ reveal = { from = \"deck\", filter = { name-contains = \"Sakura\" }, bind = \"found\" } }, \"shuffle\", { play-that = \"found\" }]";
    let card = format!("[[card]]\nid = \"E\"\nname = \"E\"\ntype = \"event\"\ncost = 1\n{ok}\n");
    let cards = parse_cards(&card).expect("the search steps load");
    let text: Vec<String> = cards[0].effects.iter().map(effect_text).collect();
    assert_eq!(
        text,
        [
            "Choose 1 card with “Sakura” in its name in your deck (“found”), and reveal it.",
            "Shuffle your deck.",
            "Play “found”, paying its cost.",
        ],
        "the steps in words"
    );
    let unbound =
        "[[card]]\nid = \"E\"\nname = \"E\"\ntype = \"event\"\ncost = 1\neffects = [{ play-that = \"found\" }]\n";
    let err = parse_cards(unbound).expect_err("a play of a slot nothing bound");
    assert!(err.to_string().contains("play-that"), "names the field: {err}");
    assert!(err.location.line.is_some(), "{err} has a line");
}

#[test]
fn an_activate_turn_limit_renders_and_zero_is_refused() {
    let ok =
        zx("keywords = [{ activate = { colours = [\"white\"], points = 1, limit = { times = 1, own-turn = true } } }]");
    let cards = parse_cards(&ok).expect("Activate with a limit loads");
    assert_eq!(cards[0].keywords[0].words(), "Activate ≪white 1≫ [Your turn 1]", "the additional condition shows");
    let zero = zx("keywords = [{ activate = { colours = [\"white\"], points = 1, limit = { times = 0 } } }]");
    let err = parse_cards(&zero).expect_err("a limit of 0 times");
    assert!(err.to_string().contains("keywords[0]"), "names the field: {err}");
}

#[test]
fn cant_appear_renaming_with_a_race_and_validity_render() {
    let src = zx(concat!(
        "abilities = [{ continuous = { zone = \"trash\", changes = [\"cant-appear\"], when = { compare = [{ appeared = { filter = { name-contains = \"Astzar\" } } }, \">=\", 1] } } },",
        " { renames = { name = \"Actore\", race = \"Actore\", zones = [\"squares\"] } },",
        " { automatic = { this-is = { race = \"Diabolos\" }, on = { event = { when = { event = { destroyed-by = \"battle\" } } } }, effects = [{ draw = 1 }] } }]"
    ));
    let cards = parse_cards(&src).expect("the abilities load");
    let text: Vec<String> = cards[0].abilities.iter().map(|a| a.text()).collect();
    assert!(text[0].contains("\"can't appear\""), "{}", text[0]);
    assert!(text[0].contains("that appeared this turn"), "{}", text[0]);
    assert!(text[1].ends_with("is named “Actore” and its race is [Actore]."), "{}", text[1]);
    assert!(text[2].starts_with("[Automatic] (valid while this card is [Diabolos])"), "{}", text[2]);
}
