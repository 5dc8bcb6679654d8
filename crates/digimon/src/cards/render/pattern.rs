//! Event patterns as their timing reads on a card: "[Your Turn] [When one of your other Digimon
//! would leave the battle area other than by your effects]".

use super::words::{cards_phrase, join, with_text};
use crate::cards::ast::{CauseIs, Event, EventPhase, Is, Pattern, TrashedFrom};
use fuda_kernel::lang::{Filter, TurnFilter, Whose};

/// An event pattern as its timing reads: "[Your Turn] [When one of your Digimon with the [Knight]
/// trait is played]".
pub fn pattern_text(p: &Pattern) -> String {
    let turn = match p.base.turn {
        TurnFilter::Any => "",
        TurnFilter::Yours => "[Your Turn] ",
        TurnFilter::Opponents => "[Opponent's Turn] ",
    };
    let events: Vec<String> = p.base.event.iter().map(|e| event_text(*e, p)).collect();
    let phase = match p.phase {
        Some(EventPhase::Main) => " in the main phase",
        None => "",
    };
    format!("{turn}[When {}{phase}]", join(events.into_iter(), "or"))
}

/// "one of your other Digimon with the [Knight] trait", "this Digimon", "a Digimon".
fn subject_text(p: &Pattern, noun: &str) -> String {
    // The card's own 1体: "this Digimon", whichever it may be (a Tamer's reads the same).
    if p.about_this() {
        return "this Digimon".into();
    }
    let other = p.base.subject.required().iter().any(|a| matches!(a, Is::Other(true)));
    let rest = match &p.base.subject {
        Filter::All(items) => {
            Filter::All(items.iter().filter(|f| !matches!(f, Filter::Atom(Is::Other(_)))).cloned().collect())
        }
        Filter::Atom(Is::Other(_)) => Filter::All(Vec::new()),
        f => f.clone(),
    };
    let head = match (p.base.whose, other) {
        (Whose::Any, false) => format!("a {noun}"),
        (Whose::Any, true) => format!("another {noun}"),
        (Whose::Yours, false) => format!("one of your {noun}"),
        (Whose::Yours, true) => format!("one of your other {noun}"),
        (Whose::Opponents, _) => format!("one of your opponent's {noun}"),
    };
    match with_text(&rest) {
        Some(with) => format!("{head} with {with}"),
        None => head,
    }
}

/// "your", "your opponent's", "a player's".
fn possessive(whose: Whose) -> &'static str {
    match whose {
        Whose::Any => "a player's",
        Whose::Yours => "your",
        Whose::Opponents => "your opponent's",
    }
}

fn event_text(e: Event, p: &Pattern) -> String {
    let cause = p.cause.as_ref().map(|c| format!(" {}", cause_text(c))).unwrap_or_default();
    let player = || match p.base.whose {
        Whose::Any => ("a player", "uses"),
        Whose::Yours => ("you", "use"),
        Whose::Opponents => ("your opponent", "uses"),
    };
    match e {
        Event::Played => format!("{} is played", subject_text(p, "Digimon")),
        Event::Attacks => format!("{} attacks", subject_text(p, "Digimon")),
        Event::Suspended => format!("{} becomes suspended", subject_text(p, "Digimon or Tamer")),
        Event::Digivolved => format!("{} digivolves", subject_text(p, "Digimon")),
        Event::SecurityDecreases => format!("{} security decreases", possessive(p.base.whose)),
        Event::WouldDigivolve => {
            let into = p.into.as_ref().map(|f| format!(" into {}", cards_phrase(f, None, false, "card")));
            format!("{} would digivolve{}", subject_text(p, "Digimon"), into.unwrap_or_default())
        }
        Event::WouldLeave => format!("{} would leave the battle area{cause}", subject_text(p, "Digimon")),
        Event::WouldBeDeleted => format!("{} would be deleted{cause}", subject_text(p, "Digimon")),
        Event::Deleted => format!("{} is deleted{cause}", subject_text(p, "Digimon")),
        Event::DeletesInBattle => format!("{} deletes the opposing Digimon in battle", subject_text(p, "Digimon")),
        Event::Trashed => {
            let zone = match p.from {
                Some(TrashedFrom::Hand) | None => "hand",
                Some(TrashedFrom::Deck) => "deck",
                Some(TrashedFrom::Security) => "security",
                Some(TrashedFrom::Sources) => "Digimon's digivolution cards",
            };
            if p.about_this() {
                let from = match p.from {
                    Some(TrashedFrom::Sources) => "a Digimon's digivolution cards".to_string(),
                    _ => format!("your {zone}"),
                };
                return format!("this card is trashed from {from}{cause}");
            }
            let cards = match with_text(&p.base.subject) {
                Some(with) => format!("cards with {with}"),
                None => "cards".into(),
            };
            format!("{cards} are trashed from {} {zone}{cause}", possessive(p.base.whose))
        }
        Event::AddedToHand => format!("cards are added to {} hand by an effect", possessive(p.base.whose)),
        Event::TargetSwitched if p.about_this() => "this Digimon's attack target is switched".into(),
        Event::TargetSwitched if matches!(p.base.whose, Whose::Any) && with_text(&p.base.subject).is_none() => {
            "an attack target is switched".into()
        }
        Event::TargetSwitched => format!("the target of an attack by {} is switched", subject_text(p, "Digimon")),
        Event::OptionUsed => {
            let (who, verb) = player();
            format!("{who} {verb} an Option card")
        }
        Event::Linked => format!("{} links", subject_text(p, "Digimon")),
        Event::Unsuspended => format!("{} becomes active", subject_text(p, "Digimon or Tamer")),
        Event::ChecksSecurity => format!("{} checks a security card", subject_text(p, "Digimon")),
        Event::SourcesAdded => {
            let by = if cause.is_empty() { " by an effect".to_string() } else { cause.clone() };
            format!("{} gets digivolution cards{by}", subject_text(p, "Digimon"))
        }
        Event::MovedFromBreeding => format!("{} moves from the breeding area", subject_text(p, "Digimon")),
    }
}

/// "by your effects", "in battle", "other than by your effects".
fn cause_text(c: &Filter<CauseIs>) -> String {
    match c {
        Filter::Atom(a) => match a {
            CauseIs::Battle => "in battle",
            CauseIs::Effect => "by an effect",
            CauseIs::YourEffect => "by your effects",
            CauseIs::OpponentsEffect => "by your opponent's effects",
            CauseIs::Rule => "by a rule",
        }
        .into(),
        Filter::All(items) => join(items.iter().map(cause_text), "and"),
        Filter::Any(items) => join(items.iter().map(cause_text), "or"),
        Filter::Not(inner) => format!("other than {}", cause_text(inner)),
    }
}
