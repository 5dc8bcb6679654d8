//! Abilities as text, for `fuda cards show`: an English rendering that follows the printed
//! order (icon, zone tag, ターン1回, condition keywords, cost, effect).

use super::phrase::{article, is_one, noun_phrase};
use super::{
    Ability, Action, CancelTarget, CardFilter, Choose, CondAtom, CondKeyword, Condition, Cost, Effect, EventKind,
    Keyword, Kind, NameOrAttribute, Num, PhasePoint, Pick, Static, Step, Trigger, Who, Zone,
};
use fuda_kernel::lang::{Amount, Cond};

/// One ability as a line of text.
pub fn ability_text(a: &Ability) -> String {
    let icon = match &a.kind {
        Kind::Activated { .. } => "[Act]",
        Kind::Auto { .. } => "[Auto]",
        Kind::Continuous(_) => "[Cont]",
        Kind::Cancel { .. } => "[Cancel]",
    };
    let mut out = icon.to_string();
    if let Some(z) = a.zone {
        out.push_str(&format!(" [{}]", z.name()));
    }
    if a.once_per_turn {
        out.push_str(" [Once per turn]");
    }
    for c in &a.conditions {
        out.push_str(&format!(" {}:", keyword_text(c)));
    }
    match &a.kind {
        Kind::Activated { cost, effect } => {
            out.push_str(&format!(" {} {}", cost_text(cost), capitalized(&effect_text(effect))))
        }
        Kind::Auto { trigger, cost, effect } => {
            let mut rest = String::new();
            if let Some(c) = cost {
                rest.push_str(&format!("you may pay {}; if you do, ", cost_text(c)));
            }
            rest.push_str(&effect_text(effect));
            match trigger {
                Trigger::Spark => out.push_str(&format!(" Spark: {}", capitalized(&rest))),
                other => out.push_str(&format!(" {}, {rest}", trigger_text(other))),
            }
        }
        Kind::Continuous(c) => {
            if let Some(cond) = &c.only_if {
                out.push_str(&format!(" While {},", cond_text(cond)));
            }
            let mut sentences = Vec::new();
            for s in &c.effects {
                // What a continuous effect changes are characters (9.10.1): "your other characters get".
                let subject = |of: &CardFilter| (noun_phrase(of, CHARACTER, !is_one(of)), is_one(of));
                sentences.push(match s {
                    Static::Modify { of, atk, def } => {
                        let (who, one) = subject(of);
                        format!("{who} {} {}/{}", agree(one, "get"), signed(atk), signed(def))
                    }
                    Static::Prohibit { of, what } => format!("{} {}", subject(of).0, what.words()),
                    Static::LoseAbilities { of } => {
                        let (who, one) = subject(of);
                        format!("{who} {}", if one { "loses its abilities" } else { "lose their abilities" })
                    }
                    Static::AddAttribute { of, attribute } => {
                        let (who, one) = subject(of);
                        format!("{who} {} the attribute {attribute}", if one { "has" } else { "have" })
                    }
                    Static::Replace { to, instead } => {
                        format!("if this card would go to the {}, instead it goes to the {}", to.name(), instead.name())
                    }
                    Static::DeckAnyNumber => "your main deck may hold any number of cards of this name".to_string(),
                });
            }
            let first = if c.only_if.is_some() { 1 } else { 0 };
            out.push_str(&format!(" {}.", sentences_text(&sentences, first)));
        }
        Kind::Cancel { target, cost, effect } => {
            let effect = capitalized(&effect_text(effect));
            out.push_str(&format!(" Target: {}. {} {effect}", target_text(target), cost_text(cost)))
        }
    }
    if let Some(r) = &a.reminder {
        out.push_str(&format!(" ({r})"));
    }
    out
}

/// A keyword that is not a condition keyword.
pub fn keyword_line(k: &Keyword) -> String {
    match k {
        Keyword::Cancel(t) => format!("Cancel: {}", target_text(t)),
        Keyword::Blocker(b) => match &b.attribute {
            None => "Blocker".to_string(),
            Some(a) => format!("Blocker ({a})"),
        },
        Keyword::Nobishiro => "Nobishiro".to_string(),
    }
}

