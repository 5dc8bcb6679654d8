//! The card language's conditions, amounts and filters in English, as card text words them.

use super::ast::{Kind, Side};
use super::lang::{Fact, Group, Is, NsAmount, NsCond, NsFilter, Query, Zone, slot};
use fuda_kernel::lang::{Amount, Cmp, Cond, Filter, Range, Slot};

/// A slot as a card refers to it.
pub fn slot_text(s: &Slot) -> String {
    match s.name() {
        slot::THIS => "this".into(),
        slot::TARGET => "it".into(),
        name => format!("\"{name}\""),
    }
}

fn possessive(s: &Slot) -> String {
    match s.name() {
        slot::THIS => "this card's".into(),
        slot::TARGET => "its".into(),
        name => format!("\"{name}\"'s"),
    }
}

/// An amount in words ("the number of your characters with <Ninja>").
pub fn amount_text(a: &NsAmount) -> String {
    let list = |items: &[NsAmount]| items.iter().map(amount_text).collect::<Vec<_>>().join(", ");
    match a {
        Amount::Num(n) => n.to_string(),
        Amount::Query(q) => query_text(q),
        Amount::NumberOf(s) => format!("the number of cards {}", slot_text(s)),
        Amount::Sum(items) => format!("the total of {}", list(items)),
        Amount::Min(items) => format!("the least of {}", list(items)),
        Amount::Max(items) => format!("the greatest of {}", list(items)),
        Amount::Mul(a, b) => format!("{} times {}", amount_text(a), amount_text(b)),
        Amount::Div(a, n) => format!("{} divided by {n}, rounded down", amount_text(a)),
    }
}

fn query_text(q: &Query) -> String {
    match q {
        Query::Count(g) => format!("the number of {}", group_text(g)),
        Query::X(x) => {
            let whose = whose_characters(x.side);
            let with = x.attribute.as_ref().map(|a| format!(" with <{a}>")).unwrap_or_default();
            format!("the number of {whose}{with}")
        }
        Query::KarateOf(s) => format!("{} Karate", possessive(s)),
        Query::DurabilityOf(s) => format!("{} durability", possessive(s)),
        Query::CostOf(s) => format!("{} cost", possessive(s)),
    }
}

fn whose_characters(side: Side) -> &'static str {
    match side {
        Side::Own => "your characters",
        Side::Opponent => "your opponent's characters",
        Side::Any => "characters",
    }
}

/// A number as a card writes it: "N", or "X" with what X is.
pub fn number_text(a: &NsAmount) -> (String, Option<String>) {
    match a.as_num() {
        Some(n) => (n.to_string(), None),
        None => ("X".into(), Some(format!(", X being {}", amount_text(a)))),
    }
}

/// A group in words ("<Survivor> cards in your Ether zone").
pub fn group_text(g: &Group) -> String {
    let (noun, rest) = noun_and_phrases(&g.which, g.zone == Zone::Field);
    let with = if rest.is_empty() { String::new() } else { format!(" {rest}") };
    if g.zone == Zone::Field {
        let whose = match g.side {
            Side::Own => "your ",
            Side::Opponent => "your opponent's ",
            Side::Any => "",
        };
        let on = if g.side == Side::Any { " on the field" } else { "" };
        return format!("{whose}{noun}{with}{on}");
    }
    let whose = match g.side {
        Side::Own => "your",
        Side::Opponent => "your opponent's",
        Side::Any => "each player's",
    };
    format!("{noun}{with} in {whose} {}", g.zone.words())
}

/// The noun a filter's kind gives ("characters", "kotodama cards") and its other conditions.
fn noun_and_phrases(f: &NsFilter, on_field: bool) -> (&'static str, String) {
    let items: Vec<&NsFilter> = match f {
        Filter::All(items) => items.iter().collect(),
        other => vec![other],
    };
    let kind = items.iter().find_map(|f| match f {
        Filter::Atom(Is::Kind(k)) => Some(*k),
        _ => None,
    });
    let noun = match (kind, on_field) {
        (_, true) => "characters",
        (Some(Kind::Character), false) => "character cards",
        (Some(Kind::Kotodama), false) => "kotodama cards",
        (None, false) => "cards",
    };
    let rest: Vec<String> =
        items.into_iter().filter(|f| !matches!(f, Filter::Atom(Is::Kind(_)))).map(filter_text).collect();
    (noun, rest.join(", "))
}

