//! Conditions, amounts, filters and targets in words: each fact is a clause with the word that
//! introduces it ("if", "while", "during"), so that clauses combine into one sentence ("if you
//! have a Tamer and your opponent has 3 or fewer security cards").

use super::keyword_text;
use crate::cards::ast::{
    Amount, CardFilter, CardKind, CardZone, Condition, DigivolveBy, Fact, Is, NumRange, Pay, Pick, PlayCard, Player,
    Query, Ref, Side, Stat, Subject, Target,
};
use crate::cards::icon::icon_text;
use fuda_kernel::lang::{AnyOf, Cond, Filter, Slot};

/// A condition as it opens a sentence ("if you have a Tamer").
pub fn condition_text(c: &Condition) -> String {
    match c {
        Cond::Not(inner) => match negated(inner) {
            Some(words) => format!("if {words}"),
            None => format!("unless {}", clause(inner)),
        },
        _ => {
            let (word, _) = lead(c);
            format!("{word} {}", clause(c))
        }
    }
}

/// The word a condition opens with, and whether it is its own.
fn lead(c: &Condition) -> (&'static str, bool) {
    match c {
        Cond::Atom(fact) => (fact_text(fact).0, true),
        Cond::All(items) | Cond::Any(items) => items.first().map_or(("if", false), lead),
        Cond::Not(_) | Cond::Compare(..) | Cond::Did(_) => ("if", false),
    }
}

/// A condition as a clause, without its opening word ("during your opponent's turn or if …").
fn clause(c: &Condition) -> String {
    match c {
        Cond::Atom(fact) => fact_text(fact).1,
        Cond::All(items) => join(parts(items), "and"),
        Cond::Any(items) => join(parts(items), "or"),
        Cond::Not(inner) => negated(inner).unwrap_or_else(|| format!("it is not the case that {}", clause(inner))),
        Cond::Compare(l, cmp, r) => compare_text(l, *cmp, r),
        Cond::Did(slot) if slot.name() == Slot::PREVIOUS => "you did".into(),
        Cond::Did(slot) => format!("a Digimon was chosen as \"{slot}\""),
    }
}

/// The clauses of an `all` or an `any`: a part whose opening word differs from the first part's
/// keeps it.
fn parts(items: &[Condition]) -> impl Iterator<Item = String> + '_ {
    // A `not` that cannot be said the other way round opens with "unless".
    let opening = |c: &Condition| match c {
        Cond::Not(inner) if negated(inner).is_none() => ("unless", clause(inner)),
        _ => (lead(c).0, clause(c)),
    };
    let first = items.first().map(|c| opening(c).0);
    items.iter().enumerate().map(move |(i, c)| match opening(c) {
        (word, text) if i > 0 && Some(word) != first => format!("{word} {text}"),
        _ => clause(c),
    })
}

/// A condition said the other way round, where the words allow it ("your opponent has no
/// Tamer", "you didn't", "fewer than 5").
fn negated(c: &Condition) -> Option<String> {
    use fuda_kernel::lang::Cmp;
    match c {
        Cond::Did(slot) if slot.name() == Slot::PREVIOUS => Some("you didn't".into()),
        Cond::Did(slot) => Some(format!("no Digimon was chosen as \"{slot}\"")),
        Cond::Compare(l, cmp, r) => {
            let flipped = match cmp {
                Cmp::Eq => Cmp::Ne,
                Cmp::Ne => Cmp::Eq,
                Cmp::Lt => Cmp::Ge,
                Cmp::Le => Cmp::Gt,
                Cmp::Gt => Cmp::Le,
                Cmp::Ge => Cmp::Lt,
            };
            Some(compare_text(l, flipped, r))
        }
        Cond::Atom(Fact::Have(t)) if t.reference().is_some() => {
            t.reference().map(|r| format!("{} is no longer in the battle area", reference(r)))
        }
        Cond::Atom(Fact::Have(t)) => Some(have_text(t, true)),
        Cond::Atom(Fact::YourTurn) => Some("it is not your turn".into()),
        Cond::Atom(Fact::OpponentsTurn) => Some("it is not your opponent's turn".into()),
        _ => None,
    }
}

