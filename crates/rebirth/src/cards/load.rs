//! Card files (TOML) to validated definitions: every problem with its line and field, and the
//! parameters a card carries suiting its type (ATK and DEF on characters only, no cost on a
//! partner: see docs/rebirth/rulings.md).

use super::ability::{self, Keyword};
use super::{Blocker, CardDef, CardType};
use fuda_kernel::error::InputError;
use fuda_kernel::files::RawCard as RawCardTrait;
use serde::Deserialize;

/// One card as written in a file, before validation.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct RawCard {
    id: String,
    name: String,
    #[serde(rename = "type")]
    kind: CardType,
    cost: Option<u8>,
    #[serde(default)]
    attributes: Vec<String>,
    atk: Option<i32>,
    def: Option<i32>,
    work: String,
    blocker: Option<RawBlocker>,
    /// のびしろ (11.8).
    #[serde(default)]
    nobishiro: bool,
    /// キャンセル (11.4): the target.
    cancel: Option<toml::Value>,
    flavour: Option<String>,
    /// `[[card.ability]]` tables, read by [`ability::load`].
    #[serde(default)]
    ability: Vec<toml::Value>,
}

/// `blocker = true`, or `blocker = "Attribute"` (11.6.3).
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
enum RawBlocker {
    Plain(bool),
    Attribute(String),
}

/// The largest ATK or DEF a card may print.
pub const MAX_VALUE: i32 = 1_000;

fn problem(id: &str, field: &str, message: impl Into<String>) -> InputError {
    InputError::new(format!("card {id}: {}", message.into())).field(field.to_string())
}

impl RawCardTrait for RawCard {
    type Def = CardDef;

    fn id(&self) -> &str {
        &self.id
    }

    fn validate(self) -> Result<CardDef, InputError> {
        let id = self.id.clone();
        for (field, text) in [("id", &self.id), ("name", &self.name), ("work", &self.work)] {
            if text.trim().is_empty() {
                return Err(problem(&id, field, "expected a non-empty text"));
            }
        }
        let character = self.kind == CardType::Character;
        let value = |field: &str, v: Option<i32>| -> Result<i32, InputError> {
            match (character, v) {
                (true, Some(v)) if (0..=MAX_VALUE).contains(&v) => Ok(v),
                (true, Some(v)) => Err(problem(&id, field, format!("expected 0 to {MAX_VALUE}, found {v}"))),
                (true, None) => Err(problem(&id, field, "a character prints ATK and DEF (2.6, 2.7)")),
                (false, Some(_)) => Err(problem(&id, field, "only a character prints ATK and DEF (2.6, 2.7)")),
                (false, None) => Ok(0),
            }
        };
        let atk = value("atk", self.atk)?;
        let def = value("def", self.def)?;
        let cost = match (self.kind, self.cost) {
            (CardType::Partner, Some(_)) => return Err(problem(&id, "cost", "a partner prints no cost")),
            (CardType::Partner, None) => 0,
            (_, Some(c)) => c,
            (_, None) => return Err(problem(&id, "cost", "a character or Re-birth card prints a cost (2.3)")),
        };
        let blocker = match self.blocker {
            None | Some(RawBlocker::Plain(false)) => None,
            Some(_) if self.kind == CardType::Partner => {
                return Err(problem(&id, "blocker", "a partner never lies in the hand to block with (8.3.3)"));
            }
            Some(RawBlocker::Plain(true)) => Some(Blocker { attribute: None }),
            Some(RawBlocker::Attribute(a)) if a.trim().is_empty() => {
                return Err(problem(&id, "blocker", "expected true or an attribute name"));
            }
            Some(RawBlocker::Attribute(a)) => Some(Blocker { attribute: Some(a) }),
        };
        let mut keywords: Vec<Keyword> = blocker.into_iter().map(Keyword::Blocker).collect();
        if let Some(target) = self.cancel {
            let target = ability::load::cancel_target(target, "cancel").map_err(|(f, m)| problem(&id, &f, m))?;
            keywords.push(Keyword::Cancel(target));
        }
        if self.nobishiro {
            keywords.push(Keyword::Nobishiro);
        }
        let abilities = self
            .ability
            .into_iter()
            .enumerate()
            .map(|(i, v)| ability::load::ability(v, &format!("ability[{i}]")).map_err(|(f, m)| problem(&id, &f, m)))
            .collect::<Result<Vec<_>, _>>()?;
        if let Some(i) = self.attributes.iter().position(|a| a.trim().is_empty()) {
            return Err(problem(&id, &format!("attributes[{i}]"), "expected a non-empty attribute"));
        }
        Ok(CardDef {
            id: self.id,
            name: self.name,
            kind: self.kind,
            cost,
            attributes: self.attributes.into(),
            atk,
            def,
            work: self.work,
            keywords,
            flavour: self.flavour,
            abilities,
        })
    }
}

/// A card file's text, every card checked.
pub fn parse_cards(source: &str) -> Result<Vec<CardDef>, InputError> {
    fuda_kernel::files::parse_cards::<RawCard>(source)
}

/// Cards written inline in a scenario, checked against the scenario's text.
pub fn validate_cards(raw: Vec<RawCard>, source: &str) -> Result<Vec<CardDef>, InputError> {
    fuda_kernel::files::validate_cards(raw, source)
}
