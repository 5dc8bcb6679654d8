//! The transcripts of docs/protocol.md and docs/protocol-game.md, replayed: each `<` line is
//! what the engine answers the `>` line before it (a line written to end in `…` is the start of
//! the answer). `FUDA_WRITE_TRANSCRIPTS=1` writes them again from the engine first: the answers
//! of protocol.md, and the whole game of protocol-game.md, played anew by the greedy agent's
//! advice (review the diff: a changed answer is a changed protocol).

use fuda_engine::Engine;
use fuda_games::DataSource;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

fn docs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs")
}

fn writing() -> bool {
    std::env::var("FUDA_WRITE_TRANSCRIPTS").is_ok_and(|v| v == "1")
}

#[test]
fn the_transcripts_in_the_docs_are_what_the_engine_answers() {
    if writing() {
        write_protocol(&docs().join("protocol.md"));
        write_game(&docs().join("protocol-game.md"));
    }
    for file in ["protocol.md", "protocol-game.md"] {
        let text = std::fs::read_to_string(docs().join(file)).expect("the doc exists");
        let mut engine = Engine::new(DataSource::built_in());
        let mut answered = None;
        let mut pairs = 0;
        for line in text.lines() {
            if let Some(request) = line.strip_prefix("> ") {
                answered = Some(engine.respond(request));
            } else if let Some(written) = line.strip_prefix("< ") {
                let answer = answered.take().expect("each answer follows a request");
                match written.strip_suffix('…') {
                    Some(start) => assert!(answer.starts_with(start), "{file}: {answer}\ndoes not start {start}"),
                    None => {
                        assert_eq!(answer, written, "{file}: the engine's answer differs (FUDA_WRITE_TRANSCRIPTS=1)")
                    }
                }
                pairs += 1;
            }
        }
        assert!(pairs >= 10, "{file}: a transcript of {pairs} lines");
    }
}

/// Writes each `<` line of the file as the engine answers the `>` line before it now, a line
/// cut short with `…` cut as long as it was.
fn write_protocol(path: &Path) {
    let text = std::fs::read_to_string(path).expect("the doc exists");
    let mut engine = Engine::new(DataSource::built_in());
    let mut answered = None;
    let mut out = Vec::new();
    for line in text.lines() {
        if let Some(request) = line.strip_prefix("> ") {
            answered = Some(engine.respond(request));
        } else if let Some(written) = line.strip_prefix("< ") {
            let answer = answered.take().expect("each answer follows a request");
            let line = match written.strip_suffix('…') {
                Some(start) => format!("< {}…", answer.chars().take(start.chars().count()).collect::<String>()),
                None => format!("< {answer}"),
            };
            out.push(line);
            continue;
        }
        out.push(line.to_string());
    }
    std::fs::write(path, out.join("\n") + "\n").expect("the doc is written");
}

/// Plays the Digimon game of seed 15 between two named demo decks by the greedy agent's advice and writes it as the file's
/// first code block, with the turn and the winner in the sentence that announces them.
fn write_game(path: &Path) {
    let text = std::fs::read_to_string(path).expect("the doc exists");
    let mut engine = Engine::new(DataSource::built_in());
    let mut lines = Vec::new();
    let mut say = |engine: &mut Engine, request: Value| -> Value {
        let answer = engine.respond(&request.to_string());
        lines.push(format!("> {request}"));
        lines.push(format!("< {answer}"));
        serde_json::from_str(&answer).expect("a JSON answer")
    };
    // Named decks, so that a new demo deck leaves the game as it is.
    let decks = ["Blue Costs", "Blue-Green Archive"];
    say(&mut engine, json!({"cmd": "new", "game": "digimon", "seed": 15, "decks": decks}));
    let mut decision = say(&mut engine, json!({"cmd": "decision", "handle": 1}));
    while decision["over"] == json!(false) {
        let advice: Value =
            serde_json::from_str(&engine.respond(&json!({"cmd": "agent", "handle": 1, "agent": "greedy"}).to_string()))
                .expect("a JSON answer");
        let (seat, index) = (advice["seat"].clone(), advice["index"].clone());
        decision = say(&mut engine, json!({"cmd": "answer", "handle": 1, "seat": seat, "index": index}));
    }
    let (turn, winners) = (decision["turn"].clone(), decision["winners"].clone());
    say(&mut engine, json!({"cmd": "view", "handle": 1, "seat": 0}));
    say(&mut engine, json!({"cmd": "close", "handle": 1}));
    let start = text.find("```\n").expect("a code block") + 4;
    let end = start + text[start..].find("```").expect("the block ends");
    let mut doc = format!("{}{}\n{}", &text[..start], lines.join("\n"), &text[end..]);
    let announce = doc.find("ends on").expect("the sentence that announces the end");
    let close = announce + doc[announce..].find(" the winner").expect("… the winner");
    let winner = match winners.as_array().map(Vec::as_slice) {
        Some([one]) => format!("seat {one}"),
        _ => format!("seats {winners}"),
    };
    doc.replace_range(announce..close, &format!("ends on\nturn {turn} with {winner}"));
    std::fs::write(path, doc).expect("the doc is written");
}
