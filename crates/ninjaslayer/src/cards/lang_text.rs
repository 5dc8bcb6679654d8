//! The card language's conditions, amounts and filters in English, as card text words them.

use super::ast::{Kind, Side};
use super::event::{AisatsuAt, NsEvent, NsPattern};
use super::lang::{Fact, Group, Is, NsAmount, NsCond, NsFilter, Query, Zone, slot};
use fuda_kernel::lang::{Amount, Cmp, Cond, Filter, Range, Slot, TurnFilter};

/// A slot as a card refers to it.
pub fn slot_text(s: &Slot) -> String {
    match s.name() {
        slot::THIS => "this".into(),
        slot::TARGET => "it".into(),
        slot::THAT => "that card".into(),
        name => format!("\"{name}\""),
    }
}

/// "this card's Karate", "its Karate", "the Karate of \"fallen\"".
fn number_of(s: &Slot, what: &str) -> String {
    match s.name() {
        slot::THIS => format!("this card's {what}"),
        slot::TARGET => format!("its {what}"),
        slot::THAT => format!("that card's {what}"),
        name => format!("the {what} of \"{name}\""),
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
        Amount::Div(a, n) => format!("{}, divided by {n} and rounded down", amount_text(a)),
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
        Query::KarateOf(s) => number_of(s, "Karate"),
        Query::DurabilityOf(s) => number_of(s, "durability"),
        Query::CostOf(s) => number_of(s, "cost"),
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

/// A group in words ("tapped cards with <Survivor> in your Ether zone").
pub fn group_text(g: &Group) -> String {
    let (adjectives, noun, rest) = noun_and_phrases(&g.which, g.zone == Zone::Field);
    let with = if rest.is_empty() { String::new() } else { format!(" {rest}") };
    let whose = match (g.side, g.zone) {
        (Side::Any, Zone::Field) => "on the field".to_string(),
        (Side::Own, Zone::Field) => "on your field".to_string(),
        (Side::Opponent, Zone::Field) => "on your opponent's field".to_string(),
        (Side::Own, zone) => format!("in your {}", zone.words()),
        (Side::Opponent, zone) => format!("in your opponent's {}", zone.words()),
        (Side::Any, zone) => format!("in each player's {}", zone.words()),
    };
    format!("{adjectives}{noun}{with} {whose}")
}

/// The adjectives a filter puts before its noun ("tapped "), the noun its kind gives
/// ("characters", "kotodama cards"), and its other conditions after it.
pub fn noun_and_phrases(f: &NsFilter, on_field: bool) -> (String, &'static str, String) {
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
    let adjective = |f: &NsFilter| match f {
        Filter::Atom(Is::Tapped(t)) => Some(if *t { "tapped" } else { "untapped" }),
        Filter::Atom(Is::Damaged(d)) => Some(if *d { "damaged" } else { "undamaged" }),
        Filter::Atom(Is::Other(true)) => Some("other"),
        _ => None,
    };
    let adjectives: String = items.iter().filter_map(|f| adjective(f)).map(|a| format!("{a} ")).collect();
    let rest: Vec<String> = items
        .into_iter()
        .filter(|f| !matches!(f, Filter::Atom(Is::Kind(_))) && adjective(f).is_none())
        .map(filter_text)
        .collect();
    (adjectives, noun, rest.join(", "))
}

/// One card a filter means, in words: its single attributes before the noun, as printed
/// ("<Survivor> character with cost 1 or less"), the rest after it.
pub fn card_phrase(f: &NsFilter, noun: &str) -> String {
    let items: Vec<&NsFilter> = match f {
        Filter::All(items) => items.iter().collect(),
        other => vec![other],
    };
    let mut before = String::new();
    let mut after = Vec::new();
    for item in items {
        match item {
            Filter::Atom(Is::Attribute(super::lang::OneOrMore::One(a))) => before.push_str(&format!("<{a}> ")),
            Filter::Atom(Is::Kind(_)) => {}
            other => after.push(filter_text(other)),
        }
    }
    if after.is_empty() { format!("{before}{noun}") } else { format!("{before}{noun} {}", after.join(", ")) }
}

/// "This character is undamaged and has <Ninja>": a filter said of this character.
fn this_text(f: &NsFilter) -> String {
    let items: Vec<&NsFilter> = match f {
        Filter::All(items) => items.iter().collect(),
        other => vec![other],
    };
    let said: Vec<String> = items
        .into_iter()
        .map(|f| match f {
            Filter::Atom(Is::Tapped(t)) => format!("is {}", if *t { "tapped" } else { "untapped" }),
            Filter::Atom(Is::Damaged(d)) => format!("is {}", if *d { "damaged" } else { "undamaged" }),
            Filter::Atom(Is::Name(_) | Is::Other(_)) => format!("is {}", filter_text(f)),
            Filter::Atom(Is::Kind(Kind::Character)) => "is a character".into(),
            Filter::Atom(Is::Kind(Kind::Kotodama)) => "is a kotodama".into(),
            Filter::Atom(_) => filter_text(f).replacen("with ", "has ", 1),
            Filter::All(_) | Filter::Any(_) | Filter::Not(_) => format!("is one {}", filter_text(f)),
        })
        .collect();
    format!("this character {}", said.join(" and "))
}

/// A pick in words ("up to 2 <Survivor> cards in your Ohigan").
pub fn pick_text(p: &super::ast::Pick) -> String {
    let how_many = if p.up_to { format!("up to {}", p.count) } else { p.count.to_string() };
    let group = group_text(&p.from);
    let group =
        if p.count == 1 { group.replacen("cards", "card", 1).replacen("characters", "character", 1) } else { group };
    format!("{how_many} {group}")
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
        Is::Side(Side::Own) => "of yours".into(),
        Is::Side(Side::Opponent) => "of your opponent's".into(),
        Is::Side(Side::Any) => "of either player".into(),
        Is::Damaged(true) => "damaged".into(),
        Is::Damaged(false) => "undamaged".into(),
        Is::Other(true) => "other than this".into(),
        Is::Other(false) => "that is this card".into(),
        Is::SameName(s) => format!("with the same name as {}", slot_text(s)),
        Is::Keyword(k) => format!("with \"{}\"", super::render::keyword_text(*k).trim_start_matches('■')),
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
            Cond::Did(s) if s.name() == Slot::PREVIOUS => "you did not".into(),
            Cond::Did(s) => format!("you did not ({})", slot_text(s)),
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
        Cond::Did(s) => format!("you did ({})", slot_text(s)),
        Cond::Atom(Fact::YourTurn) => "it is your turn".into(),
        Cond::Atom(Fact::OpponentsTurn) => "it is your opponent's turn".into(),
        Cond::Atom(Fact::Have(g)) => format!("there are 1 or more {}", group_text(g)),
        Cond::Atom(Fact::This(f)) => this_text(f),
        Cond::Atom(Fact::Is(x)) => {
            let noun = match x
                .which
                .required()
                .into_iter()
                .find_map(|is| if let Is::Kind(k) = is { Some(*k) } else { None })
            {
                Some(Kind::Character) => "character card",
                Some(Kind::Kotodama) => "kotodama card",
                None => "card",
            };
            format!("{} is a {}", slot_text(&x.slot), card_phrase(&x.which, noun))
        }
    }
}

/// An event pattern in words ("During your turn, when another character of yours appears").
pub fn pattern_text(p: &NsPattern) -> String {
    let (adjectives, _, rest) = noun_and_phrases(&p.subject, true);
    let subject = |noun: &str| {
        if p.subject == Filter::Atom(Is::Other(false)) {
            return "this".to_string();
        }
        let article = if adjectives.starts_with("other ") { "another " } else { "a " };
        let adjectives = adjectives.trim_start_matches("other ");
        let rest = if rest.is_empty() { String::new() } else { format!(" {rest}") };
        format!("{article}{adjectives}{noun}{rest}")
    };
    let player = |side: Side, you: &str, opponent: &str, any: &str| match side {
        Side::Own => you.to_string(),
        Side::Opponent => opponent.to_string(),
        Side::Any => any.to_string(),
    };
    let events: Vec<String> = p
        .event
        .iter()
        .map(|e| match e {
            NsEvent::Appears => format!("{} appears", subject("character")),
            NsEvent::AppearsFrom(zone) => format!("{} appears from the {}", subject("character"), zone.words()),
            NsEvent::Aisatsus(at) => {
                let at = match at {
                    AisatsuAt::Player => " a player",
                    AisatsuAt::Character => " a character",
                    AisatsuAt::Any => "",
                };
                format!("{} aisatsus{at}", subject("character"))
            }
            NsEvent::IntoOhigan => {
                let (_, noun, _) = noun_and_phrases(&p.subject, false);
                format!("{} is put into an Ohigan", subject(noun.trim_end_matches('s')))
            }
            NsEvent::PlayerDamaged(side) => {
                player(*side, "you are dealt damage", "your opponent is dealt damage", "a player is dealt damage")
            }
            NsEvent::Draws(side) => player(
                *side,
                "you draw a card (each card drawn)",
                "your opponent draws a card (each card drawn)",
                "a player draws a card (each card drawn)",
            ),
            NsEvent::Kills => format!("this kills {}", subject("character")),
            NsEvent::KillsInIkusa => format!("this kills {} in ikusa", subject("character")),
            NsEvent::CharacterKills => format!("{} kills a character", subject("character")),
            NsEvent::DamagedIsKilled => {
                format!("{} this dealt damage to this turn is killed", subject("character"))
            }
        })
        .collect();
    let during = match p.turn {
        TurnFilter::Any => "",
        TurnFilter::Yours => "During your turn, w",
        TurnFilter::Opponents => "During your opponent's turn, w",
    };
    let when = if during.is_empty() { "When".to_string() } else { format!("{during}hen") };
    format!("{when} {}", events.join(" or "))
}
