//! Cards as data: the effect language ([`ast`]), validated definitions ([`def`]), loading from
//! TOML ([`load`]), rendering back to text ([`render`]) and the icons written on a card
//! ([`icon`], [`written`]).

pub mod ast;
pub mod check;
pub mod def;
pub mod granted;
pub mod icon;
pub mod keyword;
pub mod load;
pub mod render;
pub mod written;

pub use def::{CardDb, CardDef, CardIdx, CardRule, DigivolveCondition};
