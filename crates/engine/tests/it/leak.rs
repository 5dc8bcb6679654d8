//! The leak oracle through the protocol: what the engine sends seat S (views, log lines, and the
//! decisions S answers) must not change when the cards hidden from S are dealt again. At sampled
//! decisions of seeded random games played only through requests, the game is saved, a twin is
//! dealt with every card S may not identify somewhere else among S's unseen places
//! ([`fuda_kernel::Game::determinize`]; the game crates' own leak tests check that deal against
//! their tables of the standing zone rules), the twin is loaded as a second game, and both are
//! played on in step with the same answers while S can tell them apart by nothing. A difference
//! in the lines sent to S before S legitimately learns something is a leak.

use fuda_engine::Engine;
use fuda_games::DataSource;
use fuda_kernel::GameRng;
use serde_json::{Value, json};

fn ok(engine: &mut Engine, request: Value) -> Value {
    let response: Value = serde_json::from_str(&engine.respond(&request.to_string())).expect("JSON");
    assert_eq!(response["ok"], json!(true), "{request} → {response}");
    response
}

/// What the engine sends `seat` about game `handle`: its view and its log lines from `since`.
fn seen(engine: &mut Engine, handle: u64, seat: u64, since: u64) -> (Value, Value) {
    let view = ok(engine, json!({"cmd": "view", "handle": handle, "seat": seat}));
    let log = ok(engine, json!({"cmd": "log", "handle": handle, "seat": seat, "since": since}))["lines"].clone();
    (view, log)
}

/// Plays `handle` and its twin for `seat` in step; `Err` says what `seat` could tell apart.
fn in_step(engine: &mut Engine, (game, twin): (u64, u64), seat: u64, seed: u64, window: usize) -> Result<(), String> {
    let next = |engine: &mut Engine, h: u64| ok(engine, json!({"cmd": "log", "handle": h}))["next"].clone();
    let (from_game, from_twin) = (next(engine, game), next(engine, twin));
    let mut rng = GameRng::new(seed);
    for after in 0..=window {
        let (view, log) = seen(engine, game, seat, from_game.as_u64().expect("a line number"));
        let (twin_view, twin_log) = seen(engine, twin, seat, from_twin.as_u64().expect("a line number"));
        if view != twin_view {
            return match after {
                0 => Err(format!("the view differs:\n{view}\n{twin_view}")),
                // The answers showed the seat something new: from here the games may differ.
                _ => Ok(()),
            };
        }
        if log != twin_log {
            return Err(format!("after {after} answers the log differs:\n{log}\n{twin_log}"));
        }
        let decision = ok(engine, json!({"cmd": "decision", "handle": game}));
        let twin_decision = ok(engine, json!({"cmd": "decision", "handle": twin}));
        // Another seat decides on what it sees and `seat` does not.
        if decision["seat"] != json!(seat) || twin_decision["seat"] != json!(seat) {
            return Ok(());
        }
        if decision != twin_decision {
            return Err(format!("after {after} answers the decision differs:\n{decision}\n{twin_decision}"));
        }
        if after == window {
            break;
        }
        let index = rng.below(decision["options"].as_array().expect("options").len());
        for h in [game, twin] {
            ok(engine, json!({"cmd": "answer", "handle": h, "seat": seat, "index": index}));
        }
    }
    Ok(())
}

#[test]
fn no_seat_is_sent_what_is_hidden_from_it() {
    let data = DataSource::built_in();
    let mut engine = Engine::new(data.clone());
    let mut twins = 0;
    for game in fuda_games::GAMES {
        for seed in 0..3u64 {
            let new = json!({"cmd": "new", "game": game.name(), "seed": seed});
            twins += checked_twins(&mut engine, &data, new, game.name(), seed);
        }
    }
    eprintln!("{twins} twins");
    assert!(twins > 500, "twins checked: {twins}");
}

/// Every table format of every game (Reバース's Rumble, Circle and team formats): a seat is sent
/// its teammates' hidden cards and nothing else (12.5.6).
#[test]
fn no_seat_at_any_table_is_sent_what_is_hidden_from_it() {
    let data = DataSource::built_in();
    let mut engine = Engine::new(data.clone());
    let mut twins = 0;
    for game in fuda_games::GAMES {
        for table in game.tables() {
            let seats = (*table.seats.start()).max(4).min(*table.seats.end());
            let new = json!({"cmd": "new", "game": game.name(), "seed": 1, "format": table.name, "seats": seats});
            twins += checked_twins(&mut engine, &data, new, table.name, 1);
        }
    }
    assert!(twins > 300, "twins checked: {twins}");
}

/// Plays the game `new` starts with random answers from `seed`, checking every seat at every
/// ninth decision; the number of twins checked.
fn checked_twins(engine: &mut Engine, data: &DataSource, new: Value, name: &str, seed: u64) -> usize {
    let mut twins = 0;
    let handle = ok(engine, new)["handle"].clone();
    let mut rng = GameRng::new(seed ^ 0x1eac);
    let mut answers = 0u64;
    loop {
        let decision = ok(engine, json!({"cmd": "decision", "handle": handle}));
        if decision["over"] == json!(true) {
            break;
        }
        if answers.is_multiple_of(9) {
            let saved = ok(engine, json!({"cmd": "save", "handle": handle}))["state"].clone();
            let played = fuda_games::load_saved(data, saved.as_str().expect("a state")).expect("it loads");
            for seat in 0..played.seat_count() as u64 {
                let point = seed.wrapping_mul(1_000_003) ^ answers;
                let mut twin = played.determinize(fuda_kernel::Seat(seat as u8), point);
                // A search copy logs nothing; the twin must log as the game does.
                twin.set_logging(true);
                let (game_copy, twin_handle) = {
                    let copy = ok(engine, json!({"cmd": "load", "state": saved}))["handle"].clone();
                    let twin = ok(engine, json!({"cmd": "load", "state": twin.save()}))["handle"].clone();
                    (copy.as_u64().expect("a handle"), twin.as_u64().expect("a handle"))
                };
                in_step(engine, (game_copy, twin_handle), seat, point, 12)
                    .unwrap_or_else(|what| panic!("{name} seed {seed}, answer {answers}, seat {seat}: {what}"));
                for h in [game_copy, twin_handle] {
                    ok(engine, json!({"cmd": "close", "handle": h}));
                }
                twins += 1;
            }
        }
        let options = decision["options"].as_array().expect("options").len();
        let seat = decision["seat"].clone();
        ok(engine, json!({"cmd": "answer", "handle": handle, "seat": seat, "index": rng.below(options)}));
        answers += 1;
    }
    ok(engine, json!({"cmd": "close", "handle": handle}));
    twins
}
