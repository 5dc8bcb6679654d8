//! The demo card set (`data/digimon/cards`) and demo decks (`data/digimon/decks`): every card
//! loads and renders, every deck is legal and playable, and the set uses every part of the
//! card language (docs/cards.md).

use fuda_digimon::cards::ast::{
    Ability, Action, Amount, CardFilter, CardKind, Color, Condition, Fact, Is, Keyword, Query, Target, Timing,
};
use fuda_kernel::lang::{Cond, Filter, Slot};

use crate::decks::{component_fits, kinds_of, sources_reachable};
use fuda_digimon::cards::load::load_cards;
use fuda_digimon::cards::render::card_text;
use fuda_digimon::cards::{CardDb, CardDef};
use fuda_digimon::setup::DeckList;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

pub(crate) fn data_dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/digimon").join(sub)
}

/// Every card file of the demo set, loaded into one database.
pub(crate) fn demo_db() -> CardDb {
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
pub(crate) fn demo_decks(db: &CardDb) -> Vec<(PathBuf, DeckList)> {
    toml_files(&data_dir("decks"))
        .into_iter()
        .map(|file| {
            let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
            let deck = fuda_kernel::deck::parse_deck(&text, |id| db.find(id).is_some())
                .unwrap_or_else(|e| panic!("deck {} does not parse: {e}", file.display()));
            (file, deck)
        })
        .collect()
}

pub(crate) fn card<'a>(db: &'a CardDb, id: &str) -> &'a CardDef {
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
            Action::By(b) => each_action(&b.then, out),
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

/// The targets an action names.
fn action_targets(action: &Action) -> Vec<&Target> {
    match action {
        Action::Delete(t)
        | Action::Suspend(t)
        | Action::Unsuspend(t)
        | Action::ReturnToHand(t)
        | Action::ReturnToDeckBottom(t)
        | Action::Give { target: t, .. }
        | Action::DeDigivolve { target: t, .. }
        | Action::TrashSources { target: t, .. } => vec![t],
        Action::PutUnder { target, onto } => vec![target, onto],
        _ => Vec::new(),
    }
}

