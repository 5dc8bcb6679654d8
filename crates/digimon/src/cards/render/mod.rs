//! Card definitions rendered back to text, so a reader sees what the engine thinks a card does.

use super::ast::{
    Ability, Action, Affects, Buff, CardKind, CardPick, Duration, EffectZone, Keyword, LookZone, MaterialPlace,
    OptionArea, OptionFrom, PlaceFrom, Side, StackEnd, Timing, TurnScope,
};
use super::def::{CardDef, CardRule};
use super::icon::icon_text;
use fuda_kernel::lang::PerTurn;

mod cost;
mod moves;
mod pattern;
mod words;

use cost::cost_text;

pub use pattern::pattern_text;
pub use words::{ban_text, condition_text, target_text};

/// The timing icon in words.
pub fn timing_text(t: Timing) -> &'static str {
    match t {
        Timing::OnPlay => "[On Play]",
        Timing::WhenDigivolving => "[When Digivolving]",
        Timing::OnDeletion => "[On Deletion]",
        Timing::WhenAttacking => "[When Attacking]",
        Timing::EndOfAttack => "[End of Attack]",
        Timing::StartOfYourTurn => "[Start of Your Turn]",
        Timing::StartOfOpponentsTurn => "[Start of Opponent's Turn]",
        Timing::EndOfYourTurn => "[End of Your Turn]",
        Timing::EndOfOpponentsTurn => "[End of Opponent's Turn]",
        Timing::StartOfYourMainPhase => "[Start of Your Main Phase]",
        Timing::WhenMoving => "[When Moving]",
        Timing::WhenYourSecurityDecreases => "[When Your Security Decreases]",
        Timing::WhenOpponentsDigimonPlayed => "[All Turns] [When one of your opponent's Digimon is played]",
        Timing::WhenOtherOwnDigimonPlayedByEffect => {
            "[All Turns] [When another of your Digimon is played by an effect]"
        }
        Timing::TrashedFromHandByYourEffect => "[When this card is trashed from your hand by your effect]",
        Timing::WhenYourSecurityIncreases => "[All Turns] [When your security increases]",
        Timing::WhenLinking => "[When Linking]",
        Timing::WouldBePlayed => "[When this card would be played]",
        Timing::WouldBeUsed => "[When this card would be used]",
        Timing::WhenThisCardWouldDigivolve => "[When this card would digivolve]",
        Timing::Counter => "[Counter]",
        Timing::WouldBeDeleted => "[When this Digimon would be deleted]",
        Timing::WouldLeave => "[When this Digimon would leave the battle area]",
        Timing::OtherOwnWouldBeDeleted => "[When another of your Digimon would be deleted]",
        Timing::WhenOpponentsDigimonDeleted => "[All Turns] [When an Opponent's Digimon Is Deleted]",
        Timing::WhenYouWouldUseOption => "[When you would use an Option card]",
        Timing::WhenYourDigimonWouldLink => "[When a card would link to one of your Digimon]",
        Timing::WhenYourEffectAddsSources => "[When your effect adds digivolution cards to this Digimon]",
        Timing::OtherOwnSourcesWouldBeTrashed => {
            "[When an effect would trash digivolution cards of another of your Digimon]"
        }
        Timing::WhenCardPlacedInYourTrash => "[All Turns] [When a card is placed in your trash]",
        Timing::WhenYourTrashIncreases => "[All Turns] [When the cards in your trash increase]",
        Timing::DigimonPlayed => "[When a Digimon is played]",
        Timing::DigimonAttacks => "[When a Digimon attacks]",
        Timing::DigimonSuspended => "[When a Digimon or Tamer becomes suspended]",
        Timing::DigimonDigivolved => "[When a Digimon digivolves]",
        Timing::SecurityDecreases => "[When a player's security decreases]",
        Timing::DigimonWouldDigivolve => "[When a Digimon or Tamer would digivolve]",
        Timing::DigimonWouldLeave => "[When a Digimon or Tamer would leave the battle area]",
        Timing::DigimonWouldBeDeleted => "[When a Digimon would be deleted]",
        Timing::DigimonDeleted => "[When a Digimon is deleted]",
        Timing::DeletesInBattle => "[When a Digimon deletes the opposing Digimon in battle]",
        Timing::CardsTrashed => "[When cards are trashed]",
        Timing::AddedToHand => "[When cards are added to a hand by an effect]",
        Timing::TargetSwitched => "[When an attack target is switched]",
        Timing::OptionUsed => "[When a player uses an Option card]",
        Timing::DigimonLinked => "[When a Digimon links]",
        Timing::DigimonUnsuspended => "[When a Digimon or Tamer becomes active]",
        Timing::ChecksSecurity => "[When a Digimon checks a security card]",
        Timing::SourcesAdded => "[When an effect adds digivolution cards to a Digimon]",
        Timing::MovedFromBreeding => "[When a Digimon moves from the breeding area]",
        Timing::Main => "[Main]",
        Timing::Security => "[Security]",
    }
}