/// "the number of cards in your hand is 5 or more", "… is at least your opponent's memory".
fn compare_text(l: &Amount, cmp: fuda_kernel::lang::Cmp, r: &Amount) -> String {
    use fuda_kernel::lang::{Amount as A, Cmp};
    let left = amount_text(l);
    match (r, cmp) {
        (A::Num(n), Cmp::Ge) => format!("{left} is {n} or more"),
        (A::Num(n), Cmp::Le) => format!("{left} is {n} or less"),
        (A::Num(n), Cmp::Eq) => format!("{left} is {n}"),
        (A::Num(n), Cmp::Ne) => format!("{left} is not {n}"),
        (A::Num(n), Cmp::Lt) => format!("{left} is less than {n}"),
        (A::Num(n), Cmp::Gt) => format!("{left} is more than {n}"),
        _ => format!("{left} is {} {}", cmp.words(), amount_text(r)),
    }
}

pub(super) fn join(parts: impl Iterator<Item = String>, word: &str) -> String {
    let parts: Vec<String> = parts.collect();
    match parts.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {word} {last}", rest.join(", ")),
    }
}

/// A fact's opening word and its clause.
fn fact_text(f: &Fact) -> (&'static str, String) {
    let when = |s: String| ("if", s);
    match f {
        Fact::YourTurn => ("during", "your turn".into()),
        Fact::OpponentsTurn => ("during", "your opponent's turn".into()),
        Fact::Have(t) => when(match t.reference() {
            Some(r @ Ref::Slot(_)) => format!("{} is still in the battle area", reference(r)),
            Some(r) => format!("{} is in the battle area", reference(r)),
            None => have_text(t, false),
        }),
        Fact::This(filter) => when(format!("this Digimon has {}", has_text(filter))),
        Fact::That(filter) => when(format!("that Digimon has {}", has_text(filter))),
        Fact::MemoryAtMost(x) => when(format!("you have {x} memory or less")),
        Fact::MemoryAtLeast(x) => when(format!("you have {x} memory or more")),
        Fact::SourcesAtLeast(n) => when(format!("this Digimon has {n} or more digivolution cards")),
        Fact::ThisSuspended => ("while", "this Digimon is suspended".into()),
        Fact::YouHaveTamer => when("you have a Tamer".into()),
        Fact::OpponentHasDigimon => when("your opponent has a Digimon".into()),
        Fact::YourSecurityAtMost(n) => when(format!("you have {n} or fewer security cards")),
        Fact::OpponentsSecurityAtMost(n) => when(format!("your opponent has {n} or fewer security cards")),
        Fact::YouHaveDigimonNamed(t) => when(format!("you have a Digimon with [{t}] in its name")),
        Fact::YouHaveDigimonWithTrait(t) => ("while", format!("you have a Digimon with the [{t}] trait")),
        Fact::DeletionInBattle => when("it would be deleted in battle".into()),
        Fact::DeletionNotByYourEffect => when("it would be deleted other than by your effects".into()),
        Fact::OpponentsSideMemoryAtLeast(x) => when(format!("your opponent has {x} memory or more")),
        Fact::LeaveNotInBattle => when("it would leave other than by battle".into()),
        Fact::LeaveNotByYouOrBattle => when("it would leave other than by your effects or battle".into()),
        Fact::DecoyTarget(c) => when(format!("it is {c:?} and an opponent's effect would delete it")),
        Fact::DigiXrossedAtLeast(n) => when(format!("it was played with {n} or more DigiXros cards")),
        Fact::NoOtherOwnDigimon => when("you have no other Digimon".into()),
        Fact::ThatDigimonLevelAtLeast(n) => when(format!("that Digimon is Lv.{n} or more")),
        Fact::ThatDigimonLevelIs(n) => when(format!("that Digimon is Lv.{n}")),
        Fact::DigivolvingHasNoSources => when("the digivolving Digimon has no digivolution cards".into()),
        Fact::AttackedOpponent => when("this Digimon attacked your opponent".into()),
        Fact::AttackedDigimon => when("this Digimon attacked a Digimon".into()),
        Fact::Attacking => ("while", "this Digimon is attacking".into()),
        Fact::Attacked => ("while", "this Digimon is being attacked".into()),
        Fact::ThisHasWritten(i) => ("while", format!("this Digimon has {} in its text", icon_text(*i))),
    }
}

