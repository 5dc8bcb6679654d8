//! The demo card set (`data/digimon/cards`) and demo decks (`data/digimon/decks`): every card
//! loads and renders, every deck is legal and playable, and the set uses every part of the
//! card language (docs/cards.md).

use fuda_digimon::cards::ast::{Ability, Action, Buff, CardKind, Color, Condition, Keyword, Timing};
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
            let deck = parse_deck(&text, db).unwrap_or_else(|e| panic!("deck {} does not parse: {e}", file.display()));
            (file, deck)
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
            Action::Replaceable(r) => {
                each_action(&r.normally, out);
                each_action(&r.instead, out);
            }
            Action::ForEach { action, .. } => each_action(std::slice::from_ref(action), out),
            Action::ChooseOne(c) => c.options.iter().for_each(|o| each_action(o, out)),
            _ => {}
        }
    }
}

/// What a card's effects use, as `Kind::Variant` strings: timings, turn scopes, conditions,
/// costs, buffs, actions and affects, from its own, its inherited and its link effects.
fn language_used(def: &CardDef) -> BTreeSet<String> {
    let link_effects = def.link.iter().flat_map(|l| l.effects.iter());
    language_of(def.effects.iter().chain(&def.inherited).chain(link_effects))
}

/// What the effects a card's keywords stand for use (keyword.rs), in the same terms.
fn keyword_language_used(def: &CardDef) -> BTreeSet<String> {
    let abilities: Vec<Ability> = def
        .keywords
        .iter()
        .chain(&def.inherited_keywords)
        .filter_map(|k| k.ability())
        .map(Ability::Triggered)
        .collect();
    language_of(abilities.iter())
}