/// A keyword in 《》 words.
pub fn keyword_text(k: Keyword) -> String {
    match k {
        Keyword::Blocker => "<Blocker>".into(),
        Keyword::SecurityAttack(n) => format!("<Security Attack {n:+}>"),
        Keyword::Piercing => "<Piercing>".into(),
        Keyword::Rush => "<Rush>".into(),
        Keyword::Jamming => "<Jamming>".into(),
        Keyword::Reboot => "<Reboot>".into(),
        Keyword::Retaliation => "<Retaliation>".into(),
        Keyword::Evade => "<Evade>".into(),
        Keyword::ArmorPurge => "<Armor Purge>".into(),
        Keyword::Barrier => "<Barrier>".into(),
        Keyword::Fragment(n) => format!("<Fragment <{n}>>"),
        Keyword::Scapegoat => "<Scapegoat>".into(),
        Keyword::Fortitude => "<Fortitude>".into(),
        Keyword::Raid => "<Raid>".into(),
        Keyword::Alliance => "<Alliance>".into(),
        Keyword::Collision => "<Collision>".into(),
        Keyword::Iceclad => "<Iceclad>".into(),
        Keyword::Vortex => "<Vortex>".into(),
        Keyword::Execute => "<Execute>".into(),
        Keyword::Decoy(c) => format!("<Decoy ({c:?})>"),
        Keyword::Progress => "<Progress>".into(),
        Keyword::LinkPlus(n) => format!("<Link +{n}>"),
        Keyword::Training => "<Training>".into(),
        Keyword::Digisorption(n) => format!("<Digisorption -{n}>"),
        Keyword::MaterialSave(n) => format!("<Material Save {n}>"),
        Keyword::Overclock => "<Overclock>".into(),
        Keyword::Decode(c, l) => format!("<Decode ({c:?} Lv.{l})>"),
        Keyword::Partition(a, la, b, lb) => format!("<Partition ({a:?} Lv.{la} & {b:?} Lv.{lb})>"),
    }
}

/// A modification in words.
pub fn buff_text(b: &Buff) -> String {
    match b {
        Buff::Dp(n) => format!("{n:+} DP"),
        Buff::Keyword(k) => keyword_text(*k),
        Buff::CannotAttack => "\"can't attack\"".into(),
        Buff::CannotBlock => "\"can't block\"".into(),
        Buff::CanAttackActive => "\"can also attack your opponent's active Digimon\"".into(),
        Buff::CannotBeAttacked => "\"can't be attacked\"".into(),
        Buff::BaseDp(n) => format!("an original DP of {n}"),
        Buff::Name(n) => format!("the original name [{n}]"),
        Buff::Level(l) => format!("\"is also treated as Lv.{l}\""),
        Buff::PlayCost(c) => format!("\"is also treated as having a play cost of {c}\""),
        Buff::Colors(c) => {
            let names: Vec<String> = c.iter().map(|c| format!("{c:?}")).collect();
            format!("the colour {}", names.join("/"))
        }
        Buff::Unaffected => "\"unaffected by your opponent's effects\"".into(),
        Buff::DeleteDpLimit(n) => format!("{n:+} to its DP limit"),
        Buff::CannotBeSuspended => "\"can't be suspended\"".into(),
        Buff::MemoryGainOnlyByTamers => "\"can't gain memory except by Tamer effects\"".into(),
        Buff::AlsoDigimon(n) => format!("\"is also treated as a Digimon with {n} DP\""),
        Buff::IgnoreColorRequirement => "\"can be used ignoring its colour requirement\"".into(),
        Buff::CannotAttackPlayers => "\"can't attack players\"".into(),
        Buff::CannotUnsuspend => "\"doesn't unsuspend\"".into(),
        Buff::CannotBeBlocked => "\"can't be blocked\"".into(),
        Buff::AlsoColor(c) => format!("\"is also treated as {}\"", format!("{c:?}").to_lowercase()),
        Buff::Effect(g) => format!("\"{}\"", ability_text(&Ability::Triggered((*g.effect).clone()))),
        Buff::UnaffectedBy(by) => format!("\"unaffected by {}\"", unaffected_text(*by)),
        Buff::DigivolveRoute(r) => format!(
            "\"can digivolve into {} in your hand for a digivolution cost of {}\"",
            words::cards_phrase(&r.into, Some(1), false, "card"),
            r.cost
        ),
    }
}

