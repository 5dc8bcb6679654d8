//! Each check of the runner holds where it should and fails where it should: checkpoints,
//! `nowhere`, `log-order`, winners and draws, counts, and misspelt labels (a malformed file).

use super::toy::Toy;
use crate::error::InputError;
use crate::scenario::{ScenarioReport, run};

/// P1 holds `a` and `b`, P2 holds `c`.
const HEAD: &str = "game = \"toy\"\ntitle = \"t\"\nrules = [\"1\"]\n[setup]\np1 = [\"a\", \"b\"]\np2 = [\"c\"]\n";

/// P1 plays `a`, removes it (it leaves the game), then passes.
const PLAY: &str = "\n[[step]]\nchoose = \"Play Toy Token [a]\"\n\n[[step]]\nchoose = \"~Remove Toy Token [a]\"\n\n[[step]]\nchoose = \"Pass\"\n";

fn played(rest: &str) -> Result<ScenarioReport, InputError> {
    run::<Toy>(&format!("{HEAD}{rest}"), &vec!["Toy Token".to_string()])
}

fn failure(rest: &str) -> String {
    played(rest).expect("well formed").failure.expect("the scenario fails")
}

fn passes(rest: &str) {
    let report = played(rest).expect("well formed");
    assert_eq!(report.failure, None, "{rest}");
}

#[test]
fn the_common_keys_hold_for_the_toy() {
    passes(&format!(
        "{PLAY}\n[expect]\nturn = 2\nturn-player = 2\nphase = \"main\"\ndecider = 2\nwinner = \"none\"\ndraw = false\n\
         offered = \"~Play Toy Token [c]\"\nnot-offered = \"~Play Toy Token [b]\"\nlog-order = [\"played\", \"leaves\", \"passes\"]\n\
         [expect.p1]\nhand = 1\nboard = 0\n[[expect.card]]\nalias = \"a\"\nzone = \"nowhere\"\n\
         [[expect.card]]\nalias = \"b\"\nzone = \"hand\"\nowner-zone = 1\nseen-by = [1]\n"
    ));
}

#[test]
fn a_checkpoint_that_does_not_hold_names_its_step() {
    let rest = PLAY.replacen(
        "\n\n[[step]]\nchoose = \"~Remove",
        "\n[step.expect]\np1 = { board = 0 }\n\n[[step]]\nchoose = \"~Remove",
        1,
    );
    let why = failure(&rest);
    assert!(why.starts_with("after step 1 (line 8): expectations not met"), "{why}");
    assert!(why.contains("P1 board: expected 0, found 1"), "{why}");
    passes(&PLAY.replacen(
        "\n\n[[step]]\nchoose = \"~Remove",
        "\n[step.expect]\np1 = { board = 1 }\n\n[[step]]\nchoose = \"~Remove",
        1,
    ));
}

#[test]
fn a_reversed_log_order_fails() {
    let why = failure(&format!("{PLAY}\n[expect]\nlog-order = [\"leaves\", \"played\"]\n"));
    assert!(why.contains("log order: no line mentions \"played\" after \"leaves\" (log line 2)"), "{why}");
    let why = failure(&format!("{PLAY}\n[expect]\nlog-order = [\"played\", \"played\"]\n"));
    assert!(
        why.contains("no line mentions \"played\" after \"played\""),
        "each text after the previous one's line: {why}"
    );
}

#[test]
fn nowhere_means_the_card_left_the_game() {
    let card = |alias: &str, zone: &str| format!("{PLAY}\n[[expect.card]]\nalias = \"{alias}\"\nzone = \"{zone}\"\n");
    let why = failure(&card("a", "board"));
    assert!(why.contains("card \"a\": in no zone: it left the game"), "{why}");
    let why = failure(&card("b", "nowhere"));
    assert!(why.contains("card \"b\" zone: expected \"nowhere\", found \"hand\""), "{why}");
}

#[test]
fn winners_and_draws_are_told_apart() {
    let conceded = "\n[[step]]\nconcede = 2\n[expect]\n";
    passes(&format!("{conceded}winner = 1\ndraw = false\n"));
    passes(&format!("{conceded}winner = [1]\n"));
    assert!(failure(&format!("{conceded}winner = [1, 2]\n")).contains("winner: expected 1, 2, found 1"));
    assert!(failure(&format!("{conceded}draw = true\n")).contains("draw: expected true, found false"));
    assert!(failure(&format!("{conceded}winner = \"none\"\n")).contains("winner: expected none, found 1"));
    for (bad, says) in [("winner = 0", "seat 0"), ("winner = []", "empty list"), ("winner = \"draw\"", "draw = true")] {
        let err = played(&format!("{conceded}{bad}\n")).expect_err("malformed winner");
        assert!(err.to_string().contains(says) && err.location.line == Some(11), "{bad}: {err}");
    }
}

#[test]
fn a_misspelt_label_is_a_malformed_file_at_its_line() {
    let err = played("\n[[step]]\nnot-offered = \"Play Toy Tokn [a]\"\n").expect_err("a typo");
    assert_eq!(err.location.line, Some(9), "{err}");
    assert_eq!(err.location.field.as_deref(), Some("step[0].not-offered"), "{err}");
    assert!(err.message.contains("names no card of this scenario"), "{err}");
    let err = played("\n[[step]]\noffered = \"~Play Toy Token [z]\"\n").expect_err("an unknown alias");
    assert_eq!(err.location.field.as_deref(), Some("step[0].offered"), "{err}");
    let err = played("\n[[step]]\nchoose = \"Pass\"\n[step.expect]\nnot-offered = \"~Remove Tok [b]\"\n")
        .expect_err("in a checkpoint");
    assert_eq!(
        (err.location.line, err.location.field.as_deref()),
        (Some(11), Some("step[0].expect.not-offered")),
        "{err}"
    );
    let err = played("\n[expect]\nnot-offered = \"[zz]\"\n").expect_err("in [expect]");
    assert_eq!((err.location.line, err.location.field.as_deref()), (Some(9), Some("expect.not-offered")), "{err}");
    // Generic labels and pieces of known names pass.
    passes(
        "\n[[step]]\nnot-offered = \"Mulligan\"\noffered = \"~Play Toy\"\n[step.expect]\nnot-offered = \"~Remove\"\n",
    );
}

#[test]
fn an_unknown_expect_key_is_refused_at_its_line_with_every_key() {
    let err = played("\n[expect]\nturn = 1\nlog-contain = [\"x\"]\n").expect_err("a misspelt key");
    assert_eq!(err.location.line, Some(10), "{err}");
    assert!(err.message.contains("unknown field `log-contain`") && err.message.contains("`log-order`"), "{err}");
    let err = played("\n[expect.p1]\nhands = 1\n").expect_err("an unknown count");
    assert!(err.message.contains("expected one of `hand`, `board`") && err.location.line == Some(9), "{err}");
    let err = played("\n[[expect.card]]\nzone = \"hand\"\n").expect_err("no alias");
    assert!(err.message.contains("missing field `alias`"), "{err}");
}
