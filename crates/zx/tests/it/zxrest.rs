//! The last rows of Z/X: 補完処理 (1205.1) in the card language, checked when cards load.

use fuda_zx::cards::load::parse_cards;

const ZX: &str = "[[card]]\nid = \"X\"\nname = \"X\"\ntype = \"zx\"\ncost = 1\npower = 1000\n";

fn event(effects: &str) -> String {
    format!("[[card]]\nid = \"X\"\nname = \"X\"\ntype = \"event\"\ncost = 1\neffects = {effects}\n")
}

#[test]
fn a_param_reads_only_a_slot_an_earlier_step_or_the_cost_binds() {
    let unbound = event("[{ draw = { param = { slot = \"gone\", of = \"cost\" } } }]");
    let err = parse_cards(&unbound).expect_err("no step binds “gone”");
    assert!(err.to_string().contains("effects[0]") && err.to_string().contains("gone"), "{err}");
    let in_if = event(
        "[{ if = { cond = { compare = [{ param = { slot = \"x\", of = \"power\" } }, \">=\", 1] }, then = [{ draw = 1 }] } }]",
    );
    assert!(parse_cards(&in_if).is_err(), "a condition's param is checked too");
    let bound = event(
        "[{ move = { from = \"trash\", to = \"deck\", bind = \"x\" } }, { draw = { param = { slot = \"x\", of = \"cost\" } } }]",
    );
    parse_cards(&bound).expect("an earlier move binds it");
    let by_cost = format!(
        "{ZX}abilities = [{{ activated = {{ cost = [{{ move = {{ from = \"hand\", to = \"trash\", count = 1, bind = \"x\" }} }}], effects = [{{ draw = {{ param = {{ slot = \"x\", of = \"cost\" }} }} }}] }} }}]\n"
    );
    parse_cards(&by_cost).expect("the ability's cost binds it (1205.1: its cost or effect)");
    let no_bind = format!(
        "{ZX}abilities = [{{ activated = {{ cost = [{{ move = {{ from = \"hand\", to = \"trash\", count = 1 }} }}], effects = [{{ draw = {{ param = {{ slot = \"x\", of = \"cost\" }} }} }}] }} }}]\n"
    );
    assert!(parse_cards(&no_bind).is_err(), "a cost without bind binds nothing");
}

#[test]
fn a_keyword_cost_may_not_bind() {
    let text = format!(
        "{ZX}keywords = [{{ when-playing = {{ cost = [{{ move = {{ from = \"hand\", to = \"trash\", count = 1, bind = \"x\" }} }}], reduce = 1 }} }}]\n"
    );
    let err = parse_cards(&text).expect_err("only an activated ability's cost binds");
    assert!(err.to_string().contains("no bind"), "{err}");
}

#[test]
fn an_ability_valid_in_dynamis_needs_an_event_or_the_end_of_turn() {
    let ev = "[[card]]\nid = \"X\"\nname = \"X\"\ntype = \"event\"\ncost = 1\neffects = [{ draw = 1 }]\n";
    let ok = format!(
        "{ev}abilities = [{{ automatic = {{ on = \"end-of-turn\", zone = \"dynamis\", effects = [{{ draw = 1 }}] }} }}]\n"
    );
    parse_cards(&ok).expect("an event may have an automatic ability valid in Dynamis (803.1d)");
    let on_square =
        format!("{ev}abilities = [{{ automatic = {{ on = \"end-of-turn\", effects = [{{ draw = 1 }}] }} }}]\n");
    assert!(parse_cards(&on_square).is_err(), "an event's automatic ability must say where it is valid");
    let attacks = format!(
        "{ZX}abilities = [{{ automatic = {{ on = \"attacks\", zone = \"dynamis-face-up\", effects = [{{ draw = 1 }}] }} }}]\n"
    );
    let err = parse_cards(&attacks).expect_err("a card in Dynamis never attacks");
    assert!(err.to_string().contains("abilities[0].zone"), "{err}");
}
