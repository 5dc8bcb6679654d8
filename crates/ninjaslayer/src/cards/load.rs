//! Card files (TOML) to validated definitions, and deck files to card lists. Every problem is
//! reported with file, line and field.

use super::ast::{Ability, Effect, Keyword, Kind, Rarity, Tatsujin, Ukemi};
use super::{CardDb, CardDef};
use crate::NsError;
use fuda_kernel::error::InputError;
use serde::Deserialize;
use std::path::Path;

/// One card as written in a file, before validation.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct RawCard {
    id: String,
    name: String,
    nickname: Option<String>,
    kind: Kind,
    cost: u8,
    #[serde(default)]
    attributes: Vec<String>,
    karate: Option<i32>,
    durability: Option<i32>,
    kousaku: Option<i32>,
    #[serde(default)]
    keywords: Vec<Keyword>,
    #[serde(default)]
    abilities: Vec<Ability>,
    effect: Option<Effect>,
    tatsujin: Option<Tatsujin>,
    ukemi: Option<Ukemi>,
    ukemi_name: Option<String>,
    free_if: Option<super::ast::FreeIf>,
    flavour: Option<String>,
    illustrator: Option<String>,
    rarity: Rarity,
    #[serde(default)]
    errata: Vec<super::Erratum>,
}

/// The largest Karate, durability or Kousaku a card may print: printed cards stay in single
/// digits, and each point of Kousaku becomes a damage check in the Kotodama space (1003.2), so a
/// Kousaku of 2147483647 asked for more memory than any machine has.
pub const MAX_STAT: i32 = 99;

fn problem(id: &str, field: &str, message: impl Into<String>) -> InputError {
    InputError::new(format!("card {id}: {}", message.into())).field(field.to_string())
}

