//! The card language: what a card's kotodama ability and ukemi ability do, as typed data. Each
//! action names the rule that defines it; targets are chosen at entry (1204.2e).

use serde::{Deserialize, Serialize};

/// 種類 (type), 205.2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// キャラクター: goes to the field when it resolves (602.2).
    Character,
    /// コトダマ: does its effect when it resolves, then goes to Ohigan (1205.1c-2).
    Kotodama,
}

/// レアリティ (rarity, 213): no game meaning, but packs are opened by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Rarity {
    /// Common.
    Common,
    /// Uncommon.
    Uncommon,
    /// Rare.
    Rare,
}

/// Keyword abilities (1400) and the rule-backed "cannot be redirected" text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Keyword {
    /// インターラプト (1402.2): once per turn, an aisatsu on this card's controller may be
    /// redirected to this card.
    Interrupt,
    /// インターラプト・カイゼン (1402.3): as Interrupt, and also an aisatsu on another of the
    /// controller's characters.
    InterruptKaizen,
    /// 「これのアイサツはインターラプトやインターラプト・カイゼンによって変更されない。」
    /// (705.3a-2).
    Unredirectable,
}

/// Whose cards a target may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// あなたの場の.
    Own,
    /// 相手の場の.
    #[default]
    Opponent,
    /// 場の: either player's.
    Any,
}

/// 「(条件)のキャラクターを1人選び」: one character on the field, chosen at entry (1204.2e).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case", deny_unknown_fields, default)]
pub struct Target {
    /// Whose field.
    pub side: Side,
    /// <X>: only characters whose attributes include X (1302.2).
    pub attribute: Option<String>,
    /// "X": only characters whose card name is X (1302.1).
    pub name: Option<String>,
    /// コストN以下.
    pub max_cost: Option<u8>,
}

/// One process of an effect, performed in text order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// N枚ドロー (1308): the controller draws N, one at a time.
    Draw(u8),
    /// それにNダメージを与える (1317): N damage to the target character.
    Damage(u8),
    /// 相手にNダメージを与える (1317): N damage to the opponent.
    DamageOpponent(u8),
    /// それを殺す (1311): the target character goes to its owner's Ohigan.
    Kill,
    /// それを持ち主の手札に戻す: the target character goes to its owner's hand.
    ReturnToHand,
    /// このターン、それは+N/+Mを得る (1303): until the end of the turn.
    Buff {
        /// Karate change.
        #[serde(default)]
        karate: i32,
        /// Durability change.
        #[serde(default)]
        durability: i32,
    },
    /// N回復する (1319): the controller moves N cards of their Damage zone to Ohigan.
    Recover(u8),
    /// それをオジギする (1310.2): the target character is tapped.
    Ojigi,
    /// それをアンタイ・オジギする (1310.1): the target character is untapped.
    Untap,
}

impl Action {
    /// Whether the action is done to the chosen target.
    pub fn uses_target(&self) -> bool {
        matches!(
            self,
            Action::Damage(_)
                | Action::Kill
                | Action::ReturnToHand
                | Action::Buff { .. }
                | Action::Ojigi
                | Action::Untap
        )
    }
}

/// An effect: an optional target chosen at entry and the processes, in text order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Effect {
    /// The target, if the text chooses one (「選び」).
    pub target: Option<Target>,
    /// The processes.
    #[serde(rename = "do")]
    pub actions: Vec<Action>,
}

/// ウケミ能力 (210, 1211): what a card revealed by a damage check does.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ukemi {
    /// 「これがエントリーする!」: the card itself is entered from the check zone, without paying
    /// (1211.2b).
    EnterThis,
    /// Any other ukemi: the ability itself is entered (1211.2c). With an ether cost it is written
    /// 「(コスト):(効果)」 and may be declined (1104.4a).
    Ability {
        /// The ether to pay, for the `(cost):(effect)` form.
        #[serde(default)]
        ether: u8,
        /// What it does.
        effect: Effect,
    },
}
