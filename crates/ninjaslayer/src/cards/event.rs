//! Triggers written as event patterns ([`fuda_kernel::lang::EventPattern`]): which events of the
//! game a triggered ability of a character on the field waits for, beside the printed
//! "when this …" conditions ([`super::ast::Trigger`]).

use super::ast::{Side, Trigger};
use super::lang::Is;
use fuda_kernel::lang::EventPattern;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use toml::Value;

/// An event a pattern may name. Events that happen to a player say which one, from the ability's
/// controller's point of view; events that happen to a card are matched by the pattern's
/// `subject` filter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NsEvent {
    /// 登場した時 (1315.1): a character was put onto a field; the subject is the character.
    Appears,
    /// 「(領域)から登場した時」: a character was put onto a field from this zone (1315.1); as
    /// `appears`, but not from the Kotodama space.
    AppearsFrom(super::lang::Zone),
    /// アイサツした時 (704.7): a character aisatsu'd, at a player or at a character as this
    /// says; the subject is the character that aisatsu'd.
    Aisatsus(AisatsuAt),
    /// オヒガンに置かれた時: a card went to an Ohigan from any zone; the subject is the card there.
    IntoOhigan,
    /// プレイヤーがダメージを受けた時 (1102.5): a player (not a character) was dealt 1 or more damage.
    PlayerDamaged(Side),
    /// ドローした時: a player drew; each card drawn is an event of its own (1308.2).
    Draws(Side),
    /// これがキャラクターを殺した時 (1216.5): this card dealt damage to a character that the next
    /// character damage process killed, or this card's kill effect killed it; the subject is the
    /// character killed, read as it was on the field (1209.6b).
    Kills,
    /// これがイクサでキャラクターを殺した時 (1216.6): as `kills`, by ikusa damage only.
    KillsInIkusa,
    /// (条件)のキャラクターがキャラクターを殺した時 (1216.5): a character killed another (or
    /// itself); the subject is the killer, a character on the field or killed by the same
    /// character damage process (read from its card then), filtered by `subject` (`side` says
    /// whose). Every character on the field waits for it (1202.2), not only the killer.
    CharacterKills,
    /// これがダメージを与えたキャラクターが殺された時: a character this card dealt damage to this
    /// turn was killed, however (1311); the subject is the character killed.
    DamagedIsKilled,
}

impl NsEvent {
    /// Whether the event happens to a card, which the `subject` filter then reads.
    pub fn has_subject(self) -> bool {
        match self {
            NsEvent::Appears
            | NsEvent::AppearsFrom(_)
            | NsEvent::Aisatsus(_)
            | NsEvent::IntoOhigan
            | NsEvent::Kills
            | NsEvent::KillsInIkusa
            | NsEvent::CharacterKills
            | NsEvent::DamagedIsKilled => true,
            NsEvent::PlayerDamaged(_) | NsEvent::Draws(_) => false,
        }
    }
}

/// What an aisatsu was aimed at (704.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AisatsuAt {
    /// The opponent, a player.
    Player,
    /// One of the opponent's characters.
    Character,
    /// Either.
    Any,
}

/// A Ninja Slayer event pattern.
pub type NsPattern = EventPattern<NsEvent, Is>;

/// When a triggered ability triggers: a printed "when this …" (a name), or an event pattern (a
/// table `{ event, subject, turn }`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum When {
    /// 誘発条件 as the card prints it about itself (1201.1b).
    Printed(Trigger),
    /// An event of the game, filtered.
    Event(Box<NsPattern>),
}

impl<'de> Deserialize<'de> for When {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match Value::deserialize(deserializer)? {
            Value::Table(t) => NsPattern::deserialize(Value::Table(t))
                .map(|p| When::Event(Box::new(p)))
                .map_err(|e| D::Error::custom(format!("an event pattern {{ event, subject, turn }}: {}", e.message()))),
            other => Trigger::deserialize(other).map(When::Printed).map_err(|e| D::Error::custom(e.message())),
        }
    }
}

impl Serialize for When {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            When::Printed(t) => t.serialize(serializer),
            When::Event(p) => p.serialize(serializer),
        }
    }
}