/// Checks an effect; `of_ability` says whether it belongs to a ■ ability, whose card "this" can
/// name.
fn check_effect(id: &str, field: &str, effect: &Effect, of_ability: bool) -> Result<(), InputError> {
    if !effect.modes.is_empty() {
        if effect.modes.len() < 2 || effect.target.is_some() || !effect.actions.is_empty() {
            return Err(problem(
                id,
                &format!("{field}.modes"),
                "a modal effect has 2 or more `modes` and no `target` or `do` of its own (1204.2b)",
            ));
        }
        for (i, m) in effect.modes.iter().enumerate() {
            if !m.modes.is_empty() {
                return Err(problem(id, &format!("{field}.modes[{i}]"), "a mode has no modes of its own"));
            }
            check_effect(id, &format!("{field}.modes[{i}]"), m, of_ability)?;
        }
        return Ok(());
    }
    if effect.actions.is_empty() {
        return Err(problem(id, &format!("{field}.do"), "expected at least one action"));
    }
    super::load_lang::check(id, field, effect)?;
    if let Some(t) = effect.target.as_ref().filter(|t| t.this) {
        if !of_ability {
            return Err(problem(
                id,
                &format!("{field}.target.this"),
                "only a ■ ability of a character can name \"this\"",
            ));
        }
        let plain = crate::cards::ast::Target { this: true, ..Default::default() };
        if *t != plain {
            return Err(problem(id, &format!("{field}.target"), "`this = true` takes no other condition"));
        }
    }
    for a in &effect.actions {
        if let crate::cards::ast::Action::Search(s) = a {
            if s.to == crate::cards::ast::SearchTo::Ambush && s.kind() != Some(Kind::Character) {
                return Err(problem(id, &format!("{field}.do"), "a search that ambushes needs `kind = \"character\"`"));
            }
        }
    }
    let distributions: Vec<u8> = effect
        .actions
        .iter()
        .filter_map(|a| if let crate::cards::ast::Action::Distribute(n) = a { Some(*n) } else { None })
        .collect();
    match (distributions.as_slice(), effect.target.as_ref()) {
        ([], _) => {}
        ([n], Some(t)) if t.count() > usize::from(*n) || t.in_space || t.this => {
            return Err(problem(
                id,
                &format!("{field}.target"),
                format!("a distribution of {n} needs 1 to {n} characters as targets, at least 1 each (1305.1)"),
            ));
        }
        ([_], _) => {}
        _ => return Err(problem(id, &format!("{field}.do"), "expected at most one `distribute`")),
    }
    use crate::cards::ast::Action;
    for a in &effect.actions {
        if let Action::Set { karate, durability } = a {
            if karate.is_none() && durability.is_none()
                || karate.is_some_and(|k| k < 0)
                || durability.is_some_and(|d| d < 0)
            {
                return Err(problem(
                    id,
                    &format!("{field}.do"),
                    "`set` takes `karate`, `durability` or both, 0 or more",
                ));
            }
        }
    }
    for a in &effect.actions {
        let Action::ChooseThen { target, actions } = a else { continue };
        if target.this || target.in_space || target.count() != 1 || target.up_to {
            return Err(problem(id, &format!("{field}.do"), "`choose-then` chooses 1 character on the field"));
        }
        let kill_last = actions.iter().position(|a| matches!(a, Action::Kill)).is_none_or(|i| i + 1 == actions.len());
        if actions.is_empty() || !actions.iter().all(Action::acts_on_one) || !kill_last {
            return Err(problem(
                id,
                &format!("{field}.do"),
                "`choose-then` does at least one action to the character it chose, only such actions, and `kill` last",
            ));
        }
    }
    for a in &effect.actions {
        let Action::AtTurnEnd(later) = a else { continue };
        let on_it = |a: &Action| {
            matches!(
                a,
                Action::Kill
                    | Action::ReturnToHand
                    | Action::Ojigi
                    | Action::Untap
                    | Action::Exclude
                    | Action::Damage(_)
            )
        };
        if later.is_empty() || !later.iter().all(on_it) || effect.target.as_ref().is_none_or(|t| t.in_space) {
            return Err(problem(
                id,
                &format!("{field}.do"),
                "`at-turn-end` needs a character `target` and does to it only `kill`, `return-to-hand`, `ojigi`, `untap`, `exclude` or `damage`",
            ));
        }
    }
    let counters = effect.actions.iter().any(|a| matches!(a, Action::Counter));
    let in_space = effect.target.as_ref().is_some_and(|t| t.in_space);
    // A card waiting in the space can be countered, or given +N/+M or a "becomes N" that it
    // takes onto the field (1205.1c-3); nothing else applies to it there.
    let space_action = |a: &Action| matches!(a, Action::Counter | Action::Buff { .. } | Action::Set { .. });
    let space_ok = effect.actions.iter().filter(|a| a.uses_target()).all(space_action);
    if (counters && !in_space) || (in_space && !space_ok) {
        return Err(problem(
            id,
            &format!("{field}.target"),
            "`counter` takes a target with `in-space = true`, and such a target is only for `counter`, `buff` and `set`",
        ));
    }
    let targeted = effect.actions.iter().any(|a| a.uses_target());
    match (targeted, effect.target.is_some()) {
        (true, false) => Err(problem(id, &format!("{field}.target"), "an action on \"it\" needs a `target`")),
        (false, true) => Err(problem(id, &format!("{field}.target"), "no action uses the `target`")),
        _ => Ok(()),
    }
}