/// Whose effects of which kind (15-15-6): "your opponent's Digimon effects".
fn unaffected_text(by: crate::cards::ast::UnaffectedBy) -> String {
    let whose = match by.side {
        Side::Own => "your ",
        Side::Opponent => "your opponent's ",
        Side::Any => "",
    };
    let kind = match by.kind {
        None => "",
        Some(crate::cards::ast::EffectKind::Digimon) => "Digimon ",
        Some(crate::cards::ast::EffectKind::Tamer) => "Tamer ",
        Some(crate::cards::ast::EffectKind::Option) => "Option ",
    };
    format!("{whose}{kind}effects")
}

/// How long a lasting effect lasts, in words.
pub fn duration_text(d: Duration) -> &'static str {
    match d {
        Duration::ThisTurn => "for the turn",
        Duration::UntilEndOfOpponentsNextTurn => "until the end of your opponent's next turn",
        Duration::ThisAttack => "until the end of the attack",
        Duration::UntilEndOfOpponentsTurn => "until the end of your opponent's turn",
        Duration::UntilEndOfYourTurn => "until the end of your turn",
    }
}

/// One action in words.
pub fn action_text(a: &Action) -> String {
    match a {
        Action::Draw(n) => match n.as_num() {
            Some(n) => format!("<Draw {n}>"),
            None => match words::amount_text(n).strip_prefix("1 for every ") {
                Some(rest) => format!("Draw 1 card for every {rest}"),
                None => format!("Draw cards equal to {}", words::amount_text(n)),
            },
        },
        Action::Memory(x) => match x.as_num() {
            Some(x) if x < 0 => format!("Lose {} memory", x.unsigned_abs()),
            Some(x) => format!("Gain {x} memory"),
            None => format!("Gain memory equal to {}", words::amount_text(x)),
        },
        Action::SetMemory(x) => format!("set your memory to {x}"),
        Action::Delete(t) => format!("Delete {}", target_text(t)),
        Action::Suspend(t) => format!("Suspend {}", target_text(t)),
        Action::Unsuspend(t) => format!("Unsuspend {}", target_text(t)),
        Action::ReturnToHand(t) => format!("Return {} to the hand", target_text(t)),
        Action::ReturnToDeckBottom(t) => {
            format!("Return {} to the bottom of the deck", target_text(t))
        }
        Action::Give { target, buff: Buff::Effect(g), until } => {
            let gains = if words::plural(target) { "gain" } else { "gains" };
            let effect = ability_text(&Ability::Triggered((*g.effect).clone()));
            capitalized(format!("{} {gains} \"{effect}\" {}", target_text(target), duration_text(*until)))
        }
        Action::Give { target, buff, until } => {
            let gets = if words::plural(target) { "get" } else { "gets" };
            capitalized(format!("{} {gets} {} {}", target_text(target), buff_text(buff), duration_text(*until)))
        }
        Action::RecoveryFromDeck(n) => format!("<Recovery +{n} (Deck)>"),
        Action::DeDigivolve { target, count } => {
            format!("<De-Digivolve {count}> {}", target_text(target))
        }
        Action::TrashOpponentsSecurity(1) => "Trash the top card of your opponent's security".into(),
        Action::TrashOpponentsSecurity(n) => format!("Trash the top {n} cards of your opponent's security"),
        Action::ActivateMainEffect => "Activate this card's [Main] effect".into(),
        Action::AddThisToHand => "Add this card to the hand".into(),
        Action::ThisToSecurityBottom => "Place this card at the bottom of your security".into(),
        Action::ThisToSecurityTopFaceUp => "Place this card face up on top of your security".into(),
        Action::PlayThisFree => "Play this card without paying its cost".into(),
        Action::PreventDeletion => "it is not deleted".into(),
        Action::PreventLeaving => "it does not leave the battle area".into(),
        Action::ActivateEffect(t) => format!("Activate 1 {} effect of this Digimon", timing_text(*t)),
        Action::Forbid(f) => words::forbid_text(f),
        Action::Save => "<Save>".into(),
        Action::PlayToken(id) => format!("Play 1 [{id}] token"),
        Action::AtEndOfTurn(then) => {
            let inner: Vec<String> = then.iter().map(action_text).collect();
            let inner = inner.join(". ");
            let mut chars = inner.chars();
            let lowered = chars.next().map(|c| c.to_lowercase().collect::<String>() + chars.as_str()).unwrap_or_default();
            format!("At the end of this turn, {lowered}")
        }
        Action::AtEndOfBattle(then) => {
            let inner: Vec<String> = then.iter().map(action_text).collect();
            format!("At the end of the battle, {}", lower_first(inner.join(". ")))
        }
        Action::AttackWith(a) => {
            let verb = if a.mandatory { "attacks" } else { "may attack" };
            let who = target_text(&a.attacker);
            let who = who.strip_prefix("1 of your ").map_or(who.clone(), |rest| format!("one of your {rest}"));
            format!("{}{} {verb}", who[..1].to_uppercase(), &who[1..])
        }
        Action::SwitchTarget(t) => format!("Switch the attack target to {}", target_text(t)),
        Action::MindLink => "<Mind Link>".into(),
        Action::Blitz => "<Blitz>".into(),
        Action::Attack(spec) => {
            let verb = if spec.mandatory { "attacks" } else { "may attack" };
            let whom = if spec.digimon_only {
                " one of your opponent's Digimon"
            } else if spec.player_only {
                " your opponent"
            } else {
                ""
            };
            let mut s = format!("This Digimon {verb}{whom}");
            if spec.without_suspending {
                s.push_str(" without suspending");
            }
            if spec.active_too {
                s.push_str(", active Digimon too");
            }
            if spec.ignore_played_this_turn {
                s.push_str(", even the turn it was played");
            }
            if spec.delete_after {
                s.push_str("; at the end of that attack, delete it");
            }
            s
        }
        Action::RetargetToHighestActive => "Switch the attack target to your opponent's active Digimon with the highest DP".into(),
        Action::WinGame => "You win the game".into(),
        Action::LoseGame => "You lose the game".into(),
        Action::TrainFaceDown => "Place the top card of your deck face down as this Digimon's bottom digivolution card".into(),
        Action::BlastDigivolve => "<Blast Digivolve>".into(),
        Action::MaterialSave(n) => format!("<Material Save {n}>"),
        Action::BlastJogress => "<Blast DNA Digivolve>".into(),
        Action::MaterialsAlsoFrom(MaterialPlace::UnderYourTamers) => {
            "For its DigiXros or Assembly, you may also place cards from under your Tamers".into()
        }
        Action::PlayFromSources(kinds) => {
            let names: Vec<String> = kinds.iter().map(|(c, l)| format!("1 {c:?} Lv.{l}")).collect();
            format!("You may play {} from this Digimon's digivolution cards without paying the cost", names.join(" and "))
        }
        Action::RevealTop(r) => {
            let mut adjectives = Vec::new();
            if let Some(c) = r.color {
                adjectives.push(format!("{c:?}"));
            }
            if let Some(k) = r.kind {
                adjectives.push(format!("{k:?}"));
            }
            let mut what = if adjectives.is_empty() { "card".to_string() } else { format!("{} card", adjectives.join(" ")) };
            if let Some(t) = &r.trait_is {
                what.push_str(&format!(" with the [{t}] trait"));
            }
            if let Some(n) = &r.name_contains {
                what.push_str(&format!(" with [{n}] in its name"));
            }
            if let Some(i) = r.written {
                what.push_str(&format!(" with {} in its text", icon_text(i)));
            }
            format!(
                "Reveal the top {} cards of your deck. Add up to {} {what} among them to the hand. Return the rest to the bottom of the deck",
                r.count, r.take
            )
        }
        Action::EachPlayerTrashesFromHand(n) => format!("Each player trashes {} in their hand", plural(*n, "card")),
        Action::AllianceBonus => {
            "Until the end of the attack, this Digimon gets +DP equal to the suspended Digimon's DP and <Security Attack +1>".into()
        }
        Action::PlaceUnderThis(p) => {
            let from = match p.from {
                PlaceFrom::Hand => "hand",
                PlaceFrom::Trash => "trash",
                PlaceFrom::HandOrTrash | PlaceFrom::ThisSources => "hand or trash",
            };
            format!(
                "Place up to {} {} from your {from} at the bottom of this Digimon's digivolution cards",
                p.take,
                pick_phrase(p)
            )
        }
        Action::TrashThisSourcesInstead => {
            "Instead, trash as many digivolution cards from the top of this Digimon".into()
        }
        Action::IncreaseCost(n) => format!("Its cost is increased by {n}"),
        Action::ChooseOne(c) => {
            let list: Vec<String> =
                c.options.iter().enumerate().map(|(i, o)| format!("({}) {}", i + 1, actions_text(o))).collect();
            let head = if c.all {
                "Activate all of the following, in any order".to_string()
            } else {
                "Activate 1 of the following".to_string()
            };
            let all = c
                .all_if
                .as_ref()
                .map(|cond| format!(". {}, instead activate all of them", capitalized(condition_text(cond))))
                .unwrap_or_default();
            format!("{head}{all}: {}", list.join(" "))
        }
        Action::PutUnder { target, onto } => {
            format!("Place {} at the bottom of the stack of {}", target_text(target), target_text(onto))
        }
        Action::Move(m) => moves::move_text(m),
        Action::Reveal(r) => moves::reveal_text(r),
        Action::Hatch => "If your breeding area is empty, hatch a Digi-Egg into it".into(),
        Action::Play(p) => words::play_text(p),
        Action::Digivolve(d) => words::digivolve_text(d),
        Action::Jogress(j) => words::jogress_text(j),
        Action::DigivolveThis { reduce: 0 } => "This Digimon may digivolve into a card in your hand".into(),
        Action::DigivolveThis { reduce } => {
            format!("This Digimon may digivolve into a card in your hand with the digivolution cost reduced by {reduce}")
        }
        Action::MoveFromBreeding => "Move your breeding-area Digimon to the battle area".into(),
        Action::ActivatePlacedWhenDigivolving => {
            "Activate 1 [When Digivolving] effect of the placed card as an effect of this Digimon".into()
        }
        Action::ReduceCost(n) => format!("Reduce its cost by {n}"),
        Action::If { condition, then } => {
            format!("{}, {}", capitalized(condition_text(condition)), lower_first(actions_text(then)))
        }
        Action::Replaceable(r) => {
            let may = if r.optional { "you may " } else { "" };
            format!(
                "{}. {}, {may}instead {}",
                actions_text(&r.normally),
                capitalized(condition_text(&r.condition)),
                lower_first(actions_text(&r.instead))
            )
        }
        Action::ForEach { per, action } => format!("{}, {}", words::per_text(per), lower_first(action_text(action))),
        Action::By(b) => format!("{}, {}", cost_text(&b.cost), lower_first(actions_text(&b.then))),
        Action::PlaceOption(p) => {
            let area = match p.area {
                OptionArea::Battle => "battle area",
                OptionArea::Breeding => "breeding area",
            };
            let from = match p.from {
                OptionFrom::This => return format!("Place this card in your {area}"),
                OptionFrom::Hand => "hand",
                OptionFrom::Trash => "trash",
                OptionFrom::HandOrTrash => "hand or trash",
            };
            let mut what = Vec::new();
            if let Some(c) = p.color {
                what.push(format!("{c:?}"));
            }
            if let Some(n) = &p.name_contains {
                what.push(format!("[{n}]"));
            }
            what.push("Option card".to_string());
            let traits = p.trait_is.as_ref().map(|t| format!(" with the [{t}] trait")).unwrap_or_default();
            format!("Place up to 1 {}{traits} from your {from} in your {area}", what.join(" "))
        }
        Action::TrashSources { target, count, from } => {
            let end = match from {
                StackEnd::Top => "top",
                StackEnd::Bottom => "bottom",
            };
            match count {
                1 => format!("Trash the {end} digivolution card of {}", target_text(target)),
                n => format!("Trash the {end} {n} digivolution cards of {}", target_text(target)),
            }
        }
        Action::AddToHand(f) => {
            let from = match f.from {
                PlaceFrom::ThisSources => "this Digimon's digivolution cards",
                PlaceFrom::Hand | PlaceFrom::Trash | PlaceFrom::HandOrTrash => "your trash",
            };
            format!("Return up to {} {} from {from} to your hand", f.take, pick_phrase(f))
        }
        Action::Look(l) => {
            let whose = if l.side == Side::Own { "your" } else { "your opponent's" };
            let zone = match l.zone {
                LookZone::Deck => "deck",
                LookZone::Security => "security cards",
            };
            let which = match l.count {
                Some(1) => format!("the top card of {whose} {zone}"),
                Some(n) => format!("the top {n} cards of {whose} {zone}"),
                None => format!("all of {whose} {zone}"),
            };
            if l.take > 0 {
                format!("Look at {which}, add up to {} of them to your hand, and return the rest in any order", l.take)
            } else {
                format!("Look at {which} and return them in any order")
            }
        }
    }
}

