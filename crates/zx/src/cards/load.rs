//! Card files (TOML) to validated definitions: every problem is reported with its line and
//! field, and a card's parameters must suit its type (208.1, 209.1, 211.1).

use super::ast::{Ability, Whom};
use super::effect::{EventEffect, UnitAct};
use super::{CardDef, CardType, Colours, Cost, Icon, Keyword};
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
    cost: Option<RawCost>,
    #[serde(default)]
    colours: Colours,
    power: Option<i32>,
    #[serde(default)]
    races: Vec<String>,
    #[serde(default)]
    icons: Vec<Icon>,
    #[serde(default)]
    keywords: Vec<Keyword>,
    player_name: Option<String>,
    #[serde(default)]
    effects: Vec<EventEffect>,
    #[serde(default)]
    abilities: Vec<Ability>,
    flavour: Option<String>,
}

/// A cost as written: a number, or `"infinite"` (∞, 203.3).
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
enum RawCost {
    Points(u8),
    Word(String),
}

/// The largest power a card may print: printed powers stay well below it.
pub const MAX_POWER: i32 = 1_000_000;

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
        if id.trim().is_empty() || self.name.trim().is_empty() {
            return Err(problem(&id, if id.trim().is_empty() { "id" } else { "name" }, "expected a non-empty text"));
        }
        let cost = match self.cost {
            None => None,
            Some(RawCost::Points(n)) => Some(Cost::Points(n)),
            Some(RawCost::Word(w)) if w == "infinite" => Some(Cost::Infinite),
            Some(RawCost::Word(w)) => {
                return Err(problem(&id, "cost", format!("expected a number of points or \"infinite\", found {w:?}")));
            }
        };
        let kind = self.kind;
        let costed = kind.is_zx() || kind.is_event() || matches!(kind, CardType::Ascension | CardType::AnEx);
        match (costed, cost.is_some()) {
            (true, false) => return Err(problem(&id, "cost", format!("a {} card has a cost (203)", kind.tag()))),
            (false, true) => return Err(problem(&id, "cost", format!("a {} card has no cost (203)", kind.tag()))),
            _ => {}
        }
        match (kind.has_power(), self.power) {
            (true, None) => return Err(problem(&id, "power", format!("a {} card has a power (209.1)", kind.tag()))),
            (false, Some(_)) => return Err(problem(&id, "power", "only Z/X-type cards have a power (209.1)")),
            (true, Some(p)) if !(0..=MAX_POWER).contains(&p) => {
                return Err(problem(&id, "power", format!("expected a power from 0 to {MAX_POWER}, found {p}")));
            }
            _ => {}
        }
        let raced = kind.is_zx() || kind == CardType::Shift;
        if !raced && !self.races.is_empty() {
            return Err(problem(&id, "races", "only Z/X-type cards and Shifts have a race (208.1)"));
        }
        if self.player_name.is_some() && !kind.is_player() {
            return Err(problem(&id, "player-name", "only Player cards have a player name (211.1)"));
        }
        if !self.effects.is_empty() && !kind.is_event() {
            return Err(problem(&id, "effects", "only events have event effects here (202.4, 809)"));
        }
        check_effects(&id, "effects", &self.effects)?;
        for (i, k) in self.keywords.iter().enumerate() {
            if let Keyword::Renkei(name) = k
                && name.trim().is_empty()
            {
                return Err(problem(
                    &id,
                    &format!("keywords[{i}].renkei"),
                    "expected the text a name contains (1124.2)",
                ));
            }
        }
        if !self.abilities.is_empty() && !kind.is_zx() {
            return Err(problem(&id, "abilities", "only Z/X-type cards have abilities here (801.2)"));
        }
        for (i, a) in self.abilities.iter().enumerate() {
            let field = format!("abilities[{i}]");
            match a {
                Ability::Permanent(p) if p.whom == Whom::This && p.filter != Default::default() => {
                    return Err(problem(&id, &format!("{field}.filter"), "expected no filter for whom = \"this\""));
                }
                Ability::Permanent(p) if p.power == 0 || p.power.abs() > MAX_POWER => {
                    return Err(problem(&id, &format!("{field}.power"), "expected a power change other than 0"));
                }
                Ability::Permanent(p) if p.gate.as_ref().is_some_and(|g| g.problem().is_some()) => {
                    let expected = p.gate.as_ref().and_then(|g| g.problem()).unwrap_or_default();
                    return Err(problem(&id, &format!("{field}.gate"), format!("expected {expected}")));
                }
                Ability::Permanent(_) => {}
                Ability::Activated(act) if act.cost.is_empty() => {
                    return Err(problem(&id, &format!("{field}.cost"), "expected at least one cost step (807.1a)"));
                }
                Ability::Activated(act) if act.effects.is_empty() => {
                    return Err(problem(&id, &format!("{field}.effects"), "expected at least one effect"));
                }
                Ability::Activated(act) => check_effects(&id, &format!("{field}.effects"), &act.effects)?,
                Ability::Automatic(auto) if auto.effects.is_empty() => {
                    return Err(problem(&id, &format!("{field}.effects"), "expected at least one effect"));
                }
                Ability::Automatic(auto) => check_effects(&id, &format!("{field}.effects"), &auto.effects)?,
            }
        }
        Ok(CardDef {
            id: self.id,
            name: self.name,
            kind,
            cost,
            colours: self.colours,
            power: self.power,
            races: self.races,
            icons: self.icons,
            keywords: self.keywords,
            player_name: self.player_name,
            effects: self.effects,
            abilities: self.abilities,
            flavour: self.flavour,
        })
    }
}

/// Each effect's numbers make sense; `field` names the list.
fn check_effects(id: &str, field: &str, effects: &[EventEffect]) -> Result<(), InputError> {
    for (i, e) in effects.iter().enumerate() {
        let bad = match e {
            EventEffect::Draw(0) | EventEffect::Charge(0) => Some("a count of at least 1"),
            EventEffect::Damage { amount, .. } if *amount <= 0 || *amount > MAX_POWER => {
                Some("an amount of damage from 1 up")
            }
            EventEffect::Choose { act: UnitAct::Power(n), .. } if *n == 0 || n.abs() > MAX_POWER => {
                Some("a power change other than 0")
            }
            EventEffect::Draw(_) | EventEffect::Charge(_) | EventEffect::Damage { .. } | EventEffect::Choose { .. } => {
                None
            }
        };
        if let Some(expected) = bad {
            return Err(problem(id, &format!("{field}[{i}]"), format!("expected {expected}")));
        }
    }
    Ok(())
}

/// A card file's text, every card checked.
pub fn parse_cards(source: &str) -> Result<Vec<CardDef>, InputError> {
    fuda_kernel::files::parse_cards::<RawCard>(source)
}

/// Cards a scenario defines inline, checked as a card file's are.
pub fn validate_cards(raw: Vec<RawCard>, source: &str) -> Result<Vec<CardDef>, InputError> {
    fuda_kernel::files::validate_cards(raw, source)
}
