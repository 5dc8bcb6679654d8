//! A definition rendered back as card text, so a reader sees what the engine thinks a card is.

use super::effect::{EventEffect, Side, UnitAct};
use super::{CardDef, Cost};

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
    }
}

/// One effect in words.
pub fn effect_text(effect: &EventEffect) -> String {
    match effect {
        EventEffect::Draw(1) => "Draw a card.".to_string(),
        EventEffect::Draw(n) => format!("Draw {n} cards."),
        EventEffect::Damage { amount, side } => {
            format!("Choose 1 of {} Z/X on a square, and deal it {amount} damage.", side_words(*side))
        }
        EventEffect::Charge(1) => "Put the top card of your deck into your Charge.".to_string(),
        EventEffect::Charge(n) => format!("Put the top {n} cards of your deck into your Charge."),
        EventEffect::Choose { side, filter, act } => {
            let zx = crate::cards::ast::filter::noun_words(filter, "Z/X");
            format!("Choose 1 of {} {zx} on a square, and {}.", side_words(*side), act_words(*act))
        }
    }
}

/// The card's full text: name, type line, numbers, keywords, effects and flavour.
pub fn card_text(def: &CardDef) -> String {
    let mut lines = vec![format!("{} ({})", def.name, def.id)];
    let mut head = vec![def.kind.tag().to_string(), def.colours.words()];
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
    lines.push(head.join(" · "));
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
    if let Some(f) = &def.flavour {
        lines.push(format!("“{f}”"));
    }
    lines.join("\n")
}