impl RawCard {
    fn validate(self) -> Result<CardDef, InputError> {
        let id = self.id.as_str();
        if id.trim().is_empty() {
            return Err(InputError::new("expected a card id").field("id"));
        }
        let stats = [("karate", self.karate), ("durability", self.durability), ("kousaku", self.kousaku)];
        match self.kind {
            Kind::Character => {
                for (field, value) in stats {
                    match value {
                        None => return Err(problem(id, field, format!("a character needs `{field}` (206–208)"))),
                        Some(v) if !(0..=MAX_STAT).contains(&v) => {
                            return Err(problem(id, field, format!("expected 0 to {MAX_STAT}, found {v}")));
                        }
                        Some(_) => {}
                    }
                }
                if self.effect.is_some() {
                    return Err(problem(id, "effect", "only a kotodama card has a kotodama ability (1201.1e)"));
                }
            }
            Kind::Kotodama => {
                if let Some((field, _)) = stats.iter().find(|(_, v)| v.is_some()) {
                    return Err(problem(id, field, "a kotodama card has no Karate, durability or Kousaku"));
                }
                if !self.keywords.is_empty() {
                    return Err(problem(id, "keywords", "keyword abilities here belong to characters"));
                }
                if !self.abilities.is_empty() {
                    return Err(problem(id, "abilities", "■ abilities here belong to characters"));
                }
                match &self.effect {
                    Some(e) => check_effect(id, "effect", e, false)?,
                    None => return Err(problem(id, "effect", "a kotodama card needs its `effect` (1201.1e)")),
                }
            }
        }
        for (i, e) in self.errata.iter().enumerate() {
            if let Some(x) = &e.effect {
                check_effect(id, &format!("errata[{i}].effect"), x, false)?;
            }
            for (k, a) in e.abilities.iter().flatten().enumerate() {
                if let Some(x) = a.effect() {
                    check_effect(id, &format!("errata[{i}].abilities[{k}].effect"), x, true)?;
                }
            }
        }
        if let Some(t) = &self.tatsujin {
            let own_target = self.effect.as_ref().is_some_and(|e| e.target.is_some());
            if t.actions.is_empty() {
                return Err(problem(id, "tatsujin.do", "expected at least one action"));
            }
            if t.ether == 0 && t.cost.is_empty() {
                return Err(problem(id, "tatsujin", "expected a Tatsujin cost: `ether`, `cost` or both"));
            }
            super::load_lang::cost(id, "tatsujin.cost", &t.cost, false)?;
            super::load_lang::steps(id, "tatsujin.do", &t.actions, &mut Vec::new())?;
            if t.actions.iter().any(|a| a.uses_target()) && !own_target {
                return Err(problem(id, "tatsujin.do", "an action on \"it\" needs the card's `effect.target`"));
            }
        }
        for (i, a) in self.abilities.iter().enumerate() {
            if let Ability::Continuous(c) = a {
                if let crate::cards::ast::Grant::AisatsuCost(cost) = &c.grant {
                    let field = format!("abilities[{i}].continuous.grant.aisatsu-cost");
                    if cost.is_empty() {
                        return Err(problem(id, &field, "expected at least one cost process"));
                    }
                    super::load_lang::cost(id, &field, cost, true)?;
                }
            }
            if let crate::cards::ast::Ability::Triggered(t) = a {
                if t.from_hand && t.when != super::event::When::Printed(crate::cards::ast::Trigger::YourCharacterKilled)
                {
                    return Err(problem(
                        id,
                        &format!("abilities[{i}].triggered.from-hand"),
                        "only \"your-character-killed\" works from the hand",
                    ));
                }
            }
            if let crate::cards::ast::Ability::Triggered(t) = a {
                if let super::event::When::Event(p) = &t.when {
                    if p.whose != fuda_kernel::lang::Whose::Any {
                        return Err(problem(
                            id,
                            &format!("abilities[{i}].triggered.when.whose"),
                            "whose subject is written in the `subject` filter: `subject = { side = \"own\" }`",
                        ));
                    }
                    let everything = matches!(&p.subject, fuda_kernel::lang::Filter::All(items) if items.is_empty());
                    if !everything && p.event.iter().any(|e| !e.has_subject()) {
                        return Err(problem(
                            id,
                            &format!("abilities[{i}].triggered.when.subject"),
                            "an event that happens to a player (player-damaged, draws) takes no `subject`",
                        ));
                    }
                }
            }
            if let crate::cards::ast::Ability::Replace(r) = a {
                use crate::cards::ast::{Instead, ReplacedEvent};
                let fits = match r.event {
                    ReplacedEvent::YourDiscard => r.instead == Instead::Exclude,
                    ReplacedEvent::ThisDealtDamage => matches!(r.instead, Instead::Reduce(_)) && !r.optional,
                    ReplacedEvent::YouDealtDamage | ReplacedEvent::OpponentDealtDamage => {
                        matches!(r.instead, Instead::Double | Instead::Redirect) && !r.optional
                    }
                    ReplacedEvent::ThisKilled | ReplacedEvent::YourOtherKilled => {
                        !matches!(r.instead, Instead::Reduce(_) | Instead::Double | Instead::Redirect)
                    }
                };
                if !fits {
                    return Err(problem(
                        id,
                        &format!("abilities[{i}].replace.instead"),
                        "a discard can only be replaced by `exclude`, a character's damage only by a mandatory `{ reduce = N }`, a player's damage only by a mandatory `double` or `redirect`, a kill by `return-to-hand`, `exclude` or `endure`",
                    ));
                }
            }
            if let Ability::Activated(x) = a {
                super::load_lang::cost(id, &format!("abilities[{i}].activated.cost.pay"), &x.cost.pay, false)?;
            }
            if let Some(effect) = a.effect() {
                check_effect(id, &format!("abilities[{i}].effect"), effect, true)?;
            }
        }
        if let Some(f) = &self.free_if {
            if f.is_empty() {
                return Err(problem(id, "free-if", "expected a filter: `name`, `attribute` or another filter key"));
            }
            // Read at entry (1204.2i-1), before any process binds a name.
            super::load_lang::filter(id, "free-if", &f.which, &[])?;
        }
        if self.ukemi_name.is_some() && self.ukemi.is_none() {
            return Err(problem(id, "ukemi-name", "a name for an ukemi ability the card does not have"));
        }
        if let Some(Ukemi::Ability { effect, .. }) = &self.ukemi {
            check_effect(id, "ukemi.effect", effect, false)?;
        }
        Ok(CardDef {
            id: self.id,
            name: self.name,
            nickname: self.nickname,
            kind: self.kind,
            cost: self.cost,
            attributes: self.attributes,
            karate: self.karate,
            durability: self.durability,
            kousaku: self.kousaku,
            keywords: self.keywords,
            abilities: self.abilities,
            effect: self.effect,
            tatsujin: self.tatsujin,
            ukemi: self.ukemi,
            ukemi_name: self.ukemi_name,
            free_if: self.free_if,
            flavour: self.flavour,
            illustrator: self.illustrator,
            rarity: self.rarity,
            errata: self.errata,
        })
    }
}

