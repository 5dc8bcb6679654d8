//! fuda-ninjaslayer: Ninja Slayer TCG (ニンジャスレイヤーTCG), played by its official Japanese
//! comprehensive rules (総合ルール) ver.1.0.2.
//!
//! One room of its own. Everything resolves through one shared stack, the Kotodama space, with
//! priority passing (800), the opposite of Digimon's pending-effect batches:
//! - the state ([`state`]) and the work stack that drives it ([`engine`]): the turn (500–700),
//!   priority processing (800), rule checks and rule processing (900, 1000: [`rule_check`]);
//! - what may be entered ([`legal`]), entry onto the Kotodama space and resolution (1204, 1205:
//!   [`entry`], [`resolve`]), costs made of processes (1203: [`costs`]), triggered abilities
//!   ([`triggers`]), effects ([`effects`]) and replacement effects ([`replace`]);
//! - the Ikusa phase with Aisatsu and Interrupt (700: [`ikusa`]), damage and damage checks
//!   (1100: [`damage`]);
//! - cards as data ([`cards`]), deck construction and setup (400: [`setup`]);
//! - the legal moves and their labels ([`options`]), per-seat views ([`view`]), scenario files
//!   ([`scenario`]) and the rule index ([`rules`]). [`NinjaSlayerGame`] implements the kernel's game trait.

pub mod cards;
pub mod costs;
pub mod damage;
pub mod determinize;
pub mod effects;
mod effects_lang;
pub mod engine;
pub mod entry;
pub mod error;
pub mod eval;
pub mod events;
pub mod game;
pub mod ikusa;
pub mod info;
pub mod legal;
pub mod options;
pub mod place;
pub mod replace;
pub mod resolve;
pub mod rule_check;
pub mod rules;
pub mod scenario;
pub mod sealed;
pub mod setup;
pub mod state;
pub mod triggers;
pub mod view;
pub mod visibility;

pub use error::NsError;
pub use game::NinjaSlayerGame;
