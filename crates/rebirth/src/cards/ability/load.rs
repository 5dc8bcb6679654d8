//! Abilities from card files: each `[[card.ability]]` table read into an [`Ability`], every
//! mistake reported with the path of its field (`ability[0].effect[1].draw`) and what was
//! expected; the card loader adds the file and the line. docs/rebirth/cards.md describes the
//! syntax.

use super::{
    Ability, Action, CancelTarget, CardFilter, Choose, CondKeyword, Condition, Continuous, Cost, Effect, Kind,
    NameOrAttribute, Num, Pick, Place, Static, Step, Trigger, Until, Who, Zone,
};
use fuda_kernel::lang::{Amount, Cond, Filter, Slot};
use serde::de::DeserializeOwned;
use toml::{Table, Value};

/// A problem: the field's path and what was expected.
pub type Problem = (String, String);

type Read<T> = Result<T, Problem>;

fn at(path: &str, message: impl Into<String>) -> Problem {
    (path.to_string(), message.into())
}

fn join(path: &str, key: &str) -> String {
    format!("{path}.{key}")
}

/// A value read with serde, its message kept.
fn serde_value<T: DeserializeOwned>(value: Value, path: &str, expected: &str) -> Read<T> {
    T::deserialize(value).map_err(|e| at(path, format!("expected {expected}: {}", e.message().trim())))
}

fn table(value: Value, path: &str, expected: &str) -> Read<Table> {
    match value {
        Value::Table(t) => Ok(t),
        other => Err(at(path, format!("expected {expected}, found {}", other.type_str()))),
    }
}

fn list(value: Value, path: &str, expected: &str) -> Read<Vec<Value>> {
    match value {
        Value::Array(items) => Ok(items),
        other => Err(at(path, format!("expected a list of {expected}, found {}", other.type_str()))),
    }
}

fn boolean(value: Value, path: &str) -> Read<bool> {
    match value {
        Value::Boolean(b) => Ok(b),
        other => Err(at(path, format!("expected true or false, found {}", other.type_str()))),
    }
}

fn text(value: Value, path: &str) -> Read<String> {
    match value {
        Value::String(s) if !s.trim().is_empty() => Ok(s),
        Value::String(_) => Err(at(path, "expected a non-empty text")),
        other => Err(at(path, format!("expected a text, found {}", other.type_str()))),
    }
}

fn no_more(t: &Table, path: &str, known: &str) -> Read<()> {
    match t.keys().next() {
        Some(key) => Err(at(&join(path, key), format!("unknown key: expected one of {known}"))),
        None => Ok(()),
    }
}

fn condition(value: Value, path: &str) -> Read<Condition> {
    Cond::from_toml(value).map_err(|e| at(path, e))
}

fn amount(value: Value, path: &str) -> Read<Num> {
    let a = Amount::from_toml(value).map_err(|e| at(path, e))?;
    empty_slots_only_of_members(&a, path)?;
    Ok(a)
}

/// 空席 (4.5.3.2) are member slots: a query of empty slots counts the member zone, every card
/// filter aside.
fn empty_slots_only_of_members(a: &Num, path: &str) -> Read<()> {
    match a {
        Amount::Query(q) if q.empty && (q.count != Zone::Member || *q.matching != CardFilter::default()) => Err(at(
            path,
            "`empty = true` counts empty member slots (4.5.3.2.1): it needs count = \"member\" and no `matching`",
        )),
        Amount::Sum(xs) | Amount::Min(xs) | Amount::Max(xs) => {
            xs.iter().try_for_each(|x| empty_slots_only_of_members(x, path))
        }
        Amount::Mul(x, y) => empty_slots_only_of_members(x, path).and(empty_slots_only_of_members(y, path)),
        Amount::Div(x, _) => empty_slots_only_of_members(x, path),
        Amount::Num(_) | Amount::Query(_) | Amount::NumberOf(_) => Ok(()),
    }
}

fn filter(value: Value, path: &str) -> Read<CardFilter> {
    Filter::from_toml(value).map_err(|e| at(path, e))
}

