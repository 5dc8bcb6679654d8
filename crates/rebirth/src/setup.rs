//! Deck construction (6.1) and new games: the decks checked, the cards prepared (6.2.1.1), and
//! the steps before the game ([`crate::prepare`]) run to the first decision.

use crate::cards::{Card, CardDb};
use crate::format::Format;
use crate::rules;
use crate::state::{Player, RebirthState};
use fuda_kernel::Seat;
use fuda_kernel::error::GameError;
use fuda_kernel::objects::{CardInstance, ObjectAllocator};
use std::sync::Arc;

pub use fuda_kernel::deck::DeckList;

/// How many member slots a player has at the start (4.5.3.1).
pub const MEMBER_SLOTS: usize = 3;

/// Every construction problem of `deck` (6.1.1), each starting with its rule number. A deck list
/// holds the main deck and the partners together: partners are told apart by type, so a
/// partner is never in the main deck (6.1.1.4).
pub fn deck_problems(db: &CardDb, deck: &DeckList) -> Vec<String> {
    let mut problems = Vec::new();
    let defs: Vec<_> = deck.cards.iter().filter_map(|id| db.find(id).map(|i| db.get(i))).collect();
    let main: Vec<_> = defs.iter().filter(|d| !d.is_partner()).collect();
    if main.len() != 50 {
        problems.push(format!(
            "{}: the main deck must be exactly 50 cards, found {}",
            rules::DECK_SIZE.number,
            main.len()
        ));
    }
    let mut names: Vec<&str> = main.iter().map(|d| d.name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    for name in names {
        let same: Vec<_> = main.iter().filter(|d| d.name == name).collect();
        let n = same.len();
        // 6.1.2.1 (rules::DECK_ABILITY): a card's deck-construction ability replaces the 4-copy condition for its name.
        if n > 4 && !same.iter().all(|d| d.deck_any_number()) {
            problems.push(format!("{}: at most 4 cards named {name}, found {n}", rules::FOUR_COPIES.number));
        }
    }
    let rebirths = main.iter().filter(|d| d.is_rebirth()).count();
    if rebirths > 8 {
        problems.push(format!("{}: at most 8 Re-birth cards, found {rebirths}", rules::EIGHT_REBIRTHS.number));
    }
    let partners = defs.iter().filter(|d| d.is_partner()).count();
    if partners != 3 {
        problems.push(format!("{}: exactly 3 partner cards, found {partners}", rules::THREE_PARTNERS.number));
    }
    problems
}

/// A new game of `decks` (one a seat, in seat order) in `format`, dealt from `seed`, run to its
/// first decision.
pub fn new_game(db: Arc<CardDb>, decks: &[&DeckList], seed: u64, format: Format) -> Result<RebirthState, GameError> {
    if !format.seats().contains(&decks.len()) {
        return Err(GameError::DecksDisagree {
            message: format!(
                "{} is played by {:?} players, found {} decks",
                format.name(),
                format.seats(),
                decks.len()
            ),
        });
    }
    for deck in decks {
        let problems = deck_problems(&db, deck);
        if !problems.is_empty() {
            return Err(GameError::IllegalDeck { deck: deck.name.clone(), rule: "6.1", problems });
        }
    }
    let mut objects = ObjectAllocator::default();
    let mut instance = 0u16;
    let mut players = Vec::new();
    let mut partners = Vec::new();
    for (k, deck) in decks.iter().enumerate() {
        let seat = Seat(k as u8);
        let mut main = Vec::new();
        let mut own = Vec::new();
        for id in &deck.cards {
            let def = db.find(id).expect("a checked deck names known cards");
            instance += 1;
            let card = Card { id: objects.fresh(), instance: CardInstance(instance), def, owner: seat };
            match db.get(def).is_partner() {
                true => own.push(card),
                false => main.push(card),
            }
        }
        // The deck list's first card is the top.
        main.reverse();
        players.push(Player { deck: main, members: vec![Vec::new(); MEMBER_SLOTS], ..Player::default() });
        partners.push(own);
    }
    let mut state = RebirthState::new(db, format, players, seed, objects);
    state.partners = partners;
    state.note(rules::PRESENT_DECKS, |s| {
        format!("{} players present their main decks and 3 partners face down", s.players.len())
    });
    crate::prepare::start(&mut state);
    crate::engine::run(&mut state);
    Ok(state)
}
