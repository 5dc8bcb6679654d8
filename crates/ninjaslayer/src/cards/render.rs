//! A card's text in English, rendered from its definition.

use super::CardDef;
use super::ast::{Ability, Action, Effect, Keyword, Kind, Side, Target, Trigger, Ukemi};
use super::event::When;
use super::lang_text::{
    amount_text, card_phrase, cond_text, noun_and_phrases, number_text, pattern_text, pick_text, slot_text,
};

/// A target in words ("1 of your opponent's characters with cost 3 or less").
pub fn target_text(t: &Target) -> String {
    if t.this {
        return "this character".to_string();
    }
    if t.in_space {
        let what = match t.kind() {
            Some(Kind::Kotodama) => "kotodama card",
            Some(Kind::Character) => "character card",
            None => "card",
        };
        let whose = match t.side {
            Side::Own => "you entered",
            Side::Opponent => "your opponent entered",
            Side::Any => "in the Kotodama space",
        };
        return if t.side == Side::Any {
            format!("1 {what} {whose}")
        } else {
            format!("1 {what} {whose} that waits in the Kotodama space")
        };
    }
    let (adjectives, _, rest) = noun_and_phrases(&t.which, true);
    let whose = match t.side {
        Side::Own => format!("your {adjectives}characters"),
        Side::Opponent => format!("your opponent's {adjectives}characters"),
        Side::Any => format!("the {adjectives}characters on the field"),
    };
    let how_many = match (t.count(), t.up_to) {
        (1, _) => "1".to_string(),
        (n, true) => format!("up to {n}"),
        (n, false) => n.to_string(),
    };
    if rest.is_empty() { format!("{how_many} of {whose}") } else { format!("{how_many} of {whose} {rest}") }
}

/// A cost made of processes, in the written order (1203.4): "pays 1 ether, then discards …".
pub fn cost_text(cost: &[Action]) -> String {
    let parts: Vec<String> = cost.iter().map(|a| lower_first(&action_text(a))).collect();
    parts.join(", then ")
}

/// A delayed triggered ability in words (1209.7).
pub fn delayed_text(actions: &[Action]) -> String {
    let done: Vec<String> = actions.iter().map(|a| lower_first(&action_text(a))).collect();
    format!("At the end of this turn, {}", done.join(" and "))
}

/// A sentence continued after a comma.
fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_lowercase().chain(chars).collect()).unwrap_or_default()
}

