//! A definition rendered back as card text, so a reader sees what the engine thinks a card is.

use super::ast::condition::{ZxAmount, amount_words, cond_words};
use super::effect::{EventEffect, Phase, Pile, Side, UnitAct};
use super::{CardDef, Cost};
use fuda_kernel::lang::Amount;

fn side_words(side: Side) -> &'static str {
    match side {
        Side::You => "your",
        Side::Opponent => "your opponent's",
        Side::Any => "a",
    }
}

/// What an effect does to a chosen Z/X, in words.
pub fn act_words(act: UnitAct) -> String {
    match act {
        UnitAct::Destroy => "destroy it".to_string(),
        UnitAct::Sleep => "sleep it".to_string(),
        UnitAct::Reboot => "reboot it".to_string(),
        UnitAct::Power(n) if n >= 0 => format!("it gets +{n} power until end of turn"),
        UnitAct::Power(n) => format!("it gets {n} power until end of turn"),
        UnitAct::Damage(n) => format!("deal it {n} damage"),
        UnitAct::Remove => "remove it".to_string(),
        UnitAct::ToHand => "return it to its owner's hand".to_string(),
        UnitAct::ToTrash => "put it into its owner's trash".to_string(),
        UnitAct::ToCharge => "put it into its owner's Charge".to_string(),
        UnitAct::ToDeckBottom => "put it on the bottom of its owner's deck".to_string(),
    }
}

/// What an effect does to several chosen Z/X, in words.
fn acts_words(act: UnitAct) -> String {
    match act {
        UnitAct::Power(n) if n >= 0 => format!("they get +{n} power until end of turn"),
        UnitAct::Power(n) => format!("they get {n} power until end of turn"),
        UnitAct::Damage(n) => format!("deal each {n} damage"),
        UnitAct::ToHand => "return them to their owners' hands".to_string(),
        UnitAct::ToTrash => "put them into their owners' trash".to_string(),
        UnitAct::ToCharge => "put them into their owners' Charge".to_string(),
        UnitAct::ToDeckBottom => "put them on the bottom of their owners' decks".to_string(),
        other => act_words(other).replace(" it", " them"),
    }
}

/// "Choose N of", "Choose up to N of", or for a read amount "Choose as many of … as" with the
/// amount after the noun; and whether one thing is chosen.
fn choose_words(count: &ZxAmount, up_to: bool, what: &str) -> (String, bool) {
    match (count.as_num(), up_to) {
        (Some(1), false) => (format!("Choose 1 {what}"), true),
        (Some(n), false) => (format!("Choose {n} {what}"), false),
        (Some(n), true) => (format!("Choose up to {n} {what}"), false),
        (None, up) => {
            let up = if up { "up to " } else { "" };
            (format!("Choose {up}as many {what} as {}", amount_words(count)), false)
        }
    }
}

fn list_text(effects: &[EventEffect]) -> String {
    let text: Vec<String> = effects.iter().map(effect_text).collect();
    lower_first(&text.join(" "))
}

fn lower_first(s: &str) -> String {
    let mut chars = s.chars();
    chars.next().map(|c| c.to_lowercase().chain(chars).collect()).unwrap_or_default()
}