/// The cards a hand or trash pick takes: "Red [Drake] Digimon card with the [Knight] trait".
fn pick_phrase(p: &CardPick) -> String {
    let mut what = Vec::new();
    if let Some(c) = p.color {
        what.push(format!("{c:?}"));
    }
    if let Some(n) = &p.name_contains {
        what.push(format!("[{n}]"));
    }
    what.push(kind_noun(p.kind).to_string());
    let traits = p.trait_is.as_ref().map(|t| format!(" with the [{t}] trait")).unwrap_or_default();
    format!("{}{traits}", what.join(" "))
}

fn kind_noun(kind: Option<CardKind>) -> &'static str {
    kind.map_or("card", |k| match k {
        CardKind::DigiEgg => "Digi-Egg card",
        CardKind::Digimon => "Digimon card",
        CardKind::Tamer => "Tamer card",
        CardKind::Option => "Option card",
    })
}

fn actions_text(actions: &[Action]) -> String {
    actions.iter().map(action_text).collect::<Vec<_>>().join(". ")
}

fn capitalized(s: String) -> String {
    match s.get(..1) {
        Some(first) => first.to_uppercase() + &s[1..],
        None => s,
    }
}

/// "1 card", "2 cards".
fn plural(n: u8, noun: &str) -> String {
    if n == 1 { format!("1 {noun}") } else { format!("{n} {noun}s") }
}