fn zone(value: Value, path: &str) -> Read<Zone> {
    serde_value(value, path, "a zone (deck, hand, entry, member, energy, rebirth, retire, waiting, memory)")
}

fn who(value: Value, path: &str) -> Read<Who> {
    serde_value(value, path, "you, opponent, ally, player or { master-of = \"slot\" }")
}

/// One `[[card.ability]]` table; `path` is `ability[i]`.
pub fn ability(value: Value, path: &str) -> Read<Ability> {
    let mut t = table(value, path, "an ability table")?;
    let mut take = |key: &str| t.remove(key);
    let kind_name = match take("kind") {
        Some(v) => text(v, &join(path, "kind"))?,
        None => return Err(at(&join(path, "kind"), "missing: expected activated, auto, continuous or cancel")),
    };
    let zone = take("zone").map(|v| zone(v, &join(path, "zone"))).transpose()?;
    let once_per_turn = take("once-per-turn").map(|v| boolean(v, &join(path, "once-per-turn"))).transpose()?;
    let mut conditions = Vec::new();
    if let Some(v) = take("re-combo") {
        let p = join(path, "re-combo");
        conditions.push(match v {
            Value::Boolean(true) => CondKeyword::ReCombo { name: None },
            v @ Value::String(_) => CondKeyword::ReCombo { name: Some(text(v, &p)?) },
            _ => return Err(at(&p, "expected true or a name")),
        });
    }
    if let Some(v) = take("honryo") {
        conditions.push(honryo(v, &join(path, "honryo"))?);
    }
    let p = |key: &str| join(path, key);
    let effect_value = take("effect");
    let cost_value = take("cost");
    let kind = match kind_name.as_str() {
        "activated" => Kind::Activated {
            cost: cost_value.map(|v| cost(v, &p("cost"))).transpose()?.unwrap_or_default(),
            effect: effect(required(effect_value, &p("effect"))?, &p("effect"))?,
        },
        "auto" => Kind::Auto {
            trigger: trigger(required(take("trigger"), &p("trigger"))?, &p("trigger"))?,
            cost: cost_value.map(|v| cost(v, &p("cost"))).transpose()?,
            effect: effect(required(effect_value, &p("effect"))?, &p("effect"))?,
        },
        "continuous" => {
            if let Some(v) = cost_value {
                return Err(at(
                    &p("cost"),
                    format!("a continuous ability has no cost (9.1.1.3), found {}", v.type_str()),
                ));
            }
            let only_if = take("if").map(|v| condition(v, &p("if"))).transpose()?;
            let items = list(required(take("static"), &p("static"))?, &p("static"), "continuous effects")?;
            let effects = items
                .into_iter()
                .enumerate()
                .map(|(i, v)| statik(v, &format!("{}[{i}]", p("static"))))
                .collect::<Read<Vec<_>>>()?;
            Kind::Continuous(Continuous { only_if, effects })
        }
        "cancel" => Kind::Cancel {
            target: cancel_target(required(take("target"), &p("target"))?, &p("target"))?,
            cost: cost_value.map(|v| cost(v, &p("cost"))).transpose()?.unwrap_or_default(),
            effect: effect(required(effect_value, &p("effect"))?, &p("effect"))?,
        },
        other => {
            return Err(at(&p("kind"), format!("expected activated, auto, continuous or cancel, found {other:?}")));
        }
    };
    let reminder = take("reminder").map(|v| text(v, &p("reminder"))).transpose()?;
    no_more(
        &t,
        path,
        "kind, zone, once-per-turn, re-combo, honryo, trigger, cost, effect, if, static, target, reminder",
    )?;
    counter_actions(&kind, path)?;
    Ok(Ability { zone, once_per_turn: once_per_turn.unwrap_or(false), conditions, kind, reminder })
}

