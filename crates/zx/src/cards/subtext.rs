//! サブテキスト (206) of the Extra types whose play it decides (206.2a): which half of a Z/X OB
//! a card is (202.7b), and the cards a Shift may be put on, its 剣臨器 (806.1c).

use super::CardType;
use super::ast::filter::ZxFilter;
use serde::{Deserialize, Serialize};

/// The half of a Z/X OB (202.7b): the top half waits in Dynamis (401.10), the bottom half
/// behind the Player card (401.8, 402.1b).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Half {
    /// 上部: cost, colour, power, race and text.
    Top,
    /// 下部: the name an IGOB looks for (1015.1).
    Bottom,
}

/// The subtext of a Z/X OB or a Shift.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Subtext {
    /// Which half of a Z/X OB the card is (202.7b).
    Overboost(Half),
    /// 剣臨器: the cards of yours on squares the Shift may be put on (806.1c, 1016.1).
    ShiftOnto(ZxFilter),
}

/// The subtext a card of type `kind` needs: a half for a Z/X OB, a 剣臨器 for a Shift, none
/// for the others. The error says what was expected.
pub fn check(kind: CardType, subtext: Option<&Subtext>) -> Result<(), String> {
    match (kind, subtext) {
        (CardType::ZxOb, Some(Subtext::Overboost(_))) | (CardType::Shift, Some(Subtext::ShiftOnto(_))) => Ok(()),
        (CardType::ZxOb, _) => Err("expected `{ overboost = \"top\" }` or `\"bottom\"` for a Z/X OB (202.7b)".into()),
        (CardType::Shift, _) => Err("expected `{ shift-onto = <filter> }` for a Shift (806.1c)".into()),
        (_, None) => Ok(()),
        (other, Some(_)) => Err(format!("a {} card has no subtext here: only Z/X OB and Shift", other.tag())),
    }
}

/// The subtext in words.
pub fn words(subtext: &Subtext) -> String {
    match subtext {
        Subtext::Overboost(Half::Top) => "Z/X OB top half: appears by IGOB with its bottom half.".to_string(),
        Subtext::Overboost(Half::Bottom) => "Z/X OB bottom half: kept with the Player card.".to_string(),
        Subtext::ShiftOnto(filter) => {
            format!("剣臨器: shift onto your {} on a square.", super::ast::filter::noun_words(filter, "card"))
        }
    }
}