fn lower_first(s: String) -> String {
    // Keyword texts ("<Draw 1>") and names keep their case; only a leading verb is lowered.
    match s.get(..1) {
        Some(first) if first.chars().all(|c| c.is_ascii_uppercase()) && !s.starts_with('<') => {
            first.to_lowercase() + &s[1..]
        }
        _ => s,
    }
}

/// A zone icon in words, with a trailing space, or nothing (15-14-2..4).
pub fn zone_text(z: EffectZone) -> &'static str {
    match z {
        EffectZone::Area => "",
        EffectZone::Hand => "[Hand] ",
        EffectZone::Trash => "[Trash] ",
        EffectZone::Breeding => "[Breeding] ",
        EffectZone::Security => "[Security zone] ",
    }
}

/// One effect in words.
pub fn ability_text(a: &Ability) -> String {
    match a {
        Ability::Triggered(t) => {
            let when = match &t.pattern {
                Some(p) => pattern::pattern_text(p),
                None => t.timings().map(timing_text).collect::<Vec<_>>().join(""),
            };
            let mut s = format!("{}{when}", zone_text(t.zone));
            match t.per_turn {
                Some(PerTurn(1)) => s.push_str(" [Once Per Turn]"),
                Some(PerTurn(2)) => s.push_str(" [Twice Per Turn]"),
                Some(PerTurn(n)) => s.push_str(&format!(" [{n} Times Per Turn]")),
                None => {}
            }
            if let Some(c) = &t.condition {
                let mut c = condition_text(c);
                if let Some(first) = c.get(..1) {
                    c = first.to_uppercase() + &c[1..];
                }
                s.push_str(&format!(" {c}:"));
            }
            let body: Vec<String> = t.actions.iter().map(action_text).collect();
            let mut body = body.join(". ");
            if t.optional {
                body = format!("You may: {body}");
            }
            match &t.cost {
                Some(c) => format!("{s} {}, {}.", cost_text(c), lower_first(body)),
                None => format!("{s} {body}."),
            }
        }
        Ability::Continuous(c) => {
            let scope = match c.during {
                TurnScope::YourTurn => "[Your Turn]",
                TurnScope::OpponentsTurn => "[Opponent's Turn]",
                TurnScope::AllTurns => "[All Turns]",
            };
            let who = match c.affects {
                Affects::This => "this Digimon",
                Affects::YourDigimon => "all of your Digimon",
                Affects::OpponentsDigimon => "all of your opponent's Digimon",
                Affects::YourEffects => "each DP deletion effect you perform",
                Affects::OpponentsEffects => "each DP deletion effect your opponent performs",
                Affects::ThisEffects => "each DP deletion effect of this Digimon",
            };
            let mut cond = c.condition.as_ref().map(|c| format!(" {},", condition_text(c))).unwrap_or_default();
            // 15-14-5-1: it works only while the card lies face up in security.
            let scope = format!("{}{scope}", zone_text(c.zone));
            if c.zone == EffectZone::Security {
                cond = format!(" While this card is face up in your security,{cond}");
            }
            let who = match &c.filter {
                Some(f) => format!("{who} with {}", filter_text(f)),
                None => who.to_string(),
            };
            if c.buff == Buff::MemoryGainOnlyByTamers {
                let whose = if c.affects == Affects::YourEffects { "You" } else { "Your opponent" };
                return format!("{scope}{cond} {whose} can't gain memory except by Tamer effects.");
            }
            if c.buff == Buff::IgnoreColorRequirement {
                return format!("{scope}{cond} you can use this card ignoring its colour requirement.");
            }
            if let Buff::UnaffectedBy(by) = c.buff {
                let is = if c.affects == Affects::This { "is" } else { "are" };
                return format!("{scope}{cond} {who} {is} unaffected by {}.", unaffected_text(by));
            }
            match &c.per {
                Some(per) => {
                    format!("{scope}{cond} {who} gets {} {}.", buff_text(&c.buff), lower_first(words::per_text(per)))
                }
                None => format!("{scope}{cond} {who} gets {}.", buff_text(&c.buff)),
            }
        }
    }
}