/// キャンセルする (5.13) and 取り消す (5.19) act on what a cancel ability answers (9.7.3.3): only
/// a cancel ability's effect may use them, never a cost; a card being played or a presented
/// cancel is negated, not cancelled (5.13.1 names only abilities; 5.19.1, 5.19.2.1).
fn counter_actions(kind: &Kind, path: &str) -> Read<()> {
    let (cost, effect, target) = match kind {
        Kind::Activated { cost, effect } => (Some(cost), effect, None),
        Kind::Auto { cost, effect, .. } => (cost.as_ref(), effect, None),
        Kind::Cancel { target, cost, effect } => (Some(cost), effect, Some(target)),
        Kind::Continuous(_) => return Ok(()),
    };
    let answers = |a: &Action| matches!(a, Action::CancelPlay | Action::Negate);
    if let Some(i) = cost.and_then(|c| c.0.iter().position(answers)) {
        return Err(at(
            &format!("{path}.cost[{i}]"),
            "a cost cannot cancel or negate (5.13, 5.19 are effects, 9.7.3.3)",
        ));
    }
    fn steps<'a>(e: &'a Effect, path: String, nested: bool, out: &mut Vec<(String, &'a Action, bool)>) {
        for (i, s) in e.0.iter().enumerate() {
            let p = format!("{path}[{i}]");
            if let Action::Delayed(_, inner) = &s.action {
                steps(inner, format!("{p}.delayed.effect"), true, out);
            }
            out.push((p, &s.action, nested));
        }
    }
    let mut all = Vec::new();
    steps(effect, format!("{path}.effect"), false, &mut all);
    for (p, action, nested) in all {
        let key = match action {
            Action::CancelPlay => "cancel",
            Action::Negate => "negate",
            _ => continue,
        };
        let p = join(&p, key);
        match target {
            Some(_) if nested => return Err(at(&p, "a delayed effect meets nothing being played (9.7.3.3)")),
            None => {
                return Err(at(
                    &p,
                    "5.13 and 5.19 act on a card or ability being played: only a cancel ability's effect meets one (9.7.3.3)",
                ));
            }
            Some(CancelTarget::Card(_) | CancelTarget::Cancel) if key == "cancel" => {
                return Err(at(
                    &p,
                    "キャンセルする ends an ability's play (5.13.1); a card being played or a presented cancel is negated: use negate (5.19.1, 5.19.2.1)",
                ));
            }
            _ => {}
        }
    }
    Ok(())
}

fn required(value: Option<Value>, path: &str) -> Read<Value> {
    value.ok_or_else(|| at(path, "missing"))
}

fn honryo(value: Value, path: &str) -> Read<CondKeyword> {
    let mut t = table(value, path, "{ level = N, names = [..], attributes = [..] }")?;
    let level = match t.remove("level") {
        Some(Value::Integer(n)) if (0..=99).contains(&n) => n as u8,
        Some(other) => return Err(at(&join(path, "level"), format!("expected a level 0 to 99, found {other}"))),
        None => return Err(at(&join(path, "level"), "missing: 本領発揮 prints a level (11.7.1.1)")),
    };
    let mut matching = Vec::new();
    for (key, make) in
        [("names", NameOrAttribute::Name as fn(String) -> NameOrAttribute), ("attributes", NameOrAttribute::Attribute)]
    {
        if let Some(v) = t.remove(key) {
            for (i, item) in list(v, &join(path, key), "texts")?.into_iter().enumerate() {
                matching.push(make(text(item, &format!("{}[{i}]", join(path, key)))?));
            }
        }
    }
    no_more(&t, path, "level, names, attributes")?;
    Ok(CondKeyword::Honryo { level, matching })
}

/// A cancel target (9.1.1.4.2): `activated`, `auto`, `cancel`, or `{ card = filter }`.
pub fn cancel_target(value: Value, path: &str) -> Read<CancelTarget> {
    match value {
        Value::String(s) => match s.as_str() {
            "activated" => Ok(CancelTarget::Activated),
            "auto" => Ok(CancelTarget::Auto),
            "cancel" => Ok(CancelTarget::Cancel),
            "card" => Ok(CancelTarget::Card(Filter::default())),
            other => {
                Err(at(path, format!("expected activated, auto, cancel, card or {{ card = filter }}, found {other:?}")))
            }
        },
        Value::Table(mut t) => {
            let f = filter(required(t.remove("card"), &join(path, "card"))?, &join(path, "card"))?;
            no_more(&t, path, "card")?;
            Ok(CancelTarget::Card(f))
        }
        other => Err(at(path, format!("expected a cancel target, found {}", other.type_str()))),
    }
}

