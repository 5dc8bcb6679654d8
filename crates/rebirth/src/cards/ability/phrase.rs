//! Card filters as English noun phrases, for rendered card text: whose, "other", what the card
//! is like, the noun, then "with ATK 3 or more" and "in the entry" — "your other [Idol]
//! characters" — in the singular or the plural, so that the verb after it can agree.

use super::{CardAtom, CardFilter, Query, Who};
use crate::cards::CardType;
use fuda_kernel::lang::{Filter, Range};

/// What a phrase is made of, in the order English puts them.
#[derive(Default)]
struct Parts {
    /// The whole phrase is this card or a bound card ("this card", "that card").
    fixed: Option<String>,
    /// Whose card: "your", "an opponent's".
    owner: Option<Who>,
    /// 「このカード以外の」: "other".
    other: bool,
    /// Words before the noun: "rested", "[Idol]".
    before: Vec<String>,
    /// The noun in the singular and the plural, when the filter names one.
    noun: Option<(&'static str, &'static str)>,
    /// Words after the noun: "with cost 2 or more", "in the entry".
    after: Vec<String>,
}

/// `f` as a noun phrase, in the plural if `plural`; `noun` (singular, plural) is the noun used
/// when the filter names none ("card", or "character" for what a continuous effect changes).
pub fn noun_phrase(f: &CardFilter, noun: (&'static str, &'static str), plural: bool) -> String {
    if let Filter::Any(xs) = f {
        return xs.iter().map(|x| noun_phrase(x, noun, plural)).collect::<Vec<_>>().join(" or ");
    }
    let mut parts = Parts::default();
    collect(f, &mut parts);
    if let Some(fixed) = parts.fixed {
        return fixed;
    }
    let mut words = Vec::new();
    if let Some(who) = &parts.owner {
        words.push(possessive(who, plural));
    }
    if parts.other {
        words.push("other".to_string());
    }
    words.extend(parts.before);
    let (one, many) = parts.noun.unwrap_or(noun);
    words.push(if plural { many } else { one }.to_string());
    words.extend(parts.after);
    words.join(" ")
}

/// Whether the phrase of `f` names one card whatever the count: this card, a bound card.
pub fn is_one(f: &CardFilter) -> bool {
    matches!(f, Filter::Atom(CardAtom::This | CardAtom::Bound(_)))
}

/// "a" or "an" before a phrase.
pub fn article(phrase: &str) -> String {
    let an = phrase.chars().next().is_some_and(|c| "aeiouAEIOU".contains(c));
    format!("{} {phrase}", if an { "an" } else { "a" })
}

fn possessive(who: &Who, plural: bool) -> String {
    match (who, plural) {
        (Who::You, _) => "your".to_string(),
        (Who::Opponent, false) => "an opponent's".to_string(),
        (Who::Opponent, true) => "opponents'".to_string(),
        (Who::Ally, false) => "an ally's".to_string(),
        (Who::Ally, true) => "allies'".to_string(),
        (Who::Player, false) => "a player's".to_string(),
        (Who::Player, true) => "players'".to_string(),
        (Who::MasterOf(s), _) => format!("\"{}\"'s master's", s.name()),
    }
}

fn collect(f: &CardFilter, parts: &mut Parts) {
    match f {
        Filter::All(xs) => xs.iter().for_each(|x| collect(x, parts)),
        Filter::Atom(a) => atom(a, parts),
        Filter::Not(x) if matches!(**x, Filter::Atom(CardAtom::This)) => parts.other = true,
        Filter::Not(x) => match &**x {
            Filter::Atom(a) if adjective(a).is_some() => {
                parts.before.push(format!("non-{}", adjective(a).expect("checked")))
            }
            inner => parts.after.push(format!("other than {}", article(&noun_phrase(inner, ("card", "cards"), false)))),
        },
        Filter::Any(xs) => {
            let words: Vec<String> = xs
                .iter()
                .map(|x| match x {
                    Filter::Atom(a) => adjective(a).unwrap_or_else(|| noun_phrase(x, ("card", "cards"), false)),
                    other => noun_phrase(other, ("card", "cards"), false),
                })
                .collect();
            parts.before.push(words.join(" or "));
        }
    }
}

/// The atom as a word before the noun, if it is one.
fn adjective(a: &CardAtom) -> Option<String> {
    Some(match a {
        CardAtom::Name(n) => format!("<{n}>"),
        CardAtom::Attribute(x) => format!("[{x}]"),
        CardAtom::Work(w) => format!("\"{w}\""),
        CardAtom::Rested => "rested".to_string(),
        CardAtom::Standing => "standing".to_string(),
        CardAtom::Nobishiro => "Nobishiro".to_string(),
        CardAtom::Character => "character".to_string(),
        CardAtom::Energy => "energy".to_string(),
        CardAtom::Partner => "partner".to_string(),
        CardAtom::Type(t) => noun_of(*t).0.to_string(),
        CardAtom::This
        | CardAtom::Bound(_)
        | CardAtom::Cost(_)
        | CardAtom::Atk(_)
        | CardAtom::Def(_)
        | CardAtom::In(_)
        | CardAtom::Of(_) => return None,
    })
}

fn atom(a: &CardAtom, parts: &mut Parts) {
    match a {
        CardAtom::This => parts.fixed = Some("this card".to_string()),
        CardAtom::Bound(s) if s.name() == "trigger" => parts.fixed = Some("that card".to_string()),
        CardAtom::Bound(s) => parts.fixed = Some(format!("\"{}\"", s.name())),
        CardAtom::Character => parts.noun = Some(("character", "characters")),
        CardAtom::Energy => parts.noun = Some(("energy card", "energy cards")),
        CardAtom::Partner => parts.noun = Some(("partner", "partners")),
        CardAtom::Type(t) => parts.noun = Some(noun_of(*t)),
        CardAtom::Cost(r) => parts.after.push(format!("with cost {}", range_text(r))),
        CardAtom::Atk(r) => parts.after.push(format!("with ATK {}", range_text(r))),
        CardAtom::Def(r) => parts.after.push(format!("with DEF {}", range_text(r))),
        CardAtom::In(z) => parts.after.push(format!("in the {}", z.name())),
        CardAtom::Of(w) => parts.owner = Some(w.clone()),
        CardAtom::Name(_)
        | CardAtom::Attribute(_)
        | CardAtom::Work(_)
        | CardAtom::Rested
        | CardAtom::Standing
        | CardAtom::Nobishiro => parts.before.extend(adjective(a)),
    }
}

fn noun_of(t: CardType) -> (&'static str, &'static str) {
    match t {
        CardType::Character => ("character", "characters"),
        CardType::Rebirth => ("Re-birth card", "Re-birth cards"),
        CardType::Partner => ("partner", "partners"),
    }
}

fn range_text(r: &Range<Query>) -> String {
    let n = super::render::num_text;
    match (&r.at_least, &r.at_most) {
        (Some(a), Some(b)) if a == b => n(a),
        (Some(a), Some(b)) => format!("{} to {}", n(a), n(b)),
        (Some(a), None) => format!("{} or more", n(a)),
        (None, Some(b)) => format!("{} or less", n(b)),
        (None, None) => "of any value".to_string(),
    }
}