/// A sentence begun with a phrase.
fn upper_first(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

fn action_text(a: &Action) -> String {
    match a {
        Action::Draw(n) => match number_text(n) {
            (n, None) => format!("Draw {n}"),
            (x, Some(being)) => format!("Draw {x}{being}"),
        },
        Action::Set { karate, durability } => {
            let mut parts = Vec::new();
            if let Some(k) = karate {
                parts.push(format!("its Karate becomes {k}"));
            }
            if let Some(d) = durability {
                parts.push(format!("its durability becomes {d}"));
            }
            format!("This turn, {}", parts.join(" and "))
        }
        Action::PutOnDeck => "Put them on top of their owners' decks in the order each owner chooses".into(),
        Action::AtTurnEnd(actions) => delayed_text(actions),
        Action::Reveal(x) => format!("Reveal 1 {} from your hand", card_phrase(&x.which, card_noun(x.kind()))),
        Action::ChooseThen { target, actions } => {
            let done: Vec<String> = actions.iter().map(action_text).collect();
            format!("Then choose {}. {}", target_text(target), done.join(". "))
        }
        Action::Distribute(n) => format!("Deal {n} damage divided as you choose among them, at least 1 each"),
        Action::Damage(n) => {
            let (n, being) = number_text(n);
            format!("Deal {n} damage to it{}", being.unwrap_or_default())
        }
        Action::DamageOpponent(n) => {
            let (n, being) = number_text(n);
            format!("Deal {n} damage to your opponent{}", being.unwrap_or_default())
        }
        Action::DamageYou(n) => {
            let (n, being) = number_text(n);
            format!("Deal {n} damage to yourself{}", being.unwrap_or_default())
        }
        Action::If(x) => {
            let then: Vec<String> = x.then.iter().map(|a| lower_first(&action_text(a))).collect();
            let mut text = format!("If {}, {}", cond_text(&x.cond), then.join(", then "));
            if !x.otherwise.is_empty() {
                let otherwise: Vec<String> = x.otherwise.iter().map(|a| lower_first(&action_text(a))).collect();
                text.push_str(&format!("; otherwise, {}", otherwise.join(", then ")));
            }
            text
        }
        Action::Bind(s) => format!("Call that {}", slot_text(s)),
        Action::On(on) => {
            let done: Vec<String> = on.actions.iter().map(|a| lower_first(&action_text(a))).collect();
            format!("To {}: {}", slot_text(&on.slot), done.join(", then "))
        }
        Action::Choose(p) => format!("Choose {}", pick_text(p)),
        Action::PutIntoHand(p) => {
            let whose = if p.from.side == Side::Own { "your hand" } else { "their owners' hands" };
            format!("Put {} into {whose}", pick_text(p))
        }
        Action::PayEther(n) => format!("Pay {n} ether"),
        Action::DamageChosen(d) => {
            let them = if d.count == 1 { "it" } else { "each of them" };
            format!("Choose {} and deal {} damage to {them}", pick_text(&d.pick()), d.amount)
        }
        Action::OjigiCards(p) => {
            let them = if p.count == 1 { "it" } else { "them" };
            format!("Choose {} and ojigi {them}", pick_text(p))
        }
        Action::EachPlayer(actions) => {
            let done: Vec<String> = actions.iter().map(|a| lower_first(&action_text(a))).collect();
            format!("Each player, the turn player first: {}", done.join(", then "))
        }
        Action::ActAs(_) => String::new(),
        Action::Mill(m) => {
            let (n, being) = number_text(&m.count);
            let whose = match m.side {
                Side::Own => "your deck into your Ohigan",
                Side::Opponent => "your opponent's deck into their Ohigan",
                Side::Any => "each player's deck into their Ohigan",
            };
            let cards = if n == "1" { "card" } else { "cards" };
            format!("Put the top {n} {cards} of {whose}{}", being.unwrap_or_default())
        }
        Action::Kill => "Kill it".into(),
        Action::ReturnToHand => "Return it to its owner's hand".into(),
        Action::Buff { karate, durability, until } => {
            let (k, kx) = signed_text(karate, "X");
            let (d, dx) = signed_text(durability, "Y");
            let being: String = kx.into_iter().chain(dx).collect();
            match until {
                crate::cards::ast::Duration::ThisTurn => format!("It gets {k}/{d} this turn{being}"),
                crate::cards::ast::Duration::ThisIkusa => format!("It gets {k}/{d} this ikusa{being}"),
                crate::cards::ast::Duration::YourNextTurn => format!("During your next turn, it gets {k}/{d}{being}"),
                crate::cards::ast::Duration::OpponentsNextTurn => {
                    format!("During your opponent's next turn, it gets {k}/{d}{being}")
                }
                crate::cards::ast::Duration::Permanent => format!("It gets {k}/{d}{being}"),
            }
        }
        Action::BuffAll(x) => {
            let (adjectives, _, rest) = noun_and_phrases(&x.which, true);
            let whose = match x.side {
                Side::Own => "your ",
                Side::Opponent => "your opponent's ",
                Side::Any => "",
            };
            let with = if rest.is_empty() { String::new() } else { format!(" {rest}") };
            format!("All {whose}{adjectives}characters{with} get {:+}/{:+} this turn", x.karate, x.durability)
        }
        Action::Recover(n) => format!("Recover {n}"),
        Action::Ojigi => "Ojigi it".into(),
        Action::Untap => "Antai-Ojigi it".into(),
        Action::Discard(1) => "Choose 1 card of your hand and discard it".to_string(),
        Action::Discard(n) => format!("Choose {n} cards of your hand and discard them"),
        Action::Exclude => "Exclude it".into(),
        Action::Search(x) => {
            let to = |one: &str, many: &str| match x.to {
                crate::cards::ast::SearchTo::Hand => format!("put {one} into your hand"),
                crate::cards::ast::SearchTo::Ambush => format!("ambush {many}"),
            };
            if x.count == 1 {
                let what = card_phrase(&x.which, card_noun(x.kind()));
                return format!(
                    "Search your deck for 1 {what}, reveal it and {}, then shuffle your deck",
                    to("it", "it")
                );
            }
            let what = card_phrase(&x.which, &format!("{}s", card_noun(x.kind())));
            let total = x.total_cost.map(|t| format!(" with a total cost of {t} or less")).unwrap_or_default();
            format!(
                "Search your deck for up to {} {what}{total}, reveal them and {}, then shuffle your deck",
                x.count,
                to("them", "them")
            )
        }
        Action::Counter => "Counter it".into(),
        Action::TakeControl => "Gain control of it this turn".into(),
        Action::Jitsu(n) => format!("Jitsu: {n}"),
        Action::Ambush(a) => {
            let zone = match a.zone {
                crate::cards::ast::AmbushZone::Ohigan => "your Ohigan",
                crate::cards::ast::AmbushZone::Hand => "your hand",
                crate::cards::ast::AmbushZone::Ether => "your Ether zone",
            };
            format!("Choose 1 {} in {zone} and ambush it", card_phrase(&a.which, "character"))
        }
        Action::May { cost, then } => {
            let cost: Vec<String> = cost.iter().map(|a| lower_first(&action_text(a))).collect();
            let then: Vec<String> = then.iter().map(action_text).collect();
            format!("You may {} to: {}", cost.join(" and "), then.join(". "))
        }
    }
}

/// A change of a number as printed ("+2", "-1"), or a letter with what it is.
fn signed_text(a: &crate::cards::lang::NsAmount, letter: &str) -> (String, Option<String>) {
    match a.as_num() {
        Some(n) => (format!("{n:+}"), None),
        None => (format!("+{letter}"), Some(format!(", {letter} being {}", amount_text(a)))),
    }
}

/// An effect in words.
pub fn effect_text(e: &Effect) -> String {
    if !e.modes.is_empty() {
        let modes: Vec<String> = e.modes.iter().map(|m| format!("• {}", effect_text(m))).collect();
        return format!("Choose one — {}", modes.join(" "));
    }
    let mut parts: Vec<String> = Vec::new();
    if let Some(t) = &e.target {
        parts.push(format!("Choose {}", target_text(t)));
    }
    parts.extend(e.actions.iter().map(action_text));
    match &e.cond {
        Some(c) => format!("If {}: {}.", cond_text(c), parts.join(". ")),
        None => format!("{}.", parts.join(". ")),
    }
}

/// 注釈文 (209.5): the reminder printed after a keyword; it explains the rules and is not rules
/// text.
fn reminder(k: Keyword) -> &'static str {
    match k {
        Keyword::Interrupt => {
            " (Once per turn, when an opponent's character aisatsus you, you may have it aisatsu this instead.)"
        }
        Keyword::InterruptKaizen => {
            " (Once per turn, when an opponent's character aisatsus you or another of your characters, you may have it aisatsu this instead.)"
        }
        Keyword::Satsubatsu => {
            " (At the end of an ikusa damage step in which this was aisatsu'd, kill 1 character that aisatsu'd it this turn.)"
        }
        Keyword::Unredirectable => "",
    }
}

