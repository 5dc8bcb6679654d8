//! 最後の情報 (9.12.1): what a character was as it left the stage, kept in the state;
//! `abilities::lki` records and reads it.

use crate::cards::ability::Zone;
use fuda_kernel::Seat;
use serde::{Deserialize, Serialize};

/// What a character was when it left the stage (9.12.1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Known {
    /// Its master then (3.1.2).
    pub seat: Seat,
    /// The stage zone it left.
    pub zone: Zone,
    /// ATK (2.6), as continuous effects left it (9.10.1).
    pub atk: i32,
    /// DEF (2.7).
    pub def: i32,
    /// 属性 (2.5), printed and given.
    pub attributes: Vec<String>,
    /// Its placement state (配置状態): rested (4.3.2.2).
    pub rested: bool,
}
