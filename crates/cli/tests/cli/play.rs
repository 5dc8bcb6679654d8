//! `fuda play` driven through stdin: what the player may type and what the screen shows.

use crate::common::{play, text as shown};

#[test]
fn labels_and_concede_are_matched_letter_case_aside() {
    let o = play(&["digimon", "--seed", "1"], b"keep HAND\nCONCEDE\n");
    let out = shown(&o);
    assert!(!out.contains("not an option"), "both lines are understood:\n{out}");
    assert_eq!(out.matches("Mulligan your opening hand?").count(), 1, "the mulligan is answered at once:\n{out}");
    assert!(out.contains("P1 concedes") && out.contains("The computer wins"), "{out}");
    assert!(o.status.success(), "{out}");
}

#[test]
fn a_line_that_is_not_utf8_is_asked_again() {
    let o = play(&["digimon", "--seed", "1"], b"\xff\xfe keep\nconcede\n");
    let out = shown(&o);
    assert!(out.contains("not text"), "the line is refused with a message:\n{out}");
    assert_eq!(out.matches("Mulligan your opening hand?").count(), 2, "and the question is asked again:\n{out}");
    assert!(out.contains("P1 concedes"), "the game goes on to the next line:\n{out}");
    assert!(o.status.success(), "{out}");
}

#[test]
fn card_and_show_print_a_cards_text() {
    // Seed 1: Ninja Slayer's first question is the Ether step, option 0 puts Kawarimi Adept there.
    let o = play(
        &["ninjaslayer", "--seed", "1"],
        b"card kawarimi ADEPT\ncard nsd-030\nshow 0\ncard Nobody\nhelp\nconcede\n",
    );
    let out = shown(&o);
    assert!(out.contains("[0] Put Kawarimi Adept into the Ether zone"), "the expected question:\n{out}");
    // The hand shows each card's id, cost and numbers; the opponent's hand only its count.
    assert!(out.contains("Kawarimi Adept (NSD-030, cost 2, Karate 1, Durability 2)"), "{out}");
    let p2 = out.split("\n P2:").nth(1).expect("P2's side of the board");
    assert!(p2.lines().any(|l| l.trim() == "hand: 4 card(s)"), "P2's hand stays hidden:\n{p2}");
    let text = "■Kawarimi no Jutsu";
    assert_eq!(out.matches(text).count(), 3, "by name, by id and by option, the card's text:\n{out}");
    assert!(out.contains("no card of this game has the id or name \"Nobody\""), "{out}");
    assert!(out.contains("card NAME-or-ID") && out.contains("show N"), "help lists the commands:\n{out}");
    assert!(o.status.success(), "{out}");
}

/// Prompts whose only option is Pass.
fn lone_passes(out: &str) -> usize {
    out.matches("(802.4)\n  [0] Pass\n>").count()
}

#[test]
fn a_lone_pass_is_passed_for_the_player_unless_asked_to_stop() {
    let answers = "0\n".repeat(3000);
    let quiet = shown(&play(&["ninjaslayer", "--seed", "2"], answers.as_bytes()));
    let stops = shown(&play(&["ninjaslayer", "--seed", "2", "--stop-on-pass"], answers.as_bytes()));
    assert!(quiet.contains("wins") || quiet.contains("draw"), "the game ends:\n{}", &quiet[quiet.len() - 2000..]);
    assert_eq!(lone_passes(&quiet), 0, "no lone Pass is asked by default");
    assert!(lone_passes(&stops) > 10, "--stop-on-pass asks them: {}", lone_passes(&stops));
    assert!(quiet.contains("802.4a: P1 passes"), "the passes are still logged");
    // The steps are named in words and a character's numbers say which is which.
    for identifier in ["IkusaStart", "EtherPlaced", "CharacterPhase", "AisatsuChoice", "DamageStep", "EndPhase"] {
        assert!(!stops.contains(identifier), "no step identifier {identifier} on the screen");
    }
    for words in ["Priority, Ikusa start step", "· Character phase ·", "Priority, End phase"] {
        assert!(stops.contains(words), "the step reads {words:?}");
    }
    let field = stops.lines().find(|l| l.trim_start().starts_with("field (")).expect("a character on the field");
    assert!(field.contains("Karate ") && field.contains(", Durability "), "named numbers: {field}");
}
