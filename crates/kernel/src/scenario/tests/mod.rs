//! The runner's tests: the header, the step checks, and every new check failing when it should,
//! on a toy game.

mod checks;
mod toy;

use super::*;
use toy::Toy;

const GAMES: &[&str] = &["alpha", "beta"];

fn shown(source: &str) -> String {
    game_of(source, GAMES).expect_err("the header is malformed").to_string()
}

#[test]
fn the_game_is_read_from_the_header() {
    assert_eq!(game_of("title = \"t\"\ngame = \"beta\"\n[setup]\nx = 1\n", GAMES), Ok("beta".into()));
}

#[test]
fn a_syntax_error_is_reported_at_its_line_and_column() {
    let open = shown("game = \"alpha\"\ntitle = \"t\n");
    assert!(open.starts_with("line 2:11:") && open.contains("string"), "unterminated string: {open}");
    let unquoted = shown("game = alpha\n");
    assert!(unquoted.starts_with("line 1:8:"), "unquoted value: {unquoted}");
    let twice = shown("game = \"alpha\"\ntitle = \"a\"\ntitle = \"b\"\n");
    assert!(twice.starts_with("line 3:1:") && twice.contains("duplicate"), "duplicate key: {twice}");
}

fn steps(source: &str) -> Vec<ScenarioStep<Toy>> {
    #[derive(Deserialize)]
    struct File {
        step: Vec<ScenarioStep<Toy>>,
    }
    parse_toml::<File>(source).expect("a well-formed step list").step
}

#[test]
fn a_step_mistake_is_reported_at_its_key() {
    let source = "[[step]]\nchoose = \"Pass\"\n\n[[step]]  # the second\nanswer = 1\n\nseat = 3\n";
    let err = check_steps(&steps(source), source, 2).expect_err("seat 3 of 2");
    assert_eq!(err.to_string(), "line 7, field `step[1].seat`: seat 3: expected 1 to 2");
    let inline = "step = [{ choose = \"Pass\" }, { rejects = true }]\n";
    let err = check_steps(&steps(inline), inline, 2).expect_err("rejects without answer");
    assert_eq!(err.location.line, None, "inline steps have no table line: {err}");
    assert_eq!(err.location.field.as_deref(), Some("step[1].rejects"));
    let fine = "[[step]]\nanswer = 0\nrejects = true\n[[step]]\nrun = \"random\"\nseed = 4\nconcede = 2\n";
    assert_eq!(check_steps(&steps(fine), fine, 2), Ok(()));
}

#[test]
fn a_missing_or_unknown_game_is_named() {
    let missing = shown("title = \"t\"\n");
    assert!(missing.contains("missing field `game`") && missing.contains("\"alpha\" or \"beta\""), "{missing}");
    let empty = shown("# nothing\n\n");
    assert!(empty.contains("the file is empty"), "{empty}");
    let unknown = shown("title = \"t\"\ngame  = \"gamma\"\n");
    assert_eq!(unknown, "line 2:9, field `game`: unknown game \"gamma\": expected \"alpha\" or \"beta\"");
    let number = shown("game = 3\n");
    assert!(number.starts_with("line 1:8, field `game`"), "{number}");
}
