//! `fuda engine` on stdin and stdout: one response line per request line, in order, bad lines
//! refused without stopping the engine, exit 0 at the end of input.

use crate::common::fuda_with_input;

fn engine(input: &[u8]) -> (Vec<serde_json::Value>, Option<i32>) {
    let out = fuda_with_input(&["engine"], input);
    let lines = String::from_utf8(out.stdout).expect("UTF-8 responses");
    (lines.lines().map(|l| serde_json::from_str(l).expect("each line one JSON object")).collect(), out.status.code())
}

#[test]
fn the_engine_answers_every_line_in_order_and_ends_with_its_input() {
    let mut input = b"{\"cmd\":\"games\",\"id\":7}\n\xff\xfe\n".to_vec();
    input.extend(std::iter::repeat_n(b'x', fuda_engine::LONGEST_LINE + 10));
    input.extend(
        b"\n{\"cmd\":\"new\",\"game\":\"ninjaslayer\",\"seed\":3,\"id\":\"b\"}\n{\"cmd\":\"decision\",\"handle\":1}",
    );
    let (responses, code) = engine(&input);
    assert_eq!(code, Some(0), "the end of input ends the engine");
    assert_eq!(responses.len(), 5, "one response a request: {responses:?}");
    assert_eq!((responses[0]["ok"].clone(), responses[0]["id"].clone()), (true.into(), 7.into()));
    assert!(responses[1]["error"].as_str().is_some_and(|e| e.contains("UTF-8")), "{}", responses[1]);
    assert!(responses[2]["error"].as_str().is_some_and(|e| e.contains("longer than")), "{}", responses[2]);
    assert_eq!((responses[3]["handle"].clone(), responses[3]["id"].clone()), (1.into(), "b".into()));
    assert_eq!((responses[4]["ok"].clone(), responses[4]["over"].clone()), (true.into(), false.into()));
}
