//! Card files (TOML) to validated definitions: every problem is reported with its line and
//! field, and a card's parameters must suit its type (208.1, 209.1, 211.1).

use super::ast::condition::ZxAmount;
use super::ast::{Ability, Trigger, Whom};
use super::effect::{EventEffect, Pile, UnitAct};
use super::subtext::{Half, Subtext};
use super::{CardDef, CardType, Colours, Cost, Icon, Keyword};
use fuda_kernel::error::InputError;
use fuda_kernel::files::RawCard as RawCardTrait;
use fuda_kernel::lang::Slot;
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
    subtext: Option<Subtext>,
    #[serde(default)]
    token: bool,
    shield: Option<u8>,
    #[serde(default)]
    subtext_names: Vec<String>,
    expires: Option<fuda_kernel::date::Date>,
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
        super::subtext::check(kind, self.subtext.as_ref()).map_err(|m| problem(&id, "subtext", m))?;
        // 202.7b: the top half of a Z/X OB prints the parameters; the bottom half only names it.
        let bottom = self.subtext == Some(Subtext::Overboost(Half::Bottom));
        let costed = !bottom && (kind.is_zx() || kind.is_event() || kind.is_ascension());
        match (costed, cost.is_some()) {
            (true, false) => return Err(problem(&id, "cost", format!("a {} card has a cost (203)", kind.tag()))),
            (false, true) => return Err(problem(&id, "cost", format!("a {} card has no cost (203)", kind.tag()))),
            _ => {}
        }
        match (kind.has_power() && !bottom, self.power) {
            (true, None) => return Err(problem(&id, "power", format!("a {} card has a power (209.1)", kind.tag()))),
            (false, Some(_)) => return Err(problem(&id, "power", "only Z/X-type cards have a power (209.1)")),
            (true, Some(p)) if !(0..=MAX_POWER).contains(&p) => {
                return Err(problem(&id, "power", format!("expected a power from 0 to {MAX_POWER}, found {p}")));
            }
            _ => {}
        }
        let raced = (kind.is_zx() && !bottom) || kind == CardType::Shift;
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
        if self.token && !kind.is_zx() {
            return Err(problem(&id, "token", "expected a Z/X-type token (202.13b)"));
        }
        if self.shield.is_some() && !kind.is_zx() && !matches!(kind, CardType::Ascension | CardType::AnEx) {
            return Err(problem(&id, "shield", "only Z/X and Ascensions have a shield value (210.1)"));
        }
        // 803.1c, 803.1d: any card may have a permanent ability, or an automatic one valid in
        // Dynamis (803.1e), that works from somewhere.
        let may_have_abilities = kind.is_zx() || kind == CardType::Shift;
        let from_somewhere = |a: &Ability| match a {
            Ability::Continuous(_) => true,
            Ability::Automatic(auto) => auto.zone.is_some(),
            _ => false,
        };
        if self.abilities.iter().any(|a| !from_somewhere(a)) && !may_have_abilities {
            return Err(problem(&id, "abilities", "only Z/X-type cards and Shifts have abilities here (801.2)"));
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
                Ability::Permanent(p)
                    if matches!(p.gate, Some(super::ast::gate::Gate::Sympathy(_))) && p.whom != Whom::This =>
                {
                    return Err(problem(
                        &id,
                        &format!("{field}.whom"),
                        "expected whom = \"this\": Sympathy grants the ability to each Z/X (1136.2)",
                    ));
                }
                Ability::Permanent(_) => {}
                Ability::Activated(act) if act.cost.is_empty() => {
                    return Err(problem(&id, &format!("{field}.cost"), "expected at least one cost step (807.1a)"));
                }
                Ability::Activated(act) if act.effects.is_empty() => {
                    return Err(problem(&id, &format!("{field}.effects"), "expected at least one effect"));
                }
                Ability::Activated(act) => {
                    if let Some(expected) = super::ast::costs::check_cost(&act.cost) {
                        return Err(problem(&id, &format!("{field}.cost"), format!("expected {expected}")));
                    }
                    let mut bound = super::ast::costs::cost_slots(&act.cost);
                    check_list(&id, &format!("{field}.effects"), &act.effects, &mut bound)?
                }
                Ability::Automatic(auto)
                    if auto.zone.is_some()
                        && (auto.this_is.is_some() || !matches!(auto.on, Trigger::Event(_) | Trigger::EndOfTurn)) =>
                {
                    return Err(problem(
                        &id,
                        &format!("{field}.zone"),
                        "expected an event pattern or \"end-of-turn\" and no this-is for an ability valid in Dynamis",
                    ));
                }
                Ability::Automatic(auto) if auto.effects.is_empty() => {
                    return Err(problem(&id, &format!("{field}.effects"), "expected at least one effect"));
                }
                Ability::Automatic(auto) => check_effects(&id, &format!("{field}.effects"), &auto.effects)?,
                Ability::Renames(r) if r.name.trim().is_empty() || r.zones.is_empty() => {
                    return Err(problem(&id, &field, "expected a non-empty name and at least one zone"));
                }
                Ability::Renames(_) => {}
                Ability::Replace(_) => {}
                Ability::Continuous(c) => {
                    if let Some(message) = c.problem() {
                        return Err(problem(&id, &format!("{field}.changes"), message));
                    }
                }
                Ability::Sympathy(inner) => match inner.as_ref() {
                    Ability::Automatic(a) if !a.effects.is_empty() => {
                        check_effects(&id, &format!("{field}.sympathy.effects"), &a.effects)?
                    }
                    Ability::Activated(a) if !a.cost.is_empty() && !a.effects.is_empty() => {
                        check_effects(&id, &format!("{field}.sympathy.effects"), &a.effects)?
                    }
                    _ => {
                        return Err(problem(
                            &id,
                            &format!("{field}.sympathy"),
                            "expected an automatic ability with effects or an activated one with a cost and effects \
                             (a permanent one is written with gate = { sympathy = true }, 1136.2)",
                        ));
                    }
                },
            }
        }
        super::keywords::check(kind, &self.keywords).map_err(|(field, message)| problem(&id, &field, message))?;
        for (i, k) in self.keywords.iter().enumerate() {
            if matches!(k, Keyword::Range(n) if !(1..=4).contains(n)) {
                return Err(problem(&id, &format!("keywords[{i}].range"), "expected a range of 1 to 4 (1105.2)"));
            }
            if let super::Keyword::Evolseed(effects) | super::Keyword::ZxtendDrive(effects) = k {
                check_effects(&id, &format!("keywords[{i}]"), effects)?;
            }
            if let super::Keyword::Phantom(effects) | super::Keyword::Install(super::ast::Activated { effects, .. }) = k
            {
                check_effects(&id, &format!("keywords[{i}]"), effects)?;
            }
            let has_effects = self.abilities.iter().any(|a| matches!(a, Ability::Activated(_) | Ability::Automatic(_)));
            if matches!(k, super::Keyword::Rewrite(_)) && !has_effects {
                return Err(problem(
                    &id,
                    &format!("keywords[{i}].rewrite"),
                    "expected an activated or automatic ability for Rewrite to resolve (1117.2)",
                ));
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
            subtext: self.subtext,
            token: self.token,
            shield: self.shield,
            subtext_names: self.subtext_names,
            expires: self.expires,
        })
    }
}

