//! fuda-rebirth: Reバース for you, played by its Japanese comprehensive rules (総合ルール) ver.
//! 1.06.
//!
//! No stack and no priority: the turn player acts in each phase (7), the attack phase repeats
//! its four steps (8), and at fixed check timings (9.6.2) rule processing runs — recovery (10.3),
//! auto abilities (10.4), entry (10.5) and defeat (10.6) — each restarting the loop. Refresh (10.2) happens the moment a
//! deck is empty.
//! - cards as data ([`cards`], with the ability language in [`cards::ability`]) and abilities at
//!   work ([`abilities`]: events and triggers, auto-ability processing, activated abilities,
//!   costs and the keyword actions of 5), the state with every zone of rule 4 ([`state`]), the formats of
//!   section 12 and who is whose opponent, ally, target and guard ([`format`]);
//! - deck construction ([`setup`], 6.1) and the steps before the game ([`prepare`], 6.2), the turn ([`turn`], 7),
//!   the attack ([`attack`], 8), check timings ([`check`], 9.6, 10), zone moves, refresh and
//!   losing ([`moves`]);
//! - the work stack and its runner ([`engine`]), the options and their labels ([`options`]),
//!   per-seat views ([`view`]), determinization ([`determinize`]), scenario files ([`scenario`])
//!   and the rule index ([`rules`]).
//!
//! [`RebirthGame`] implements the kernel's game trait.

pub mod abilities;
pub mod attack;
pub mod cards;
pub mod check;
pub mod determinize;
pub mod engine;
pub mod format;
pub mod game;
pub mod moves;
pub mod options;
pub mod prepare;
pub mod rules;
pub mod scenario;
pub mod setup;
pub mod state;
pub mod turn;
pub mod view;

pub use game::RebirthGame;

/// Anything that can go wrong building a Reバース game from untrusted input.
pub type RebirthError = fuda_kernel::error::GameError;