/// "you have a red Tamer", "your opponent has a Digimon with 3000 DP or less"; negated, "your
/// opponent has no Tamer".
fn have_text(t: &Target, none: bool) -> String {
    let (who, has) = match t.side {
        Side::Own => ("you", "have"),
        Side::Opponent => ("your opponent", "has"),
        Side::Any => ("a player", "has"),
    };
    let what = match t.subject {
        Subject::Digimon => "Digimon",
        Subject::Tamer => "Tamer",
        Subject::DigimonOrTamer => "Digimon or Tamer",
    };
    let other = if t.requires(|a| *a == Is::Other(true)) { "other " } else { "" };
    let article = if none { "no" } else { "a" };
    let mut text = format!("{who} {has} {article} {other}{what}");
    if let Some(with) = with_phrase(&t.filter) {
        text.push(' ');
        text.push_str(&with);
    }
    text
}

/// What an object has, after "has": "a level of 5 or more", "a Tamer card among its
/// digivolution cards".
fn has_text(filter: &CardFilter) -> String {
    with_phrase(filter).map_or_else(|| "anything".into(), |w| w.strip_prefix("with ").map_or(w.clone(), str::to_string))
}

/// An amount in words.
pub fn amount_text(a: &Amount) -> String {
    use fuda_kernel::lang::Amount as A;
    match a {
        A::Num(n) => n.to_string(),
        A::Query(q) => query_text(q),
        // A slot may hold Digimon chosen or cards moved: its name says which.
        A::NumberOf(slot) => format!("the number of \"{slot}\""),
        A::Sum(items) => join(items.iter().map(amount_text), "plus"),
        A::Min(items) if items.len() == 2 => format!("the lower of {}", join(items.iter().map(amount_text), "and")),
        A::Min(items) => format!("the lowest of {}", join(items.iter().map(amount_text), "and")),
        A::Max(items) if items.len() == 2 => format!("the higher of {}", join(items.iter().map(amount_text), "and")),
        A::Max(items) => format!("the highest of {}", join(items.iter().map(amount_text), "and")),
        A::Mul(l, r) => format!("{} times {}", amount_text(l), amount_text(r)),
        A::Div(l, n) => match l.as_ref() {
            A::Query(Query::Count(t)) => format!("1 for every {n} of {}", counted(t)),
            other if *n == 2 => format!("half {} (rounded down)", amount_text(other)),
            other => format!("{} divided by {n} (rounded down)", amount_text(other)),
        },
    }
}

/// The words of a "per X" amount, before the action: "For each of your Tamers", "For every 2
/// cards in your trash", "For each Digimon deleted".
pub fn per_text(a: &Amount) -> String {
    use fuda_kernel::lang::Amount as A;
    let things = |a: &Amount| match a {
        A::Query(q) => counted_things(q),
        _ => None,
    };
    match a {
        A::Query(Query::EventCount) => "For each Digimon deleted".into(),
        A::Div(inner, n) => match things(inner) {
            Some((_, many)) => format!("For every {n} {many}"),
            None => format!("For every {n} in {}", amount_text(inner)),
        },
        _ => match things(a) {
            Some((each, _)) => format!("For each {each}"),
            None => format!("As many times as {}", amount_text(a)),
        },
    }
}

/// What a counting query counts, after "each" and after "every N": ("of your Tamers", "of your
/// Tamers"), ("card in your trash", "cards in your trash").
fn counted_things(q: &Query) -> Option<(String, String)> {
    let zone =
        |zone: &str, s: &Side| (format!("card in {}", zone_of(*s, zone)), format!("cards in {}", zone_of(*s, zone)));
    let of = |things: String| (format!("of {things}"), format!("of {things}"));
    Some(match q {
        Query::Count(t) => of(counted(t)),
        Query::Cards(c) => {
            let cards = cards_in_text(c);
            (cards.replacen("cards", "card", 1), cards)
        }
        Query::Hand(s) => zone("hand", s),
        Query::Trash(s) => zone("trash", s),
        Query::Security(s) => of(format!("{} security cards", whose(*s))),
        Query::SourcesOf(r) => of(format!("{} digivolution cards", possessive(r))),
        _ => return None,
    })
}

