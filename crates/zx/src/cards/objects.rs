//! The words of the card language for board objects (202.13–202.15, 210.4, 211.3, 1010, 1017):
//! where a force goes, and each such effect in words.

use super::Icon;
use super::ast::Whom;
use super::ast::filter::{ZxFilter, noun_words};
use super::effect::{EventEffect, Pile};
use serde::{Deserialize, Serialize};

/// ブレイク (1019.2): which card breaks and what it becomes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Break {
    /// Card A: this card, or a Z/X of yours on a square the controller chooses.
    #[serde(default)]
    pub card: Whom,
    /// Which of your Z/X may be card A (none: any).
    #[serde(default)]
    pub filter: ZxFilter,
    /// The zone of yours card B is chosen in.
    pub from: Pile,
    /// Card B: a Z/X of that zone matching this.
    #[serde(default)]
    pub into: ZxFilter,
}

impl Break {
    /// The instruction in words.
    pub fn words(&self) -> String {
        let a = match self.card {
            Whom::This => "This card".to_string(),
            Whom::YourZx => format!("1 of your {} on a square", noun_words(&self.filter, "Z/X")),
        };
        format!("{a} breaks and becomes a {} from your {}.", noun_words(&self.into, "Z/X"), self.from.word())
    }
}

/// Where "(card)'s force" is put (1010.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ForceDest {
    /// Its owner's trash: a public zone.
    Trash,
    /// Its owner's hand: a hidden zone (1010.2a reads the Force zone's information).
    Hand,
}

impl ForceDest {
    /// The zone in words.
    pub fn word(self) -> &'static str {
        match self {
            ForceDest::Trash => "trash",
            ForceDest::Hand => "hand",
        }
    }
}

/// An icon's name, for counters (1017).
pub fn icon_word(icon: Icon) -> &'static str {
    match icon {
        Icon::Ignition => "Ignition",
        Icon::Evolseed => "Evolseed",
        Icon::DreamKey => "Dream Key",
        Icon::Melody => "Melody",
        Icon::MemorialPiece => "Memorial Piece",
        Icon::StarPiece => "Star Piece",
        Icon::InvestigationRecord => "Investigation Record",
        Icon::Block => "Block",
        Icon::Concentration => "Concentration",
    }
}

/// A board-object effect in words; `None` for the other effects.
pub fn effect_words(effect: &EventEffect) -> Option<String> {
    Some(match effect {
        EventEffect::CreateToken(id) => format!("Create a token {id} on a square you choose."),
        EventEffect::GainCounters { icon, count } => format!("Gain {count} {} counters.", icon_word(*icon)),
        EventEffect::ConsumeCounters { icon, count } => format!("Consume {count} {} counters.", icon_word(*icon)),
        EventEffect::CreateLink(name) => format!("Place a link “{name}” on a square you choose."),
        EventEffect::TrashLink => "Choose 1 link on a square, and put it into its owner's trash.".to_string(),
        EventEffect::LifeShield(1) => "You gain a life shield.".to_string(),
        EventEffect::LifeShield(n) => format!("You gain {n} life shields."),
        EventEffect::ForceTop { face_down: false } => {
            "Put the top card of your deck as a force under a Z/X of yours.".to_string()
        }
        EventEffect::ForceTop { face_down: true } => {
            "Put the top card of your deck face down as a force under a Z/X of yours.".to_string()
        }
        EventEffect::ForceAway(to) => format!("Put 1 force of a Z/X of yours into your {}.", to.word()),
        EventEffect::RenamePlayer(name) => format!("Your Player card's name becomes “{name}”."),
        EventEffect::Break(b) => b.words(),
        EventEffect::AddIcon { icon, slot } => format!("The cards “{slot}” get the {} icon.", icon_word(*icon)),
        _ => return None,
    })
}
