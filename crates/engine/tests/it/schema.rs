//! The committed JSON Schema (docs/protocol/) is the one the types generate, and the engine's
//! real traffic obeys it: every request a client sends in a whole game of each game is valid
//! against `request.schema.json`, and every response against the schema of its command (or of a
//! refusal). Set `FUDA_WRITE_SCHEMA=1` to write the files from the types first.

use fuda_engine::Engine;
use fuda_games::DataSource;
use fuda_kernel::GameRng;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/protocol")
}

#[test]
fn the_committed_schema_is_the_generated_one() {
    let generated = fuda_engine::schema::schemas();
    if std::env::var("FUDA_WRITE_SCHEMA").is_ok_and(|v| v == "1") {
        for (path, schema) in &generated {
            let path = folder().join(path);
            std::fs::create_dir_all(path.parent().expect("a folder")).expect("docs/protocol is writable");
            let text = serde_json::to_string_pretty(schema.as_value()).expect("a schema is JSON") + "\n";
            std::fs::write(&path, text).expect("docs/protocol is writable");
        }
    }
    for (path, schema) in &generated {
        let committed = std::fs::read_to_string(folder().join(path))
            .unwrap_or_else(|e| panic!("docs/protocol/{path}: {e} (set FUDA_WRITE_SCHEMA=1 to write it)"));
        let committed: Value = serde_json::from_str(&committed).expect("the committed schema is JSON");
        assert_eq!(
            &committed,
            schema.as_value(),
            "docs/protocol/{path} is not the schema the types generate: set FUDA_WRITE_SCHEMA=1 to write it again"
        );
    }
    let mut committed = Vec::new();
    for dir in [folder(), folder().join("response")] {
        for entry in std::fs::read_dir(&dir).expect("docs/protocol exists") {
            let path = entry.expect("a listing").path();
            if path.is_file() {
                committed.push(path.strip_prefix(folder()).expect("inside").to_string_lossy().replace('\\', "/"));
            }
        }
    }
    committed.sort();
    let mut expected: Vec<String> = generated.into_iter().map(|(path, _)| path).collect();
    expected.sort();
    assert_eq!(committed, expected, "docs/protocol holds exactly the generated files");
}

/// The traffic of one client, checked line by line against the committed schema files.
struct Checked {
    engine: Engine,
    request: jsonschema::Validator,
    responses: Vec<(String, jsonschema::Validator)>,
    refused: jsonschema::Validator,
    checked: usize,
}

fn validator(path: &str) -> jsonschema::Validator {
    let text = std::fs::read_to_string(folder().join(path)).unwrap_or_else(|e| panic!("docs/protocol/{path}: {e}"));
    let schema: Value = serde_json::from_str(&text).expect("the schema is JSON");
    jsonschema::validator_for(&schema).unwrap_or_else(|e| panic!("docs/protocol/{path} is not a valid schema: {e}"))
}

fn errors(validator: &jsonschema::Validator, value: &Value) -> Vec<String> {
    validator.iter_errors(value).map(|e| format!("{} at {}", e, e.instance_path())).collect()
}

impl Checked {
    fn new() -> Checked {
        let commands = [
            "games", "cards", "new", "load", "decision", "answer", "concede", "view", "log", "save", "hash", "close",
            "agent",
        ];
        Checked {
            engine: Engine::new(DataSource::built_in()),
            request: validator("request.schema.json"),
            responses: commands
                .iter()
                .map(|c| (c.to_string(), validator(&format!("response/{c}.schema.json"))))
                .collect(),
            refused: validator("response/refused.schema.json"),
            checked: 0,
        }
    }

    /// Sends a request the schema allows, and checks its response against its command's schema.
    fn ask(&mut self, request: Value) -> Value {
        let wrong = errors(&self.request, &request);
        assert!(wrong.is_empty(), "{request} breaks request.schema.json: {wrong:?}");
        let response: Value = serde_json::from_str(&self.engine.respond(&request.to_string())).expect("JSON");
        let command = request["cmd"].as_str().expect("a command");
        let schema = match response["ok"] == json!(true) {
            true => &self.responses.iter().find(|(c, _)| c == command).expect("a command with a schema").1,
            false => &self.refused,
        };
        let wrong = errors(schema, &response);
        assert!(wrong.is_empty(), "the response to {request} breaks its schema: {wrong:?}\n{response}");
        self.checked += 1;
        response
    }
}

#[test]
fn every_request_and_response_of_whole_games_obeys_the_committed_schema() {
    let mut client = Checked::new();
    let games = client.ask(json!({"cmd": "games", "id": [1, "a"]}));
    for game in games["games"].as_array().expect("games") {
        let name = game["name"].as_str().expect("a name");
        client.ask(json!({"cmd": "cards", "game": name}));
        for format in game["formats"].as_array().expect("formats").iter().map(Some).chain([None]) {
            let mut new = json!({"cmd": "new", "game": name, "seed": 5, "id": "n"});
            if let Some(format) = format {
                new["format"] = format.clone();
            }
            let handle = client.ask(new)["handle"].clone();
            let mut rng = GameRng::new(5);
            let mut answers = 0;
            loop {
                let decision = client.ask(json!({"cmd": "decision", "handle": handle}));
                if decision["over"] == json!(true) {
                    break;
                }
                let seat = decision["seat"].clone();
                if answers % 25 == 0 {
                    for s in 0..game["seats"]["min"].as_u64().expect("seats") {
                        client.ask(json!({"cmd": "view", "handle": handle, "seat": s}));
                        client.ask(json!({"cmd": "log", "handle": handle, "seat": s, "since": answers}));
                    }
                    client.ask(json!({"cmd": "agent", "handle": handle, "agent": "greedy", "seed": 2}));
                    client.ask(json!({"cmd": "hash", "handle": handle}));
                    // Refused, and the refusal obeys its schema.
                    client.ask(json!({"cmd": "answer", "handle": handle, "seat": seat, "index": 9999}));
                }
                let options = decision["options"].as_array().expect("options").len();
                client.ask(json!({"cmd": "answer", "handle": handle, "seat": seat, "index": rng.below(options)}));
                answers += 1;
            }
            let state = client.ask(json!({"cmd": "save", "handle": handle}))["state"].clone();
            let loaded = client.ask(json!({"cmd": "load", "state": state}))["handle"].clone();
            client.ask(json!({"cmd": "log", "handle": loaded}));
            client.ask(json!({"cmd": "concede", "handle": loaded, "seat": 0}));
            client.ask(json!({"cmd": "close", "handle": handle}));
            client.ask(json!({"cmd": "close", "handle": loaded}));
        }
    }
    assert!(client.checked > 500, "whole games were checked: {} lines", client.checked);
}