fn keyword_text(c: &CondKeyword) -> String {
    match c {
        CondKeyword::ReCombo { name: None } => "Re-combo".to_string(),
        CondKeyword::ReCombo { name: Some(n) } => format!("Re-combo <{n}>"),
        CondKeyword::Honryo { level, matching } if matching.is_empty() => format!("True power {level}"),
        CondKeyword::Honryo { level, matching } => {
            let m: Vec<String> = matching
                .iter()
                .map(|x| match x {
                    NameOrAttribute::Name(n) => format!("<{n}>"),
                    NameOrAttribute::Attribute(a) => a.clone(),
                })
                .collect();
            format!("True power {level} ({})", m.join(" or "))
        }
    }
}

fn target_text(t: &CancelTarget) -> String {
    match t {
        CancelTarget::Card(f) => format!("{} being played", article(&noun_phrase(f, CARD, false))),
        CancelTarget::Activated => "an activated ability".to_string(),
        CancelTarget::Auto => "an auto ability".to_string(),
        CancelTarget::Cancel => "a cancel ability".to_string(),
    }
}

fn cost_text(c: &Cost) -> String {
    let items: Vec<String> = c.0.iter().map(action_text).collect();
    format!("[{}]", items.join(", "))
}

fn effect_text(e: &Effect) -> String {
    let steps: Vec<String> = e.0.iter().map(step_text).collect();
    format!("{}.", sentences_text(&steps, 1))
}

/// Sentences joined, each from the `first_capital`-th on starting with a capital letter.
fn sentences_text(sentences: &[String], first_capital: usize) -> String {
    let out: Vec<String> = sentences
        .iter()
        .enumerate()
        .map(|(i, s)| if i >= first_capital { capitalized(s) } else { s.clone() })
        .collect();
    out.join(". ")
}

