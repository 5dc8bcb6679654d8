//! Card files (TOML) to validated definitions, and deck files to card lists. Every problem is
//! reported with file, line and field.

use super::ast::{
    Ability, Action, Affects, Buff, CardKind, Color, Condition, Continuous, Cost, EffectZone, Icon, Keyword, Pattern,
    Timing, Triggered, TurnScope, UnitFilter,
};
use super::check;
use super::def::{
    AppFusion, Assembly, Burst, CardDb, CardDef, CardRule, Component, Derived, DigiXros, DigivolveCondition,
    DigivolveFrom, JogressCondition, LinkInfo, SpecialFrom,
};
use crate::error::DigimonError;
use fuda_kernel::error::InputError;
use fuda_kernel::lang::PerTurn;
use serde::Deserialize;
use std::path::Path;
use std::sync::Arc;

/// One card as written in a file, before validation.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct RawCard {
    id: String,
    name: String,
    kind: CardKind,
    #[serde(default)]
    colors: Vec<Color>,
    level: Option<u8>,
    dp: Option<i32>,
    play_cost: Option<u8>,
    use_cost: Option<u8>,
    #[serde(default)]
    traits: Vec<String>,
    #[serde(default)]
    digivolve: Vec<RawDigivolve>,
    #[serde(default)]
    keywords: Vec<Keyword>,
    #[serde(default)]
    effects: Vec<RawEffect>,
    inherited: Option<RawInherited>,
    #[serde(default)]
    jogress: Vec<JogressCondition>,
    digixros: Option<DigiXros>,
    assembly: Option<Assembly>,
    #[serde(default)]
    digixros_substitute: Vec<String>,
    burst: Option<Burst>,
    overflow: Option<i8>,
    #[serde(default)]
    token: bool,
    link: Option<RawLink>,
    app_fusion: Option<AppFusion>,
    overclock: Option<String>,
    #[serde(default)]
    rules: Vec<CardRule>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawLink {
    condition: Component,
    cost: u8,
    #[serde(default)]
    dp: i32,
    #[serde(default)]
    effects: Vec<RawEffect>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawDigivolve {
    color: Option<fuda_kernel::lang::AnyOf<Color>>,
    level: Option<u8>,
    name: Option<String>,
    name_contains: Option<String>,
    #[serde(rename = "trait")]
    trait_is: Option<String>,
    written: Option<Icon>,
    #[serde(default)]
    from: DigivolveFrom,
    cost: u8,
}

impl RawDigivolve {
    /// The condition, or what is missing (2-3-6-1: it names the card it digivolves from).
    fn validate(self) -> Result<DigivolveCondition, String> {
        let RawDigivolve { color, level, name, name_contains, trait_is, written, from, cost } = self;
        let mut colors = color.map(|c| c.0).unwrap_or_default().into_iter();
        let (color, or_colors) = (colors.next(), colors.collect::<Vec<_>>());
        let named = name.is_some() || name_contains.is_some();
        let described = color.is_some() || trait_is.is_some() || written.is_some();
        match from {
            DigivolveFrom::Digimon if !(named || level.is_some() && described) => {
                return Err(
                    "expected `name`, `name-contains`, or a `level` with a `color`, `trait` or `written`".into()
                );
            }
            DigivolveFrom::Tamer if level.is_some() => {
                return Err(
                    "a Tamer has no level: `from = \"tamer\"` takes `color`, `name`, `name-contains` or `trait`".into(),
                );
            }
            DigivolveFrom::Tamer if !named && color.is_none() && trait_is.is_none() => {
                return Err("`from = \"tamer\"` needs `color`, `name`, `name-contains` or `trait`: which Tamer".into());
            }
            DigivolveFrom::Tamer if written.is_some() => {
                return Err("`written` names a Digimon's icon: not with `from = \"tamer\"`".into());
            }
            DigivolveFrom::Digimon | DigivolveFrom::Tamer => {}
        }
        let plain = or_colors.is_empty()
            && name_contains.is_none()
            && trait_is.is_none()
            && written.is_none()
            && from == DigivolveFrom::Digimon;
        let special = (!plain).then(|| Box::new(SpecialFrom { or_colors, name_contains, trait_is, written, from }));
        Ok(DigivolveCondition { color, level, name, cost, special })
    }
}

#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawInherited {
    #[serde(default)]
    keywords: Vec<Keyword>,
    #[serde(default)]
    effects: Vec<RawEffect>,
}