fn statik(value: Value, path: &str) -> Read<Static> {
    const KINDS: &str = "modify, prohibit, lose-abilities, add-attribute, replace, deck-any-number";
    let mut t = table(value, path, &format!("a table with one continuous effect ({KINDS})"))?;
    if let Some(inner) = t.remove("deck-any-number") {
        no_more(&t, path, "deck-any-number")?;
        return match inner {
            Value::Boolean(true) => Ok(Static::DeckAnyNumber),
            other => Err(at(&join(path, "deck-any-number"), format!("expected true, found {other}"))),
        };
    }
    if let Some(inner) = t.remove("replace") {
        no_more(&t, path, "replace")?;
        let p = join(path, "replace");
        let mut m = table(inner, &p, "{ to = zone, instead = zone }")?;
        let to = zone(required(m.remove("to"), &join(&p, "to"))?, &join(&p, "to"))?;
        let instead = zone(required(m.remove("instead"), &join(&p, "instead"))?, &join(&p, "instead"))?;
        no_more(&m, &p, "to, instead")?;
        if to == instead {
            return Err(at(&join(&p, "instead"), "a replacement must put the card somewhere else than `to` (9.11.1)"));
        }
        return Ok(Static::Replace { to, instead });
    }
    let Some(key) = KINDS.split(", ").find(|k| t.contains_key(*k)).map(str::to_string) else {
        return Err(at(path, format!("expected one continuous effect: {KINDS}")));
    };
    let inner = t.remove(&key).expect("found above");
    no_more(&t, path, &key)?;
    let p = join(path, &key);
    let mut m = table(inner, &p, "a table with of = filter")?;
    let of = m.remove("of").map(|v| filter(v, &join(&p, "of"))).transpose()?.unwrap_or_default();
    let out = match key.as_str() {
        "modify" => {
            let atk = m.remove("atk").map(|v| amount(v, &join(&p, "atk"))).transpose()?.unwrap_or(Amount::Num(0));
            let def = m.remove("def").map(|v| amount(v, &join(&p, "def"))).transpose()?.unwrap_or(Amount::Num(0));
            no_more(&m, &p, "of, atk, def")?;
            Static::Modify { of, atk, def }
        }
        "prohibit" => {
            let what = serde_value(required(m.remove("what"), &join(&p, "what"))?, &join(&p, "what"), PROHIBITIONS)?;
            no_more(&m, &p, "of, what")?;
            Static::Prohibit { of, what }
        }
        "lose-abilities" => {
            no_more(&m, &p, "of")?;
            Static::LoseAbilities { of }
        }
        _ => {
            let attribute = text(required(m.remove("attribute"), &join(&p, "attribute"))?, &join(&p, "attribute"))?;
            no_more(&m, &p, "of, attribute")?;
            Static::AddAttribute { of, attribute }
        }
    };
    Ok(out)
}

const PROHIBITIONS: &str = "\"attack\", \"support\", \"be-retired\", \"partner-attack\" or \"become-partner-attack\"";

/// `until = "turn" | "attack" | "game"` of a lasting effect; required, so that a duration is
/// never assumed (9.3.1.2).
fn until(m: &mut Table, path: &str) -> Read<Until> {
    let p = join(path, "until");
    serde_value(required(m.remove("until"), &p)?, &p, "\"turn\", \"attack\" or \"game\"")
}

/// The pick of a lasting effect's table.
fn lasting_pick(m: &mut Table, path: &str) -> Read<Pick> {
    pick(required(m.remove("pick"), &join(path, "pick"))?, &join(path, "pick"))
}

