//! Card rules and digivolve conditions beyond a colour and a level (issue 23): the demo set
//! uses each, and a card file that writes one wrongly is refused with its field.

use crate::cards::{card, demo_db};
use fuda_digimon::cards::CardRule;
use fuda_digimon::cards::ast::{Action, Timing};
use fuda_digimon::cards::def::DigivolveFrom;
use fuda_digimon::cards::load::parse_cards;

#[test]
fn the_demo_set_uses_every_digivolve_condition_and_card_rule() {
    let db = demo_db();
    let conditions: Vec<_> = db.iter().flat_map(|(_, c)| c.digivolve.iter()).collect();
    let special = || conditions.iter().filter_map(|d| d.special.as_deref());
    assert!(special().any(|s| s.from == DigivolveFrom::Tamer), "no demo card digivolves from a Tamer");
    assert!(special().any(|s| !s.or_colors.is_empty()), "no demo condition names two colours");
    assert!(special().any(|s| s.trait_is.is_some()), "no demo condition names a trait");
    assert!(special().any(|s| s.name_contains.is_some()), "no demo condition names part of a name");
    assert!(special().any(|s| s.written.is_some()), "no demo condition names a written icon");
    let rules: Vec<&CardRule> = db.iter().flat_map(|(_, c)| c.rules.iter()).collect();
    assert!(rules.iter().any(|r| matches!(r, CardRule::AlsoTrait(_))), "no demo card has `also-trait`");
    assert!(
        rules.iter().any(|r| matches!(r, CardRule::ColorRequirementAlso(_))),
        "no demo card has `color-requirement-also`"
    );
    // 7-1-2-2: a card lowers its own play cost in its own window.
    let own = db.iter().any(|(_, c)| {
        c.effects.iter().filter_map(|a| a.as_triggered()).any(|t| {
            t.has(Timing::WouldBePlayed) && t.condition.is_some() && t.actions.contains(&Action::ReduceCost(4))
        })
    });
    assert!(own, "no demo card lowers its own play cost under a condition");
    let own_use = db.iter().any(|(_, c)| {
        c.effects
            .iter()
            .filter_map(|a| a.as_triggered())
            .any(|t| t.has(Timing::WouldBeUsed) && t.condition.is_some() && t.actions.contains(&Action::ReduceCost(2)))
    });
    assert!(own_use, "no demo Option lowers its own use cost under a condition");
    // The deck check reads the new conditions: Relay Captain is what Captain's Drake digivolves from.
    let (drake, captain) = (card(&db, "FD-692"), card(&db, "FD-691"));
    assert!(drake.digivolve.iter().any(|d| d.fits_card(captain)), "a red Tamer meets Captain's Drake's condition");
    let cog = card(&db, "FD-694");
    assert!(cog.has_trait("Machine") && !cog.traits.iter().any(|t| t == "Machine"), "Machine by its rule only");
}

/// A card with one digivolve condition or rule written as `entry`.
fn digimon(entry: &str) -> String {
    format!(
        "[[card]]\nid = \"T-BAD\"\nname = \"Bad\"\nkind = \"digimon\"\ncolors = [\"red\"]\nlevel = 4\ndp = 4000\n\
         play-cost = 4\ntraits = [\"Beast\"]\n{entry}\n"
    )
}