/// The condition of a continuous global effect on whom it affects (15-11-2-3-1).
fn filter_text(f: &crate::cards::ast::UnitFilter) -> String {
    let mut with = Vec::new();
    if let Some(n) = &f.name {
        with.push(format!("the name [{n}]"));
    }
    if let Some(n) = &f.name_contains {
        with.push(format!("[{n}] in its name"));
    }
    if f.no_sources {
        with.push("no digivolution cards".into());
    }
    if let Some(x) = &f.trait_is {
        with.push(format!("the [{x}] trait"));
    }
    with.join(" and ")
}

/// The whole card as text: header line, stats, digivolve conditions, effects and inherited effects.
pub fn card_text(def: &CardDef) -> String {
    let kind = match def.kind {
        CardKind::DigiEgg => "Digi-Egg",
        CardKind::Digimon => "Digimon",
        CardKind::Tamer => "Tamer",
        CardKind::Option => "Option",
    };
    let colors: Vec<String> = def.colors.iter().map(|c| format!("{c:?}")).collect();
    let mut lines = vec![format!("{} {} [{}] {}", def.id, def.name, colors.join("/"), kind)];
    let mut stats = Vec::new();
    if let Some(l) = def.level {
        stats.push(format!("Lv.{l}"));
    }
    if let Some(dp) = def.dp {
        stats.push(format!("{dp} DP"));
    }
    if let Some(c) = def.cost {
        stats.push(format!("{} {c}", if def.kind == CardKind::Option { "use cost" } else { "play cost" }));
    }
    if !def.traits.is_empty() {
        stats.push(def.traits.join("/"));
    }
    if !stats.is_empty() {
        lines.push(stats.join(" · "));
    }
    for d in &def.digivolve {
        lines.push(format!("Digivolve: from {}, cost {}", digivolve_from(d), d.cost));
    }
    let component = |c: &super::def::Component| match (&c.name, c.color, c.level) {
        (Some(n), _, _) => format!("[{n}]"),
        (None, Some(col), Some(l)) => format!("{col:?} Lv.{l}"),
        _ => "?".into(),
    };
    for j in &def.jogress {
        lines.push(format!("DNA Digivolve: {} + {}, cost {}", component(&j.first), component(&j.second), j.cost));
    }
    if let Some(x) = &def.digixros {
        let mut parts: Vec<String> = x.cards.iter().map(|n| format!("[{n}]")).collect();
        if let Some(g) = &x.group {
            let count = g.count.map_or_else(|| "any number of".to_string(), |n| format!("up to {n}"));
            let distinct = if g.distinct { " and different card numbers" } else { "" };
            let with = match (&g.trait_name, g.written) {
                (Some(t), _) => format!("the [{t}] trait"),
                (None, Some(i)) => format!("{} written on them", super::icon::icon_text(i)),
                (None, None) => String::new(),
            };
            parts.push(format!("{count} Digimon cards with {with}{distinct}"));
        }
        lines.push(format!("DigiXros -{}: {}", x.reduction, parts.join(" x ")));
    }
    if !def.xros_substitute.is_empty() {
        let texts: Vec<String> = def.xros_substitute.iter().map(|t| format!("[{t}]")).collect();
        lines.push(format!("This card can be placed by DigiXros in place of {}.", texts.join(" or ")));
    }
    if let Some(a) = &def.assembly {
        lines.push(format!("Assembly -{}: {} [{}]", a.reduction, a.count, a.name));
    }
    if let Some(b) = &def.burst {
        lines.push(format!(
            "Burst Digivolve: return 1 [{}] to the hand to digivolve from [{}], cost {}",
            b.tamer, b.from, b.cost
        ));
    }
    if let Some(n) = def.overflow {
        lines.push(format!("<Overflow <{n:+}>>"));
    }
    if def.token {
        lines.push("(Token)".into());
    }
    if let Some(t) = &def.overclock {
        lines.push(format!("Overclock trait: [{t}]"));
    }
    if let Some(a) = &def.app_fusion {
        let names: Vec<String> = a.names.iter().map(|n| format!("[{n}]")).collect();
        lines.push(format!("App Fusion: {}, cost {}", names.join(" & "), a.cost));
    }
    if let Some(l) = &def.link {
        let mut text = format!("Link: to {}, link cost {}, link DP {:+}", component(&l.condition), l.cost, l.dp);
        for e in &l.effects {
            text.push(' ');
            text.push_str(&ability_text(e));
        }
        lines.push(text);
    }
    for r in &def.rules {
        lines.push(match r {
            CardRule::AnyNumberOfCopies => {
                "〈Rule〉 You may include any number of copies of this card in your deck.".into()
            }
            CardRule::AlsoNamed(n) => format!("〈Rule〉 This card's name is also treated as [{n}]."),
            CardRule::AlsoTrait(t) => format!("〈Rule〉 This card also has the [{t}] trait."),
            CardRule::ColorRequirementAlso(c) => {
                format!("〈Rule〉 This card's colour requirement can also be met by {c:?} Digimon or Tamers.")
            }
        });
    }
    for k in &def.keywords {
        lines.push(keyword_text(*k));
    }
    for a in &def.effects {
        lines.push(ability_text(a));
    }
    if def.has_inherited() {
        let mut inh: Vec<String> = def.inherited_keywords.iter().map(|k| keyword_text(*k)).collect();
        inh.extend(def.inherited.iter().map(ability_text));
        lines.push(format!("Inherited: {}", inh.join(" ")));
    }
    lines.join("\n")
}

