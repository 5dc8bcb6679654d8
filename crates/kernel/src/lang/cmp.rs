//! Comparisons between amounts: 以上, 以下, 未満, 超, 同じ, 異なる.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A comparison of two numbers, spelt as in arithmetic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cmp {
    /// Equal (同じ).
    #[serde(rename = "=")]
    Eq,
    /// Not equal (異なる).
    #[serde(rename = "!=")]
    Ne,
    /// Less than (未満).
    #[serde(rename = "<")]
    Lt,
    /// At most (以下).
    #[serde(rename = "<=")]
    Le,
    /// More than (超).
    #[serde(rename = ">")]
    Gt,
    /// At least (以上).
    #[serde(rename = ">=")]
    Ge,
}

impl Cmp {
    /// Whether `left` compares so with `right`.
    pub fn holds(self, left: i32, right: i32) -> bool {
        match self {
            Cmp::Eq => left == right,
            Cmp::Ne => left != right,
            Cmp::Lt => left < right,
            Cmp::Le => left <= right,
            Cmp::Gt => left > right,
            Cmp::Ge => left >= right,
        }
    }

    /// The symbol, as card files write it.
    pub fn symbol(self) -> &'static str {
        match self {
            Cmp::Eq => "=",
            Cmp::Ne => "!=",
            Cmp::Lt => "<",
            Cmp::Le => "<=",
            Cmp::Gt => ">",
            Cmp::Ge => ">=",
        }
    }

    /// The comparison in words, for rendered card text ("at most").
    pub fn words(self) -> &'static str {
        match self {
            Cmp::Eq => "exactly",
            Cmp::Ne => "other than",
            Cmp::Lt => "fewer than",
            Cmp::Le => "at most",
            Cmp::Gt => "more than",
            Cmp::Ge => "at least",
        }
    }
}

impl fmt::Display for Cmp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_comparison_holds_exactly_where_arithmetic_says() {
        let all = [Cmp::Eq, Cmp::Ne, Cmp::Lt, Cmp::Le, Cmp::Gt, Cmp::Ge];
        let table = [(2, 3, [false, true, true, true, false, false]), (3, 3, [true, false, false, true, false, true])];
        for (left, right, expected) in table {
            for (cmp, want) in all.iter().zip(expected) {
                assert_eq!(cmp.holds(left, right), want, "{left} {cmp} {right}");
            }
        }
        assert!(Cmp::Gt.holds(4, 3) && Cmp::Ge.holds(4, 3) && !Cmp::Le.holds(4, 3));
    }
}