/// A trigger: `"spark"`, `{ state = condition }`, or an event pattern
/// `{ event = .., whose = .., subject = .., turn = .. }`.
pub fn trigger(value: Value, path: &str) -> Read<Trigger> {
    match value {
        Value::String(s) if s == "spark" => Ok(Trigger::Spark),
        Value::Table(mut t) if t.contains_key("state") => {
            let c = condition(t.remove("state").expect("checked"), &join(path, "state"))?;
            no_more(&t, path, "state")?;
            Ok(Trigger::State(c))
        }
        v @ Value::Table(_) => serde_value(v, path, "{ event, whose, subject, turn }").map(Trigger::On),
        other => Err(at(
            path,
            format!("expected \"spark\", {{ state = .. }} or {{ event = .. }}, found {}", other.type_str()),
        )),
    }
}

/// A cost: one action or a list of them, in text order (9.5.2.1).
pub fn cost(value: Value, path: &str) -> Read<Cost> {
    let items = match value {
        Value::Array(items) => items,
        one => vec![one],
    };
    items
        .into_iter()
        .enumerate()
        .map(|(i, v)| action(v, &format!("{path}[{i}]")).map(|(a, _)| a))
        .collect::<Read<_>>()
        .map(Cost)
}

/// An effect: a list of steps.
pub fn effect(value: Value, path: &str) -> Read<Effect> {
    let items = list(value, path, "steps")?;
    if items.is_empty() {
        return Err(at(path, "expected at least one step"));
    }
    items.into_iter().enumerate().map(|(i, v)| step(v, &format!("{path}[{i}]"))).collect::<Read<_>>().map(Effect)
}

fn step(value: Value, path: &str) -> Read<Step> {
    let (action, mut rest) = action(value, path)?;
    let optional = rest.remove("optional").map(|v| boolean(v, &join(path, "optional"))).transpose()?.unwrap_or(false);
    let only_if = rest.remove("if").map(|v| condition(v, &join(path, "if"))).transpose()?;
    let bind = rest.remove("bind").map(|v| text(v, &join(path, "bind")).map(Slot)).transpose()?;
    no_more(&rest, path, "one action, optional, if, bind")?;
    Ok(Step { action, optional, only_if, bind })
}

const ACTIONS: &str = "put, stand, rest, face-up, face-down, appear, set-rebirth, memory, shuffle, draw, look, \
                       discard, swap, energy, retire, recover, remove, delayed, win, lose, modify, set, prohibit, \
                       lose-abilities, face-down-member, cancel, negate";

