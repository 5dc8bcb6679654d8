//! The game's procedures: play (7), digivolve (8), use (9), attack with its timings, security
//! checks and battle (11-14).

pub mod attack;
pub mod battle;
pub mod burst;
pub mod digivolve;
pub mod jogress;
pub mod link;
pub mod materials;
pub mod play;
pub mod use_option;
pub mod window;
