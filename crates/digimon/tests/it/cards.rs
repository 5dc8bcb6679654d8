//! The demo card set (`data/digimon/cards`) and demo decks (`data/digimon/decks`): every card
//! loads and renders, every deck is legal and playable, and the set uses every part of the
//! card language (docs/cards.md).

use fuda_digimon::cards::ast::{Ability, Action, CardKind, Color, Condition, Keyword};
use fuda_digimon::cards::def::Component;
use fuda_digimon::cards::load::{load_cards, parse_deck};
use fuda_digimon::cards::render::card_text;
use fuda_digimon::cards::{CardDb, CardDef};
use fuda_digimon::setup::{DeckList, check_deck};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn data_dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/digimon").join(sub)
}

/// Every card file of the demo set, loaded into one database.
fn demo_db() -> CardDb {
    let mut db = CardDb::default();
    let dir = data_dir("cards");
    if let Err(e) = load_cards(&dir, &mut db) {
        panic!("the demo cards in {} do not load: {e}", dir.display());
    }
    db
}

/// Every `.toml` file in a folder, in name order.
fn toml_files(dir: &Path) -> Vec<PathBuf> {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
    let mut files: Vec<PathBuf> = entries
        .map(|entry| entry.expect("a readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    files
}

/// Every demo deck: file, name and card ids.
fn demo_decks(db: &CardDb) -> Vec<(PathBuf, DeckList)> {
    toml_files(&data_dir("decks"))
        .into_iter()
        .map(|file| {
            let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
            let (name, cards) =
                parse_deck(&text, db).unwrap_or_else(|e| panic!("deck {} does not parse: {e}", file.display()));
            (file, DeckList { name, cards })
        })
        .collect()
}

fn card<'a>(db: &'a CardDb, id: &str) -> &'a CardDef {
    db.get(db.find(id).unwrap_or_else(|| panic!("unknown card id {id}")))
}

/// The variant name of a value's `Debug` text: `Draw(1)` → `Draw`, `Give { .. }` → `Give`.
fn variant(value: &impl std::fmt::Debug) -> String {
    let text = format!("{value:?}");
    let end = text.find(['(', ' ', '{']).unwrap_or(text.len());
    text[..end].to_string()
}

/// Every action of a list, the actions inside `if` and `at-end-of-turn` included.
fn each_action<'a>(actions: &'a [Action], out: &mut Vec<&'a Action>) {
    for action in actions {
        out.push(action);
        match action {
            Action::If { then, .. } | Action::AtEndOfTurn(then) => each_action(then, out),
            _ => {}
        }
    }
}

