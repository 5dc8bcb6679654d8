//! Effects: zone moves shared by rules and cards ([`moves`]) and the effect interpreter that
//! runs a card's actions in text order ([`run`]).

pub mod attack_control;
pub mod by_effect;
pub mod choices;
pub mod cost;
pub mod look;
pub mod move_cards;
mod paying;
pub mod place_option;
pub mod placement;
pub mod reveal;
pub mod run;
pub mod sources;
pub mod special;
mod unaffected;