/// One effect as written: either `when` (triggered, activated, immediate) with `do`, or
/// `during` (continuous) with `buff` and `to`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawEffect {
    zone: Option<EffectZone>,
    when: Option<When>,
    during: Option<TurnScope>,
    #[serde(default)]
    once_per_turn: bool,
    per_turn: Option<u8>,
    #[serde(default)]
    optional: bool,
    #[serde(rename = "if")]
    condition: Option<Condition>,
    cost: Option<Cost>,
    #[serde(rename = "do", default)]
    actions: Vec<Action>,
    buff: Option<Buff>,
    to: Option<Affects>,
    #[serde(rename = "where")]
    filter: Option<UnitFilter>,
    #[serde(default, deserialize_with = "some_per")]
    per: Option<super::ast::Amount>,
}

/// A continuous effect's `per`, with the short names of `for-each`'s.
fn some_per<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Option<super::ast::Amount>, D::Error> {
    super::ast::per_amount(deserializer).map(Some)
}

/// When a triggered effect triggers, as written: a timing icon, several icons written once
/// (「【登場時】【進化時】」), or an event pattern.
#[derive(Clone, Debug)]
enum When {
    Icons(Vec<Timing>),
    Event(Box<Pattern>),
}

/// Timing names from before event patterns, for what a pattern now says: each reads as its
/// pattern, which the engine raises and renders as the old timing was ("[When one of your
/// Digimon digivolves]").
const PATTERN_NAMES: [(&str, &str); 3] = [
    ("when-your-digimon-digivolved", "event = \"digivolved\"\nwhose = \"yours\""),
    // 8-1-2-5: the immediate window of a declared digivolution, DNA, Burst and App Fusion too.
    ("when-your-digimon-would-digivolve", "event = \"would-digivolve\"\nwhose = \"yours\""),
    ("when-opponents-digimon-would-digivolve", "event = \"would-digivolve\"\nwhose = \"opponents\""),
];

/// The pattern an old timing name stands for.
fn named_pattern(value: &toml::Value) -> Option<Pattern> {
    let name = value.as_str()?;
    let (_, text) = PATTERN_NAMES.iter().find(|(n, _)| *n == name)?;
    let table: toml::Table = toml::from_str(text).expect("the patterns above are well formed");
    Some(Pattern::deserialize(toml::Value::Table(table)).expect("the patterns above are valid"))
}

impl<'de> Deserialize<'de> for When {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let value = toml::Value::deserialize(deserializer)?;
        if let Some(pattern) = named_pattern(&value) {
            return Ok(When::Event(Box::new(pattern)));
        }
        // An event's timing is no icon: it is met only through a pattern (which says whose, which).
        let icon = |v: toml::Value| match Timing::deserialize(v.clone()) {
            Ok(t) => match super::ast::Event::of(t) {
                Some(e) => Err(D::Error::custom(format!(
                    "the timing of the event {e:?} is written as an event pattern: `when = {{ event = \"{}\", … }}`",
                    toml::Value::try_from(e).map(|v| v.as_str().unwrap_or_default().to_string()).unwrap_or_default()
                ))),
                None => Ok(t),
            },
            Err(_) if named_pattern(&v).is_some() => Err(D::Error::custom(format!(
                "{v} is an event pattern: write it alone, as `when = {v}`, in an effect of its own"
            ))),
            Err(e) => Err(D::Error::custom(e.message().trim())),
        };
        match value {
            toml::Value::Array(items) if items.is_empty() => Err(D::Error::custom("expected at least one timing")),
            toml::Value::Array(items) => {
                let icons = items.into_iter().map(icon).collect::<Result<Vec<_>, _>>()?;
                match icons.iter().enumerate().find(|(i, t)| icons[..*i].contains(t)) {
                    Some((_, twice)) => Err(D::Error::custom(format!("the timing {twice:?} is written twice"))),
                    None => Ok(When::Icons(icons)),
                }
            }
            table @ toml::Value::Table(_) => Pattern::deserialize(table)
                .map(|p| When::Event(Box::new(p)))
                .map_err(|e| D::Error::custom(format!("an event pattern: {}", e.message().trim()))),
            other => icon(other).map(|t| When::Icons(vec![t])),
        }
    }
}

