//! fuda-zx: Z/X -Zillions of enemy X-, played by its Japanese comprehensive rules (Z/X 総合ルール)
//! Ver.6.8.0.
//!
//! No stack: every card is played and resolved at once (804), in Temporary (310). Between the
//! players' actions priority pre-processing (702) performs the rule effects (900) until none
//! applies: player damage one point at a time, a Life card chosen by the opponent and, with the
//! Ignition icon, played free (907).
//! - the board of squares ([`board`], 303) and the state ([`state`]) with every zone of 301.2;
//! - the work stack and its runner ([`engine`]), the turn (500: [`turn`]), battle (600:
//!   [`battle`]), playing cards and paying resource costs (804–806: [`play`], [`pay`]), damage
//!   (1002: [`damage`]), one-shot actions (802.2a, 804.3: [`actions`]), zone moves ([`moves`]) and rule effects (900: [`rule_effects`]);
//! - cards as data ([`cards`]), deck construction and game preparation (400: [`setup`]);
//! - the legal moves and their labels ([`options`]), answers ([`apply`]), per-seat views
//!   ([`view`], [`visibility`]), determinization ([`determinize`]), scenario files ([`scenario`])
//!   and the rule index ([`rules`]);
//! - costs beyond the resource cost: activated abilities' cost lists, turn limits and Haten
//!   Kourin, the Z/X EX play conditions and "when playing" routes ([`costs`], 804, 807, 1020–1027,
//!   1129);
//! - Extra cards and the composite cards of the board: Z/X OB, Shift, Ascension, EV EX ([`extra`]).
//! - triggers as event patterns ([`triggers`]), last known information and the attribution of
//!   destruction ([`lki`]), replacement effects ([`replace`]), 808 and 812–815; Range (1105:
//!   [`range`]).
//!
//! [`ZxGame`] implements the kernel's game trait.

pub mod abilities;
pub mod actions;
pub mod apply;
pub mod battle;
pub mod board;
pub mod cards;
pub mod complement;
pub mod continuous;
pub mod costs;
pub mod damage;
pub mod determinize;
pub mod engine;
pub mod expiry;
pub mod extra;
pub mod game;
pub mod icons;
pub mod keywords;
pub mod lki;
pub mod loops;
pub mod moves;
pub mod names;
pub mod objects;
pub mod options;
pub mod pay;
pub mod play;
pub mod proposals;
pub mod range;
pub mod replace;
pub mod rule_effects;
pub mod rules;
pub mod scenario;
pub mod setup;
pub mod state;
pub mod triggers;
pub mod turn;
pub mod view;
pub mod visibility;

pub use game::ZxGame;

/// Anything that can go wrong building a Z/X game from untrusted input.
pub type ZxError = fuda_kernel::error::GameError;