/// 「(名称)—」 before an ability (209.6, 210.2).
fn named(name: Option<&String>, text: String) -> String {
    match name {
        Some(n) => format!("■{n} — {}", text.trim_start_matches('■')),
        None => text,
    }
}

/// A keyword ability as printed.
pub fn keyword_text(k: Keyword) -> &'static str {
    match k {
        Keyword::Interrupt => "■Interrupt",
        Keyword::InterruptKaizen => "■Interrupt Kaizen",
        Keyword::Unredirectable => "■This card's aisatsu is not changed by Interrupt or Interrupt Kaizen.",
        Keyword::Satsubatsu => "■Satsubatsu",
    }
}

/// A ■ ability in words.
pub fn ability_text(a: &Ability) -> String {
    match a {
        Ability::Triggered(t) => {
            let printed = match &t.when {
                When::Printed(printed) => *printed,
                When::Event(p) => {
                    let limit = t
                        .per_turn
                        .map(|n| format!(" This ability triggers only {n} time(s) per turn."))
                        .unwrap_or_default();
                    return format!("■{}, {}{limit}", pattern_text(p), lower_first(&effect_text(&t.effect)));
                }
            };
            let when = match printed {
                Trigger::Enters => "When this is entered",
                Trigger::Appears => "When this appears",
                Trigger::Aisatsus => "When this aisatsus",
                Trigger::Killed => "When this is killed",
                Trigger::KilledInIkusa => "When this is killed in ikusa",
                Trigger::ReceivesDamage => "When this receives damage",
                Trigger::YourTurnStart => "At the start of your turn",
                Trigger::YourTurnEnd => "At the end of your turn",
                Trigger::Bows => "When this bows",
                Trigger::Untaps => "When this is untapped",
                Trigger::HandEmpty => "When you have no cards in your hand",
                Trigger::YourCharacterKilled => "When one of your characters is killed",
            };
            let limit =
                t.per_turn.map(|n| format!(" This ability triggers only {n} time(s) per turn.")).unwrap_or_default();
            let hand = if t.from_hand { "(In your hand: reveal this to trigger) " } else { "" };
            format!("■{hand}{when}, {}{limit}", lower_first(&effect_text(&t.effect)))
        }
        Ability::Activated(x) => {
            // The written order is the order of payment (1203.4): the bow, then the ether.
            let mut cost = Vec::new();
            if x.cost.ojigi_this {
                cost.push("Ojigi this".to_string());
            }
            if x.cost.ether > 0 {
                cost.push(format!("Pay {} ether", x.cost.ether));
            }
            if !x.cost.pay.is_empty() {
                let rest = cost_text(&x.cost.pay);
                cost.push(if cost.is_empty() { upper_first(&rest) } else { rest });
            }
            let cost = if cost.is_empty() { "0".to_string() } else { cost.join(", ") };
            format!("■{cost}: {}", effect_text(&x.effect))
        }
        Ability::Replace(r) => {
            let when = match r.event {
                crate::cards::ast::ReplacedEvent::ThisKilled => "If this would be killed",
                crate::cards::ast::ReplacedEvent::YourOtherKilled => "If another of your characters would be killed",
                crate::cards::ast::ReplacedEvent::YourDiscard => "If you would discard a card",
                crate::cards::ast::ReplacedEvent::ThisDealtDamage => "If this would be dealt damage",
                crate::cards::ast::ReplacedEvent::YouDealtDamage => "If you would be dealt damage",
                crate::cards::ast::ReplacedEvent::OpponentDealtDamage => "If your opponent would be dealt damage",
            };
            let instead = match r.instead {
                crate::cards::ast::Instead::ReturnToHand => "return it to its owner's hand".to_string(),
                crate::cards::ast::Instead::Exclude => "exclude it".to_string(),
                crate::cards::ast::Instead::Endure => "its damage becomes 0 and it bows".into(),
                crate::cards::ast::Instead::Reduce(n) => format!("it is dealt {n} less"),
                crate::cards::ast::Instead::Double => "twice that damage is dealt".into(),
                crate::cards::ast::Instead::Redirect => "the other player is dealt that damage".into(),
            };
            let may = if r.optional { "you may instead: " } else { "instead " };
            format!("■{when}, {may}{instead}.")
        }
        Ability::Cost(m) => {
            let whose = match m.side {
                Side::Own => "Your",
                Side::Opponent => "Your opponent's",
                Side::Any => "All",
            };
            let what = match m.kind {
                Some(Kind::Character) => "character cards",
                Some(Kind::Kotodama) => "kotodama cards",
                None => "cards",
            };
            let how = match m.change {
                crate::cards::ast::CostChange::Becomes(n) => format!("cost {n} to enter"),
                crate::cards::ast::CostChange::Increase(n) => format!("cost {n} more to enter"),
                crate::cards::ast::CostChange::Decrease(n) => format!("cost {n} less to enter"),
            };
            format!("■{whose} {what} {how}.")
        }
        Ability::Continuous(c) => {
            let who = match c.to {
                crate::cards::ast::Affected::This => "This".to_string(),
                crate::cards::ast::Affected::YourOthers => "Your other characters".to_string(),
                crate::cards::ast::Affected::Yours => "Your characters".to_string(),
                crate::cards::ast::Affected::Opponents => "Your opponent's characters".to_string(),
            };
            let who = match &c.attribute {
                Some(a) => format!("{who} with <{a}>"),
                None => who,
            };
            let what = match &c.grant {
                crate::cards::ast::Grant::Attribute(a) => format!("gain <{a}>"),
                crate::cards::ast::Grant::Keyword(k) => {
                    format!("gain \"{}\"", keyword_text(*k).trim_start_matches('■'))
                }
                crate::cards::ast::Grant::Stats { karate, durability } => format!("get {karate:+}/{durability:+}"),
                crate::cards::ast::Grant::LoseKeyword(k) => {
                    format!("lose \"{}\"", keyword_text(*k).trim_start_matches('■'))
                }
                crate::cards::ast::Grant::MoreDamage(n) => format!("deal {n} more damage"),
                crate::cards::ast::Grant::CannotAisatsu => "cannot aisatsu".into(),
                crate::cards::ast::Grant::CannotAisatsuPlayers => "cannot aisatsu a player".into(),
                crate::cards::ast::Grant::AisatsuCost(cost) => {
                    let (verb, whose) = if c.to == crate::cards::ast::Affected::This {
                        ("aisatsus", "its")
                    } else {
                        ("aisatsu", "their")
                    };
                    format!("{verb} only once {whose} controller pays this cost: {}", cost_text(cost))
                }
            };
            format!("■{who} {what}.")
        }
    }
}