/// What these effects use, as `Kind::Variant` strings.
fn language_of<'a>(abilities: impl Iterator<Item = &'a Ability>) -> BTreeSet<String> {
    fn add_condition(used: &mut BTreeSet<String>, c: &Condition) {
        used.insert(format!("Condition::{}", variant(c)));
    }
    let mut used = BTreeSet::new();
    for ability in abilities {
        match ability {
            Ability::Triggered(t) => {
                used.insert(format!("Timing::{}", variant(&t.timing)));
                used.insert(format!("EffectZone::{}", variant(&t.zone)));
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
                        Action::ChooseOne(c) => {
                            if let Some(cond) = &c.all_if {
                                add_condition(&mut used, cond);
                            }
                        }
                        Action::Replaceable(r) => {
                            add_condition(&mut used, &r.condition);
                            used.insert(format!("Replaceable::optional-{}", r.optional));
                        }
                        Action::ForEach { per, .. } => {
                            used.insert(format!("Count::{}", variant(per)));
                        }
                        Action::TrashSources { from, .. } => {
                            used.insert(format!("StackEnd::{}", variant(from)));
                        }
                        Action::Look(l) => {
                            used.insert(format!("LookZone::{}", variant(&l.zone)));
                        }
                        Action::Give { buff, until, .. } => {
                            used.insert(format!("Buff::{}", variant(buff)));
                            used.insert(format!("Duration::{}", variant(until)));
                        }
                        Action::RevealTop(r) => {
                            let fields = [
                                ("kind", r.kind.is_some()),
                                ("trait", r.trait_is.is_some()),
                                ("name-contains", r.name_contains.is_some()),
                                ("color", r.color.is_some()),
                                ("written", r.written.is_some()),
                                ("take-several", r.take > 1),
                            ];
                            for (name, set) in fields {
                                if set {
                                    used.insert(format!("Reveal::{name}"));
                                }
                            }
                        }
                        Action::AddToHand(pick) => {
                            used.insert(format!("AddToHand::{}", variant(&pick.from)));
                        }
                        Action::PlayFromSources(kinds) => {
                            used.insert(format!("PlayFromSources::{}", kinds.len()));
                        }
                        Action::Attack(spec) => {
                            let flags = [
                                ("digimon-only", spec.digimon_only),
                                ("player-only", spec.player_only),
                                ("active-too", spec.active_too),
                                ("ignore-played-this-turn", spec.ignore_played_this_turn),
                                ("without-suspending", spec.without_suspending),
                                ("mandatory", spec.mandatory),
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
            Some(name) => from.is_named(name),
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
        Some(name) => def.is_named(name),
        None => c.level.is_some_and(|l| def.level == Some(l)) && c.color.is_some_and(|col| def.colors.contains(&col)),
    }
}

/// The pairs (host, link card) of `cards` an App Fusion card can fuse from (8-4-2-1): two
/// different named kinds, the second meeting its link condition into the first.
fn app_fusion_pairs<'a>(def: &CardDef, cards: &[&'a CardDef]) -> Vec<(&'a CardDef, &'a CardDef)> {
    let Some(app) = &def.app_fusion else { return Vec::new() };
    let named: Vec<&&CardDef> = cards.iter().filter(|c| app.names.contains(&c.name)).collect();
    let mut pairs = Vec::new();
    for host in &named {
        for linked in &named {
            let links = linked.link.as_ref().is_some_and(|l| component_fits(host, &l.condition));
            if host.name != linked.name && links {
                pairs.push((**host, **linked));
            }
        }
    }
    pairs
}

/// The colour-and-level kinds a Decode or Partition keyword plays from the sources.
fn kinds_of(k: Keyword) -> Vec<(Color, u8)> {
    match k {
        Keyword::Decode(c, l) => vec![(c, l)],
        Keyword::Partition(a, la, b, lb) => vec![(a, la), (b, lb)],
        _ => Vec::new(),
    }
}

/// Whether a Digimon can have one source of each of these kinds at once: one kind through a
/// digivolve or Jogress condition, two kinds through a Jogress condition (8-2-2).
fn sources_reachable(def: &CardDef, kinds: &[(Color, u8)]) -> bool {
    let fits = |c: &Component, (color, level): (Color, u8)| c.level == Some(level) && c.color == Some(color);
    match kinds {
        [one] => {
            def.digivolve.iter().any(|d| d.level == Some(one.1) && d.color == Some(one.0))
                || def.jogress.iter().any(|j| fits(&j.first, *one) || fits(&j.second, *one))
        }
        [a, b] => def
            .jogress
            .iter()
            .any(|j| (fits(&j.first, *a) && fits(&j.second, *b)) || (fits(&j.first, *b) && fits(&j.second, *a))),
        _ => false,
    }
}

#[test]
fn every_demo_deck_can_digivolve_and_use_its_options() {
    let db = demo_db();
    for (_, deck) in demo_decks(&db) {
        let mut lv3 = 0;
        let in_deck: Vec<&CardDef> = deck.cards.iter().map(|other| card(&db, other)).collect();
        for id in &deck.cards {
            let def = card(&db, id);
            // 10-1-1: a link card needs a Digimon of the deck that meets its link condition.
            if let Some(link) = &def.link {
                let met = in_deck.iter().any(|o| component_fits(o, &link.condition));
                assert!(met, "deck {}: nothing in the deck can hold {} ({id}) as a link card", deck.name, def.name);
            }
            // 8-4-2-1: two named kinds of the deck, one linked into the other.
            if def.app_fusion.is_some() {
                assert!(
                    !app_fusion_pairs(def, &in_deck).is_empty(),
                    "deck {}: no two cards of the deck can link into a state {} ({id}) App Fuses from",
                    deck.name,
                    def.name
                );
            }
            let all_keywords: Vec<Keyword> = def.keywords.iter().chain(&def.inherited_keywords).copied().collect();
            for k in &all_keywords {
                match k {
                    // 16-20: Material Save places the cards under one of your Tamers.
                    Keyword::MaterialSave(_) => assert!(
                        in_deck.iter().any(|o| o.kind == CardKind::Tamer),
                        "deck {}: {} has Material Save but the deck has no Tamer",
                        deck.name,
                        def.name
                    ),
                    // 16-33: a token maker or another Digimon with the trait to delete.
                    Keyword::Overclock => {
                        let t = def.overclock.clone().unwrap_or_default();
                        let met = in_deck.iter().any(|o| {
                            (o.id != def.id && o.kind == CardKind::Digimon && o.traits.contains(&t))
                                || actions_of(o).iter().any(|a| matches!(a, Action::PlayToken(_)))
                        });
                        assert!(met, "deck {}: nothing for {}'s Overclock to delete", deck.name, def.name);
                    }
                    // 16-35, 16-28: the kinds it plays from its sources are in the deck.
                    Keyword::Decode(..) | Keyword::Partition(..) => {
                        for (color, level) in kinds_of(*k) {
                            let met = in_deck.iter().any(|o| {
                                o.kind == CardKind::Digimon && o.level == Some(level) && o.colors.contains(&color)
                            });
                            assert!(met, "deck {}: no {color:?} Lv.{level} Digimon for {}", deck.name, def.name);
                        }
                    }
                    _ => {}
                }
            }
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
                            deck.cards.iter().any(|other| card(&db, other).is_named(&name)),
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
                    // An Option that may ignore its colour requirement needs what waives it.
                    let waiver = def.effects.iter().find_map(|a| match a {
                        Ability::Continuous(c) if c.buff == Buff::IgnoreColorRequirement => Some(&c.condition),
                        _ => None,
                    });
                    if let Some(condition) = waiver {
                        let met = match condition {
                            None => true,
                            Some(Condition::YouHaveDigimonWithTrait(t)) => deck
                                .cards
                                .iter()
                                .map(|o| card(&db, o))
                                .any(|o| o.kind == CardKind::Digimon && o.traits.contains(t)),
                            Some(other) => {
                                panic!("deck {}: {} waives its colour requirement on {other:?}", deck.name, def.name)
                            }
                        };
                        assert!(met, "deck {}: nothing waives {}'s colour requirement", deck.name, def.name);
                        continue;
                    }
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
        "LinkPlus",
        "Training",
        "Digisorption",
        "MaterialSave",
        "Decode",
        "Partition",
        "Overclock",
    ];
    for name in wanted {
        assert!(names.contains(name), "no demo card has the keyword {name}");
    }
    // Decoy (16-17) names a colour: the set uses more than one.
    let decoy_colors: BTreeSet<Color> =
        keywords.iter().filter_map(|k| if let Keyword::Decoy(c) = k { Some(*c) } else { None }).collect();
    assert!(decoy_colors.len() >= 2, "expected Decoy with at least two colours, found {decoy_colors:?}");
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
    for action in ["Draw", "RecoveryFromDeck", "DeDigivolve", "BlastDigivolve", "BlastJogress", "MaterialSave"] {
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
        "Timing::WhenYourSecurityDecreases",
        "Timing::WhenLinking",
        "Timing::Counter",
        "Timing::WouldBeDeleted",
        "Timing::WouldLeave",
        "Timing::OtherOwnWouldBeDeleted",
        "Timing::WhenOpponentsDigimonDeleted",
        "Timing::WhenYourDigimonWouldDigivolve",
        "Timing::WhenYouWouldUseOption",
        "Timing::WhenYourDigimonWouldLink",
        "Action::ReduceCost",
        "Action::PlaceUnderThis",
        "Action::IncreaseCost",
        "Action::ChooseOne",
        "Action::MoveFromBreeding",
        "Action::PutUnder",
        "Timing::TrashedFromHandByYourEffect",
        "Action::ActivatePlacedWhenDigivolving",
        "Condition::NoOtherOwnDigimon",
        "Timing::WhenOpponentsDigimonPlayed",
        "Condition::ThatDigimonLevelAtLeast",
        "Condition::ThatDigimonLevelIs",
        "Timing::WhenYourSecurityIncreases",
        "Buff::CannotBeSuspended",
        "Timing::WhenYourDigimonDigivolved",
        "Timing::WhenOpponentsDigimonWouldDigivolve",
        "Condition::DigivolvingHasNoSources",
        "Timing::WhenCardPlacedInYourTrash",
        "Timing::WhenYourTrashIncreases",
        "Action::TrashThisSourcesInstead",
        "Timing::OtherOwnSourcesWouldBeTrashed",
        "Timing::WhenYourEffectAddsSources",
        "Condition::YourTurn",
        "Buff::AlsoDigimon",
        "Buff::MemoryGainOnlyByTamers",
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
        "Condition::AttackedOpponent",
        "Condition::AttackedDigimon",
        "Condition::ThisHasWritten",
        "Condition::DecoyTarget",
        "Condition::LeaveNotInBattle",
        "Condition::LeaveNotByYouOrBattle",
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
        "Buff::DeleteDpLimit",
        "Duration::ThisTurn",
        "Duration::UntilEndOfOpponentsNextTurn",
        "Duration::ThisAttack",
        "Affects::This",
        "Affects::YourDigimon",
        "Affects::OpponentsDigimon",
        "Affects::YourEffects",
        "Affects::OpponentsEffects",
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
        "Action::EachPlayerTrashesFromHand",
        "Action::WinGame",
        "Action::LoseGame",
        "Action::TrainFaceDown",
        "Action::BlastDigivolve",
        "Action::BlastJogress",
        "Action::MaterialSave",
        "Action::MaterialsAlsoFrom",
        "Action::PlayFromSources",
        "PlayFromSources::1",
        "Action::RevealTop",
        "Reveal::kind",
        "Reveal::trait",
        "Reveal::name-contains",
        "Reveal::color",
        "Reveal::take-several",
        "Action::Replaceable",
        "Replaceable::optional-true",
        "Replaceable::optional-false",
        "Action::ForEach",
        "Count::YourTamers",
        "Count::OpponentsDigimon",
        "Count::DeletedDigimon",
        "Action::TrashSources",
        "StackEnd::Top",
        "StackEnd::Bottom",
        "EffectZone::Hand",
        "EffectZone::Trash",
        "EffectZone::Breeding",
        "Action::AddToHand",
        "Action::Look",
        "LookZone::Deck",
        "LookZone::Security",
        "Reveal::written",
        "AddToHand::Trash",
        "AddToHand::ThisSources",
        "Timing::WhenOtherOwnDigimonPlayedByEffect",
        "Condition::YouHaveDigimonWithTrait",
        "Buff::IgnoreColorRequirement",
        "Action::DigivolveThis",
        "Buff::Name",
        "Buff::Colors",
        "EffectZone::Security",
        "Action::ThisToSecurityTopFaceUp",
        "Buff::Level",
        "Buff::PlayCost",
    ];
    for item in wanted {
        assert!(used.contains(item), "no demo card uses {item}");
    }
    // Parts that only a keyword uses (they need its other fields, such as `overclock`).
    let through_keywords: BTreeSet<String> = db.iter().flat_map(|(_, c)| keyword_language_used(c)).collect();
    for item in [
        "Cost::DeleteTokenOrTrait",
        "AttackSpec::player-only",
        "AttackSpec::without-suspending",
        "AttackSpec::mandatory",
    ] {
        assert!(used.contains(item) || through_keywords.contains(item), "no demo card uses {item}");
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

/// The cards of the set with exactly this name, their own or one a 〈ルール〉 gives (2-3-5-1).
fn named<'a>(db: &'a CardDb, name: &str) -> Vec<&'a CardDef> {
    db.iter().map(|(_, c)| c).filter(|c| c.is_named(name)).collect()
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

    // A DigiXros requirement by trait with different card numbers, and a substitute (15-15-8):
    // the trait is a demo Digimon's, and what the substitute stands for is a requirement's text.
    let groups: Vec<_> = cards.iter().filter_map(|c| c.digixros.as_ref()?.group.as_ref()).collect();
    assert!(groups.iter().any(|g| g.distinct), "no demo DigiXros requirement asks for different card numbers");
    for g in &groups {
        let met = cards.iter().any(|o| o.kind == CardKind::Digimon && o.traits.contains(&g.trait_name));
        assert!(met, "no demo Digimon has the trait [{}] a DigiXros requirement names", g.trait_name);
    }
    let substitutes: Vec<&&CardDef> = cards.iter().filter(|c| !c.xros_substitute.is_empty()).collect();
    assert!(!substitutes.is_empty(), "no demo card is a DigiXros substitute");
    for s in substitutes {
        for text in &s.xros_substitute {
            let named = cards
                .iter()
                .filter_map(|c| c.digixros.as_ref())
                .any(|x| x.cards.contains(text) || x.group.as_ref().is_some_and(|g| &g.trait_name == text));
            assert!(named, "{}: it substitutes for [{text}], which no demo DigiXros condition names", s.id);
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

/// The link information of a card known to have it.
fn link_of(def: &CardDef) -> &fuda_digimon::cards::def::LinkInfo {
    def.link.as_ref().unwrap_or_else(|| panic!("{} has no link information", def.id))
}

/// The timings of the triggered effects in a card's own text box.
fn own_timings(def: &CardDef) -> Vec<Timing> {
    def.effects
        .iter()
        .filter_map(|a| match a {
            Ability::Triggered(t) => Some(t.timing),
            Ability::Continuous(_) => None,
        })
        .collect()
}

#[test]
fn the_demo_set_uses_link_and_app_fusion() {
    let db = demo_db();
    let cards: Vec<&CardDef> = db.iter().map(|(_, c)| c).collect();

    // Link (2-3-12): by name and by colour and level, with a cost, link DP and link effects of
    // both kinds; a Tamer card may carry link information too.
    let links: Vec<&CardDef> = cards.iter().copied().filter(|c| c.link.is_some()).collect();
    assert!(links.iter().any(|c| link_of(c).condition.name.is_some()), "no demo link condition by name");
    assert!(links.iter().any(|c| link_of(c).condition.name.is_none()), "no demo link condition by colour and level");
    assert!(links.iter().any(|c| link_of(c).cost > 0), "no demo link card with a link cost");
    assert!(links.iter().any(|c| link_of(c).dp > 0), "no demo link card with link DP");
    let effects: Vec<&Ability> = links.iter().flat_map(|c| link_of(c).effects.iter()).collect();
    assert!(effects.iter().any(|a| matches!(a, Ability::Triggered(_))), "no triggered link effect");
    assert!(effects.iter().any(|a| matches!(a, Ability::Continuous(_))), "no continuous link effect");
    assert!(links.iter().any(|c| c.kind == CardKind::Digimon), "no Digimon card with link information");
    assert!(links.iter().any(|c| c.kind == CardKind::Tamer), "no Tamer card with link information");
    for c in &links {
        let condition = &link_of(c).condition;
        assert!(
            cards.iter().any(|o| component_fits(o, condition)),
            "{}: no demo Digimon meets its link condition {condition:?}",
            c.id
        );
    }

    // [When Linking] (15-16-6) triggers only when the card itself becomes a link card.
    let when_linking: Vec<&CardDef> =
        cards.iter().copied().filter(|c| own_timings(c).contains(&Timing::WhenLinking)).collect();
    assert!(!when_linking.is_empty(), "no demo card has a [When Linking] effect");
    for c in when_linking {
        assert!(c.link.is_some(), "{}: a [When Linking] effect on a card that cannot link", c.id);
    }

    // Link +N (16-39): a Digimon that meets at least two link conditions, so it can use the room.
    let link_plus: Vec<&CardDef> = cards
        .iter()
        .copied()
        .filter(|c| c.keywords.iter().chain(&c.inherited_keywords).any(|k| matches!(k, Keyword::LinkPlus(_))))
        .collect();
    assert!(!link_plus.is_empty(), "no demo card has Link +N");
    for c in link_plus {
        let holdable = links.iter().filter(|l| component_fits(c, &link_of(l).condition)).count();
        assert!(holdable >= 2, "{}: Link +N, but it meets only {holdable} link condition(s)", c.id);
    }

    // App Fusion (8-4): every named kind is a Digimon link card of the set, and two of them can
    // form a link state.
    let apps: Vec<&CardDef> = cards.iter().copied().filter(|c| c.app_fusion.is_some()).collect();
    assert!(!apps.is_empty(), "no demo card has an App Fusion condition");
    for c in apps {
        let names = &c.app_fusion.as_ref().expect("filtered").names;
        for name in names {
            let found = named(&db, name);
            assert!(
                found.iter().any(|m| m.kind == CardKind::Digimon && !m.token && m.link.is_some()),
                "{}: App Fusion names [{name}], which is not a Digimon link card of the demo set",
                c.id
            );
        }
        assert!(!app_fusion_pairs(c, &cards).is_empty(), "{}: no two named cards can link together", c.id);
    }
}

/// Every action of a list with whether a condition gates it: the effect's own `if`, or an
/// enclosing `if` action.
fn gated_actions<'a>(actions: &'a [Action], gated: bool, out: &mut Vec<(&'a Action, bool)>) {
    for action in actions {
        out.push((action, gated));
        match action {
            Action::If { then, .. } => gated_actions(then, true, out),
            Action::AtEndOfTurn(then) => gated_actions(then, gated, out),
            _ => {}
        }
    }
}

#[test]
fn the_newer_actions_sit_where_they_work() {
    let db = demo_db();
    let cards: Vec<&CardDef> = db.iter().map(|(_, c)| c).collect();
    let digixros_names: BTreeSet<&str> =
        cards.iter().flat_map(|c| c.digixros.iter().flat_map(|x| x.cards.iter().map(String::as_str))).collect();
    for c in &cards {
        let printed = c.effects.iter().map(|a| (a, false));
        let inherited = c.inherited.iter().map(|a| (a, true));
        for (ability, is_inherited) in printed.chain(inherited) {
            let Ability::Triggered(t) = ability else { continue };
            let mut actions = Vec::new();
            gated_actions(&t.actions, t.condition.is_some(), &mut actions);
            for (action, gated) in actions {
                match action {
                    // 1-2-6: an effect win or loss; the demo set keeps them behind a condition so
                    // that random games do not end trivially.
                    Action::WinGame | Action::LoseGame => {
                        assert!(gated, "{}: {action:?} without a condition", c.id);
                    }
                    // 16-25: the card in hand digivolves at [Counter] timing (11-3).
                    Action::BlastDigivolve => {
                        assert!(
                            t.timing == Timing::Counter && !is_inherited && c.kind == CardKind::Digimon,
                            "{}: Blast Digivolve belongs in a Digimon card's own [Counter] effect",
                            c.id
                        );
                    }
                    // 16-30: the card in hand DNA digivolves by its own Jogress condition (16-30-5).
                    Action::BlastJogress => {
                        assert!(
                            t.timing == Timing::Counter && !is_inherited && !c.jogress.is_empty(),
                            "{}: Blast DNA Digivolve belongs in the [Counter] effect of a card with Jogress",
                            c.id
                        );
                    }
                    // 16-20: the sources it saves are those the top card's DigiXros names.
                    Action::MaterialSave(_) => {
                        assert!(
                            c.digixros.is_some() || (is_inherited && digixros_names.contains(c.name.as_str())),
                            "{}: Material Save on a card that is neither DigiXros nor a DigiXros material",
                            c.id
                        );
                    }
                    // 16-35, 16-28: the kinds it plays can be among its sources.
                    Action::PlayFromSources(kinds) => {
                        assert!(
                            sources_reachable(c, kinds),
                            "{}: no digivolve or Jogress condition puts {kinds:?} under it",
                            c.id
                        );
                    }
                    _ => {}
                }
            }
        }
        for k in c.keywords.iter().chain(&c.inherited_keywords) {
            match k {
                Keyword::MaterialSave(_) => {
                    assert!(c.digixros.is_some(), "{}: Material Save on a card without a DigiXros condition", c.id);
                }
                Keyword::Decode(..) | Keyword::Partition(..) => {
                    let kinds = kinds_of(*k);
                    assert!(sources_reachable(c, &kinds), "{}: no condition puts {kinds:?} under it", c.id);
                }
                // 16-33: another Digimon of the set has the trait it deletes.
                Keyword::Overclock => {
                    let t = c.overclock.as_ref().unwrap_or_else(|| panic!("{}: Overclock without a trait", c.id));
                    assert!(
                        cards.iter().any(|o| o.id != c.id && o.kind == CardKind::Digimon && o.traits.contains(t)),
                        "{}: no other demo Digimon has its Overclock trait [{t}]",
                        c.id
                    );
                }
                // 16-9: it reduces a digivolve cost, so the card must have one.
                Keyword::Digisorption(_) => {
                    assert!(!c.digivolve.is_empty(), "{}: Digisorption on a card that cannot digivolve", c.id);
                }
                _ => {}
            }
        }
    }
}

/// The fenced blocks of docs/cards.md with their info string (`toml`, or empty).
fn doc_blocks() -> Vec<(String, String)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/cards.md");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut blocks = Vec::new();
    let mut open: Option<(String, String)> = None;
    for line in text.lines() {
        match (&mut open, line.strip_prefix("```")) {
            (None, Some(info)) => open = Some((info.trim().to_string(), String::new())),
            (Some(_), Some(_)) => blocks.extend(open.take()),
            (Some((_, body)), None) => {
                body.push_str(line);
                body.push('\n');
            }
            (None, None) => {}
        }
    }
    blocks
}

#[test]
fn the_card_examples_in_the_docs_are_the_demo_cards() {
    use fuda_digimon::cards::load::parse_cards;
    let db = demo_db();
    let mut checked = 0;
    for (info, body) in doc_blocks() {
        if info == "toml" && body.trim_start().starts_with("[[card]]") {
            let cards = parse_cards(&body).unwrap_or_else(|e| panic!("a card example of docs/cards.md: {e}\n{body}"));
            for c in cards {
                assert_eq!(&c, card(&db, &c.id), "docs/cards.md shows {} otherwise than the demo set", c.id);
                checked += 1;
            }
        } else if info.is_empty() && body.starts_with("FD-") {
            let id = body.split_whitespace().next().expect("starts with an id");
            assert_eq!(body.trim_end(), card_text(card(&db, id)), "docs/cards.md renders {id} otherwise than fuda");
            checked += 1;
        }
    }
    assert!(checked >= 30, "expected many card examples in docs/cards.md, found {checked}");
}

#[test]
fn effect_language_serde_cannot_check_is_refused_with_its_field() {
    use fuda_digimon::cards::load::parse_cards;
    let card = |action: &str| {
        format!(
            "[[card]]\nid = \"T-BAD\"\nname = \"Bad\"\nkind = \"option\"\ncolors = [\"red\"]\nuse-cost = 1\n\
             [[card.effects]]\nwhen = \"main\"\ndo = [{{ if = {{ condition = \"you-have-tamer\", then = [{action}] }} }}]\n"
        )
    };
    let cases = [
        // 15-15-7-1: "per X" multiplies a written number; a deletion has none.
        ("{ for-each = { per = \"your-tamers\", do = { delete = {} } } }", "effects[0].do[0].then[0].for-each.do"),
        ("{ look = { side = \"any\", zone = \"deck\" } }", "look.side"),
        ("{ look = { side = \"opponent\", zone = \"deck\", take = 1 } }", "look.take"),
        ("{ add-to-hand = { from = \"hand\" } }", "add-to-hand.from"),
        ("{ place-under-this = { from = \"this-sources\" } }", "place-under-this.from"),
    ];
    for (action, field) in cases {
        let err = parse_cards(&card(action)).expect_err("refused");
        assert!(err.to_string().contains(field), "the error names {field:?}: {err}");
    }
    // 15-14-2..4: zone icons go with timings that do not need the card in the area, and only
    // on the card's own effects.
    let digimon = "[[card]]\nid = \"T-Z\"\nname = \"Z\"\nkind = \"digimon\"\ncolors = [\"red\"]\nlevel = 3\n\
                   dp = 1000\nplay-cost = 1\n";
    let zone_cases = [
        ("[[card.effects]]\nzone = \"trash\"\nwhen = \"on-play\"\ndo = [{ draw = 1 }]\n", "effects[0].zone"),
        (
            "[card.inherited]\n[[card.inherited.effects]]\nzone = \"hand\"\nwhen = \"main\"\ndo = [{ draw = 1 }]\n",
            "inherited.effects[0].zone",
        ),
        // 15-12-1: an addition that depends on a condition could depend on another one forever.
        (
            "[[card.effects]]\nduring = \"your-turn\"\nif = \"you-have-tamer\"\nbuff = { also-digimon = 3000 }\n",
            "effects[0].buff",
        ),
    ];
    for (effects, field) in zone_cases {
        let err = parse_cards(&format!("{digimon}{effects}")).expect_err("refused");
        assert!(err.to_string().contains(field), "the error names {field:?}: {err}");
    }
}

/// Issue 20: the deck example of docs/cards.md was not the file its first line names. A TOML
/// example opening with `# data/…` is that file, whole.
#[test]
fn issue_20_a_doc_example_that_names_a_data_file_is_that_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut checked = 0;
    for (info, body) in doc_blocks() {
        let Some((first, rest)) = body.split_once('\n') else { continue };
        let Some(named) = first.strip_prefix("# ").filter(|n| info == "toml" && n.starts_with("data/")) else {
            continue;
        };
        let file =
            std::fs::read_to_string(root.join(named)).unwrap_or_else(|e| panic!("docs/cards.md names {named}: {e}"));
        assert_eq!(rest, file, "docs/cards.md shows {named} otherwise than the file");
        checked += 1;
    }
    assert!(checked >= 1, "docs/cards.md shows a demo deck file");
}
