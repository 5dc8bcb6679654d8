//! `move`, `reveal` and `"hatch"`: malformed moves are refused naming the field and what was
//! expected; every form a card file writes is saved and read back as the same action; the old
//! `reveal-top` is the simplest reveal; the `trash` action and the card moves of costs are
//! spellings of `move`.

use fuda_digimon::cards::ast::{Ability, Action, CostStep, Destination, MoveCards, RevealRest};
use fuda_digimon::cards::load::parse_cards;

fn option_doing(action: &str) -> String {
    format!(
        "[[card]]\nid = \"T-M\"\nname = \"Test Mover\"\nkind = \"option\"\ncolors = [\"red\"]\nuse-cost = 1\n\
         [[card.effects]]\nwhen = \"main\"\ndo = [{action}]\n"
    )
}

fn digimon_doing(action: &str) -> String {
    format!(
        "[[card]]\nid = \"T-D\"\nname = \"Test Digger\"\nkind = \"digimon\"\ncolors = [\"red\"]\nlevel = 3\n\
         dp = 3000\nplay-cost = 3\n[[card.effects]]\nwhen = \"on-play\"\ndo = [{action}]\n"
    )
}

fn actions(text: &str) -> Vec<Action> {
    let cards = parse_cards(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    match &cards[0].effects[0] {
        Ability::Triggered(t) => t.actions.to_vec(),
        Ability::Continuous(_) => panic!("a triggered effect"),
    }
}

#[test]
fn a_malformed_move_is_refused_naming_its_field_and_what_was_expected() {
    let cases = [
        ("{ move = { to = \"hand\" } }", "missing `from`"),
        ("{ move = { from = \"graveyard\", to = \"hand\" } }", "unknown place \"graveyard\""),
        ("{ move = { from = \"trash\" } }", "missing `to`"),
        ("{ move = { from = \"trash\", to = \"under\" } }", "missing `onto`"),
        ("{ move = { from = \"trash\", to = \"hand\", onto = \"this\" } }", "`onto`: only for `to = \"under\"`"),
        ("{ move = { from = \"trash\", to = \"trash\" } }", "already there"),
        ("{ move = { from = \"deck-top\", to = \"trash\", kind = \"tamer\" } }", "no filter"),
        ("{ move = { from = \"deck-top\", to = \"trash\", up-to = true } }", "`up-to`"),
        ("{ move = { from = \"hand\", side = \"opponent\", to = \"trash\" } }", "`side`"),
        ("{ move = { from = \"sources\", to = \"trash\" } }", "missing `of`"),
        (
            "{ move = { from = \"sources\", of = { side = \"own\", pick = \"all\" }, to = \"trash\" } }",
            "`of`: expected one 1体",
        ),
        ("{ move = { from = \"top-card\", of = { side = \"own\" }, count = 2, to = \"trash\" } }", "one top card"),
        ("{ move = { from = \"hand\", to = \"trash\", face = \"down\" } }", "`face`"),
        ("{ move = { from = \"hand\", to = \"trash\", count = 0 } }", "`count`: expected at least 1"),
        ("{ move = { from = \"hand\", to = \"trash\", colour = \"red\" } }", "`colour`"),
        // An Option is no 1体: it has no stack of its own.
        ("{ move = { from = \"hand\", to = \"under\", onto = \"this\" } }", "move.onto"),
        ("{ reveal = { count = 3 } }", "missing `take`"),
        ("{ reveal = { count = 3, take = [] } }", "at least one card"),
        ("{ reveal = { count = 3, take = [{ kind = \"tamer\" }], up-to = 2 } }", "`up-to`"),
        ("{ reveal = { count = 3, take = { kind = \"tamer\" }, rest = \"hand\" } }", "`rest`"),
        ("{ reveal = { count = 3, take = { kind = \"tamer\" }, to = \"deck\" } }", "reveal.to"),
        ("{ reveal = { count = 3, take = { kind = \"tamer\" }, side = \"own\" } }", "unknown key `side`"),
        ("{ move = { from = \"security-bottom\", to = \"trash\", color = \"red\" } }", "no filter"),
        ("{ move = { from = \"this-sources\", of = \"this\", to = \"trash\" } }", "`of`"),
        ("{ move = { from = \"hand\", to = \"under-this\", end = \"top\" } }", "`end`"),
        ("{ trash = { from = \"hand\", to = \"deck-bottom\" } }", "unknown key `to`"),
        ("{ draw = 1, memory = 1 }", "table of one key"),
    ];
    for (action, says) in cases {
        let err = parse_cards(&option_doing(action)).expect_err(action);
        let text = err.to_string();
        assert!(text.contains(says), "{action}: the error says {says:?}: {text}");
        assert!(text.contains("line"), "{action}: the error names the line: {text}");
    }
}

/// A saved game writes the running effect's actions and reads them back: the same actions.
#[test]
fn every_move_and_reveal_form_is_saved_and_read_back_as_itself() {
    let forms = [
        "{ move = { from = \"deck-top\", side = \"any\", count = 2, to = \"trash\", bind = \"milled\" } }",
        "{ move = { from = \"hand\", color = [\"yellow\", \"black\"], up-to = true, to = \"security-top\", face = \"up\" } }",
        "{ move = { from = \"sources\", of = { side = \"opponent\" }, count = 2, level = { at-least = 6 }, to = \"deck-bottom\" } }",
        "{ move = { from = \"top-card\", of = \"this\", to = \"hand\" } }",
        "{ move = { from = \"trash\", any = [{ kind = \"tamer\" }, { trait = \"Vault\" }], to = \"under\", onto = { side = \"own\", subject = \"tamer\" }, end = \"top\", face = \"down\" } }",
        "{ move = { from = \"security-top\", side = \"opponent\", to = \"deck\" } }",
        "{ reveal = { count = 4, take = [{ kind = \"tamer\" }, { trait = \"Vault\" }], rest = \"trash\", bind = \"found\" } }",
        "{ reveal = { count = 3, take = { name-contains = \"Mole\" }, up-to = 2, to = \"under\", onto = { side = \"own\" } } }",
        "\"hatch\"",
    ];
    for form in forms {
        let before = actions(&digimon_doing(form));
        let json = serde_json::to_string(&before).expect("writes");
        let after: Vec<Action> = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{form} → {json}: {e}"));
        assert_eq!(after, before, "{form} → {json}");
    }
}

/// `reveal-top` keeps its spelling and means the reveal with one filter, `take` times, to the
/// hand, the rest to the bottom.
#[test]
fn reveal_top_is_the_simplest_reveal() {
    let old = actions(&option_doing("{ reveal-top = { count = 4, take = 2, color = \"blue\" } }"));
    let [Action::RevealTop(old)] = &old[..] else { panic!("a reveal-top") };
    let new = actions(&option_doing("{ reveal = { count = 4, take = { color = \"blue\" }, up-to = 2 } }"));
    let [Action::Reveal(new)] = &new[..] else { panic!("a reveal") };
    let general = old.general();
    assert_eq!(general.take.len(), 2, "two cards may be taken");
    assert_eq!(general.take, new.take, "the same filter, twice");
    assert_eq!((general.count, general.rest, general.to.clone()), (4, RevealRest::Bottom, Destination::Hand));
}

/// Issue 23 (point 2.1): one shape for "move N cards from a place to a place". The `trash`
/// action is a `move` to the trash, and a cost step's `trash`, `place-under` and `move` read
/// into the very value an action's `move` does, whichever spelling wrote them.
#[test]
fn the_trash_action_and_the_moves_of_costs_are_one_move() {
    let cost_move = |cost: &str| -> MoveCards {
        let text = format!(
            "[[card]]\nid = \"T-C\"\nname = \"Test Coster\"\nkind = \"digimon\"\ncolors = [\"red\"]\nlevel = 3\n\
             dp = 3000\nplay-cost = 3\n[[card.effects]]\nwhen = \"main\"\ncost = {cost}\ndo = [{{ draw = 1 }}]\n"
        );
        let cards = parse_cards(&text).unwrap_or_else(|e| panic!("{cost}: {e}"));
        let Ability::Triggered(t) = &cards[0].effects[0] else { panic!("a triggered effect") };
        match t.cost.as_ref().map(|c| &c.0[..]) {
            Some([CostStep::Move(m)]) => m.clone(),
            other => panic!("{cost}: expected one move, found {other:?}"),
        }
    };
    let action_move = |action: &str| -> MoveCards {
        match &actions(&digimon_doing(action))[..] {
            [Action::Move(m)] => m.clone(),
            other => panic!("{action}: expected one move, found {other:?}"),
        }
    };
    let same = [
        (
            action_move("{ trash = { from = \"hand\", count = 2, up-to = true, bind = \"dumped\" } }"),
            action_move("{ move = { from = \"hand\", count = 2, up-to = true, bind = \"dumped\", to = \"trash\" } }"),
        ),
        (cost_move("{ trash-from-hand = 1 }"), action_move("{ move = { from = \"hand\", to = \"trash\" } }")),
        (
            cost_move("{ trash = { from = \"this-sources\", level = { at-least = 3 } } }"),
            action_move("{ move = { from = \"sources\", of = \"this\", level = { at-least = 3 }, to = \"trash\" } }"),
        ),
        (
            cost_move("{ place-under = { from = \"trash\", face = \"down\" } }"),
            action_move("{ move = { from = \"trash\", to = \"under\", onto = \"this\", face = \"down\" } }"),
        ),
        (
            cost_move("{ move = { from = \"security-bottom\" } }"),
            cost_move("{ trash = { from = \"security-bottom\" } }"),
        ),
        (
            cost_move("{ trash-top-security = 2 }"),
            action_move("{ move = { from = \"security-top\", count = 2, to = \"trash\" } }"),
        ),
    ];
    for (i, (one, other)) in same.iter().enumerate() {
        assert_eq!(one, other, "pair {i}: two spellings of one move");
    }
}

/// A cost moves only its controller's own cards to the places a cost step can pay with (15-7).
#[test]
fn a_cost_move_outside_what_a_cost_pays_is_refused() {
    for (cost, says) in [
        ("{ move = { from = \"deck-top\", side = \"opponent\" } }", "your own cards"),
        ("{ trash = { from = \"sources\", of = { side = \"opponent\" } } }", "your own cards"),
        ("{ move = { from = \"hand\", to = \"security-top\" } }", "cannot move"),
        ("{ place-under = { from = \"security-top\" } }", "cannot move"),
    ] {
        let text = format!(
            "[[card]]\nid = \"T-C\"\nname = \"Test Coster\"\nkind = \"digimon\"\ncolors = [\"red\"]\nlevel = 3\n\
             dp = 3000\nplay-cost = 3\n[[card.effects]]\nwhen = \"main\"\ncost = {cost}\ndo = [{{ draw = 1 }}]\n"
        );
        let err = parse_cards(&text).expect_err(cost).to_string();
        assert!(err.contains(says), "{cost}: the error says {says:?}: {err}");
    }
}
