//! Keywords that enable a printed ability only while something holds (1119, 1120, 1135): the
//! ability is written as usual and the keyword named beside it, `gate = { session = true }`.
//! Each abides by 803.1: the ability's own condition must hold too. What each checks on the
//! board is read in [`crate::state::keyword`].

use serde::{Deserialize, Serialize};

/// The keyword that enables an ability.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Gate {
    /// セッション (1119.2): a Z/X of yours is on a square next to this card's (303.2, 1018.1).
    Session(bool),
    /// シンボル「◎◎」 (1120.2): a Z/X of yours whose name contains the text is on a square or
    /// in your Charge.
    Symbol(String),
    /// 【○○】ボルテージ[N] (1135.2): your Resource holds cards of the race of at least `kinds`
    /// names.
    Voltage {
        /// The race (208).
        race: String,
        /// How many kinds: distinct card names (rulings).
        kinds: u8,
    },
    /// シンパシー (1136.2): while this card is in the unison state, the ability is granted to
    /// every Z/X of its controller that has Sympathy; it never applies otherwise.
    Sympathy(bool),
    /// アルターブレイク (1122.2): this card has a face-down force (the Break state, 1019.1).
    AlterBreak(bool),
}

impl Gate {
    /// The keyword as printed before the ability.
    pub fn words(&self) -> String {
        match self {
            Gate::Session(_) => "Session".to_string(),
            Gate::Symbol(name) => format!("Symbol \"{name}\""),
            Gate::Voltage { race, kinds } => format!("[{race}] Voltage {kinds}"),
            Gate::Sympathy(_) => "Sympathy".to_string(),
            Gate::AlterBreak(_) => "Alter Break".to_string(),
        }
    }

    /// What is wrong with its parameters, if anything, for the card file's error.
    pub fn problem(&self) -> Option<&'static str> {
        match self {
            Gate::Session(true) => None,
            Gate::Session(false) => Some("session = true"),
            Gate::AlterBreak(false) => Some("alter-break = true"),
            Gate::Symbol(name) if name.trim().is_empty() => Some("the text a name contains (1120.2)"),
            Gate::Voltage { race, .. } if race.trim().is_empty() => Some("a race (1135.2)"),
            Gate::Voltage { kinds: 0, .. } => Some("kinds of at least 1 (1135.2)"),
            Gate::Symbol(_) | Gate::Voltage { .. } | Gate::AlterBreak(true) => None,
            Gate::Sympathy(true) => None,
            Gate::Sympathy(false) => Some("sympathy = true"),
        }
    }
}