/// The most effects one box of a card may hold, and the most digivolve or DNA digivolve
/// conditions a card may have: far above any printed card, and few enough that the engine numbers
/// them in a byte and marks the payable ones in a 64-bit set.
pub const MOST_PER_CARD: usize = 64;

/// An error naming `field` if a card lists more than [`MOST_PER_CARD`] of something.
fn at_most(id: &str, field: &str, count: usize, what: &str) -> Result<(), InputError> {
    if count > MOST_PER_CARD {
        return Err(problem(id, field, format!("expected at most {MOST_PER_CARD} {what}, found {count}")));
    }
    Ok(())
}

fn problem(id: &str, field: &str, message: impl Into<String>) -> InputError {
    InputError::new(format!("card {id}: {}", message.into())).field(field.to_string())
}

/// Validates a list of effects of a card of `kind`, naming each by its place (`effects[2]`) in
/// errors. Zone icons (15-14-2..4) belong to a card's own effects, never to inherited or link
/// effects, which work only under a Digimon in the area.
fn validate_effects(
    effects: Vec<RawEffect>,
    id: &str,
    kind: CardKind,
    field: &str,
) -> Result<Vec<Ability>, InputError> {
    at_most(id, field, effects.len(), "effects")?;
    effects
        .into_iter()
        .enumerate()
        .map(|(i, e)| {
            let here = format!("{field}[{i}]");
            if e.zone.is_some() && field != "effects" {
                return Err(problem(id, &format!("{here}.zone"), "zone icons are for the card's own effects only"));
            }
            let ability = e.validate(id, &here)?;
            check::ability(&ability, kind).map_err(|p| problem(id, &format!("{here}{}", p.place), p.message))?;
            Ok(ability)
        })
        .collect()
}

impl RawEffect {
    fn validate(self, id: &str, field: &str) -> Result<Ability, InputError> {
        match (self.when, self.during) {
            (Some(when), None) => {
                let (timings, pattern) = match when {
                    When::Icons(icons) => (icons, None),
                    When::Event(pattern) => (pattern.base.event.iter().map(|e| e.timing()).collect(), Some(pattern)),
                };
                let (timing, also) = match timings.split_first() {
                    Some((first, rest)) => (*first, rest.to_vec()),
                    None => return Err(problem(id, field, "expected at least one timing")),
                };
                if self.buff.is_some() || self.to.is_some() || self.filter.is_some() || self.per.is_some() {
                    return Err(problem(id, field, "a triggered effect takes `do`, not `buff`/`to`/`where`/`per`"));
                }
                if self.actions.is_empty() {
                    return Err(problem(id, field, "expected at least one action in `do`"));
                }
                // 15-14-1: [ターンにX回]; `once-per-turn = true` is `per-turn = 1`.
                let per_turn = match (self.once_per_turn, self.per_turn) {
                    (true, Some(_)) => {
                        return Err(problem(
                            id,
                            field,
                            "write either `once-per-turn = true` or `per-turn = N`, not both",
                        ));
                    }
                    (_, Some(0)) => {
                        return Err(problem(id, &format!("{field}.per-turn"), "expected 1 or more uses a turn"));
                    }
                    (true, None) => Some(PerTurn(1)),
                    (false, n) => n.map(PerTurn),
                };
                let zone = self.zone.unwrap_or_default();
                if !std::iter::once(timing).chain(also.iter().copied()).all(|t| zone.allows(t)) {
                    return Err(problem(
                        id,
                        &format!("{field}.zone"),
                        "a zone icon goes with `main`, a start/end of turn timing, `start-of-your-main-phase`, \
                         `when-your-security-decreases` or `when-opponents-digimon-deleted`",
                    ));
                }
                Ok(Ability::Triggered(Triggered {
                    zone,
                    timing,
                    also,
                    pattern,
                    per_turn,
                    optional: self.optional,
                    condition: self.condition,
                    cost: self.cost,
                    actions: Arc::from(self.actions),
                }))
            }
            (None, Some(during)) => {
                let buff =
                    self.buff.ok_or_else(|| problem(id, field, "a continuous effect (`during`) needs `buff`"))?;
                if !self.actions.is_empty()
                    || self.cost.is_some()
                    || self.once_per_turn
                    || self.per_turn.is_some()
                    || self.optional
                {
                    return Err(problem(
                        id,
                        field,
                        "a continuous effect takes only `during`, `zone`, `if`, `buff`, `to`, `where` and `per`",
                    ));
                }
                let affects = self.to.unwrap_or_default();
                let zone = self.zone.unwrap_or_default();
                // 15-14-5-1: a face-up security card is no 1体, so it modifies sides, not itself.
                if !matches!(zone, EffectZone::Area | EffectZone::Security) {
                    return Err(problem(
                        id,
                        &format!("{field}.zone"),
                        "a continuous effect works in the battle area or, with `zone = \"security\"`, face up in \
                         security",
                    ));
                }
                if zone == EffectZone::Security && matches!(affects, Affects::This | Affects::ThisEffects) {
                    return Err(problem(
                        id,
                        &format!("{field}.to"),
                        "a security card is no Digimon: `zone = \"security\"` goes with `to = \"your-digimon\"`, \
                         `\"opponents-digimon\"`, `\"your-effects\"` or `\"opponents-effects\"`",
                    ));
                }
                // 15-11-2-3: `where` narrows a global effect, not "this Digimon" or effects.
                if self.filter.is_some() && !matches!(affects, Affects::YourDigimon | Affects::OpponentsDigimon) {
                    return Err(problem(
                        id,
                        &format!("{field}.where"),
                        "`where` goes with `to = \"your-digimon\"` or `\"opponents-digimon\"`",
                    ));
                }
                Ok(Ability::Continuous(Continuous {
                    during,
                    condition: self.condition,
                    affects,
                    filter: self.filter,
                    buff,
                    zone,
                    per: self.per,
                }))
            }
            (Some(_), Some(_)) => Err(problem(id, field, "expected exactly one of `when` or `during`, found both")),
            (None, None) => Err(problem(id, field, "expected `when` (triggered) or `during` (continuous)")),
        }
    }
}

