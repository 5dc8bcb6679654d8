//! The requests a client sends, one JSON object a line: `"cmd"` names the command, the other
//! fields are its arguments, and an optional `"id"` is echoed in the response.

use schemars::JsonSchema;
use serde::Deserialize;

/// A game started in this process, as the `new` and `load` responses name it.
pub type Handle = u64;

/// One request.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "cmd", rename_all = "kebab-case", deny_unknown_fields)]
#[schemars(transform = crate::schema::with_id)]
pub enum Request {
    /// The games of the registry and the protocol version. (A struct variant, so that an
    /// unknown field is refused as in every other request.)
    Games {},
    /// Every card of a game, with its rendered text.
    Cards {
        /// The game's name.
        game: String,
    },
    /// Starts a game.
    New {
        /// The game's name.
        game: String,
        /// The deal's seed (default 1).
        #[serde(default = "default_seed")]
        seed: u64,
        /// One deck a seat: a demo deck's name, or a deck file's text. Without it, the demo decks
        /// as `fuda sim` picks them for the seed.
        decks: Option<Vec<String>>,
        /// How many seats (default: the game's smallest table).
        seats: Option<usize>,
        /// The format, one of those `games` lists for the game: the decks must be built for it.
        /// Without `decks`, a sealed format opens each seat's pool from the seed.
        format: Option<String>,
        /// Read the cards as at an event held that day (`YYYY-MM-DD`).
        event_date: Option<String>,
    },
    /// The pending decision, or the result.
    Decision {
        /// The game.
        handle: Handle,
    },
    /// `seat` answers option `index`.
    Answer {
        /// The game.
        handle: Handle,
        /// The answering seat, from 0.
        seat: u8,
        /// The option's index.
        index: usize,
    },
    /// What `seat` may see.
    View {
        /// The game.
        handle: Handle,
        /// The seat, from 0.
        seat: u8,
    },
    /// The log lines `seat` may read, from line `since` on (every seat's lines without `seat`).
    Log {
        /// The game.
        handle: Handle,
        /// The reader, from 0; absent: a judge reading every line.
        seat: Option<u8>,
        /// The first line (indices count every line of the game).
        #[serde(default)]
        since: usize,
    },
    /// The game saved, to `load` later.
    Save {
        /// The game.
        handle: Handle,
    },
    /// A saved game read back as a new game.
    Load {
        /// The saved game, as `save` returned it.
        state: String,
    },
    /// The state's hash.
    Hash {
        /// The game.
        handle: Handle,
    },
    /// `seat` concedes.
    Concede {
        /// The game.
        handle: Handle,
        /// The conceding seat, from 0.
        seat: u8,
    },
    /// Forgets a game.
    Close {
        /// The game.
        handle: Handle,
    },
    /// What an agent would answer for the deciding seat, without answering.
    Agent {
        /// The game.
        handle: Handle,
        /// An agent as `fuda sim` names it: `random`, `greedy`, `mcts:N`, `mcts:Nms`.
        agent: String,
        /// The agent's seed (default 1).
        #[serde(default = "default_seed")]
        seed: u64,
    },
}

fn default_seed() -> u64 {
    1
}