/// "your", "your opponent's", "both players'": whose things a side names.
pub(super) fn whose(side: Side) -> &'static str {
    match side {
        Side::Own => "your",
        Side::Opponent => "your opponent's",
        Side::Any => "both players'",
    }
}

/// A zone of a side: "your deck", "both players' decks" (security stays a mass noun).
pub(super) fn zone_of(side: Side, zone: &str) -> String {
    let zones = match zone {
        "security" => zone.to_string(),
        "trash" => "trashes".to_string(),
        _ => format!("{zone}s"),
    };
    match side {
        Side::Any => format!("{} {zones}", whose(side)),
        Side::Own | Side::Opponent => format!("{} {zone}", whose(side)),
    }
}

fn query_text(q: &Query) -> String {
    match q {
        Query::Memory => "your memory".into(),
        Query::Hand(s) => format!("the number of cards in {}", zone_of(*s, "hand")),
        Query::Deck(s) => format!("the number of cards in {}", zone_of(*s, "deck")),
        Query::Security(s) => format!("the number of {} security cards", whose(*s)),
        Query::Trash(s) => format!("the number of cards in {}", zone_of(*s, "trash")),
        Query::Count(t) => format!("the number of {}", counted(t)),
        Query::Cards(c) => format!("the number of {}", cards_in_text(c)),
        Query::DpOf(r) => format!("{} DP", possessive(r)),
        Query::LevelOf(r) => format!("{} level", possessive(r)),
        Query::SourcesOf(r) => format!("the number of {} digivolution cards", possessive(r)),
        Query::PlayCostOf(r) => format!("{} play cost", possessive(r)),
        Query::EventCount => "the number of Digimon the event involved".into(),
    }
}

/// What a count counts: "your Tamers", "your opponent's Digimon with 3000 DP or less".
fn counted(t: &Target) -> String {
    let all = target_text(&Target { pick: Pick::All, ..t.clone() });
    all.strip_prefix("all of ").map_or(all.clone(), str::to_string)
}

fn reference(r: &Ref) -> String {
    match r {
        Ref::This => "this Digimon".into(),
        Ref::That => "that Digimon".into(),
        Ref::Slot(slot) => format!("the \"{slot}\" Digimon"),
    }
}

fn possessive(r: &Ref) -> String {
    format!("{}'s", reference(r))
}

fn stat_text(s: Stat) -> &'static str {
    match s {
        Stat::Dp => "DP",
        Stat::Level => "level",
        Stat::PlayCost => "play cost",
        Stat::Sources => "number of digivolution cards",
    }
}

/// A range of a stat: "4000 DP or less", "a level of 3", "a play cost of 2 to 5", "DP up to
/// this Digimon's DP", "no digivolution cards".
fn range_text(range: &NumRange, stat: Stat) -> String {
    use fuda_kernel::lang::Amount as A;
    let end = |a: &Amount| amount_text(a);
    let (least, most) = (range.at_least.as_ref(), range.at_most.as_ref());
    let numbers = least.is_none_or(|a| matches!(a, A::Num(_))) && most.is_none_or(|a| matches!(a, A::Num(_)));
    let span = match (least, most) {
        (Some(a), Some(b)) if a == b => end(a),
        (Some(a), Some(b)) if numbers => format!("{} to {}", end(a), end(b)),
        (Some(a), Some(b)) => format!("from {} to {}", end(a), end(b)),
        (Some(a), None) if numbers => format!("{} or more", end(a)),
        (Some(a), None) => format!("at least {}", end(a)),
        (None, Some(b)) if numbers => format!("{} or less", end(b)),
        (None, Some(b)) => format!("up to {}", end(b)),
        (None, None) => "any".into(),
    };
    let exact = |a: Option<&Amount>, b: Option<&Amount>| a.is_some() && a == b;
    if let (Stat::Sources, None, Some(A::Query(Query::SourcesOf(r)))) = (stat, least, most) {
        return format!("no more digivolution cards than {}", reference(r));
    }
    match stat {
        Stat::Sources if exact(least, most) && least == Some(&A::Num(0)) => "no digivolution cards".into(),
        Stat::Sources if numbers => format!("{} digivolution cards", span.replace("or less", "or fewer")),
        Stat::Sources => format!("a number of digivolution cards {span}"),
        Stat::Dp if numbers => match (least, most) {
            (Some(a), None) => format!("{} DP or more", end(a)),
            (None, Some(b)) => format!("{} DP or less", end(b)),
            _ => format!("{span} DP"),
        },
        Stat::Dp if exact(least, most) => format!("DP equal to {span}"),
        Stat::Dp => format!("DP {span}"),
        other if numbers || exact(least, most) => format!("a {} of {span}", stat_text(other)),
        other => format!("a {} {span}", stat_text(other)),
    }
}