fn capitalized(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The noun a filter that names none stands for: a card, or (what continuous effects change) a
/// character.
const CARD: (&str, &str) = ("card", "cards");
const CHARACTER: (&str, &str) = ("character", "characters");

/// The verb agreeing with a subject in the third person: "gets" for one, "get" for several.
fn agree(one: bool, verb: &str) -> String {
    if one { format!("{verb}s") } else { verb.to_string() }
}

/// Whether a pick is one card ("1 card", "this card", "every card") or several.
fn pick_is_one(p: &Pick) -> bool {
    match p {
        Pick::This | Pick::Bound(_) | Pick::All(..) => true,
        Pick::Choose(c) => c.count == Amount::Num(1),
        Pick::Top(_, n) => *n == Amount::Num(1),
    }
}

/// "1 card", "2 cards", "up to 1 card": an amount of the noun.
fn counted(n: &Num, up_to: bool, noun: &str) -> String {
    let up = if up_to { "up to " } else { "" };
    match n {
        Amount::Num(1) => format!("{up}1 {noun}"),
        Amount::Num(k) => format!("{up}{k} {noun}s"),
        other => format!("{up}{noun}s equal to {}", num_text(other)),
    }
}

fn step_text(s: &Step) -> String {
    let mut out = String::new();
    if let Some(c) = &s.only_if {
        out.push_str(&format!("if {}, ", cond_text(c)));
    }
    if s.optional {
        out.push_str("you may ");
    }
    out.push_str(&action_text(&s.action));
    if let Some(slot) = &s.bind {
        out.push_str(&format!(" (\"{}\")", slot.name()));
    }
    out
}

fn who_text(w: &Who) -> String {
    match w {
        Who::You => "you".to_string(),
        Who::Opponent => "each opponent".to_string(),
        Who::Ally => "each ally".to_string(),
        Who::Player => "each player".to_string(),
        Who::MasterOf(s) => format!("the master of \"{}\"", s.name()),
    }
}

/// Whose zone, in words.
fn whose(w: &Who) -> String {
    match w {
        Who::You => "your".to_string(),
        other => format!("{}'s", who_text(other)),
    }
}

/// Whose zone a choice is made from: one player's ("an opponent's entry"), the choice being of
/// cards in one of those zones.
fn whose_one(w: &Who) -> String {
    match w {
        Who::Opponent => "an opponent's".to_string(),
        Who::Ally => "an ally's".to_string(),
        Who::Player => "a player's".to_string(),
        other => whose(other),
    }
}

/// 「あなたは～する」 or 「相手は～する」: the players and the verb agreeing.
fn does(w: &Who, verb: &str) -> String {
    match w {
        Who::You => format!("you {verb}"),
        other => format!("{} {verb}s", who_text(other)),
    }
}

/// An amount in words.
pub(super) fn num_text(n: &Num) -> String {
    match n {
        Amount::Num(k) => k.to_string(),
        Amount::Query(q) if q.empty => format!("the number of {} empty member slots", whose(&q.of)),
        Amount::Query(q) => {
            format!("the number of {} in {} {}", noun_phrase(&q.matching, CARD, true), whose(&q.of), q.count.name())
        }
        Amount::NumberOf(s) => format!("the number of \"{}\"", s.name()),
        Amount::Sum(xs) => {
            let mut out = String::new();
            for (i, x) in xs.iter().enumerate() {
                match (i, x) {
                    (0, x) => out.push_str(&num_text(x)),
                    (_, Amount::Num(k)) if *k < 0 => out.push_str(&format!(" minus {}", -k)),
                    (_, x) => out.push_str(&format!(" plus {}", num_text(x))),
                }
            }
            out
        }
        Amount::Min(xs) => format!("the least of {}", xs.iter().map(num_text).collect::<Vec<_>>().join(", ")),
        Amount::Max(xs) => format!("the most of {}", xs.iter().map(num_text).collect::<Vec<_>>().join(", ")),
        Amount::Mul(a, b) => format!("{} times {}", num_text(a), num_text(b)),
        Amount::Div(a, k) => format!("{} divided by {k}", num_text(a)),
    }
}

fn signed(n: &Num) -> String {
    match n {
        Amount::Num(k) => format!("{k:+}"),
        other => format!("+({})", num_text(other)),
    }
}

fn pick_text(p: &Pick) -> String {
    match p {
        Pick::This => "this card".to_string(),
        Pick::Bound(s) if s.name() == "trigger" => "that card".to_string(),
        Pick::Bound(s) => format!("\"{}\"", s.name()),
        Pick::Choose(Choose { zone, of, filter, count, up_to, chooser }) => {
            let who = if *chooser == Who::You { String::new() } else { format!("{} chooses ", who_text(chooser)) };
            let up = if *up_to { "up to " } else { "" };
            let one = *count == Amount::Num(1);
            let n = format!("{up}{} {}", num_text(count), noun_phrase(filter, CARD, !one));
            format!("{who}{n} in {} {}", whose_one(of), zone.name())
        }
        Pick::All(zone, of, f) => format!("every {} in {} {}", noun_phrase(f, CARD, false), whose(of), zone.name()),
        Pick::Top(of, Amount::Num(1)) => format!("the top card of {} deck", whose(of)),
        Pick::Top(of, n) => format!("the top {} of {} deck", counted(n, false, "card"), whose(of)),
    }
}

fn action_text(a: &Action) -> String {
    match a {
        Action::Put(p, place) => {
            // A card goes to its owner's zone (4.1.1).
            let owner = if pick_is_one(p) { "its owner's" } else { "their owners'" };
            match (place.zone, place.bottom) {
                (Zone::Deck, true) => format!("put {} on the bottom of {owner} deck", pick_text(p)),
                (Zone::Deck, false) => format!("put {} on top of {owner} deck", pick_text(p)),
                (Zone::Removed | Zone::Playing, _) => format!("put {} {}", pick_text(p), place.zone.name()),
                (zone, _) => format!("put {} into {owner} {}", pick_text(p), zone.name()),
            }
        }
        Action::Stand(p) => format!("stand {}", pick_text(p)),
        Action::Rest(p) => format!("rest {}", pick_text(p)),
        Action::FaceUp(p) => format!("turn {} face up", pick_text(p)),
        Action::FaceDown(p) => format!("turn {} face down", pick_text(p)),
        Action::Appear(p, member) => {
            format!("have {} appear in the {}", pick_text(p), if *member { "member slots" } else { "entry" })
        }
        Action::SetRebirth(p) => format!("set {} in the Re-birth area", pick_text(p)),
        Action::Memory(p) => format!("make {} a memory", pick_text(p)),
        Action::Shuffle(w) => format!("{} {} deck", does(w, "shuffle"), whose(w)),
        Action::Draw(w, n, u) => format!("{} {}", does(w, "draw"), counted(n, *u, "card")),
        Action::Look(w, n, u) => {
            format!("{} at {} from the top of {} deck", does(w, "look"), counted(n, *u, "card"), whose(w))
        }
        Action::Discard(p) => format!("discard {}", pick_text(p)),
        Action::Swap(a, b) => format!("swap {} and {}", pick_text(a), pick_text(b)),
        Action::PayEnergy(Amount::Num(0)) => "energy 無".to_string(),
        Action::PayEnergy(n) => format!("energy {}", num_text(n)),
        Action::Retire(p) => format!("retire {}", pick_text(p)),
        Action::Recover(w, n) => format!("{} {} damage", does(w, "recover"), num_text(n)),
        Action::Remove(p) => format!("remove {} from the game", pick_text(p)),
        Action::Delayed(t, e) => format!("{}, {}", trigger_text(t), effect_text(e).trim_end_matches('.')),
        Action::Win(w) => format!("{} the game", does(w, "win")),
        Action::Lose(w) => format!("{} the game", does(w, "lose")),
        Action::Modify(p, atk, def, until) => {
            let verb = agree(pick_is_one(p), "get");
            format!("{} {verb} {}/{} {}", pick_text(p), signed(atk), signed(def), until.words())
        }
        Action::SetValue(p, atk, def, until) => {
            let set: Vec<String> = [("ATK", atk), ("DEF", def)]
                .into_iter()
                .filter_map(|(what, n)| n.as_ref().map(|n| format!("{what} {}", num_text(n))))
                .collect();
            let verb = if pick_is_one(p) { "has" } else { "have" };
            format!("{} {verb} {} {}", pick_text(p), set.join(" and "), until.words())
        }
        Action::Prohibit(p, what, until) => format!("{} {} {}", pick_text(p), what.words(), until.words()),
        Action::LoseAbilities(p, until) => {
            let verb = if pick_is_one(p) { "loses its abilities" } else { "lose their abilities" };
            format!("{} {verb} {}", pick_text(p), until.words())
        }
        Action::FaceDownMember(p, atk, def) => {
            let (slots, characters) =
                if pick_is_one(p) { ("a member slot", "a character") } else { ("member slots", "characters") };
            format!(
                "put {} face down into {slots} as {characters} with ATK {} and DEF {}",
                pick_text(p),
                num_text(atk),
                num_text(def)
            )
        }
        Action::CancelPlay => "cancel the ability it answers".to_string(),
        Action::Negate => "negate what it answers".to_string(),
    }
}

fn trigger_text(t: &Trigger) -> String {
    match t {
        Trigger::Spark => "When this card is put into the entry by entry processing".to_string(),
        Trigger::State(c) => format!("When {}", cond_text(c)),
        Trigger::On(p) => {
            let subject = match (&p.subject, p.whose) {
                (f, fuda_kernel::lang::Whose::Any) if is_one(f) => noun_phrase(f, CARD, false),
                (f, fuda_kernel::lang::Whose::Any) => article(&noun_phrase(f, CARD, false)),
                (f, fuda_kernel::lang::Whose::Yours) => format!("your {}", noun_phrase(f, CARD, false)),
                (f, fuda_kernel::lang::Whose::Opponents) => format!("an opponent's {}", noun_phrase(f, CARD, false)),
            };
            let whose_turn = match p.turn {
                fuda_kernel::lang::TurnFilter::Any => None,
                fuda_kernel::lang::TurnFilter::Yours => Some("your turn"),
                fuda_kernel::lang::TurnFilter::Opponents => Some("an opponent's turn"),
            };
            // "When your turn starts", "When the main phase of your turn starts": a phase point
            // names the turn it belongs to; any other event says during which turn.
            let points_only = p.event.iter().all(|e| matches!(e, EventKind::Start(_) | EventKind::End(_)));
            let events: Vec<String> = p
                .event
                .iter()
                .map(|e| match (e, whose_turn.filter(|_| points_only)) {
                    (EventKind::Start(PhasePoint::Turn), Some(t)) => format!("{t} starts"),
                    (EventKind::End(PhasePoint::Turn), Some(t)) => format!("{t} ends"),
                    (EventKind::Start(x), Some(t)) => format!("{} of {t} starts", point_text(*x)),
                    (EventKind::End(x), Some(t)) => format!("{} of {t} ends", point_text(*x)),
                    (e, _) => event_text(e, &subject),
                })
                .collect();
            let turn = match whose_turn {
                Some(t) if !points_only => format!(" during {t}"),
                _ => String::new(),
            };
            format!("When {}{turn}", events.join(" or "))
        }
    }
}

fn point_text(p: PhasePoint) -> &'static str {
    match p {
        PhasePoint::Turn => "the turn",
        PhasePoint::Standby => "the standby phase",
        PhasePoint::Energy => "the energy phase",
        PhasePoint::Main => "the main phase",
        PhasePoint::Attack => "the attack phase",
        PhasePoint::StartStep => "the start step",
        PhasePoint::BlockStep => "the block step",
        PhasePoint::DamageStep => "the damage step",
        PhasePoint::CloseStep => "the close step",
        PhasePoint::EndPhase => "the end phase",
        PhasePoint::ThisAttack => "this attack",
        PhasePoint::Game => "the game",
    }
}

