//! Moves and reveals in words: "Trash the top 2 cards of both players' decks", "Place 1 yellow
//! card from your hand face down on top of your security", "Reveal the top 4 cards of your
//! deck. Add 1 Tamer card and 1 card with the [Dragon] trait among them to the hand. Trash the
//! rest".

use super::words::{capital, cards_phrase, target_text, zone_of};
use crate::cards::ast::{Destination, Face, MoveCards, Origin, RevealCards, RevealRest, Side, StackEnd, Subject};
use fuda_kernel::lang::Filter;

/// "the top card" / "the top 3 cards" of a zone.
fn top(count: u8, zone: &str) -> String {
    match count {
        1 => format!("the top card of {zone}"),
        n => format!("the top {n} cards of {zone}"),
    }
}

/// Which cards a move takes, and from where.
fn what(m: &MoveCards) -> String {
    let cards = || cards_phrase(&m.filter, Some(m.count), m.up_to, "card");
    match &m.from {
        Origin::Hand => format!("{} from your hand", cards()),
        Origin::Trash => format!("{} from your trash", cards()),
        Origin::DeckTop(side) => top(m.count, &zone_of(*side, "deck")),
        Origin::SecurityTop(side) => top(m.count, &zone_of(*side, "security")),
        Origin::Sources(of) => {
            let cards = if m.filter == Filter::default() {
                let up_to = if m.up_to { "up to " } else { "" };
                let plural = if m.count == 1 { "" } else { "s" };
                format!("{up_to}{} digivolution card{plural}", m.count)
            } else {
                cards().replace(" card", " digivolution card")
            };
            format!("{cards} of {}", target_text(of))
        }
        Origin::TopCard(of) => format!("the top card of {}", target_text(of)),
    }
}

/// The owner's zone: "your" for your own cards, "its owner's" when they may be the opponent's.
fn owners(m: &MoveCards) -> &'static str {
    match &m.from {
        Origin::DeckTop(Side::Own) | Origin::SecurityTop(Side::Own) | Origin::Hand | Origin::Trash => "your",
        Origin::DeckTop(_) | Origin::SecurityTop(_) | Origin::Sources(_) | Origin::TopCard(_) => "its owner's",
    }
}

/// "as the bottom digivolution card of 1 of your Digimon", "face down under 1 of your Tamers".
fn under(onto: &crate::cards::ast::Target, end: StackEnd, face: Face) -> String {
    let face = match face {
        Face::Up => "",
        Face::Down => " face down",
    };
    let onto_text = target_text(onto);
    match (onto.subject, end) {
        (Subject::Tamer, StackEnd::Bottom) => format!("{face} under {onto_text}"),
        (_, StackEnd::Bottom) => format!("{face} as the bottom digivolution card of {onto_text}"),
        (_, StackEnd::Top) => format!("{face} as the top digivolution card of {onto_text}"),
    }
}

/// A move in words.
pub fn move_text(m: &MoveCards) -> String {
    let what = what(m);
    let owners = owners(m);
    let s = match &m.to {
        Destination::Hand => format!("add {what} to {owners} hand"),
        Destination::Trash => format!("trash {what}"),
        Destination::DeckTop => format!("place {what} on top of {owners} deck"),
        Destination::DeckBottom => format!("return {what} to the bottom of {owners} deck"),
        Destination::DeckShuffled => format!("shuffle {what} into {owners} deck"),
        Destination::SecurityTop(Face::Down) => format!("place {what} face down on top of {owners} security"),
        Destination::SecurityTop(Face::Up) => format!("place {what} face up on top of {owners} security"),
        Destination::SecurityBottom => format!("place {what} at the bottom of {owners} security"),
        Destination::Under { onto, end, face } => format!("place {what}{}", under(onto, *end, *face)),
    };
    let s = capital(&s);
    match &m.bind {
        Some(slot) => format!("{s} (the \"{slot}\" cards)"),
        None => s,
    }
}

/// A reveal in words.
pub fn reveal_text(r: &RevealCards) -> String {
    let takes = match r.same_filter() {
        Some(f) => {
            let n = u8::try_from(r.take.len()).unwrap_or(u8::MAX);
            cards_phrase(f, Some(n), true, "card")
        }
        None => {
            let each: Vec<String> = r.take.iter().map(|f| cards_phrase(f, Some(1), false, "card")).collect();
            match each.split_last() {
                Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
                _ => each.join(""),
            }
        }
    };
    let to = match &r.to {
        Destination::Hand => "to the hand".to_string(),
        Destination::Trash => "to the trash".to_string(),
        Destination::DeckTop | Destination::DeckShuffled => "to the deck".to_string(),
        Destination::DeckBottom => "to the bottom of the deck".to_string(),
        Destination::SecurityTop(Face::Down) => "face down on top of your security".to_string(),
        Destination::SecurityTop(Face::Up) => "face up on top of your security".to_string(),
        Destination::SecurityBottom => "at the bottom of your security".to_string(),
        Destination::Under { onto, end, face } => under(onto, *end, *face).trim_start().to_string(),
    };
    let verb = match r.to {
        Destination::Hand => "Add",
        _ => "Place",
    };
    let rest = match r.rest {
        RevealRest::Bottom => "Return the rest to the bottom of the deck",
        RevealRest::Trash => "Trash the rest",
    };
    let bind = r.bind.as_ref().map(|slot| format!(" (the \"{slot}\" cards)")).unwrap_or_default();
    format!("Reveal {}. {verb} {takes} among them {to}{bind}. {rest}", top(r.count, "your deck"))
}