impl RawCard {
    /// Checks the card's 〈ルール〉 (2-3-5).
    fn validate_rules(&self) -> Result<(), InputError> {
        let (rules, id) = (&self.rules, self.id.as_str());
        for (i, rule) in rules.iter().enumerate() {
            let field = format!("rules[{i}]");
            if rules[..i].contains(rule) {
                return Err(problem(id, &field, "this rule is written twice"));
            }
            match rule {
                CardRule::AnyNumberOfCopies if self.token => {
                    return Err(problem(id, &field, "a token is never in a deck (4-18), so it takes no copy rule"));
                }
                CardRule::AlsoNamed(other) if other.trim().is_empty() => {
                    return Err(problem(id, &field, "expected a non-empty name in `also-named`"));
                }
                CardRule::AlsoNamed(other) if *other == self.name => {
                    return Err(problem(id, &field, "`also-named` repeats the card's own name"));
                }
                CardRule::AlsoTrait(t) if t.trim().is_empty() => {
                    return Err(problem(id, &field, "expected a non-empty trait in `also-trait`"));
                }
                CardRule::AlsoTrait(t) if self.traits.contains(t) => {
                    return Err(problem(id, &field, "`also-trait` repeats one of the card's own traits"));
                }
                CardRule::ColorRequirementAlso(_) if self.kind != CardKind::Option => {
                    return Err(problem(id, &field, "only an Option card has a colour requirement (4-19)"));
                }
                CardRule::ColorRequirementAlso(c) if self.colors.contains(c) => {
                    return Err(problem(id, &field, "`color-requirement-also` names one of the card's own colours"));
                }
                CardRule::AnyNumberOfCopies
                | CardRule::AlsoNamed(_)
                | CardRule::AlsoTrait(_)
                | CardRule::ColorRequirementAlso(_) => {}
            }
        }
        Ok(())
    }