/// A filter's conditions in words, after a noun ("with <Ninja>, cost 2 or less").
pub fn filter_text(f: &NsFilter) -> String {
    match f {
        Filter::All(items) => items.iter().map(filter_text).collect::<Vec<_>>().join(", "),
        Filter::Any(items) => {
            let each: Vec<String> = items.iter().map(filter_text).collect();
            format!("either {}", each.join(" or "))
        }
        Filter::Not(inner) => match inner.as_ref() {
            Filter::Atom(Is::Name(names)) => format!("not named {}", quoted(names.all())),
            other => format!("not {}", filter_text(other)),
        },
        Filter::Atom(is) => is_text(is),
    }
}

fn quoted(names: &[String]) -> String {
    names.iter().map(|n| format!("\"{n}\"")).collect::<Vec<_>>().join(" or ")
}

fn is_text(is: &Is) -> String {
    match is {
        Is::Attribute(any) => {
            let each: Vec<String> = any.all().iter().map(|a| format!("<{a}>")).collect();
            format!("with {}", each.join(" or "))
        }
        Is::Name(names) => format!("named {}", quoted(names.all())),
        Is::NameContains(part) => format!("with \"{part}\" in its name"),
        Is::Kind(Kind::Character) => "that are character cards".into(),
        Is::Kind(Kind::Kotodama) => "that are kotodama cards".into(),
        Is::Cost(r) => format!("with cost {}", range_text(r)),
        Is::Karate(r) => format!("with Karate {}", range_text(r)),
        Is::Durability(r) => format!("with durability {}", range_text(r)),
        Is::Tapped(true) => "tapped".into(),
        Is::Tapped(false) => "untapped".into(),
        Is::Other(true) => "other than this".into(),
        Is::Other(false) => "that is this card".into(),
        Is::SameName(s) => format!("with the same name as {}", slot_text(s)),
    }
}

/// A range in words ("3 or less", "2 to 4").
pub fn range_text(r: &Range<Query>) -> String {
    match (&r.at_least, &r.at_most) {
        (Some(a), Some(b)) if a == b => amount_text(a),
        (Some(a), Some(b)) => format!("{} to {}", amount_text(a), amount_text(b)),
        (Some(a), None) => format!("{} or more", amount_text(a)),
        (None, Some(b)) => format!("{} or less", amount_text(b)),
        (None, None) => "of any value".into(),
    }
}

/// A condition in words, after "if".
pub fn cond_text(c: &NsCond) -> String {
    match c {
        Cond::All(items) => items.iter().map(cond_text).collect::<Vec<_>>().join(" and "),
        Cond::Any(items) => items.iter().map(cond_text).collect::<Vec<_>>().join(" or "),
        Cond::Not(inner) => match inner.as_ref() {
            Cond::Atom(Fact::Have(g)) => format!("there are no {}", group_text(g)),
            Cond::Atom(Fact::YourTurn) => "it is not your turn".into(),
            Cond::Atom(Fact::OpponentsTurn) => "it is not your opponent's turn".into(),
            other => format!("not ({})", cond_text(other)),
        },
        Cond::Compare(l, cmp, r) => {
            let (l, r) = (amount_text(l), amount_text(r));
            match cmp {
                Cmp::Eq => format!("{l} is {r}"),
                Cmp::Ne => format!("{l} is not {r}"),
                other => format!("{l} is {} {r}", other.words()),
            }
        }
        Cond::Did(s) if s.name() == Slot::PREVIOUS => "you did".into(),
        Cond::Did(s) => format!("{} was done", slot_text(s)),
        Cond::Atom(Fact::YourTurn) => "it is your turn".into(),
        Cond::Atom(Fact::OpponentsTurn) => "it is your opponent's turn".into(),
        Cond::Atom(Fact::Have(g)) => format!("there is 1 or more of {}", group_text(g)),
        Cond::Atom(Fact::This(f)) => format!("this is {}", filter_text(f)),
    }
}