/// One action of a step or cost, and the table's other keys.
fn action(value: Value, path: &str) -> Read<(Action, Table)> {
    let mut t = table(value, path, &format!("a table with one action ({ACTIONS})"))?;
    let Some(key) = ACTIONS.split(", ").map(str::trim).find(|k| t.contains_key(*k)).map(str::to_string) else {
        return Err(at(path, format!("expected one action: {ACTIONS}")));
    };
    let v = t.remove(&key).expect("found above");
    let p = join(path, &key);
    let a = match key.as_str() {
        "put" => {
            let mut m = table(v, &p, "{ pick = .., to = zone, bottom = bool }")?;
            let what = pick(required(m.remove("pick"), &join(&p, "pick"))?, &join(&p, "pick"))?;
            let zone = zone(required(m.remove("to"), &join(&p, "to"))?, &join(&p, "to"))?;
            let bottom = m.remove("bottom").map(|v| boolean(v, &join(&p, "bottom"))).transpose()?.unwrap_or(false);
            no_more(&m, &p, "pick, to, bottom")?;
            Action::Put(what, Place { zone, bottom })
        }
        "stand" => Action::Stand(pick(v, &p)?),
        "rest" => Action::Rest(pick(v, &p)?),
        "face-up" => Action::FaceUp(pick(v, &p)?),
        "face-down" => Action::FaceDown(pick(v, &p)?),
        "appear" => {
            let mut m = table(v, &p, "{ pick = .., member = bool }")?;
            let what = pick(required(m.remove("pick"), &join(&p, "pick"))?, &join(&p, "pick"))?;
            let member = m.remove("member").map(|v| boolean(v, &join(&p, "member"))).transpose()?.unwrap_or(false);
            no_more(&m, &p, "pick, member")?;
            Action::Appear(what, member)
        }
        "set-rebirth" => Action::SetRebirth(pick(v, &p)?),
        "memory" => Action::Memory(pick(v, &p)?),
        "shuffle" => Action::Shuffle(who(v, &p)?),
        "draw" | "look" | "recover" => {
            let (whom, count, up_to) = counted(v, &p)?;
            match key.as_str() {
                "draw" => Action::Draw(whom, count, up_to),
                "look" => Action::Look(whom, count, up_to),
                _ if up_to => return Err(at(&join(&p, "up-to"), "recover takes an exact number (5.16.1)")),
                _ => Action::Recover(whom, count),
            }
        }
        "discard" => Action::Discard(pick(v, &p)?),
        "swap" => match <[Value; 2]>::try_from(list(v, &p, "two picks")?) {
            Ok([a, b]) => Action::Swap(pick(a, &format!("{p}[0]"))?, pick(b, &format!("{p}[1]"))?),
            Err(items) => return Err(at(&p, format!("expected two picks, found {}", items.len()))),
        },
        "energy" => Action::PayEnergy(match v {
            Value::String(s) if s == "無" || s == "none" => Amount::Num(0),
            other => amount(other, &p)?,
        }),
        "retire" => Action::Retire(pick(v, &p)?),
        "remove" => Action::Remove(pick(v, &p)?),
        "delayed" => {
            let mut m = table(v, &p, "{ trigger = .., effect = [..] }")?;
            let tr = trigger(required(m.remove("trigger"), &join(&p, "trigger"))?, &join(&p, "trigger"))?;
            let ef = effect(required(m.remove("effect"), &join(&p, "effect"))?, &join(&p, "effect"))?;
            no_more(&m, &p, "trigger, effect")?;
            Action::Delayed(Box::new(tr), ef)
        }
        "win" => Action::Win(who(v, &p)?),
        "lose" => Action::Lose(who(v, &p)?),
        "modify" => {
            let mut m = table(v, &p, "{ pick = .., atk = N, def = N, until = .. }")?;
            let what = lasting_pick(&mut m, &p)?;
            let atk = m.remove("atk").map(|v| amount(v, &join(&p, "atk"))).transpose()?.unwrap_or(Amount::Num(0));
            let def = m.remove("def").map(|v| amount(v, &join(&p, "def"))).transpose()?.unwrap_or(Amount::Num(0));
            let until = until(&mut m, &p)?;
            no_more(&m, &p, "pick, atk, def, until")?;
            Action::Modify(what, atk, def, until)
        }
        "set" => {
            let mut m = table(v, &p, "{ pick = .., atk = N, def = N, until = .. }")?;
            let what = lasting_pick(&mut m, &p)?;
            let atk = m.remove("atk").map(|v| amount(v, &join(&p, "atk"))).transpose()?;
            let def = m.remove("def").map(|v| amount(v, &join(&p, "def"))).transpose()?;
            if atk.is_none() && def.is_none() {
                return Err(at(&p, "expected atk, def or both to set (9.10.4)"));
            }
            let until = until(&mut m, &p)?;
            no_more(&m, &p, "pick, atk, def, until")?;
            Action::SetValue(what, atk, def, until)
        }
        "prohibit" => {
            let mut m = table(v, &p, "{ pick = .., what = .., until = .. }")?;
            let what = lasting_pick(&mut m, &p)?;
            let forbidden =
                serde_value(required(m.remove("what"), &join(&p, "what"))?, &join(&p, "what"), PROHIBITIONS)?;
            let until = until(&mut m, &p)?;
            no_more(&m, &p, "pick, what, until")?;
            Action::Prohibit(what, forbidden, until)
        }
        "lose-abilities" => {
            let mut m = table(v, &p, "{ pick = .., until = .. }")?;
            let what = lasting_pick(&mut m, &p)?;
            let until = until(&mut m, &p)?;
            no_more(&m, &p, "pick, until")?;
            Action::LoseAbilities(what, until)
        }
        "face-down-member" => {
            let mut m = table(v, &p, "{ pick = .., atk = N, def = N }")?;
            let what = lasting_pick(&mut m, &p)?;
            let atk = amount(required(m.remove("atk"), &join(&p, "atk"))?, &join(&p, "atk"))?;
            let def = amount(required(m.remove("def"), &join(&p, "def"))?, &join(&p, "def"))?;
            no_more(&m, &p, "pick, atk, def")?;
            Action::FaceDownMember(what, atk, def)
        }
        "cancel" | "negate" => {
            if v.as_str() != Some("target") {
                return Err(at(&p, "expected \"target\": what the cancel ability answers (9.1.1.4.2)"));
            }
            if key == "cancel" { Action::CancelPlay } else { Action::Negate }
        }
        _ => unreachable!("every action of ACTIONS is read above"),
    };
    Ok((a, t))
}