/// The whole card as text: header, stats, keywords, kotodama ability and ukemi.
pub fn card_text(def: &CardDef) -> String {
    let kind = match def.kind {
        Kind::Character => "Character",
        Kind::Kotodama => "Kotodama",
    };
    let attributes: String = def.attributes.iter().map(|a| format!("<{a}>")).collect();
    let mut lines = vec![format!("{} [{}] {kind} · cost {} {attributes}", def.full_name(), def.id, def.cost)];
    if let (Some(k), Some(d), Some(w)) = (def.karate, def.durability, def.kousaku) {
        lines.push(format!("Karate {k} / Durability {d} / Kousaku {w}"));
    }
    lines.extend(def.keywords.iter().map(|k| format!("{}{}", keyword_text(*k), reminder(*k))));
    lines.extend(def.abilities.iter().map(|a| named(a.name(), ability_text(a))));
    if let Some(e) = &def.effect {
        lines.push(format!("▶{}", effect_text(e)));
    }
    if let Some(f) = &def.free_if {
        let who = free_if_text(&f.which);
        lines.push(format!("■If you have 1 or more {who} on your field, you may enter this without paying its cost."));
    }
    if let Some(t) = &def.tatsujin {
        let extra: Vec<String> = t.actions.iter().map(action_text).collect();
        let ether = (t.ether > 0 || t.cost.is_empty()).then(|| format!("{} ether", t.ether));
        let rest = (!t.cost.is_empty()).then(|| cost_text(&t.cost));
        let cost: Vec<String> = ether.into_iter().chain(rest).collect();
        lines.push(format!("■Tatsujin-{} (if you paid it: {}.)", cost.join(", then "), extra.join(". ")));
    }
    let ukemi_name = def.ukemi_name.as_ref().map(|n| format!("{n} — ")).unwrap_or_default();
    match &def.ukemi {
        Some(Ukemi::EnterThis) => lines.push(format!("Ukemi: {ukemi_name}This card enters!")),
        Some(Ukemi::Ability { ether: 0, effect }) => lines.push(format!("Ukemi: {ukemi_name}{}", effect_text(effect))),
        Some(Ukemi::Ability { ether, effect }) => {
            lines.push(format!("Ukemi: {ukemi_name}Pay {ether} ether: {}", effect_text(effect)));
        }
        None => {}
    }
    if let Some(f) = &def.flavour {
        lines.push(format!("“{f}”"));
    }
    if let Some(i) = &def.illustrator {
        lines.push(format!("Illus. {i}"));
    }
    lines.join("\n")
}

