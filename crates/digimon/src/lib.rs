//! fuda-digimon: the Digimon Card Game, played by its official Japanese comprehensive rules
//! (総合ルール) Ver.3.6.
//!
//! One room of its own: the state machine ([`state`], [`engine`], [`turn`], [`pregame`]), zone
//! moves ([`moves`]), the procedures of sections 7-14 ([`procedures`]), the effect model of
//! section 15 ([`resolve`], [`triggers`], [`patterns`], [`effects`]), read-only questions ([`query`]), rule
//! checks (17, [`rule_check`]), cards as data ([`cards`]), the legal moves ([`options`]), views
//! ([`view`]) and the rule index ([`rules`]). The modules form layers, listed in
//! docs/architecture.md. [`DigimonGame`] implements the
//! kernel's game trait.

pub mod apply;
pub mod cards;
pub mod determinize;
pub mod effects;
pub mod engine;
pub mod error;
pub mod game;
pub mod moves;
pub mod options;
pub mod patterns;
pub mod place;
pub mod pregame;
pub mod procedures;
pub mod query;
pub mod resolve;
pub mod rule_check;
pub mod rules;
pub mod scenario;
pub mod setup;
pub mod state;
pub mod triggers;
pub mod turn;
pub mod view;
pub mod visibility;

pub use error::DigimonError;
pub use game::DigimonGame;