fn any_of<T>(items: &[T], f: impl Fn(&T) -> String) -> String {
    join(items.iter().map(f), "or")
}

/// One atom as what follows "with", or `None` for atoms the head of a target says itself.
fn atom_with(a: &Is) -> Option<String> {
    Some(match a {
        Is::Name(n) => format!("the name {}", any_of(&n.0, |x| format!("[{x}]"))),
        Is::NameContains(n) => format!("{} in its name", any_of(&n.0, |x| format!("[{x}]"))),
        Is::Trait(t) => format!("the {} trait", any_of(&t.0, |x| format!("[{x}]"))),
        Is::TraitContains(t) => format!("a trait containing {}", any_of(&t.0, |x| format!("[{x}]"))),
        Is::Color(c) => format!("the colour {}", any_of(&c.0, |x| format!("{x:?}").to_lowercase())),
        Is::Kind(k) => format!("the card type {}", any_of(&k.0, kind_text)),
        Is::Level(r) => range_text(r, Stat::Level),
        Is::Dp(r) => range_text(r, Stat::Dp),
        Is::PlayCost(r) => range_text(r, Stat::PlayCost),
        Is::Sources(r) => range_text(r, Stat::Sources),
        Is::SourcesContain(f) => match (&**f, with_text(f)) {
            (Filter::Atom(Is::Kind(k)), _) => {
                format!("a {} card among its digivolution cards", any_of(&k.0, kind_text))
            }
            (_, Some(w)) => format!("a digivolution card with {w}"),
            (_, None) => "a digivolution card".into(),
        },
        Is::TextContains(w) => format!("[{w}] in its text"),
        Is::Suspended(true) => "the suspended state".into(),
        Is::Suspended(false) => "the active state".into(),
        Is::Keyword(k) => keyword_text(*k),
        Is::Written(i) => format!("{} in its text", icon_text(*i)),
        Is::Is(r) => format!("the identity of {}", reference(r)),
        Is::SameNameAs(r) => format!("the same name as {}", reference(r)),
        Is::Token(true) => "the token kind".into(),
        Is::Token(false) => "a card of its own".into(),
        Is::MaxDp(m) => format!("{m} DP or less"),
        Is::MaxDpOfThis(true) => "DP less than or equal to this Digimon's DP".into(),
        Is::MinDp(m) => format!("{m} DP or more"),
        Is::MaxLevel(m) => format!("level {m} or lower"),
        Is::MaxPlayCost(m) => format!("a play cost of {m} or less"),
        Is::MaxLevelYourSecurity(true) => "a level less than or equal to the number of your security cards".into(),
        Is::MaxLevelOfThat(true) => "a level less than or equal to the played Digimon's level".into(),
        Is::NoSources(true) => "no digivolution cards".into(),
        Is::HasInheritedEffect(true) => "an inherited effect".into(),
        Is::HasLinkEffect(true) => "a link effect".into(),
        Is::PlayedBy(super::super::ast::PlayedBy::Effect) => "been played by an effect".into(),
        Is::PlayedBy(super::super::ast::PlayedBy::Sources) => "been played from digivolution cards".into(),
        Is::HasEffect(t) => {
            let icon = super::timing_text(*t);
            let vowel = icon.trim_start_matches('[').starts_with(['A', 'E', 'I', 'O', 'U']);
            format!("{} {icon} effect", if vowel { "an" } else { "a" })
        }
        Is::Other(_)
        | Is::Lowest(_)
        | Is::Highest(_)
        | Is::LowestDp(_)
        | Is::MaxDpOfThis(false)
        | Is::MaxLevelYourSecurity(false)
        | Is::MaxLevelOfThat(false)
        | Is::NoSources(false)
        | Is::HasInheritedEffect(false)
        | Is::HasLinkEffect(false) => return None,
    })
}

