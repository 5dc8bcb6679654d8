//! The state of 補完処理 (1205.1): the public parameters kept for cards an ability moved into
//! hidden zones; the rules are in `crate::complement`.

use crate::cards::ast::condition::Param;
use fuda_kernel::lang::Bindings;
use fuda_kernel::lki::LastKnown;
use serde::{Deserialize, Serialize};

/// The parameters a card had in a public zone (1205.1): its cost in points (none for ∞ or no
/// cost) and its power (none for a card without one), as continuous effects left them there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Public {
    /// コスト (203), in points.
    pub cost: Option<u8>,
    /// パワー (209).
    pub power: Option<i32>,
}

impl Public {
    /// The parameter `param`; a card without it reads 0.
    pub fn get(self, param: Param) -> i32 {
        match param {
            Param::Cost => self.cost.map_or(0, i32::from),
            Param::Power => self.power.unwrap_or(0),
        }
    }
}

/// What an activated ability's cost moved and bound (1205.1: "その能力のコストや効果"), held while
/// the rest of the cost is paid and given to its effects' frame.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CostBound {
    /// The slots the cost's moves bound.
    pub bindings: Bindings,
    /// The public parameters of the cards the cost put into hidden zones.
    pub last_public: LastKnown<Public>,
}
