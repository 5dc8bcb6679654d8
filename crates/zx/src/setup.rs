//! Deck construction (401) and game preparation (402.1). A deck file lists the deck, the
//! Player card and the Dynamis together: each card goes where its type is prepared (401.7–401.10).

use crate::board::Square;
use crate::cards::{Card, CardDb, CardType, Home, Keyword};
use crate::rules;
use crate::state::{DynamisCard, Player, ZxState};
use fuda_kernel::error::GameError;
use fuda_kernel::objects::{CardInstance, ObjectAllocator};
use fuda_kernel::{GameRng, Seat};
use std::collections::BTreeMap;
use std::sync::Arc;

pub use fuda_kernel::deck::DeckList;

/// Every construction problem of `deck` at once, each citing its rule.
pub fn deck_problems(db: &CardDb, deck: &DeckList) -> Vec<String> {
    let mut problems = Vec::new();
    let defs: Vec<_> = deck.cards.iter().filter_map(|id| db.find(id).map(|i| db.get(i))).collect();
    let in_deck: Vec<_> = defs.iter().filter(|d| d.home() == Home::Deck).collect();
    let dynamis: Vec<_> = defs.iter().filter(|d| d.home() == Home::Dynamis).collect();
    let outside: Vec<_> = defs.iter().filter(|d| d.home() == Home::Outside).collect();
    if let Some(token) = defs.iter().find(|d| d.token) {
        problems.push(format!("202.13: {} is a token, made by effects and never in a deck", token.id));
    }
    if in_deck.len() != 50 {
        problems.push(format!("401.1a: a deck is exactly 50 cards, found {}", in_deck.len()));
    }
    let mut names: BTreeMap<String, usize> = BTreeMap::new();
    for d in &in_deck {
        for name in crate::names::limit_names(&d.id, &d.name, &d.subtext_names) {
            *names.entry(name).or_default() += 1;
        }
    }
    for (name, n) in names.iter().filter(|(_, n)| **n > 4) {
        problems.push(format!("401.2: at most 4 cards named {name} in the deck, found {n}"));
    }
    for (keyword, rule) in
        [(Keyword::LifeRecovery, "401.3"), (Keyword::VoidBringer, "401.4"), (Keyword::Overdrive, "401.5")]
    {
        let n = in_deck.iter().filter(|d| d.keywords.contains(&keyword)).count();
        if n > 4 {
            problems.push(format!("{rule}: at most 4 cards with {} in the deck, found {n}", keyword.words()));
        }
    }
    let ignition = in_deck.iter().filter(|d| d.ignition()).count();
    if ignition != 20 {
        problems.push(format!("401.6: exactly 20 cards with the Ignition icon in the deck, found {ignition}"));
    }
    let players = outside.iter().filter(|d| d.kind == CardType::Player).count();
    if players > 1 {
        problems.push(format!("401.8: at most 1 Player card outside the deck, found {players}"));
    }
    let partners = outside.len() - players;
    if partners > 1 {
        problems.push(format!("401.8: at most 1 Z/X OB or PL EX outside the deck, found {partners}"));
    }
    if dynamis.len() > 16 {
        problems.push(format!("401.9a: Dynamis holds at most 16 cards, found {}", dynamis.len()));
    }
    let mut dyn_names: BTreeMap<String, usize> = BTreeMap::new();
    for d in &dynamis {
        for name in crate::names::limit_names(&d.id, &d.name, &d.subtext_names) {
            *dyn_names.entry(name).or_default() += 1;
        }
    }
    for (name, n) in dyn_names.iter().filter(|(_, n)| **n > 4) {
        problems.push(format!("401.11: at most 4 cards named {name} in Dynamis, found {n}"));
    }
    problems
}

/// The deck checked (401), or every problem at once.
pub fn check_deck(db: &CardDb, deck: &DeckList) -> Result<(), GameError> {
    let problems = deck_problems(db, deck);
    match problems.is_empty() {
        true => Ok(()),
        false => Err(GameError::IllegalDeck { deck: deck.name.clone(), rule: "401", problems }),
    }
}

/// A new game between two decks (402.1), dealt from `seed`, run to its first decision.
pub fn new_game(db: Arc<CardDb>, decks: [&DeckList; 2], seed: u64) -> Result<ZxState, GameError> {
    for deck in decks {
        check_deck(&db, deck)?;
    }
    let mut objects = ObjectAllocator::default();
    let mut rng = GameRng::new(seed);
    let mut instance = 0u16;
    let mut players: [Player; 2] = Default::default();
    let mut outside: [Vec<Card>; 2] = Default::default();
    for (i, deck) in decks.iter().enumerate() {
        let seat = Seat(i as u8);
        let p = &mut players[i];
        for id in &deck.cards {
            let def = db.find(id).ok_or_else(|| GameError::DecksDisagree { message: format!("unknown card {id}") })?;
            instance += 1;
            let card = Card { id: objects.fresh(), instance: CardInstance(instance), def, owner: seat };
            match db.get(def).home() {
                Home::Deck => p.deck.push(card),
                Home::Dynamis => p.dynamis.push(DynamisCard { card, face_up: false }),
                Home::Outside => outside[i].push(card),
            }
        }
        p.charge_limit = Some(4);
        p.hand_limit = Some(6);
        rng.shuffle(&mut p.deck);
    }
    let mut state = ZxState::new(db, players, Seat(0), seed, objects);
    state.rng = rng;
    state.note(rules::TWO_PLAYERS, |_| "a game of Z/X between P1 and P2".to_string());
    for seat in [Seat(0), Seat(1)] {
        let home = Square::home(seat);
        state.note(rules::CLAIM_SQUARE, |_| format!("{seat} claims the player square {}", home.name()));
        match outside[seat.index()].iter().find(|c| state.def(c).kind == CardType::Player) {
            Some(&card) => {
                state.put_on(home, card, seat);
                // Placed in the preparation, not appeared in a turn (1007).
                state.appeared.clear();
                state
                    .note(rules::PLACE_PLAYER_CARD, |s| format!("{seat} puts {} on {}", s.name_of(&card), home.name()));
            }
            None => {
                state.player_mut(seat).virtual_player = true;
                state.note(rules::VIRTUAL_CARD, |_| format!("{seat} has no Player card: a virtual player card"));
            }
        }
        let partner: Vec<Card> =
            outside[seat.index()].iter().filter(|c| state.def(c).kind != CardType::Player).copied().collect();
        state.player_mut(seat).partner = partner;
        state.note(rules::SETUP_SHUFFLE, |_| format!("{seat} shuffles their deck"));
        state.note(rules::SETUP_DYNAMIS, |s| {
            format!("{seat} puts {} cards face down in Dynamis", s.player(seat).dynamis.len())
        });
    }
    if crate::keywords::setup_cards::any(&state) {
        crate::keywords::setup_cards::push_steps(&mut state);
    } else {
        crate::keywords::setup_cards::deal(&mut state, false);
    }
    crate::engine::run(&mut state);
    Ok(state)
}
