//! Event patterns (15-5-1) as card files write them: bad ones are refused naming the field and
//! what was expected, good ones read like card text and write out as they read in.

use fuda_digimon::cards::load::parse_cards;
use fuda_digimon::cards::render::card_text;

fn one_card(when: &str) -> String {
    format!(
        "[[card]]\nid = \"T-1\"\nname = \"Test One\"\nkind = \"digimon\"\ncolors = [\"red\"]\nlevel = 3\ndp = 3000\nplay-cost = 3\n\
         [[card.effects]]\nwhen = {when}\ndo = [{{ draw = 1 }}]\n"
    )
}

#[test]
fn bad_event_patterns_are_refused_with_their_field() {
    let cases = [
        // An unknown event is named, with the known ones.
        (r#"{ event = "was-deleted" }"#, "unknown variant `was-deleted`, expected one of"),
        (r#"{ event = ["deleted", "eaten"] }"#, "unknown variant `eaten`"),
        (r#"{ event = "deleted", because = "battle" }"#, "unknown key `because`"),
        (r#"{ event = "deleted", cause = "weather" }"#, "`cause`"),
        (r#"{ event = "played", into = { trait = "Knight" } }"#, "`into` is only for `would-digivolve` events"),
        (r#"{ event = "played", cause = "battle" }"#, "`cause` is only for"),
        (r#"{ event = "trashed" }"#, "a `trashed` event needs `from`"),
        (r#"{ event = "deleted", from = "hand" }"#, "`from` is only for `trashed` events"),
        (r#"{ event = "trashed", from = "sources", cause = "effect" }"#, "`cause` does not apply"),
        (r#"{ event = ["would-leave", "deleted"] }"#, "an immediate event"),
        (r#"{ event = "unsuspended", phase = "breeding" }"#, "`phase`"),
        // An event's timing alone says neither whose nor which: only a pattern waits for it.
        (r#""digimon-deleted""#, "is written as an event pattern: `when = { event = \"deleted\""),
    ];
    for (when, expected) in cases {
        let err = parse_cards(&one_card(when)).expect_err(when).to_string();
        assert!(err.contains("effects[0].when"), "{when}: the error names no field: {err}");
        assert!(err.contains(expected), "{when}: expected {expected:?} in: {err}");
    }
    // An attack by another Digimon names one of your own.
    let err = parse_cards(
        &one_card(r#""on-play""#)
            .replace("do = [{ draw = 1 }]", r#"do = [{ attack-with = { attacker = { side = "opponent" } } }]"#),
    )
    .expect_err("an opponent's attacker");
    assert!(err.to_string().contains("attack-with.attacker"), "{err}");
}

#[test]
fn event_patterns_read_like_card_text() {
    let cases = [
        (
            r#"{ event = "would-leave", whose = "yours", subject = { other = true }, cause = { not = "your-effect" } }"#,
            "[When one of your other Digimon would leave the battle area other than by your effects]",
        ),
        (
            r#"{ event = "would-digivolve", subject = { is = "this" }, into = { trait = "Herald" } }"#,
            "[When this Digimon would digivolve into a card with the [Herald] trait]",
        ),
        (
            r#"{ event = "would-be-deleted", subject = { is = "this" }, cause = ["battle", "opponents-effect"] }"#,
            "[When this Digimon would be deleted in battle or by your opponent's effects]",
        ),
        (
            r#"{ event = "deleted", subject = { level = { at-least = 5 } } }"#,
            "[When a Digimon with a level of 5 or more is deleted]",
        ),
        (
            r#"{ event = "deletes-in-battle", subject = { is = "this" } }"#,
            "[When this Digimon deletes the opposing Digimon in battle]",
        ),
        (
            r#"{ event = "trashed", from = "security", subject = { is = "this" }, cause = "effect" }"#,
            "[When this card is trashed from your security by an effect]",
        ),
        (r#"{ event = "trashed", from = "deck", whose = "yours" }"#, "[When cards are trashed from your deck]"),
        (
            r#"{ event = "trashed", from = "hand", whose = "yours", cause = "your-effect" }"#,
            "[When cards are trashed from your hand by your effects]",
        ),
        (r#"{ event = "added-to-hand", whose = "yours" }"#, "[When cards are added to your hand by an effect]"),
        (r#"{ event = "target-switched" }"#, "[When an attack target is switched]"),
        (
            r#"{ event = "target-switched", subject = { is = "this" } }"#,
            "[When this Digimon's attack target is switched]",
        ),
        (r#"{ event = "option-used", whose = "yours" }"#, "[When you use an Option card]"),
        (r#"{ event = "linked", subject = { is = "this" } }"#, "[When this Digimon links]"),
        (
            r#"{ event = "unsuspended", subject = { is = "this" }, phase = "main" }"#,
            "[When this Digimon becomes active in the main phase]",
        ),
        (r#"{ event = "checks-security", subject = { is = "this" } }"#, "[When this Digimon checks a security card]"),
        (
            r#"{ event = "sources-added", whose = "yours", subject = { trait = "Insect" } }"#,
            "[When one of your Digimon with the [Insect] trait gets digivolution cards by an effect]",
        ),
        (
            r#"{ event = "moved-from-breeding", whose = "yours", turn = "yours" }"#,
            "[Your Turn] [When one of your Digimon moves from the breeding area]",
        ),
    ];
    for (when, expected) in cases {
        let cards = parse_cards(&one_card(when)).unwrap_or_else(|e| panic!("{when}: {e}"));
        let text = card_text(&cards[0]);
        assert!(text.contains(expected), "{when}\nexpected {expected}\nrendered:\n{text}");
    }
}

#[test]
fn attack_control_reads_like_card_text() {
    let cases = [
        (
            r#"do = [{ attack-with = { attacker = { side = "own", other = true } } }]"#,
            "One of your other Digimon may attack",
        ),
        (
            r#"do = [{ attack-with = { attacker = { side = "own", level = { at-least = 4 } }, mandatory = true } }]"#,
            "One of your Digimon with a level of 4 or more attacks",
        ),
        (r#"do = [{ switch-target = { pick = "this" } }]"#, "Switch the attack target to this Digimon"),
        (r#"if = "attacking""#, "While this Digimon is attacking"),
    ];
    for (effect, expected) in cases {
        let text = one_card(r#""when-attacking""#).replace("do = [{ draw = 1 }]", effect);
        let text = if effect.starts_with("if") { format!("{text}do = [{{ draw = 1 }}]\n") } else { text };
        let cards = parse_cards(&text).unwrap_or_else(|e| panic!("{effect}: {e}"));
        let rendered = card_text(&cards[0]);
        assert!(rendered.contains(expected), "{effect}\nexpected {expected}\nrendered:\n{rendered}");
    }
}

/// Issue 23 (point 2.2): a timing name from before event patterns reads as the pattern that now
/// says it, one runtime path, and renders as it did.
#[test]
fn old_timing_names_read_as_their_patterns() {
    use fuda_digimon::cards::ast::Ability;
    let effect = |when: &str| {
        let cards = parse_cards(&one_card(when)).unwrap_or_else(|e| panic!("{when}: {e}"));
        let Ability::Triggered(t) = &cards[0].effects[0] else { panic!("{when}: a triggered effect") };
        (t.timing, t.pattern.clone(), card_text(&cards[0]))
    };
    for (old, pattern, text) in [
        (
            r#""when-your-digimon-digivolved""#,
            r#"{ event = "digivolved", whose = "yours" }"#,
            "[When one of your Digimon digivolves] <Draw 1>.",
        ),
        (
            r#""when-your-digimon-would-digivolve""#,
            r#"{ event = "would-digivolve", whose = "yours" }"#,
            "[When one of your Digimon would digivolve] <Draw 1>.",
        ),
        (
            r#""when-opponents-digimon-would-digivolve""#,
            r#"{ event = "would-digivolve", whose = "opponents" }"#,
            "[When one of your opponent's Digimon would digivolve] <Draw 1>.",
        ),
    ] {
        let (old_timing, old_pattern, old_text) = effect(old);
        let (timing, new_pattern, _) = effect(pattern);
        assert_eq!((old_timing, &old_pattern), (timing, &new_pattern), "{old} is {pattern}");
        assert!(old_pattern.is_some(), "{old}: a pattern");
        assert!(old_text.lines().any(|l| l == text), "{old} renders {text:?}:\n{old_text}");
    }
    // A pattern is a whole timing: it is not listed among icons.
    let err = parse_cards(&one_card(r#"["on-play", "when-your-digimon-digivolved"]"#)).expect_err("a list");
    assert!(err.to_string().contains("is an event pattern: write it alone"), "{err}");
}