/// `N`, or `{ count = N, who = .., up-to = bool }`.
fn counted(value: Value, path: &str) -> Read<(Who, Num, bool)> {
    match value {
        Value::Table(mut m) if m.contains_key("count") => {
            let count = amount(m.remove("count").expect("checked"), &join(path, "count"))?;
            let whom = m.remove("who").map(|v| who(v, &join(path, "who"))).transpose()?.unwrap_or_default();
            let up_to = m.remove("up-to").map(|v| boolean(v, &join(path, "up-to"))).transpose()?.unwrap_or(false);
            no_more(&m, path, "count, who, up-to")?;
            if up_to && whom != Who::You {
                return Err(at(&join(path, "who"), "「まで」 draws and looks are written for you (ruling R30)"));
            }
            Ok((whom, count, up_to))
        }
        other => Ok((Who::You, amount(other, path)?, false)),
    }
}

/// A pick: `"this"`, a slot name, `{ choose = {..} }`, `{ all = {..} }` or `{ top = {..} }`.
pub fn pick(value: Value, path: &str) -> Read<Pick> {
    match value {
        Value::String(s) if s == "this" => Ok(Pick::This),
        v @ Value::String(_) => Ok(Pick::Bound(Slot(text(v, path)?))),
        Value::Table(mut t) => {
            let Some(key) = ["choose", "all", "top"].into_iter().find(|k| t.contains_key(*k)) else {
                return Err(at(path, "expected \"this\", a slot name, or { choose | all | top = .. }"));
            };
            let p = join(path, key);
            let mut m = table(t.remove(key).expect("found"), &p, "a table")?;
            no_more(&t, path, key)?;
            let of = m.remove("of").map(|v| who(v, &join(&p, "of"))).transpose()?.unwrap_or_default();
            let out = match key {
                "top" => Pick::Top(of, amount(required(m.remove("count"), &join(&p, "count"))?, &join(&p, "count"))?),
                _ => {
                    let zone = zone(required(m.remove("zone"), &join(&p, "zone"))?, &join(&p, "zone"))?;
                    let f = m.remove("filter").map(|v| filter(v, &join(&p, "filter"))).transpose()?.unwrap_or_default();
                    if key == "all" {
                        Pick::All(zone, of, f)
                    } else {
                        let count = m.remove("count").map(|v| amount(v, &join(&p, "count"))).transpose()?;
                        let up_to =
                            m.remove("up-to").map(|v| boolean(v, &join(&p, "up-to"))).transpose()?.unwrap_or(false);
                        let chooser =
                            m.remove("chooser").map(|v| who(v, &join(&p, "chooser"))).transpose()?.unwrap_or_default();
                        Pick::Choose(Choose {
                            zone,
                            of,
                            filter: f,
                            count: count.unwrap_or(Amount::Num(1)),
                            up_to,
                            chooser,
                        })
                    }
                }
            };
            no_more(&m, &p, "zone, of, filter, count, up-to, chooser")?;
            Ok(out)
        }
        other => Err(at(path, format!("expected a pick, found {}", other.type_str()))),
    }
}