/// What these effects use, as `Kind::Variant` strings.
fn language_of<'a>(abilities: impl Iterator<Item = &'a Ability>) -> BTreeSet<String> {
    fn add_condition(used: &mut BTreeSet<String>, c: &Condition) {
        match c {
            Cond::Atom(fact) => {
                used.insert(format!("Condition::{}", variant(fact)));
                match fact {
                    Fact::Have(t) => add_target(used, t),
                    Fact::This(f) | Fact::That(f) => add_filter(used, f),
                    _ => {}
                }
            }
            Cond::All(items) | Cond::Any(items) => {
                used.insert(format!("Cond::{}", variant(c)));
                items.iter().for_each(|i| add_condition(used, i));
            }
            Cond::Not(inner) => {
                used.insert("Cond::Not".into());
                add_condition(used, inner);
            }
            Cond::Compare(l, _, r) => {
                used.insert("Cond::Compare".into());
                add_amount(used, l);
                add_amount(used, r);
            }
            Cond::Did(slot) => {
                used.insert("Cond::Did".into());
                let which = if slot.name() == Slot::PREVIOUS { "previous" } else { "slot" };
                used.insert(format!("Cond::Did::{which}"));
            }
        }
    }
    fn add_amount(used: &mut BTreeSet<String>, a: &Amount) {
        use fuda_kernel::lang::Amount as A;
        used.insert(format!("Amount::{}", variant(a)));
        match a {
            A::Query(q) => {
                used.insert(format!("Query::{}", variant(q)));
                if let Query::Count(t) = q {
                    add_target(used, t);
                }
            }
            A::Sum(items) | A::Min(items) | A::Max(items) => items.iter().for_each(|i| add_amount(used, i)),
            A::Mul(l, r) => {
                add_amount(used, l);
                add_amount(used, r);
            }
            A::Div(l, _) => add_amount(used, l),
            A::Num(_) | A::NumberOf(_) => {}
        }
    }
    fn add_filter(used: &mut BTreeSet<String>, f: &CardFilter) {
        match f {
            Filter::Atom(atom) => {
                used.insert(format!("Is::{}", variant(atom)));
                match atom {
                    Is::SourcesContain(inner) => add_filter(used, inner),
                    // A range's ends may be amounts read from the game.
                    Is::Level(range) | Is::Dp(range) | Is::PlayCost(range) | Is::Sources(range) => {
                        range.at_least.iter().chain(&range.at_most).for_each(|a| add_amount(used, a));
                    }
                    Is::Name(several) | Is::NameContains(several) | Is::Trait(several) | Is::TraitContains(several)
                        if several.0.len() > 1 =>
                    {
                        used.insert(format!("Is::{}::several", variant(atom)));
                    }
                    _ => {}
                }
            }
            Filter::All(items) => items.iter().for_each(|i| add_filter(used, i)),
            Filter::Any(items) => {
                used.insert("Filter::Any".into());
                items.iter().for_each(|i| add_filter(used, i));
            }
            Filter::Not(inner) => {
                used.insert("Filter::Not".into());
                add_filter(used, inner);
            }
        }
    }
    fn add_target(used: &mut BTreeSet<String>, t: &Target) {
        if t.bind.is_some() {
            used.insert("Target::bind".into());
        }
        if t.total.is_some() {
            used.insert("Target::total".into());
        }
        if t.reference().is_some() {
            used.insert("Target::reference".into());
        }
        add_filter(used, &t.filter);
    }
    let mut used = BTreeSet::new();
    for ability in abilities {
        match ability {
            Ability::Triggered(t) => {
                used.insert(format!("Timing::{}", variant(&t.timing)));
                used.insert(format!("EffectZone::{}", variant(&t.zone)));
                if let Some(n) = t.per_turn {
                    used.insert(format!("PerTurn::{}", n.0));
                }
                if let Some(c) = &t.condition {
                    add_condition(&mut used, c);
                }
                if let Some(c) = &t.cost {
                    for step in &c.0 {
                        used.insert(format!("Cost::{}", variant(step)));
                        if let fuda_digimon::cards::ast::CostStep::Move(m) = step {
                            used.insert(format!("Move::{}-{}", variant(&m.from), variant(&m.to)));
                        }
                    }
                }
                let mut actions = Vec::new();
                each_action(&t.actions, &mut actions);
                for action in actions {
                    used.insert(format!("Action::{}", variant(action)));
                    for t in action_targets(action) {
                        add_target(&mut used, t);
                    }
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
                            use fuda_kernel::lang::Amount;
                            let kind = match per {
                                Amount::Query(Query::Count(_)) => "count",
                                Amount::Query(Query::EventCount) => "event-count",
                                Amount::Div(..) => "div",
                                _ => "other",
                            };
                            used.insert(format!("Per::{kind}"));
                        }
                        Action::TrashSources { from, .. } => {
                            used.insert(format!("StackEnd::{}", variant(from)));
                        }
                        Action::Forbid(f) => {
                            used.insert(format!("Ban::{}", variant(&f.ban)));
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
                used.insert(format!("EffectZone::Continuous::{}", variant(&c.zone)));
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
        "Timing::WhenYouWouldUseOption",
        "Timing::WhenYourDigimonWouldLink",
        "Action::ReduceCost",
        "Action::PlaceUnderThis",
        "Action::PlaceOption",
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
        "Cost::Move",
        "Cost::SuspendThis",
        "Cost::TrashSources",
        "Cost::TrashTopOfStack",
        "Cost::TrashThis",
        "Cost::Delete",
        "Cost::Suspend",
        "Cost::Unsuspend",
        "Cost::ReturnToHand",
        "Cost::ReturnToDeckBottom",
        "Cost::PutUnder",
        "Cost::Memory",
        "Move::Hand-Trash",
        "Move::Hand-Under",
        "Move::Trash-Under",
        "Move::Sources-Trash",
        "Move::SecurityBottom-Trash",
        "Move::SecurityTop-Hand",
        "Move::Trash-DeckBottom",
        "Action::Move",
        "Action::By",
        "Buff::Dp",
        "Buff::Keyword",
        "Buff::CannotAttack",
        "Buff::CannotBlock",
        "Buff::CanAttackActive",
        "Buff::CannotBeAttacked",
        "Buff::BaseDp",
        "Buff::Unaffected",
        "Buff::UnaffectedBy",
        "Buff::DeleteDpLimit",
        "Duration::ThisTurn",
        "Duration::UntilEndOfOpponentsNextTurn",
        "Duration::ThisAttack",
        "Affects::This",
        "Affects::YourDigimon",
        "Affects::OpponentsDigimon",
        "Affects::YourEffects",
        "Affects::OpponentsEffects",
        "Affects::ThisEffects",
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
        "Per::count",
        "Per::event-count",
        "Per::div",
        "PerTurn::1",
        "PerTurn::2",
        "Duration::UntilEndOfOpponentsTurn",
        "Duration::UntilEndOfYourTurn",
        "Buff::AlsoColor",
        "Action::PreventLeaving",
        "Action::Forbid",
        "Action::ActivateEffect",
        "Action::Jogress",
        "Ban::Play",
        "Ban::Digivolve",
        "Is::HasEffect",
        "Is::PlayedBy",
        "Target::total",
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
        // The building blocks (docs/cards.md, "Building blocks"): data/digimon/cards/vouchers.toml.
        "Cond::All",
        "Cond::Any",
        "Cond::Not",
        "Cond::Compare",
        "Cond::Did::previous",
        "Cond::Did::slot",
        "Condition::OpponentsTurn",
        "Condition::Have",
        "Condition::This",
        "Condition::That",
        "Amount::Num",
        "Amount::Query",
        "Amount::Sum",
        "Amount::Min",
        "Amount::Max",
        "Amount::Mul",
        "Amount::Div",
        "Amount::NumberOf",
        "Query::Memory",
        "Query::Hand",
        "Query::Cards",
        "Query::Deck",
        "Query::Security",
        "Query::Trash",
        "Query::Count",
        "Query::DpOf",
        "Query::LevelOf",
        "Query::SourcesOf",
        "Query::PlayCostOf",
        "Query::EventCount",
        "Is::Name",
        "Is::Name::several",
        "Is::NameContains",
        "Is::NameContains::several",
        "Is::Trait",
        "Is::Trait::several",
        "Is::TraitContains",
        "Is::Color",
        "Is::Kind",
        "Is::Level",
        "Is::Dp",
        "Is::PlayCost",
        "Is::Sources",
        "Is::SourcesContain",
        "Is::TextContains",
        "Is::Is",
        "Is::SameNameAs",
        "Is::Token",
        "Is::Lowest",
        "Is::Highest",
        "Is::Other",
        "Filter::Any",
        "Filter::Not",
        "Target::bind",
        "Target::reference",
        // data/digimon/cards/yellow-watch.toml.
        "EffectZone::Continuous::Security",
        "Action::AtEndOfBattle",
        "Move::SecurityTopOrBottom-Trash",
        "Timing::WhenThisCardWouldDigivolve",
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
    use fuda_digimon::cards::ast::{Cost, CostStep, Timing};
    let db = demo_db();
    let evade = db.iter().any(|(_, c)| {
        c.effects.iter().any(|a| match a {
            Ability::Triggered(t) => {
                t.timing == Timing::WouldBeDeleted
                    && t.cost == Some(Cost::from(CostStep::SuspendThis))
                    && t.actions.contains(&Action::PreventDeletion)
            }
            Ability::Continuous(_) => false,
        })
    });
    assert!(evade, "no demo card has a would-be-deleted, suspend-this, prevent-deletion effect");
}

/// Every action of every effect of a card, own and inherited.
pub(crate) fn actions_of(def: &CardDef) -> Vec<&Action> {
    let mut out = Vec::new();
    for ability in def.effects.iter().chain(&def.inherited) {
        if let Ability::Triggered(t) = ability {
            each_action(&t.actions, &mut out);
        }
    }
    out
}

/// The cards of the set with exactly this name, their own or one a 〈ルール〉 gives (2-3-5-1).
pub(crate) fn named<'a>(db: &'a CardDb, name: &str) -> Vec<&'a CardDef> {
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
        let met = cards.iter().any(|o| g.admits(o));
        assert!(met, "no demo Digimon meets the DigiXros requirement {g:?}");
    }
    let substitutes: Vec<&&CardDef> = cards.iter().filter(|c| !c.xros_substitute.is_empty()).collect();
    assert!(!substitutes.is_empty(), "no demo card is a DigiXros substitute");
    for s in substitutes {
        for text in &s.xros_substitute {
            let named = cards.iter().filter_map(|c| c.digixros.as_ref()).any(|x| {
                x.cards.contains(text) || x.group.as_ref().is_some_and(|g| g.trait_name.as_ref() == Some(text))
            });
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

#[test]
fn the_demo_set_uses_every_event_and_writes_timings_together() {
    use fuda_digimon::cards::ast::Event;
    let db = demo_db();
    let triggered: Vec<&fuda_digimon::cards::ast::Triggered> =
        db.iter().flat_map(|(_, c)| c.effects.iter().chain(&c.inherited)).filter_map(Ability::as_triggered).collect();
    for event in Event::ALL {
        assert!(
            triggered.iter().any(|t| t.pattern.as_ref().is_some_and(|p| p.base.event.contains(&event))),
            "no demo card waits for {event:?}"
        );
    }
    use fuda_kernel::lang::{TurnFilter, Whose};
    let patterns: Vec<_> = triggered.iter().filter_map(|t| t.pattern.as_ref()).collect();
    for whose in [Whose::Yours, Whose::Opponents] {
        assert!(patterns.iter().any(|p| p.base.whose == whose), "no demo pattern asks for {whose:?}");
    }
    assert!(patterns.iter().any(|p| p.base.turn == TurnFilter::Yours), "no demo pattern waits for its own turn");
    assert!(
        patterns.iter().any(|p| matches!(p.base.subject, Filter::Atom(Is::Is(_)))),
        "no pattern about the card itself"
    );
    assert!(triggered.iter().any(|t| !t.also.is_empty() && t.per_turn.is_some()), "no effect writes two timings once");
}

#[test]
fn the_demo_set_plays_and_digivolves_by_effects_chosen_by_filters() {
    use fuda_digimon::cards::ast::{CardZone, Pay};
    let db = demo_db();
    let mut actions = Vec::new();
    let triggered: Vec<_> = db.iter().flat_map(|(_, c)| c.effects.iter()).filter_map(Ability::as_triggered).collect();
    for t in &triggered {
        each_action(&t.actions, &mut actions);
    }
    let plays: Vec<_> = actions.iter().filter_map(|a| if let Action::Play(p) = a { Some(p) } else { None }).collect();
    for zone in [CardZone::Hand, CardZone::Trash] {
        assert!(plays.iter().any(|p| p.from.any(|z| *z == zone)), "no demo card plays from {zone:?}");
    }
    assert!(plays.iter().any(|p| p.bind.is_some()), "no demo play binds what it played");
    assert!(plays.iter().any(|p| p.up_to) && plays.iter().any(|p| !p.up_to), "plays are both may and must");
    let digivolves: Vec<_> =
        actions.iter().filter_map(|a| if let Action::Digivolve(d) = a { Some(d) } else { None }).collect();
    assert!(digivolves.iter().any(|d| matches!(d.pay, Pay::Reduce(_)) && d.from.0.len() > 1), "no reduced digivolve");
}