/// Each effect's numbers make sense, and every slot a step names was bound by an earlier step of
/// the same list; `field` names the list.
fn check_effects(id: &str, field: &str, effects: &[EventEffect]) -> Result<(), InputError> {
    check_list(id, field, effects, &mut Vec::new())
}

/// Checks `effects`, `bound` holding the slots bound before them.
fn check_list(id: &str, field: &str, effects: &[EventEffect], bound: &mut Vec<Slot>) -> Result<(), InputError> {
    for (i, e) in effects.iter().enumerate() {
        let at = format!("{field}[{i}]");
        if let Some(expected) = bad_numbers(e) {
            return Err(problem(id, &at, format!("expected {expected}")));
        }
        if let Some(slot) = param_slots(e).into_iter().find(|s| !bound.contains(s)) {
            return Err(problem(id, &at, format!("expected a param slot an earlier step binds, found “{slot}”")));
        }
        match e {
            EventEffect::Choose { bind: Some(slot), .. }
            | EventEffect::Move { bind: Some(slot), .. }
            | EventEffect::Reveal { bind: Some(slot), .. } => {
                bound.push(slot.clone());
            }
            EventEffect::That { slot, .. } | EventEffect::AddIcon { slot, .. } if !bound.contains(slot) => {
                return Err(problem(
                    id,
                    &format!("{at}.slot"),
                    format!("expected a slot an earlier step binds, found “{slot}”"),
                ));
            }
            EventEffect::PlayThat(slot) if !bound.contains(slot) => {
                return Err(problem(
                    id,
                    &format!("{at}.play-that"),
                    format!("expected a slot an earlier step binds, found “{slot}”"),
                ));
            }
            EventEffect::If { then, otherwise, .. } => {
                check_list(id, &format!("{at}.then"), then, &mut bound.clone())?;
                check_list(id, &format!("{at}.otherwise"), otherwise, &mut bound.clone())?;
            }
            EventEffect::Delayed(d) => {
                check_list(id, &format!("{at}.delayed.effects"), &d.effects, &mut bound.clone())?;
            }
            EventEffect::May(list) => check_list(id, &format!("{at}.may"), list, bound)?,
            EventEffect::Repeat { effects, .. } => check_list(id, &format!("{at}.effects"), effects, bound)?,
            EventEffect::Modes { modes, .. } => {
                for (m, list) in modes.iter().enumerate() {
                    check_list(id, &format!("{at}.modes[{m}]"), list, &mut bound.clone())?;
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// The slots the amounts of `e` itself read a parameter of (1205.1).
fn param_slots(e: &EventEffect) -> Vec<&Slot> {
    use crate::cards::ast::condition::Query;
    let amounts: Vec<&ZxAmount> = match e {
        EventEffect::Draw(n)
        | EventEffect::Charge(n)
        | EventEffect::LifeDecrease(n)
        | EventEffect::Recover(n)
        | EventEffect::Damage { amount: n, .. }
        | EventEffect::Choose { count: n, .. }
        | EventEffect::Move { count: n, .. }
        | EventEffect::Repeat { times: n, .. }
        | EventEffect::EachChooses { count: n, .. } => vec![n],
        EventEffect::Distribute { damage, count, .. } => vec![damage, count],
        EventEffect::If { cond, .. } => {
            return cond
                .queries()
                .into_iter()
                .filter_map(|q| match q {
                    Query::Param { slot, .. } => Some(slot),
                    _ => None,
                })
                .collect();
        }
        _ => Vec::new(),
    };
    amounts
        .into_iter()
        .flat_map(|a| a.queries())
        .filter_map(|q| match q {
            Query::Param { slot, .. } => Some(slot),
            _ => None,
        })
        .collect()
}

/// What is wrong with an effect's written numbers and lists, if anything: counts are at least 1
/// and numbers at least 0 (102.10), damage is more than 0 (1002.4).
fn bad_numbers(e: &EventEffect) -> Option<&'static str> {
    let below = |a: &ZxAmount, least: i32| a.as_num().is_some_and(|n| n < least || n > MAX_POWER);
    let act_bad = |act: &UnitAct| match act {
        UnitAct::Power(n) => *n == 0 || n.abs() > MAX_POWER,
        UnitAct::Damage(n) => *n <= 0 || *n > MAX_POWER,
        _ => false,
    };
    match e {
        EventEffect::Draw(n) | EventEffect::Charge(n) | EventEffect::LifeDecrease(n) | EventEffect::Recover(n)
            if below(n, 1) =>
        {
            Some("a count of at least 1")
        }
        EventEffect::Damage { amount, .. } if below(amount, 1) => Some("an amount of damage from 1 up"),
        EventEffect::Distribute { damage, .. } if below(damage, 1) => Some("an amount of damage from 1 up"),
        EventEffect::Distribute { count, .. } if below(count, 1) => Some("a count of at least 1"),
        EventEffect::Choose { count, .. } | EventEffect::Move { count, .. } if below(count, 1) => {
            Some("a count of at least 1")
        }
        EventEffect::Choose { act, .. } | EventEffect::That { act, .. } if act_bad(act) => {
            Some("a power change other than 0, or damage from 1 up")
        }
        EventEffect::Igob(name) | EventEffect::Unison(name) if name.trim().is_empty() => {
            Some("a name for the IGOB or unison to look for")
        }
        EventEffect::GainCounters { count: 0, .. }
        | EventEffect::ConsumeCounters { count: 0, .. }
        | EventEffect::LifeShield(0) => Some("a count of at least 1"),
        EventEffect::CreateToken(s) | EventEffect::CreateLink(s) | EventEffect::RenamePlayer(s)
            if s.trim().is_empty() =>
        {
            Some("a non-empty text")
        }
        EventEffect::EachChooses { count, .. } if below(count, 1) => Some("a count of at least 1"),
        EventEffect::EachChooses { from, to, .. }
            if matches!(from, Pile::Square | Pile::Deck | Pile::Life | Pile::Resource)
                || *to == Pile::Square
                || from == to =>
        {
            Some("a zone its player sees to choose from (hand, trash, charge, remove) and another to put into")
        }
        EventEffect::Move { from: Pile::Square | Pile::Resource, .. } => {
            Some("a zone to take cards from other than \"square\" or \"resource\"")
        }
        EventEffect::Move { from, to, .. } if from == to => Some("a zone to put the cards into other than their own"),
        EventEffect::If { then, .. } if then.is_empty() => Some("at least one effect in then"),
        EventEffect::Delayed(d) if d.effects.is_empty() => Some("a delayed ability with at least one effect"),
        EventEffect::UntilEndOfTurn { whom, changes, .. }
            if changes.is_empty() || *whom == super::ast::continuous::Group::This =>
        {
            Some("a group other than \"this\" and at least one change")
        }
        EventEffect::May(list) | EventEffect::Repeat { effects: list, .. } if list.is_empty() => {
            Some("at least one effect")
        }
        EventEffect::Repeat { times, .. } if below(times, 1) => Some("a count of at least 1"),
        EventEffect::Modes { pick, modes } if *pick == 0 || usize::from(*pick) > modes.len() => {
            Some("a number of modes to pick from 1 to the number of modes")
        }
        EventEffect::Modes { modes, .. } if modes.iter().any(Vec::is_empty) => Some("at least one effect in each mode"),
        EventEffect::Break(b) if matches!(b.from, Pile::Square | Pile::Remove | Pile::Resource) => {
            Some("a zone of the hand, deck, trash, charge or life for card B (1019.2)")
        }
        EventEffect::Break(b) if b.card == Whom::This && b.filter != Default::default() => {
            Some("no filter for card = \"this\"")
        }
        _ => None,
    }
}

/// A card file's text, every card checked.
pub fn parse_cards(source: &str) -> Result<Vec<CardDef>, InputError> {
    fuda_kernel::files::parse_cards::<RawCard>(source)
}

/// Cards a scenario defines inline, checked as a card file's are.
pub fn validate_cards(raw: Vec<RawCard>, source: &str) -> Result<Vec<CardDef>, InputError> {
    fuda_kernel::files::validate_cards(raw, source)
}
