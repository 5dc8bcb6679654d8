//! The demo decks (`data/digimon/decks`): every deck is legal, every demo card is in one, each
//! deck can digivolve, fuse and use its options with its own cards, and the set uses link cards
//! and App Fusion.

use crate::cards::{actions_of, card, demo_db, demo_decks, named};
use fuda_digimon::cards::ast::{Ability, Action, Buff, CardKind, Color, Fact, Keyword, Timing};
use fuda_digimon::cards::def::Component;
use fuda_digimon::cards::{CardDb, CardDef};
use fuda_digimon::setup::{DeckList, check_deck};
use fuda_kernel::lang::Cond;
use std::collections::BTreeSet;

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
    // The voucher cards show the building blocks of the card language; their scenarios play them,
    // and keeping them out of the decks keeps the random games (and their fingerprints) as they were.
    let vouchers = crate::cards::data_dir("cards/vouchers.toml");
    let text = std::fs::read_to_string(&vouchers).unwrap_or_else(|e| panic!("cannot read {}: {e}", vouchers.display()));
    let showcase = fuda_digimon::cards::load::parse_cards(&text).expect("the voucher cards parse");
    for (_, c) in db.iter() {
        if c.token || showcase.iter().any(|s| s.id == c.id) {
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
    def.digivolve.iter().any(|d| deck.cards.iter().map(|id| card(db, id)).any(|from| d.fits_card(from)))
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
pub(crate) fn component_fits(def: &CardDef, c: &Component) -> bool {
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
pub(crate) fn app_fusion_pairs<'a>(def: &CardDef, cards: &[&'a CardDef]) -> Vec<(&'a CardDef, &'a CardDef)> {
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
pub(crate) fn kinds_of(k: Keyword) -> Vec<(Color, u8)> {
    match k {
        Keyword::Decode(c, l) => vec![(c, l)],
        Keyword::Partition(a, la, b, lb) => vec![(a, la), (b, lb)],
        _ => Vec::new(),
    }
}

/// Whether a Digimon can have one source of each of these kinds at once: one kind through a
/// digivolve or Jogress condition, two kinds through a Jogress condition (8-2-2).
pub(crate) fn sources_reachable(def: &CardDef, kinds: &[(Color, u8)]) -> bool {
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
                            Some(Cond::Atom(Fact::YouHaveDigimonWithTrait(t))) => deck
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
