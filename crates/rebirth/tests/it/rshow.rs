//! The showcase decks (docs/rebirth/cards.md, "Demo set"): three legal decks (6.1.1) that
//! together use every keyword of rule 11 and every keyword action of rule 5 a card may print,
//! read from the cards' parsed abilities.

use fuda_rebirth::cards::ability::keywords::{KEYWORD_ACTIONS, KeywordName, actions_of, keywords_of};
use fuda_rebirth::setup::deck_problems;
use std::collections::BTreeSet;

/// The showcase decks, by name.
const SHOWCASE: [&str; 3] = ["Academy Encore", "Counterplay", "Lantern Court"];

#[test]
fn the_showcase_decks_are_legal_and_use_every_keyword_and_keyword_action() {
    let (db, decks) = super::demo();
    let mut keywords = BTreeSet::new();
    let mut actions = BTreeSet::new();
    let mut per_deck = Vec::new();
    for name in SHOWCASE {
        let deck = decks.iter().find(|d| d.name == name).unwrap_or_else(|| panic!("no deck named {name}"));
        let problems = deck_problems(&db, deck);
        assert!(problems.is_empty(), "deck {name} is legal (6.1.1): {problems:?}");
        let mut own = BTreeSet::new();
        for id in &deck.cards {
            let def = db.get(db.find(id).expect("a legal deck names known cards"));
            own.extend(keywords_of(def));
            actions.extend(actions_of(def));
        }
        per_deck.push(format!("{name}: {own:?}"));
        keywords.extend(own);
    }
    let missing: Vec<_> = KeywordName::ALL
        .iter()
        .filter(|k| !keywords.contains(*k))
        .map(|k| format!("{} {}", k.rule().0, k.words()))
        .collect();
    assert!(missing.is_empty(), "no showcase deck uses the keywords {missing:?}; {per_deck:?}");
    let missing: Vec<_> = KEYWORD_ACTIONS.iter().filter(|a| !actions.contains(*a)).collect();
    assert!(missing.is_empty(), "no showcase deck performs the keyword actions {missing:?}");
}

/// The view shows a character's current ATK and DEF (9.10.1), the change marked: Rally
/// Drummer Gita (RBD-206) gives its master's characters +1 ATK while on the stage (9.1.1.3),
/// itself included; an opponent's character shows what it prints.
#[test]
fn the_view_shows_current_atk_and_def_marked_when_modified() {
    use fuda_kernel::view::CardView;
    use fuda_rebirth::format::Format;
    use fuda_rebirth::state::{Character, Player, RebirthState};
    let (db, _) = super::demo();
    let mut objects = fuda_kernel::objects::ObjectAllocator::default();
    let mut n = 0u16;
    let mut character = |id: &str, seat: u8| {
        n += 1;
        let card = fuda_rebirth::cards::Card {
            id: objects.fresh(),
            instance: fuda_kernel::objects::CardInstance(n),
            def: db.find(id).expect("a demo card"),
            owner: fuda_kernel::Seat(seat),
        };
        Character { card, rested: false, damage: 0, partner_attacked: false, face_down: false, placed: u32::from(n) }
    };
    let p1 = Player {
        entry: vec![character("RBD-206", 0)],
        members: vec![vec![character("RBD-001", 0)], Vec::new(), Vec::new()],
        ..Player::default()
    };
    let p2 = Player { members: vec![vec![character("RBD-001", 1)], Vec::new(), Vec::new()], ..Player::default() };
    let state = RebirthState::new(db.clone(), Format::TwoPlayer, vec![p1, p2], 1, objects);
    let printed = |id: &str| {
        let def = db.get(db.find(id).expect("known"));
        (def.atk, def.def)
    };
    let shown = |seat: usize, zone: &str| {
        let view = fuda_rebirth::view::view(&state, fuda_kernel::Seat(0));
        let z = view.players[seat].zones.iter().find(|z| z.name == zone).expect("the zone").cards.clone();
        match &z[..] {
            [CardView::Known(k)] => k.states[0].clone(),
            other => panic!("one known character in {zone}: {other:?}"),
        }
    };
    let (atk, def) = printed("RBD-206");
    assert_eq!(shown(0, "entry"), format!("ATK {} (+1) / DEF {def}", atk + 1), "Gita raises itself");
    let (atk, def) = printed("RBD-001");
    assert_eq!(shown(0, "member 1"), format!("ATK {} (+1) / DEF {def}", atk + 1), "and its master's member");
    assert_eq!(shown(1, "member 1"), format!("ATK {atk} / DEF {def}"), "not the opponent's character");
}
