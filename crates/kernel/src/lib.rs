//! fuda-kernel: the game-agnostic toolkit that every fuda game is built from, and the one
//! object-safe [`Game`] trait through which the CLI, the agents and (later) the server drive any
//! game without knowing which one runs.
//!
//! The kernel owns: seats and object identity ([`ids`], [`objects`]), card definitions by index
//! and id ([`catalog`]), zone visibility and card
//! states ([`zone`]), the seeded RNG kept inside the state ([`rng`]), decisions and their labelled
//! options ([`decision`]), rule-cited log lines ([`log`]), per-seat views ([`view`]), continuous
//! values with timestamps ([`modifiers`]), pending-trigger batches ([`pending`]), the
//! once-per-event replacement guard ([`replacement`]), last known information ([`lki`]), rule
//! indexes ([`rules`]), deck files ([`deck`]), stable state hashes ([`hash`]), the common game trait written once over a game's [`played::Rules`] ([`played`]), saved games ([`save`]), dealing hidden cards again for search ([`determinize`]), replays ([`replay`]) and the errors for
//! untrusted input ([`error`]).
//! It never names a game: turns, timing and resolution belong to each game crate.
#![warn(missing_docs)]

pub mod catalog;
pub mod date;
pub mod decision;
pub mod deck;
pub mod determinize;
pub mod error;
pub mod files;
pub mod game;
pub mod hash;
pub mod ids;
pub mod lang;
pub mod lki;
pub mod log;
pub mod loops;
pub mod modifiers;
pub mod objects;
pub mod pending;
pub mod played;
pub mod replacement;
pub mod replay;
pub mod rng;
pub mod rules;
pub mod save;
pub mod scenario;
pub mod view;
pub mod zone;

pub use decision::{Decision, OptionLabel, TypedAnswer};
pub use error::{AnswerError, InputError};
pub use game::{Game, Outcome};
pub use ids::{ObjectId, Seat, SeatSet};
pub use log::{Log, LogLine};
pub use played::{Played, Rules};
pub use rng::GameRng;
pub use view::{CardView, SeatView, ZoneView};