/// One effect in words.
pub fn effect_text(effect: &EventEffect) -> String {
    match effect {
        EventEffect::Draw(Amount::Num(1)) => "Draw a card.".to_string(),
        EventEffect::Draw(n) => format!("Draw {} cards.", amount_words(n)),
        EventEffect::Damage { amount, side } => {
            format!("Choose 1 of {} Z/X on a square, and deal it {} damage.", side_words(*side), amount_words(amount))
        }
        EventEffect::Charge(Amount::Num(1)) => "Put the top card of your deck into your Charge.".to_string(),
        EventEffect::Charge(n) => format!("Put the top {} cards of your deck into your Charge.", amount_words(n)),
        EventEffect::Choose { side, filter, act, count, up_to, bind } => {
            let zx = crate::cards::ast::filter::noun_words(filter, "Z/X");
            let named = bind.as_ref().map(|b| format!(" (“{b}”)")).unwrap_or_default();
            let what = format!("of {} {zx} on a square", side_words(*side));
            let (choose, one) = choose_words(count, *up_to, &what);
            let act = if one { act_words(*act) } else { acts_words(*act) };
            format!("{choose}{named}, and {act}.")
        }
        EventEffect::If { cond, then, otherwise } if otherwise.is_empty() => {
            format!("If {}, {}", cond_words(cond), list_text(then))
        }
        EventEffect::If { cond, then, otherwise } => {
            format!("If {}, {} Otherwise, {}", cond_words(cond), list_text(then), list_text(otherwise))
        }
        EventEffect::May(effects) => format!("You may {}", list_text(effects)),
        EventEffect::Repeat { times, effects } => {
            format!("Do this {} times: {}", amount_words(times), list_text(effects))
        }
        EventEffect::That { slot, act } => format!("For “{slot}”: {}.", act_words(*act)),
        EventEffect::Distribute { damage, side, filter, count } => {
            let zx = crate::cards::ast::filter::noun_words(filter, "Z/X");
            format!(
                "Choose up to {} of {} {zx} on a square, and distribute {} damage among them, at least 1 each.",
                amount_words(count),
                side_words(*side),
                amount_words(damage)
            )
        }
        EventEffect::Move { from, to, count, up_to, filter, bind } => {
            let one = count.as_num() == Some(1) && !up_to;
            let cards = crate::cards::ast::filter::noun_words(filter, if one { "card" } else { "cards" });
            let named = bind.as_ref().map(|b| format!(" (“{b}”)")).unwrap_or_default();
            let (choose, _) = choose_words(count, *up_to, &format!("{cards} in your {}", from.word()));
            let (it, them) = if one { ("it", "it") } else { ("them", "each") };
            match to {
                Pile::Square => format!("{choose}{named}, and have {them} appear on a square in Reboot."),
                Pile::Deck => format!("{choose}{named}, and put {it} on the bottom of your deck."),
                to => format!("{choose}{named}, and put {it} into your {}.", to.word()),
            }
        }
        EventEffect::Modes { pick, modes } => {
            let list: Vec<String> =
                modes.iter().enumerate().map(|(i, m)| format!("({}) {}", i + 1, list_text(m))).collect();
            format!("Choose {pick} of these, each once, and do them in the order chosen: {}", list.join(" "))
        }
        EventEffect::LifeDecrease(Amount::Num(1)) => {
            "Your Life decreases by 1: put its top card into your Charge.".to_string()
        }
        EventEffect::LifeDecrease(n) => {
            format!("Your Life decreases by {0}: put its top {0} cards into your Charge.", amount_words(n))
        }
        EventEffect::Recover(n) => format!("Recover {}.", amount_words(n)),
        EventEffect::Ignite => "Ignite.".to_string(),
        EventEffect::Reveal { from, filter, bind } => {
            let card = crate::cards::ast::filter::noun_words(filter, "card");
            let named = bind.as_ref().map(|b| format!(" (“{b}”)")).unwrap_or_default();
            format!("Choose 1 {card} in your {}{named}, and reveal it.", from.word())
        }
        EventEffect::Shuffle => "Shuffle your deck.".to_string(),
        EventEffect::PlayThat(slot) => format!("Play “{slot}”, paying its cost."),
        EventEffect::StartPhase(Phase::End) => "Start the end phase.".to_string(),
        EventEffect::Igob(name) => format!("IGOB: become a Z/X whose name contains “{name}”."),
        EventEffect::Delayed(d) => {
            let effects: Vec<String> = d.effects.iter().map(effect_text).collect();
            format!("The next time {}, {}", d.on.words(), lower_first(&effects.join(" ")))
        }
        EventEffect::Unison(name) => format!("Unison with a Z/X from your hand whose name contains “{name}”."),
        EventEffect::UntilEndOfTurn { whom, filter, changes } => {
            let changes: Vec<String> = changes.iter().map(|c| c.words()).collect();
            format!("Until end of turn, {} get {}.", whom.words(filter), changes.join(" and "))
        }
        EventEffect::EachChooses { from, to, count } => format!(
            "Each player, the turn player first, chooses {} card(s) in their {}, and puts them into their {}.",
            amount_words(count),
            from.word(),
            to.word()
        ),
        other => super::objects::effect_words(other).unwrap_or_default(),
    }
}

/// Effects in words, one after another.
pub fn effects_text(effects: &[EventEffect]) -> String {
    effects.iter().map(effect_text).collect::<Vec<_>>().join(" ")
}

/// The card's full text: name, type line, numbers, keywords, effects and flavour.
pub fn card_text(def: &CardDef) -> String {
    let mut lines = vec![format!("{} ({})", def.name, def.id)];
    let mut head = vec![def.kind.tag().to_string(), def.colours.words()];
    if def.token {
        head.insert(0, "TOKEN".to_string());
    }
    match def.cost {
        Some(Cost::Points(n)) => head.push(format!("cost {n}")),
        Some(Cost::Infinite) => head.push("cost ∞".to_string()),
        None => {}
    }
    if let Some(p) = def.power {
        head.push(format!("power {p}"));
    }
    if !def.races.is_empty() {
        head.push(def.races.iter().map(|r| format!("[{r}]")).collect::<Vec<_>>().join(""));
    }
    if def.ignition() {
        head.push("Ignition".to_string());
    }
    if let Some(n) = def.shield {
        head.push(format!("shield {n}"));
    }
    lines.push(head.join(" · "));
    if let Some(subtext) = &def.subtext {
        lines.push(super::subtext::words(subtext));
    }
    if !def.subtext_names.is_empty() {
        lines.push(format!("Also named: {}", def.subtext_names.join(", ")));
    }
    if let Some(name) = &def.player_name {
        lines.push(format!("Player name: {name}"));
    }
    for k in &def.keywords {
        lines.push(k.words());
    }
    for e in &def.effects {
        lines.push(effect_text(e));
    }
    for a in &def.abilities {
        lines.push(a.text());
    }
    if let Some(date) = def.expires {
        lines.push(format!("Usable until {}", String::from(date)));
    }
    if let Some(f) = &def.flavour {
        lines.push(format!("“{f}”"));
    }
    lines.join("\n")
}
