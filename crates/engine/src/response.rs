//! The responses the engine writes, one JSON object a line. They are typed so that the JSON
//! Schema clients read (docs/protocol/) is generated from the very types the engine writes.

use crate::request::Handle;
use fuda_kernel::Seat;
use fuda_kernel::decision::OptionKind;
use fuda_kernel::view::SeatView;
use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Serialize, Serializer};
use serde_json::Value;
use std::borrow::Cow;

/// The JSON constant `true` or `false` (by `B`) and nothing else: `"ok"` and `"over"`, which tell
/// a client which shape the rest of the object has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Flag<const B: bool>;

impl<const B: bool> Serialize for Flag<B> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_bool(B)
    }
}

impl<const B: bool> JsonSchema for Flag<B> {
    fn schema_name() -> Cow<'static, str> {
        Cow::Borrowed(if B { "True" } else { "False" })
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({ "type": "boolean", "const": B })
    }
}

/// A request carried out: `"ok": true`, the request's `"id"` if it had one, and the reply's
/// fields.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Done<T> {
    /// Always `true`.
    pub ok: Flag<true>,
    /// The request's `"id"`, as it was sent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<Value>,
    /// The command's reply.
    #[serde(flatten)]
    pub reply: T,
}

/// A request refused: nothing changed, and the engine serves on.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Refused {
    /// Always `false`.
    pub ok: Flag<false>,
    /// The request's `"id"`, when the line was a JSON object that had one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<Value>,
    /// What was wrong, in a sentence.
    pub error: String,
}

/// The reply to any command, as the engine writes it (untagged: the command says which).
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub enum Reply {
    /// To `games`.
    Games(Games),
    /// To `cards`.
    Cards(CardList),
    /// To `new` and `load`.
    Opened(Opened),
    /// To `decision`, `answer` and `concede`.
    Decision(Decision),
    /// To `view`.
    View(Box<SeatView>),
    /// To `log`.
    Log(Log),
    /// To `save`.
    Saved(Saved),
    /// To `hash`.
    Hashed(Hashed),
    /// To `close`.
    Closed(Closed),
    /// To `agent`.
    Advice(Advice),
}

/// The games of the registry.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Games {
    /// The protocol's version: every command and field of a version stays as it is.
    pub protocol: u32,
    /// One entry a game.
    pub games: Vec<GameInfo>,
}

/// One game of the registry.
#[derive(Debug, Serialize, JsonSchema)]
pub struct GameInfo {
    /// The name requests use.
    pub name: String,
    /// The game's title.
    pub title: String,
    /// How many seats a table of this game has.
    pub seats: SeatRange,
    /// The deck formats `new` accepts (what the decks are built for); empty for a game with one.
    pub formats: Vec<String>,
    /// The table formats `new` accepts as its `format` (who plays whom, with the seats each
    /// allows); empty for a game with one table.
    pub tables: Vec<TableInfo>,
}

/// One table format of a game.
#[derive(Debug, Serialize, JsonSchema)]
pub struct TableInfo {
    /// The name `new` takes as its `format`.
    pub name: String,
    /// The seats it allows.
    pub seats: SeatRange,
    /// The seats of a `new` game that gives neither `seats` nor `decks`.
    pub default_seats: usize,
    /// What it is, with its rule.
    pub about: String,
}

/// The smallest and largest table.
#[derive(Debug, Serialize, JsonSchema)]
pub struct SeatRange {
    /// The fewest seats.
    pub min: usize,
    /// The most seats.
    pub max: usize,
}

/// A game's cards.
#[derive(Debug, Serialize, JsonSchema)]
pub struct CardList {
    /// The game.
    pub game: String,
    /// Every card, in the set's order, with every erratum applied.
    pub cards: Vec<CardInfo>,
}

/// One card.
#[derive(Debug, Serialize, JsonSchema)]
pub struct CardInfo {
    /// The card number, as views' `card_id` and deck files name it.
    pub id: String,
    /// The full text, as `fuda cards show` prints it.
    pub text: String,
    /// The card's definition as the engine reads it: the game's own fields (docs/cards.md).
    pub data: Value,
}

/// A game started or loaded.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Opened {
    /// The game's handle, for every later request about it.
    pub handle: Handle,
    /// How many seats it has (seats are 0 to `seats - 1`).
    pub seats: usize,
}

/// The pending decision, or the result of a finished game.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum Decision {
    /// The game goes on.
    Pending(Pending),
    /// The game is over.
    Over(Over),
}

/// A decision a seat must answer.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Pending {
    /// Always `false`.
    pub over: Flag<false>,
    /// The seat that must answer.
    pub seat: Seat,
    /// What is asked, in words.
    pub prompt: String,
    /// The options; an answer names one by its index.
    pub options: Vec<OptionInfo>,
    /// The turn number.
    pub turn: u32,
}

/// One option of a decision.
#[derive(Debug, Serialize, JsonSchema)]
pub struct OptionInfo {
    /// Its index, for `answer`.
    pub index: usize,
    /// What it does, in words.
    pub label: String,
    /// What it does, in a word a client can act on.
    pub kind: OptionKind,
    /// The cards it names, by the `instance` numbers views give them, in the label's order.
    pub cards: Vec<u16>,
}

/// A finished game's result.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Over {
    /// Always `true`.
    pub over: Flag<true>,
    /// The winning seats; empty for a draw.
    pub winners: Vec<Seat>,
    /// The turn the game ended in.
    pub turn: u32,
}

/// Log lines one reader may read.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Log {
    /// The lines from `since` on, in order.
    pub lines: Vec<LogEntry>,
    /// The `since` to ask from next time: every line of the game so far.
    pub next: usize,
}

/// One log line.
#[derive(Debug, Serialize, JsonSchema)]
pub struct LogEntry {
    /// The rule applied, as the rulebook numbers it.
    pub rule: String,
    /// What happened.
    pub text: String,
}

/// A saved game.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Saved {
    /// The saved game, for `load` (docs/saving.md).
    pub state: String,
}

/// A state's hash.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Hashed {
    /// 16 hexadecimal digits.
    pub hash: String,
}

/// A game forgotten.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Closed {
    /// Its handle, now unknown.
    pub closed: Handle,
}

/// An agent's answer, not given.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Advice {
    /// The deciding seat.
    pub seat: Seat,
    /// The option the agent would answer.
    pub index: usize,
}