fn event_text(e: &EventKind, subject: &str) -> String {
    match e {
        EventKind::Move { from, to } => format!("{subject} moves from the {} to the {}", from.name(), to.name()),
        EventKind::Enter(z) => format!("{subject} is put into the {}", z.name()),
        EventKind::Leave(z) => format!("{subject} leaves the {}", z.name()),
        EventKind::Appear => format!("{subject} appears"),
        EventKind::EntryProcessing => format!("{subject} is put into the entry by entry processing"),
        EventKind::Start(p) => format!("{} starts", point_text(*p)),
        EventKind::End(p) => format!("{} ends", point_text(*p)),
        EventKind::Rested => format!("{subject} is rested"),
        EventKind::Stood => format!("{subject} is stood"),
        EventKind::Attacks => format!("{subject} attacks"),
        EventKind::Supports => format!("{subject} supports an attack"),
        EventKind::Attacked => format!("{subject} is attacked"),
        EventKind::Blocked => format!("the attack on {subject} is blocked"),
        EventKind::Blocks => format!("{subject} blocks"),
        EventKind::Damaged => format!("{subject} takes damage"),
    }
}

fn cond_text(c: &Condition) -> String {
    match c {
        Cond::All(xs) => xs.iter().map(cond_text).collect::<Vec<_>>().join(" and "),
        Cond::Any(xs) => xs.iter().map(cond_text).collect::<Vec<_>>().join(" or "),
        Cond::Not(x) => format!("not ({})", cond_text(x)),
        Cond::Compare(a, op, b) => format!("{} is {} {}", num_text(a), op.words(), num_text(b)),
        Cond::Did(s) => format!("you did (\"{}\")", s.name()),
        Cond::Atom(CondAtom::Keyword(k)) => keyword_text(k),
        Cond::Atom(CondAtom::YourTurn) => "it is your turn".to_string(),
        Cond::Atom(CondAtom::ThisIn(z)) => format!("this card is in the {}", z.name()),
        Cond::Atom(CondAtom::ThisWas(f)) => {
            format!("this card is (or was, as it left the stage) {}", article(&noun_phrase(f, CARD, false)))
        }
    }
}