/// A card noun for a type: "character card", "kotodama card", "card".
fn card_noun(kind: Option<Kind>) -> &'static str {
    match kind {
        Some(Kind::Character) => "character card",
        Some(Kind::Kotodama) => "kotodama card",
        None => "card",
    }
}

/// The characters a "free if" asks for: a name alone as printed ("\"X\""), an attribute alone
/// ("a <X>"), both ("\"X\" with <Y>"), or any other filter after "characters".
fn free_if_text(f: &super::lang::NsFilter) -> String {
    use super::lang::{Is, OneOrMore};
    use fuda_kernel::lang::Filter;
    let items: Vec<&super::lang::NsFilter> = match f {
        Filter::All(items) => items.iter().collect(),
        other => vec![other],
    };
    let (mut name, mut attribute, mut other) = (None, None, false);
    for item in items {
        match item {
            Filter::Atom(Is::Name(OneOrMore::One(n))) if name.is_none() => name = Some(n),
            Filter::Atom(Is::Attribute(OneOrMore::One(a))) if attribute.is_none() => attribute = Some(a),
            _ => other = true,
        }
    }
    match (name, attribute, other) {
        (Some(n), Some(a), false) => format!("\"{n}\" with <{a}>"),
        (Some(n), None, false) => format!("\"{n}\""),
        (None, Some(a), false) => format!("a <{a}>"),
        _ => {
            let (adjectives, _, rest) = noun_and_phrases(f, true);
            if rest.is_empty() { format!("{adjectives}characters") } else { format!("{adjectives}characters {rest}") }
        }
    }
}