fn kind_text(k: &CardKind) -> String {
    match k {
        CardKind::DigiEgg => "Digi-Egg",
        CardKind::Digimon => "Digimon",
        CardKind::Tamer => "Tamer",
        CardKind::Option => "Option",
    }
    .into()
}

/// What a filter asks, after "with", or `None` when it asks nothing the words need.
pub fn with_text(f: &CardFilter) -> Option<String> {
    match f {
        Filter::Atom(a) => atom_with(a),
        Filter::All(items) => {
            let parts: Vec<String> = items.iter().filter_map(with_text).collect();
            (!parts.is_empty()).then(|| join(parts.into_iter(), "and"))
        }
        Filter::Any(items) => {
            let parts: Vec<String> = items.iter().filter_map(with_text).collect();
            let nested = parts.iter().any(|p| p.contains(" or "));
            (!parts.is_empty()).then(|| {
                let either = if parts.len() == 2 && !nested { "either " } else { "" };
                format!("{either}{}", join(parts.into_iter(), "or"))
            })
        }
        Filter::Not(inner) => match inner.as_ref() {
            Filter::Atom(Is::Name(n)) => Some(format!("a name other than {}", any_of(&n.0, |x| format!("[{x}]")))),
            _ => with_text(inner).map(|w| match w.strip_prefix("the ") {
                Some(rest) => format!("no {rest}"),
                None => format!("not {w}"),
            }),
        },
    }
}

/// A filter as it follows a noun: "with 4000 DP or less", "other than the "mark" Digimon", "with
/// the [Dragon] trait and without the colour red": the atoms it must meet, then those it must
/// not.
fn with_phrase(f: &CardFilter) -> Option<String> {
    let items: Vec<&CardFilter> = match f {
        Filter::All(items) => items.iter().collect(),
        other => vec![other],
    };
    let mut others = Vec::new();
    let mut with = Vec::new();
    let mut without = Vec::new();
    for item in items {
        match item {
            Filter::Not(inner) => match &**inner {
                Filter::Atom(Is::Is(r)) => others.push(format!("other than {}", reference(r))),
                inner => without.extend(with_text(inner)),
            },
            item => with.extend(with_text(item)),
        }
    }
    let mut phrase = Vec::new();
    if !with.is_empty() {
        phrase.push(format!("with {}", join(with.into_iter(), "and")));
    }
    if !without.is_empty() {
        phrase.push(format!("without {}", join(without.into_iter(), "or")));
    }
    // "other than the "mark" Digimon with a level up to …": the exception, then the rest.
    let phrase = [join(others.into_iter(), "and"), join(phrase.into_iter(), "and")]
        .into_iter()
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    (!phrase.is_empty()).then_some(phrase)
}

