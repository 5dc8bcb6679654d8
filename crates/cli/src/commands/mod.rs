//! One module per subcommand.

pub mod bench;
pub mod cards;
pub mod ladder;
pub mod parallel;
pub mod play;
pub mod replay;
pub mod rules;
pub mod scenario;
pub mod sealed;
pub mod sim;