#[test]
fn a_digivolve_condition_or_card_rule_written_wrongly_is_refused_with_its_field() {
    let cases = [
        // 2-3-6-1: a condition names whom it takes.
        ("digivolve = [{ cost = 2 }]", "digivolve[0]", "expected `name`"),
        ("digivolve = [{ trait = \"Beast\", cost = 2 }]", "digivolve[0]", "a `level` with"),
        ("digivolve = [{ level = 3, cost = 2 }]", "digivolve[0]", "a `level` with"),
        // A Tamer has no level; it takes a colour, a name or a trait.
        ("digivolve = [{ from = \"tamer\", color = \"red\", level = 3, cost = 2 }]", "digivolve[0]", "no level"),
        ("digivolve = [{ from = \"tamer\", cost = 2 }]", "digivolve[0]", "which Tamer"),
        (
            "digivolve = [{ from = \"tamer\", color = \"red\", written = \"blocker\", cost = 2 }]",
            "digivolve[0]",
            "written",
        ),
        ("digivolve = [{ from = \"partner\", color = \"red\", cost = 2 }]", "from", "unknown variant"),
        ("digivolve = [{ color = [], level = 3, cost = 2 }]", "color", "at least one"),
        (
            "digivolve = [{ color = \"red\", level = 3, cost = 2, trait-contains = \"B\" }]",
            "trait-contains",
            "unknown field",
        ),
        // 2-3-5: the rules.
        ("rules = [{ also-trait = \"Beast\" }]", "rules[0]", "repeats"),
        ("rules = [{ also-trait = \" \" }]", "rules[0]", "non-empty"),
        ("rules = [{ color-requirement-also = \"blue\" }]", "rules[0]", "only an Option"),
    ];
    for (entry, field, says) in cases {
        let err = parse_cards(&digimon(entry)).expect_err("refused").to_string();
        assert!(
            err.contains(field) && err.contains(says),
            "{entry}: the error names {field:?} and says {says:?}: {err}"
        );
    }
    let option = "[[card]]\nid = \"T-BAD\"\nname = \"Bad\"\nkind = \"option\"\ncolors = [\"red\"]\nuse-cost = 1\n\
                  rules = [{ color-requirement-also = \"red\" }]\n";
    let err = parse_cards(option).expect_err("refused").to_string();
    assert!(err.contains("rules[0]") && err.contains("own colours"), "its own colour: {err}");
    // The opponent plays from their own zones; this Digimon's sources are not theirs.
    let opp = "[[card]]\nid = \"T-BAD\"\nname = \"Bad\"\nkind = \"option\"\ncolors = [\"red\"]\nuse-cost = 1\n\
               [[card.effects]]\nwhen = \"main\"\n\
               do = [{ play = { player = \"opponent\", from = \"sources\", pay = \"free\" } }]\n";
    let err = parse_cards(opp).expect_err("refused").to_string();
    assert!(err.contains("effects[0].do[0]") && err.contains("sources"), "{err}");
    // An Option is used, not played: its own window is `would-be-used`.
    let played = "[[card]]\nid = \"T-BAD\"\nname = \"Bad\"\nkind = \"option\"\ncolors = [\"red\"]\nuse-cost = 1\n\
                  [[card.effects]]\nwhen = \"would-be-played\"\ndo = [{ reduce-cost = 1 }]\n";
    let err = parse_cards(played).expect_err("refused").to_string();
    assert!(err.contains("effects[0].when") && err.contains("would-be-used"), "{err}");
}

#[test]
fn a_granted_effect_reads_as_a_card_effect_and_survives_a_saved_game() {
    use fuda_digimon::cards::ast::{Ability, Buff};
    use fuda_digimon::cards::granted::{GrantSource, Granted, each};
    let db = demo_db();
    let orders = card(&db, "FD-699");
    let written = each(orders);
    assert_eq!(written.len(), 1, "Relay Orders writes one granted effect");
    assert!(written[0].has(Timing::WhenAttacking), "it is a [When Attacking] effect");
    // A game holds it with where it came from; a saved game (JSON) reads back the same.
    let held = Buff::Effect(Granted {
        effect: std::sync::Arc::new(written[0].clone()),
        from: Some(GrantSource { giver: db.find("FD-699").expect("demo card"), nth: 0 }),
    });
    let json = serde_json::to_string(&held).expect("serialises");
    let back: Buff = serde_json::from_str(&json).expect("reads back");
    assert_eq!(back, held, "a granted effect survives a saved game");
    let _ = Ability::Triggered(written[0].clone());
}