/// What a card's effects use, as `Kind::Variant` strings: timings, turn scopes, conditions,
/// costs, buffs, actions and affects, from its own and its inherited effects.
fn language_used(def: &CardDef) -> BTreeSet<String> {
    fn add_condition(used: &mut BTreeSet<String>, c: &Condition) {
        used.insert(format!("Condition::{}", variant(c)));
    }
    let mut used = BTreeSet::new();
    for ability in def.effects.iter().chain(&def.inherited) {
        match ability {
            Ability::Triggered(t) => {
                used.insert(format!("Timing::{}", variant(&t.timing)));
                if let Some(c) = &t.condition {
                    add_condition(&mut used, c);
                }
                if let Some(c) = &t.cost {
                    used.insert(format!("Cost::{}", variant(c)));
                }
                let mut actions = Vec::new();
                each_action(&t.actions, &mut actions);
                for action in actions {
                    used.insert(format!("Action::{}", variant(action)));
                    match action {
                        Action::If { condition, .. } => add_condition(&mut used, condition),
                        Action::Give { buff, until, .. } => {
                            used.insert(format!("Buff::{}", variant(buff)));
                            used.insert(format!("Duration::{}", variant(until)));
                        }
                        Action::Attack(spec) => {
                            let flags = [
                                ("digimon-only", spec.digimon_only),
                                ("active-too", spec.active_too),
                                ("ignore-played-this-turn", spec.ignore_played_this_turn),
                                ("delete-after", spec.delete_after),
                            ];
                            for (name, set) in flags {
                                if set {
                                    used.insert(format!("AttackSpec::{name}"));
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
            Ability::Continuous(c) => {
                used.insert(format!("TurnScope::{}", variant(&c.during)));
                used.insert(format!("Affects::{}", variant(&c.affects)));
                used.insert(format!("Buff::{}", variant(&c.buff)));
                if let Some(cond) = &c.condition {
                    add_condition(&mut used, cond);
                }
            }
        }
    }
    used
}

#[test]
fn every_demo_card_file_loads() {
    let db = demo_db();
    assert!(db.len() >= 45, "expected at least 45 demo cards, found {}", db.len());
    let colors: BTreeSet<Color> = db.iter().flat_map(|(_, c)| c.colors.iter().copied()).collect();
    assert!(colors.len() >= 3, "expected at least 3 colours, found {colors:?}");
    for kind in [CardKind::DigiEgg, CardKind::Digimon, CardKind::Tamer, CardKind::Option] {
        assert!(db.iter().any(|(_, c)| c.kind == kind), "the demo set has no {kind:?} card");
    }
}

#[test]
fn demo_card_stats_are_in_range() {
    let db = demo_db();
    for (_, c) in db.iter() {
        match c.kind {
            CardKind::DigiEgg => {
                assert_eq!(c.level, Some(2), "{}: a Digi-Egg is Lv.2", c.id);
                assert!(c.has_inherited(), "{}: a demo Digi-Egg has an inherited effect", c.id);
            }
            CardKind::Digimon if c.token => {
                // 4-18: a token has its information like a card, and is played for free.
                assert!(c.dp.is_some() && c.level.is_some(), "{}: a demo token has DP and a level", c.id);
                assert_eq!(c.cost, Some(0), "{}: a token's play cost is 0", c.id);
                assert!(c.digivolve.is_empty() && c.jogress.is_empty(), "{}: nothing digivolves into a token", c.id);
            }
            CardKind::Digimon => {
                let (dp, cost) = match c.level {
                    Some(3) => (2000..=4000, 2..=3),
                    Some(4) => (4000..=6000, 4..=5),
                    Some(5) => (7000..=9000, 6..=7),
                    Some(6) => (11000..=13000, 9..=12),
                    other => panic!("{}: unexpected level {other:?}", c.id),
                };
                let card_dp = c.dp.expect("a Digimon has DP");
                assert!(dp.contains(&card_dp), "{}: DP {card_dp} out of range", c.id);
                let card_cost = c.cost.expect("a Digimon has a play cost");
                assert!(cost.contains(&card_cost), "{}: play cost {card_cost} out of range", c.id);
                assert!(!c.digivolve.is_empty(), "{}: a demo Digimon can digivolve", c.id);
                for d in &c.digivolve {
                    assert!(d.cost <= 4, "{}: digivolve cost {} above 4", c.id, d.cost);
                }
                for j in &c.jogress {
                    assert!(j.cost <= 4, "{}: jogress cost {} above 4", c.id, j.cost);
                }
            }
            CardKind::Tamer | CardKind::Option => {
                assert!(c.cost.is_some(), "{}: a Tamer or Option has a cost", c.id);
            }
        }
    }
}

#[test]
fn every_demo_card_renders_with_its_name() {
    let db = demo_db();
    for (_, c) in db.iter() {
        let text = card_text(c);
        assert!(!text.trim().is_empty(), "{}: rendered text is empty", c.id);
        assert!(text.contains(&c.name), "{}: rendered text lacks the name {:?}:\n{text}", c.id, c.name);
        assert!(text.contains(&c.id), "{}: rendered text lacks the id:\n{text}", c.id);
    }
}

#[test]
fn every_demo_deck_is_legal() {
    let db = demo_db();
    let decks = demo_decks(&db);
    assert!(decks.len() >= 3, "expected at least 3 demo decks, found {}", decks.len());
    for (file, deck) in &decks {
        if let Err(e) = check_deck(&db, deck) {
            panic!("deck {} ({}) is not legal: {e}", deck.name, file.display());
        }
        let eggs = deck.cards.iter().filter(|id| card(&db, id).kind == CardKind::DigiEgg).count();
        assert!(eggs > 0, "deck {} has no Digi-Eggs to hatch", deck.name);
        // 4-18-1: tokens come from outside the game, never from a deck.
        for id in &deck.cards {
            assert!(!card(&db, id).token, "deck {}: the token {id} is in the deck", deck.name);
        }
    }
}

#[test]
fn every_demo_card_is_played_by_a_demo_deck() {
    let db = demo_db();
    let decks = demo_decks(&db);
    let in_decks: BTreeSet<&str> = decks.iter().flat_map(|(_, d)| d.cards.iter().map(String::as_str)).collect();
    for (_, c) in db.iter() {
        if c.token {
            continue;
        }
        assert!(
            in_decks.contains(c.id.as_str()),
            "{} ({}) is in no demo deck, so random games never play it",
            c.id,
            c.name
        );
    }
}

/// Whether some card of the deck at one level lower meets one of `def`'s digivolve conditions.
fn has_predecessor(db: &CardDb, deck: &DeckList, def: &CardDef) -> bool {
    def.digivolve.iter().any(|d| {
        deck.cards.iter().map(|id| card(db, id)).any(|from| match &d.name {
            Some(name) => &from.name == name,
            None => d.level.is_some_and(|l| from.level == Some(l)) && d.color.is_some_and(|c| from.colors.contains(&c)),
        })
    })
}

/// The card names a Digimon's DigiXros, Assembly, Burst and named Jogress conditions refer to.
fn materials_named(def: &CardDef) -> Vec<String> {
    let mut names = Vec::new();
    if let Some(x) = &def.digixros {
        names.extend(x.cards.iter().cloned());
    }
    if let Some(a) = &def.assembly {
        names.push(a.name.clone());
    }
    if let Some(b) = &def.burst {
        names.push(b.tamer.clone());
        names.push(b.from.clone());
    }
    for j in &def.jogress {
        names.extend([&j.first, &j.second].into_iter().filter_map(|c| c.name.clone()));
    }
    names
}

/// Whether a non-token Digimon card fits one side of a Jogress condition (2-3-7).
fn component_fits(def: &CardDef, c: &Component) -> bool {
    if def.kind != CardKind::Digimon || def.token {
        return false;
    }
    match &c.name {
        Some(name) => &def.name == name,
        None => c.level.is_some_and(|l| def.level == Some(l)) && c.color.is_some_and(|col| def.colors.contains(&col)),
    }
}

#[test]
fn every_demo_deck_can_digivolve_and_use_its_options() {
    let db = demo_db();
    for (_, deck) in demo_decks(&db) {
        let mut lv3 = 0;
        for id in &deck.cards {
            let def = card(&db, id);
            match def.kind {
                CardKind::Digimon => {
                    lv3 += usize::from(def.level == Some(3));
                    assert!(
                        has_predecessor(&db, &deck, def),
                        "deck {}: nothing in the deck digivolves into {} ({id})",
                        deck.name,
                        def.name
                    );
                    for name in materials_named(def) {
                        assert!(
                            deck.cards.iter().any(|other| card(&db, other).name == name),
                            "deck {}: {} ({id}) names [{name}], which is not in the deck",
                            deck.name,
                            def.name
                        );
                    }
                    for j in &def.jogress {
                        for c in [&j.first, &j.second] {
                            let met = deck.cards.iter().map(|other| card(&db, other)).any(|o| component_fits(o, c));
                            assert!(met, "deck {}: nothing in the deck fits {}'s Jogress", deck.name, def.name);
                        }
                    }
                }
                CardKind::Option => {
                    // 4-19: the colour requirement needs a Digimon or Tamer of each colour.
                    for color in &def.colors {
                        let met =
                            deck.cards.iter().map(|other| card(&db, other)).any(|o| {
                                matches!(o.kind, CardKind::Digimon | CardKind::Tamer) && o.colors.contains(color)
                            });
                        assert!(met, "deck {}: nothing can pay {}'s colour {color:?}", deck.name, def.name);
                    }
                }
                CardKind::DigiEgg | CardKind::Tamer => {}
            }
        }
        assert!(lv3 >= 12, "deck {} has only {lv3} Lv.3 Digimon", deck.name);
    }
}

#[test]
fn every_keyword_and_keyword_action_appears() {
    let db = demo_db();
    let keywords: Vec<Keyword> =
        db.iter().flat_map(|(_, c)| c.keywords.iter().chain(&c.inherited_keywords).copied()).collect();
    let names: BTreeSet<String> = keywords.iter().map(variant).collect();
    let wanted = [
        "Blocker",
        "SecurityAttack",
        "Piercing",
        "Rush",
        "Jamming",
        "Reboot",
        "Retaliation",
        "Evade",
        "ArmorPurge",
        "Barrier",
        "Fragment",
        "Scapegoat",
        "Fortitude",
        "Raid",
        "Alliance",
        "Collision",
        "Iceclad",
        "Vortex",
        "Execute",
        "Decoy",
        "Progress",
    ];
    for name in wanted {
        assert!(names.contains(name), "no demo card has the keyword {name}");
    }
    for n in [1, -1] {
        assert!(keywords.contains(&Keyword::SecurityAttack(n)), "no demo card has <Security Attack {n:+}>");
    }
    // Keywords in the inherited box too (4-2-4): a few of the new ones.
    let inherited: BTreeSet<String> =
        db.iter().flat_map(|(_, c)| c.inherited_keywords.iter().map(variant).collect::<Vec<_>>()).collect();
    for name in ["Evade", "Barrier", "Raid", "Scapegoat"] {
        assert!(inherited.contains(name), "no demo card has the inherited keyword {name}");
    }
    let used: BTreeSet<String> = db.iter().flat_map(|(_, c)| language_used(c)).collect();
    for action in ["Draw", "RecoveryFromDeck", "DeDigivolve"] {
        assert!(used.contains(&format!("Action::{action}")), "no demo card uses the keyword action {action}");
    }
}

#[test]
fn the_demo_set_uses_the_whole_card_language() {
    let db = demo_db();
    let used: BTreeSet<String> = db.iter().flat_map(|(_, c)| language_used(c)).collect();
    let wanted = [
        "Timing::OnPlay",
        "Timing::WhenDigivolving",
        "Timing::OnDeletion",
        "Timing::WhenAttacking",
        "Timing::EndOfAttack",
        "Timing::StartOfYourTurn",
        "Timing::StartOfOpponentsTurn",
        "Timing::EndOfYourTurn",
        "Timing::EndOfOpponentsTurn",
        "Timing::StartOfYourMainPhase",
        "Timing::WhenMoving",
        "Timing::WouldBeDeleted",
        "Timing::OtherOwnWouldBeDeleted",
        "Timing::Main",
        "Timing::Security",
        "TurnScope::YourTurn",
        "TurnScope::OpponentsTurn",
        "TurnScope::AllTurns",
        "Condition::MemoryAtMost",
        "Condition::MemoryAtLeast",
        "Condition::SourcesAtLeast",
        "Condition::ThisSuspended",
        "Condition::YouHaveTamer",
        "Condition::OpponentHasDigimon",
        "Condition::YourSecurityAtMost",
        "Condition::OpponentsSecurityAtMost",
        "Condition::YouHaveDigimonNamed",
        "Condition::DeletionInBattle",
        "Condition::DeletionNotByYourEffect",
        "Condition::OpponentsSideMemoryAtLeast",
        "Condition::DigiXrossedAtLeast",
        "Condition::DecoyTarget",
        "Cost::TrashFromHand",
        "Cost::SuspendThis",
        "Cost::TrashTopSecurity",
        "Cost::TrashSources",
        "Cost::TrashTopOfStack",
        "Cost::DeleteOtherOwnDigimon",
        "Cost::SuspendOtherOwnDigimon",
        "Cost::TrashThis",
        "Cost::DeleteThis",
        "Buff::Dp",
        "Buff::Keyword",
        "Buff::CannotAttack",
        "Buff::CannotBlock",
        "Buff::CanAttackActive",
        "Buff::CannotBeAttacked",
        "Buff::BaseDp",
        "Buff::Unaffected",
        "Duration::ThisTurn",
        "Duration::UntilEndOfOpponentsNextTurn",
        "Duration::ThisAttack",
        "Affects::This",
        "Affects::YourDigimon",
        "Affects::OpponentsDigimon",
        "Action::Draw",
        "Action::Memory",
        "Action::SetMemory",
        "Action::Delete",
        "Action::Suspend",
        "Action::Unsuspend",
        "Action::ReturnToHand",
        "Action::ReturnToDeckBottom",
        "Action::Give",
        "Action::RecoveryFromDeck",
        "Action::DeDigivolve",
        "Action::TrashOpponentsSecurity",
        "Action::ActivateMainEffect",
        "Action::AddThisToHand",
        "Action::PlayThisFree",
        "Action::PreventDeletion",
        "Action::Save",
        "Action::MindLink",
        "Action::Blitz",
        "Action::Attack",
        "AttackSpec::digimon-only",
        "AttackSpec::active-too",
        "AttackSpec::ignore-played-this-turn",
        "AttackSpec::delete-after",
        "Action::RetargetToHighestActive",
        "Action::AllianceBonus",
        "Action::PlayToken",
        "Action::AtEndOfTurn",
        "Action::If",
    ];
    for item in wanted {
        assert!(used.contains(item), "no demo card uses {item}");
    }
    let inherited = db.iter().filter(|(_, c)| c.has_inherited()).count();
    assert!(inherited >= 20, "expected many cards with inherited effects, found {inherited}");
    let named = db.iter().any(|(_, c)| c.digivolve.iter().any(|d| d.name.is_some()));
    assert!(named, "no demo card digivolves from a card by name");
}

#[test]
fn the_evade_card_prevents_its_own_deletion() {
    use fuda_digimon::cards::ast::{Cost, Timing};
    let db = demo_db();
    let evade = db.iter().any(|(_, c)| {
        c.effects.iter().any(|a| match a {
            Ability::Triggered(t) => {
                t.timing == Timing::WouldBeDeleted
                    && t.cost == Some(Cost::SuspendThis)
                    && t.actions.contains(&Action::PreventDeletion)
            }
            Ability::Continuous(_) => false,
        })
    });
    assert!(evade, "no demo card has a would-be-deleted, suspend-this, prevent-deletion effect");
}

/// Every action of every effect of a card, own and inherited.
fn actions_of(def: &CardDef) -> Vec<&Action> {
    let mut out = Vec::new();
    for ability in def.effects.iter().chain(&def.inherited) {
        if let Ability::Triggered(t) = ability {
            each_action(&t.actions, &mut out);
        }
    }
    out
}

/// The cards of the set with exactly this name.
fn named<'a>(db: &'a CardDb, name: &str) -> Vec<&'a CardDef> {
    db.iter().map(|(_, c)| c).filter(|c| c.name == name).collect()
}

#[test]
fn the_demo_set_uses_every_card_field() {
    let db = demo_db();
    let cards: Vec<&CardDef> = db.iter().map(|(_, c)| c).collect();

    // Jogress (8-2): one condition by colour and level, one by names that exist in the set.
    let jogress: Vec<_> = cards.iter().flat_map(|c| c.jogress.iter()).collect();
    assert!(
        jogress.iter().any(|j| j.first.name.is_none() && j.second.name.is_none()),
        "no demo card has a Jogress condition by colour and level"
    );
    assert!(
        jogress.iter().any(|j| j.first.name.is_some() && j.second.name.is_some()),
        "no demo card has a Jogress condition by names"
    );
    for c in cards.iter().filter(|c| !c.jogress.is_empty()) {
        for j in &c.jogress {
            for side in [&j.first, &j.second] {
                assert!(
                    cards.iter().any(|o| component_fits(o, side)),
                    "{}: no demo Digimon fits its Jogress component {side:?}",
                    c.id
                );
            }
        }
    }

    // DigiXros (7-2) and Assembly (7-3): the named cards exist as Digimon in the set.
    let digixros: Vec<&&CardDef> = cards.iter().filter(|c| c.digixros.is_some()).collect();
    assert!(!digixros.is_empty(), "no demo card has a DigiXros condition");
    let assembly: Vec<&&CardDef> = cards.iter().filter(|c| c.assembly.is_some()).collect();
    assert!(!assembly.is_empty(), "no demo card has an Assembly condition");
    for c in digixros.iter().chain(&assembly) {
        let mut names = c.digixros.iter().flat_map(|x| x.cards.clone()).collect::<Vec<_>>();
        names.extend(c.assembly.iter().map(|a| a.name.clone()));
        for name in names {
            let found = named(&db, &name);
            assert!(
                found.iter().any(|m| m.kind == CardKind::Digimon && !m.token),
                "{}: its material [{name}] is not a Digimon card of the demo set",
                c.id
            );
        }
    }

    // Burst (8-3): the Tamer and the Digimon it names exist.
    let burst: Vec<&&CardDef> = cards.iter().filter(|c| c.burst.is_some()).collect();
    assert!(!burst.is_empty(), "no demo card has a Burst digivolution condition");
    for c in burst {
        let b = c.burst.as_ref().expect("filtered");
        assert!(named(&db, &b.tamer).iter().any(|t| t.kind == CardKind::Tamer), "{}: no Tamer [{}]", c.id, b.tamer);
        assert!(
            named(&db, &b.from).iter().any(|d| d.kind == CardKind::Digimon && !d.token),
            "{}: no Digimon [{}]",
            c.id,
            b.from
        );
    }

    // Overflow (4-17): ACE cards, which cost memory when they leave.
    let overflow: Vec<i8> = cards.iter().filter_map(|c| c.overflow).collect();
    assert!(overflow.len() >= 2, "expected at least 2 demo cards with Overflow, found {}", overflow.len());
    assert!(overflow.iter().all(|n| *n < 0), "a demo Overflow moves memory toward the opponent: {overflow:?}");

    // Tokens (4-18): Digimon cards, each played by some card's play-token, and every play-token
    // names a token.
    let tokens: Vec<&&CardDef> = cards.iter().filter(|c| c.token).collect();
    assert!(tokens.len() >= 2, "expected at least 2 demo tokens, found {}", tokens.len());
    let played: BTreeSet<&str> = cards
        .iter()
        .flat_map(|c| actions_of(c))
        .filter_map(|a| match a {
            Action::PlayToken(id) => Some(id.as_str()),
            _ => None,
        })
        .collect();
    for id in &played {
        let def = db.find(id).map(|i| db.get(i)).unwrap_or_else(|| panic!("play-token names the unknown card {id}"));
        assert!(def.token, "play-token names {id}, which is not a token");
    }
    for t in tokens {
        assert_eq!(t.kind, CardKind::Digimon, "{}: a demo token is a Digimon", t.id);
        assert!(played.contains(t.id.as_str()), "the token {} is played by no demo card", t.id);
    }
}
