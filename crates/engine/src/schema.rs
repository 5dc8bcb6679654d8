//! The protocol's JSON Schema, generated from the request and response types. The files under
//! `docs/protocol/` are this module's output; a test fails when they differ from it.

use crate::request::Request;
use crate::response::{Advice, CardList, Closed, Decision, Done, Games, Hashed, Log, Opened, Refused, Saved};
use fuda_kernel::view::SeatView;
use schemars::{JsonSchema, Schema, schema_for};
use serde_json::{Value, json};

/// Each schema file, by its path under `docs/protocol/`: the requests, then the response to each
/// command, then a refusal (the response to any request the engine refuses).
pub fn schemas() -> Vec<(String, Schema)> {
    let mut files = vec![("request.schema.json".to_string(), schema_for!(Request))];
    let mut response = |commands: &[&str], schema: Schema| {
        for command in commands {
            let mut schema = schema.clone();
            schema.insert("title".into(), json!(format!("The response to `{command}`")));
            files.push((format!("response/{command}.schema.json"), schema));
        }
    };
    response(&["games"], reply::<Games>());
    response(&["cards"], reply::<CardList>());
    response(&["new", "load"], reply::<Opened>());
    response(&["decision", "answer", "concede"], reply::<Decision>());
    response(&["view"], reply::<SeatView>());
    response(&["log"], reply::<Log>());
    response(&["save"], reply::<Saved>());
    response(&["hash"], reply::<Hashed>());
    response(&["close"], reply::<Closed>());
    response(&["agent"], reply::<Advice>());
    let mut refused = schema_for!(Refused);
    refused.insert("title".into(), json!("A refused request"));
    files.push(("response/refused.schema.json".to_string(), refused));
    files
}

fn reply<T: JsonSchema>() -> Schema {
    schema_for!(Done<T>)
}

/// Adds the optional `"id"` every request may carry (taken off before the command is read) to
/// each command's schema.
pub(crate) fn with_id(schema: &mut Schema) {
    let id = json!({ "description": "Any JSON value, echoed in the response." });
    if let Some(Value::Array(commands)) = schema.get_mut("oneOf") {
        for command in commands {
            if let Some(Value::Object(fields)) = command.get_mut("properties") {
                fields.insert("id".into(), id.clone());
            }
        }
    }
}