/// A target in words ("1 of your opponent's Digimon with 4000 DP or less").
pub fn target_text(t: &Target) -> String {
    if let Some(r) = t.reference() {
        return reference(r);
    }
    // 4-18: a token is named as such ("all of your opponent's tokens").
    let token = t.requires(|a| *a == Is::Token(true));
    let what = match t.subject {
        Subject::Digimon if token => "tokens",
        Subject::Digimon => "Digimon",
        Subject::Tamer => "Tamers",
        Subject::DigimonOrTamer => "Digimon/Tamers",
    };
    let mut rank = String::new();
    if t.requires(|a| *a == Is::Other(true)) {
        rank.push_str("other ");
    }
    for atom in t.required() {
        match atom {
            Is::LowestDp(true) => rank.push_str("lowest-DP "),
            Is::Lowest(s) => rank.push_str(&format!("lowest-{} ", stat_text(*s))),
            Is::Highest(s) => rank.push_str(&format!("highest-{} ", stat_text(*s))),
            _ => {}
        }
    }
    let head = match t.pick {
        Pick::This if t.subject == Subject::Tamer => return "this Tamer".into(),
        Pick::This => return "this Digimon".into(),
        Pick::All => format!("all of {} {rank}{what}", whose(t.side)),
        Pick::Choose if t.total.is_some() && t.count.is_none() => {
            format!("any number of {} {rank}{what}", whose(t.side))
        }
        Pick::Choose => {
            let up_to = if t.up_to { "up to " } else { "" };
            format!("{up_to}{} of {} {rank}{what}", t.count(), whose(t.side))
        }
    };
    // The state reads best after the rest ("… with 3000 DP or less that is suspended").
    let state = t.required().into_iter().find_map(|a| match a {
        Is::Suspended(true) => Some(" that is suspended"),
        Is::Suspended(false) => Some(" that is active"),
        _ => None,
    });
    let rest = match &t.filter {
        Filter::All(items) => Filter::All(
            items
                .iter()
                .filter(|f| !matches!(f, Filter::Atom(Is::Suspended(_) | Is::Token(true))))
                .cloned()
                .collect::<Vec<_>>(),
        ),
        Filter::Atom(Is::Token(true)) => Filter::All(Vec::new()),
        Filter::Atom(Is::Suspended(_)) => Filter::All(Vec::new()),
        other => other.clone(),
    };
    let state = state.unwrap_or_default();
    let mut text = match with_phrase(&rest) {
        Some(with) => format!("{head} {with}{state}"),
        None => format!("{head}{state}"),
    };
    if let Some(total) = &t.total {
        text.push_str(&format!(" whose total {} is {} or less", stat_text(total.stat), amount_text(&total.at_most)));
    }
    // Several objects have "their" names and texts.
    let text = if plural(t) { text.replace(" its ", " their ") } else { text };
    match &t.bind {
        Some(slot) => format!("{text} (the \"{slot}\" Digimon)"),
        None => text,
    }
}

/// "1 yellow Digimon card with a level of 4 or less": a count (or "a"), the colours and the kind
/// the filter asks as adjectives and noun, and the rest of the filter after "with".
pub(crate) fn cards_phrase(filter: &CardFilter, count: Option<u8>, up_to: bool, noun: &str) -> String {
    let required = filter.required();
    let kinds = required.iter().find_map(|a| match a {
        Is::Kind(k) => Some(join(k.0.iter().map(kind_text), "or")),
        _ => None,
    });
    let colors = required.iter().find_map(|a| match a {
        Is::Color(c) => Some(join(c.0.iter().map(|c| format!("{c:?}").to_lowercase()), "or")),
        _ => None,
    });
    // 「その（公開した）カード」: a card an earlier step bound is named by its slot.
    let bound = required.iter().find_map(|a| match a {
        Is::Is(Ref::Slot(slot)) => Some(slot.clone()),
        _ => None,
    });
    let adjectives = |a: &Filter<Is>| matches!(a, Filter::Atom(Is::Kind(_) | Is::Color(_) | Is::Is(Ref::Slot(_))));
    let rest = match filter {
        Filter::All(items) => Filter::All(items.iter().filter(|f| !adjectives(f)).cloned().collect()),
        f if adjectives(f) => Filter::All(Vec::new()),
        other => other.clone(),
    };
    let noun = kinds.map_or_else(|| noun.to_string(), |k| format!("{k} card"));
    let head = match (count, bound) {
        (Some(n), Some(slot)) if n > 1 => format!("{}the \"{slot}\" {noun}s", if up_to { "up to " } else { "" }),
        (_, Some(slot)) => format!("the \"{slot}\" {noun}"),
        (count, None) => match count {
            None | Some(1) if !up_to => format!("a {}", colors.map_or(noun.clone(), |c| format!("{c} {noun}"))),
            n => {
                let n = n.unwrap_or(1);
                let plural = if n == 1 { "" } else { "s" };
                let up_to = if up_to { "up to " } else { "" };
                format!("{up_to}{n} {}{plural}", colors.map_or(noun.clone(), |c| format!("{c} {noun}")))
            }
        },
    };
    match with_text(&rest) {
        Some(with) => format!("{head} with {with}"),
        None => head,
    }
}

