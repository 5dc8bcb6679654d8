//! Cards as data: the effect language ([`ast`]), validated definitions ([`def`]), loading from
//! TOML ([`load`]) and rendering back to text ([`render`]).

pub mod ast;
pub mod def;
pub mod keyword;
pub mod load;
pub mod render;

pub use def::{CardDb, CardDef, CardIdx, DigivolveCondition};