#[test]
fn a_granted_effect_written_wrongly_is_refused_with_its_field() {
    let option = |effect: &str| {
        format!(
            "[[card]]\nid = \"T-BAD\"\nname = \"Bad\"\nkind = \"option\"\ncolors = [\"red\"]\nuse-cost = 1\n\
             [[card.effects]]\nwhen = \"main\"\ndo = [{{ give = {{ target = {{ side = \"own\" }}, buff = {{ effect = {effect} }} }} }}]\n"
        )
    };
    let cases = [
        ("{ during = \"your-turn\", buff = { dp = 1000 } }", "triggered"),
        ("{ zone = \"hand\", when = \"main\", do = [{ draw = 1 }] }", "no `zone`"),
        ("{ when = \"when-attacking\" }", "at least one action"),
        ("{ when = \"when-attacking\", do = [{ draw = 1 }], sometimes = true }", "unknown field"),
        ("{ when = \"when-attacking\", do = [{ reduce-cost = 1 }] }", "reduce-cost"),
        // A card's own window is its own play's or use's: a Digimon has no use.
        ("{ when = \"would-be-used\", do = [{ reduce-cost = 1 }] }", "would-be-used"),
    ];
    for (effect, says) in cases {
        let err = parse_cards(&option(effect)).expect_err("refused").to_string();
        assert!(
            err.contains("effects[0]") && err.contains(says),
            "{effect}: names the effect and says {says:?}: {err}"
        );
    }
    // 「…の間、「…」の効果を得る」 as a continuous effect is not built: refused, not ignored.
    let continuous = "[[card]]\nid = \"T-BAD\"\nname = \"Bad\"\nkind = \"digimon\"\ncolors = [\"red\"]\nlevel = 3\n\
                      dp = 2000\nplay-cost = 2\n[[card.effects]]\nduring = \"your-turn\"\n\
                      buff = { effect = { when = \"when-attacking\", do = [{ draw = 1 }] } }\n";
    let err = parse_cards(continuous).expect_err("refused").to_string();
    assert!(err.contains("effects[0].buff") && err.contains("give"), "{err}");
}

/// The security and battle constructs (a face-up security card's continuous effect, a card's own
/// digivolve window, the top or bottom security card) written wrongly are refused with their
/// field and what was expected.
#[test]
fn security_and_battle_constructs_written_wrongly_are_refused_with_their_field() {
    let card = |kind: &str, body: &str| {
        let stats = if kind == "digimon" { "level = 3\ndp = 2000\nplay-cost = 2\n" } else { "play-cost = 2\n" };
        format!("[[card]]\nid = \"T-BAD\"\nname = \"Bad\"\nkind = \"{kind}\"\ncolors = [\"yellow\"]\n{stats}{body}")
    };
    let cases = [
        (
            "digimon",
            "[[card.effects]]\nzone = \"security\"\nduring = \"all-turns\"\nbuff = { dp = 1000 }\n",
            "effects[0].to",
            "no Digimon",
        ),
        (
            "digimon",
            "[[card.effects]]\nzone = \"hand\"\nduring = \"all-turns\"\nto = \"your-digimon\"\nbuff = { dp = 1000 }\n",
            "effects[0].zone",
            "face up in",
        ),
        (
            "digimon",
            "[card.inherited]\n[[card.inherited.effects]]\nzone = \"security\"\nduring = \"all-turns\"\nto = \"your-digimon\"\nbuff = { dp = 1000 }\n",
            "inherited.effects[0].zone",
            "own effects only",
        ),
        (
            "tamer",
            "[[card.effects]]\nwhen = \"when-this-card-would-digivolve\"\ndo = [{ reduce-cost = 1 }]\n",
            "effects[0].when",
            "Digimon card's own window",
        ),
        (
            "digimon",
            "[[card.effects]]\nwhen = \"main\"\ncost = { trash = { from = \"security-top-or-bottom\", count = 2 } }\ndo = [{ draw = 1 }]\n",
            "effects[0].cost",
            "exactly 1 card",
        ),
    ];
    for (kind, body, field, says) in cases {
        let err = parse_cards(&card(kind, body)).expect_err("refused").to_string();
        assert!(err.contains(field) && err.contains(says), "{body}: names {field} and says {says:?}: {err}");
    }
}
