//! Abilities as text, for `fuda cards show`: an English rendering that follows the printed
//! order (icon, zone tag, ターン1回, condition keywords, cost, effect).

use super::{
    Ability, Action, CancelTarget, CardAtom, CardFilter, Choose, CondAtom, CondKeyword, Condition, Cost, Effect,
    EventKind, Keyword, Kind, NameOrAttribute, Num, PhasePoint, Pick, Static, Step, Trigger, Who,
};
use fuda_kernel::lang::{Amount, Cond, Filter, Range};

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
        Kind::Activated { cost, effect } => out.push_str(&format!(" {} {}", cost_text(cost), effect_text(effect))),
        Kind::Auto { trigger, cost, effect } => {
            match trigger {
                Trigger::Spark => out.push_str(" Spark: "),
                other => out.push_str(&format!(" {}, ", trigger_text(other))),
            }
            if let Some(c) = cost {
                out.push_str(&format!("you may pay {}; if you do, ", cost_text(c)));
            }
            out.push_str(&effect_text(effect));
        }
        Kind::Continuous(c) => {
            if let Some(cond) = &c.only_if {
                out.push_str(&format!(" While {}:", cond_text(cond)));
            }
            for s in &c.effects {
                match s {
                    Static::Modify { of, atk, def } => {
                        out.push_str(&format!(" {} get {}/{}.", filter_text(of), signed(atk), signed(def)))
                    }
                    Static::Prohibit { of, what } => out.push_str(&format!(" {} {}.", filter_text(of), what.words())),
                    Static::LoseAbilities { of } => {
                        out.push_str(&format!(" {} lose their abilities.", filter_text(of)))
                    }
                    Static::AddAttribute { of, attribute } => {
                        out.push_str(&format!(" {} have the attribute {attribute}.", filter_text(of)))
                    }
                    Static::Replace { to, instead } => out.push_str(&format!(
                        " If this card would go to the {}, instead it goes to the {}.",
                        to.name(),
                        instead.name()
                    )),
                    Static::DeckAnyNumber => out.push_str(" Your main deck may hold any number of cards of this name."),
                }
            }
        }
        Kind::Cancel { target, cost, effect } => {
            out.push_str(&format!(" Target: {}. {} {}", target_text(target), cost_text(cost), effect_text(effect)))
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
        CancelTarget::Card(f) => format!("a {} being played", filter_text(f)),
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
    format!("{}.", steps.join(". "))
}

