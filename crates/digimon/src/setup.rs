//! Deck construction (1-4-1) and the pre-game procedure (5-2): shuffle, choose the first
//! player, opening hands with one mulligan each, security, memory 0, the first turn.

use crate::cards::ast::CardKind;
use crate::cards::{CardDb, CardIdx};
use crate::error::DigimonError;
use crate::moves;
use crate::rules;
use crate::state::{Card, CardsCan, DigimonState, Lasting, Phase, Players, Step};
use fuda_kernel::lki::LastKnown;
use fuda_kernel::log::Log;
use fuda_kernel::modifiers::{Clock, Since};
use fuda_kernel::objects::{CardInstance, ObjectAllocator};
use fuda_kernel::pending::BatchQueue;
use fuda_kernel::replacement::ReplacementGuard;
use fuda_kernel::{GameRng, Seat};
use std::sync::Arc;

/// A deck as card ids: Digi-Eggs go to the digitama deck, everything else to the deck.
pub use fuda_kernel::deck::DeckList;

/// Checks deck construction (1-4-1) and reports every problem at once.
pub fn check_deck(db: &CardDb, deck: &DeckList) -> Result<(), DigimonError> {
    resolve_deck(db, deck).map(drop)
}

/// Checks deck construction (1-4-1), reporting every problem at once, and returns the deck's
/// cards as definitions, in list order.
fn resolve_deck(db: &CardDb, deck: &DeckList) -> Result<Vec<CardIdx>, DigimonError> {
    let mut problems = Vec::new();
    let mut cards = Vec::with_capacity(deck.cards.len());
    let mut main = 0usize;
    let mut eggs = 0usize;
    // Each limited card with its first id as written and its count; a deck has a few dozen.
    let mut copies: Vec<(CardIdx, &str, usize)> = Vec::new();
    // Copies stand together in a list: one lookup serves a run of the same id.
    let mut last: Option<(&str, CardIdx)> = None;
    for id in &deck.cards {
        let found = match last {
            Some((seen, idx)) if seen == id => Some(idx),
            _ => db.find(id),
        };
        let Some(idx) = found else {
            problems.push(format!("unknown card id {id:?}"));
            continue;
        };
        last = Some((id, idx));
        let def = db.get(idx);
        if def.token {
            problems.push(format!("1-4-4-2: {id} is a token card; tokens stay outside the game"));
            continue;
        }
        cards.push(idx);
        if def.kind == CardKind::DigiEgg {
            eggs += 1
        } else {
            main += 1
        }
        // 2-3-5-2: a 〈ルール〉 may lift the 4-copy limit (1-4-1-2-2, 1-4-1-3-2).
        if !def.any_number_of_copies() {
            match copies.iter_mut().find(|(i, _, _)| *i == idx) {
                Some((_, _, n)) => *n += 1,
                None => copies.push((idx, id, 1)),
            }
        }
    }
    if main != 50 {
        problems.push(format!("{}: the deck must have exactly 50 cards, found {main}", rules::DECK_SIZE.number));
    }
    if eggs > 5 {
        problems
            .push(format!("{}: the digitama deck may have 0 to 5 cards, found {eggs}", rules::EGG_DECK_SIZE.number));
    }
    copies.sort_by(|a, b| a.1.cmp(b.1));
    for (_, id, n) in &copies {
        if *n > 4 {
            problems.push(format!("{}: at most 4 copies of {id}, found {n}", rules::DECK_COPIES.number));
        }
    }
    if problems.is_empty() {
        Ok(cards)
    } else {
        Err(DigimonError::IllegalDeck { deck: deck.name.clone(), rule: "1-4-1", problems })
    }
}

/// An empty game around a card database: no cards anywhere, seat 0 to play, turn 1.
pub fn blank(db: Arc<CardDb>, seed: u64) -> DigimonState {
    let cards_can = CardsCan::of(db.iter().map(|(_, def)| def));
    DigimonState {
        db,
        players: Players::default(),
        memory: 0,
        turn_player: Seat(0),
        first_player: Seat(0),
        turn: 1,
        phase: Phase::Setup,
        ending: false,
        rng: GameRng::new(seed),
        objects: ObjectAllocator::default(),
        clock: Clock::default(),
        // Room for the usual depth of work and triggers, so that they do not grow in play.
        steps: Vec::with_capacity(16),
        decision: None,
        pending: BatchQueue::default(),
        collected: Vec::with_capacity(8),
        lasting: Lasting::default(),
        continuous_since: Since::default(),
        attack: None,
        deferred: Vec::new(),
        next_instance: 0,
        using: None,
        revealed: Vec::new(),
        looking: None,
        cost_change: 0,
        replaced: Vec::new(),
        last_known: LastKnown::default(),
        saved: Vec::new(),
        interrupts: ReplacementGuard::default(),
        used_this_turn: Vec::new(),
        bans: Vec::new(),
        outcome: None,
        aliases: Vec::new(),
        logging: true,
        log: Log::default(),
        answers: 0,
        cards_can,
        judging_shields: Default::default(),
    }
}

