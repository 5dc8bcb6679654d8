//! `move`, `reveal` and `"hatch"`: malformed moves are refused naming the field and what was
//! expected; every form a card file writes is saved and read back as the same action; the old
//! `reveal-top` is the simplest reveal.

use fuda_digimon::cards::ast::{Ability, Action, Destination, RevealRest};
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