fn step_text(s: &Step) -> String {
    let mut out = String::new();
    if let Some(c) = &s.only_if {
        out.push_str(&format!("If {}, ", cond_text(c)));
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

/// 「あなたは～する」 or 「相手は～する」: the players and the verb agreeing.
fn does(w: &Who, verb: &str) -> String {
    match w {
        Who::You => format!("you {verb}"),
        other => format!("{} {verb}s", who_text(other)),
    }
}

fn num_text(n: &Num) -> String {
    match n {
        Amount::Num(k) => k.to_string(),
        Amount::Query(q) if q.empty => format!("the number of empty member slots of {}", whose(&q.of)),
        Amount::Query(q) => {
            format!("the number of {}s in {} {}", filter_text(&q.matching), whose(&q.of), q.count.name())
        }
        Amount::NumberOf(s) => format!("the number of \"{}\"", s.name()),
        Amount::Sum(xs) => {
            let mut out = String::new();
            for (i, x) in xs.iter().enumerate() {
                match (i, x) {
                    (0, x) => out.push_str(&num_text(x)),
                    (_, Amount::Num(k)) if *k < 0 => out.push_str(&format!(" - {}", -k)),
                    (_, x) => out.push_str(&format!(" + {}", num_text(x))),
                }
            }
            out
        }
        Amount::Min(xs) => format!("the least of {}", xs.iter().map(num_text).collect::<Vec<_>>().join(", ")),
        Amount::Max(xs) => format!("the most of {}", xs.iter().map(num_text).collect::<Vec<_>>().join(", ")),
        Amount::Mul(a, b) => format!("{} x {}", num_text(a), num_text(b)),
        Amount::Div(a, k) => format!("{} / {k}", num_text(a)),
    }
}

fn signed(n: &Num) -> String {
    match n {
        Amount::Num(k) if *k >= 0 => format!("+{k}"),
        other => num_text(other),
    }
}

fn pick_text(p: &Pick) -> String {
    match p {
        Pick::This => "this card".to_string(),
        Pick::Bound(s) => format!("\"{}\"", s.name()),
        Pick::Choose(Choose { zone, of, filter, count, up_to, chooser }) => {
            let who = if *chooser == Who::You { String::new() } else { format!("{} chooses ", who_text(chooser)) };
            let n = if *up_to { format!("up to {}", num_text(count)) } else { num_text(count) };
            format!("{who}{n} {} in {} {}", filter_text(filter), whose(of), zone.name())
        }
        Pick::All(zone, of, f) => format!("every {} in {} {}", filter_text(f), whose(of), zone.name()),
        Pick::Top(of, n) => format!("the top {} of {} deck", num_text(n), whose(of)),
    }
}

fn action_text(a: &Action) -> String {
    let up = |b: &bool| if *b { "up to " } else { "" };
    match a {
        Action::Put(p, place) => {
            let end = if place.bottom { " (bottom)" } else { "" };
            format!("put {} into the {}{end}", pick_text(p), place.zone.name())
        }
        Action::Stand(p) => format!("stand {}", pick_text(p)),
        Action::Rest(p) => format!("rest {}", pick_text(p)),
        Action::FaceUp(p) => format!("turn {} face up", pick_text(p)),
        Action::FaceDown(p) => format!("turn {} face down", pick_text(p)),
        Action::Appear(p, member) => {
            format!("{} appears in the {}", pick_text(p), if *member { "member slots" } else { "entry" })
        }
        Action::SetRebirth(p) => format!("set {}", pick_text(p)),
        Action::Memory(p) => format!("make {} a memory", pick_text(p)),
        Action::Shuffle(w) => format!("{} {} deck", does(w, "shuffle"), whose(w)),
        Action::Draw(w, n, u) => format!("{} {}{}", does(w, "draw"), up(u), num_text(n)),
        Action::Look(w, n, u) => {
            format!("{} at {}{} from the top of {} deck", does(w, "look"), up(u), num_text(n), whose(w))
        }
        Action::Discard(p) => format!("discard {}", pick_text(p)),
        Action::Swap(a, b) => format!("swap {} and {}", pick_text(a), pick_text(b)),
        Action::PayEnergy(Amount::Num(0)) => "energy 無".to_string(),
        Action::PayEnergy(n) => format!("energy {}", num_text(n)),
        Action::Retire(p) => format!("retire {}", pick_text(p)),
        Action::Recover(w, n) => format!("{} {}", does(w, "recover"), num_text(n)),
        Action::Remove(p) => format!("remove {} from the game", pick_text(p)),
        Action::Delayed(t, e) => format!("{}, {}", trigger_text(t), effect_text(e).trim_end_matches('.')),
        Action::Win(w) => format!("{} the game", does(w, "win")),
        Action::Lose(w) => format!("{} the game", does(w, "lose")),
        Action::Modify(p, atk, def, until) => {
            format!("{} gets {}/{} {}", pick_text(p), signed(atk), signed(def), until.words())
        }
        Action::SetValue(p, atk, def, until) => {
            let set: Vec<String> = [("ATK", atk), ("DEF", def)]
                .into_iter()
                .filter_map(|(what, n)| n.as_ref().map(|n| format!("{what} {}", num_text(n))))
                .collect();
            format!("{} has {} {}", pick_text(p), set.join(" and "), until.words())
        }
        Action::Prohibit(p, what, until) => format!("{} {} {}", pick_text(p), what.words(), until.words()),
        Action::LoseAbilities(p, until) => format!("{} loses its abilities {}", pick_text(p), until.words()),
        Action::FaceDownMember(p, atk, def) => {
            format!(
                "put {} face down into a member slot as a {}/{} character",
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
                (f, fuda_kernel::lang::Whose::Any) if matches!(f, Filter::Atom(CardAtom::This)) => filter_text(f),
                (f, fuda_kernel::lang::Whose::Any) => format!("a {}", filter_text(f)),
                (f, fuda_kernel::lang::Whose::Yours) => format!("your {}", filter_text(f)),
                (f, fuda_kernel::lang::Whose::Opponents) => format!("an opponent's {}", filter_text(f)),
            };
            let events: Vec<String> = p.event.iter().map(|e| event_text(e, &subject)).collect();
            let turn = match p.turn {
                fuda_kernel::lang::TurnFilter::Any => "",
                fuda_kernel::lang::TurnFilter::Yours => " during your turn",
                fuda_kernel::lang::TurnFilter::Opponents => " during an opponent's turn",
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

fn range_text(r: &Range<super::Query>) -> String {
    match (&r.at_least, &r.at_most) {
        (Some(a), Some(b)) if a == b => num_text(a),
        (Some(a), Some(b)) => format!("{} to {}", num_text(a), num_text(b)),
        (Some(a), None) => format!("{} or more", num_text(a)),
        (None, Some(b)) => format!("{} or less", num_text(b)),
        (None, None) => "any".to_string(),
    }
}

fn atom_text(a: &CardAtom) -> String {
    match a {
        CardAtom::This => "this card".to_string(),
        CardAtom::Name(n) => format!("<{n}>"),
        CardAtom::Attribute(x) => format!("[{x}]"),
        CardAtom::Work(w) => format!("\"{w}\""),
        CardAtom::Type(t) => noun_of(t).to_string(),
        CardAtom::Character => "character".to_string(),
        CardAtom::Energy => "energy".to_string(),
        CardAtom::Partner => "partner".to_string(),
        CardAtom::Cost(r) => format!("cost {}", range_text(r)),
        CardAtom::Atk(r) => format!("ATK {}", range_text(r)),
        CardAtom::Def(r) => format!("DEF {}", range_text(r)),
        CardAtom::In(z) => format!("in the {}", z.name()),
        CardAtom::Of(w) => format!("of {}", who_text(w)),
        CardAtom::Rested => "rested".to_string(),
        CardAtom::Standing => "standing".to_string(),
        CardAtom::Nobishiro => "Nobishiro".to_string(),
        CardAtom::Bound(s) => format!("\"{}\"", s.name()),
    }
}

fn noun_of(t: &crate::cards::CardType) -> &'static str {
    match t {
        crate::cards::CardType::Character => "character",
        crate::cards::CardType::Rebirth => "Re-birth card",
        crate::cards::CardType::Partner => "partner",
    }
}

/// Whether an atom names what the card is (a noun) rather than describing it.
fn is_noun(a: &CardAtom) -> bool {
    matches!(
        a,
        CardAtom::This
            | CardAtom::Type(_)
            | CardAtom::Character
            | CardAtom::Energy
            | CardAtom::Partner
            | CardAtom::Bound(_)
    )
}

fn filter_text(f: &CardFilter) -> String {
    match f {
        Filter::All(xs) if xs.is_empty() => "card".to_string(),
        Filter::All(xs) => {
            let words: Vec<String> = xs.iter().map(filter_text).collect();
            let noun = xs.iter().any(|x| matches!(x, Filter::Atom(a) if is_noun(a)));
            if noun { words.join(" ") } else { format!("{} card", words.join(" ")) }
        }
        Filter::Any(xs) => xs.iter().map(filter_text).collect::<Vec<_>>().join(" or "),
        Filter::Not(x) => format!("non-{}", filter_text(x)),
        Filter::Atom(a) if is_noun(a) => atom_text(a),
        Filter::Atom(a) => format!("{} card", atom_text(a)),
    }
}

fn cond_text(c: &Condition) -> String {
    match c {
        Cond::All(xs) => xs.iter().map(cond_text).collect::<Vec<_>>().join(" and "),
        Cond::Any(xs) => xs.iter().map(cond_text).collect::<Vec<_>>().join(" or "),
        Cond::Not(x) => format!("not ({})", cond_text(x)),
        Cond::Compare(a, op, b) => format!("{} is {} {}", num_text(a), op.words(), num_text(b)),
        Cond::Did(s) => format!("you did \"{}\"", s.name()),
        Cond::Atom(CondAtom::Keyword(k)) => keyword_text(k),
        Cond::Atom(CondAtom::YourTurn) => "it is your turn".to_string(),
        Cond::Atom(CondAtom::ThisIn(z)) => format!("this card is in the {}", z.name()),
    }
}