fn zones_text(from: &AnyOf<CardZone>) -> String {
    let zone = |z: &CardZone| match z {
        CardZone::Hand => "your hand",
        CardZone::Trash => "your trash",
        CardZone::Sources => "this Digimon's digivolution cards",
    };
    join(from.iter().map(|z| zone(z).to_string()), "or")
}

fn pay_text(pay: Pay) -> String {
    match pay {
        Pay::Free => "without paying the cost".into(),
        Pay::Full => "paying the cost".into(),
        Pay::Reduce(n) => format!("with the cost reduced by {n}"),
    }
}

/// A play by an effect in words.
pub fn play_text(p: &PlayCard) -> String {
    let up_to = p.up_to && p.count > 1;
    let cards = cards_phrase(&p.filter, Some(p.count), up_to, "card");
    match p.player {
        Player::You => {
            let you_may = if p.up_to { "You may play" } else { "Play" };
            format!("{you_may} {cards} from {} {}", zones_text(&p.from), pay_text(p.pay))
        }
        Player::Opponent => {
            let plays = if p.up_to { "Your opponent may play" } else { "Your opponent plays" };
            let zones = zones_text(&p.from).replace("your ", "their ");
            format!("{plays} {cards} from {zones} {}", pay_text(p.pay))
        }
    }
}

/// A digivolution by an effect in words.
pub fn digivolve_text(d: &DigivolveBy) -> String {
    let may = if d.optional { "may digivolve" } else { "digivolves" };
    let who = target_text(&d.who);
    let card = cards_phrase(&d.into, None, false, "Digimon card");
    format!("{} {may} into {card} from {} {}", capital(&who), zones_text(&d.from), pay_text(d.pay))
}

/// A DNA digivolution by an effect in words.
pub fn jogress_text(j: &crate::cards::ast::JogressBy) -> String {
    let may = if j.optional { "You may DNA digivolve" } else { "DNA digivolve" };
    let card = cards_phrase(&j.into, None, false, "Digimon card");
    format!("{may} 2 of your Digimon into {card} from your hand {}", pay_text(j.pay))
}

pub(super) fn capital(s: &str) -> String {
    let mut chars = s.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// Whether a target may stand for several objects ("all of", "2 of"), for the verb's number.
pub fn plural(t: &Target) -> bool {
    t.reference().is_none() && (t.pick == Pick::All || t.count() > 1)
}

/// A prohibition on a player, after "can't": "play Digimon cards with a play cost of 4 or less",
/// "digivolve".
pub fn ban_text(ban: &super::super::ast::Ban) -> String {
    use super::super::ast::Ban;
    match ban {
        Ban::Play(filter) => {
            let one = cards_phrase(filter, None, false, "card");
            let one = one.strip_prefix("a ").or_else(|| one.strip_prefix("an ")).unwrap_or(&one);
            format!("play {}", one.replacen(" card", " cards", 1))
        }
        Ban::Digivolve => "digivolve".into(),
    }
}

/// A prohibition with its player and duration: "Your opponent can't play Digimon cards … until
/// the end of your opponent's turn".
pub fn forbid_text(f: &super::super::ast::Forbid) -> String {
    let who = match f.side {
        Side::Own => "You",
        Side::Opponent => "Your opponent",
        Side::Any => "Each player",
    };
    let until = match f.until {
        super::super::ast::Duration::ThisTurn => "this turn".to_string(),
        other => super::duration_text(other).to_string(),
    };
    format!("{who} can't {} {until}", ban_text(&f.ban))
}

/// Cards of a zone a filter admits: "cards with the [Dragon] trait in your trash", "face-up cards
/// in your security".
fn cards_in_text(c: &super::super::ast::CardsIn) -> String {
    use super::super::ast::CardsZone;
    let phrase = cards_phrase(&c.filter, Some(2), false, "card");
    let cards = phrase.strip_prefix("2 ").unwrap_or(&phrase).to_string();
    let zone = match c.zone {
        CardsZone::Trash => "trash",
        CardsZone::Hand => "hand",
        CardsZone::FaceUpSecurity => "security",
    };
    let face = if c.zone == CardsZone::FaceUpSecurity { "face-up " } else { "" };
    format!("{face}{cards} in {}", zone_of(c.side, zone))
}
