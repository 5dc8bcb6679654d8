//! Moves and reveals in words, as actions and as cost steps: "Trash the top 2 cards of both
//! players' decks", "By trashing 1 card from your hand", "Place 1 yellow
//! card from your hand face down on top of your security", "Reveal the top 4 cards of your
//! deck. Add 1 Tamer card and 1 card with the [Dragon] trait among them to the hand. Trash the
//! rest".

use super::words::{capital, cards_phrase, target_text, zone_of};
use crate::cards::ast::{
    Destination, Face, MoveCards, Origin, RevealCards, RevealRest, Side, StackEnd, Subject, Target,
};
use fuda_kernel::lang::Filter;

/// "the top card" / "the bottom 3 cards" of a zone.
fn end_cards(end: &str, count: u8, zone: &str) -> String {
    match count {
        1 => format!("the {end} card of {zone}"),
        n => format!("the {end} {n} cards of {zone}"),
    }
}

/// "the top card" / "the top 3 cards" of a zone.
fn top(count: u8, zone: &str) -> String {
    end_cards("top", count, zone)
}

/// Which cards a move takes, and from where.
fn what(m: &MoveCards) -> String {
    // "1 card", as cards count in card text, rather than "a card".
    let cards = || {
        let phrase = cards_phrase(&m.filter, Some(m.count), m.up_to, "card");
        phrase.strip_prefix("a ").map_or(phrase.clone(), |rest| format!("1 {rest}"))
    };
    match &m.from {
        Origin::Hand => format!("{} from your hand", cards()),
        Origin::Trash => format!("{} from your trash", cards()),
        Origin::DeckTop(side) => top(m.count, &zone_of(*side, "deck")),
        Origin::SecurityTop(side) => top(m.count, &zone_of(*side, "security")),
        Origin::SecurityBottom(side) => end_cards("bottom", m.count, &zone_of(*side, "security")),
        Origin::SecurityTopOrBottom => end_cards("top or bottom", 1, "your security"),
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
        Origin::DeckTop(Side::Own)
        | Origin::SecurityTop(Side::Own)
        | Origin::SecurityBottom(Side::Own)
        | Origin::SecurityTopOrBottom
        | Origin::Hand
        | Origin::Trash => "your",
        Origin::DeckTop(_)
        | Origin::SecurityTop(_)
        | Origin::SecurityBottom(_)
        | Origin::Sources(_)
        | Origin::TopCard(_) => "its owner's",
    }
}

/// "as the bottom digivolution card of 1 of your Digimon", "face down under 1 of your Tamers".
fn under(onto: &Target, end: StackEnd, face: Face) -> String {
    let face = face_text(face);
    let onto_text = target_text(onto);
    match (onto.subject, end) {
        (Subject::Tamer, StackEnd::Bottom) => format!("{face} under {onto_text}"),
        (_, StackEnd::Bottom) => format!("{face} as the bottom digivolution card of {onto_text}"),
        (_, StackEnd::Top) => format!("{face} as the top digivolution card of {onto_text}"),
    }
}

fn face_text(face: Face) -> &'static str {
    match face {
        Face::Up => "",
        Face::Down => " face down",
    }
}

/// How a move's verb is written: "Trash …" as an action, "trashing …" as a cost step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mood {
    /// An action: "trash".
    Imperative,
    /// A cost step, after "By": "trashing".
    Gerund,
}

/// A move in words, an action's.
pub fn move_text(m: &MoveCards) -> String {
    capital(&move_phrase(m, Mood::Imperative))
}

/// A move in words, uncapitalised: "trash 1 card from your hand", "returning 2 cards from your
/// trash to the bottom of your deck".
pub fn move_phrase(m: &MoveCards, mood: Mood) -> String {
    let what = what(m);
    let owners = owners(m);
    let verb = |base: &str, ing: &str| match mood {
        Mood::Imperative => base.to_string(),
        Mood::Gerund => ing.to_string(),
    };
    let (place, trash, ret) = (verb("place", "placing"), verb("trash", "trashing"), verb("return", "returning"));
    let s = match &m.to {
        Destination::Hand => format!("{} {what} to {owners} hand", verb("add", "adding")),
        Destination::Trash => format!("{trash} {what}"),
        Destination::DeckTop => format!("{place} {what} on top of {owners} deck"),
        Destination::DeckBottom => format!("{ret} {what} to the bottom of {owners} deck"),
        Destination::DeckShuffled => format!("{} {what} into {owners} deck", verb("shuffle", "shuffling")),
        Destination::SecurityTop(Face::Down) => format!("{place} {what} face down on top of {owners} security"),
        Destination::SecurityTop(Face::Up) => format!("{place} {what} face up on top of {owners} security"),
        Destination::SecurityBottom => format!("{place} {what} at the bottom of {owners} security"),
        // A cost's place: "under this card", be it a Digimon or a Tamer (4-3-2).
        Destination::Under { onto, end: StackEnd::Bottom, face } if *onto == Target::this() => {
            format!("{place} {what}{} under this card", face_text(*face))
        }
        Destination::Under { onto, end, face } => format!("{place} {what}{}", under(onto, *end, *face)),
    };
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
