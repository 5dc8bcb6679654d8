//! Thousands of random and mutated request lines: every one gets one well-formed response (an
//! object with `"ok"`, and an `"error"` sentence when refused), and the engine never stops.

use fuda_engine::Engine;
use fuda_games::DataSource;
use fuda_kernel::GameRng;
use serde_json::Value;

/// Requests a client might send, valid or nearly so, over handles 1 to 3.
const SEEDS: &[&str] = &[
    r#"{"cmd":"games"}"#,
    r#"{"cmd":"new","game":"digimon","seed":3}"#,
    r#"{"cmd":"new","game":"ninjaslayer","seed":4,"id":9}"#,
    r#"{"cmd":"decision","handle":1}"#,
    r#"{"cmd":"answer","handle":1,"seat":0,"index":0}"#,
    r#"{"cmd":"answer","handle":2,"seat":1,"index":1}"#,
    r#"{"cmd":"view","handle":2,"seat":1}"#,
    r#"{"cmd":"log","handle":1,"seat":0,"since":3}"#,
    r#"{"cmd":"hash","handle":3}"#,
    r#"{"cmd":"save","handle":1}"#,
    r#"{"cmd":"concede","handle":2,"seat":0}"#,
    r#"{"cmd":"agent","handle":1,"agent":"random"}"#,
    r#"{"cmd":"close","handle":3}"#,
    r#"{"cmd":"load","state":"{}"}"#,
];

/// `line` with a few random edits: bytes changed, dropped or repeated, a piece cut off.
fn mutate(line: &str, rng: &mut GameRng) -> Vec<u8> {
    let mut bytes = line.as_bytes().to_vec();
    for _ in 0..1 + rng.below(4) {
        if bytes.is_empty() {
            break;
        }
        let at = rng.below(bytes.len());
        match rng.below(5) {
            0 => bytes[at] = b"{}[]\":,0123456789-.aezn \\"[rng.below(25)],
            1 => {
                bytes.remove(at);
            }
            2 => bytes.insert(at, bytes[at]),
            3 => bytes.truncate(at),
            _ => bytes[at] = u8::try_from(rng.below(256)).unwrap_or(0),
        }
    }
    bytes
}

#[test]
fn every_line_gets_one_well_formed_response() {
    let mut engine = Engine::new(DataSource::built_in());
    let mut rng = GameRng::new(21);
    let (mut accepted, mut refused) = (0, 0);
    for round in 0..6000 {
        let seed = SEEDS[rng.below(SEEDS.len())];
        // Every third line is sent as it is, so games exist and play on between the mutants.
        let bytes = if round % 3 == 0 { seed.as_bytes().to_vec() } else { mutate(seed, &mut rng) };
        let Ok(line) = std::str::from_utf8(&bytes) else { continue };
        let response: Value = serde_json::from_str(&engine.respond(line))
            .unwrap_or_else(|e| panic!("{line:?}: the response is not JSON: {e}"));
        match response["ok"].as_bool() {
            Some(true) => accepted += 1,
            Some(false) => {
                assert!(response["error"].as_str().is_some_and(|e| !e.is_empty()), "{line:?}: {response}");
                refused += 1;
            }
            None => panic!("{line:?}: no \"ok\" in {response}"),
        }
    }
    assert!(accepted > 1000 && refused > 1000, "both kinds were exercised: {accepted} accepted, {refused} refused");
}