    /// Validates the card, reporting the first problem with its field.
    pub fn validate(self) -> Result<CardDef, InputError> {
        let id = self.id.clone();
        if id.trim().is_empty() {
            return Err(InputError::new("expected a non-empty card id").field("id"));
        }
        self.validate_rules()?;
        let cost = match (self.kind, self.play_cost, self.use_cost) {
            (CardKind::Option, None, Some(c)) => Some(c),
            (CardKind::Option, _, _) => {
                return Err(problem(&id, "use-cost", "an option card needs `use-cost` and no `play-cost` (2-7)"));
            }
            (CardKind::Digimon | CardKind::Tamer, Some(c), None) => Some(c),
            (CardKind::Digimon | CardKind::Tamer, _, _) => {
                return Err(problem(
                    &id,
                    "play-cost",
                    "a Digimon or Tamer card needs `play-cost` and no `use-cost` (2-6)",
                ));
            }
            (CardKind::DigiEgg, None, None) => None,
            (CardKind::DigiEgg, _, _) => {
                return Err(problem(&id, "play-cost", "a Digi-Egg has no play or use cost"));
            }
        };
        if self.colors.is_empty() {
            return Err(problem(&id, "colors", "expected at least one colour (2-4)"));
        }
        if self.kind == CardKind::Digimon && self.dp.is_none() {
            return Err(problem(&id, "dp", "a Digimon card needs `dp` (2-5)"));
        }
        if matches!(self.kind, CardKind::Tamer | CardKind::Option) && (self.dp.is_some() || self.level.is_some()) {
            let field = if self.dp.is_some() { "dp" } else { "level" };
            return Err(problem(&id, field, "Tamer and Option cards have no DP or level"));
        }
        if self.dp.is_some_and(|dp| !(0..=100_000).contains(&dp)) {
            return Err(problem(&id, "dp", "expected DP from 0 to 100000"));
        }
        at_most(&id, "digivolve", self.digivolve.len(), "digivolve conditions")?;
        at_most(&id, "jogress", self.jogress.len(), "DNA digivolve conditions")?;
        let mut digivolve = Vec::new();
        for (i, d) in self.digivolve.into_iter().enumerate() {
            digivolve.push(d.validate().map_err(|e| problem(&id, &format!("digivolve[{i}]"), e))?);
        }
        if !digivolve.is_empty() && self.kind != CardKind::Digimon {
            return Err(problem(&id, "digivolve", "only Digimon cards have digivolve conditions"));
        }
        let is_digimon = self.kind == CardKind::Digimon;
        let extra = [
            ("jogress", !self.jogress.is_empty()),
            ("digixros", self.digixros.is_some()),
            ("assembly", self.assembly.is_some()),
            ("burst", self.burst.is_some()),
            ("token", self.token),
            ("app-fusion", self.app_fusion.is_some()),
        ];
        if let Some((field, _)) = extra.iter().find(|(_, present)| *present && !is_digimon) {
            return Err(problem(&id, field, "only Digimon cards have this"));
        }
        for (i, j) in self.jogress.iter().enumerate() {
            for (side, c) in [("first", &j.first), ("second", &j.second)] {
                if c.name.is_none() && (c.color.is_none() || c.level.is_none()) {
                    return Err(problem(
                        &id,
                        &format!("jogress[{i}].{side}"),
                        "expected `name`, or both `color` and `level`",
                    ));
                }
            }
        }
        if self.keywords.contains(&Keyword::Overclock) != self.overclock.is_some() {
            return Err(problem(
                &id,
                "overclock",
                "the overclock keyword and the `overclock` trait go together (16-33)",
            ));
        }
        if self.token && self.link.is_some() {
            return Err(problem(&id, "link", "a token cannot link (4-18-4)"));
        }
        let link = match self.link {
            Some(l) => {
                if l.condition.name.is_none() && (l.condition.color.is_none() || l.condition.level.is_none()) {
                    return Err(problem(&id, "link.condition", "expected `name`, or both `color` and `level`"));
                }
                let effects = validate_effects(l.effects, &id, self.kind, "link.effects")?;
                Some(LinkInfo { condition: l.condition, cost: l.cost, dp: l.dp, effects })
            }
            None => None,
        };
        if self.app_fusion.as_ref().is_some_and(|a| a.names.len() < 2) {
            return Err(problem(&id, "app-fusion.names", "expected at least two names"));
        }
        if let Some(x) = &self.digixros {
            if x.cards.is_empty() && x.group.is_none() {
                return Err(problem(&id, "digixros.cards", "expected at least one card name, or a `group`"));
            }
            if let Some(g) = &x.group {
                match (&g.trait_name, g.written) {
                    (Some(t), None) if t.is_empty() => {
                        return Err(problem(&id, "digixros.group.trait", "expected a trait"));
                    }
                    (Some(_), None) | (None, Some(_)) => {}
                    _ => {
                        return Err(problem(
                            &id,
                            "digixros.group",
                            "expected exactly one of `trait` and `written` (an icon written on the cards)",
                        ));
                    }
                }
                if g.count == Some(0) {
                    return Err(problem(
                        &id,
                        "digixros.group.count",
                        "expected at least 1, or no count for any number",
                    ));
                }
            }
        }
        // 15-15-8-1: a token is never a DigiXros material (4-18), so it substitutes for nothing.
        if self.token && !self.digixros_substitute.is_empty() {
            return Err(problem(&id, "digixros-substitute", "a token is never placed by DigiXros"));
        }
        if self.digixros_substitute.iter().any(String::is_empty) {
            return Err(problem(&id, "digixros-substitute", "expected card names or traits, not an empty text"));
        }
        if self.assembly.as_ref().is_some_and(|a| a.count == 0) {
            return Err(problem(&id, "assembly.count", "expected at least 1"));
        }
        let effects = validate_effects(self.effects, &id, self.kind, "effects")?;
        let (inherited_keywords, inherited) = match self.inherited {
            Some(inh) => {
                let effects = validate_effects(inh.effects, &id, self.kind, "inherited.effects")?;
                (inh.keywords, effects)
            }
            None => (Vec::new(), Vec::new()),
        };
        // 1-3-11-4: the effect widens the card's own DigiXros or Assembly as it is declared.
        let widens = |list: &[Ability]| {
            list.iter().any(|a| matches!(a, Ability::Triggered(t) if t.actions.iter().any(|x| matches!(x, Action::MaterialsAlsoFrom(_)))))
        };
        for (field, list) in
            [("inherited.effects", &inherited[..]), ("link.effects", link.as_ref().map_or(&[][..], |l| &l.effects[..]))]
        {
            if widens(list) {
                return Err(problem(&id, field, "`materials-also-from` is for the card's own effects"));
            }
        }
        if widens(&effects) && self.digixros.is_none() && self.assembly.is_none() {
            return Err(problem(&id, "effects", "`materials-also-from` needs a `digixros` or `assembly` condition"));
        }
        let mut def = CardDef {
            id,
            name: self.name,
            kind: self.kind,
            colors: self.colors,
            level: self.level,
            dp: self.dp,
            cost,
            traits: self.traits,
            digivolve,
            keywords: self.keywords,
            effects,
            inherited_keywords,
            inherited,
            jogress: self.jogress,
            digixros: self.digixros,
            assembly: self.assembly,
            xros_substitute: self.digixros_substitute,
            burst: self.burst,
            overflow: self.overflow,
            token: self.token,
            link,
            app_fusion: self.app_fusion,
            overclock: self.overclock,
            rules: self.rules,
            derived: Derived::default(),
        };
        def.derived = Derived::of(&def);
        Ok(def)
    }
}

