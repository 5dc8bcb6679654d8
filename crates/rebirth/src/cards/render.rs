//! A card's full text from its definition, as `fuda cards show` prints it.

use super::{CardDef, CardType, ability};

/// The card's text: name and type, cost, attributes, ATK/DEF, work, keywords, abilities and flavour.
pub fn card_text(def: &CardDef) -> String {
    let mut out = format!("{} [{}] {}", def.id, def.kind.code(), def.name);
    if def.kind != CardType::Partner {
        out.push_str(&format!("\nCost {}", def.cost));
    }
    if !def.attributes.is_empty() {
        out.push_str(&format!("\nAttributes: {}", def.attributes.join(", ")));
    }
    if def.is_character() {
        out.push_str(&format!("\nATK {} / DEF {}", def.atk, def.def));
    }
    out.push_str(&format!("\nWork: {}", def.work));
    for k in &def.keywords {
        out.push('\n');
        out.push_str(&ability::render::keyword_line(k));
    }
    for a in &def.abilities {
        out.push('\n');
        out.push_str(&ability::render::ability_text(a));
    }
    if let Some(f) = &def.flavour {
        out.push_str(&format!("\n\"{f}\""));
    }
    out
}
