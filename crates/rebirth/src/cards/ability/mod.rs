//! The card language: abilities as data (9.1). An [`Ability`] carries its zone tag 【zone】
//! (9.4.4), the once-per-turn icon ターン1回 (9.2.2), its condition keywords (11.2: Re コンボ,
//! 本領発揮, all of which must hold, 11.2.4) and one of the four kinds of 9.1.1. Effects are lists
//! of steps over the keyword actions of rule 5 ([`effect`]), costs lists of actions paid in text
//! order ([`Cost`], 9.5), triggers event patterns over the one [`Event`] enum the game raises
//! ([`trigger`]). Filters, conditions and amounts are the kernel's (`fuda_kernel::lang`) over the
//! atoms of [`atoms`]. Card files spell all of it in TOML ([`load`]); [`render`] writes it back as
//! text. docs/rebirth/cards.md documents the syntax.
//!
//! The shapes here are shared by every part of the engine that reads abilities: variants and
//! fields are only ever appended.

pub mod atoms;
pub mod effect;
pub mod keywords;
pub mod lasting;
pub mod load;
pub mod phrase;
pub mod render;
pub mod trigger;

pub use atoms::{CardAtom, CardFilter, CondAtom, Condition, Num, Query, Who};
pub use effect::{Action, Choose, Effect, Pick, Place, Step};
pub use lasting::{Prohibition, Until};
pub use trigger::{Event, EventKind, PhasePoint, Trigger, Zone};

use serde::{Deserialize, Serialize};

/// One ability of a card (9.1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ability {
    /// 【(zone)】 (9.4.4): the ability is valid only while its card is in that zone; without a
    /// tag, a character's ability is valid in the entry and the member slots (ruling R28).
    pub zone: Option<Zone>,
    /// ターン1回 (9.2.2): played at most once a turn.
    pub once_per_turn: bool,
    /// 条件キーワード (11.2): all must hold (11.2.4); what an unmet one does depends on the kind
    /// (11.2.3.1-4).
    pub conditions: Vec<CondKeyword>,
    /// The kind and its parts (9.1.1).
    pub kind: Kind,
    /// 注釈文 (2.4.2): the reminder text printed in parentheses. It is part of the text but only
    /// explains the ability: nothing in the game reads it.
    pub reminder: Option<String>,
}

/// The four kinds of ability (9.1.1.1-9.1.1.4).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// 起動能力 (9.1.1.1): played by a player with a play timing, paying its cost.
    Activated {
        /// The [ ] part (9.1.1.1.1, 9.5.1).
        cost: Cost,
        /// What it does.
        effect: Effect,
    },
    /// 自動能力 (9.1.1.2): played at a check timing after its trigger condition is met.
    Auto {
        /// 誘発条件 (9.1.1.2.1).
        trigger: Trigger,
        /// A cost its master may decline, not playing the ability (9.8.3.1.1).
        cost: Option<Cost>,
        /// What it does.
        effect: Effect,
    },
    /// 永続能力 (9.1.1.3): always in effect while valid; never played.
    Continuous(Continuous),
    /// キャンセル能力 (9.1.1.4): presented while a card or ability of its target is being played
    /// (9.7.3).
    Cancel {
        /// 対象 (9.1.1.4.2): what kind of play it answers.
        target: CancelTarget,
        /// Paid when it is presented (9.7.3.1).
        cost: Cost,
        /// What it does when processed (9.7.3.3).
        effect: Effect,
    },
}

impl Kind {
    /// The kind in words.
    pub fn name(&self) -> &'static str {
        match self {
            Kind::Activated { .. } => "activated",
            Kind::Auto { .. } => "auto",
            Kind::Continuous(_) => "continuous",
            Kind::Cancel { .. } => "cancel",
        }
    }
}

/// A continuous ability's effects (9.1.1.3, 9.3.1.2), valid while `only_if` holds (9.4.3).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Continuous {
    /// 「～限り」: valid only while this holds (9.4.3).
    pub only_if: Option<Condition>,
    /// What it does while valid.
    pub effects: Vec<Static>,
}