/// A granted effect (`buff = { effect = { … } }`, 「「…」の効果を得る」) as written: a triggered
/// effect like the card's own, without a zone icon, checked as a Digimon's effect (it is held by
/// a Digimon).
pub(crate) fn granted_effect(value: toml::Value) -> Result<Triggered, String> {
    let raw = RawEffect::deserialize(value).map_err(|e| e.message().trim().to_string())?;
    if raw.zone.is_some() {
        return Err("a granted effect works where its Digimon is: no `zone`".into());
    }
    let ability = raw.validate("(a granted effect)", "effect").map_err(|e| e.to_string())?;
    check::ability(&ability, CardKind::Digimon).map_err(|p| format!("effect{}: {}", p.place, p.message))?;
    match ability {
        Ability::Triggered(t) => Ok(t),
        Ability::Continuous(_) => Err("a granted effect is a triggered one (`when` and `do`), not `during`".into()),
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
pub fn load_cards(path: &Path, db: &mut CardDb) -> Result<(), DigimonError> {
    fuda_kernel::files::load_cards(path, db, parse_cards)
}

/// Card files already read, each as the path its errors name and its text, into `db` in the
/// order given: the built-in demo set has no folder to read.
pub fn add_cards<'a>(
    files: impl IntoIterator<Item = (&'a Path, &'a str)>,
    db: &mut CardDb,
) -> Result<(), DigimonError> {
    fuda_kernel::files::add_cards(files, db, parse_cards)
}

/// A card set and its decks from a data folder holding `cards/` and `decks/`.
pub fn load_set(dir: &Path) -> Result<(std::sync::Arc<CardDb>, Vec<fuda_kernel::deck::DeckList>), DigimonError> {
    fuda_kernel::files::load_set(dir, parse_cards)
}