/// Parses a card file's text and validates every card.
pub fn parse_cards(source: &str) -> Result<Vec<CardDef>, InputError> {
    fuda_kernel::files::parse_cards::<RawCard>(source)
}

/// Validates raw cards parsed from `source` (card files and scenario files).
pub fn validate_cards(raw: Vec<RawCard>, source: &str) -> Result<Vec<CardDef>, InputError> {
    fuda_kernel::files::validate_cards(raw, source)
}

impl fuda_kernel::files::RawCard for RawCard {
    type Def = CardDef;

    fn id(&self) -> &str {
        &self.id
    }

    fn validate(self) -> Result<CardDef, InputError> {
        RawCard::validate(self)
    }
}

/// Loads a card file, or every `.toml` card file in a folder (in name order), into `db`.
pub fn load_cards(path: &Path, db: &mut CardDb) -> Result<(), NsError> {
    fuda_kernel::files::load_cards(path, db, parse_cards)
}

/// Card files already read, each as the path its errors name and its text, into `db` in the
/// order given: the built-in demo set has no folder to read.
pub fn add_cards<'a>(files: impl IntoIterator<Item = (&'a Path, &'a str)>, db: &mut CardDb) -> Result<(), NsError> {
    fuda_kernel::files::add_cards(files, db, parse_cards)
}

/// A card set and its decks from a data folder holding `cards/` and `decks/`.
pub fn load_set(dir: &Path) -> Result<(std::sync::Arc<CardDb>, Vec<fuda_kernel::deck::DeckList>), NsError> {
    fuda_kernel::files::load_set(dir, parse_cards)
}