/// One thing a continuous ability does while valid (9.10 orders them).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Static {
    /// (修正A)/(修正B) (5.17): the characters `of` get +`atk`/+`def`.
    Modify {
        /// Which characters.
        of: CardFilter,
        /// The ATK change.
        atk: Num,
        /// The DEF change.
        def: Num,
    },
    /// 「～できない」 (1.3.3): the characters `of` may not do `what`.
    Prohibit {
        /// Which characters.
        of: CardFilter,
        /// What is forbidden.
        what: Prohibition,
    },
    /// 「能力を失う」 (9.10.1.2): the characters `of` lose all their abilities.
    LoseAbilities {
        /// Which characters.
        of: CardFilter,
    },
    /// 「属性(A)を得る」 (9.10.1.3, a non-numeric change): the characters `of` have the
    /// attribute too.
    AddAttribute {
        /// Which characters.
        of: CardFilter,
        /// The attribute.
        attribute: String,
    },
    /// 置換効果 (9.3.1.3, 9.11): 「このカードが(`to`)に置かれる時、かわりに(`instead`)に置く」 —
    /// if this card would be put into `to`, it is put into `instead`, and the move into `to`
    /// never happens (9.11.1, 9.11.1.1).
    Replace {
        /// The zone the replaced move would put the card into.
        to: Zone,
        /// Where it goes instead.
        instead: Zone,
    },
    /// 「このカードはメインデッキに何枚でも入れられる」: a deck-construction ability (6.1.2.1). It
    /// replaces the 4-of-a-name condition (6.1.1.2) for this card's name while the deck is
    /// built, and is invalid (9.4) once the game starts: play never reads it.
    DeckAnyNumber,
}

/// 対象 of a cancel ability (9.1.1.4.2, 11.4.2): what kind of play it may answer.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CancelTarget {
    /// A card being played that matches the filter (a character, 9.7.2.1).
    Card(CardFilter),
    /// An activated ability being played (9.1.1.1).
    Activated,
    /// An auto ability being played (9.1.1.2).
    Auto,
    /// A cancel ability presented (9.7.3.2).
    Cancel,
}

/// 条件キーワード (11.2): a condition written as a keyword before an ability's effect.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CondKeyword {
    /// Re コンボ (11.5): your Re-birth area holds a Re-birth card (11.5.2), one whose name
    /// contains `name` if one is given (11.5.3); one matching card is enough (11.5.4).
    ReCombo {
        /// 「Re コンボ (name)」.
        name: Option<String>,
    },
    /// 本領発揮 (11.7): your member slots and retire area hold at least `level` cards
    /// (11.7.2), counting only those matching one of `matching` when any is given (11.7.3,
    /// 11.7.3.1).
    Honryo {
        /// The level printed right of the icon (11.7.1.1).
        level: u8,
        /// Names (partial, 2.1.2) and attributes (2.5.3); a card matching any counts.
        matching: Vec<NameOrAttribute>,
    },
}

/// A name or an attribute a keyword counts by.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NameOrAttribute {
    /// A card whose name contains this (2.1.2).
    Name(String),
    /// A card with this attribute (2.5.3).
    Attribute(String),
}

/// A cost (9.5.1): actions paid in text order (9.5.2.1), all or none (9.5.2.2). The energy
/// icon is [`Action::PayEnergy`], 「無」 being 0 (5.14.2.1).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cost(pub Vec<Action>);

/// A keyword a card prints that is not a condition keyword (11): each written once as rules.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Keyword {
    /// キャンセル (11.4): the card has a cancel ability with this target (11.4.2).
    Cancel(CancelTarget),
    /// ブロッカー (11.6).
    Blocker(crate::cards::Blocker),
    /// のびしろ (11.8): does nothing itself; filters may ask for it (11.8.2).
    Nobishiro,
}

/// Whether `ability` of a card of `def` works in `zone`: its zone tag's zone (9.4.4); without
/// a tag, a character's in the entry and member slots, a Re-birth card's in the Re-birth area,
/// a partner's in the energy area (ruling R28). Spark works where it triggers: the entry.
pub fn valid_in(def: &crate::cards::CardDef, ability: &Ability, zone: Zone) -> bool {
    if let Some(tag) = ability.zone {
        return tag == zone;
    }
    if let Kind::Auto { trigger: Trigger::Spark, .. } = ability.kind {
        return zone == Zone::Entry;
    }
    match def.kind {
        crate::cards::CardType::Character => zone.on_stage(),
        crate::cards::CardType::Rebirth => zone == Zone::Rebirth,
        crate::cards::CardType::Partner => zone == Zone::Energy,
    }
}