/// A new card object for `owner`, numbered as physical card `instance`.
pub fn new_card(state: &mut DigimonState, db_id: &str, owner: Seat, instance: u16) -> Option<Card> {
    let def = state.db.find(db_id)?;
    Some(card_of(state, def, owner, instance))
}

/// A new card object of definition `def` for `owner`, numbered as physical card `instance`.
fn card_of(state: &mut DigimonState, def: CardIdx, owner: Seat, instance: u16) -> Card {
    Card { id: state.fresh(), instance: CardInstance(instance), def, owner }
}

/// A deck whose construction was checked (1-4-1) against a card database, as its definitions in
/// list order: games set up from it with that database need not look its ids up again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegalDeck(Vec<CardIdx>);

impl LegalDeck {
    /// Checks `deck` against `db`, reporting every problem at once.
    pub fn check(db: &CardDb, deck: &DeckList) -> Result<LegalDeck, DigimonError> {
        resolve_deck(db, deck).map(LegalDeck)
    }
}

/// A new game from two legal decks and a seed, stopped at the first decision.
pub fn new_game(db: Arc<CardDb>, decks: [&DeckList; 2], seed: u64) -> Result<DigimonState, DigimonError> {
    let [a, b] = [LegalDeck::check(&db, decks[0])?, LegalDeck::check(&db, decks[1])?];
    Ok(new_game_from(db, [&a, &b], seed))
}

/// The 1体 a battle area has room for from the start of a game.
const BATTLE_AREA_ROOM: usize = 8;

/// [`new_game`] from decks already checked against `db`.
pub fn new_game_from(db: Arc<CardDb>, decks: [&LegalDeck; 2], seed: u64) -> DigimonState {
    let mut state = blank(db, seed);
    let mut instance = 0u16;
    for (i, LegalDeck(list)) in decks.into_iter().enumerate() {
        let seat = Seat(u8::try_from(i).expect("two seats"));
        // Room for every card, so that neither zone grows card by card during the game, and
        // for a usual battle area, whose 1体 are large to move when it grows.
        let p = state.player_mut(seat);
        p.deck.reserve(list.len());
        p.trash.reserve(list.len());
        p.battle_mut().reserve(BATTLE_AREA_ROOM);
        for &def in list {
            let card = card_of(&mut state, def, seat, instance);
            instance += 1;
            if state.def(&card).kind == CardKind::DigiEgg {
                state.player_mut(seat).eggs.push(card);
            } else {
                state.player_mut(seat).deck.push(card);
            }
        }
    }
    // Only these cards can ever be in a hand, a trash, a breeding area or security: the timings
    // of their zone-icon effects are all the game collects zone effects at. A token never is
    // (4-18-5: it is removed from the game on leaving the area).
    state.cards_can = CardsCan::of(decks.iter().flat_map(|LegalDeck(list)| list.iter()).map(|&def| state.def_at(def)));
    // 5-2-1-1/2: shuffle both decks.
    for seat in [Seat(0), Seat(1)] {
        let mut deck = std::mem::take(&mut state.player_mut(seat).deck);
        state.rng.shuffle(&mut deck);
        state.player_mut(seat).deck = deck;
        let mut eggs = std::mem::take(&mut state.player_mut(seat).eggs);
        state.rng.shuffle(&mut eggs);
        state.player_mut(seat).eggs = eggs;
    }
    state.note(rules::SHUFFLE_DECKS, |_| "both players shuffle their decks and digitama decks".to_string());
    // 5-2-1-3: rock-paper-scissors, played as a seeded coin.
    let first = Seat(u8::try_from(state.rng.below(2)).expect("0 or 1"));
    state.first_player = first;
    state.turn_player = first;
    state.note(rules::FIRST_PLAYER, |_| format!("{first} wins rock-paper-scissors and goes first"));
    for seat in [Seat(0), Seat(1)] {
        moves::draw(&mut state, seat, 5);
    }
    state.note(rules::OPENING_HAND, |_| "each player draws 5".to_string());
    state.next_instance = instance;
    let second = DigimonState::opponent(first);
    state.steps.extend([Step::FinishSetup, Step::Mulligan(second), Step::Mulligan(first)]);
    crate::engine::run(&mut state);
    state
}
