//! Play costs where TOML scenarios can't say it: bad cost lists and play-condition keywords are
//! errors naming their field, the cost language renders, and the costs' records leave the
//! fingerprint of a game without them alone until something is recorded.

use super::card_errors;
use fuda_zx::cards::load::parse_cards;
use fuda_zx::cards::render::card_text;

const ZX: &str = "[[card]]\nid = \"P\"\nname = \"P\"\ntype = \"zx\"\ncost = 3\npower = 5000\n";
const EX: &str = "[[card]]\nid = \"P\"\nname = \"P\"\ntype = \"zx-ex\"\ncost = 3\npower = 5000\n";

#[test]
fn bad_costs_and_play_conditions_are_errors_naming_the_field() {
    let ability =
        |cost: &str| format!("{ZX}abilities = [{{ activated = {{ cost = {cost}, effects = [{{ draw = 1 }}] }} }}]\n");
    card_errors(&[
        (ability("[{ move = { from = \"deck\", to = \"trash\", count = 1 } }]"), "abilities[0].cost"),
        (ability("[{ move = { from = \"hand\", to = \"hand\", count = 1 } }]"), "other than from"),
        (ability("[{ move = { from = \"square\", to = \"hand\", count = 1 } }]"), "for Z/X on squares"),
        (ability("[{ destroy = { count = 0 } }]"), "a count of at least 1"),
        (format!("{ZX}keywords = [{{ advent = {{ count = 2 }} }}]\n"), "Advent (1020.1) is for Z/X EX cards"),
        (format!("{EX}keywords = [{{ possession = {{ count = 0 }} }}]\n"), "keywords[0]"),
        (format!("{EX}keywords = [{{ awakening = {{ count = 1 }} }}]\n"), "colour"),
        (format!("{EX}keywords = [{{ dream-armour = {{ icon = \"star-piece\", count = 0 }} }}]\n"), "keywords[0]"),
        (format!("{ZX}keywords = [{{ when-playing = {{ cost = [\"sleep-this\"] }} }}]\n"), "other than sleep-this"),
        (format!("{ZX}keywords = [{{ when-playing = {{ cost = [] }} }}]\n"), "at least one cost step"),
    ]);
}

#[test]
fn cost_lists_limits_and_conditions_render() {
    let text = format!(
        "{ZX}abilities = [{{ activated = {{ cost = [\"sleep-this\", {{ move = {{ from = \"hand\", to = \"trash\", count = 1, filter = {{ race = \"Dragon\" }} }} }}], limit = {{ times = 2, own-turn = true }}, haten-kourin = true, zone = \"hand\", effects = [{{ draw = 1 }}] }} }}]\n"
    );
    let cards = parse_cards(&text).expect("a valid card");
    let shown = card_text(&cards[0]);
    for words in [
        "[Haten Kourin] [Activated] (valid in the hand) [Your turn 2]",
        "Sleep this card, Put 1 [Dragon] card of your hand into your trash",
    ] {
        assert!(shown.contains(words), "{words} in {shown}");
    }
    let ex = format!(
        "{EX}keywords = [{{ awakening = {{ colour = \"green\", count = 1 }} }}, {{ possession = {{ count = 2 }} }}]\n"
    );
    let shown = card_text(&parse_cards(&ex).expect("a valid card")[0]);
    for words in ["Awakening \"green\"", "Possession: 2 Reboot Z/X of yours"] {
        assert!(shown.contains(words), "{words} in {shown}");
    }
}

#[test]
fn the_cost_records_are_fingerprinted_only_once_set() {
    use std::hash::{Hash, Hasher};
    let (db, decks) = super::demo_set();
    let mut state = fuda_zx::setup::new_game(db, [&decks[0], &decks[1]], 7).expect("a game");
    let hash = |s: &fuda_zx::state::ZxState| {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        s.hash(&mut h);
        h.finish()
    };
    let before = hash(&state);
    state.play_costs = fuda_zx::costs::PlayCostState::default();
    assert_eq!(hash(&state), before, "empty records leave the fingerprint alone");
    state.play_costs.haten_kourin = [true, false];
    assert_ne!(hash(&state), before, "a Haten Kourin play is part of the state");
}