/// Whom a digivolve condition takes, as the card writes it: "[Name]", "Red Lv.4", "a Lv.4 with
/// the [Machine] trait", "your Red or Blue Tamer".
fn digivolve_from(d: &super::def::DigivolveCondition) -> String {
    use super::def::DigivolveFrom;
    let Some(special) = d.special.as_deref() else {
        return match (&d.name, d.color, d.level) {
            (Some(n), _, _) => format!("[{n}]"),
            (None, Some(c), Some(l)) => format!("{c:?} Lv.{l}"),
            _ => "?".into(),
        };
    };
    let colors: Vec<String> = d.colors().map(|c| format!("{c:?}")).collect();
    let mut head = Vec::new();
    if !colors.is_empty() {
        head.push(colors.join(" or "));
    }
    if let Some(l) = d.level {
        head.push(format!("Lv.{l}"));
    }
    let mut with = Vec::new();
    if let Some(n) = &d.name {
        with.push(format!("the name [{n}]"));
    }
    if let Some(t) = &special.name_contains {
        with.push(format!("[{t}] in its name"));
    }
    if let Some(t) = &special.trait_is {
        with.push(format!("the [{t}] trait"));
    }
    if let Some(i) = special.written {
        with.push(format!("{} written on it", super::icon::icon_text(i)));
    }
    let what = match special.from {
        DigivolveFrom::Digimon => "Digimon",
        DigivolveFrom::Tamer => "Tamer",
    };
    let owner = match special.from {
        DigivolveFrom::Digimon => "a",
        DigivolveFrom::Tamer => "your",
    };
    let mut text =
        if head.is_empty() { format!("{owner} {what}") } else { format!("{owner} {} {what}", head.join(" ")) };
    if !with.is_empty() {
        text.push_str(" with ");
        text.push_str(&with.join(" and "));
    }
    text
}
